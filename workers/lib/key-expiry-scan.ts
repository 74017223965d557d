import { renderApiKey } from '../../shared/accounts/api-keys.js';
import { ApiKey } from '../../shared/db/entities/api-key.entity.js';
import { writeWebhookEvents, type NewWebhookEvent } from '../../shared/webhooks/events.js';
import type { WorkerDeps } from '../deps.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Notices before a key stops working, most urgent first: 1 day, then 7 days. */
const NOTICES = [{ days: 1, ms: DAY_MS }, { days: 7, ms: 7 * DAY_MS }] as const;
/** Keys one page of the scan reads, and so the most events one INSERT writes. */
export const EXPIRY_SCAN_PAGE = 500;

/**
 * The key.expiring scan (docs/webhooks.md): for every key that stops working within 7 days
 * (its expiresAt, or the end of its rotation grace), write one key.expiring event for the most
 * urgent notice it is inside (7 days, then 1 day before). A dedup key per key, notice and
 * moment makes the event exactly-once however often the scan runs, and a new expiresAt a new
 * notice. The keys are read in pages of EXPIRY_SCAN_PAGE (keyset on id) and each page's events
 * written by one statement, so however many keys expire together no batch is unbounded.
 */
export async function scanExpiringKeys(deps: Pick<WorkerDeps, 'orm' | 'now'>): Promise<number> {
  const nowMs = (deps.now ?? Date.now)();
  const horizon = new Date(nowMs + 7 * DAY_MS);
  const current = new Date(nowMs);
  let written = 0;
  let after = '';
  for (;;) {
    const em = deps.orm.em.fork();
    const keys = await em.find(ApiKey, {
      id: { $gt: after },
      revokedAt: null,
      $or: [
        { expiresAt: { $gt: current, $lte: horizon } },
        { gracePeriodEndsAt: { $gt: current, $lte: horizon } },
      ],
    }, { orderBy: { id: 'asc' }, limit: EXPIRY_SCAN_PAGE });
    if (!keys.length) break;
    after = keys.at(-1)!.id;
    const events: NewWebhookEvent[] = [];
    for (const key of keys) {
      const ends = [key.gracePeriodEndsAt, key.expiresAt].filter((d): d is Date => d !== null && d.getTime() > nowMs);
      const endsAt = ends.sort((a, b) => a.getTime() - b.getTime())[0];
      if (!endsAt) continue;
      const left = endsAt.getTime() - nowMs;
      const notice = NOTICES.find((n) => left <= n.ms);
      if (!notice) continue;
      const reason = key.gracePeriodEndsAt && endsAt.getTime() === key.gracePeriodEndsAt.getTime() ? 'rotation_grace_ends' : 'expires';
      events.push({
        accountId: key.accountId,
        network: key.environment === 'live' ? 'mainnet' : 'devnet',
        type: 'key.expiring',
        data: { key: renderApiKey(key, nowMs), endsAt: endsAt.toISOString(), reason, noticeDays: notice.days },
        dedupKey: `key.expiring:${key.id}:${notice.days}d:${endsAt.getTime()}`,
      });
    }
    written += (await writeWebhookEvents(em, events, nowMs)).length;
    if (keys.length < EXPIRY_SCAN_PAGE) break;
  }
  return written;
}
