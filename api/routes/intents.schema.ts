import { INTENT_TYPES } from '../../shared/intents/intent.types.js';
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

const token = {
  type: 'object',
  properties: {
    mint: { type: 'string' },
    symbol: { type: 'string' },
    decimals: { type: 'integer' },
    name: { type: 'string', description: 'The token\'s name (catalogue, else registry, else the symbol). Absent on intents parsed before the token catalogue.' },
    verified: { type: 'boolean', description: 'Curated or verified in the token catalogue; false for a mint the catalogue does not list.' },
    logoURI: { type: ['string', 'null'], description: 'The logo URL the catalogue holds, or null.' },
  },
  required: ['mint', 'symbol', 'decimals'],
} as const;

/** Response schemas (components.schemas) of the intent routes. */
export const intentComponents = {
  TokenRef: { ...token, description: 'A token resolved from the registry of the intent\'s network.' },
  Amount: {
    type: 'object',
    description: '`token`: value in whole tokens ("1.5"); `usd`: in US dollars; `percent`: of the wallet\'s balance ("50"); `all`: value null.',
    properties: { value: { type: ['string', 'null'] }, unit: { type: 'string', enum: ['token', 'usd', 'percent', 'all'] } },
    required: ['value', 'unit'],
  },
  OrderTrigger: {
    type: 'object',
    description: 'The price an order waits for: the watched token\'s USD price at or below (`below`) or at or above (`above`) `priceUsd`, or a signed `changePercent` from the price when the order opens ("-20": a fall of 20%).',
    properties: {
      token: { $ref: '#/components/schemas/TokenRef' },
      condition: { type: 'string', enum: ['below', 'above'] },
      priceUsd: { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?$' },
      changePercent: { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' },
    },
    required: ['token', 'condition'],
  },
  OrderSchedule: {
    type: 'object',
    description: 'A recurring order: the amount every `every`, `cycles` times (an integer >= 2, or null: until cancelled).',
    properties: {
      every: {
        type: 'object',
        properties: { value: { type: 'string', pattern: '^[0-9]+$' }, unit: { type: 'string', enum: ['minute', 'hour', 'day', 'week', 'month'] } },
        required: ['value', 'unit'],
      },
      cycles: { type: ['integer', 'null'], minimum: 2 },
    },
    required: ['every', 'cycles'],
  },
  Intent: {
    type: 'object',
    description: 'A command and what it was understood as (docs/intents.md). `params` depends on `type`: swap `{ inputToken, outputToken, amount, amountSide, slippageBps, recipient? }` (recipient: the output is delivered to that address in the same transaction; null or absent: the wallet), transfer `{ token, amount, recipient }`, stake `{ amount, validator, liquidToken? }` and unstake `{ amount, stakeAccount, liquidToken? }` (liquidToken: the liquid staking token, built as SOL → LST / LST → SOL through the swap venue; null or absent: native staking), wrap / unwrap `{ amount }`, close_accounts `{ tokens }` (token objects whose empty accounts to close, or null for every empty token account; rent returns to the wallet), order `{ inputToken, outputToken, amount, amountSide, slippageBps, kind, trigger, schedule, expiresAt }` (a swap that waits for a price or a schedule, exactly one of trigger and schedule, the other null; api-decisions section 9; placed with POST /v1/orders, never built by POST /v1/transactions/build, which answers 422 `order_intent`), cancel_order `{ orderId, token }` (an `ord_` id, or orderId null and the token whose open orders to cancel, token null: every open order).',
    properties: {
      id: { type: 'string', pattern: '^int_[0-9A-Za-z]{22}$' },
      walletAddress: { type: 'string' },
      command: { type: 'string' },
      type: { type: ['string', 'null'], enum: [...INTENT_TYPES, null], description: 'null until parsed.' },
      params: {
        type: ['object', 'null'],
        properties: {
          inputToken: { $ref: '#/components/schemas/TokenRef' },
          outputToken: { $ref: '#/components/schemas/TokenRef' },
          token: { oneOf: [{ $ref: '#/components/schemas/TokenRef' }, { type: 'null' }], description: 'transfer: the token sent; cancel_order: the token whose open orders to cancel, or null for every open order.' },
          amount: { $ref: '#/components/schemas/Amount' },
          amountSide: { type: 'string', enum: ['input', 'output'] },
          slippageBps: { type: ['integer', 'null'] },
          recipient: { type: ['string', 'null'] },
          validator: { type: ['string', 'null'] },
          stakeAccount: { type: ['string', 'null'] },
          liquidToken: { oneOf: [{ $ref: '#/components/schemas/TokenRef' }, { type: 'null' }] },
          tokens: { type: ['array', 'null'], items: { $ref: '#/components/schemas/TokenRef' } },
          kind: { type: 'string', enum: ['limit_buy', 'limit_sell', 'stop_loss', 'take_profit', 'breakout_buy', 'dca'], description: 'order: what the order is, for people (docs/intents.md, Orders).' },
          trigger: { oneOf: [{ $ref: '#/components/schemas/OrderTrigger' }, { type: 'null' }] },
          schedule: { oneOf: [{ $ref: '#/components/schemas/OrderSchedule' }, { type: 'null' }] },
          expiresAt: { type: ['string', 'null'], format: 'date-time', description: 'order: when it lapses, or null for the default lifetime (30 days for a trigger order).' },
          orderId: { type: ['string', 'null'], pattern: '^ord_', description: 'cancel_order: the order to cancel, or null (then `token`).' },
        },
      },
      confidence: { type: ['number', 'null'], minimum: 0, maximum: 1 },
      status: { type: 'string', enum: ['pending', 'running', 'parsed', 'failed'] },
      network: { type: 'string', enum: ['mainnet', 'devnet'] },
      details: {
        type: ['object', 'null'],
        description: 'How the command was parsed: which fields were inferred, defaulted or corrected, and every guess in words (docs/intents.md, Confidence).',
        properties: {
          path: { type: 'string', enum: ['grammar', 'llm'] },
          inferred: { type: 'array', items: { type: 'string' } },
          defaulted: { type: 'array', items: { type: 'string' } },
          corrections: { type: 'array', items: { type: 'object' }, description: 'Verb typos read as a verb: `{ from, to, kind }`. A token typo is refused (unknown_token with suggestions), never corrected.' },
          ignored: { type: 'array', items: { type: 'string' } },
          assumptions: {
            type: 'array', items: { type: 'string' },
            description: 'Every guess the parse needed, in words: a verb typo, a default, a skipped word, a sentence read as context, an action inferred without a verb. Each lowered the confidence; empty when the command said everything.',
          },
          fallbackRejected: { type: 'string' },
        },
      },
      error: { type: ['object', 'null'], description: 'The error of a failed parse (as answered then).' },
      createdAt: { type: 'string', format: 'date-time' },
    },
    required: ['id', 'walletAddress', 'command', 'type', 'params', 'confidence', 'status', 'network', 'details', 'error', 'createdAt'],
    additionalProperties: false,
  },
} as const;

/** A real answer of POST /v1/intents (test key: devnet mints). */
export const intentExample = {
  id: 'int_0Ub3bkCYGt3yHq1nD2F6sQ',
  walletAddress: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy',
  command: 'send 0.5 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  type: 'transfer',
  params: {
    token: { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 },
    amount: { value: '0.5', unit: 'token' },
    recipient: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  },
  confidence: 0.97,
  status: 'parsed',
  network: 'devnet',
  details: { path: 'grammar', inferred: [], defaulted: [], corrections: [], ignored: [], assumptions: [] },
  error: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};
