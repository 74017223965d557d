import Router from '@koa/router';
import type { ApiKeyEnvironment } from '../../shared/auth/api-key.js';
import { publishAuthInvalidation } from '../../shared/auth/invalidation.js';
import { scopesBeyond, type Scope } from '../../shared/auth/scopes.js';
import { findApiKey, issueApiKey, keyOwnerOf, listApiKeys, renderApiKey, revokeApiKey, rotateApiKey } from '../../shared/accounts/api-keys.js';
import { AppError, validationError } from '../../shared/errors/app-error.js';
import type { AppDeps } from '../deps.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { respond } from '../lib/envelope.js';
import { authOf, requireScope, type AuthContext } from '../middleware/auth.js';
import { idempotent } from '../middleware/idempotency.js';
import { validate } from '../middleware/validate.js';
import { createKeySchema, getKeySchema, listKeysSchema, revokeKeySchema, rotateKeySchema } from './keys.schema.js';

/**
 * A key may only issue keys it could have been itself: never a scope the caller lacks, and a
 * test key never a live key. Both answer 403 insufficient_scope (the caller's key lacks the
 * authority), with details saying what is missing.
 */
function assertMayIssue(auth: AuthContext, environment: ApiKeyEnvironment, scopes: readonly string[]): void {
  if (environment === 'live' && auth.environment !== 'live') {
    throw new AppError('insufficient_scope', 'A test key can create only test keys. Omit environment (or send "test"), or use a live admin key.', {
      details: { requiredScope: 'admin', requiredEnvironment: 'live', reason: 'test_key_cannot_issue_live_keys' },
    });
  }
  const beyond = scopesBeyond(auth.scopes, scopes);
  if (beyond.length) {
    throw new AppError('insufficient_scope', `This key cannot grant ${beyond.join(', ')}: a key never grants scopes it lacks.`, {
      details: { requiredScope: beyond[0], missingScopes: beyond, reason: 'scope_escalation' },
    });
  }
}

/**
 * What an Idempotency-Key replay of create or rotate keeps: the record without its plaintext.
 * The plaintext is shown once and stored nowhere, not even in the idempotency record.
 */
function withoutPlaintext(body: Record<string, unknown>): Record<string, unknown> {
  const { key: _key, ...record } = body.data as Record<string, unknown>;
  return { ...body, data: record };
}

/**
 * /v1/keys (api-decisions section 3): create, list, get, revoke, rotate. Every route needs the
 * admin scope; every key is one of the caller's account (another account's id is 404).
 */
export function keysRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/keys' });
  const now = deps.now ?? Date.now;
  const secret = deps.config.keys.hashSecret;

  // Other API instances must forget a revoked key within a second. If Redis cannot carry the
  // message the revocation is still committed; answer 503 so the client retries the DELETE
  // (harmless: it publishes again).
  const announceRevocation = async (keyId: string) => {
    deps.keys.invalidate({ keyId });
    try {
      await publishAuthInvalidation(deps.redis, deps.config.redisPrefix, { keyId });
    } catch (cause) {
      throw new AppError('service_unavailable', 'The key is revoked, but other API instances could not be told yet. Retry the DELETE.', { cause });
    }
  };
  // A rotated key stays valid for 24 hours, far longer than any cache entry lives
  // (KEY_CACHE_TTL_MS), so a lost message only delays when other instances show the new
  // grace period; never fail the rotation (its new plaintext exists only in this answer).
  const announceRotation = (keyId: string, log: { warn: (o: object, m: string) => void } | undefined) => {
    deps.keys.invalidate({ keyId });
    publishAuthInvalidation(deps.redis, deps.config.redisPrefix, { keyId }).catch((err: Error) => log?.warn({ err: err.message }, 'key rotation not announced'));
  };

  router.post('/', requireScope('admin'), validate(createKeySchema), idempotent(deps, { stored: withoutPlaintext }), async (ctx) => {
    const auth = authOf(ctx);
    const body = ctx.request.body as { name: string; scopes: Scope[]; expiresAt?: string; environment?: ApiKeyEnvironment };
    const environment = body.environment ?? auth.environment;
    assertMayIssue(auth, environment, body.scopes);
    const at = now();
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= at) throw validationError('expiresAt', 'must be in the future');
    const em = deps.orm.em;
    const issued = issueApiKey(em, secret, { accountId: auth.accountId, name: body.name, environment, scopes: body.scopes, expiresAt, createdByKeyId: auth.keyId }, at);
    await em.flush();
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
    const key = await revokeApiKey(deps.orm.em, keyOwnerOf(authOf(ctx)), ctx.params.keyId!, at);
    await announceRevocation(key.id);
    respond(ctx, 200, renderApiKey(key, at));
  });

  router.post('/:keyId/rotate', requireScope('admin'), validate(rotateKeySchema), idempotent(deps, { stored: withoutPlaintext }), async (ctx) => {
    const auth = authOf(ctx);
    const at = now();
    const { old, issued } = await rotateApiKey(deps.orm.em, secret, keyOwnerOf(auth), ctx.params.keyId!, at, auth.keyId,
      (environment, scopes) => assertMayIssue(auth, environment, scopes));
    announceRotation(old.id, ctx.state.log);
    respond(ctx, 201, renderApiKey(issued.record, at, issued.plaintext));
  });

  return router;
}
