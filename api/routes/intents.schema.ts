/** JSON Schemas of the intent routes (api-decisions section 4). */
export const createIntentSchema = {
  body: {
    type: 'object',
    properties: {
      walletAddress: { type: 'string', format: 'solana-address' },
      // 1-500 characters with at least one that is not white space.
      command: { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' },
    },
    required: ['walletAddress', 'command'],
    additionalProperties: false,
  },
} as const;

export const getIntentSchema = {
  params: {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^int_[0-9A-Za-z]{22}$' } },
    required: ['id'],
  },
} as const;
