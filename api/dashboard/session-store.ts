import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ApiKeyEnvironment } from '../../shared/auth/api-key.js';

/** What a dashboard session remembers: who signed in, with which key (by id, never the plaintext). */
export interface DashboardSession {
  keyId: string;
  accountId: string;
  environment: ApiKeyEnvironment;
  /** The session's CSRF token: every POST form carries it. */
  csrf: string;
  /** Unix ms of sign-in. */
  createdAtMs: number;
  /** Unix ms after which the session ends whatever its activity (absolute expiry). */
  endsAtMs: number;
}

export interface SessionStoreOptions {
  /** REDIS_PREFIX. */
  prefix: string;
  /** DASHBOARD_SESSION_IDLE_MS: a session not used for this long ends. */
  idleMs: number;
  /** DASHBOARD_SESSION_MAX_MS: a session ends this long after sign-in. */
  maxMs: number;
}

/** A random token of 32 bytes, base64url (session ids, CSRF tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Compare two tokens in constant time (false when either is missing). */
export function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Dashboard sessions in Redis. The cookie carries a random id; Redis holds the session under
 * the SHA-256 of that id, so a copy of Redis does not yield usable cookies. Each session has an
 * idle expiry (the key's TTL, renewed on each use) and an absolute one (endsAtMs, also bounding
 * the TTL). Whether its key may still be used is checked on every request by the caller.
 */
export class DashboardSessionStore {
  constructor(private readonly redis: Redis, private readonly options: SessionStoreOptions) {}

  private keyOf(id: string): string {
    return `${this.options.prefix}:dash:session:${createHash('sha256').update(id).digest('base64url')}`;
  }

  /** Start a session; returns the id for the cookie. */
  async create(input: Omit<DashboardSession, 'csrf' | 'createdAtMs' | 'endsAtMs'>, nowMs = Date.now()): Promise<{ id: string; session: DashboardSession }> {
    const id = randomToken();
    const session: DashboardSession = { ...input, csrf: randomToken(), createdAtMs: nowMs, endsAtMs: nowMs + this.options.maxMs };
    await this.redis.set(this.keyOf(id), JSON.stringify(session), 'PX', Math.min(this.options.idleMs, this.options.maxMs));
    return { id, session };
  }

  /** The session of a cookie id, its idle expiry renewed; null when unknown, idle too long or past its absolute end. */
  async touch(id: string | undefined, nowMs = Date.now()): Promise<DashboardSession | null> {
    if (!id || id.length > 100) return null;
    const key = this.keyOf(id);
    const stored = await this.redis.get(key);
    if (!stored) return null;
    const session = JSON.parse(stored) as DashboardSession;
    const left = session.endsAtMs - nowMs;
    if (left <= 0) {
      await this.redis.del(key);
      return null;
    }
    await this.redis.pexpire(key, Math.min(this.options.idleMs, left));
    return session;
  }

  /** End a session (sign-out, or its key is no longer usable). */
  async destroy(id: string | undefined): Promise<void> {
    if (id && id.length <= 100) await this.redis.del(this.keyOf(id));
  }

  /**
   * Mark a one-time form token used: true the first time, false on a resubmission (a reload of
   * the page a create or rotate form answered must not make a second key).
   */
  async claimFormToken(sessionId: string, token: string, ttlMs: number): Promise<boolean> {
    const key = `${this.keyOf(sessionId)}:form:${createHash('sha256').update(token).digest('base64url')}`;
    return (await this.redis.set(key, '1', 'PX', ttlMs, 'NX')) === 'OK';
  }
}
