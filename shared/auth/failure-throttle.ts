import { isIP } from 'node:net';
import type { Redis } from 'ioredis';

/**
 * Counts failures (a failing API key, a refused dashboard sign-in) per client address in Redis,
 * shared by every API instance, in fixed windows: once a client has failed `limit` times in a
 * window, check() says so until the window ends. Used before any database lookup, so a client
 * trying keys costs at most `limit` lookups per window (docs/keys-and-limits.md).
 */
export interface FailureThrottleOptions {
  /** REDIS_PREFIX. */
  prefix: string;
  /** Names the counter (e.g. "auth", "dash-signin"). */
  name: string;
  /** Failures allowed per window; 0 turns the throttle off. */
  limit: number;
  windowMs: number;
}

export interface ThrottleState {
  blocked: boolean;
  /** Seconds until the window ends (at least 1), when blocked. */
  retryAfterSeconds: number;
}

// KEYS[1] the counter. ARGV[1] the window (ms). Returns the count after this failure.
const FAIL_LUA = `
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

/**
 * Who a client is for throttling: an IPv4 address as is (also when it arrives IPv4-mapped), an
 * IPv6 address by its /64 (one subscriber usually holds a whole /64, so counting single
 * addresses would let it rotate through them).
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(address) !== 6) return address || 'unknown';
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...new Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

// KEYS[1] the counter. ARGV[1] the window (ms), ARGV[2] the limit. Takes one slot when one is
// left (returns 0), else returns the ms left in the window (at least 1).
const RESERVE_LUA = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[2]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 1 then ttl = tonumber(ARGV[1]) end
  return ttl
end
n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 0
`;
// KEYS[1] the counter: give a reserved slot back (the lookup found a usable key).
const REFUND_LUA = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

type Script = (numberOfKeys: number, ...args: Array<string | number>) => Promise<number>;

export class FailureThrottle {
  private readonly fail_: Script;
  private readonly reserve_: Script;
  private readonly refund_: Script;

  constructor(private readonly redis: Redis, readonly options: FailureThrottleOptions) {
    const commands = redis as unknown as Record<string, Script>;
    if (!commands.failureThrottleFail) {
      redis.defineCommand('failureThrottleFail', { lua: FAIL_LUA });
      redis.defineCommand('failureThrottleReserve', { lua: RESERVE_LUA });
      redis.defineCommand('failureThrottleRefund', { lua: REFUND_LUA });
    }
    this.fail_ = commands.failureThrottleFail!.bind(redis);
    this.reserve_ = commands.failureThrottleReserve!.bind(redis);
    this.refund_ = commands.failureThrottleRefund!.bind(redis);
  }

  /**
   * Take one failure slot before a lookup that may fail, atomically (so concurrent requests
   * can never make more than `limit` lookups per window); blocked when none is left. Give it
   * back with refund() when the lookup succeeds. `limit` overrides the configured one (the
   * dashboard's allowance depends on the account's tier).
   */
  async reserve(client: string, limit = this.options.limit): Promise<ThrottleState> {
    if (!this.enabled) return { blocked: false, retryAfterSeconds: 0 };
    const left = Number(await this.reserve_(1, this.keyOf(client), this.options.windowMs, limit));
    return left > 0 ? { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) } : { blocked: false, retryAfterSeconds: 0 };
  }

  /** Give back a slot reserve() took (the key turned out valid). */
  async refund(client: string): Promise<void> {
    if (!this.enabled) return;
    await this.refund_(1, this.keyOf(client));
  }

  get enabled(): boolean {
    return this.options.limit > 0;
  }

  private keyOf(client: string): string {
    return `${this.options.prefix}:throttle:${this.options.name}:${clientKey(client)}`;
  }

  /** Whether the client has used up its failures in the current window (one Redis round trip). */
  async check(client: string): Promise<ThrottleState> {
    if (!this.enabled) return { blocked: false, retryAfterSeconds: 0 };
    const key = this.keyOf(client);
    const result = await this.redis.multi().get(key).pttl(key).exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    const ttl = Number(result?.[1]?.[1] ?? -2);
    if (count < this.options.limit) return { blocked: false, retryAfterSeconds: 0 };
    return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : this.options.windowMs) / 1000)) };
  }

  /** Count one failure of the client. */
  async fail(client: string): Promise<void> {
    if (!this.enabled) return;
    await this.fail_(1, this.keyOf(client), this.options.windowMs);
  }
}
