import Router from '@koa/router';
import type { ApiKeyEnvironment } from '../../shared/auth/api-key.js';
import type { Scope } from '../../shared/auth/scopes.js';
import { capExpiry, createApiKey, findApiKey, keyOwnerOf, listApiKeys, renderApiKey, revokeApiKeyTree, rotateApiKey } from '../../shared/accounts/api-keys.js';
import { validationError } from '../../shared/errors/app-error.js';
import type { AppDeps } from '../deps.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { respond } from '../lib/envelope.js';
import { announceRevocation, announceRotation, assertMayIssue } from '../lib/key-admin.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { idempotent } from '../middleware/idempotency.js';
import { validate } from '../middleware/validate.js';
import { createKeySchema, getKeySchema, listKeysSchema, revokeKeySchema, rotateKeySchema, keyExample, newKeyExample } from './keys.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, listEnvelope, ref } from '../openapi/schemas.js';

/**
 * What an Idempotency-Key replay of create or rotate keeps: the record without its plaintext.
 * The plaintext is shown once and stored nowhere, not even in the idempotency record.
 */
function withoutPlaintext(body: Record<string, unknown>): Record<string, unknown> {
  const { key: _key, ...record } = body.data as Record<string, unknown>;
  return { ...body, data: record };
}

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const keysOperations: OperationSpec[] = [
  {
    method: 'post', path: '/v1/keys', operationId: 'createKey', tag: 'Keys', scope: 'admin',
    summary: 'Create an API key',
    description: 'The plaintext `key` is in this answer only. A key never grants scopes its creator lacks, a test key creates only test keys, and a rotated (`expiring`) key creates none (403 insufficient_scope). The new key never outlives its creator: its `expiresAt` is capped at the creating key\'s (and set to it when omitted); `createdByKeyId` names the creator. An account holds at most `API_KEYS_MAX` (100) usable keys: the next create is 409 conflict with `details.reason` `key_limit_reached`.',
    request: createKeySchema, idempotent: true, errors: ['conflict'],
    responses: { 201: { description: 'The new key, with its plaintext; `Cache-Control: no-store` (an Idempotency-Key replay, without the plaintext, does not carry it).', schema: dataEnvelope(ref('NewApiKey')), optionalHeaders: ['Cache-Control'], example: exampleOf(newKeyExample) } },
  },
  {
    method: 'get', path: '/v1/keys', operationId: 'listKeys', tag: 'Keys', scope: 'admin',
    summary: 'List the account\'s API keys', request: listKeysSchema,
    responses: { 200: { description: 'One page of key records.', schema: listEnvelope(ref('ApiKey')), example: exampleOf([keyExample], { hasMore: false, nextCursor: null }) } },
  },
  {
    method: 'get', path: '/v1/keys/{keyId}', operationId: 'getKey', tag: 'Keys', scope: 'admin',
    summary: 'Get an API key', request: getKeySchema,
    responses: { 200: { description: 'The key record.', schema: dataEnvelope(ref('ApiKey')), example: exampleOf(keyExample) } },
  },
  {
    method: 'delete', path: '/v1/keys/{keyId}', operationId: 'revokeKey', tag: 'Keys', scope: 'admin',
    summary: 'Revoke an API key',
    description: 'At once, on every API instance. With `?cascade=true`, also every key this key created (`createdByKeyId`), transitively, rotations included: what a leaked key made goes with it. 503 when the other instances could not be told yet: retry the DELETE.',
    request: revokeKeySchema,
    responses: { 200: { description: 'The revoked key record.', schema: dataEnvelope(ref('ApiKey')), example: exampleOf({ ...keyExample, status: 'revoked', revokedAt: '2026-11-23T11:00:00.000Z' }) } },
  },
  {
    method: 'post', path: '/v1/keys/{keyId}/rotate', operationId: 'rotateKey', tag: 'Keys', scope: 'admin',
    summary: 'Rotate an API key',
    description: 'Answers a new key with its plaintext; the rotated key becomes `expiring` and stays valid for 24 hours. The new key\'s `createdByKeyId` is the caller\'s key and its `expiresAt` is capped at the caller\'s; an `expiring` caller cannot rotate (403 insufficient_scope).',
    request: rotateKeySchema, idempotent: true,
    responses: { 201: { description: 'The new key, with its plaintext; `Cache-Control: no-store` (an Idempotency-Key replay, without the plaintext, does not carry it).', schema: dataEnvelope(ref('NewApiKey')), optionalHeaders: ['Cache-Control'], example: exampleOf(newKeyExample) } },
    errors: ['conflict'],
  },
];

/**
 * /v1/keys (api-decisions section 3): create, list, get, revoke, rotate. Every route needs the
 * admin scope; every key is one of the caller's account (another account's id is 404).
 */
export function keysRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/keys' });
  const now = deps.now ?? Date.now;
  const secret = deps.config.keys.hashSecret;

  router.post('/', requireScope('admin'), validate(createKeySchema), idempotent(deps, { stored: withoutPlaintext }), async (ctx) => {
    const auth = authOf(ctx);
    const body = ctx.request.body as { name: string; scopes: Scope[]; expiresAt?: string; environment?: ApiKeyEnvironment };
    const environment = body.environment ?? auth.environment;
    assertMayIssue(auth, environment, body.scopes);
    const at = now();
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= at) throw validationError('expiresAt', 'must be in the future');
    // Never outlives its creator: capped at (and by default) the creating key's expiry. The
    // creator is re-checked and the cap counted inside the create's transaction.
    const issued = await createApiKey(deps.orm.em, secret, { accountId: auth.accountId, name: body.name, environment, scopes: body.scopes, expiresAt: capExpiry(expiresAt, auth.keyExpiresAt), createdByKeyId: auth.keyId }, at, deps.config.keys.maxPerAccount);
    await deps.keys.remember(issued.record.keyHash);
    ctx.set('Cache-Control', 'no-store'); // the answer holds the plaintext: no cache may keep it
    respond(ctx, 201, renderApiKey(issued.record, at, issued.plaintext));
  });

  router.get('/', requireScope('admin'), validate(listKeysSchema), async (ctx) => {
    const auth = authOf(ctx);
    const query = ctx.state.query as { limit: number; cursor?: string };
    const after = query.cursor ? decodeCursor(query.cursor, ['id'] as const, /^key_[0-9A-Za-z]{22}$/).id : null;
    const page = await listApiKeys(deps.orm.em, keyOwnerOf(auth), query.limit, after);
    const at = now();
    const last = page.items.at(-1);
    respond(ctx, 200, page.items.map((k) => renderApiKey(k, at)), {
      hasMore: page.hasMore,
      nextCursor: page.hasMore && last ? encodeCursor({ id: last.id }) : null,
    });
  });

  router.get('/:keyId', requireScope('admin'), validate(getKeySchema), async (ctx) => {
    const key = await findApiKey(deps.orm.em, keyOwnerOf(authOf(ctx)), ctx.params.keyId!);
    respond(ctx, 200, renderApiKey(key, now()));
  });

  router.delete('/:keyId', requireScope('admin'), validate(revokeKeySchema), async (ctx) => {
    const at = now();
    const cascade = (ctx.state.query as { cascade?: boolean }).cascade === true;
    const { key, revokedIds } = await revokeApiKeyTree(deps.orm.em, keyOwnerOf(authOf(ctx)), ctx.params.keyId!, at, cascade);
    // The key itself is announced even when it was already revoked (a retry after a 503).
    for (const id of new Set([key.id, ...revokedIds])) await announceRevocation(deps, id);
    respond(ctx, 200, renderApiKey(key, at));
  });

  router.post('/:keyId/rotate', requireScope('admin'), validate(rotateKeySchema), idempotent(deps, { stored: withoutPlaintext }), async (ctx) => {
    const auth = authOf(ctx);
    const at = now();
    const { old, issued } = await rotateApiKey(deps.orm.em, secret, keyOwnerOf(auth), ctx.params.keyId!, at, auth.keyId,
      (environment, scopes) => assertMayIssue(auth, environment, scopes), auth.keyExpiresAt, deps.config.keys.maxPerAccount);
    await deps.keys.remember(issued.record.keyHash);
    announceRotation(deps, old.id, ctx.state.log);
    ctx.set('Cache-Control', 'no-store'); // the answer holds the plaintext: no cache may keep it
    respond(ctx, 201, renderApiKey(issued.record, at, issued.plaintext));
  });

  return router;
}
