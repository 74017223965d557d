/**
 * JSON Schema of POST /v1/transactions/{id}/submit (docs/transactions.md, "Submit and land").
 * Kept apart from the route so another surface (the MCP endpoint's submit_transaction) can
 * offer the same input.
 */
export const submitTransactionSchema = {
  params: {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^tx_[0-9A-Za-z]{22}$' } },
    required: ['id'],
  },
  body: {
    type: 'object',
    properties: {
      transaction: {
        type: 'string',
        minLength: 1,
        // A wire transaction is at most 1,232 bytes: 1,644 base64 characters.
        maxLength: 1644,
        pattern: '^[A-Za-z0-9+/]+={0,2}$',
        contentEncoding: 'base64',
        description: 'Base64 of the signed wire transaction: the build\'s `transaction` with every required signature added, the message unchanged byte for byte.',
      },
      force: {
        type: 'boolean',
        default: false,
        description: 'Send a transaction whose build simulation failed anyway (without it such a submit is 422 `simulation_failed` and nothing is sent). It lands only if the chain accepts it; otherwise it ends `failed` (the fee is paid) or `expired`.',
      },
    },
    required: ['transaction'],
    additionalProperties: false,
  },
} as const;

/** A real answer of POST /v1/transactions/{id}/submit (202, the landing loop running; transaction shortened). */
export const submitExample = {
  kind: 'built',
  id: 'tx_0Ub3bkE4mZ1a5Qx8Lr2VwT',
  signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  network: 'devnet',
  walletAddress: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy',
  type: 'swap',
  status: 'submitted',
  timestamp: '2026-11-25T10:00:00.000Z',
  intentId: 'int_0Ub3bkCYGt3yHq1nD2F6sQ',
  transaction: 'AgAAAAAAAAAA…AAAAAA==',
  expectedOutput: null,
  lastValidBlockHeight: 1150,
  expiresAt: '2026-11-25T10:01:00.000Z',
  error: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  settledAt: null,
  submittedAt: '2026-11-25T10:00:04.000Z',
  landedAt: null,
  slot: null,
  broadcasts: 1,
  timeToLandMs: null,
  actualOutput: null,
  correction: null,
};
