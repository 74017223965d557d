import type { Redis } from 'ioredis';
import { messageEvent, publish, subscribeChannel } from '../redis/connections.js';

/** The channel a worker publishes a record id on once the record reached a final state. */
export function recordDoneChannel(prefix: string): string {
  return `${prefix}:record-done`;
}

/**
 * Worker side: tell every API instance that a record is finished. With `row` (the record's
 * database row exactly as the final conditional write returned it, i.e. as committed) the
 * message carries it, `<id> <row as JSON>`, so a waiting request answers without reading
 * Postgres again; without it the message is the bare id and waiters read Postgres.
 */
export async function publishRecordDone(redis: Redis, prefix: string, recordId: string, row?: Record<string, unknown>): Promise<void> {
  await publish(redis, recordDoneChannel(prefix), row ? `${recordId} ${JSON.stringify(row)}` : recordId);
}

/** How often a waiter re-reads Postgres even without a notification (covers a lost message). */
const SAFETY_READ_MS = 1000;

/** One request's wait for one record, registered before its job is enqueued. */
export class RecordWait {
  private notified = false;
  /** The row the last notification carried (ids never contain a space, so `<id> <json>` splits unambiguously). */
  private delivered: Record<string, unknown> | undefined;
  private wake: () => void = () => undefined;

  constructor(readonly id: string, private readonly release: (w: RecordWait) => void) {}

  /** Called by the waiter when the record's id is announced (with its final row, when the message carried it). */
  notify(row?: Record<string, unknown>): void {
    this.notified = true;
    this.delivered = row;
    this.wake();
  }

  /**
   * Resolve with `read()`'s value once it is non-null, reading after each notification (and
   * every second regardless), or null when the deadline passes. `read` gets the row the
   * notification carried, if any (undefined after a timer wake or a bare-id message). Always
   * releases the wait.
   */
  async until<T>(deadlineMs: number, read: (delivered?: Record<string, unknown>) => Promise<T | null>): Promise<T | null> {
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
        const delivered = this.delivered;
        this.delivered = undefined;
        const value = await read(delivered);
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
 * to the requests waiting on each id. A notification carrying the final row is that row as
 * Postgres committed it (the worker's conditional write RETURNING it), so the waiter answers
 * from it; a bare-id notification (sweeper, caches, older workers) only wakes the waiter,
 * which reads Postgres. A lost or duplicated message costs at most a re-read a second later,
 * never a wrong answer.
 */
export class RecordWaiter {
  private readonly waits = new Map<string, Set<RecordWait>>();
  private started = false;

  constructor(private readonly subscriber: Redis, private readonly prefix: string) {}

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const channel = recordDoneChannel(this.prefix);
    this.subscriber.on(messageEvent(this.subscriber), (ch: string, message: string) => {
      if (ch !== channel) return;
      const space = message.indexOf(' ');
      const set = this.waits.get(space < 0 ? message : message.slice(0, space));
      if (!set) return; // every instance hears every record; parse only what someone waits for
      let row: Record<string, unknown> | undefined;
      if (space >= 0) {
        try { row = JSON.parse(message.slice(space + 1)) as Record<string, unknown>; } catch { row = undefined; }
      }
      for (const w of set) w.notify(row);
    });
    await subscribeChannel(this.subscriber, channel);
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
