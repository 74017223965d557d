import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.js';

/**
 * Reserves the next free slot of an upstream's rate budget, atomically, on Redis's clock (so
 * every process agrees on the time). KEYS[1] holds when the next slot is free (epoch ms);
 * KEYS[2] is a hash of counters (granted, refused, waited_ms). ARGV[1] is the slot length in
 * ms (1000 / requests per second), ARGV[2] the longest wait a caller accepts, in ms, ARGV[3]
 * the furthest ahead the caller's lane may reserve, in ms (a low-priority caller only takes a
 * slot free now, so it never stands in the queue in front of a build).
 * Answers { 1, waitMs } (a slot reserved waitMs from now), { 0, waitMs } (refused: the next
 * free slot is further away than the caller waits) or { 2, waitMs } (not now: the queue is
 * deeper than the caller's lane reserves; ask again later).
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
if wait > tonumber(ARGV[3]) then
  return {2, wait}
end
redis.call('SET', KEYS[1], tostring(free + interval), 'PX', wait + interval + 1000)
redis.call('HINCRBY', KEYS[2], 'granted', 1)
redis.call('HINCRBY', KEYS[2], 'waited_ms', wait)
return {1, wait}
`;

/**
 * An account's share of the budget, by virtual time: KEYS[1] is a hash account -> the time
 * (epoch ms) from which its share is free again, KEYS[2] a sorted set of the accounts that
 * asked within the window (score: when). ARGV: account, slot length (ms), window (ms), the
 * furthest ahead an account may run (ms), cost (slots, may be fractional).
 * Each admitted ask moves the account's time on by cost × slot × the number of active
 * accounts, so n accounts asking at once get 1/n of the rate each, and an account alone gets
 * all of it (it borrows the idle shares). Answers { 1, aheadMs } (admitted) or
 * { 0, retryMs } (its share is spent for retryMs).
 */
const ACCOUNT_SHARE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local horizon = tonumber(ARGV[4])
local cost = tonumber(ARGV[5])
local gone = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now - window)
if #gone > 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - window)
  redis.call('HDEL', KEYS[1], unpack(gone))
end
redis.call('ZADD', KEYS[2], now, ARGV[1])
redis.call('PEXPIRE', KEYS[2], window * 2)
local n = redis.call('ZCARD', KEYS[2])
local at = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if at < now then at = now end
local ahead = at - now
if ahead > horizon then return {0, ahead - horizon} end
redis.call('HSET', KEYS[1], ARGV[1], tostring(math.ceil(at + cost * interval * n)))
redis.call('PEXPIRE', KEYS[1], window * 2)
return {1, ahead}
`;

/**
 * Which callers come first: `high` (builds: a user is waiting for a transaction) may queue
 * up to its whole wait; `low` (price lookups, token syncs) takes a slot only when one is free
 * now, and otherwise waits its turn without holding a place, so a build that arrives waits at
 * most one slot (1000 / rps ms) for low-priority calls, however many are waiting.
 */
export type BudgetPriority = 'high' | 'low';

/** How long an account counts as active for the shares after its last ask (ms). */
export const SHARE_WINDOW_MS = 10_000;

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
  /** The lane of `take()` (default `high`); see lowPriority(). */
  priority?: BudgetPriority;
}

/** An account's ask for its share: admitted, or refused with when to ask again. */
export type ShareAnswer = { admitted: true } | { admitted: false; retryAfterSeconds: number };

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
  private readonly sharesKey: string;
  private readonly activeKey: string;
  private readonly intervalMs: number;
  readonly priority: BudgetPriority;
  /** Whether this process last saw the key refused (saves a Redis write per successful call). */
  private authFailedHere: boolean | undefined;

  constructor(private readonly redis: Redis, private readonly prefix: string, private readonly options: UpstreamBudgetOptions) {
    this.upstream = options.upstream;
    this.slotKey = `${prefix}:upstream-budget:{${options.upstream}}:next`;
    this.statsKey = `${prefix}:upstream-budget:{${options.upstream}}:stats`;
    this.authKey = `${prefix}:upstream-auth:${options.upstream}`;
    this.sharesKey = `${prefix}:upstream-budget:{${options.upstream}}:shares`;
    this.activeKey = `${prefix}:upstream-budget:{${options.upstream}}:active`;
    this.priority = options.priority ?? 'high';
    this.intervalMs = Math.max(1, Math.round(1000 / options.rps));
  }

  /** Slot length in ms. */
  get slotMs(): number {
    return this.intervalMs;
  }

  /**
   * The same budget (same Redis keys, same counters) whose `take()` is in the low-priority
   * lane: price lookups and token syncs, which yield to builds. `maxWaitMs`: how long its calls
   * wait for a free slot (default the budget's; a price fetch waits as long as its reader).
   */
  lowPriority(maxWaitMs = this.options.maxWaitMs): UpstreamBudget {
    return new UpstreamBudget(this.redis, this.prefix, { ...this.options, maxWaitMs, priority: 'low' });
  }

  /**
   * Waits for a slot; 503 service_unavailable when none is free within `maxWaitMs`. A
   * low-priority budget (lowPriority()) takes only a slot free now and otherwise asks again
   * when the queue ahead has gone, within the same `maxWaitMs`.
   */
  async take(maxWaitMs = this.options.maxWaitMs): Promise<void> {
    const limit = Math.max(0, maxWaitMs);
    const deadline = Date.now() + limit;
    const horizon = this.priority === 'low' ? 0 : limit;
    for (;;) {
      const left = Math.max(0, deadline - Date.now());
      const [answer, waitMs] = (await this.redis.eval(RESERVE_SLOT, 2, this.slotKey, this.statsKey, this.intervalMs, left, Math.min(horizon, left))) as [number, number];
      if (answer === 1) {
        if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
        // A low-priority call's wait was spent asking again: counted with the others' (metrics).
        const asked = Date.now() - (deadline - limit) - waitMs;
        if (asked > 0 && this.priority === 'low') await this.redis.hincrby(this.statsKey, 'waited_ms', asked).catch(() => undefined);
        return;
      }
      // Not now (low priority behind a queue): ask again when the queue has gone, a little spread.
      if (answer === 2 && left > 0) {
        const pause = Math.min(left, Math.max(5, waitMs) + Math.floor(Math.random() * Math.min(20, this.intervalMs)));
        await new Promise((resolve) => setTimeout(resolve, pause));
        continue;
      }
      if (answer === 2) await this.redis.hincrby(this.statsKey, 'refused', 1);
      throw this.spent(waitMs);
    }
  }

  /**
   * An account's share of the budget for on-demand work that can wait or be answered from
   * the cache (price lookups): `cost` slots (fractions allowed, e.g. one mint of a 50-mint
   * batch). While n accounts ask, each is admitted at 1/n of JUPITER_RPS; an account alone
   * has all of it. An account may run `maxWaitMs` (default the budget's) ahead of its share;
   * past it, it is refused until its share is free again.
   */
  async share(account: string, cost: number, maxWaitMs = this.options.maxWaitMs): Promise<ShareAnswer> {
    const [admitted, ms] = (await this.redis.eval(ACCOUNT_SHARE, 2, this.sharesKey, this.activeKey, account, this.intervalMs, SHARE_WINDOW_MS, Math.max(0, maxWaitMs), Math.max(0, cost))) as [number, number];
    if (admitted === 1) return { admitted: true };
    return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
  }

  private spent(waitMs: number): AppError {
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new AppError('service_unavailable', `The ${this.upstream} request budget of this deployment is spent for now (${this.options.rps} requests/s shared by every process); retry after ${retryAfterSeconds} s.`, {
      details: { reason: 'upstream_budget', upstream: this.upstream, retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
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
