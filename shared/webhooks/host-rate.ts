import type { Redis } from 'ioredis';

// KEYS[1] the host's schedule: the theoretical time (ms, Redis clock) at which its bucket is
// empty again. KEYS[2] the host's held slots (a sorted set: attempt key, scored by its slot's
// time). KEYS[3] each held slot's account. KEYS[4] held slots per account.
// ARGV: [1] ms between two attempts at the sustained rate (1000 / limit), [2] the burst's
// allowance in ms ((limit - 1) × interval), [3] how long a held slot is kept past its time,
// [4] the attempt's key, [5] its account, [6] how many held slots one take looks through.
// Returns 0 when the attempt may go now, else the ms to wait for the slot it now holds.
// Times come from Redis's own clock, the same for every worker process.
//
// Shares: the host's slots are handed out round-robin between the accounts waiting for it. A
// waiting attempt of an account that holds k slots belongs to round k + 1; it takes the
// earliest future slot held by another account in a later round (that account's (k + 2)-th
// or later slot from now), and the attempt it displaces moves to the new slot at the end of
// the schedule. So one account's burst never puts another account's delivery behind the
// whole burst, and the host still gets one slot per attempt, at the same rate.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local grace = tonumber(ARGV[3])
local me = ARGV[4]
local account = ARGV[5]
local function release(member)
  local owner = redis.call('HGET', KEYS[3], member)
  redis.call('ZREM', KEYS[2], member)
  redis.call('HDEL', KEYS[3], member)
  if owner then
    if redis.call('HINCRBY', KEYS[4], owner, -1) <= 0 then redis.call('HDEL', KEYS[4], owner) end
  end
end
-- Slots given up: their time passed more than the grace ago.
for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now - grace, 'LIMIT', 0, 100)) do release(member) end
local held = redis.call('ZSCORE', KEYS[2], me)
if held then
  local at = tonumber(held)
  if at <= now + 2 then
    release(me)
    return 0
  end
  return math.ceil(at - now)
end
local interval = tonumber(ARGV[1])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local slot = tat - tonumber(ARGV[2])
if slot < now then slot = now end
local ttl = math.ceil(tat + interval - now)
redis.call('SET', KEYS[1], tostring(tat + interval), 'PX', ttl + 1000)
if slot <= now then return 0 end
local mine = tonumber(redis.call('HGET', KEYS[4], account) or '0')
-- Only look through the schedule when another account holds more slots than this one will.
local busier = false
local counts = redis.call('HGETALL', KEYS[4])
for i = 1, #counts, 2 do
  if counts[i] ~= account and tonumber(counts[i + 1]) > mine + 1 then busier = true break end
end
local at = slot
if busier then
  local future = redis.call('ZRANGEBYSCORE', KEYS[2], '(' .. tostring(now), '+inf', 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[6]))
  if #future > 0 then
    local members = {}
    for i = 1, #future, 2 do members[#members + 1] = future[i] end
    local owners = redis.call('HMGET', KEYS[3], unpack(members))
    local seen = {}
    for i, member in ipairs(members) do
      local owner = owners[i]
      if owner and owner ~= account then
        seen[owner] = (seen[owner] or 0) + 1
        if seen[owner] > mine + 1 then
          -- Take this slot; the attempt that held it moves to the end of the schedule.
          at = tonumber(future[2 * i])
          redis.call('ZADD', KEYS[2], slot, member)
          break
        end
      end
    end
  end
end
redis.call('ZADD', KEYS[2], at, me)
redis.call('HSET', KEYS[3], me, account)
redis.call('HINCRBY', KEYS[4], account, 1)
for k = 2, 4 do redis.call('PEXPIRE', KEYS[k], ttl + grace) end
return math.ceil(at - now)
`;
const COMMAND = 'webhookHostRateTake3';
type TakeCommand = (scheduleKey: string, slotsKey: string, ownersKey: string, countsKey: string, intervalMs: number, burstMs: number, holdMs: number, attemptKey: string, account: string, scan: number) => Promise<number>;

/** How many held slots one take looks through for a slot to share (a later round of another account's). */
export const SHARE_SCAN_LIMIT = 256;

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
 *
 * Shares (issue 34): the schedule is shared round-robin between the accounts waiting for the
 * host, not first come first served. An account's burst holds the slots while it is alone;
 * another account's attempt then takes the earliest slot in its own round (for its first
 * waiting attempt: the burst's second held slot), and the attempt it displaced goes to the end
 * of the schedule (postponed a second time). The host's rate is unchanged: one slot per attempt.
 */
export class HostRateLimit {
  private readonly take_: TakeCommand;

  constructor(private readonly redis: Redis, private readonly prefix: string, private readonly perSecond: number) {
    redis.defineCommand(COMMAND, { numberOfKeys: 4, lua: TAKE });
    this.take_ = (redis as unknown as Record<string, TakeCommand>)[COMMAND]!.bind(redis);
  }

  /**
   * 0: send now; else postpone by this many ms, to the slot now held for `attemptKey` (one
   * attempt of one delivery: the same key when it comes back) on behalf of `account` (whose
   * share of the host's slots it is). A slot held may be moved later, once, by another
   * account's attempt taking its turn: the attempt coming back then hears its new wait. Fails
   * open (Redis unreachable: the attempt's own writes meet the outage).
   */
  async take(url: string, attemptKey: string, account = ''): Promise<number> {
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
      return Number(await this.take_(schedule, `${schedule}:slots`, `${schedule}:owner`, `${schedule}:count`, interval, (this.perSecond - 1) * interval, HELD_SLOT_GRACE_MS, attemptKey, account, SHARE_SCAN_LIMIT));
    } catch {
      return 0;
    }
  }
}
