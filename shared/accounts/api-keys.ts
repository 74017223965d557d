import { LockMode } from '@mikro-orm/core';
import { generateApiKey, hashApiKey, type ApiKeyEnvironment } from '../auth/api-key.js';
import { apiKeyStatus, type ApiKeyStatus } from '../auth/key-status.js';
import { SCOPES, type Scope } from '../auth/scopes.js';
import { ApiKey } from '../db/entities/api-key.entity.js';
import { newId } from '../db/ids.js';
import type { EntityManager } from '../db/orm.js';
import { AppError } from '../errors/app-error.js';
import { grantsScope } from '../auth/scopes.js';
import { assertKeyCapacity } from './key-cap.js';
import { webhookTable, writeWebhookEvents } from '../webhooks/events.js';

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
  /** The key that created this one (through the API or the dashboard); null for the CLI and bootstrap. */
  createdByKeyId: string | null;
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
    createdByKeyId: record.createdByKeyId,
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

/**
 * Inside a create's or rotation's transaction: lock the issuing key (FOR SHARE, so a cascade
 * revocation, which locks it FOR UPDATE, waits for this transaction or this one waits for it)
 * and refuse unless it is still active. The caller authenticated with a cached view of its key;
 * without this re-check a create racing a cascade revoke could leave a live child of a revoked
 * key. A revoked, expired or expiring issuer is 403 insufficient_scope (details.reason says which).
 */
export async function lockIssuer(tx: EntityManager, issuerKeyId: string, nowMs: number): Promise<ApiKey> {
  const issuer = await tx.findOne(ApiKey, { id: issuerKeyId }, { lockMode: LockMode.PESSIMISTIC_READ });
  const status = issuer ? apiKeyStatus(issuer, nowMs) : 'revoked';
  if (!issuer || status === 'revoked' || status === 'expired') {
    // 403, not 401: the request was authenticated (and counted); its key lost the authority
    // to issue while it ran. Its next request is the 401.
    const reason = status === 'expired' ? 'issuer_expired' : 'issuer_revoked';
    throw new AppError('insufficient_scope', `The key making this request was ${status === 'expired' ? 'expired' : 'revoked'} while it ran: nothing was issued. Use another key of your account.`, {
      details: { requiredScope: 'admin', reason },
    });
  }
  if (status === 'expiring') {
    throw new AppError('insufficient_scope', 'This key was rotated and is in its grace period: it can no longer create or rotate keys. Use the key it was rotated to.', {
      details: { requiredScope: 'admin', reason: 'expiring_key_cannot_issue' },
    });
  }
  return issuer;
}

/**
 * Create a key on behalf of an issuing key, in one transaction: the issuer is re-checked under
 * a lock (lockIssuer), the account's cap (API_KEYS_MAX) is counted, then the key is written.
 * Used by POST /v1/keys and the dashboard alike.
 */
export async function createApiKey(em: EntityManager, hashSecret: string, input: NewApiKey & { createdByKeyId: string }, nowMs: number, maxPerAccount: number): Promise<IssuedApiKey> {
  return em.transactional(async (tx) => {
    await lockIssuer(tx, input.createdByKeyId, nowMs);
    await assertKeyCapacity(tx, input.accountId, maxPerAccount, nowMs);
    return issueApiKey(tx, hashSecret, input, nowMs);
  });
}

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
  return (await revokeApiKeyTree(em, owner, keyId, nowMs, false)).key;
}

/**
 * A created key never outlives its creator: its expiresAt is the earlier of the one asked for
 * (null: none) and the creator's (null: none). So a key made by a key that expires in a week
 * expires within that week too, whatever the request said (docs/keys-and-limits.md).
 */
export function capExpiry(requested: Date | null, creatorExpiresAt: Date | null): Date | null {
  if (!creatorExpiresAt) return requested;
  if (!requested) return creatorExpiresAt;
  return requested.getTime() <= creatorExpiresAt.getTime() ? requested : creatorExpiresAt;
}

/**
 * The ids of every key `keyId` created, transitively (createdByKeyId), that `owner` may see;
 * not `keyId` itself. One recursive statement.
 */
export async function descendantKeyIds(em: EntityManager, owner: KeyOwner, keyId: string): Promise<string[]> {
  const environmentFilter = owner.environment ? 'and k.environment = ?' : '';
  const rows = await em.execute<{ id: string }[]>(
    `with recursive tree(id) as (
       select ?::text
       union
       select k.id from ${webhookTable(em, 'api_keys')} k join tree t on k.created_by_key_id = t.id
        where k.account_id = ? ${environmentFilter}
     )
     select id from tree where id <> ?`,
    [keyId, owner.accountId, ...(owner.environment ? [owner.environment] : []), keyId],
    'all',
  );
  return rows.map((r) => r.id);
}

/**
 * Revoke a key and, with `cascade`, every key it created, transitively (created through the
 * API or the dashboard, rotations included: createdByKeyId), within what `owner` may see: a
 * leaked admin key's backdoors go with it. One transaction; each key newly revoked gets its
 * key.revoked event; keys already revoked are left as they are. Returns the key and the ids
 * of every key this call revoked (the caller announces each).
 */
export async function revokeApiKeyTree(em: EntityManager, owner: KeyOwner, keyId: string, nowMs: number, cascade: boolean): Promise<{ key: ApiKey; revokedIds: string[] }> {
  return em.transactional(async (tx) => {
    const key = await findApiKey(tx, owner, keyId, true);
    let keys = [key];
    if (cascade) {
      // Locking a key waits for any create or rotation it is issuing (they hold it FOR SHARE,
      // lockIssuer): once every key found is locked, read the tree again, until no new key
      // appears. Afterwards no key of the tree can issue until this commits, and then it sees
      // itself revoked. So no live child of a revoked key is left behind.
      const locked = new Set<string>([key.id]);
      for (;;) {
        const ids = (await descendantKeyIds(tx, owner, key.id)).filter((id) => !locked.has(id));
        if (!ids.length) break;
        const descendants = await tx.find(ApiKey, { id: { $in: ids }, ...owner }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' }, refresh: true });
        for (const d of descendants) locked.add(d.id);
        keys = [...keys, ...descendants];
        if (descendants.length < ids.length) break;
      }
    }
    const revoked = keys.filter((k) => !k.revokedAt);
    for (const k of revoked) k.revokedAt = new Date(nowMs);
    if (revoked.length) {
      // A key's payable links go with it (docs/links.md): their public endpoints answer 410 from now on.
      await tx.execute(`update ${webhookTable(tx, 'payment_links')} set status = 'revoked', revoked_at = ?, updated_at = ? where api_key_id in (${revoked.map(() => '?').join(', ')}) and status <> 'revoked'`,
        [new Date(nowMs), new Date(nowMs), ...revoked.map((k) => k.id)], 'run');
      await writeWebhookEvents(tx, revoked.map((k) => ({ accountId: k.accountId, network: networkOfKey(k), type: 'key.revoked' as const, data: { ...renderApiKey(k, nowMs) } })), nowMs);
    }
    return { key, revokedIds: revoked.map((k) => k.id) };
  });
}

/**
 * Rotate a key: a new key with the same name, environment, scopes and expiresAt; the old one
 * stays valid for exactly 24 hours (status `expiring`), then is `expired`. Only an active key
 * rotates: a key already rotated, revoked or expired answers 409 conflict. The new key's
 * expiresAt is capped at `creatorExpiresAt` (the caller's key: capExpiry). The row lock makes
 * two concurrent rotations of one key produce one new key, not two. The key.rotated webhook
 * event is written in the same transaction.
 *
 * The issuing key (`createdByKeyId`) is re-checked under a lock first (lockIssuer), and an
 * admin key is rotated only by itself: rotation hands the new secret to the caller and puts
 * the old key on a 24-hour clock, so another key rotating an admin key would be a takeover a
 * leaked key could use to lock the owner out (docs/keys-and-limits.md, "A way back").
 */
export async function rotateApiKey(
  em: EntityManager,
  hashSecret: string,
  owner: KeyOwner,
  keyId: string,
  nowMs: number,
  createdByKeyId: string | null,
  assertMayIssue: (environment: ApiKeyEnvironment, scopes: readonly string[]) => void = () => undefined,
  creatorExpiresAt: Date | null = null,
  /** API_KEYS_MAX: the account's cap, counted inside the transaction (rotation may reach twice it). */
  maxPerAccount?: number,
): Promise<{ old: ApiKey; issued: IssuedApiKey }> {
  return em.transactional(async (tx) => {
    // The issuer first, then the key: the order a cascade revocation locks them in (a creator
    // before what it created), so the two never deadlock.
    if (createdByKeyId && createdByKeyId !== keyId) await lockIssuer(tx, createdByKeyId, nowMs);
    // A key rotating itself is re-checked by this lock and the status below.
    const old = await findApiKey(tx, owner, keyId, true);
    const status = apiKeyStatus(old, nowMs);
    if (status !== 'active') {
      const hint = status === 'expiring' ? ` It was already rotated to ${old.rotatedToId}; rotate that key instead.` : '';
      throw new AppError('conflict', `Key ${keyId} is ${status} and cannot be rotated.${hint}`, { details: { keyId, status, rotatedToId: old.rotatedToId } });
    }
    if (createdByKeyId && createdByKeyId !== keyId && grantsScope(old.scopes, 'admin')) {
      throw new AppError('insufficient_scope', `Key ${keyId} is an admin key: only that key itself can rotate it (POST /v1/keys/${keyId}/rotate with it). Revoke it instead if you do not hold it.`, {
        details: { requiredScope: 'admin', reason: 'admin_key_rotates_itself' },
      });
    }
    if (maxPerAccount !== undefined) await assertKeyCapacity(tx, owner.accountId, maxPerAccount, nowMs, 'rotate');
    assertMayIssue(old.environment, old.scopes);
    const issued = issueApiKey(tx, hashSecret, {
      accountId: owner.accountId, name: old.name, environment: old.environment, scopes: old.scopes as Scope[], expiresAt: capExpiry(old.expiresAt, creatorExpiresAt), createdByKeyId,
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
