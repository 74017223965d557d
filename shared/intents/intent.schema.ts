import { Ajv, type ErrorObject } from 'ajv';

/**
 * JSON Schema of an intent's `type` and `params` (api-decisions section 4). Parser output
 * satisfies it, and a fallback model's answer must satisfy it before it is even looked at.
 * Tokens may be given by symbol (a model does not know mints); they are re-resolved through
 * the registry afterwards either way.
 */
const token = {
  oneOf: [
    { type: 'string', minLength: 1, maxLength: 64 },
    {
      type: 'object',
      required: ['symbol'],
      additionalProperties: false,
      properties: {
        symbol: { type: 'string', minLength: 1, maxLength: 64 },
        mint: { type: 'string', minLength: 32, maxLength: 44 },
        decimals: { type: 'integer', minimum: 0, maximum: 18 },
      },
    },
  ],
};

const amount = {
  oneOf: [
    {
      type: 'object',
      required: ['value', 'unit'],
      additionalProperties: false,
      properties: { value: { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?$', maxLength: 40 }, unit: { enum: ['token', 'usd', 'percent'] } },
    },
    {
      type: 'object',
      required: ['value', 'unit'],
      additionalProperties: false,
      properties: { value: { type: 'null' }, unit: { const: 'all' } },
    },
  ],
};

const address = { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' };
const nullableAddress = { oneOf: [address, { type: 'null' }] };

function variant(type: string, params: Record<string, unknown>, optional: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'object',
    required: ['type', 'params'],
    properties: {
      type: { const: type },
      params: {
        type: 'object',
        required: Object.keys(params),
        additionalProperties: false,
        properties: { ...params, ...optional },
      },
    },
  };
}

const nullableToken = { oneOf: [token, { type: 'null' }] };

/** An order's trigger (api-decisions section 9): a USD level or a signed change from the opening price. */
const trigger = {
  type: 'object',
  required: ['token', 'condition'],
  additionalProperties: false,
  properties: {
    token,
    condition: { enum: ['below', 'above'] },
    priceUsd: { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?$', maxLength: 40 },
    changePercent: { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$', maxLength: 12 },
  },
  oneOf: [{ required: ['priceUsd'] }, { required: ['changePercent'] }],
};

/** A recurring order's schedule: every { value, unit }, cycles >= 2 or null (until cancelled). */
const schedule = {
  type: 'object',
  required: ['every', 'cycles'],
  additionalProperties: false,
  properties: {
    every: {
      type: 'object', required: ['value', 'unit'], additionalProperties: false,
      properties: { value: { type: 'string', pattern: '^[1-9][0-9]*$', maxLength: 6 }, unit: { enum: ['minute', 'hour', 'day', 'week', 'month'] } },
    },
    cycles: { oneOf: [{ type: 'integer', minimum: 2, maximum: 10000 }, { type: 'null' }] },
  },
};

export const INTENT_SCHEMA = {
  type: 'object',
  required: ['type', 'params'],
  // Picks the variant by `type`, so an error names the field that is wrong within it.
  discriminator: { propertyName: 'type' },
  oneOf: [
    variant('swap', {
      inputToken: token,
      outputToken: token,
      amount,
      amountSide: { enum: ['input', 'output'] },
      slippageBps: { oneOf: [{ type: 'integer', minimum: 1, maximum: 5000 }, { type: 'null' }] },
    }, { recipient: nullableAddress }),
    variant('transfer', { token, amount, recipient: address }),
    variant('stake', { amount, validator: nullableAddress }, { liquidToken: nullableToken }),
    variant('unstake', { amount, stakeAccount: nullableAddress }, { liquidToken: nullableToken }),
    variant('wrap', { amount }),
    variant('unwrap', { amount }),
    variant('order', {
      inputToken: token,
      outputToken: token,
      amount,
      amountSide: { enum: ['input', 'output'] },
      slippageBps: { oneOf: [{ type: 'integer', minimum: 1, maximum: 5000 }, { type: 'null' }] },
      kind: { enum: ['limit_buy', 'limit_sell', 'stop_loss', 'take_profit', 'breakout_buy', 'dca'] },
      trigger: { oneOf: [trigger, { type: 'null' }] },
      schedule: { oneOf: [schedule, { type: 'null' }] },
      expiresAt: { oneOf: [{ type: 'string', minLength: 20, maxLength: 30 }, { type: 'null' }] },
    }),
    variant('cancel_order', { orderId: { oneOf: [{ type: 'string', pattern: '^ord_[0-9A-Za-z]{6,40}$' }, { type: 'null' }] }, token: nullableToken }),
    variant('close_accounts', { tokens: { oneOf: [{ type: 'array', items: token, minItems: 1, maxItems: 20 }, { type: 'null' }] } }),
  ],
} as const;

const validate = new Ajv({ discriminator: true }).compile(INTENT_SCHEMA);

/** Check a value against INTENT_SCHEMA; answers the first error in words, or null when valid. */
export function intentSchemaError(value: unknown): string | null {
  if (validate(value)) return null;
  const first: ErrorObject | undefined = validate.errors?.[0];
  return first ? `${first.instancePath || '/'} ${first.message ?? 'is invalid'}` : 'does not match the intent schema';
}
