import { defineQueue, type QueueDefinition } from './define-queue.js';

/**
 * Land a submitted transaction: the landing loop (workers/processors/landing.processor.ts)
 * sends the record's signed bytes until they land or their blockhash expires. One job per
 * record (jobId = the record's id), so 20 identical submits start one loop. No accountId: a
 * loop waits on the chain most of its life, the per-account cap of other queues would only
 * hold landings back.
 */
export interface LandTransactionPayload { transactionId: string }

export const landingQueue: QueueDefinition<LandTransactionPayload> = defineQueue<LandTransactionPayload>('landing', {
  type: 'object',
  properties: { transactionId: { type: 'string', pattern: '^tx_[0-9A-Za-z]{22}$' } },
  required: ['transactionId'],
  additionalProperties: false,
}, {
  // Removed once done, so the sweep can start the loop again under the same jobId (a loop
  // released on shutdown); the record, not the job, keeps the outcome.
  removeOnComplete: true,
  removeOnFail: true,
});
