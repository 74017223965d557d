import type { Redis } from 'ioredis';
import { publish } from '../redis/connections.js';

/**
 * Who must be forgotten by every API instance's key cache: one key (revoked, rotated) or
 * every key of an account (tier changed). Sent over Redis pub/sub; see key-verifier.ts.
 */
export type AuthInvalidation = { keyId: string } | { accountId: string };

/** The pub/sub channel of key cache invalidations of a deployment. */
export function authInvalidationChannel(prefix: string): string {
  return `${prefix}:auth:invalidate`;
}

/** Tell every API instance to forget a key or an account's keys. Rejects when Redis does. */
export async function publishAuthInvalidation(redis: Redis, prefix: string, message: AuthInvalidation): Promise<void> {
  await publish(redis, authInvalidationChannel(prefix), JSON.stringify(message));
}

/** Parse a message from the channel (null when it is not one of ours). */
export function parseAuthInvalidation(raw: string): AuthInvalidation | null {
  try {
    const m = JSON.parse(raw) as Record<string, unknown>;
    if (typeof m.keyId === 'string') return { keyId: m.keyId };
    if (typeof m.accountId === 'string') return { accountId: m.accountId };
  } catch {
    // fall through
  }
  return null;
}
