import { FEED_STATUSES } from '../../shared/history/transaction-feed.js';

/** JSON Schemas of the transaction read routes (api-decisions section 6, docs/history.md). */
export const listTransactionsSchema = {
  query: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      cursor: { type: 'string', minLength: 1, maxLength: 400 },
      walletAddress: { type: 'string', format: 'solana-address' },
      status: { type: 'string', enum: [...FEED_STATUSES] },
      startDate: { type: 'string', format: 'date-time' },
      endDate: { type: 'string', format: 'date-time' },
    },
    additionalProperties: false,
  },
} as const;

export const getTransactionSchema = {
  params: {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^tx_[0-9A-Za-z]{22}$' } },
    required: ['id'],
  },
} as const;
