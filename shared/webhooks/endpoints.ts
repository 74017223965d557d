import type { Network } from '../chain/token-list.js';
import { WebhookDelivery } from '../db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../db/entities/webhook-endpoint.entity.js';
import { newId } from '../db/ids.js';
import type { EntityManager } from '../db/orm.js';
import { AppError } from '../errors/app-error.js';
import { WEBHOOK_EVENT_TYPES, writeWebhookEvents } from './events.js';
import { generateWebhookSecret, SECRET_ROTATION_GRACE_MS, type SecretBox } from './secrets.js';

/** Whose endpoints a caller sees: its account's, on its key's network (like every other record). */
export interface EndpointOwner {
  accountId: string;
  network: Network;
}

/** The endpoint as clients see it; `secret` only on create and rotate-secret. */
export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  network: Network;
  /** Until when the previous secret still signs beside the current one (after a rotation). */
  previousSecretExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  secret?: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Render an endpoint, with its secret's plaintext when it was just made. */
export function renderEndpoint(e: WebhookEndpoint, nowMs: number, secret?: string): WebhookEndpointView {
  const view: WebhookEndpointView = {
    id: e.id,
    url: e.url,
    description: e.description,
    events: [...e.events],
    enabled: e.enabled,
    disabledReason: e.disabledReason,
    disabledAt: iso(e.disabledAt),
    network: e.network,
    previousSecretExpiresAt: e.previousSecretExpiresAt && e.previousSecretExpiresAt.getTime() > nowMs ? e.previousSecretExpiresAt.toISOString() : null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
  if (secret !== undefined) view.secret = secret;
  return view;
}

/** A delivery as clients see it (GET /v1/webhooks/{id}/deliveries). */
export function renderDelivery(d: WebhookDelivery) {
  return {
    id: d.id,
    endpointId: d.endpointId,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    responseStatus: d.responseStatus,
    responseBody: d.responseBody,
    latencyMs: d.latencyMs,
    error: d.error,
    lastAttemptAt: iso(d.lastAttemptAt),
    nextAttemptAt: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
    createdAt: d.createdAt.toISOString(),
  };
}

/** Events in the canonical order, without duplicates. */
function normaliseEvents(events: readonly string[]): string[] {
  return WEBHOOK_EVENT_TYPES.filter((t) => events.includes(t));
}

export interface NewEndpoint {
  url: string;
  events?: readonly string[];
  description?: string;
  createdByKeyId?: string | null;
}

/** Make an endpoint with a new signing secret; returns it with the secret's plaintext (shown once). */
export function createEndpoint(em: EntityManager, box: SecretBox, owner: EndpointOwner, input: NewEndpoint, nowMs: number): { endpoint: WebhookEndpoint; secret: string } {
  const secret = generateWebhookSecret();
  const endpoint = Object.assign(new WebhookEndpoint(), {
    id: newId('whe', nowMs),
    accountId: owner.accountId,
    network: owner.network,
    url: input.url,
    description: input.description ?? '',
    events: normaliseEvents(input.events ?? WEBHOOK_EVENT_TYPES),
    secret: box.seal(secret),
    createdByKeyId: input.createdByKeyId ?? null,
    createdAt: new Date(nowMs),
    updatedAt: new Date(nowMs),
  });
  em.persist(endpoint);
  return { endpoint, secret };
}

/**
 * createEndpoint within the cap of endpoints per account and network (WEBHOOK_ENDPOINTS_MAX,
 * 16 as Stripe): in one transaction holding an advisory lock on the owner, so concurrent
 * creates cannot pass the last place together. Past the cap: 409 conflict, reason
 * `endpoint_limit_reached` (delete one first). Disabled endpoints count: they can be enabled.
 */
export async function createEndpointWithinCap(em: EntityManager, box: SecretBox, owner: EndpointOwner, input: NewEndpoint, nowMs: number, max: number): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`webhook-endpoints:${owner.accountId}:${owner.network}`], 'run');
    const count = await tx.count(WebhookEndpoint, { accountId: owner.accountId, network: owner.network });
    if (count >= max) {
      throw new AppError('conflict', `This account already has ${count} webhook endpoints on ${owner.network}, the most allowed (${max}); delete one before adding another.`, {
        details: { reason: 'endpoint_limit_reached', limit: max, count, network: owner.network },
      });
    }
    return createEndpoint(tx, box, owner, input, nowMs);
  });
}

/** An owner's endpoint, or 404 (also for another account's or network's: never 403). */
export async function findEndpoint(em: EntityManager, owner: EndpointOwner, id: string): Promise<WebhookEndpoint> {
  const endpoint = await em.findOne(WebhookEndpoint, { id, accountId: owner.accountId, network: owner.network });
  if (!endpoint) throw new AppError('not_found', `No webhook endpoint ${id} in this account. List your endpoints with GET /v1/webhooks.`);
  return endpoint;
}

/** One page of an owner's endpoints, newest first. */
export async function listEndpoints(em: EntityManager, owner: EndpointOwner, limit: number, afterId: string | null): Promise<{ items: WebhookEndpoint[]; hasMore: boolean }> {
  const where = afterId ? { accountId: owner.accountId, network: owner.network, id: { $lt: afterId } } : { accountId: owner.accountId, network: owner.network };
  const rows = await em.find(WebhookEndpoint, where, { orderBy: { id: 'desc' }, limit: limit + 1 });
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}

export interface EndpointChanges {
  url?: string;
  events?: readonly string[];
  description?: string;
  enabled?: boolean;
}

/** Apply a PATCH. Enabling an endpoint the service disabled starts it afresh (no failure streak). */
export function updateEndpoint(endpoint: WebhookEndpoint, changes: EndpointChanges, nowMs: number): void {
  if (changes.url !== undefined) endpoint.url = changes.url;
  if (changes.events !== undefined) endpoint.events = normaliseEvents(changes.events);
  if (changes.description !== undefined) endpoint.description = changes.description;
  if (changes.enabled === true && !endpoint.enabled) {
    endpoint.enabled = true;
    endpoint.disabledReason = null;
    endpoint.disabledAt = null;
    endpoint.failingSince = null;
  } else if (changes.enabled === false && endpoint.enabled) {
    endpoint.enabled = false;
    endpoint.disabledReason = null;
    endpoint.disabledAt = new Date(nowMs);
  }
  endpoint.updatedAt = new Date(nowMs);
}

/** A new signing secret; the old one keeps signing beside it for 24 hours. Returns the new plaintext. */
export function rotateEndpointSecret(endpoint: WebhookEndpoint, box: SecretBox, nowMs: number): string {
  const secret = generateWebhookSecret();
  endpoint.previousSecret = endpoint.secret;
  endpoint.previousSecretExpiresAt = new Date(nowMs + SECRET_ROTATION_GRACE_MS);
  endpoint.secret = box.seal(secret);
  endpoint.updatedAt = new Date(nowMs);
  return secret;
}

/** The secrets that sign at `nowMs`: the current one, and the previous one during its grace. */
export function signingSecrets(endpoint: WebhookEndpoint, box: SecretBox, nowMs: number): string[] {
  const secrets = [box.open(endpoint.secret)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > nowMs) secrets.push(box.open(endpoint.previousSecret));
  return secrets;
}

/** Write a `ping` event aimed at one endpoint (POST /v1/webhooks/{id}/test). */
export async function sendTestEvent(em: EntityManager, endpoint: WebhookEndpoint, nowMs: number): Promise<{ id: string; type: 'ping'; createdAt: string }> {
  if (!endpoint.enabled) throw new AppError('conflict', `Webhook endpoint ${endpoint.id} is disabled; enable it (PATCH {"enabled": true}) before testing it.`, { details: { endpointId: endpoint.id } });
  const [id] = await writeWebhookEvents(em, [{
    accountId: endpoint.accountId, network: endpoint.network, type: 'ping', endpointId: endpoint.id,
    data: { endpointId: endpoint.id, message: 'Test event from POST /v1/webhooks/{id}/test' },
  }], nowMs);
  return { id: id!, type: 'ping', createdAt: new Date(nowMs).toISOString() };
}

/** One page of an endpoint's deliveries, newest first. */
export async function listDeliveries(em: EntityManager, endpointId: string, limit: number, afterId: string | null): Promise<{ items: WebhookDelivery[]; hasMore: boolean }> {
  const where = afterId ? { endpointId, id: { $lt: afterId } } : { endpointId };
  const rows = await em.find(WebhookDelivery, where, { orderBy: { id: 'desc' }, limit: limit + 1 });
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * Replay a finished delivery: one more attempt now, with the same webhook-id (receivers
 * de-duplicate on it). A delivery still pending is already going to be tried: 409.
 */
export async function replayDelivery(em: EntityManager, endpoint: WebhookEndpoint, deliveryId: string, nowMs: number): Promise<WebhookDelivery> {
  const delivery = await em.findOne(WebhookDelivery, { id: deliveryId, endpointId: endpoint.id });
  if (!delivery) throw new AppError('not_found', `No delivery ${deliveryId} for webhook endpoint ${endpoint.id}. List them with GET /v1/webhooks/${endpoint.id}/deliveries.`);
  if (!endpoint.enabled) throw new AppError('conflict', `Webhook endpoint ${endpoint.id} is disabled; enable it before replaying deliveries.`, { details: { endpointId: endpoint.id } });
  if (delivery.status === 'pending') {
    throw new AppError('conflict', `Delivery ${deliveryId} is still pending; its next attempt is due at ${iso(delivery.nextAttemptAt)}.`, { details: { deliveryId, status: delivery.status } });
  }
  delivery.status = 'pending';
  delivery.nextAttemptAt = new Date(nowMs);
  delivery.updatedAt = new Date(nowMs);
  return delivery;
}
