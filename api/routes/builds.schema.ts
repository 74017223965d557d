import { SAFETY_CODES } from '../../shared/safety/safety.types.js';
import { INTENT_TYPES } from '../../shared/intents/intent.types.js';
import { PRIORITY_LEVELS } from '../../shared/transactions/transaction.types.js';
/** JSON Schema of POST /v1/transactions/build (the interface spec's body). */
export const buildTransactionSchema = {
  body: {
    type: 'object',
    properties: {
      intentId: { type: 'string', pattern: '^int_[0-9A-Za-z]{22}$' },
      walletAddress: { type: 'string', format: 'solana-address' },
      simulate: { type: 'boolean', default: true },
      priorityLevel: {
        type: 'string',
        enum: [...PRIORITY_LEVELS],
        description: 'Priority fee level (Helius\' names): the 0th, 25th, 50th, 75th or 95th percentile of getRecentPrioritizationFees over the transaction\'s writable accounts, never above PRIORITY_FEE_MAX_MICROLAMPORTS. Default: PRIORITY_FEE_PERCENTILE. The result names it in `expectedOutput.breakdown.priorityLevel` and `computeUnitPrice` (micro-lamports per compute unit).',
      },
      safety: {
        type: 'string',
        enum: ['warn', 'block'],
        default: 'warn',
        description: 'What a danger finding of a token the build buys or receives does (GET /v1/tokens/{mint}/safety, docs/safety.md): `warn` (default) builds and lists it in `expectedOutput.warnings`; `block` refuses the build, 422 `unsafe_token` with `details.findings`. MCP builds block unless the agent passes `acknowledgeRisk`.',
      },
    },
    required: ['intentId', 'walletAddress'],
    additionalProperties: false,
  },
} as const;

const simulation = {
  type: 'object',
  description: 'The pre-flight simulation; present when `simulate` was true. A failed simulation is not an HTTP error.',
  properties: {
    success: { type: 'boolean', description: 'Whether the simulation passed; false means the transaction would fail on the network.' },
    computeUnits: { type: 'integer', minimum: 0, description: 'Compute units consumed.' },
    logs: { type: 'array', items: { type: 'string' }, description: 'Program execution logs.' },
    error: { type: 'object', description: 'The decoded failure (message, program, instruction index, the RPC\'s raw error) when success is false.' },
  },
  required: ['success', 'computeUnits', 'logs'],
  additionalProperties: false,
} as const;

const expectedOutput = {
  type: 'object',
  description: 'The expected outcome (docs/transactions.md).',
  properties: {
    outputAmount: { type: 'string', description: 'Expected output, raw integer units of outputToken (lamports for SOL).' },
    outputUiAmount: { type: 'string', description: 'outputAmount in whole tokens, a plain decimal string.' },
    outputToken: { $ref: '#/components/schemas/TokenRef' },
    priceImpact: { type: 'number', description: 'Price impact in percent (0 for everything but swaps).' },
    fee: { type: 'integer', minimum: 0, description: 'Every lamport the wallet pays in fees: 5,000 per signature plus the priority fee.' },
    rent: { type: 'integer', minimum: 0, description: 'Lamports put into accounts the transaction creates.' },
    breakdown: { type: 'object', description: 'The parts behind the figures: signatureFee, priorityFee, rentAccounts, inputToken, inputAmount, notes, and per type slippage, route, stake accounts; `priorityLevel` and `computeUnitPrice` (the level asked for, or `default`, and the micro-lamports per compute unit it gave), `nonce` (the build\'s unique memo nonce); a swap adds `venue` (string: the venue that quoted it), `swapApi` (`swap/v2/build` for ExactIn, `swap/v1` for ExactOut: which of the venue\'s APIs built it) and `signers` (`[{ address, signed }]`: every signer the transaction needs, and whether the service or a market maker has signed already). An amount given in USD adds `usdPrice` (`{ mint, price, source, lastUpdated, ageSeconds }`: the price it was converted at, and how old it was). A swap no venue serves is 400 validation_error with reason `no_swap_venue`. A swap-and-send (swap with `params.recipient`) adds `recipient` (`{ address, tokenAccount, token, amount }`: who receives the output, the token account the venue pays, null for SOL sent on by a System transfer, and the raw amount they receive) and a note naming them; a recipient that is a program, a mint or a token account of another token is 400 validation_error on `recipient`, as for transfers. Liquid stake and unstake (`params.liquidToken`) are swaps SOL → LST and LST → SOL and carry the swap fields. close_accounts adds `closedAccounts` (`[{ address, mint, symbol, tokenProgram, lamports }]`), `remainingAccounts` (empty accounts that did not fit in this transaction) and `lamportsReclaimed`; with nothing to close the build is 422 nothing_to_do (`details.reason` `no_empty_accounts`).' },
    changes: {
      oneOf: [{ $ref: '#/components/schemas/WalletChanges' }, { type: 'null' }],
      description: 'What the transaction does to the signing wallet, from the simulation\'s account states (null when not simulated or the simulation failed; docs/safety.md).',
    },
    warnings: {
      type: 'array',
      description: 'What a client should show before the wallet signs: `unverified_token` for each token the transaction moves that is neither curated nor verified by the catalogue (its name and symbol are whatever its creator wrote; docs/tokens.md); and every `danger` finding of the safety report of a token the build buys or receives, under the finding\'s code (docs/safety.md). Empty for most builds.',
      items: {
        type: 'object',
        properties: { code: { type: 'string', enum: ['unverified_token', ...SAFETY_CODES] }, mint: { type: 'string' }, message: { type: 'string' } },
        required: ['code', 'mint', 'message'],
        additionalProperties: false,
      },
    },
  },
  required: ['outputAmount', 'priceImpact', 'fee'],
  additionalProperties: false,
} as const;

/** Response schemas (components.schemas) of the build route. */
export const walletChangesSchema = {
  type: 'object',
  description: 'What a transaction does to the signing wallet (api-decisions section 10): every amount a signed integer string of raw units.',
  properties: {
    sol: { type: 'object', properties: { lamports: { type: 'string', pattern: '^[+-]?[0-9]+$' } }, required: ['lamports'], additionalProperties: false, description: 'The wallet\'s SOL balance change, fees and rent included.' },
    tokens: {
      type: 'array',
      description: 'Each token balance of the wallet that changes: raw signed amount, after Token-2022 fees (what the account holds after).',
      items: { type: 'object', properties: { mint: { type: 'string' }, symbol: { type: ['string', 'null'] }, amount: { type: 'string', pattern: '^[+-]?[0-9]+$' } }, required: ['mint', 'symbol', 'amount'], additionalProperties: false },
    },
    rent: { type: 'object', properties: { createdLamports: { type: 'string' }, reclaimedLamports: { type: 'string' } }, required: ['createdLamports', 'reclaimedLamports'], additionalProperties: false },
    fees: { type: 'object', properties: { lamports: { type: 'string' } }, required: ['lamports'], additionalProperties: false },
    authority: {
      type: 'array',
      description: 'Every change of owner, close authority or delegate of a token account the wallet holds.',
      items: {
        type: 'object',
        properties: {
          account: { type: 'string' }, kind: { type: 'string', enum: ['owner', 'close', 'delegate'] }, from: { type: ['string', 'null'] }, to: { type: ['string', 'null'] },
          amount: { type: ['string', 'null'], description: 'The delegated raw amount (18446744073709551615: unlimited), or the balance handed over with an owner change.' }, mint: { type: 'string' },
        },
        required: ['account', 'kind', 'from', 'to', 'amount', 'mint'],
        additionalProperties: false,
      },
    },
    summary: { type: 'string', description: 'One sentence a person reads before signing.' },
  },
  required: ['sol', 'tokens', 'rent', 'fees', 'authority', 'summary'],
  additionalProperties: false,
} as const;

export const buildComponents = {
  WalletChanges: walletChangesSchema,
  Simulation: simulation,
  ExpectedOutput: expectedOutput,
  BuildResult: {
    type: 'object',
    description: 'The spec\'s Build result (transaction, simulation when enabled, expectedOutput) plus the transaction record\'s id, intentId and status.',
    properties: {
      id: { type: 'string', pattern: '^tx_[0-9A-Za-z]{22}$' },
      intentId: { type: 'string' },
      status: { type: 'string', enum: ['pending', 'running', 'built', 'submitted', 'failed', 'confirmed', 'expired'] },
      type: { type: 'string', enum: [...INTENT_TYPES] },
      network: { type: 'string', enum: ['mainnet', 'devnet'] },
      walletAddress: { type: 'string' },
      transaction: { type: ['string', 'null'], contentEncoding: 'base64', description: 'Base64 of the unsigned v0 VersionedTransaction, fee payer = walletAddress; null until built.' },
      simulation: { $ref: '#/components/schemas/Simulation' },
      expectedOutput: { oneOf: [{ $ref: '#/components/schemas/ExpectedOutput' }, { type: 'null' }] },
      lastValidBlockHeight: { type: ['integer', 'null'], description: 'Last block height at which the blockhash is valid.' },
      expiresAt: { type: ['string', 'null'], format: 'date-time', description: 'Estimated time the blockhash expires.' },
      signature: { type: ['string', 'null'], description: 'The signature once the transaction landed.' },
      createdAt: { type: 'string', format: 'date-time' },
    },
    required: ['id', 'intentId', 'status', 'type', 'network', 'walletAddress', 'transaction', 'expectedOutput', 'lastValidBlockHeight', 'expiresAt', 'signature', 'createdAt'],
    additionalProperties: false,
  },
} as const;

/** A real answer of POST /v1/transactions/build (a SOL transfer on the local cluster; transaction shortened). */
export const buildExample = {
  id: 'tx_0Ub3bkE4mZ1a5Qx8Lr2VwT',
  intentId: 'int_0Ub3bkCYGt3yHq1nD2F6sQ',
  status: 'built',
  type: 'transfer',
  network: 'devnet',
  walletAddress: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy',
  transaction: 'gAEAAwXa3zLw5y2K…AAAAAA==',
  simulation: { success: true, computeUnits: 450, logs: ['Program ComputeBudget111111111111111111111111111111 invoke [1]', 'Program ComputeBudget111111111111111111111111111111 success', 'Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success'] },
  expectedOutput: {
    outputAmount: '500000000',
    outputUiAmount: '0.5',
    outputToken: { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 },
    priceImpact: 0,
    fee: 5001,
    rent: 0,
    breakdown: { signatureFee: 5000, priorityFee: 1, rentAccounts: [], inputToken: { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 }, inputAmount: '500000000', notes: [] },
  },
  lastValidBlockHeight: 1150,
  expiresAt: '2026-11-23T10:01:00.000Z',
  signature: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};
