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
  /**
   * The highest key id read from the database so far, in Redis beside the set (shared by every
   * instance, and lost with the set: a Redis that restarted empty is filled again from the first
   * key at the next sync).
   */
  private readonly lastIdKey: string;
  /** The sync callers of syncFresh() wait for, while it has not started yet. */
  private queued: Promise<void> | null = null;
  private running: Promise<unknown> | null = null;
  private lastFreshStartMs = 0;

  constructor(private readonly redis: Redis, prefix: string) {
    this.key = `${prefix}:auth:known-keys`;
    this.lastIdKey = `${prefix}:auth:known-keys:last-id`;
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
    let lastId = (await this.redis.get(this.lastIdKey)) ?? '';
    let added = 0;
    for (;;) {
      const rows = await em.find(ApiKey, { id: { $gt: lastId }, revokedAt: null }, { fields: ['id', 'keyHash'], orderBy: { id: 'asc' }, limit: pageSize, disableIdentityMap: true });
      if (!rows.length) return added;
      lastId = rows.at(-1)!.id;
      await this.redis.multi().sadd(this.key, ...rows.map((r) => r.keyHash)).set(this.lastIdKey, lastId).exec();
      added += rows.length;
      if (rows.length < pageSize) return added;
    }
  }

  /**
   * Resolves after a sync that started after this call: what a request whose key the filter
   * does not hold waits for before its address's throttle may refuse it, so a key issued a
   * moment ago outside the API (the CLI, bootstrap, another instance) is found. Every caller
   * until it starts joins one sync; at most one runs at a time, at most one starts per
   * `minGapMs`: however many guesses an address sends, they cost this process at most
   * 1000 / minGapMs index reads a second, each returning only keys issued since the last one.
   * Rejects when the database cannot be read.
   */
  syncFresh(orm: Orm, minGapMs = FRESH_SYNC_GAP_MS): Promise<void> {
    if (this.queued) return this.queued;
    const queued = (async () => {
      await this.running?.catch(() => undefined);
      const wait = this.lastFreshStartMs + minGapMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.queued = null; // callers from now on need the next sync
      this.lastFreshStartMs = Date.now();
      const run = this.sync(orm);
      this.running = run;
      try {
        await run;
      } finally {
        if (this.running === run) this.running = null;
      }
    })();
    this.queued = queued;
    return queued;
  }
}

/** The least time between two syncs a throttled unknown key makes a process run. */
export const FRESH_SYNC_GAP_MS = 100;

/** How often each API instance reads keys issued outside it (the CLI, another instance). */
export const SYNC_INTERVAL_MS = 30_000;
