import type { PublicKey } from '@solana/web3.js';

const texts = new WeakMap<PublicKey, string>();

/**
 * A key's base58 text, remembered per PublicKey object. web3.js encodes it anew on every
 * toBase58() (a big-number base conversion: 5-10 µs here), and a build names the same few key
 * objects dozens of times (its wallet, the sysvars, each account it reads, checks and compiles):
 * about a third of the worker's base58 time in a profile of the builds bench. A PublicKey does
 * not change after it is made, so its text cannot go stale.
 */
export function base58Of(key: PublicKey): string {
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = key.toBase58()));
  return text;
}
