import type { Redis } from 'ioredis';

// KEYS[1] the host's schedule: the theoretical time (ms, Redis clock) at which its bucket is
// empty again. KEYS[2] the slot held by this attempt, if an earlier take postponed it.
// ARGV: [1] ms between two attempts at the sustained rate (1000 / limit), [2] the burst's
// allowance in ms ((limit - 1) × interval), [3] how long a held slot is kept past its time.
// Returns 0 when the attempt may go now, else the ms to wait for the slot it now holds.
// Times come from Redis's own clock, the same for every worker process.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local held = redis.call('GET', KEYS[2])
if held then
  local at = tonumber(held)
  if at <= now + 2 then
    redis.call('DEL', KEYS[2])
    return 0
  end
  return math.ceil(at - now)
end
local interval = tonumber(ARGV[1])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local slot = tat - tonumber(ARGV[2])
if slot < now then slot = now end
redis.call('SET', KEYS[1], tostring(tat + interval), 'PX', math.ceil(tat + interval - now) + 1000)
if slot <= now then return 0 end
redis.call('SET', KEYS[2], tostring(slot), 'PX', math.ceil(slot - now) + tonumber(ARGV[3]))
return math.ceil(slot - now)
`;
const COMMAND = 'webhookHostRateTake2';
type TakeCommand = (scheduleKey: string, heldKey: string, intervalMs: number, burstMs: number, holdMs: number) => Promise<number>;

/** How long a held slot waits for its attempt past its time before it is given up (the attempt then takes a new one). */
export const HELD_SLOT_GRACE_MS = 120_000;

/**
 * Delivery attempts per second to one destination host (WEBHOOK_HOST_RATE_PER_SECOND), across
 * every worker process: a schedule per host in Redis (a generic cell rate algorithm, GCRA).
 * Up to `limit` attempts go at once, then one every 1000/limit ms: at most `limit` per second
 * sustained, and fewer than 2 × limit in any one-second window (the per-second counter this
 * replaces let 2 × limit through across a second's boundary).
 *
 * An attempt over the limit is not sent: take() reserves the next free slot of the host's
 * schedule for it (under `attemptKey`) and answers how long to postpone it. When it comes
 * back, take() finds its slot held and lets it go without counting it twice, so a postponed
 * attempt waits exactly for its turn, once, and a burst drains at the limit without attempts
 * being postponed again and again (the counter gave each one a random second, where it met the
 * others and most were postponed again).
 */
export class HostRateLimit {
  private readonly take_: TakeCommand;

  constructor(private readonly redis: Redis, private readonly prefix: string, private readonly perSecond: number) {
    redis.defineCommand(COMMAND, { numberOfKeys: 2, lua: TAKE });
    this.take_ = (redis as unknown as Record<string, TakeCommand>)[COMMAND]!.bind(redis);
  }

  /**
   * 0: send now; else postpone by this many ms, to the slot now held for `attemptKey` (one
   * attempt of one delivery: the same key when it comes back). Fails open (Redis unreachable:
   * the attempt's own writes meet the outage).
   */
  async take(url: string, attemptKey: string): Promise<number> {
    if (this.perSecond <= 0) return 0;
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      return 0;
    }
    const interval = 1000 / this.perSecond;
    // One hash tag per host: the schedule and the held slots sit in one Redis Cluster slot.
    const schedule = `${this.prefix}:whhost:{${host}}`;
    try {
      return Number(await this.take_(schedule, `${schedule}:held:${attemptKey}`, interval, (this.perSecond - 1) * interval, HELD_SLOT_GRACE_MS));
    } catch {
      return 0;
    }
  }
}
