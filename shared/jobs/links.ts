import { defineQueue, type QueueDefinition, type QueueSet } from './define-queue.js';

/**
 * Watch one payable link's build on chain (docs/links.md, "Tracking"): one short check per job
 * (getSignaturesForAddress on the build's reference key), then the next check is enqueued
 * LINK_WATCH_INTERVAL_MS later, until the record is settled. A check never holds a worker slot
 * while it waits, so hundreds of open link builds cost nothing between checks.
 */
export interface WatchLinkBuildPayload { transactionId: string; check: number }

export const linkWatchQueue: QueueDefinition<WatchLinkBuildPayload> = defineQueue<WatchLinkBuildPayload>('links', {
  type: 'object',
  properties: { transactionId: { type: 'string', pattern: '^tx_[0-9A-Za-z]{22}$' }, check: { type: 'integer', minimum: 0, maximum: 100000 } },
  required: ['transactionId', 'check'],
  additionalProperties: false,
}, { attempts: 3, removeOnComplete: true, removeOnFail: { count: 200 } }, 'watch-link-build');

/** Enqueue check number `check` of a link build, `delayMs` from now (jobId per check: a redelivery is a no-op). */
export async function enqueueLinkWatch(queues: QueueSet, transactionId: string, check: number, delayMs: number): Promise<void> {
  await queues.enqueue(linkWatchQueue, { transactionId, check }, { jobId: `${transactionId}-w${check}`, ...(delayMs > 0 ? { delay: delayMs } : {}) });
}
