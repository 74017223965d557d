import { WEBHOOK_EVENT_TYPES } from '../../shared/webhooks/events.js';
import { pageQuerySchema } from '../lib/cursor.js';

/**
 * JSON Schemas of the webhook routes (docs/webhooks.md): request schemas (compiled by
 * validate()) and, under `responses`, the shape of each answer's `data` for the OpenAPI
 * document.
 */
const endpointIdParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^whe_[0-9A-Za-z]{22}$' } },
  required: ['id'],
} as const;

const deliveryParams = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^whe_[0-9A-Za-z]{22}$' },
    deliveryId: { type: 'string', pattern: '^whd_[0-9A-Za-z]{22}$' },
  },
  required: ['id', 'deliveryId'],
} as const;

const pageQuery = pageQuerySchema;

const url = { type: 'string', minLength: 1, maxLength: 2048 } as const;
const events = { type: 'array', minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true, items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] } } as const;
const description = { type: 'string', maxLength: 500 } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** The endpoint record (`secret` only in the answers of create and rotate-secret). */
export const webhookEndpointResponse = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^whe_' },
    url: { type: 'string' },
    description: { type: 'string' },
    events: { type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] } },
    enabled: { type: 'boolean' },
    disabledReason: { type: ['string', 'null'], enum: ['gone', 'failing', null] },
    disabledAt: nullableTime,
    network: { type: 'string', enum: ['mainnet', 'devnet'] },
    previousSecretExpiresAt: nullableTime,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    secret: { type: 'string', pattern: '^whsec_', description: 'The signing secret, shown only by create and rotate-secret.' },
  },
  required: ['id', 'url', 'description', 'events', 'enabled', 'disabledReason', 'disabledAt', 'network', 'previousSecretExpiresAt', 'createdAt', 'updatedAt'],
} as const;

/** One delivery: an event to an endpoint, with its last attempt. */
export const webhookDeliveryResponse = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^whd_' },
    endpointId: { type: 'string' },
    eventId: { type: 'string', pattern: '^msg_', description: 'The webhook-id header of every attempt.' },
    eventType: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
    attempts: { type: 'integer', minimum: 0 },
    responseStatus: { type: ['integer', 'null'] },
    responseBody: { type: ['string', 'null'], description: 'The receiver\'s answer, truncated to WEBHOOK_RESPONSE_BODY_LIMIT_BYTES.' },
    latencyMs: { type: ['integer', 'null'] },
    error: { type: ['string', 'null'] },
    lastAttemptAt: nullableTime,
    nextAttemptAt: nullableTime,
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'endpointId', 'eventId', 'eventType', 'status', 'attempts', 'responseStatus', 'responseBody', 'latencyMs', 'error', 'lastAttemptAt', 'nextAttemptAt', 'createdAt'],
} as const;

const list = (items: object) => ({ type: 'array', items }) as const;

export const createWebhookSchema = {
  body: {
    type: 'object',
    properties: { url, events, description },
    required: ['url'],
    additionalProperties: false,
  },
  responses: { 201: webhookEndpointResponse },
} as const;

export const listWebhooksSchema = { query: pageQuery, responses: { 200: list(webhookEndpointResponse) } } as const;
export const getWebhookSchema = { params: endpointIdParams, responses: { 200: webhookEndpointResponse } } as const;

export const updateWebhookSchema = {
  params: endpointIdParams,
  body: {
    type: 'object',
    properties: { url, events, description, enabled: { type: 'boolean' } },
    minProperties: 1,
    additionalProperties: false,
  },
  responses: { 200: webhookEndpointResponse },
} as const;

export const deleteWebhookSchema = {
  params: endpointIdParams,
  responses: { 200: { type: 'object', properties: { id: { type: 'string' }, deleted: { const: true } }, required: ['id', 'deleted'] } },
} as const;

export const rotateWebhookSecretSchema = {
  params: endpointIdParams,
  body: { type: 'object', properties: {}, additionalProperties: false },
  responses: { 200: webhookEndpointResponse },
} as const;

export const testWebhookSchema = {
  params: endpointIdParams,
  body: { type: 'object', properties: {}, additionalProperties: false },
  responses: {
    202: {
      type: 'object',
      properties: { id: { type: 'string', pattern: '^msg_' }, type: { const: 'ping' }, createdAt: { type: 'string', format: 'date-time' } },
      required: ['id', 'type', 'createdAt'],
    },
  },
} as const;

export const listDeliveriesSchema = { params: endpointIdParams, query: pageQuery, responses: { 200: list(webhookDeliveryResponse) } } as const;

export const retryDeliverySchema = {
  params: deliveryParams,
  body: { type: 'object', properties: {}, additionalProperties: false },
  responses: { 202: webhookDeliveryResponse },
} as const;

const { secret: _secret, ...endpointProperties } = webhookEndpointResponse.properties;
const strict = <T extends object>(schema: T, description: string) => ({ ...schema, description, additionalProperties: false }) as const;

/** Response schemas (components.schemas) of the webhook routes, from the `responses` above. */
export const webhookComponents = {
  WebhookEndpoint: strict({ ...webhookEndpointResponse, properties: endpointProperties }, 'A webhook endpoint (docs/webhooks.md). Its signing secret is never shown here.'),
  NewWebhookEndpoint: strict(webhookEndpointResponse, 'A webhook endpoint with its signing `secret`, shown this once (create and rotate-secret). An Idempotency-Key replay answers the record without `secret`.'),
  WebhookDelivery: strict(webhookDeliveryResponse, 'One event sent to one endpoint, with its last attempt.'),
  WebhookTestEvent: strict(testWebhookSchema.responses[202], 'The `ping` event queued for the endpoint; its delivery shows in the deliveries list.'),
  WebhookDeleted: strict(deleteWebhookSchema.responses[200], 'The endpoint is gone with its deliveries.'),
} as const;

const EXAMPLE_ENDPOINT = {
  id: 'whe_0Ub3bkCYGt3yHq1nD2F6sQ', url: 'https://example.com/hooks/solana', description: 'orders backend', events: ['transaction.confirmed', 'transaction.failed'],
  enabled: true, disabledReason: null, disabledAt: null, network: 'mainnet', previousSecretExpiresAt: null,
  createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z',
};

/** Examples of the webhook answers' `data`. */
export const webhookExamples = {
  endpoint: EXAMPLE_ENDPOINT,
  newEndpoint: { ...EXAMPLE_ENDPOINT, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwGYd8vZk2Jcs=' },
  delivery: {
    id: 'whd_0Ub3bkCYGt3yHq1nD2F6sR', endpointId: EXAMPLE_ENDPOINT.id, eventId: 'msg_0Ub3bkCYGt3yHq1nD2F6sT', eventType: 'transaction.confirmed', status: 'succeeded',
    attempts: 1, responseStatus: 200, responseBody: 'ok', latencyMs: 48, error: null, lastAttemptAt: '2026-11-23T10:00:01.000Z', nextAttemptAt: null, createdAt: '2026-11-23T10:00:00.900Z',
  },
};
