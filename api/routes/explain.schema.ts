import { walletChangesSchema } from './builds.schema.js';

/** JSON Schema of POST /v1/transactions/explain (docs/safety.md). */
export const explainTransactionSchema = {
  body: {
    type: 'object',
    properties: {
      transaction: { type: 'string', minLength: 1, maxLength: 2000, contentEncoding: 'base64', description: 'Base64 of a serialized transaction (legacy or v0, signed or not).' },
      walletAddress: { type: 'string', format: 'solana-address', description: 'The wallet asked to sign it.' },
    },
    required: ['transaction', 'walletAddress'],
    additionalProperties: false,
  },
} as const;

/** Response schemas (components.schemas) of the explain route. */
export const explainComponents = {
  Explanation: {
    type: 'object',
    description: 'What a transaction does to a wallet, and what a wallet should warn about.',
    properties: {
      walletAddress: { type: 'string' },
      simulation: { type: 'object', properties: { success: { type: 'boolean' }, error: {}, logs: { type: 'array', items: { type: 'string' } } }, required: ['success', 'error', 'logs'], additionalProperties: false },
      changes: { oneOf: [walletChangesSchema, { type: 'null' }], description: 'Null when the simulation failed.' },
      risks: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            code: { type: 'string', enum: ['authority_change', 'unlimited_delegate', 'closes_to_other', 'unknown_program', 'fee_over'] },
            message: { type: 'string' }, account: { type: 'string' }, to: { type: ['string', 'null'], description: 'The new holder: owner, close authority, delegate or rent destination.' }, program: { type: 'string' }, lamports: { type: 'string' },
          },
          required: ['code', 'message'],
          additionalProperties: false,
        },
      },
      programs: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: ['string', 'null'] } }, required: ['id', 'name'], additionalProperties: false } },
    },
    required: ['walletAddress', 'simulation', 'changes', 'risks', 'programs'],
    additionalProperties: false,
  },
} as const;

/** An explanation of an Approve (unlimited) and a SetAuthority (owner) of a wallet's USDC account, on the local cluster. */
export const explainExample = {
  walletAddress: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy',
  simulation: { success: true, error: null, logs: ['Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA success'] },
  changes: {
    sol: { lamports: '-5000' },
    tokens: [{ mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', amount: '-10000000' }],
    rent: { createdLamports: '0', reclaimedLamports: '0' },
    fees: { lamports: '5000' },
    authority: [
      { account: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy', kind: 'owner', from: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy', to: '3Ut7dHkZQyY4vVBLvXWYKTGv2b6Jm5xxwqR8ahNkE4pD', amount: '10000000', mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
      { account: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy', kind: 'delegate', from: null, to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', amount: '18446744073709551615', mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
    ],
    summary: 'The wallet pays 0.000005 SOL (fees and rent included); sends 10 "USDC"; HANDS its token account 7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy to 3Ut7dHkZQyY4vVBLvXWYKTGv2b6Jm5xxwqR8ahNkE4pD; lets 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin spend ALL of 7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy.',
  },
  risks: [
    { code: 'authority_change', account: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy', to: '3Ut7dHkZQyY4vVBLvXWYKTGv2b6Jm5xxwqR8ahNkE4pD', message: 'Hands the wallet\'s token account 7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy (10000000 raw units of EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v) to 3Ut7dHkZQyY4vVBLvXWYKTGv2b6Jm5xxwqR8ahNkE4pD: it would no longer be the wallet\'s.' },
    { code: 'unlimited_delegate', account: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy', to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', message: 'Lets 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin spend every token of EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v in 7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy, now and later, without asking.' },
  ],
  programs: [{ id: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', name: 'SPL Token' }],
};
