import type { Redis } from 'ioredis';

/**
 * Per-account fairness across every worker process (BullMQ OSS has no groups): at most `cap`
 * jobs of one account run at once in one queue. Each running job holds a slot, a member of
 * the sorted set `<prefix>:fair:{<queue>:<account>}` scored with its expiry, so slots of a worker
 * killed mid-job free themselves. A job that finds its account's slots full goes back to the
 * delayed set (without spending an attempt) for a while that grows with how often the account
 * was refused in the last second, so a flood backs off instead of spinning, and other
 * accounts' jobs behind it reach the free workers. See docs/jobs-and-faults.md.
 */
const ACQUIRE = `
local now = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[4]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
  return 0
end
local n = redis.call('INCR', KEYS[2])
if n == 1 then redis.call('PEXPIRE', KEYS[2], 1000) end
return n
`;

const ACQUIRE_COMMAND = 'accountFairnessAcquire';
type AcquireCommand = (key: string, refusedKey: string, jobId: string, now: number, ttlMs: number, cap: number) => Promise<number>;

export class AccountFairness {
  /** The script by its SHA (EVALSHA, loaded once per connection), not its text on every job. */
  private readonly acquireScript: AcquireCommand;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** Most jobs of one account running at once per queue (0: no cap). */
    private readonly cap: number,
    /** How long a slot lives without release (a dead worker's slot frees itself after this). */
    private readonly slotTtlMs: number,
  ) {
    redis.defineCommand(ACQUIRE_COMMAND, { numberOfKeys: 2, lua: ACQUIRE });
    this.acquireScript = (redis as unknown as Record<string, AcquireCommand>)[ACQUIRE_COMMAND]!.bind(redis);
  }

  /** The slots' key; its refusal counter is `<key>:refused`, in the same Redis Cluster slot (hash tag), as the script touches both. */
  private key(queue: string, accountId: string): string {
    return `${this.prefix}:fair:{${queue}:${accountId}}`;
  }

  /**
   * Take a slot for a job: 0 when taken (or no cap), else how long to delay the job (ms).
   * Fails open: when Redis cannot answer, the job runs (its own work will meet the outage).
   */
  async acquire(queue: string, accountId: string, jobId: string): Promise<number> {
    if (this.cap <= 0) return 0;
    const key = this.key(queue, accountId);
    try {
      const refused = Number(await this.acquireScript(key, `${key}:refused`, jobId, Date.now(), this.slotTtlMs, this.cap));
      if (refused === 0) return 0;
      return Math.round(Math.min(100 + 20 * refused, 2000) * (0.75 + Math.random() / 2));
    } catch {
      return 0;
    }
  }

  /** Give a slot back once its job has finished (or been postponed). */
  async release(queue: string, accountId: string, jobId: string): Promise<void> {
    if (this.cap <= 0) return;
    await this.redis.zrem(this.key(queue, accountId), jobId).catch(() => undefined);
  }
}

/** The account a job's payload names (record jobs carry it for fairness), or null. */
export function accountOf(data: unknown): string | null {
  const id = (data as { accountId?: unknown } | null)?.accountId;
  return typeof id === 'string' && id.length > 0 ? id : null;
}
