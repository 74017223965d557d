import type { Redis } from 'ioredis';

// KEYS[1] the host's counter for the current second. ARGV: [1] limit, [2] ms left in the second.
// Returns 0 when the attempt may go now, else how far over the limit the host is (1, 2, …).
const TAKE = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], 1000 + tonumber(ARGV[2])) end
if n <= tonumber(ARGV[1]) then return 0 end
return n - tonumber(ARGV[1])
`;
const COMMAND = 'webhookHostRateTake';
type TakeCommand = (key: string, limit: number, msLeft: number) => Promise<number>;

/**
 * Delivery attempts per second to one destination host (WEBHOOK_HOST_RATE_PER_SECOND), across
 * every worker process: a counter per host and second in Redis. An attempt over the limit is
 * not sent: take() answers how long to postpone it (into a later second, spread by how far
 * over the limit it is, so a burst drains at the limit instead of returning all at once).
 * A receiver behind one host name (many accounts' endpoints, or one account's 16) is then
 * never sent more than the limit, however large the backlog.
 */
export class HostRateLimit {
  private readonly take_: TakeCommand;

  constructor(private readonly redis: Redis, private readonly prefix: string, private readonly perSecond: number) {
    redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: TAKE });
    this.take_ = (redis as unknown as Record<string, TakeCommand>)[COMMAND]!.bind(redis);
  }

  /** 0: send now; else postpone by this many ms. Fails open (Redis unreachable: the attempt's own writes meet the outage). */
  async take(url: string, nowMs = Date.now()): Promise<number> {
    if (this.perSecond <= 0) return 0;
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      return 0;
    }
    const second = Math.floor(nowMs / 1000);
    const msLeft = (second + 1) * 1000 - nowMs;
    try {
      const over = Number(await this.take_(`${this.prefix}:whhost:${host}:${second}`, this.perSecond, msLeft));
      if (over === 0) return 0;
      // The seconds it takes the backlog ahead of it to drain at the limit, plus jitter within one.
      return msLeft + Math.floor((over - 1) / this.perSecond) * 1000 + Math.floor(Math.random() * 1000);
    } catch {
      return 0;
    }
  }
}
