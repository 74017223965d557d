import type { Redis } from 'ioredis';
import { ApiKey } from '../db/entities/api-key.entity.js';
import type { Orm } from '../db/orm.js';

/**
 * The hashes of keys that exist and are not revoked, in one Redis set shared by every API
 * instance: the known-key filter the failure throttle is checked after (issue 34, point 4).
 * A key whose hash is in the set is looked up even from an address that used up its failing
 * keys, so a valid key is never refused for its neighbours' mistakes; only hashes no key has
 * (the guesses the throttle exists to make cheap) wait for the window.
 *
 * Kept current three ways: a key the API or the dashboard issues is added before its plaintext
 * is answered; every database lookup adds a usable key and removes a revoked one; and each
 * instance reads keys it has not seen yet (by id, which grows with time) every SYNC_INTERVAL_MS,
 * which covers the operator CLI and bootstrap. A hash missing from the set (Redis restarted
 * empty, a key issued a moment ago elsewhere) only falls back to the throttled path.
 */
export class KnownKeys {
  private readonly key: string;
  /** The highest key id read from the database so far ('' before the first sync). */
  private lastId = '';

  constructor(private readonly redis: Redis, prefix: string) {
    this.key = `${prefix}:auth:known-keys`;
  }

  async has(hash: string): Promise<boolean> {
    return (await this.redis.sismember(this.key, hash)) === 1;
  }

  async add(hash: string): Promise<void> {
    await this.redis.sadd(this.key, hash);
  }

  async remove(hash: string): Promise<void> {
    await this.redis.srem(this.key, hash);
  }

  /** Add every not-revoked key created since the last sync (all of them on the first), in pages. */
  async sync(orm: Orm, pageSize = 5000): Promise<number> {
    const em = orm.em.fork();
    let added = 0;
    for (;;) {
      const rows = await em.find(ApiKey, { id: { $gt: this.lastId }, revokedAt: null }, { fields: ['id', 'keyHash'], orderBy: { id: 'asc' }, limit: pageSize, disableIdentityMap: true });
      if (!rows.length) return added;
      await this.redis.sadd(this.key, ...rows.map((r) => r.keyHash));
      added += rows.length;
      this.lastId = rows.at(-1)!.id;
      if (rows.length < pageSize) return added;
    }
  }
}

/** How often each API instance reads keys issued outside it (the CLI, another instance). */
export const SYNC_INTERVAL_MS = 30_000;
