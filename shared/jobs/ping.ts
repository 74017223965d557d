import { accountIdProperty, defineQueue, type QueueDefinition } from './define-queue.js';

export interface PingPayload { pingId: string; accountId?: string }

/** The ping job: a worker marks the ping record succeeded; proves the whole job path. */
export const pingQueue: QueueDefinition<PingPayload> = defineQueue<PingPayload>('ping', {
  type: 'object',
  properties: { pingId: { type: 'string', minLength: 1, maxLength: 64 }, accountId: accountIdProperty },
  required: ['pingId'],
  additionalProperties: false,
}, { attempts: 3 });
