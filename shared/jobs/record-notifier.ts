import type { Redis } from 'ioredis';

/** The channel a worker publishes a record id on once the record reached a final state. */
export function recordDoneChannel(prefix: string): string {
  return `${prefix}:record-done`;
}

/** Worker side: tell every API instance that a record is finished (Postgres has the result). */
export async function publishRecordDone(redis: Redis, prefix: string, recordId: string): Promise<void> {
  await redis.publish(recordDoneChannel(prefix), recordId);
}

/** How often a waiter re-reads Postgres even without a notification (covers a lost message). */
const SAFETY_READ_MS = 1000;

/** One request's wait for one record, registered before its job is enqueued. */
export class RecordWait {
  private notified = false;
  private wake: () => void = () => undefined;

  constructor(readonly id: string, private readonly release: (w: RecordWait) => void) {}

  /** Called by the waiter when the record's id is announced. */
  notify(): void {
    this.notified = true;
    this.wake();
  }

  /**
   * Resolve with `read()`'s value once it is non-null, reading after each notification (and
   * every second regardless), or null when the deadline passes. Always releases the wait.
   */
  async until<T>(deadlineMs: number, read: () => Promise<T | null>): Promise<T | null> {
    const deadline = Date.now() + deadlineMs;
    try {
      for (;;) {
        const left = deadline - Date.now();
        if (!this.notified) {
          if (left <= 0) return null;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.min(left, SAFETY_READ_MS));
            this.wake = () => { clearTimeout(timer); resolve(); };
          });
        }
        this.notified = false;
        const value = await read();
        if (value !== null) return value;
        if (Date.now() >= deadline) return null;
      }
    } finally {
      this.release(this);
    }
  }

  /** Give up without waiting (e.g. the job could not be enqueued). */
  cancel(): void {
    this.release(this);
  }
}

/**
 * API side: wait for records to finish. One subscription per process fans notifications out
 * to the requests waiting on each id. A notification only wakes a waiter; the answer is
 * always read from Postgres, the source of truth, so a lost or duplicated message costs at
 * most a re-read a second later, never a wrong answer.
 */
export class RecordWaiter {
  private readonly waits = new Map<string, Set<RecordWait>>();
  private started = false;

  constructor(private readonly subscriber: Redis, private readonly prefix: string) {}

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const channel = recordDoneChannel(this.prefix);
    this.subscriber.on('message', (ch: string, id: string) => {
      if (ch !== channel) return;
      const set = this.waits.get(id);
      if (set) for (const w of set) w.notify();
    });
    await this.subscriber.subscribe(channel);
  }

  /** Start listening for a record's completion; call before enqueueing its job. */
  expect(id: string): RecordWait {
    const wait = new RecordWait(id, (w) => {
      const set = this.waits.get(id);
      set?.delete(w);
      if (set?.size === 0) this.waits.delete(id);
    });
    let set = this.waits.get(id);
    if (!set) this.waits.set(id, (set = new Set()));
    set.add(wait);
    return wait;
  }
}
