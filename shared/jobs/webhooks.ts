import { defineQueue, type QueueDefinition, type QueueSet } from './define-queue.js';

/** One HTTP attempt of one delivery (docs/webhooks.md). */
export interface WebhookDeliveryPayload {
  deliveryId: string;
  /** Attempts made before this one: the job does nothing unless the delivery row still says so. */
  attempt: number;
}

/**
 * The `webhooks` queue: one job per attempt. The retry schedule lives in the delivery row
 * (next_attempt_at), not in BullMQ's backoff, so that it survives Redis: BullMQ's own retries
 * (attempts below) only cover a worker that could not record the outcome. Finished jobs are
 * removed, so the relay can enqueue an attempt again under the same jobId if its job was lost.
 */
export const webhookDeliveryJob: QueueDefinition<WebhookDeliveryPayload> = defineQueue<WebhookDeliveryPayload>('webhooks', {
  type: 'object',
  properties: {
    deliveryId: { type: 'string', pattern: '^whd_[0-9A-Za-z]{22}$' },
    attempt: { type: 'integer', minimum: 0, maximum: 1000 },
  },
  required: ['deliveryId', 'attempt'],
  additionalProperties: false,
}, { attempts: 3, removeOnComplete: true, removeOnFail: true }, 'deliver');

/** The jobId of a delivery's attempt: a second enqueue of the same attempt is a no-op while the first is queued or running. */
export function webhookAttemptJobId(deliveryId: string, attempt: number): string {
  return `${deliveryId}-a${attempt}`;
}

/** Enqueue an attempt of a delivery, `delayMs` from now. */
export async function enqueueWebhookAttempt(queues: QueueSet, deliveryId: string, attempt: number, delayMs = 0): Promise<void> {
  await queues.enqueue(webhookDeliveryJob, { deliveryId, attempt }, { jobId: webhookAttemptJobId(deliveryId, attempt), delay: Math.max(0, delayMs) });
}
