import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, rememberPlaintext } from '../helpers/accounts.js';
import { assertNoKeyLeaks } from '../helpers/leaks.js';
import { childEnvironment } from '../../config/index.js';
import { Account } from '../../shared/db/entities/account.entity.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let h: Harness;
beforeAll(async () => { h = await startHarness({ workers: false }); });
afterAll(async () => { await h.close(); });

/** Run the operator CLI as a child process against the test database and the harness's Redis prefix. */
function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'scripts/cli.ts', ...args], {
      cwd: ROOT,
      env: childEnvironment({ DATABASE_URL: h.config.databaseUrl, REDIS_PREFIX: h.config.redisPrefix, NODE_ENV: 'test', ...env }),
      timeout: 20_000,
    }, (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }));
  });
}

describe('accounts:create', () => {
  it('--json prints exactly {accountId, keyId, key} on stdout, and the key works against the app', async () => {
    const run = await cli(['accounts:create', '--name', 'x', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(run.stdout);
    rememberPlaintext(out.key);
    expect(Object.keys(out)).toEqual(['accountId', 'keyId', 'key']);
    expect(out).toEqual({ accountId: expect.stringMatching(/^acc_/), keyId: expect.stringMatching(/^key_/), key: expect.stringMatching(/^service_live_/) });

    const res = await h.request('/v1/keys', { headers: bearer(out.key) });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ id: out.keyId, scopes: ['admin'], environment: 'live', name: 'Admin key' })]);
    expect(res.headers.get('x-ratelimit-limit')).toBe('30'); // new accounts are free
    const account = await h.orm.em.fork().findOneOrFail(Account, { id: out.accountId });
    expect(account).toMatchObject({ name: 'x', tier: 'free' });
  });

  it('runs as the README prints it, with NODE_ENV unset: development mode by default, as npm start (issue 40)', async () => {
    const run = await cli(['accounts:create', '--name', 'readme', '--environment', 'test', '--json'], { NODE_ENV: '' });
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout);
    rememberPlaintext(out.key);
    const res = await h.request('/v1/keys', { headers: bearer(out.key) });
    expect(res.status, res.text).toBe(200);
  });

  it('takes --tier and --environment, and prints the key once for people without --json', async () => {
    const run = await cli(['accounts:create', '--name', 'Acme dev', '--tier', 'pro', '--environment', 'test']);
    expect(run.code, run.stderr).toBe(0);
    const key = /service_test_[0-9A-Za-z]{28}/.exec(run.stdout)?.[0];
    rememberPlaintext(key);
    expect(key).toBeDefined();
    expect(run.stdout).toContain('shown only this once');
    const res = await h.request('/v1/keys', { headers: bearer(key!) });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('120');
  });

  it('refuses bad arguments (exit 2) and says clearly when the database is not migrated (exit 1)', async () => {
    const noName = await cli(['accounts:create', '--json']);
    expect(noName.code).toBe(2);
    expect(noName.stdout).toBe('');
    expect(noName.stderr).toContain('--name is required');
    const badTier = await cli(['accounts:create', '--name', 'x', '--tier', 'gold']);
    expect(badTier.code).toBe(2);
    expect(badTier.stderr).toContain('--tier must be one of free, pro, enterprise');

    const unmigrated = await cli(['accounts:create', '--name', 'x', '--json'], { DATABASE_SCHEMA: 'never_migrated' });
    expect(unmigrated.code).toBe(1);
    expect(unmigrated.stdout).toBe('');
    expect(unmigrated.stderr).toMatch(/is not migrated\. Run `npm run db:migrate` first/);
  });
});

describe('accounts:set-tier', () => {
  it('changes the tier, and running API instances apply it at once (X-RateLimit-Limit)', async () => {
    const created = JSON.parse((await cli(['accounts:create', '--name', 'upgrade me', '--json'])).stdout);
    rememberPlaintext(created.key);
    const before = await h.request('/v1/keys', { headers: bearer(created.key) });
    expect(before.headers.get('x-ratelimit-limit')).toBe('30'); // and the key is now cached with its tier

    const run = await cli(['accounts:set-tier', created.accountId, 'enterprise', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ accountId: created.accountId, tier: 'enterprise' });

    let limit: string | null = null;
    for (let i = 0; i < 50 && limit !== '600'; i++) {
      limit = (await h.request('/v1/keys', { headers: bearer(created.key) })).headers.get('x-ratelimit-limit');
      if (limit !== '600') await new Promise((r) => setTimeout(r, 20));
    }
    expect(limit).toBe('600');
  });

  it('refuses an unknown account (exit 1) and an unknown tier (exit 2)', async () => {
    const unknown = await cli(['accounts:set-tier', 'acc_0000000000000000000000', 'pro']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account acc_0000000000000000000000');
    const badTier = await cli(['accounts:set-tier', 'acc_0000000000000000000000', 'gold']);
    expect(badTier.code).toBe(2);
  });
});

describe('secrets', () => {
  it('leaves no key plaintext in the database, the logs or Redis', async () => {
    await h.app.usage.flush();
    await assertNoKeyLeaks(h);
  });
});
