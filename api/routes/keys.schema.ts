import { SCOPES } from '../../shared/auth/scopes.js';
import { pageQuerySchema } from '../lib/cursor.js';

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

export const listKeysSchema = { query: pageQuerySchema } as const;

export const getKeySchema = { params: keyIdParams } as const;
export const revokeKeySchema = {
  params: keyIdParams,
  query: {
    type: 'object',
    properties: { cascade: { type: 'boolean', default: false, description: 'Also revoke every key this key created (createdByKeyId), transitively.' } },
    additionalProperties: false,
  },
} as const;

export const rotateKeySchema = {
  params: keyIdParams,
  body: { type: 'object', properties: {}, additionalProperties: false },
} as const;

const keyRecordProperties = {
  id: { type: 'string', pattern: '^key_[0-9A-Za-z]{22}$' },
  name: { type: 'string' },
  environment: { type: 'string', enum: ['live', 'test'] },
  scopes: { type: 'array', items: { type: 'string', enum: [...SCOPES] } },
  prefix: { type: 'string', description: 'The visible prefix, e.g. service_live_.' },
  last4: { type: 'string', description: 'The last four characters of the key.' },
  status: { type: 'string', enum: ['active', 'expiring', 'revoked', 'expired'], description: '`expiring`: rotated, valid until gracePeriodEndsAt.' },
  createdAt: { type: 'string', format: 'date-time' },
  expiresAt: { type: ['string', 'null'], format: 'date-time' },
  lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
  revokedAt: { type: ['string', 'null'], format: 'date-time' },
  rotatedToId: { type: ['string', 'null'], description: 'The key this one was rotated to.' },
  gracePeriodEndsAt: { type: ['string', 'null'], format: 'date-time', description: 'Until when a rotated key stays valid (24 h after the rotation).' },
  createdByKeyId: { type: ['string', 'null'], description: 'The key that created this one (POST /v1/keys, a rotation, or the dashboard); null for keys made by the operator CLI or at bootstrap. Revoking it with ?cascade=true revokes this key too.' },
} as const;
const keyRecordRequired = Object.keys(keyRecordProperties);

/** Response schemas (components.schemas) of the key routes. */
export const keyComponents = {
  ApiKey: { type: 'object', description: 'An API key record; never its plaintext.', properties: keyRecordProperties, required: keyRecordRequired, additionalProperties: false },
  NewApiKey: {
    type: 'object',
    description: 'A key record with its plaintext `key`, shown this once. An Idempotency-Key replay answers the record without `key`.',
    properties: { ...keyRecordProperties, key: { type: 'string', pattern: '^service_(live|test)_[0-9A-Za-z]+$', description: 'The plaintext key: store it now, it is never shown again.' } },
    required: keyRecordRequired,
    additionalProperties: false,
  },
} as const;

/** A real answer of GET /v1/keys/{keyId}. */
export const keyExample = {
  id: 'key_0Ub3bkA1nQ7vYc2Xw9LmPd', name: 'backend', environment: 'live', scopes: ['read:portfolio', 'read:prices'], prefix: 'service_live_', last4: 'x9Qa', status: 'active',
  createdAt: '2026-11-23T10:00:00.000Z', expiresAt: null, lastUsedAt: '2026-11-23T10:05:00.000Z', revokedAt: null, rotatedToId: null, gracePeriodEndsAt: null, createdByKeyId: 'key_0Ub3bi9Zq1Wn4Tt6Rr8Ee2Ss',
};

/** A real answer of POST /v1/keys (plaintext made up). */
export const newKeyExample = { ...keyExample, lastUsedAt: null, key: 'service_live_4f8Hk2LmQ9rT1vXy7Zc3Nb6Wd0Ps5Ja8x9Qa' };
