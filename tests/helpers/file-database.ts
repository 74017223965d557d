import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

let clone: Promise<string> | null = null;

/**
 * This test file's own database: a copy of the run's migrated template (tests/global-setup.ts),
 * made on first use and dropped with the template at the end of the run.
 *
 * A file of its own, because the workers' periodic passes read whole tables, as they must in
 * production: the record sweep, the history sweep, the webhook outbox relay. Two files sharing
 * one database, each with its own Redis prefix, would each relay and sweep the other's rows
 * into its own queues, with its own settings and clock.
 */
export function fileDatabaseUrl(): Promise<string> {
  clone ??= cloneTemplate(inject('databaseUrl'));
  return clone;
}

async function cloneTemplate(templateUrl: string): Promise<string> {
  const url = new URL(templateUrl);
  const template = decodeURIComponent(url.pathname.slice(1));
  const name = `${template}_f${randomBytes(4).toString('hex')}`;
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    // Postgres refuses to copy a template while another session copies it ("being accessed by
    // other users"): files starting together take turns.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (err) {
        if (attempt >= 50 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
      }
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
