import { hashApiKey } from '../../shared/auth/api-key.js';
import { expect } from 'vitest';
import type { Harness } from './harness.js';
import { plaintextsSeen } from './accounts.js';

/** Every Redis key under the harness prefix, with its value(s) as text (any type, BullMQ's included). */
async function redisDump(h: Harness): Promise<Array<{ key: string; text: string }>> {
  const out: Array<{ key: string; text: string }> = [];
  let cursor = '0';
  do {
    const [next, keys] = await h.redis.scan(cursor, 'MATCH', `${h.config.redisPrefix}:*`, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const type = await h.redis.type(key);
      let value: unknown = null;
      if (type === 'string') value = await h.redis.get(key);
      else if (type === 'hash') value = await h.redis.hgetall(key);
      else if (type === 'list') value = await h.redis.lrange(key, 0, -1);
      else if (type === 'set') value = await h.redis.smembers(key);
      else if (type === 'zset') value = await h.redis.zrange(key, 0, -1, 'WITHSCORES');
      else if (type === 'stream') value = await h.redis.xrange(key, '-', '+');
      out.push({ key, text: `${key} ${JSON.stringify(value)}` });
    }
  } while (cursor !== '0');
  return out;
}

/**
 * Assert that no key plaintext this test process made or received appears anywhere it must
 * not: in any row of any table of the database (each row as text), in the harness's log
 * lines, or in any Redis key or value under the harness prefix (BullMQ job hashes, caches,
 * idempotency records, limits). Returns how many places were scanned, so tests can check the
 * scan was not vacuous.
 */
export async function assertNoKeyLeaks(h: Harness, plaintexts: Iterable<string> = plaintextsSeen): Promise<{ rows: number; logLines: number; redisKeys: number }> {
  const secrets = [...plaintexts];
  expect(secrets.length).toBeGreaterThan(0);
  const found: string[] = [];

  const schema = h.config.databaseSchema;
  const conn = h.orm.em.fork().getConnection();
  const tables = await conn.execute(`select table_name from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE'`, [schema]) as Array<{ table_name: string }>;
  let rows = 0;
  const patterns = secrets.map((s) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  for (const { table_name: table } of tables) {
    const [{ total, hits }] = await conn.execute(
      `select count(*)::int as total, count(*) filter (where r::text like any(array[${patterns.map(() => '?').join(', ')}]::text[]))::int as hits from "${schema}"."${table}" as r`,
      patterns,
    ) as Array<{ total: number; hits: number }>;
    rows += total;
    if (hits) found.push(`${hits} row(s) of table ${table}`);
  }

  // Logs carry neither a plaintext nor the stored hash of one (e.g. inside a failed query's SQL).
  const logText = h.logLines.join('\n');
  for (const s of secrets) {
    if (logText.includes(s)) found.push(`log lines (key ending ${s.slice(-4)})`);
    if (logText.includes(hashApiKey(s, h.config.keys.hashSecret))) found.push(`log lines (hash of key ending ${s.slice(-4)})`);
  }

  const dump = await redisDump(h);
  for (const { key, text } of dump) for (const s of secrets) if (text.includes(s)) found.push(`Redis key ${key}`);

  expect(found, 'key plaintext found where it must never be').toEqual([]);
  return { rows, logLines: h.logLines.length, redisKeys: dump.length };
}
