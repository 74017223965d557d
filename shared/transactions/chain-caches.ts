/**
 * Short-lived caches of chain data every build needs and that does not change per build: the
 * latest blockhash and recent prioritization fees. Concurrent builds share one in-flight fetch;
 * a failed fetch is not cached.
 */
import type { PublicKey } from '@solana/web3.js';
import type { CountedRpc } from './counted-rpc.js';
import { base58Of } from '../chain/key-text.js';

/** A blockhash and the last block height at which a transaction using it can land. */
export interface RecentBlockhash {
  blockhash: string;
  lastValidBlockHeight: number;
}

/** Entries a cache keeps at most; expired ones go first, then the oldest. */
const MAX_ENTRIES = 1_000;
/** getRecentPrioritizationFees accepts at most 128 addresses. */
const MAX_FEE_ACCOUNTS = 128;

class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(private readonly ttlMs: number, private readonly now: () => number) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (this.ttlMs <= 0) return value;
    for (const [k, entry] of this.entries) if (at - entry.at >= this.ttlMs || this.entries.size >= MAX_ENTRIES) this.entries.delete(k);
    const entry = { at, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}

/**
 * The latest blockhash per network, reused for `ttlMs` (a blockhash stays valid for about 150
 * blocks, ~60 s, so reusing it for a couple of seconds costs nothing and saves a call per build).
 */
export class BlockhashCache {
  private readonly cache: TtlCache<RecentBlockhash>;

  constructor(ttlMs: number, now: () => number) {
    this.cache = new TtlCache(ttlMs, now);
  }

  /** The network's recent blockhash, fetched through `rpc` when the cached one is too old. */
  get(rpc: CountedRpc): Promise<RecentBlockhash> {
    return this.cache.get(rpc.network, () => rpc.call((c) => c.getLatestBlockhash('confirmed')));
  }
}

/** Nearest-rank percentile of integer fees (0 for no samples). */
export function percentileFee(fees: number[], percentile: number): number {
  if (fees.length === 0) return 0;
  const sorted = [...fees].sort((a, b) => a - b);
  const rank = Math.ceil((percentile / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * The compute unit price (micro-lamports) a build pays: a percentile of the per-slot fees
 * getRecentPrioritizationFees reports for the transaction's writable accounts, at most
 * `maxMicroLamports`. The fees are cached per network and account set for `ttlMs`, so repeated
 * builds touching the same accounts (the same wallet, recipient or pool) do not ask again,
 * whatever percentile each asks for.
 */
export class PriorityFeeCache {
  private readonly cache: TtlCache<number[]>;

  constructor(private readonly percentile: number, ttlMs: number, now: () => number, private readonly maxMicroLamports = Number.MAX_SAFE_INTEGER) {
    this.cache = new TtlCache(ttlMs, now);
  }

  /** The compute unit price for a transaction write-locking `writable`, at `percentile` (default: the configured one). */
  async get(rpc: CountedRpc, writable: PublicKey[], percentile = this.percentile): Promise<number> {
    const accounts = [...new Map(writable.map((k) => [base58Of(k), k])).values()].slice(0, MAX_FEE_ACCOUNTS);
    const key = `${rpc.network}:${accounts.map(base58Of).sort().join(',')}`;
    const fees = await this.cache.get(key, async () => {
      const recent = await rpc.call((c) => c.getRecentPrioritizationFees({ lockedWritableAccounts: accounts }));
      return recent.map((f) => f.prioritizationFee);
    });
    return Math.min(percentileFee(fees, percentile), this.maxMicroLamports);
  }
}
