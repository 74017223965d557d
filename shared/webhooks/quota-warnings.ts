import type { Network } from '../chain/token-list.js';
import type { Orm } from '../db/orm.js';
import { writeWebhookEvents } from './events.js';

/** A quota.warning is sent once the day's use reaches this share of the quota. */
export const QUOTA_WARNING_RATIO = 0.8;

export interface QuotaUse {
  accountId: string;
  network: Network;
  quota: 'transactions_per_day' | 'test_key_requests_per_day';
  /** The test key the quota belongs to (test_key_requests_per_day). */
  keyId?: string;
  limit: number;
  used: number;
  /** Unix epoch seconds of the UTC midnight that resets the quota. */
  resetAt: number;
}

/** The use at which a quota of `limit` warns (80%, rounded up). */
export function warningThreshold(limit: number): number {
  return Math.ceil(limit * QUOTA_WARNING_RATIO);
}

/** True when this use is at or past the warning threshold. */
export function pastWarningThreshold(use: Pick<QuotaUse, 'limit' | 'used'>): boolean {
  return use.limit > 0 && use.used >= warningThreshold(use.limit);
}

/**
 * Write the day's quota.warning for a quota past 80% (docs/webhooks.md). The counters live in
 * Redis, so there is no Postgres change to share a transaction with; instead the event carries
 * a dedup key per quota and UTC day, so calling this again (the builds worker does after every
 * build past the threshold, until one write lands) never warns twice a day.
 */
export async function warnQuota(orm: Orm, use: QuotaUse, nowMs = Date.now()): Promise<boolean> {
  if (!pastWarningThreshold(use)) return false;
  const day = new Date((use.resetAt - 1) * 1000).toISOString().slice(0, 10);
  const subject = use.keyId ?? use.accountId;
  const written = await writeWebhookEvents(orm.em.fork(), [{
    accountId: use.accountId,
    network: use.network,
    type: 'quota.warning',
    data: {
      quota: use.quota,
      ...(use.keyId ? { keyId: use.keyId } : {}),
      limit: use.limit,
      used: use.used,
      remaining: Math.max(0, use.limit - use.used),
      threshold: QUOTA_WARNING_RATIO,
      resetsAt: new Date(use.resetAt * 1000).toISOString(),
    },
    dedupKey: `quota.warning:${use.quota}:${subject}:${day}`,
  }], nowMs);
  return written.length > 0;
}
