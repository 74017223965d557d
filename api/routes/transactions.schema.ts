import { INTENT_TYPES } from '../../shared/intents/intent.types.js';
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

/** The wallet's balance changes of a landed transaction (history and a record's actualOutput). */
const balanceChangesSchema = {
  type: 'array',
  description: 'The wallet\'s balance changes.',
  items: {
    type: 'object',
    properties: {
      mint: { type: 'string' },
      native: { type: 'boolean', description: 'True for SOL itself (delta in lamports).' },
      delta: { type: 'string', description: 'Signed raw integer, as a decimal string.' },
      decimals: { type: 'integer' },
      symbol: { type: ['string', 'null'], description: 'The token\'s symbol as named when the transaction was indexed (catalogue, else on-chain metadata); null when nothing names it.' },
      name: { type: ['string', 'null'], description: 'As symbol, the token\'s name.' },
      verified: { type: 'boolean', description: 'True only for SOL and catalogue-verified tokens.' },
      confusable: { type: 'boolean', description: 'Present (true) only for look-alike text. The symbol or name mixes look-alike scripts or imitates a curated symbol ("USDС" with a Cyrillic С): such a token never resolves by symbol, only by mint (docs/tokens.md "Token text").' },
    },
    required: ['mint', 'native', 'delta', 'decimals'],
    additionalProperties: false,
  },
} as const;

/** Who received what left the wallet (history items, and a transfer's or swap-and-send's actualOutput). */
const recipientSchema = {
  type: 'object',
  description: 'Who received what left the wallet, read from the landed transaction: the party (the owner of the token account paid, or the account that received SOL), the token account paid (null for SOL), and the raw amount it gained.',
  properties: {
    address: { type: 'string' },
    tokenAccount: { type: ['string', 'null'] },
    mint: { type: 'string' },
    native: { type: 'boolean', description: 'True for SOL itself (delta in lamports).' },
    delta: { type: 'string', description: 'Raw units the recipient gained, as a decimal string.' },
    decimals: { type: 'integer' },
  },
  required: ['address', 'tokenAccount', 'mint', 'native', 'delta', 'decimals'],
  additionalProperties: false,
} as const;

/** History's balance changes: always named (null where nothing names the token) and flagged. */
const namedChangesSchema = {
  ...balanceChangesSchema,
  items: { ...balanceChangesSchema.items, required: [...balanceChangesSchema.items.required, 'symbol', 'name', 'verified'] },
} as const;

/** Response schemas (components.schemas) of the transaction read routes. */
export const transactionComponents = {
  BuiltTransaction: {
    type: 'object',
    description: 'A transaction record built by the service: the build answer\'s fields plus kind, timestamp, error and settledAt.',
    properties: {
      kind: { const: 'built' },
      id: { type: 'string' },
      signature: { type: ['string', 'null'] },
      network: { type: 'string', enum: ['mainnet', 'devnet'] },
      walletAddress: { type: 'string' },
      type: { type: 'string' },
      status: { type: 'string', enum: [...FEED_STATUSES] },
      timestamp: { type: 'string', format: 'date-time', description: 'The sort time: when the record was created.' },
      intentId: { type: 'string' },
      transaction: { type: ['string', 'null'], contentEncoding: 'base64' },
      simulation: { $ref: '#/components/schemas/Simulation' },
      expectedOutput: { oneOf: [{ $ref: '#/components/schemas/ExpectedOutput' }, { type: 'null' }] },
      lastValidBlockHeight: { type: ['integer', 'null'] },
      expiresAt: { type: ['string', 'null'], format: 'date-time' },
      error: { type: ['object', 'null'], description: 'Why the build failed (the error envelope\'s error), or, for a submitted transaction that failed on chain, its decoded error (as a simulation\'s).' },
      createdAt: { type: 'string', format: 'date-time' },
      settledAt: { type: ['string', 'null'], format: 'date-time', description: 'When it reached confirmed, failed or expired.' },
      submittedAt: { type: ['string', 'null'], format: 'date-time', description: 'When POST /v1/transactions/{id}/submit accepted the signed transaction; null when never submitted.' },
      landedAt: { type: ['string', 'null'], format: 'date-time', description: 'When it was seen landed (confirmed, or failed on chain).' },
      slot: { type: ['integer', 'null'], minimum: 0, description: 'The slot it landed in.' },
      broadcasts: { type: 'integer', minimum: 0, description: 'How many times the landing loop sent the signed bytes (each round counts once, whatever the number of paths).' },
      timeToLandMs: { type: ['integer', 'null'], minimum: 0, description: 'landedAt − submittedAt in ms, once a submitted transaction landed.' },
      actualOutput: {
        oneOf: [{
          type: 'object',
          description: 'What landed, read from the landed transaction (confirmed records): compare with expectedOutput, credit this.',
          properties: {
            signature: { type: 'string', description: 'The signature that landed (another signature of the same message is possible).' },
            slot: { type: 'integer', minimum: 0 },
            outputAmount: { type: ['string', 'null'], description: 'Raw units of expectedOutput.outputToken that landed where the build sends them: the wallet\'s gain (swap, liquid stake and unstake, wrap, unwrap, close_accounts: the lamports reclaimed), or what the recipient received (transfer, swap-and-send), read from the landed transaction\'s balances; null when it cannot be read.' },
            recipient: { oneOf: [recipientSchema, { type: 'null' }], description: 'Transfers and swap-and-sends: who received the output, and how much, read from the landed transaction (the outputAmount); null when the landed transaction does not show the recipient the build named.' },
            reclaimedLamports: { type: 'string', description: 'close_accounts: lamports the closed accounts returned to the wallet (its SOL change with the fee added back).' },
            inputAmount: { type: ['string', 'null'], description: 'Raw units of the input token that left the wallet, fee and rent aside; null when the build had no input.' },
            fee: { type: 'integer', minimum: 0, description: 'Lamports of fee paid.' },
            changes: balanceChangesSchema,
          },
          required: ['signature', 'slot', 'outputAmount', 'inputAmount', 'fee', 'changes'],
          additionalProperties: false,
        }, { type: 'null' }],
      },
      correction: {
        oneOf: [{
          type: 'object',
          description: 'Set when the record\'s final state was corrected: an `expired` record whose message the wallet\'s history shows landed.',
          properties: {
            from: { type: 'string', enum: ['expired'] },
            to: { type: 'string', enum: ['confirmed', 'failed'] },
            at: { type: 'string', format: 'date-time' },
            reason: { type: 'string' },
          },
          required: ['from', 'to', 'at', 'reason'],
          additionalProperties: false,
        }, { type: 'null' }],
      },
    },
    required: ['kind', 'id', 'signature', 'network', 'walletAddress', 'type', 'status', 'timestamp', 'intentId', 'transaction', 'expectedOutput', 'lastValidBlockHeight', 'expiresAt', 'error', 'createdAt', 'settledAt', 'submittedAt', 'landedAt', 'slot', 'broadcasts', 'timeToLandMs', 'actualOutput', 'correction'],
    additionalProperties: false,
  },
  OnchainTransaction: {
    type: 'object',
    description: 'A transaction of the wallet\'s indexed on-chain history (with walletAddress only).',
    properties: {
      kind: { const: 'onchain' },
      id: { type: 'null' },
      signature: { type: 'string' },
      network: { type: 'string', enum: ['mainnet', 'devnet'] },
      walletAddress: { type: 'string' },
      type: { type: 'string', enum: [...INTENT_TYPES, 'other'] },
      status: { type: 'string', enum: ['confirmed', 'failed'] },
      timestamp: { type: 'string', format: 'date-time' },
      slot: { type: 'integer', minimum: 0 },
      blockTime: { type: ['string', 'null'], format: 'date-time' },
      fee: { type: 'integer', minimum: 0, description: 'Lamports.' },
      feePayer: { type: 'string' },
      err: { description: 'The transaction error as the RPC reports it; null when it succeeded.' },
      changes: namedChangesSchema,
      recipient: { oneOf: [recipientSchema, { type: 'null' }], description: 'Who received what left the wallet: an outgoing transfer\'s recipient, or a swap-and-send\'s (type `swap`: the wallet paid the input, the recipient got the output); null when nothing left the wallet or no receiver is seen.' },
    },
    required: ['kind', 'id', 'signature', 'network', 'walletAddress', 'type', 'status', 'timestamp', 'slot', 'blockTime', 'fee', 'feePayer', 'err', 'changes', 'recipient'],
    additionalProperties: false,
  },
  TransactionItem: {
    description: 'An item of the transaction list: a built record or an indexed on-chain transaction, told apart by `kind`.',
    oneOf: [{ $ref: '#/components/schemas/BuiltTransaction' }, { $ref: '#/components/schemas/OnchainTransaction' }],
    discriminator: { propertyName: 'kind', mapping: { built: '#/components/schemas/BuiltTransaction', onchain: '#/components/schemas/OnchainTransaction' } },
  },
} as const;

/** A built record as GET /v1/transactions/{id} answers it: a USDC swap of a live key, landed and confirmed (transaction shortened). */
export const builtTransactionExample = {
  kind: 'built',
  id: 'tx_0Ub3bkE4mZ1a5Qx8Lr2VwT',
  signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  network: 'mainnet',
  walletAddress: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy',
  type: 'swap',
  status: 'confirmed',
  timestamp: '2026-11-23T10:00:00.000Z',
  intentId: 'int_0Ub3bkCYGt3yHq1nD2F6sQ',
  transaction: 'gAEAAwXa3zLw5y2K…AAAAAA==',
  simulation: { success: true, computeUnits: 61234, logs: ['Program ComputeBudget111111111111111111111111111111 invoke [1]', 'Program ComputeBudget111111111111111111111111111111 success'] },
  expectedOutput: {
    outputAmount: '149250000',
    outputUiAmount: '149.25',
    outputToken: { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6 },
    priceImpact: 0.01,
    fee: 10000,
    rent: 2039280,
    breakdown: {
      signatureFee: 5000, priorityFee: 5000,
      rentAccounts: [{ address: '7fUAJdStEuGbc3sM84cKRL6yYaaSstyLSU4ve5oovLS7', purpose: "the wallet's USDC token account", lamports: 2039280 }],
      inputToken: { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 }, inputAmount: '1000000000',
      slippageBps: 50, swapMode: 'ExactIn', otherAmountThreshold: '148503750', route: ['Meteora DLMM'], venue: 'jupiter', swapApi: 'swap/v2/build',
      signers: [{ address: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy', signed: false }],
      priorityLevel: 'medium', computeUnitPrice: 73000, nonce: 'k3Jx9QpZ2mWb',
      notes: ['At 50 bps slippage the swap fails rather than deliver less than 148.50375 USDC.'],
    },
  },
  lastValidBlockHeight: 312500150,
  expiresAt: '2026-11-23T10:01:00.000Z',
  error: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  settledAt: '2026-11-23T10:00:03.210Z',
  submittedAt: '2026-11-23T10:00:02.000Z',
  landedAt: '2026-11-23T10:00:03.210Z',
  slot: 312499990,
  broadcasts: 1,
  timeToLandMs: 1210,
  actualOutput: {
    signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
    slot: 312499990,
    outputAmount: '149012311',
    inputAmount: '1000000000',
    fee: 10000,
    changes: [
      { mint: 'So11111111111111111111111111111111111111112', native: true, delta: '-1002049280', decimals: 9 },
      { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', native: false, delta: '149012311', decimals: 6 },
    ],
  },
  correction: null,
};

/** An indexed on-chain transaction of the wallet, as GET /v1/transactions?walletAddress= lists it. */
export const onchainTransactionExample = {
  kind: 'onchain',
  id: null,
  signature: '3nY9FZk4dXr9xJ8a8vGzqkN2kB3oD5uWmU6yBhfN1wQx4r7VbJcT2sLpE9aZtKd1MhXqYfGw6uR8oPn5sCvJ2eHb',
  network: 'mainnet',
  walletAddress: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy',
  type: 'transfer',
  status: 'confirmed',
  timestamp: '2026-11-22T18:30:00.000Z',
  slot: 312400000,
  blockTime: '2026-11-22T18:30:00.000Z',
  fee: 5000,
  feePayer: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  err: null,
  changes: [{ mint: 'So11111111111111111111111111111111111111112', native: true, delta: '250000000', decimals: 9, symbol: 'SOL', name: 'Solana', verified: true }],
  recipient: null,
};
