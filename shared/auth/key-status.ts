/**
 * A key's status is derived from its timestamps and the clock, never stored, so it cannot
 * drift: `revoked` once revoked; `expired` once its expiresAt passed or the grace period of a
 * rotation ended; `expiring` during that grace period; `active` otherwise.
 */
export type ApiKeyStatus = 'active' | 'expiring' | 'revoked' | 'expired';

/** The timestamps a key's status depends on. */
export interface ApiKeyTimes {
  expiresAt: Date | null;
  revokedAt: Date | null;
  gracePeriodEndsAt: Date | null;
}

/** The status of a key at `nowMs`. */
export function apiKeyStatus(key: ApiKeyTimes, nowMs: number): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= nowMs) return 'expired';
  if (key.gracePeriodEndsAt) return key.gracePeriodEndsAt.getTime() <= nowMs ? 'expired' : 'expiring';
  return 'active';
}

/** True when a key in this status may authenticate requests. */
export function isUsable(status: ApiKeyStatus): boolean {
  return status === 'active' || status === 'expiring';
}
