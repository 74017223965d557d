import { accountIdProperty, defineQueue, type QueueDefinition } from './define-queue.js';

export interface ParseIntentPayload { intentId: string; accountId?: string }

/** Parse an intent's command (the record carries the command; the payload only its id). */
export const intentsQueue: QueueDefinition<ParseIntentPayload> = defineQueue<ParseIntentPayload>('intents', {
  type: 'object',
  properties: { intentId: { type: 'string', pattern: '^int_[0-9A-Za-z]{22}$' }, accountId: accountIdProperty },
  required: ['intentId'],
  additionalProperties: false,
});
