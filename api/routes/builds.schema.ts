/** JSON Schema of POST /v1/transactions/build (the interface spec's body). */
export const buildTransactionSchema = {
  body: {
    type: 'object',
    properties: {
      intentId: { type: 'string', pattern: '^int_[0-9A-Za-z]{22}$' },
      walletAddress: { type: 'string', format: 'solana-address' },
      simulate: { type: 'boolean', default: true },
    },
    required: ['intentId', 'walletAddress'],
    additionalProperties: false,
  },
} as const;
