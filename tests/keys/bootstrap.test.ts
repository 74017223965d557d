import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { bootstrapDevAccount } from '../../shared/accounts/accounts.js';
import { hashApiKey, parseApiKey } from '../../shared/auth/api-key.js';
import { Account } from '../../shared/db/entities/account.entity.js';
import { ApiKey } from '../../shared/db/entities/api-key.entity.js';
import { createOrm, dropDatabase, ensureDatabase, migrate, type Orm } from '../../shared/db/orm.js';

// An empty database of its own: the shared test database already holds other files' accounts.
const url = new URL(inject('databaseUrl'));
url.pathname = `${url.pathname}_bootstrap`;
const config = loadConfig({}, { NODE_ENV: 'test', DATABASE_URL: url.toString() });
let orm: Orm;
beforeAll(async () => {
  await ensureDatabase(config.databaseUrl);
  orm = await createOrm(config);
  await migrate(orm);
});
afterAll(async () => {
  await orm?.close();
  await dropDatabase(config.databaseUrl);
});

describe('bootstrapDevAccount', () => {
  it('creates one development account with a test admin key when there is none, then does nothing', async () => {
    const results = await Promise.all([0, 1, 2].map(() => bootstrapDevAccount(orm, { hashSecret: config.keys.hashSecret })));
    const created = results.filter((r) => r !== null);
    expect(created).toHaveLength(1);
    const dev = created[0]!;
    expect(dev).toEqual({ accountId: expect.stringMatching(/^acc_/), keyId: expect.stringMatching(/^key_/), key: expect.stringMatching(/^service_test_/) });
    expect(parseApiKey(dev.key)).toMatchObject({ ok: true, environment: 'test' });

    const em = orm.em.fork();
    expect(await em.find(Account, {})).toEqual([expect.objectContaining({ id: dev.accountId, name: 'Development', tier: 'free' })]);
    const key = await em.findOneOrFail(ApiKey, { id: dev.keyId });
    expect(key).toMatchObject({ accountId: dev.accountId, environment: 'test', scopes: ['admin'], keyHash: hashApiKey(dev.key, config.keys.hashSecret) });

    expect(await bootstrapDevAccount(orm, { hashSecret: config.keys.hashSecret })).toBeNull();
    expect(await em.count(Account, {})).toBe(1);
  });
});
