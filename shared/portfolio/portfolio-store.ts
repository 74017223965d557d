import type { Redis } from 'ioredis';
import type { Network } from '../chain/token-list.js';
import type { ErrorCode } from '../errors/app-error.js';
import type { Portfolio } from './portfolio.js';

/** Why the last refresh of a wallet failed (an RPC error), kept a few seconds. */
export interface PortfolioMiss {
  code: ErrorCode;
  message: string;
  details: Record<string, unknown>;
  at: number;
}

/** How long a failed refresh is remembered before the next read tries again. */
export const PORTFOLIO_MISS_MS = 3_000;

/**
 * The portfolio cache in Redis: `portfolio:{<network>:<wallet>}` holds the last computed
 * Portfolio for PORTFOLIO_CACHE_MS (the wallet-index worker writes it, the API reads it);
 * `portfolio-miss:{<network>:<wallet>}` the error of a failed refresh, briefly. The braces are
 * a Redis Cluster hash tag: the two keys of one wallet, read with one MGET and written with
 * one pipeline, share a slot.
 */
export class PortfolioStore {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  key(network: Network, wallet: string): string {
    return `${this.prefix}:portfolio:{${network}:${wallet}}`;
  }

  missKey(network: Network, wallet: string): string {
    return `${this.prefix}:portfolio-miss:{${network}:${wallet}}`;
  }

  /** The cached portfolio, or null (one round trip). */
  async read(network: Network, wallet: string): Promise<Portfolio | null> {
    return parse<Portfolio>(await this.redis.get(this.key(network, wallet)));
  }

  /** The cached portfolio and the last miss, in one round trip. */
  async readWithMiss(network: Network, wallet: string): Promise<{ portfolio: Portfolio | null; miss: PortfolioMiss | null }> {
    const [portfolio, miss] = await this.redis.mget(this.key(network, wallet), this.missKey(network, wallet));
    return { portfolio: parse<Portfolio>(portfolio), miss: parse<PortfolioMiss>(miss) };
  }

  async write(portfolio: Portfolio, ttlMs: number): Promise<void> {
    const key = this.key(portfolio.network, portfolio.walletAddress);
    const pipeline = this.redis.pipeline().del(this.missKey(portfolio.network, portfolio.walletAddress)).set(key, JSON.stringify(portfolio), 'PX', ttlMs);
    for (const [err] of (await pipeline.exec()) ?? []) if (err) throw err;
  }

  async writeMiss(network: Network, wallet: string, miss: PortfolioMiss): Promise<void> {
    await this.redis.set(this.missKey(network, wallet), JSON.stringify(miss), 'PX', PORTFOLIO_MISS_MS);
  }
}

function parse<T>(value: string | null): T | null {
  if (value === null) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}
