import type { Redis } from 'ioredis';
import type { Network } from '../chain/token-list.js';
import type { SafetyReport } from './safety.types.js';

/** How long a report is served from Redis (its `slot` and `checkedAt` say what it read). */
export const TOKEN_SAFETY_TTL_MS = 60_000;
/** How long a report the RPC could not answer (level unknown) is kept: briefly, so the next ask tries again. */
export const TOKEN_SAFETY_UNKNOWN_TTL_MS = 5_000;

/** What a cached entry holds: a report, or that the address is no mint. */
export type SafetyEntry = { report: SafetyReport } | { notAMint: true };

function key(prefix: string, network: Network, mint: string): string {
  return `${prefix}:safety:${network}:${mint}`;
}

/** Token safety reports in Redis, written by the wallet-index worker, read by the API and the builds worker. */
export class SafetyStore {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  async read(network: Network, mint: string): Promise<SafetyEntry | null> {
    const text = await this.redis.get(key(this.prefix, network, mint));
    return text === null ? null : (JSON.parse(text) as SafetyEntry);
  }

  async write(network: Network, mint: string, entry: SafetyEntry, ttlMs: number): Promise<void> {
    await this.redis.set(key(this.prefix, network, mint), JSON.stringify(entry), 'PX', ttlMs);
  }
}
