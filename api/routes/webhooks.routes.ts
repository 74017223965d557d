import Router from '@koa/router';
import { AppError, validationError } from '../../shared/errors/app-error.js';
import { enqueueWebhookAttempt } from '../../shared/jobs/webhooks.js';
import { destinationGuardOf } from '../../shared/webhooks/delivery-policy.js';
import { DestinationRefused } from '../../shared/webhooks/destination.js';
import {
  createEndpointWithinCap, findEndpoint, listDeliveries, listEndpoints, renderDelivery, renderEndpoint, replayDelivery, rotateEndpointSecret,
  sendTestEvent, updateEndpoint, type EndpointChanges, type EndpointOwner,
} from '../../shared/webhooks/endpoints.js';
import { SecretBox } from '../../shared/webhooks/secrets.js';
import type { AppDeps } from '../deps.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { respond } from '../lib/envelope.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { idempotent } from '../middleware/idempotency.js';
import { validate } from '../middleware/validate.js';
import {
  createWebhookSchema, deleteWebhookSchema, getWebhookSchema, listDeliveriesSchema, listWebhooksSchema, retryDeliverySchema,
  rotateWebhookSecretSchema, testWebhookSchema, updateWebhookSchema, webhookExamples,
} from './webhooks.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, listEnvelope, ref } from '../openapi/schemas.js';

/** What an Idempotency-Key replay keeps of create and rotate-secret: the record without its secret (shown once). */
function withoutSecret(body: Record<string, unknown>): Record<string, unknown> {
  const { secret: _secret, ...record } = body.data as Record<string, unknown>;
  return { ...body, data: record };
}

const SECRET_ONCE = 'The signing `secret` is in this answer only (an Idempotency-Key replay answers the record without it); the answer is never cached (`Cache-Control: no-store`).';

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const webhookOperations: OperationSpec[] = [
  {
    method: 'post', path: '/v1/webhooks', operationId: 'createWebhook', tag: 'Webhooks', scope: 'admin',
    summary: 'Create a webhook endpoint',
    description: `Events of the key's network are sent to \`url\`, signed per Standard Webhooks. A URL the service refuses to call (not https, a private address) is 400 validation_error on \`url\`. An account has at most 16 endpoints per network (\`WEBHOOK_ENDPOINTS_MAX\`): the next is 409 conflict with \`details.reason\` \`endpoint_limit_reached\`. ${SECRET_ONCE}`,
    request: createWebhookSchema, idempotent: true, errors: ['conflict'],
    responses: { 201: { description: 'The endpoint, with its signing secret.', schema: dataEnvelope(ref('NewWebhookEndpoint')), optionalHeaders: ['Cache-Control'], example: exampleOf(webhookExamples.newEndpoint) } },
  },
  {
    method: 'get', path: '/v1/webhooks', operationId: 'listWebhooks', tag: 'Webhooks', scope: 'admin',
    summary: 'List the webhook endpoints of the key\'s network', request: listWebhooksSchema,
    responses: { 200: { description: 'One page of endpoints.', schema: listEnvelope(ref('WebhookEndpoint')), example: exampleOf([webhookExamples.endpoint], { hasMore: false, nextCursor: null }) } },
  },
  {
    method: 'get', path: '/v1/webhooks/{id}', operationId: 'getWebhook', tag: 'Webhooks', scope: 'admin',
    summary: 'Get a webhook endpoint', request: getWebhookSchema,
    responses: { 200: { description: 'The endpoint.', schema: dataEnvelope(ref('WebhookEndpoint')), example: exampleOf(webhookExamples.endpoint) } },
  },
  {
    method: 'patch', path: '/v1/webhooks/{id}', operationId: 'updateWebhook', tag: 'Webhooks', scope: 'admin',
    summary: 'Change a webhook endpoint\'s url, events, description, or enable it again', request: updateWebhookSchema,
    responses: { 200: { description: 'The endpoint as changed.', schema: dataEnvelope(ref('WebhookEndpoint')) } },
  },
  {
    method: 'delete', path: '/v1/webhooks/{id}', operationId: 'deleteWebhook', tag: 'Webhooks', scope: 'admin',
    summary: 'Delete a webhook endpoint', request: deleteWebhookSchema,
    responses: { 200: { description: 'Deleted.', schema: dataEnvelope(ref('WebhookDeleted')) } },
  },
  {
    method: 'post', path: '/v1/webhooks/{id}/rotate-secret', operationId: 'rotateWebhookSecret', tag: 'Webhooks', scope: 'admin',
    summary: 'Rotate a webhook endpoint\'s signing secret',
    description: `The previous secret keeps signing alongside the new one for 24 hours (\`previousSecretExpiresAt\`); rotating again within them is 409 conflict. ${SECRET_ONCE}`,
    request: rotateWebhookSecretSchema, idempotent: true,
    responses: { 200: { description: 'The endpoint, with its new signing secret.', schema: dataEnvelope(ref('NewWebhookEndpoint')), optionalHeaders: ['Cache-Control'], example: exampleOf(webhookExamples.newEndpoint) } },
    errors: ['conflict'],
  },
  {
    method: 'post', path: '/v1/webhooks/{id}/test', operationId: 'testWebhook', tag: 'Webhooks', scope: 'admin',
    summary: 'Send a `ping` event to a webhook endpoint',
    description: 'A disabled endpoint is 409 conflict.',
    request: testWebhookSchema, idempotent: true,
    responses: { 202: { description: 'The event is queued.', schema: dataEnvelope(ref('WebhookTestEvent')) } },
    errors: ['conflict'],
  },
  {
    method: 'get', path: '/v1/webhooks/{id}/deliveries', operationId: 'listWebhookDeliveries', tag: 'Webhooks', scope: 'admin',
    summary: 'List a webhook endpoint\'s deliveries, newest first', request: listDeliveriesSchema,
    responses: { 200: { description: 'One page of deliveries.', schema: listEnvelope(ref('WebhookDelivery')), example: exampleOf([webhookExamples.delivery], { hasMore: false, nextCursor: null }) } },
  },
  {
    method: 'post', path: '/v1/webhooks/{id}/deliveries/{deliveryId}/retry', operationId: 'retryWebhookDelivery', tag: 'Webhooks', scope: 'admin',
    summary: 'Send a delivery again',
    description: 'A pending delivery, or one of a disabled endpoint, is 409 conflict.',
    request: retryDeliverySchema, idempotent: true,
    responses: { 202: { description: 'The delivery, pending again.', schema: dataEnvelope(ref('WebhookDelivery')) } },
    errors: ['conflict'],
  },
];

/**
 * /v1/webhooks (docs/webhooks.md): an account's webhook endpoints on its key's network, their
 * secrets, test events and deliveries. Every route needs the admin scope; another account's
 * (or network's) endpoint is 404.
 */
export function webhooksRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/webhooks' });
  const now = deps.now ?? Date.now;
  const box = new SecretBox(deps.config.keys.hashSecret);
  const guard = destinationGuardOf(deps.config);
  const ownerOf = (ctx: Parameters<typeof authOf>[0]): EndpointOwner => {
    const auth = authOf(ctx);
    return { accountId: auth.accountId, network: auth.network };
  };
  const checkUrl = async (url: string) => {
    try {
      await guard.check(url);
    } catch (err) {
      if (err instanceof DestinationRefused) throw validationError('url', err.message);
      throw err;
    }
  };
  const pageAfter = (cursor: string | undefined, prefix: string) => (cursor ? decodeCursor(cursor, ['id'] as const, new RegExp(`^${prefix}_[0-9A-Za-z]{22}$`)).id : null);

  router.post('/', requireScope('admin'), validate(createWebhookSchema), idempotent(deps, { stored: withoutSecret }), async (ctx) => {
    const body = ctx.request.body as { url: string; events?: string[]; description?: string };
    await checkUrl(body.url);
    const at = now();
    const { endpoint, secret } = await createEndpointWithinCap(deps.orm.em, box, ownerOf(ctx), { ...body, createdByKeyId: authOf(ctx).keyId }, at, deps.config.webhooks.endpointsMax);
    ctx.set('Cache-Control', 'no-store'); // the answer holds the signing secret: no cache may keep it
    respond(ctx, 201, renderEndpoint(endpoint, at, secret));
  });

  router.get('/', requireScope('admin'), validate(listWebhooksSchema), async (ctx) => {
    const query = ctx.state.query as { limit: number; cursor?: string };
    const page = await listEndpoints(deps.orm.em, ownerOf(ctx), query.limit, pageAfter(query.cursor, 'whe'));
    const at = now();
    const last = page.items.at(-1);
    respond(ctx, 200, page.items.map((e) => renderEndpoint(e, at)), { hasMore: page.hasMore, nextCursor: page.hasMore && last ? encodeCursor({ id: last.id }) : null });
  });

  router.get('/:id', requireScope('admin'), validate(getWebhookSchema), async (ctx) => {
    respond(ctx, 200, renderEndpoint(await findEndpoint(deps.orm.em, ownerOf(ctx), ctx.params.id!), now()));
  });

  router.patch('/:id', requireScope('admin'), validate(updateWebhookSchema), async (ctx) => {
    const changes = ctx.request.body as EndpointChanges;
    if (changes.url !== undefined) await checkUrl(changes.url);
    const endpoint = await findEndpoint(deps.orm.em, ownerOf(ctx), ctx.params.id!);
    const at = now();
    updateEndpoint(endpoint, changes, at);
    await deps.orm.em.flush();
    respond(ctx, 200, renderEndpoint(endpoint, at));
  });

  router.delete('/:id', requireScope('admin'), validate(deleteWebhookSchema), async (ctx) => {
    const endpoint = await findEndpoint(deps.orm.em, ownerOf(ctx), ctx.params.id!);
    await deps.orm.em.remove(endpoint).flush();
    respond(ctx, 200, { id: endpoint.id, deleted: true });
  });

  router.post('/:id/rotate-secret', requireScope('admin'), validate(rotateWebhookSecretSchema), idempotent(deps, { stored: withoutSecret }), async (ctx) => {
    const endpoint = await findEndpoint(deps.orm.em, ownerOf(ctx), ctx.params.id!);
    const at = now();
    if (endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > at) {
      // A third live secret would leave receivers guessing which two to hold.
      throw new AppError('conflict', `The secret of ${endpoint.id} was rotated less than 24 hours ago; the previous secret still signs until ${endpoint.previousSecretExpiresAt.toISOString()}. Rotate again after that.`, {
        details: { endpointId: endpoint.id, previousSecretExpiresAt: endpoint.previousSecretExpiresAt.toISOString() },
      });
    }
    const secret = rotateEndpointSecret(endpoint, box, at);
    await deps.orm.em.flush();
    ctx.set('Cache-Control', 'no-store'); // the answer holds the signing secret: no cache may keep it
    respond(ctx, 200, renderEndpoint(endpoint, at, secret));
  });

  router.post('/:id/test', requireScope('admin'), validate(testWebhookSchema), idempotent(deps), async (ctx) => {
    const endpoint = await findEndpoint(deps.orm.em, ownerOf(ctx), ctx.params.id!);
    respond(ctx, 202, await sendTestEvent(deps.orm.em, endpoint, now()));
  });

  router.get('/:id/deliveries', requireScope('admin'), validate(listDeliveriesSchema), async (ctx) => {
    const query = ctx.state.query as { limit: number; cursor?: string };
    const endpoint = await findEndpoint(deps.orm.em, ownerOf(ctx), ctx.params.id!);
    const page = await listDeliveries(deps.orm.em, endpoint.id, query.limit, pageAfter(query.cursor, 'whd'));
    const last = page.items.at(-1);
    respond(ctx, 200, page.items.map(renderDelivery), { hasMore: page.hasMore, nextCursor: page.hasMore && last ? encodeCursor({ id: last.id }) : null });
  });

  router.post('/:id/deliveries/:deliveryId/retry', requireScope('admin'), validate(retryDeliverySchema), idempotent(deps), async (ctx) => {
    const endpoint = await findEndpoint(deps.orm.em, ownerOf(ctx), ctx.params.id!);
    const delivery = await replayDelivery(deps.orm.em, endpoint, ctx.params.deliveryId!, now());
    await deps.orm.em.flush();
    // Best effort: the relay enqueues it anyway once it is overdue (Redis down now).
    await enqueueWebhookAttempt(deps.queues, delivery.id, delivery.attempts)
      .catch((err: Error) => ctx.state.log?.warn({ err: err.message, deliveryId: delivery.id }, 'webhook replay not enqueued yet'));
    respond(ctx, 202, renderDelivery(delivery));
  });

  return router;
}
