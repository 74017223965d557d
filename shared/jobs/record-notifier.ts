import type { Redis } from 'ioredis';

/** The channel a worker publishes a record id on once the record reached a final state. */
export function recordDoneChannel(prefix: string): string {
  return `${prefix}:record-done`;
}

/** Worker side: tell every API instance that a record is finished (Postgres has the result). */
export async function publishRecordDone(redis: Redis, prefix: string, recordId: string): Promise<void> {
  await redis.publish(recordDoneChannel(prefix), recordId);
}

/**
 * API side: wait for records to finish. One subscription per process fans notifications out
 * to the requests waiting on each id. A notification only wakes a waiter; the answer is
 * always read from Postgres, the source of truth, so a lost or duplicated message costs at
 * most a re-read, never a wrong answer.
 */
export class RecordWaiter {
  private readonly waiters = new Map<string, Set<() => void>>();
  private started = false;

  constructor(private readonly subscriber: Redis, private readonly prefix: string) {}

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.subscriber.on('message', (channel: string, id: string) => {
      if (channel !== recordDoneChannel(this.prefix)) return;
      const set = this.waiters.get(id);
      if (set) for (const wake of set) wake();
    });
    await this.subscriber.subscribe(recordDoneChannel(this.prefix));
  }

  /**
   * Poll `read` once, then again on every notification for `id`, until it returns a value or
   * the deadline passes (then null). A slow safety re-read covers a missed notification.
   */
  async wait<T>(id: string, deadlineMs: number, read: () => Promise<T | null>): Promise<T | null> {
    const deadline = Date.now() + deadlineMs;
    let wake: () => void = () => undefined;
    let signalled = false;
    const onMessage = () => { signalled = true; wake(); };
    let set = this.waiters.get(id);
    if (!set) this.waiters.set(id, (set = new Set()));
    set.add(onMessage);
    try {
      for (;;) {
        signalled = false;
        const value = await read();
        if (value !== null) return value;
        const left = deadline - Date.now();
        if (left <= 0) return null;
        if (signalled) continue; // finished while we were reading
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 1000));
          wake = () => { clearTimeout(timer); resolve(); };
        });
      }
    } finally {
      set.delete(onMessage);
      if (set.size === 0) this.waiters.delete(id);
    }
  }

  get pending(): number {
    return this.waiters.size;
  }
}
