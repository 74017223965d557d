import type { ApiKeyEnvironment } from '../auth/api-key.js';
import { Account, TIERS, type Tier } from '../db/entities/account.entity.js';
import { newId } from '../db/ids.js';
import type { EntityManager, Orm } from '../db/orm.js';
import { issueApiKey } from './api-keys.js';

export { TIERS };
export type { Tier };

/** A new account and its first key, as the operator CLI prints it (plaintext shown once). */
export interface CreatedAccount {
  accountId: string;
  keyId: string;
  key: string;
}

export interface NewAccount {
  name: string;
  /** Default free (api-decisions section 2: new accounts are free). */
  tier?: Tier;
  /** Environment of the first admin key; default live. */
  environment?: ApiKeyEnvironment;
}

/** Create an account and its first admin key in one transaction. */
export async function createAccountWithAdminKey(em: EntityManager, hashSecret: string, input: NewAccount, nowMs = Date.now()): Promise<CreatedAccount> {
  return em.transactional(async (tx) => {
    const account = Object.assign(new Account(), { id: newId('acc', nowMs), name: input.name, tier: input.tier ?? 'free', createdAt: new Date(nowMs) });
    tx.persist(account);
    await tx.flush(); // the account row must exist before its key (foreign key)
    const issued = issueApiKey(tx, hashSecret, {
      accountId: account.id, name: 'Admin key', environment: input.environment ?? 'live', scopes: ['admin'],
    }, nowMs);
    return { accountId: account.id, keyId: issued.record.id, key: issued.plaintext };
  });
}

/**
 * Change an account's tier; returns false when there is no such account. The caller must
 * then publish an account invalidation so running API instances apply it at once.
 */
export async function setAccountTier(em: EntityManager, accountId: string, tier: Tier): Promise<boolean> {
  const changed = await em.nativeUpdate(Account, { id: accountId }, { tier });
  return changed > 0;
}

export interface DevBootstrapOptions {
  /** config.keys.hashSecret: the HMAC secret keys are stored under. */
  hashSecret: string;
  /** Name of the development account (default "Development"). */
  name?: string;
  /** Tier of the development account (default free). */
  tier?: Tier;
}

/**
 * Development start-up: when the database holds no account at all, create a development
 * account with a TEST admin key and return it (the plaintext, to print once); otherwise
 * return null. A transaction-scoped advisory lock makes concurrent start-ups create one.
 * The database must be migrated.
 */
export async function bootstrapDevAccount(orm: Orm, options: DevBootstrapOptions): Promise<CreatedAccount | null> {
  return orm.em.fork().transactional(async (tx) => {
    await tx.getConnection().execute("select pg_advisory_xact_lock(hashtext('solana-intent-service:dev-bootstrap'))", [], 'all', tx.getTransactionContext());
    if ((await tx.count(Account, {})) > 0) return null;
    return createAccountWithAdminKey(tx, options.hashSecret, { name: options.name ?? 'Development', tier: options.tier ?? 'free', environment: 'test' });
  });
}
