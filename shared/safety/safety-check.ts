import type { Connection } from '@solana/web3.js';
import type { Redis } from 'ioredis';
import type { Network } from '../chain/token-list.js';
import type { NetworkTokens } from '../chain/token-registry.js';
import type { SwapVenues } from '../swap/swap-venue.js';
import { SafetyStore, TOKEN_SAFETY_TTL_MS, TOKEN_SAFETY_UNKNOWN_TTL_MS, type SafetyEntry } from './safety-store.js';
import { NotAMint, tokenSafetyReport } from './token-safety.js';

/** What computing a report needs (the worker tier: it has the RPC). */
export interface SafetyCheckDeps {
  redis: Redis;
  prefix: string;
  connection: (network: Network) => Connection;
  venues: SwapVenues;
  curated: (network: Network) => Promise<Pick<NetworkTokens, 'byMint'>>;
  now?: () => number;
}

/**
 * A mint's safety entry: the cached one, else computed from chain and cached for
 * TOKEN_SAFETY_TTL_MS. An RPC that cannot answer gives a report of level `unknown` (kept a few
 * seconds), never an `ok`.
 */
export async function checkTokenSafety(deps: SafetyCheckDeps, network: Network, mint: string, options: { fresh?: boolean } = {}): Promise<SafetyEntry> {
  const store = new SafetyStore(deps.redis, deps.prefix);
  if (!options.fresh) {
    const cached = await store.read(network, mint);
    if (cached) return cached;
  }
  const now = deps.now ?? Date.now;
  let entry: SafetyEntry;
  let ttl = TOKEN_SAFETY_TTL_MS;
  try {
    const curated = (await deps.curated(network)).byMint(mint)?.source === 'registry';
    entry = { report: await tokenSafetyReport({ connection: deps.connection(network), mint, venue: deps.venues[network]?.client ?? null, curated, now }) };
  } catch (err) {
    if (err instanceof NotAMint) entry = { notAMint: true };
    else {
      ttl = TOKEN_SAFETY_UNKNOWN_TTL_MS;
      const reason = `the ${network} RPC did not answer: ${(err as Error).message}`.slice(0, 300);
      entry = { report: { mint, level: 'unknown', findings: [], checkedAt: new Date(now()).toISOString(), slot: null, reason } };
    }
  }
  await store.write(network, mint, entry, ttl);
  return entry;
}
