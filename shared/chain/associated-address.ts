import type { PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { base58Of } from './key-text.js';

/** Derivations kept; past it the oldest go first (a Map keeps insertion order). */
const MAX_ENTRIES = 20_000;
const derived = new Map<string, PublicKey>();

/**
 * getAssociatedTokenAddressSync, remembered: a derivation hashes the seeds and checks the result
 * is off the curve, bumping until it is (~0.3-0.9 ms of CPU on the development machine), and the
 * same few wallets, mints and pools are derived over and over by builds and the test market.
 * Same arguments, same answer, same errors (an on-curve owner refused without allowOwnerOffCurve
 * is not remembered).
 */
export function associatedTokenAddress(mint: PublicKey, owner: PublicKey, allowOwnerOffCurve: boolean, programId: PublicKey): PublicKey {
  const key = `${base58Of(mint)}:${base58Of(owner)}:${allowOwnerOffCurve ? 1 : 0}:${base58Of(programId)}`;
  const hit = derived.get(key);
  if (hit) return hit;
  const address = getAssociatedTokenAddressSync(mint, owner, allowOwnerOffCurve, programId);
  if (derived.size >= MAX_ENTRIES) derived.delete(derived.keys().next().value!);
  derived.set(key, address);
  return address;
}
