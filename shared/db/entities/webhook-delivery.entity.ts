import { EntitySchema } from '@mikro-orm/core';

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * One event to one endpoint: its state and its last attempt (status code, latency, error, the
 * response body truncated), and when the next attempt is due. Attempts run on the `webhooks`
 * queue (workers/processors/webhooks.processor.ts).
 */
export class WebhookDelivery {
  id!: string;
  eventId!: string;
  endpointId!: string;
  accountId!: string;
  network!: string;
  eventType!: string;
  status: WebhookDeliveryStatus = 'pending';
  /** Attempts made so far. */
  attempts = 0;
  nextAttemptAt: Date | null = null;
  lastAttemptAt: Date | null = null;
  responseStatus: number | null = null;
  responseBody: string | null = null;
  latencyMs: number | null = null;
  error: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const WebhookDeliverySchema = new EntitySchema<WebhookDelivery>({
  class: WebhookDelivery,
  tableName: 'webhook_deliveries',
  properties: {
    id: { type: 'string', primary: true },
    eventId: { type: 'string' },
    endpointId: { type: 'string' },
    accountId: { type: 'string' },
    network: { type: 'string' },
    eventType: { type: 'string' },
    status: { type: 'string' },
    attempts: { type: 'integer' },
    nextAttemptAt: { type: 'datetime', nullable: true },
    lastAttemptAt: { type: 'datetime', nullable: true },
    responseStatus: { type: 'integer', nullable: true },
    responseBody: { type: 'text', nullable: true },
    latencyMs: { type: 'integer', nullable: true },
    error: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
