import type { Network } from '../chain/token-list.js';
import { newId } from '../db/ids.js';
import type { EntityManager } from '../db/orm.js';

/** Every event an endpoint can subscribe to (docs/webhooks.md). `ping` is sent only by POST /v1/webhooks/{id}/test. */
export const WEBHOOK_EVENT_TYPES = [
  'transaction.submitted',
  'transaction.confirmed',
  'transaction.failed',
  'transaction.expired',
  'key.rotated',
  'key.revoked',
  'key.expiring',
  'quota.warning',
  'webhook.disabled',
  'link.paid',
  'order.opened',
  'order.triggered',
  'order.filled',
  'order.failed',
  'order.cancelled',
  'order.expired',
  'order.action_required',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | 'ping';

/** An event to write to the outbox. */
export interface NewWebhookEvent {
  accountId: string;
  network: Network;
  type: WebhookEventType;
  /** The event's `data`: the resource as the API renders it. */
  data: Record<string, unknown>;
  /** Deliver only to this endpoint (ping). */
  endpointId?: string;
  /** Deliver to every subscribed endpoint but this one (a notice about it). */
  excludeEndpointId?: string;
  /** Events with the same key are written once (scans that see the same condition again). */
  dedupKey?: string;
}

/** Quoted table name in the ORM's schema (raw SQL does not get the ORM's schema). */
export function webhookTable(em: EntityManager, name: string): string {
  const schema = em.config.get('schema');
  return schema && schema !== 'public' ? `"${schema}"."${name}"` : `"${name}"`;
}

/**
 * Write events to the outbox (webhook_events) through `em`: inside em.transactional they
 * commit or roll back with the change that causes them, so an event exists exactly when its
 * change does. The relay (workers/lib/webhook-relay.ts) turns them into deliveries. Returns
 * the ids written (an event whose dedupKey exists already is skipped).
 */
export async function writeWebhookEvents(em: EntityManager, events: readonly NewWebhookEvent[], nowMs = Date.now()): Promise<string[]> {
  if (!events.length) return [];
  const values: unknown[] = [];
  const rows = events.map((e) => {
    values.push(newId('msg', nowMs), e.accountId, e.network, e.type, JSON.stringify(e.data), e.endpointId ?? null, e.excludeEndpointId ?? null, e.dedupKey ?? null, new Date(nowMs));
    return '(?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)';
  });
  const written = await em.execute<Array<{ id: string }>>(`
    insert into ${webhookTable(em, 'webhook_events')} (id, account_id, network, type, data, endpoint_id, exclude_endpoint_id, dedup_key, created_at)
    values ${rows.join(', ')}
    on conflict (dedup_key) do nothing
    returning id`, values, 'all');
  return written.map((r) => r.id);
}

/** The body every delivery of an event carries (Standard Webhooks' recommended shape). */
export function webhookPayload(type: string, createdAt: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: createdAt.toISOString(), data });
}
