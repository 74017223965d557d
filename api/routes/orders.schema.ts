import { pageQuerySchema } from '../lib/cursor.js';

/** JSON Schemas of the orders routes (api-decisions section 9, docs/orders.md). */
const orderId = { type: 'string', pattern: '^ord_[0-9A-Za-z]{22}$' } as const;
export const orderIdParams = { type: 'object', properties: { id: orderId }, required: ['id'] } as const;

export const ORDER_STATUSES = ['awaiting_signature', 'open', 'triggered', 'filled', 'failed', 'cancelled', 'expired'] as const;

export const createOrderSchema = {
  body: {
    type: 'object',
    properties: {
      intentId: { type: 'string', pattern: '^int_[0-9A-Za-z]{22}$', description: 'A parsed intent of type `order` (POST /v1/intents with e.g. "buy 2 SOL when it drops to $120").' },
      walletAddress: { type: 'string', format: 'solana-address', description: 'The intent\'s wallet: it pays, signs and receives; it is the authority of the order\'s nonce accounts.' },
      execution: { type: 'string', enum: ['armed', 'notify'], default: 'armed', description: '`armed` (default): the wallet signs the setup and the fill now, and the service sends the fill when the price crosses, with no one online. `notify`: when the price crosses, the service builds a fresh transaction and sends it in `order.action_required` for the wallet to sign.' },
    },
    required: ['intentId', 'walletAddress'],
    additionalProperties: false,
  },
} as const;

export const listOrdersSchema = {
  query: {
    ...pageQuerySchema,
    properties: {
      ...pageQuerySchema.properties,
      walletAddress: { type: 'string', format: 'solana-address' },
      status: { type: 'string', enum: [...ORDER_STATUSES] },
    },
  },
} as const;
export const getOrderSchema = { params: orderIdParams } as const;
export const deleteOrderSchema = { params: orderIdParams } as const;

const wireTransaction = { type: 'string', minLength: 1, maxLength: 4096, contentEncoding: 'base64', description: 'Base64 of a signed wire transaction.' } as const;
export const armOrderSchema = {
  params: orderIdParams,
  body: {
    type: 'object',
    properties: {
      transactions: { type: 'array', minItems: 1, maxItems: 16, items: wireTransaction, description: 'Every transaction of `setup.transactions`, in order, signed by the wallet and otherwise unchanged.' },
    },
    required: ['transactions'],
    additionalProperties: false,
  },
} as const;

const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
const fill = {
  type: 'object',
  description: 'A fill: the transaction record (`tx_…`) that carried (or will carry) the swap.',
  properties: {
    id: { type: 'string', pattern: '^tx_' },
    orderId: { type: 'string', pattern: '^ord_' },
    status: { type: 'string', enum: ['pending', 'running', 'built', 'submitted', 'failed', 'confirmed', 'expired'] },
    signature: { type: ['string', 'null'] },
    expectedOutput: { type: ['object', 'null'] },
    actualOutput: { type: ['object', 'null'], description: 'What landed (docs/transactions.md, "What landed").' },
    error: { type: ['object', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    landedAt: nullableTime,
  },
  required: ['id', 'orderId', 'status', 'signature', 'expectedOutput', 'actualOutput', 'error', 'createdAt', 'landedAt'],
  additionalProperties: false,
} as const;

export const orderResponse = {
  type: 'object',
  properties: {
    id: orderId,
    intentId: { type: 'string' },
    walletAddress: { type: 'string' },
    network: { type: 'string', enum: ['mainnet', 'devnet'] },
    kind: { type: 'string', enum: ['limit_buy', 'limit_sell', 'stop_loss', 'take_profit', 'breakout_buy', 'dca'] },
    execution: { type: 'string', enum: ['armed', 'notify'] },
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    swap: { type: 'object', description: 'The swap that waits: inputToken, outputToken, amount, amountSide, slippageBps.' },
    trigger: { type: ['object', 'null'], description: '`{ token, condition, priceUsd }`; a relative trigger adds `changePercent`, `referencePriceUsd`, `referenceSource`, `referenceAt` (made absolute when the order was created).' },
    schedule: { type: ['object', 'null'] },
    setup: {
      type: ['object', 'null'],
      description: 'Armed orders: the nonce accounts (`nonceAccounts`, their rent `rentLamports`, returned when the order ends) and, while `awaiting_signature`, the transactions to sign next (`stage` `nonces`: the one creating the nonces; `fills`: the fill ladder, built on the landed nonces).',
      properties: {
        nonceAccounts: { type: 'array', items: { type: 'string' } },
        rentLamports: { type: 'integer', minimum: 0 },
        stage: { type: 'string', enum: ['nonces', 'fills'] },
        transactions: { type: 'array', items: { type: 'string', contentEncoding: 'base64' } },
      },
      required: ['nonceAccounts', 'rentLamports'],
      additionalProperties: false,
    },
    fills: { type: 'array', items: fill },
    triggeredAt: nullableTime,
    triggerPrice: { type: ['object', 'null'], description: '`{ usd, source, at }`: the price that fired the order.' },
    failure: { type: ['object', 'null'], description: 'Why a failed order failed: `{ reason, message }`, reason `gapped_through`, `simulation_failed`, `nonce_advanced` or `insufficient_funds`.' },
    cancel: {
      type: 'object',
      description: 'A cancelled armed order: `transaction` (base64, unsigned) advances the nonces and closes them, returning their rent; signing it makes sure no copy of a fill can ever land.',
      properties: { transaction: { type: 'string', contentEncoding: 'base64' } },
      required: ['transaction'],
      additionalProperties: false,
    },
    cancelledAt: nullableTime,
    expiresAt: nullableTime,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'intentId', 'walletAddress', 'network', 'kind', 'execution', 'status', 'swap', 'trigger', 'schedule', 'setup', 'fills', 'triggeredAt', 'triggerPrice', 'failure', 'cancelledAt', 'expiresAt', 'createdAt', 'updatedAt'],
  additionalProperties: false,
} as const;

export const orderComponents = { Order: orderResponse, OrderFill: fill };

const SOL = { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 };
const USDC = { mint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', symbol: 'USDC', decimals: 6 };

/** An armed "buy 2 SOL when it drops to $120" as POST /v1/orders answers it (transaction shortened). */
export const orderExample = {
  id: 'ord_0Ub3bkE4mZ1a5Qx8Lr2VwT',
  intentId: 'int_0Ub3bkCYGt3yHq1nD2F6sQ',
  walletAddress: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy',
  network: 'devnet',
  kind: 'limit_buy',
  execution: 'armed',
  status: 'awaiting_signature',
  swap: { inputToken: USDC, outputToken: SOL, amount: { value: '2', unit: 'token' }, amountSide: 'output', slippageBps: null },
  trigger: { token: SOL, condition: 'below', priceUsd: '120' },
  schedule: null,
  setup: { nonceAccounts: ['7qV3J9a5pWbK3xh2sPjJcN8m4kE1cHq6sT2rLdYv9uFw'], rentLamports: 1447680, stage: 'nonces', transactions: ['gAEAAgPa3zLw5y2K…AAAAAA=='] },
  fills: [],
  triggeredAt: null,
  triggerPrice: null,
  failure: null,
  cancelledAt: null,
  expiresAt: '2027-01-27T10:00:00.000Z',
  createdAt: '2026-12-28T10:00:00.000Z',
  updatedAt: '2026-12-28T10:00:00.000Z',
};
