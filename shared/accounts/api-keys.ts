import { LockMode } from '@mikro-orm/core';
import { generateApiKey, hashApiKey, type ApiKeyEnvironment } from '../auth/api-key.js';
import { apiKeyStatus, type ApiKeyStatus } from '../auth/key-status.js';
import { SCOPES, type Scope } from '../auth/scopes.js';
import { ApiKey } from '../db/entities/api-key.entity.js';
import { newId } from '../db/ids.js';
import type { EntityManager } from '../db/orm.js';
import { AppError } from '../errors/app-error.js';
import { writeWebhookEvents } from '../webhooks/events.js';

/** The network whose webhook endpoints hear about a key: live keys' is mainnet, test keys' devnet. */
const networkOfKey = (key: ApiKey) => (key.environment === 'live' ? 'mainnet' : 'devnet');

/** How long a rotated key keeps working (api-decisions section 3): exactly 24 hours. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** What a new key is made of. */
export interface NewApiKey {
  accountId: string;
  name: string;
  environment: ApiKeyEnvironment;
  scopes: readonly Scope[];
  expiresAt?: Date | null;
  /** The key that asked for it through the API; null for the CLI and bootstrap. */
  createdByKeyId?: string | null;
}

/** A key just made: its stored record and its plaintext, which exists only in this answer. */
export interface IssuedApiKey {
  record: ApiKey;
  plaintext: string;
}

/** The key record as clients see it (api-decisions section 3); `key` only on create and rotate. */
export interface ApiKeyView {
  id: string;
  name: string;
  environment: ApiKeyEnvironment;
  scopes: string[];
  prefix: string;
  last4: string;
  status: ApiKeyStatus;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  rotatedToId: string | null;
  gracePeriodEndsAt: string | null;
  key?: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Render a key record at `nowMs`, with the plaintext when it was just issued. */
export function renderApiKey(record: ApiKey, nowMs: number, plaintext?: string): ApiKeyView {
  const view: ApiKeyView = {
    id: record.id,
    name: record.name,
    environment: record.environment,
    scopes: [...record.scopes],
    prefix: record.prefix,
    last4: record.last4,
    status: apiKeyStatus(record, nowMs),
    createdAt: record.createdAt.toISOString(),
    expiresAt: iso(record.expiresAt),
    lastUsedAt: iso(record.lastUsedAt),
    revokedAt: iso(record.revokedAt),
    rotatedToId: record.rotatedToId,
    gracePeriodEndsAt: iso(record.gracePeriodEndsAt),
  };
  if (plaintext !== undefined) view.key = plaintext;
  return view;
}

/** Scopes in the canonical order of SCOPES, without duplicates. */
function normaliseScopes(scopes: readonly string[]): string[] {
  return SCOPES.filter((s) => scopes.includes(s));
}

/**
 * Make a key and persist it (the caller flushes or runs this in a transaction). Only the
 * HMAC of the plaintext is stored; the plaintext is returned once, here.
 */
export function issueApiKey(em: EntityManager, hashSecret: string, input: NewApiKey, nowMs: number): IssuedApiKey {
  const generated = generateApiKey(input.environment);
  const record = Object.assign(new ApiKey(), {
    id: newId('key', nowMs),
    accountId: input.accountId,
    name: input.name,
    environment: input.environment,
    scopes: normaliseScopes(input.scopes),
    prefix: generated.prefix,
    last4: generated.last4,
    keyHash: hashApiKey(generated.plaintext, hashSecret),
    createdAt: new Date(nowMs),
    expiresAt: input.expiresAt ?? null,
    createdByKeyId: input.createdByKeyId ?? null,
  });
  em.persist(record);
  return { record, plaintext: generated.plaintext };
}

/** One page of an account's keys, newest first; `afterId` is the last id of the previous page. */
/**
 * Whose keys a caller may see: its account's, and for a test key only the test keys (a
 * development credential must not list, revoke or rotate production keys).
 */
export interface KeyOwner {
  accountId: string;
  environment?: ApiKeyEnvironment;
}

/** The KeyOwner of an authenticated caller. */
export function keyOwnerOf(caller: { accountId: string; environment: ApiKeyEnvironment }): KeyOwner {
  return caller.environment === 'test' ? { accountId: caller.accountId, environment: 'test' } : { accountId: caller.accountId };
}

export async function listApiKeys(em: EntityManager, owner: KeyOwner, limit: number, afterId: string | null): Promise<{ items: ApiKey[]; hasMore: boolean }> {
  const where = afterId ? { ...owner, id: { $lt: afterId } } : { ...owner };
  const rows = await em.find(ApiKey, where, { orderBy: { id: 'desc' }, limit: limit + 1 });
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** An account's key, or 404 not_found (also for another account's key: never 403). */
export async function findApiKey(em: EntityManager, owner: KeyOwner, keyId: string, lock = false): Promise<ApiKey> {
  const key = await em.findOne(ApiKey, { id: keyId, ...owner }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!key) throw new AppError('not_found', `No key ${keyId} in this account. List your keys with GET /v1/keys.`);
  return key;
}

/**
 * Revoke a key at once (revoking a revoked key changes nothing), with its key.revoked webhook
 * event in the same transaction. The caller publishes the invalidation.
 */
export async function revokeApiKey(em: EntityManager, owner: KeyOwner, keyId: string, nowMs: number): Promise<ApiKey> {
  return em.transactional(async (tx) => {
    const key = await findApiKey(tx, owner, keyId, true);
    if (!key.revokedAt) {
      key.revokedAt = new Date(nowMs);
      await writeWebhookEvents(tx, [{ accountId: key.accountId, network: networkOfKey(key), type: 'key.revoked', data: { ...renderApiKey(key, nowMs) } }], nowMs);
    }
    return key;
  });
}

/**
 * Rotate a key: a new key with the same name, environment, scopes and expiresAt; the old one
 * stays valid for exactly 24 hours (status `expiring`), then is `expired`. Only an active key
 * rotates: a key already rotated, revoked or expired answers 409 conflict. The row lock makes
 * two concurrent rotations of one key produce one new key, not two. The key.rotated webhook
 * event is written in the same transaction.
 */
export async function rotateApiKey(
  em: EntityManager,
  hashSecret: string,
  owner: KeyOwner,
  keyId: string,
  nowMs: number,
  createdByKeyId: string | null,
  assertMayIssue: (environment: ApiKeyEnvironment, scopes: readonly string[]) => void = () => undefined,
): Promise<{ old: ApiKey; issued: IssuedApiKey }> {
  return em.transactional(async (tx) => {
    const old = await findApiKey(tx, owner, keyId, true);
    const status = apiKeyStatus(old, nowMs);
    if (status !== 'active') {
      const hint = status === 'expiring' ? ` It was already rotated to ${old.rotatedToId}; rotate that key instead.` : '';
      throw new AppError('conflict', `Key ${keyId} is ${status} and cannot be rotated.${hint}`, { details: { keyId, status, rotatedToId: old.rotatedToId } });
    }
    assertMayIssue(old.environment, old.scopes);
    const issued = issueApiKey(tx, hashSecret, {
      accountId: owner.accountId, name: old.name, environment: old.environment, scopes: old.scopes as Scope[], expiresAt: old.expiresAt, createdByKeyId,
    }, nowMs);
    // The new row must exist before the old one points at it (foreign key).
    await tx.flush();
    old.rotatedToId = issued.record.id;
    old.gracePeriodEndsAt = new Date(nowMs + ROTATION_GRACE_MS);
    // The old key's record (now expiring, with rotatedToId and gracePeriodEndsAt); never a plaintext.
    await writeWebhookEvents(tx, [{ accountId: old.accountId, network: networkOfKey(old), type: 'key.rotated', data: { ...renderApiKey(old, nowMs) } }], nowMs);
    return { old, issued };
  });
}
