/**
 * Shared pieces of the response schemas (api-decisions section 1): the envelope, the list
 * envelope, the error envelope. OpenAPI 3.1 schemas are JSON Schema 2020-12: nullability is
 * `type: [T, 'null']`, never `nullable`.
 */

export const META_SCHEMA = {
  type: 'object',
  properties: {
    requestId: { type: 'string', description: 'Identifier of the request; the same as the X-Request-Id header.' },
    timestamp: { type: 'string', format: 'date-time', description: 'When the answer was made (ISO 8601).' },
  },
  required: ['requestId', 'timestamp'],
  additionalProperties: false,
} as const;

export const PAGINATION_SCHEMA = {
  type: 'object',
  properties: {
    hasMore: { type: 'boolean', description: 'True when more results follow.' },
    nextCursor: { type: ['string', 'null'], description: 'Pass as `cursor` to get the next page; null on the last page.' },
  },
  required: ['hasMore', 'nextCursor'],
  additionalProperties: false,
} as const;

/** `$ref` to a component schema of the document. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` }) as const;

/** `{ data, meta }` around one record. */
export function dataEnvelope(data: object): object {
  return { type: 'object', properties: { data, meta: ref('Meta') }, required: ['data', 'meta'], additionalProperties: false };
}

/** `{ data: [...], pagination, meta }` around a list of records. */
export function listEnvelope(item: object): object {
  return {
    type: 'object',
    properties: { data: { type: 'array', items: item }, pagination: ref('Pagination'), meta: ref('Meta') },
    required: ['data', 'pagination', 'meta'],
    additionalProperties: false,
  };
}

/** An ISO 8601 date-time string, or null. */
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
/** A base58 Solana address (32-byte public key). */
export const address = { type: 'string', format: 'solana-address', description: 'Base58 Solana address (32-byte public key).' } as const;
export const network = { type: 'string', enum: ['mainnet', 'devnet'], description: 'mainnet for live keys, devnet (the development cluster) for test keys.' } as const;

/** The error envelope, with `code` narrowed to `codes` when given. */
export function errorEnvelope(codes?: readonly string[]): object {
  return {
    type: 'object',
    properties: {
      error: {
        type: 'object',
        properties: {
          code: codes ? { type: 'string', enum: [...codes] } : { type: 'string' },
          message: { type: 'string', description: 'What went wrong and what to do next.' },
          details: { type: 'object', description: 'Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider\'s own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent.' },
        },
        required: ['code', 'message', 'details'],
        additionalProperties: false,
      },
      meta: ref('Meta'),
    },
    required: ['error', 'meta'],
    additionalProperties: false,
  };
}

const EXAMPLE_META = { requestId: 'req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d', timestamp: '2026-11-23T10:00:00.050Z' };

/** An example body: `{ data, meta }` (and `pagination` for a list). */
export function exampleOf(data: unknown, pagination?: { hasMore: boolean; nextCursor: string | null }): object {
  return pagination ? { data, pagination, meta: EXAMPLE_META } : { data, meta: EXAMPLE_META };
}
