import type { Harness } from './harness.js';
import { issueApiKey, revokeApiKey } from '../../shared/accounts/api-keys.js';
import type { ApiKeyEnvironment } from '../../shared/auth/api-key.js';
import { publishAuthInvalidation } from '../../shared/auth/invalidation.js';
import type { Scope } from '../../shared/auth/scopes.js';
import { Account, type Tier } from '../../shared/db/entities/account.entity.js';
import { newId } from '../../shared/db/ids.js';

/** An account and one of its keys, with the plaintext. */
export interface TestKey {
  accountId: string;
  keyId: string;
  key: string;
}

export interface TestKeyOptions {
  /** Default enterprise (600 requests/minute), so tests are not throttled unless they mean to be. */
  tier?: Tier;
  /** Default live. */
  environment?: ApiKeyEnvironment;
  /** Default ['admin']. */
  scopes?: Scope[];
  name?: string;
  /** Written as is (a past date makes an already expired key). */
  expiresAt?: Date | null;
}

/**
 * Every plaintext the helpers made or saw in this test process: assertNoKeyLeaks() looks for
 * each in the database, the logs and Redis.
 */
export const plaintextsSeen = new Set<string>();

/** Remember a plaintext from an API answer (create, rotate) for the leak scan. */
export function rememberPlaintext(key: unknown): void {
  if (typeof key === 'string' && key.startsWith('service_')) plaintextsSeen.add(key);
}

const clockOf = (h: Harness) => h.app.now ?? Date.now;

/** A new account (enterprise by default) with one key (admin by default), written directly. */
export async function createAccountWithKey(h: Harness, options: TestKeyOptions = {}): Promise<TestKey> {
  const at = clockOf(h)();
  const em = h.orm.em.fork();
  const account = Object.assign(new Account(), { id: newId('acc', at), name: options.name ?? 'Test account', tier: options.tier ?? 'enterprise', createdAt: new Date(at) });
  await em.persistAndFlush(account);
  return addKey(h, account.id, options);
}

/** Another key of an existing account. */
export async function addKey(h: Harness, accountId: string, options: Omit<TestKeyOptions, 'tier'> = {}): Promise<TestKey> {
  const at = clockOf(h)();
  const em = h.orm.em.fork();
  const issued = issueApiKey(em, h.config.keys.hashSecret, {
    accountId, name: options.name ?? 'Test key', environment: options.environment ?? 'live', scopes: options.scopes ?? ['admin'], expiresAt: options.expiresAt ?? null,
  }, at);
  await em.flush();
  rememberPlaintext(issued.plaintext);
  return { accountId, keyId: issued.record.id, key: issued.plaintext };
}

/** Revoke a key directly (as DELETE /v1/keys/{id} does, including the pub/sub invalidation). */
export async function revokeKey(h: Harness, key: TestKey): Promise<void> {
  await revokeApiKey(h.orm.em.fork(), { accountId: key.accountId }, key.keyId, clockOf(h)());
  await publishAuthInvalidation(h.redis, h.config.redisPrefix, { keyId: key.keyId });
  h.app.keys.invalidate({ keyId: key.keyId });
}

/** The Authorization header for a key. */
export function bearer(key: string | TestKey): Record<string, string> {
  return { Authorization: `Bearer ${typeof key === 'string' ? key : key.key}` };
}
