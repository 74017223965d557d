import { ERROR_STATUS, type ErrorCode } from '../../shared/errors/app-error.js';
import { analyticsOperations } from '../routes/analytics.routes.js';
import { analyticsComponents } from '../routes/analytics.schema.js';
import { buildOperations } from '../routes/builds.routes.js';
import { buildComponents } from '../routes/builds.schema.js';
import { docsOperations } from '../routes/docs.routes.js';
import { healthOperations } from '../routes/health.routes.js';
import { intentOperations } from '../routes/intents.routes.js';
import { intentComponents } from '../routes/intents.schema.js';
import { keysOperations } from '../routes/keys.routes.js';
import { linkActionOperations } from '../routes/link-actions.routes.js';
import { linkOperations } from '../routes/links.routes.js';
import { linkComponents } from '../routes/links.schema.js';
import { orderOperations } from '../routes/orders.routes.js';
import { orderComponents } from '../routes/orders.schema.js';
import { keyComponents } from '../routes/keys.schema.js';
import { pingOperations } from '../routes/ping.routes.js';
import { pingComponents } from '../routes/ping.schema.js';
import { portfolioOperations } from '../routes/portfolio.routes.js';
import { portfolioComponents } from '../routes/portfolio.schema.js';
import { pricesOperations } from '../routes/prices.routes.js';
import { priceComponents } from '../routes/prices.schema.js';
import { tokenOperations } from '../routes/tokens.routes.js';
import { tokenComponents } from '../routes/tokens.schema.js';
import { safetyComponents } from '../routes/safety.schema.js';
import { explainComponents } from '../routes/explain.schema.js';
import { submitOperations } from '../routes/submit.routes.js';
import { transactionOperations } from '../routes/transactions.routes.js';
import { transactionComponents } from '../routes/transactions.schema.js';
import { webhookOperations } from '../routes/webhooks.routes.js';
import { webhookComponents } from '../routes/webhooks.schema.js';
import type { OperationSpec, ResponseHeader } from './operation.js';
import { errorEnvelope, META_SCHEMA, PAGINATION_SCHEMA } from './schemas.js';

/** Every operation of the API, in the order the docs page lists them. A new route module adds its list here. */
export const OPERATIONS: readonly OperationSpec[] = [
  ...intentOperations, ...buildOperations, ...submitOperations, ...transactionOperations, ...portfolioOperations, ...pricesOperations, ...tokenOperations,
  ...analyticsOperations, ...keysOperations, ...webhookOperations, ...pingOperations, ...healthOperations, ...docsOperations,
  ...linkOperations, ...linkActionOperations, ...orderOperations,
];

/** Named record schemas (components.schemas), from the routes' *.schema.ts modules. */
export const COMPONENT_SCHEMAS: Readonly<Record<string, object>> = {
  Meta: META_SCHEMA,
  Pagination: PAGINATION_SCHEMA,
  ErrorEnvelope: errorEnvelope(),
  ...intentComponents, ...buildComponents, ...transactionComponents, ...portfolioComponents, ...priceComponents, ...tokenComponents, ...safetyComponents, ...explainComponents,
  ...analyticsComponents, ...keyComponents, ...webhookComponents, ...pingComponents,
  ...linkComponents, ...orderComponents,
};

const TAGS = [
  { name: 'Intents', description: 'Turn a natural-language command into an intent (docs/intents.md).' },
  { name: 'Transactions', description: 'Build an unsigned transaction from an intent; list and read transaction records and wallet history (docs/transactions.md, docs/history.md).' },
  { name: 'Portfolio', description: 'Wallet balances and holdings valued in USD.' },
  { name: 'Prices', description: 'Token prices (docs/prices-and-portfolio.md).' },
  { name: 'Tokens', description: 'The token catalogue of the caller\'s network: search, and one token with its price (docs/tokens.md).' },
  { name: 'Analytics', description: 'Usage metrics of the account (docs/analytics.md).' },
  { name: 'Keys', description: 'Create, list, revoke and rotate API keys (docs/keys-and-limits.md).' },
  { name: 'Webhooks', description: 'Signed event notifications: endpoints, secrets, test events and deliveries (docs/webhooks.md).' },
  { name: 'Jobs', description: 'A round trip through the job queue, to prove the workers live.' },
  { name: 'Links', description: 'Payable links any wallet can pay: Solana Pay transaction requests and Solana Actions from one command (docs/links.md). The /pay and /action endpoints need no API key.' },
  { name: 'Orders', description: 'Swaps that wait for a price: limit buys and sells, stop-losses, take-profits; armed (filled with no one online, through durable nonces) or notify (docs/orders.md).' },
  { name: 'Operations', description: 'Liveness, readiness, Prometheus metrics and this document; no API key.' },
];

const HEADERS: Record<string, object> = {
  'X-Request-Id': { description: 'Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused.', schema: { type: 'string' } },
  'X-RateLimit-Limit': { description: "Requests per minute of the account's tier.", schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current one-minute window.', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { description: 'Unix epoch seconds at which the window resets.', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Daily-Limit': { description: 'Test keys only: requests the key may make per UTC day (100).', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Daily-Remaining': { description: "Test keys only: requests left today (UTC); 0 once the day's requests are spent.", schema: { type: 'integer', minimum: 0 } },
  'Retry-After': { description: 'Seconds to wait before retrying (or before polling Location).', schema: { type: 'integer', minimum: 0 } },
  Location: { description: 'Where to poll the record until it is final.', schema: { type: 'string' } },
  'Preference-Applied': { description: '`respond-async` when the request asked for it with Prefer.', schema: { type: 'string', enum: ['respond-async'] } },
  'Idempotent-Replayed': { description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key.', schema: { type: 'string', enum: ['true'] } },
  Allow: { description: 'The methods the path accepts.', schema: { type: 'string' } },
  'WWW-Authenticate': { description: 'The Bearer challenge (RFC 6750).', schema: { type: 'string' } },
  'Cache-Control': { description: 'Caching directive.', schema: { type: 'string' } },
  'X-Content-Type-Options': { description: '`nosniff`: browsers must not guess another media type than Content-Type.', schema: { type: 'string', enum: ['nosniff'] } },
};

/**
 * Headers every answer carries, whatever the route or status (name → always present). A
 * middleware that adds a header to every answer adds it here (and to HEADERS).
 */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, boolean>> = { 'X-Request-Id': true, 'X-Content-Type-Options': true };

const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
/** Only on test keys' answers. */
const TEST_KEY_HEADERS = ['X-RateLimit-Daily-Limit', 'X-RateLimit-Daily-Remaining'];
const headerRef = (name: string, required: boolean) => (required ? { ...HEADERS[name], required: true } : { $ref: `#/components/headers/${name}` });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid path, query or body; details `{ field, reason }`.',
  401: 'No, malformed, unknown, revoked or expired API key; details `{ reason }`.',
  403: 'The key lacks the scope; details `{ requiredScope }`.',
  404: 'No such resource in this account.',
  405: 'Method not allowed on this path.',
  408: 'The request (line, headers or body) was not received in time; send it again.',
  431: 'The URL and headers together are over 16 KiB.',
  409: 'A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state.',
  410: 'The resource is gone for good: a payable link revoked, expired or used up (details `{ reason }`).',
  413: 'Body over the size limit.',
  415: 'Body not application/json.',
  422: 'Idempotency-Key reused with another body, or the command was not understood.',
  429: 'Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller\'s address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds.',
  500: 'Unexpected failure; retry, and quote the request id if it persists.',
  502: 'The Solana RPC, price or swap provider failed (upstream_error), or Jupiter refused the API key (upstream_auth: set JUPITER_API_KEY).',
  503: 'Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment\'s Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff.',
  504: 'An upstream call or job took longer than its deadline.',
};

/** The error codes an operation can answer, from what it declares. */
export function errorCodesOf(op: OperationSpec): ErrorCode[] {
  // Any request may arrive too slowly or with too many header bytes (answered by the HTTP server itself).
  const codes = new Set<ErrorCode>(['internal_error', 'request_timeout', 'headers_too_large']);
  if (op.scope !== 'public') for (const c of ['unauthorized', 'rate_limit_exceeded', 'quota_exceeded', 'service_unavailable'] as const) codes.add(c);
  if (op.scope !== 'public' && op.scope !== 'any') codes.add('insufficient_scope');
  if (op.request) codes.add('validation_error');
  if (op.request?.params) codes.add('not_found');
  if (op.method !== 'get' && op.scope !== 'public') {
    // Every /v1 request with a body is read as JSON, whatever the route.
    for (const c of ['validation_error', 'payload_too_large', 'unsupported_media_type'] as const) codes.add(c);
  }
  if (op.idempotent) for (const c of ['conflict', 'idempotency_key_reused'] as const) codes.add(c);
  for (const c of op.errors ?? []) codes.add(c);
  return [...codes];
}

function parameters(op: OperationSpec): object[] {
  const out: object[] = [];
  const add = (where: 'path' | 'query', schema: object | undefined) => {
    if (!schema) return;
    const s = schema as { properties?: Record<string, { description?: string }>; required?: readonly string[] };
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const required = where === 'path' || (s.required ?? []).includes(name);
      out.push({ name, in: where, required, ...(prop.description ? { description: prop.description } : {}), schema: prop });
    }
  };
  add('path', op.request?.params);
  add('query', op.request?.query);
  if (op.idempotent) {
    out.push({ name: 'Idempotency-Key', in: 'header', required: false, description: 'Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused.', schema: { type: 'string', minLength: 1, maxLength: 255 } });
  }
  if (op.jobBacked) {
    out.push({ name: 'Prefer', in: 'header', required: false, description: '`respond-async` answers 202 with the pending record and a Location to poll at once, without waiting for the job.', schema: { type: 'string', examples: ['respond-async'] } });
  }
  return out;
}

function headersOf(op: OperationSpec, status: number, extra: readonly ResponseHeader[] = [], optional: readonly ResponseHeader[] = []): Record<string, object> {
  const headers = everyAnswerHeaders();
  // Rate-limit headers come once the key is authenticated: on every success, and on errors after that.
  if (op.scope !== 'public' && status !== 401) for (const h of RATE_LIMIT_HEADERS) headers[h] = headerRef(h, status < 300);
  if (op.scope !== 'public' && status !== 401) for (const h of TEST_KEY_HEADERS) headers[h] = headerRef(h, false);
  if (op.idempotent && status !== 401) headers['Idempotent-Replayed'] = headerRef('Idempotent-Replayed', false);
  for (const h of extra) headers[h] = headerRef(h, true);
  for (const h of optional) headers[h] = headerRef(h, false);
  return headers;
}

function everyAnswerHeaders(): Record<string, object> {
  return Object.fromEntries(Object.entries(EVERY_ANSWER_HEADERS).map(([name, required]) => [name, headerRef(name, required)]));
}

const ERROR_HEADERS: Record<number, ResponseHeader[]> = { 401: ['WWW-Authenticate'], 405: ['Allow'], 429: ['Retry-After'] };

function operationObject(op: OperationSpec): object {
  const responses: Record<string, object> = {};
  for (const [status, r] of Object.entries(op.responses)) {
    responses[status] = {
      description: r.description,
      headers: headersOf(op, Number(status), r.headers, r.optionalHeaders),
      content: { [r.contentType ?? 'application/json']: { schema: r.schema, ...(r.example !== undefined ? { example: r.example } : {}) } },
    };
  }
  if (op.jobBacked) {
    responses['202'] = {
      description: 'The job is still running (past the deadline, or `Prefer: respond-async`): the record with status `pending` or `running`; poll Location.',
      headers: { ...headersOf(op, 202, ['Location', 'Retry-After']), 'Preference-Applied': headerRef('Preference-Applied', false) },
      content: { 'application/json': { schema: { type: 'object', properties: { data: op.jobBacked.record, meta: { $ref: '#/components/schemas/Meta' } }, required: ['data', 'meta'], additionalProperties: false }, ...(op.jobBacked.example !== undefined ? { example: op.jobBacked.example } : {}) } },
    };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(op)) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const headers = headersOf(op, status, ERROR_HEADERS[status]);
    // 409 from an in-flight Idempotency-Key says when to retry.
    // 503 when overloaded (details.reason overloaded) says it too.
    if (status === 409 || status === 503) headers['Retry-After'] = headerRef('Retry-After', false);
    responses[String(status)] = {
      description: `${ERROR_DESCRIPTIONS[status] ?? 'Error.'} Codes: ${codes.join(', ')}.`,
      headers,
      content: { 'application/json': { schema: op.errorSchema ?? errorEnvelope(codes) } },
    };
  }
  responses.default = { $ref: '#/components/responses/Error' };
  const security = op.scope === 'public' ? [] : [{ bearerAuth: op.scope === 'any' ? [] : [op.scope] }];
  const body = op.request?.body;
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, op.scope === 'public' ? 'No API key needed.' : op.scope === 'any' ? 'Any valid API key.' : op.scope === 'admin' ? 'Scope: `admin`.' : `Scope: \`${op.scope}\` (or \`admin\`).`].filter(Boolean).join('\n\n'),
    ...(op.scope !== 'public' && op.scope !== 'any' ? { 'x-required-scope': op.scope } : {}),
    security,
    parameters: parameters(op),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the service, assembled from the routes' declarations and schemas. */
export function buildOpenApiDocument(operations: readonly OperationSpec[] = OPERATIONS, schemas: Readonly<Record<string, object>> = COMPONENT_SCHEMAS): Record<string, any> {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    if (paths[op.path][op.method]) throw new Error(`Two declarations of ${op.method.toUpperCase()} ${op.path}`);
    paths[op.path][op.method] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Solana Intent Service API',
      version: '1.0.0',
      summary: 'Natural-language intents, Solana transaction building, portfolio, history, prices and usage metrics.',
      description: [
        'Every request carries `Authorization: Bearer <API_KEY>` (`service_live_…` for mainnet, `service_test_…` for the development cluster); the scope each operation needs is named on it.',
        'Every success body is `{ data, meta }` (lists add `pagination`), every error `{ error: { code, message, details }, meta }`.',
        'Every answer carries `X-Request-Id` and `X-Content-Type-Options: nosniff`, and every authenticated one the `X-RateLimit-*` headers; a 429 adds `Retry-After`.',
        'Mutating POSTs accept `Idempotency-Key`; job-backed POSTs accept `Prefer: respond-async` and may answer 202 with a `Location` to poll.',
        'AI agents: the intent, build, transaction, portfolio, price and metrics operations are also MCP tools at `POST /mcp` (Model Context Protocol, Streamable HTTP), with the same key, scopes, limits and records; see docs/agents.md in the repository. This document describes the REST API only.',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'This service' }],
    tags: TAGS,
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key: `Authorization: Bearer service_live_…` or `service_test_…`. Each operation names the scope it needs; `admin` grants every scope.' },
      },
      schemas,
      headers: HEADERS,
      responses: {
        Error: { description: 'Any error: the error envelope.', headers: everyAnswerHeaders(), content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        NotFound: { description: 'No route for this path (any method).', headers: everyAnswerHeaders(), content: { 'application/json': { schema: errorEnvelope(['not_found']) } } },
        Options: {
          description: 'OPTIONS on any path of the document: no body; Allow lists its methods. On /v1 paths with a key, the X-RateLimit-* headers too.',
          headers: { ...everyAnswerHeaders(), Allow: headerRef('Allow', true), ...Object.fromEntries(RATE_LIMIT_HEADERS.map((h) => [h, headerRef(h, false)])) },
        },
        MethodNotAllowed: { description: 'The path exists, but not with this method.', headers: { ...everyAnswerHeaders(), Allow: headerRef('Allow', true) }, content: { 'application/json': { schema: errorEnvelope(['method_not_allowed']) } } },
      },
    },
  };
}
