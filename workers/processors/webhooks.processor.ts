import { LockMode } from '@mikro-orm/core';
import type { Job } from 'bullmq';
import { WebhookDelivery } from '../../shared/db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../shared/db/entities/webhook-endpoint.entity.js';
import type { EntityManager } from '../../shared/db/orm.js';
import { enqueueWebhookAttempt, webhookDeliveryJob } from '../../shared/jobs/webhooks.js';
import { webhookSenderOf } from '../../shared/webhooks/delivery-policy.js';
import { renderEndpoint, signingSecrets } from '../../shared/webhooks/endpoints.js';
import { webhookPayload, webhookTable, writeWebhookEvents } from '../../shared/webhooks/events.js';
import { SecretBox, signWebhook } from '../../shared/webhooks/secrets.js';
import type { AttemptOutcome } from '../../shared/webhooks/sender.js';
import type { WorkerDeps } from '../deps.js';
import { HostRateLimit } from '../../shared/webhooks/host-rate.js';
import { Postpone } from '../lib/transient-retry.js';

interface OutboxEvent {
  id: string;
  type: string;
  data: unknown;
  created_at: Date;
}

/**
 * Turn an endpoint off on the service's initiative (410 Gone, or failing for
 * WEBHOOK_DISABLE_AFTER_MS) and tell the account's other endpoints (webhook.disabled), in the
 * transaction that records the attempt.
 */
async function disableEndpoint(tx: EntityManager, endpoint: WebhookEndpoint, reason: 'gone' | 'failing', nowMs: number): Promise<void> {
  endpoint.enabled = false;
  endpoint.disabledReason = reason;
  endpoint.disabledAt = new Date(nowMs);
  endpoint.updatedAt = new Date(nowMs);
  await writeWebhookEvents(tx, [{
    accountId: endpoint.accountId,
    network: endpoint.network,
    type: 'webhook.disabled',
    excludeEndpointId: endpoint.id,
    data: { endpoint: renderEndpoint(endpoint, nowMs), reason },
  }], nowMs);
}

/**
 * The `webhooks` queue: one signed HTTP attempt of one delivery per job (docs/webhooks.md).
 * The delivery row is the truth: a job whose attempt the row has moved past does nothing, so
 * a job run twice (a worker killed mid-attempt, a relay re-enqueue) sends at most once more,
 * with the same webhook-id. The outcome and the next attempt's time are written together;
 * the next attempt is then enqueued with its delay (if Redis refuses, the relay enqueues it).
 */
export function webhooksProcessor(deps: WorkerDeps) {
  const box = new SecretBox(deps.config.keys.hashSecret);
  const sender = webhookSenderOf(deps.config);
  const settings = deps.config.webhooks;
  const schedule = settings.retryScheduleMs;
  const now = deps.now ?? Date.now;
  const log = deps.logger.child({ queue: 'webhooks' });
  const hosts = new HostRateLimit(deps.redis, deps.config.redisPrefix, settings.hostRatePerSecond);

  return async (job: Job): Promise<unknown> => {
    webhookDeliveryJob.assertPayload(job.data);
    const { deliveryId, attempt } = job.data;
    const em = deps.orm.em.fork();
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId });
    if (!delivery || delivery.status !== 'pending' || delivery.attempts !== attempt) return { skipped: 'stale' };
    const endpoint = await em.findOne(WebhookEndpoint, { id: delivery.endpointId });
    const [event] = await em.execute<OutboxEvent[]>(`select id, type, data, created_at from ${webhookTable(em, 'webhook_events')} where id = ?`, [delivery.eventId], 'all');
    let outcome: AttemptOutcome;
    if (!endpoint || !endpoint.enabled || !event) {
      outcome = { status: null, latencyMs: 0, body: null, error: 'endpoint disabled: not attempted' };
    } else {
      // Per destination host, across every worker: over the limit the attempt waits for the
      // slot it is given (no attempt spent), and goes when it comes back to it. The host's slots
      // are shared round-robin between the accounts waiting for it (one account's burst does not
      // hold up another's deliveries there).
      const waitMs = await hosts.take(endpoint.url, `${deliveryId}:${attempt}`, endpoint.accountId);
      if (waitMs > 0) throw new Postpone(waitMs, `destination host over WEBHOOK_HOST_RATE_PER_SECOND (${settings.hostRatePerSecond}/s)`);
      const payload = webhookPayload(event.type, new Date(event.created_at), event.data);
      // The signature's timestamp is the real time of sending: receivers compare it with their clock.
      const headers = signWebhook(event.id, new Date(), payload, signingSecrets(endpoint, box, now()));
      outcome = await sender.send(endpoint.url, { ...headers }, payload);
    }

    const at = now();
    const next = await em.fork().transactional(async (tx) => {
      const row = await tx.findOne(WebhookDelivery, { id: deliveryId, status: 'pending', attempts: attempt }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) return null; // another run of this attempt recorded it first
      const ep = await tx.findOne(WebhookEndpoint, { id: row.endpointId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const attempted = outcome.error !== 'endpoint disabled: not attempted';
      if (attempted) row.attempts = attempt + 1;
      row.lastAttemptAt = new Date(at);
      row.responseStatus = outcome.status;
      row.responseBody = outcome.body;
      row.latencyMs = outcome.latencyMs;
      row.error = outcome.error;
      row.updatedAt = new Date(at);
      row.nextAttemptAt = null;
      if (!attempted || !ep) {
        row.status = 'failed';
        return null;
      }
      if (outcome.error === null) {
        row.status = 'succeeded';
        ep.failingSince = null;
        return null;
      }
      if (outcome.status === 410) {
        row.status = 'failed';
        if (ep.enabled) await disableEndpoint(tx, ep, 'gone', at);
        return null;
      }
      ep.failingSince ??= new Date(at);
      if (ep.enabled && at - ep.failingSince.getTime() >= settings.disableAfterMs) {
        row.status = 'failed';
        await disableEndpoint(tx, ep, 'failing', at);
        return null;
      }
      if (attempt + 1 >= schedule.length) {
        row.status = 'failed';
        return null;
      }
      const delay = schedule[attempt + 1]!;
      row.nextAttemptAt = new Date(at + delay);
      return { attempt: attempt + 1, delay };
    });
    if (next) {
      await enqueueWebhookAttempt(deps.queues, deliveryId, next.attempt, next.delay)
        .catch((err: Error) => log.warn({ deliveryId, err: err.message }, 'next webhook attempt not enqueued; the relay will'));
    }
    return { status: outcome.status, error: outcome.error, next: next?.attempt ?? null };
  };
}
