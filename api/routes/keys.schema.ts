import { SCOPES } from '../../shared/auth/scopes.js';

/** JSON Schemas of the key routes (api-decisions section 3). */
const keyIdParams = {
  type: 'object',
  properties: { keyId: { type: 'string', pattern: '^key_[0-9A-Za-z]{22}$' } },
  required: ['keyId'],
} as const;

export const createKeySchema = {
  body: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      scopes: { type: 'array', minItems: 1, maxItems: SCOPES.length, uniqueItems: true, items: { type: 'string', enum: [...SCOPES] } },
      expiresAt: { type: 'string', format: 'date-time' },
      environment: { type: 'string', enum: ['live', 'test'] },
    },
    required: ['name', 'scopes'],
    additionalProperties: false,
  },
} as const;

export const listKeysSchema = {
  query: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      cursor: { type: 'string', minLength: 1, maxLength: 200 },
    },
    additionalProperties: false,
  },
} as const;

export const getKeySchema = { params: keyIdParams } as const;
export const revokeKeySchema = { params: keyIdParams } as const;

export const rotateKeySchema = {
  params: keyIdParams,
  body: { type: 'object', properties: {}, additionalProperties: false },
} as const;
