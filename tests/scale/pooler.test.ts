import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { createOrm, directDatabase, migrate } from '../../shared/db/orm.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { fileDatabaseUrl } from '../helpers/file-database.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { pgbouncerBinary, startPgBouncer, type PgBouncer } from './pgbouncer.js';
import { skipUnlessPresent } from './requirements.js';

/**
 * The service with DATABASE_URL pointing at PgBouncer 1.18 in transaction mode (Debian's), as
 * an operator behind a pooler runs it: DATABASE_POOLER=transaction, and DATABASE_URL_DIRECT
 * for the LISTEN session and migrations.
 */
const binary = pgbouncerBinary();
skipUnlessPresent('tests/scale/pooler.test.ts', binary ? null : 'pgbouncer is not installed (apt-get install -y pgbouncer)');

const WALLET = '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH';

describe.skipIf(!binary)('behind PgBouncer in transaction mode', () => {
  let bouncer: PgBouncer;
  let direct: string;
  let pooled: string;
  let h: Harness;
  let key: TestKey;

  beforeAll(async () => {
    direct = await fileDatabaseUrl();
    const url = new URL(direct);
    bouncer = await startPgBouncer({ host: url.hostname, port: Number(url.port || 5432) }, { poolSize: 4 });
    pooled = bouncer.urlFor(direct);
    // What docs/deployment.md asks of the operator: the statement bound as the database's default.
    const admin = new pg.Client({ connectionString: direct });
    await admin.connect();
    await admin.query(`alter database "${url.pathname.slice(1)}" set statement_timeout = '15s'`);
    await admin.end();
    h = await startHarness({ env: { DATABASE_URL: pooled, DATABASE_URL_DIRECT: direct, DATABASE_POOLER: 'transaction', DATABASE_POOL_MAX: '8' } });
    key = await createAccountWithKey(h, { scopes: ['write:intents'] });
  });
  afterAll(async () => {
    await h?.close();
    await bouncer?.stop();
  });

  it('refuses the statement_timeout startup parameter, which is why the setting exists', async () => {
    const orm = await createOrm(loadConfig(undefined, { DATABASE_URL: pooled }));
    try {
      await expect(orm.em.getConnection().execute('select 1')).rejects.toThrow(/unsupported startup parameter: statement_timeout/);
    } finally {
      await orm.close();
    }
  });

  it('answers POST /v1/intents from many concurrent requests over a 4-connection server pool (no prepared-statement clash)', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      h.request('/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command: `send ${i + 1} SOL to A4MfpK5JtghRaRw6Ko3qEknq9myx6EAZeHNyYeU3QpET` }, headers: bearer(key) })));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(201));
    for (const a of answers.slice(0, 5)) {
      const again = await h.request(`/v1/intents/${a.body.data.id}`, { headers: bearer(key) });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ id: a.body.data.id, status: 'parsed' });
    }
  });

  it('writes the usage events of those requests (their batched INSERT is unnamed too)', async () => {
    const counted = await eventually(async () => Number((await h.orm.em.getConnection().execute<Array<{ n: string }>>('select count(*) as n from usage_events where account_id = ?', [key.accountId]))[0].n), (n) => n >= 40, 10_000, 100);
    expect(counted).toBeGreaterThanOrEqual(40);
    expect(h.logLines.filter((l) => /prepared statement/.test(l))).toEqual([]);
  });

  it('runs statements under the database\'s statement_timeout, not unbounded', async () => {
    const rows = await h.orm.em.getConnection().execute<Array<{ statement_timeout: string }>>('show statement_timeout');
    expect(rows[0].statement_timeout).toBe('15s');
  });

  it('keeps the webhook relay\'s LISTEN on a session of its own, not one of the pooler\'s', async () => {
    const database = new URL(direct).pathname.slice(1);
    const admin = new pg.Client({ connectionString: direct });
    await admin.connect();
    try {
      const listeners = await eventually(
        async () => (await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and query like 'listen %'", [database])).rows.map((r) => r.pid),
        (pids) => pids.length > 0, 10_000, 100);
      expect(listeners.length).toBeGreaterThan(0);
      const console = new pg.Client({ connectionString: bouncer.urlFor(direct).replace(/\/[^/]*$/, '/pgbouncer') });
      await console.connect();
      const servers = (await console.query<{ remote_pid: string }>('show servers')).rows.map((r) => Number(r.remote_pid));
      await console.end();
      expect(servers.length).toBeGreaterThan(0);
      for (const pid of listeners) expect(servers).not.toContain(pid);
    } finally {
      await admin.end();
    }
  });

  it('migrates through the direct URL', async () => {
    const orm = await createOrm(directDatabase(loadConfig(undefined, { DATABASE_URL: pooled, DATABASE_URL_DIRECT: direct, DATABASE_POOLER: 'transaction' })));
    try {
      expect(orm.config.get('clientUrl')).toBe(direct);
      expect(await migrate(orm)).toEqual([]);
    } finally {
      await orm.close();
    }
  });
});
