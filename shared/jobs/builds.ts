import { accountIdProperty, defineQueue, type QueueDefinition } from './define-queue.js';

export interface BuildTransactionPayload { transactionId: string; accountId?: string }

/** Build (and simulate) the transaction of a build record; the record names its intent. */
export const buildsQueue: QueueDefinition<BuildTransactionPayload> = defineQueue<BuildTransactionPayload>('builds', {
  type: 'object',
  properties: { transactionId: { type: 'string', pattern: '^tx_[0-9A-Za-z]{22}$' }, accountId: accountIdProperty },
  required: ['transactionId'],
  additionalProperties: false,
});
