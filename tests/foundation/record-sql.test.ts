import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { newId } from '../../shared/db/ids.js';
import { createOrm } from '../../shared/db/orm.js';
import { recordSql } from '../../shared/db/record-sql.js';
import { loadConfig } from '../../config/index.js';
import { createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';

let h: Harness;
let key: TestKey;
beforeAll(async () => {
  h = await startHarness({ workers: false });
  key = await createAccountWithKey(h);
});
afterAll(async () => { await h?.close(); });

const plain = (o: object) => ({ ...o });

function intent(patch: Partial<Intent> = {}): Intent {
  return Object.assign(new Intent(), {
    id: newId('int'), accountId: key.accountId, apiKeyId: key.keyId, network: 'devnet', walletAddress: 'W', command: 'swap 1 SOL for USDC',
    createdAt: new Date('2026-11-21T10:00:00.123Z'), updatedAt: new Date('2026-11-21T10:00:00.123Z'),
  }, patch);
}

describe('RecordSql: the request path statements on job records', () => {
  it('writes what the ORM reads back, and reads what the ORM reads (JSON, numbers, dates)', async () => {
    const written = intent({ status: 'parsed', type: 'swap', confidence: 0.93, params: { amount: { value: '1.5', unit: 'token' }, route: ['a', 'b'] }, details: { path: 'grammar', defaulted: [] } });
    await recordSql(h.orm).insert(Intent, written);
    const viaOrm = await h.orm.em.fork().findOneOrFail(Intent, { id: written.id });
    expect(plain(viaOrm)).toEqual(plain(written));
    const viaSql = await recordSql(h.orm).read(Intent, written.id);
    expect(viaSql).toBeInstanceOf(Intent);
    expect(plain(viaSql!)).toEqual(plain(viaOrm));
  });

  it('a row sent as JSON (the worker\'s "record done" message) makes the same record as a read', async () => {
    const i = intent({ status: 'parsed', type: 'swap', confidence: 0.93, params: { amount: { value: '1.5', unit: 'token' } }, details: { path: 'grammar' } });
    await recordSql(h.orm).insert(Intent, i);
    const tx = Object.assign(new TransactionRecord(), {
      id: newId('tx'), accountId: key.accountId, apiKeyId: key.keyId, intentId: i.id, network: 'devnet', walletAddress: 'W', type: 'transfer',
      status: 'pending', simulate: false, volumeUsd: 12.5, lastValidBlockHeight: '9007199254740993',
    });
    await recordSql(h.orm).insert(TransactionRecord, tx);
    const written = await recordSql(h.orm).update(TransactionRecord, tx.id, ['pending'], { status: 'built', transaction: 'AQID', simulation: { unitsConsumed: 450, logs: ['x'] } });
    const sent = JSON.parse(JSON.stringify(recordSql(h.orm).rowOf(written!)));
    const received = recordSql(h.orm).fromRow(TransactionRecord, sent);
    expect(received).toBeInstanceOf(TransactionRecord);
    expect(plain(received)).toEqual(plain((await recordSql(h.orm).read(TransactionRecord, tx.id))!));
    expect(received.createdAt).toBeInstanceOf(Date);
    const readIntent = (await recordSql(h.orm).read(Intent, i.id))!;
    expect(plain(recordSql(h.orm).fromRow(Intent, JSON.parse(JSON.stringify(recordSql(h.orm).rowOf(readIntent)))))).toEqual(plain(readIntent));
  });

  it('reads a build record as the ORM does: bigint, double, booleans, null dates', async () => {
    const i = intent();
    await recordSql(h.orm).insert(Intent, i);
    const tx = Object.assign(new TransactionRecord(), {
      id: newId('tx'), accountId: key.accountId, apiKeyId: key.keyId, intentId: i.id, network: 'devnet', walletAddress: 'W', type: 'transfer',
      status: 'built', simulate: false, transaction: 'AQID', volumeUsd: 12.5, lastValidBlockHeight: '9007199254740993', simulation: { unitsConsumed: 450, logs: ['x'] },
    });
    await recordSql(h.orm).insert(TransactionRecord, tx);
    const viaOrm = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: tx.id });
    const viaSql = await recordSql(h.orm).read(TransactionRecord, tx.id);
    expect(plain(viaSql!)).toEqual(plain(viaOrm));
    expect(viaSql!.lastValidBlockHeight).toBe(viaOrm.lastValidBlockHeight);
    expect(viaSql!.settledAt).toBeNull();
  });

  it('updates only from the given states, bumps counters, and answers what it wrote', async () => {
    const i = intent();
    const sql = recordSql(h.orm);
    await sql.insert(Intent, i);
    const running = await sql.update(Intent, i.id, ['pending', 'running'], { status: 'running' }, ['attempts']);
    expect(running).toMatchObject({ id: i.id, status: 'running', attempts: 1 });
    const parsed = await sql.update(Intent, i.id, ['running'], { status: 'parsed', type: 'swap', params: { x: [1, 2] } });
    expect(parsed).toMatchObject({ status: 'parsed', params: { x: [1, 2] }, attempts: 1 });
    // A final record is never overwritten by a late or repeated job.
    expect(await sql.update(Intent, i.id, ['pending', 'running'], { status: 'failed' })).toBeNull();
    expect(await h.orm.em.fork().findOneOrFail(Intent, { id: i.id })).toMatchObject({ status: 'parsed', type: 'swap' });
    expect(await sql.read(Intent, newId('int'))).toBeNull();
    // undefined leaves a field as it is; null clears it.
    expect(await sql.update(Intent, i.id, ['parsed'], { status: 'parsed', type: undefined, details: null })).toMatchObject({ type: 'swap', details: null });
    // A field the entity does not store is a programming error, not something to drop quietly.
    await expect(sql.update(Intent, i.id, ['parsed'], { status: 'parsed', colour: 'red' } as never)).rejects.toThrow(/no column for colour/);
  });

  it('keeps working when a migration adds a column under a running process (no `select *` plans)', async () => {
    // On a copy of the table in a schema of its own: altering the shared one would lock out
    // the test files running beside this one.
    const schema = `record_sql_probe_${process.pid}`;
    const knex = h.orm.em.getKnex();
    await knex.raw(`create schema ${schema}; create table ${schema}.intents (like public.intents including all)`);
    const orm = await createOrm(loadConfig(undefined, { NODE_ENV: 'test', DATABASE_URL: h.config.databaseUrl, DATABASE_SCHEMA: schema }));
    try {
      const sql = recordSql(orm);
      const i = intent();
      await sql.insert(Intent, i);
      // Every statement prepared on the pool's connection before the migration.
      expect(await sql.read(Intent, i.id)).toMatchObject({ id: i.id });
      expect(await sql.update(Intent, i.id, ['pending'], { status: 'running' })).toMatchObject({ status: 'running' });
      await knex.raw(`alter table ${schema}.intents add column record_sql_probe text`);
      expect(await sql.read(Intent, i.id)).toMatchObject({ id: i.id, status: 'running' });
      expect(await sql.update(Intent, i.id, ['running'], { status: 'parsed' })).toMatchObject({ status: 'parsed' });
      await sql.insert(Intent, intent());
    } finally {
      await orm.close();
      await knex.raw(`drop schema ${schema} cascade`);
    }
  });

  it('lets a database refusal through as it is (nothing half-written)', async () => {
    const bad = intent({ command: '' });
    await expect(recordSql(h.orm).insert(Intent, bad)).rejects.toMatchObject({ code: '23514' }); // check_violation
    expect(await recordSql(h.orm).read(Intent, bad.id)).toBeNull();
  });
});
