import { defineQueue, type QueueDefinition, type QueueSet } from './define-queue.js';

/** One tick of the trigger watcher (docs/orders.md): no payload, every open order is read from Postgres. */
export type OrderWatchPayload = Record<string, never>;

export const orderWatchJob: QueueDefinition<OrderWatchPayload> = defineQueue<OrderWatchPayload>(
  'orders',
  { type: 'object', additionalProperties: false },
  // A failed tick is replaced by the next one; a crossing it missed fires then (the write is conditional).
  { attempts: 1, removeOnComplete: { count: 20 }, removeOnFail: { count: 50 } },
  'watch-orders',
);

export const ORDER_WATCH_SCHEDULER_ID = 'orders-watch';

/** Register the repeatable tick (ORDER_WATCH_INTERVAL_MS) as a BullMQ job scheduler. */
export async function scheduleOrderWatch(queues: QueueSet, everyMs: number): Promise<void> {
  await queues.get(orderWatchJob.name).upsertJobScheduler(ORDER_WATCH_SCHEDULER_ID, { every: everyMs }, {
    name: orderWatchJob.jobName,
    data: {},
    opts: orderWatchJob.options,
  });
}
