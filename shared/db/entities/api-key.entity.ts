import { ArrayType, EntitySchema } from '@mikro-orm/core';
import type { ApiKeyEnvironment } from '../../auth/api-key.js';

/**
 * An API key of an account. Only the HMAC of the plaintext is stored (key_hash, unique);
 * prefix and last4 help people tell keys apart. The status is not stored: it follows from
 * revokedAt, expiresAt and gracePeriodEndsAt and the clock (shared/auth/key-status.ts).
 */
export class ApiKey {
  id!: string;
  accountId!: string;
  name!: string;
  environment!: ApiKeyEnvironment;
  scopes!: string[];
  prefix!: string;
  last4!: string;
  keyHash!: string;
  createdAt!: Date;
  expiresAt: Date | null = null;
  lastUsedAt: Date | null = null;
  revokedAt: Date | null = null;
  /** Set by a rotation: the key that replaces this one. */
  rotatedToId: string | null = null;
  /** Set by a rotation: this key stays valid until then (24 h after the rotation). */
  gracePeriodEndsAt: Date | null = null;
  /** The key that created this one through the API (null: the operator CLI or bootstrap). */
  createdByKeyId: string | null = null;
}

export const ApiKeySchema = new EntitySchema<ApiKey>({
  class: ApiKey,
  tableName: 'api_keys',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string', fieldName: 'account_id' },
    name: { type: 'string' },
    environment: { type: 'string' },
    scopes: { type: ArrayType, columnType: 'text[]' },
    prefix: { type: 'string' },
    last4: { type: 'string', fieldName: 'last4' },
    keyHash: { type: 'string', hidden: true },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime', nullable: true },
    lastUsedAt: { type: 'datetime', nullable: true },
    revokedAt: { type: 'datetime', nullable: true },
    rotatedToId: { type: 'string', nullable: true },
    gracePeriodEndsAt: { type: 'datetime', nullable: true },
    createdByKeyId: { type: 'string', nullable: true },
  },
});
