import type { Redis } from 'ioredis';
import { Account } from '../db/entities/account.entity.js';
import { ApiKey } from '../db/entities/api-key.entity.js';
import type { Orm } from '../db/orm.js';
import { AppError } from '../errors/app-error.js';
import type { Tier } from '../ratelimit/tier-limits.js';
import { constantTimeEqual, hashApiKey, parseApiKey, type ApiKeyEnvironment } from './api-key.js';
import { authInvalidationChannel, parseAuthInvalidation, type AuthInvalidation } from './invalidation.js';
import { apiKeyStatus } from './key-status.js';
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
  private readonly inflight = new Map<string, Promise<CachedKey | null>>();
  private readonly channel: string;
  private readonly now: () => number;
  private readonly maxEntries: number;
  /** Bumped on every invalidation: a lookup that raced one does not fill the cache. */
  private generation = 0;
  private live = false;
  private started = false;

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
  }

  /** Stop listening (the subscriber connection belongs to the caller). */
  async close(): Promise<void> {
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

  /** Authenticate an Authorization header value; throws AppError unauthorized (or service_unavailable). */
  async verify(authorization: string | undefined): Promise<AuthContext> {
    if (!authorization) throw unauthorized('missing_authorization');
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
    if (!match) throw unauthorized('malformed_authorization');
    const presented = match[1]!;
    const parsed = parseApiKey(presented);
    if (!parsed.ok) throw unauthorized(parsed.reason === 'bad_checksum' ? 'bad_checksum' : 'malformed_key');

    const hash = hashApiKey(presented, this.options.hashSecret);
    const entry = await this.lookup(hash);
    if (!entry || !constantTimeEqual(entry.keyHash, hash)) throw unauthorized('unknown_key');
    const status = apiKeyStatus(entry, this.now());
    if (status === 'revoked') throw unauthorized('revoked_key');
    if (status === 'expired') throw unauthorized('expired_key');
    return {
      accountId: entry.accountId,
      tier: entry.tier,
      keyId: entry.keyId,
      environment: entry.environment,
      network: entry.environment === 'live' ? 'mainnet' : 'devnet',
      scopes: [...entry.scopes],
    };
  }

  private async lookup(hash: string): Promise<CachedKey | null> {
    const ttl = this.options.cacheTtlMs;
    if (this.live && ttl > 0) {
      const cached = this.cache.get(hash);
      if (cached && Date.now() - cached.cachedAtMs < ttl) return cached;
      if (cached) this.cache.delete(hash);
    }
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
    const key = await em.findOne(ApiKey, { keyHash: hash }, { disableIdentityMap: true });
    if (!key) return null;
    const account = await em.findOne(Account, { id: key.accountId }, { disableIdentityMap: true });
    if (!account) return null;
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
