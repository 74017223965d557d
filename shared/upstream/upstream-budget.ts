import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.js';

/**
 * Reserves the next free slot of an upstream's rate budget, atomically, on Redis's clock (so
 * every process agrees on the time). KEYS[1] holds when the next slot is free (epoch ms);
 * KEYS[2] is a hash of counters (granted, refused, waited_ms). ARGV[1] is the slot length in
 * ms (1000 / requests per second), ARGV[2] the longest wait a caller accepts, in ms.
 * Answers { 1, waitMs } (a slot reserved waitMs from now) or { 0, waitMs } (refused: the next
 * free slot is further away than the caller waits).
 */
const RESERVE_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local free = tonumber(redis.call('GET', KEYS[1]) or '0')
if free < now then free = now end
local wait = free - now
if wait > tonumber(ARGV[2]) then
  redis.call('HINCRBY', KEYS[2], 'refused', 1)
  return {0, wait}
end
redis.call('SET', KEYS[1], tostring(free + interval), 'PX', wait + interval + 1000)
redis.call('HINCRBY', KEYS[2], 'granted', 1)
redis.call('HINCRBY', KEYS[2], 'waited_ms', wait)
return {1, wait}
`;

/** Counters of a budget since its Redis keys were created, shared by every process. */
export interface BudgetUse {
  granted: number;
  refused: number;
  waitedMs: number;
}

export interface UpstreamBudgetOptions {
  /** The upstream's name in keys, errors and metrics, e.g. `jupiter`. */
  upstream: string;
  /** Calls per second across every process. */
  rps: number;
  /** Longest a call waits for a slot, in ms, unless the caller asks for less. */
  maxWaitMs: number;
  /** How long a refused key is remembered for readiness, in ms (default 10 minutes). */
  authFailedTtlMs?: number;
}

/**
 * One rate budget of a third-party API, shared by every API and worker process through Redis
 * (Jupiter allows one bucket of requests per second per account, whatever the endpoint):
 * `take()` waits for the next free slot, at most `maxWaitMs`, and refuses with 503
 * service_unavailable (`Retry-After`, `details.reason` `upstream_budget`) past it. Slots are
 * spaced 1000 / rps ms apart, so calls never burst above the rate.
 *
 * It also remembers, for readiness, whether the upstream last refused the service's API key
 * (`noteAuth`), without spending a call to find out.
 */
export class UpstreamBudget {
  readonly upstream: string;
  private readonly slotKey: string;
  private readonly statsKey: string;
  private readonly authKey: string;
  private readonly intervalMs: number;
  /** Whether this process last saw the key refused (saves a Redis write per successful call). */
  private authFailedHere: boolean | undefined;

  constructor(private readonly redis: Redis, prefix: string, private readonly options: UpstreamBudgetOptions) {
    this.upstream = options.upstream;
    this.slotKey = `${prefix}:upstream-budget:{${options.upstream}}:next`;
    this.statsKey = `${prefix}:upstream-budget:{${options.upstream}}:stats`;
    this.authKey = `${prefix}:upstream-auth:${options.upstream}`;
    this.intervalMs = Math.max(1, Math.round(1000 / options.rps));
  }

  /** Slot length in ms. */
  get slotMs(): number {
    return this.intervalMs;
  }

  /** Waits for a slot; 503 service_unavailable when none is free within `maxWaitMs`. */
  async take(maxWaitMs = this.options.maxWaitMs): Promise<void> {
    const [granted, waitMs] = (await this.redis.eval(RESERVE_SLOT, 2, this.slotKey, this.statsKey, this.intervalMs, Math.max(0, maxWaitMs))) as [number, number];
    if (granted !== 1) {
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new AppError('service_unavailable', `The ${this.upstream} request budget of this deployment is spent for now (${this.options.rps} requests/s shared by every process); retry after ${retryAfterSeconds} s.`, {
        details: { reason: 'upstream_budget', upstream: this.upstream, retryAfterSeconds },
        headers: { 'Retry-After': String(retryAfterSeconds) },
      });
    }
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }

  /** What every process has used of the budget (for /metrics). */
  async use(): Promise<BudgetUse> {
    const stats = await this.redis.hgetall(this.statsKey);
    return { granted: Number(stats.granted ?? 0), refused: Number(stats.refused ?? 0), waitedMs: Number(stats.waited_ms ?? 0) };
  }

  /** Records whether the upstream accepted the API key (false: it answered 401/403). */
  async noteAuth(accepted: boolean, status?: number): Promise<void> {
    if (accepted && this.authFailedHere === false) return;
    this.authFailedHere = !accepted;
    if (accepted) await this.redis.del(this.authKey);
    else await this.redis.set(this.authKey, JSON.stringify({ status, at: new Date().toISOString() }), 'PX', this.options.authFailedTtlMs ?? 600_000);
  }

  /** True when the upstream's last answer (within authFailedTtlMs) refused the API key. */
  async authFailed(): Promise<boolean> {
    return (await this.redis.exists(this.authKey)) === 1;
  }
}
