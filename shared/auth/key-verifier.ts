import type { Redis } from 'ioredis';
import type { Config } from '../../config/index.js';
import { Account } from '../db/entities/account.entity.js';
import { ApiKey } from '../db/entities/api-key.entity.js';
import type { Orm } from '../db/orm.js';
import { AppError } from '../errors/app-error.js';
import type { Tier } from '../ratelimit/tier-limits.js';
import { constantTimeEqual, hashApiKey, parseApiKey, type ApiKeyEnvironment } from './api-key.js';
import { authInvalidationChannel, parseAuthInvalidation, type AuthInvalidation } from './invalidation.js';
import { apiKeyStatus } from './key-status.js';
import { FailureThrottle } from './failure-throttle.js';
import { KnownKeys, SYNC_INTERVAL_MS } from './known-keys.js';
import type { ServiceMetrics } from '../metrics/metrics.js';
import { messageEvent, subscribeChannel } from '../redis/connections.js';

/** Who is calling: what authentication puts on ctx.state.auth. */
export interface AuthContext {
  accountId: string;
  tier: Tier;
  keyId: string;
  environment: ApiKeyEnvironment;
  /** Live keys work against mainnet, test keys against the development cluster. */
  network: 'mainnet' | 'devnet';
  scopes: string[];
  /** The key's status now: `expiring` during a rotation's grace period (it may not issue keys). */
  keyStatus: 'active' | 'expiring';
  /** The key's own expiresAt: keys it creates never outlive it. */
  keyExpiresAt: Date | null;
}

/** Why a request was not authenticated: details.reason of the 401. */
export type UnauthorizedReason =
  | 'missing_authorization' | 'malformed_authorization' | 'malformed_key' | 'bad_checksum'
  | 'unknown_key' | 'revoked_key' | 'expired_key';

const MESSAGES: Record<UnauthorizedReason, string> = {
  missing_authorization: 'Send your API key in the header Authorization: Bearer <key>.',
  malformed_authorization: 'The Authorization header must read "Bearer <key>".',
  malformed_key: 'That is not an API key: keys read service_live_… or service_test_…. Check that it was copied whole.',
  bad_checksum: 'That API key is mistyped or truncated (its checksum does not match). Copy it again.',
  unknown_key: 'No such API key. Check that it was copied whole, or create a new one.',
  revoked_key: 'This API key was revoked. Use another key of your account.',
  expired_key: 'This API key has expired. Use its replacement or create a new key.',
};

/** 401 unauthorized with details.reason, and the RFC 6750 challenge. */
export function unauthorized(reason: UnauthorizedReason): AppError {
  const error = reason === 'missing_authorization' ? '' : ', error="invalid_token"';
  return new AppError('unauthorized', MESSAGES[reason], { details: { reason }, headers: { 'WWW-Authenticate': `Bearer realm="api"${error}` } });
}

/** What is cached per key: enough to authenticate and to derive its status at any time. */
interface CachedKey {
  keyId: string;
  accountId: string;
  tier: Tier;
  environment: ApiKeyEnvironment;
  scopes: string[];
  keyHash: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  gracePeriodEndsAt: Date | null;
  cachedAtMs: number;
}

export interface ApiKeyVerifierOptions {
  orm: Orm;
  /** The pub/sub connection (shared with other subscribers is fine). */
  subscriber: Redis;
  /** REDIS_PREFIX: names the invalidation channel. */
  prefix: string;
  /** config.keys.hashSecret. */
  hashSecret: string;
  /** config.keys.cacheTtlMs; 0 disables the cache. */
  cacheTtlMs: number;
  /** Clock of key expiry (deps.now); Date.now by default. */
  now?: () => number;
  /** Bound on cached keys (oldest dropped first). */
  maxEntries?: number;
  /** AUTH_NEGATIVE_CACHE_MS: unknown keys remembered by hash this long; 0 (default) disables. */
  negativeCacheMs?: number;
  /** Bound on remembered unknown keys (oldest dropped first); default 10,000. */
  negativeMaxEntries?: number;
  /** Failing keys per client address, checked before any database lookup (AUTH_FAILURES_PER_IP). */
  failureThrottle?: FailureThrottle;
  /**
   * The known-key filter (shared/auth/known-keys.ts): a key whose hash it holds is looked up
   * without taking a failure slot, so a valid key is never refused for other keys' failures.
   */
  knownKeys?: KnownKeys;
  /** Counts database lookups, negative cache hits and throttled requests (/metrics). */
  metrics?: Pick<ServiceMetrics, 'apiKeyLookups' | 'authThrottled'>;
}

/** The verifier's abuse settings (negative cache, failure throttle, metrics) from the configuration. */
export function verifierProtection(config: Config, redis: Redis, metrics?: ApiKeyVerifierOptions['metrics']): Pick<ApiKeyVerifierOptions, 'negativeCacheMs' | 'failureThrottle' | 'knownKeys' | 'metrics'> {
  return {
    negativeCacheMs: config.keys.negativeCacheMs,
    knownKeys: new KnownKeys(redis, config.redisPrefix),
    failureThrottle: new FailureThrottle(redis, { prefix: config.redisPrefix, name: 'auth', limit: config.keys.failuresPerIp, windowMs: config.keys.failureWindowMs }),
    metrics,
  };
}

/**
 * 429 for a client that sent too many failing keys: before any database lookup. Like every 429
 * it carries X-RateLimit-* (of the limit that refused it: the address's failing keys per
 * window, none left, reset at the window's end) and Retry-After.
 */
export function tooManyFailedKeys(retryAfterSeconds: number, limit: number, nowMs = Date.now()): AppError {
  return new AppError('rate_limit_exceeded', `Too many requests with invalid API keys from your address. Retry after ${retryAfterSeconds} s with a valid key.`, {
    details: { reason: 'too_many_failed_keys', limitType: 'failed_keys_per_ip', limit, retryAfterSeconds },
    headers: {
      'Retry-After': String(retryAfterSeconds),
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(Math.ceil(nowMs / 1000) + retryAfterSeconds),
    },
  });
}

/**
 * Turns an Authorization header into an AuthContext, or a 401 naming the reason.
 *
 * The format and checksum are checked first, so malformed and mistyped keys never reach the
 * database. Known keys are cached in-process (by hash, never plaintext) for cacheTtlMs; the
 * status is derived from the cached timestamps at each use, so expiry needs no invalidation.
 * Revocation, rotation and tier changes publish an invalidation on Redis that every instance
 * applies on receipt; while the subscription is not live (starting, reconnecting) the cache
 * is emptied and bypassed, so a lost message can never keep a revoked key alive.
 */
export class ApiKeyVerifier {
  private readonly cache = new Map<string, CachedKey>();
  /** Hashes no key has, with when they were looked up (ms): bounded, oldest dropped first. */
  private readonly unknown = new Map<string, number>();
  private readonly inflight = new Map<string, Promise<CachedKey | null>>();
  private readonly channel: string;
  private readonly now: () => number;
  private readonly maxEntries: number;
  /** Bumped on every invalidation: a lookup that raced one does not fill the cache. */
  private generation = 0;
  private live = false;
  private started = false;
  private syncTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ApiKeyVerifierOptions) {
    this.channel = authInvalidationChannel(options.prefix);
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  private readonly onMessage = (channel: string, raw: string) => {
    if (channel !== this.channel) return;
    const message = parseAuthInvalidation(raw);
    if (message) this.invalidate(message);
  };

  private readonly onDown = () => {
    this.live = false;
    this.clear();
  };

  private readonly onReady = () => {
    void this.subscribe();
  };

  /** Subscribe to invalidations; the cache is used only once this resolves. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const sub = this.options.subscriber;
    sub.on(messageEvent(sub), this.onMessage);
    sub.on('close', this.onDown);
    sub.on('reconnecting', this.onDown);
    sub.on('end', this.onDown);
    sub.on('ready', this.onReady);
    // A cluster's sharded subscribers (one per master) come and go with failovers without the
    // cluster connection itself closing: while one is away, invalidations may be missed.
    sub.on('-subscriber', this.onDown);
    sub.on('subscribersReady', this.onReady);
    await this.subscribe();
    const known = this.options.knownKeys;
    if (known) {
      // Keys issued outside this process (the CLI, bootstrap) join the known-key filter here.
      // A failed read is retried at the next tick: until then such keys take the throttled path.
      const sync = () => known.sync(this.options.orm).catch(() => undefined);
      await sync();
      this.syncTimer = setInterval(() => void sync(), SYNC_INTERVAL_MS);
      this.syncTimer.unref();
    }
  }

  /**
   * Add a key just issued to the known-key filter, before its plaintext is answered: its first
   * use is never throttled for its address's other failures. Best effort (a miss only means the
   * throttled path until the next sync).
   */
  async remember(keyHash: string): Promise<void> {
    await this.options.knownKeys?.add(keyHash).catch(() => undefined);
  }

  /** Stop listening (the subscriber connection belongs to the caller). */
  async close(): Promise<void> {
    if (this.syncTimer) clearInterval(this.syncTimer);
    this.syncTimer = null;
    const sub = this.options.subscriber;
    sub.off(messageEvent(sub), this.onMessage);
    sub.off('close', this.onDown);
    sub.off('reconnecting', this.onDown);
    sub.off('end', this.onDown);
    sub.off('ready', this.onReady);
    sub.off('-subscriber', this.onDown);
    sub.off('subscribersReady', this.onReady);
    this.onDown();
  }

  private async subscribe(): Promise<void> {
    try {
      await subscribeChannel(this.options.subscriber, this.channel);
      this.live = this.options.subscriber.status === 'ready';
    } catch {
      this.live = false; // retried on the next 'ready'
    }
  }

  /** Forget a key, or every key of an account, in this process. */
  invalidate(message: AuthInvalidation): void {
    this.generation += 1;
    if ('keyId' in message) {
      for (const [hash, entry] of this.cache) if (entry.keyId === message.keyId) this.cache.delete(hash);
    } else {
      for (const [hash, entry] of this.cache) if (entry.accountId === message.accountId) this.cache.delete(hash);
    }
  }

  private clear(): void {
    this.generation += 1;
    this.cache.clear();
  }

  /**
   * Authenticate an Authorization header value; throws AppError unauthorized (or
   * service_unavailable). `client` (the caller's address) enables the failure throttle: a
   * client over its allowance of failing keys gets 429 before any database lookup, unless its
   * key is in the cache or in the known-key filter (a valid key never waits for a neighbour's
   * mistakes).
   */
  async verify(authorization: string | undefined, client?: string): Promise<AuthContext> {
    if (!authorization) throw unauthorized('missing_authorization');
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
    if (!match) throw unauthorized('malformed_authorization');
    const presented = match[1]!;
    const parsed = parseApiKey(presented);
    if (!parsed.ok) throw unauthorized(parsed.reason === 'bad_checksum' ? 'bad_checksum' : 'malformed_key');

    const hash = hashApiKey(presented, this.options.hashSecret);
    const throttle = client !== undefined && this.options.failureThrottle?.enabled ? this.options.failureThrottle : undefined;
    let entry = this.cached(hash);
    // A cached key needs no lookup: its failures (revoked, expired) only count. Anything else
    // first takes one of the client's failure slots, atomically, before any lookup: a client
    // that used them all gets 429 and costs nothing; a valid key gives its slot back.
    let reserved = false;
    if (!entry) {
      // A request joining a lookup already in flight for this key costs no query: it takes no
      // slot (its failure still counts, below), so a burst of one key costs one Redis call.
      // A hash the known-key filter holds belongs to a key that exists: looked up without a slot.
      if (throttle && !this.inflight.has(hash) && !(await this.isKnown(hash))) {
        const state = await throttle.reserve(client!);
        // Before a refusal, the filter is read again from the database (one sync every caller
        // joins, issue 40 point 7): the 429 goes only to a hash no key has, never to a key
        // issued a moment ago by the CLI or another instance.
        if (state.blocked && !(await this.knownAfterSync(hash))) {
          this.options.metrics?.authThrottled.inc();
          throw tooManyFailedKeys(state.retryAfterSeconds, throttle.options.limit, this.now());
        }
        reserved = !state.blocked;
      }
      entry = this.knownUnknown(hash) ? null : await this.lookup(hash);
    }
    const failure = async (reason: UnauthorizedReason) => {
      if (throttle && !reserved) await throttle.fail(client!);
      return unauthorized(reason);
    };
    if (!entry || !constantTimeEqual(entry.keyHash, hash)) throw await failure('unknown_key');
    const status = apiKeyStatus(entry, this.now());
    if (status === 'revoked') throw await failure('revoked_key');
    if (status === 'expired') throw await failure('expired_key');
    if (reserved) await throttle!.refund(client!);
    return {
      accountId: entry.accountId,
      tier: entry.tier,
      keyId: entry.keyId,
      environment: entry.environment,
      network: entry.environment === 'live' ? 'mainnet' : 'devnet',
      scopes: [...entry.scopes],
      keyStatus: status,
      keyExpiresAt: entry.expiresAt,
    };
  }

  /** Whether the hash is a key's, after a sync of the filter that started after this call. */
  private async knownAfterSync(hash: string): Promise<boolean> {
    const known = this.options.knownKeys;
    if (!known) return false;
    try {
      await known.syncFresh(this.options.orm);
    } catch {
      // The database cannot be read: the lookup would fail too; the throttle stands.
      return false;
    }
    return known.has(hash);
  }

  /** Whether the known-key filter holds the hash (false without a filter). */
  private async isKnown(hash: string): Promise<boolean> {
    return this.options.knownKeys ? this.options.knownKeys.has(hash) : false;
  }

  /** The cached entry of a hash, while the cache may be trusted and the entry is fresh. */
  private cached(hash: string): CachedKey | null {
    const ttl = this.options.cacheTtlMs;
    if (!this.live || ttl <= 0) return null;
    const cached = this.cache.get(hash);
    if (cached && Date.now() - cached.cachedAtMs < ttl) return cached;
    if (cached) this.cache.delete(hash);
    return null;
  }

  /**
   * Whether this hash was looked up and found to be no key, recently. A new key's hash cannot
   * be in here (nobody can present a key before it is made), so no invalidation is needed.
   */
  private knownUnknown(hash: string): boolean {
    const ttl = this.options.negativeCacheMs ?? 0;
    if (ttl <= 0) return false;
    const at = this.unknown.get(hash);
    if (at === undefined) return false;
    if (Date.now() - at < ttl) {
      this.options.metrics?.apiKeyLookups.inc({ source: 'negative_cache' });
      return true;
    }
    this.unknown.delete(hash);
    return false;
  }

  private rememberUnknown(hash: string): void {
    if ((this.options.negativeCacheMs ?? 0) <= 0) return;
    const max = this.options.negativeMaxEntries ?? 10_000;
    this.unknown.delete(hash);
    while (this.unknown.size >= max) this.unknown.delete(this.unknown.keys().next().value!);
    this.unknown.set(hash, Date.now());
  }

  /** How many unknown keys are remembered now (bounded by negativeMaxEntries). */
  get negativeCacheSize(): number {
    return this.unknown.size;
  }

  private async lookup(hash: string): Promise<CachedKey | null> {
    // Concurrent requests with one key share one database read.
    let pending = this.inflight.get(hash);
    if (!pending) {
      pending = this.load(hash).finally(() => this.inflight.delete(hash));
      this.inflight.set(hash, pending);
    }
    return pending;
  }

  private async load(hash: string): Promise<CachedKey | null> {
    const generation = this.generation;
    const em = this.options.orm.em.fork();
    this.options.metrics?.apiKeyLookups.inc({ source: 'database' });
    const key = await em.findOne(ApiKey, { keyHash: hash }, { disableIdentityMap: true });
    if (!key) {
      this.rememberUnknown(hash);
      return null;
    }
    const account = await em.findOne(Account, { id: key.accountId }, { disableIdentityMap: true });
    if (!account) return null;
    // The filter follows what the database says: a revoked key leaves it, any other joins it.
    const known = this.options.knownKeys;
    if (known) await (key.revokedAt ? known.remove(key.keyHash) : known.add(key.keyHash)).catch(() => undefined);
    const entry: CachedKey = {
      keyId: key.id,
      accountId: key.accountId,
      tier: account.tier,
      environment: key.environment,
      scopes: [...key.scopes],
      keyHash: key.keyHash,
      expiresAt: key.expiresAt,
      revokedAt: key.revokedAt,
      gracePeriodEndsAt: key.gracePeriodEndsAt,
      cachedAtMs: Date.now(),
    };
    // Revoked keys are cached too: revocation is final, so the entry can only keep refusing.
    if (this.live && this.options.cacheTtlMs > 0 && generation === this.generation) {
      if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(hash, entry);
    }
    return entry;
  }
}
