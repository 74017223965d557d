import type { ApiKeyEnvironment } from '../../shared/auth/api-key.js';
import { publishAuthInvalidation } from '../../shared/auth/invalidation.js';
import { scopesBeyond } from '../../shared/auth/scopes.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { AppDeps } from '../deps.js';

/**
 * What /v1/keys and the dashboard share around the key services of shared/accounts/api-keys.ts:
 * who may issue what, and telling every API instance about a revocation or rotation.
 */

/** The caller issuing a key: its environment, scopes and status. */
export interface KeyIssuer {
  environment: ApiKeyEnvironment;
  scopes: readonly string[];
  /** `expiring`: rotated, in its grace period; such a key issues nothing. */
  keyStatus: 'active' | 'expiring';
}

/**
 * A key may only issue keys it could have been itself: never a scope the caller lacks, a test
 * key never a live key, and a rotated (expiring) key nothing at all. Each answers 403
 * insufficient_scope (the caller's key lacks the authority), with details saying what is missing.
 */
export function assertMayIssue(auth: KeyIssuer, environment: ApiKeyEnvironment, scopes: readonly string[]): void {
  // A rotated key is on its way out (perhaps because it leaked): it keeps working for its
  // grace period, but it cannot leave a key behind that outlives it.
  if (auth.keyStatus === 'expiring') {
    throw new AppError('insufficient_scope', 'This key was rotated and is in its grace period: it can no longer create or rotate keys. Use the key it was rotated to.', {
      details: { requiredScope: 'admin', reason: 'expiring_key_cannot_issue' },
    });
  }
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
 * Other API instances must forget a revoked key within a second. If Redis cannot carry the
 * message the revocation is still committed; answer 503 so the client retries (harmless: it
 * publishes again).
 */
export async function announceRevocation(deps: Pick<AppDeps, 'keys' | 'redis' | 'config'>, keyId: string): Promise<void> {
  deps.keys.invalidate({ keyId });
  try {
    await publishAuthInvalidation(deps.redis, deps.config.redisPrefix, { keyId });
  } catch (cause) {
    throw new AppError('service_unavailable', 'The key is revoked, but other API instances could not be told yet. Retry the revocation.', { cause });
  }
}

/**
 * A rotated key stays valid for 24 hours, far longer than any cache entry lives
 * (KEY_CACHE_TTL_MS), so a lost message only delays when other instances show the new grace
 * period; never fail the rotation (its new plaintext exists only in this answer).
 */
export function announceRotation(deps: Pick<AppDeps, 'keys' | 'redis' | 'config'>, keyId: string, log: { warn: (o: object, m: string) => void } | undefined): void {
  deps.keys.invalidate({ keyId });
  publishAuthInvalidation(deps.redis, deps.config.redisPrefix, { keyId }).catch((err: Error) => log?.warn({ err: err.message }, 'key rotation not announced'));
}
