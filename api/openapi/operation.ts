import type { Scope } from '../../shared/auth/scopes.js';
import type { ErrorCode } from '../../shared/errors/app-error.js';
import type { RouteSchemas } from '../middleware/validate.js';

/** Response headers the document knows (components.headers). */
export type ResponseHeader =
  | 'Location' | 'Retry-After' | 'Preference-Applied' | 'Idempotent-Replayed' | 'Allow' | 'WWW-Authenticate'
  | 'Cache-Control' | 'X-Content-Type-Options';

/** One success answer of an operation. */
export interface SuccessResponse {
  description: string;
  /** JSON Schema of the whole body (usually dataEnvelope(...) or listEnvelope(...)). */
  schema: object;
  /** Media type; default application/json. */
  contentType?: string;
  /** Headers beyond the ones every answer carries (X-Request-Id, X-RateLimit-*). */
  headers?: ResponseHeader[];
  /** Headers this answer may carry (e.g. not on an Idempotency-Key replay). */
  optionalHeaders?: ResponseHeader[];
  /** A real answer, validated against `schema` by the tests. */
  example?: unknown;
}

/**
 * An operation of the OpenAPI document, declared beside its route (api/routes/*.routes.ts):
 * adding a route means adding its declaration to the module's `…Operations` list, which
 * api/openapi/document.ts collects. The error responses each operation can give are derived
 * from what it declares (scope, request schemas, idempotency, job-backed), plus `errors`.
 */
export interface OperationSpec {
  method: 'get' | 'post' | 'delete' | 'put' | 'patch';
  /** OpenAPI path template, e.g. `/v1/intents/{id}`. */
  path: string;
  /** A client generator's method name: camelCase verb + noun. */
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** The scope the key needs; `any` = any valid key; `public` = no key at all. */
  scope: Scope | 'any' | 'public';
  /** The very schemas the route hands to validate(): path, query and body. */
  request?: RouteSchemas;
  /** Success statuses and their bodies. */
  responses: Record<number, SuccessResponse>;
  /** Error codes beyond the ones derived from the declaration. */
  errors?: ErrorCode[];
  /** Accepts Idempotency-Key (every mutating POST). */
  idempotent?: boolean;
  /** Job-backed: `Prefer: respond-async` or a slow job answers 202 + Location. */
  jobBacked?: { record: object; example?: unknown };
  /** The schema of the error answers when not the error envelope (the public link endpoints add the Actions spec's `message`). */
  errorSchema?: object;
}
