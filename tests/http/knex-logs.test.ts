import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { createLogger } from '../../shared/logging/logger.js';
import { fileDatabaseUrl } from '../helpers/file-database.js';

/**
 * knex's "Connection Error" warnings (Postgres dropped a pooled connection) used to be written
 * as plain text in the middle of the JSON logs; they go through pino now.
 */
let orm: Orm | undefined;
afterAll(async () => { await orm?.close(); });

describe('knex warnings', () => {
  it('a pooled connection Postgres terminated is logged as one JSON warn line, nothing on stdout', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', name: 'knex-test' }, { write: (l: string) => { lines.push(l); } });
    orm = await createOrm(loadConfig(undefined, { NODE_ENV: 'test', DATABASE_URL: await fileDatabaseUrl(), DATABASE_POOL_MAX: '1' }), logger);
    const [{ pid }] = await orm.em.fork().getConnection().execute<{ pid: number }[]>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: await fileDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    const written: string[] = [];
    const original = process.stdout.write.bind(process.stdout);
    const originalLog = console.log;
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => { written.push(String(chunk)); return (original as (...a: unknown[]) => boolean)(chunk, ...rest); }) as typeof process.stdout.write;
    console.log = (...args: unknown[]) => { written.push(args.map(String).join(' ')); };
    try {
      // The pool hands out the dead connection's replacement: the query still answers.
      for (let i = 0; i < 20 && !lines.some((l) => l.includes('Connection Error')); i++) {
        await orm.em.fork().getConnection().execute('select 1').catch(() => undefined);
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      process.stdout.write = original;
      console.log = originalLog;
    }
    const knexLines = lines.map((l) => JSON.parse(l) as { level: string; component?: string; msg: string }).filter((l) => l.component === 'knex');
    expect(knexLines.length).toBeGreaterThan(0);
    expect(knexLines[0]).toMatchObject({ level: 'warn', msg: expect.stringMatching(/^Connection Error/) });
    expect(written.filter((w) => w.includes('Connection Error'))).toEqual([]);
  });
});
