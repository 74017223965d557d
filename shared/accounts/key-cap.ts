import { ApiKey } from '../db/entities/api-key.entity.js';
import type { EntityManager } from '../db/orm.js';
import { AppError } from '../errors/app-error.js';

/**
 * The cap of keys per account (API_KEYS_MAX, docs/keys-and-limits.md): keys that still work
 * (not revoked, not past `expiresAt` or the end of a rotation grace), live and test together.
 * Revoked and expired keys do not count, so revoking one makes room. Rotation may take the
 * count up to twice the cap (a rotated key keeps working for 24 h), so a leaked key can always
 * be rotated away; a create is refused at the cap itself.
 *
 * One count, not a lock: two creates racing for the last place may both pass, so the cap can
 * be exceeded by the number of creates in flight at once (each of them admin-only and rate
 * limited); the table stays bounded.
 */
export async function assertKeyCapacity(em: EntityManager, accountId: string, max: number, nowMs: number, action: 'create' | 'rotate' = 'create'): Promise<void> {
  const at = new Date(nowMs);
  const count = await em.count(ApiKey, {
    accountId,
    revokedAt: null,
    $and: [
      { $or: [{ expiresAt: null }, { expiresAt: { $gt: at } }] },
      { $or: [{ gracePeriodEndsAt: null }, { gracePeriodEndsAt: { $gt: at } }] },
    ],
  });
  const limit = action === 'create' ? max : 2 * max;
  if (count >= limit) {
    throw new AppError('conflict', `This account already has ${count} usable API keys, the most allowed (${limit}); revoke one before ${action === 'create' ? 'creating' : 'rotating'} another.`, {
      details: { reason: 'key_limit_reached', limit, count },
    });
  }
}
