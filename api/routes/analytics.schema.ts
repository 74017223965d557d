import { GRANULARITIES } from '../../shared/analytics/time-buckets.js';

/**
 * JSON Schema of GET /v1/analytics/metrics. The dates are parsed by the handler
 * (parseMetricsRange: the ISO 8601 forms of docs/analytics.md, their order, the bucket count).
 */
export const getMetricsSchema = {
  query: {
    type: 'object',
    properties: {
      startDate: { type: 'string', maxLength: 64, description: 'ISO 8601 date (midnight UTC) or date-time with a zone; included. Parsed by parseMetricsRange (docs/analytics.md).' },
      endDate: { type: 'string', maxLength: 64, description: 'ISO 8601 date (midnight UTC) or date-time with a zone; excluded. Parsed by parseMetricsRange (docs/analytics.md).' },
      granularity: { type: 'string', enum: [...GRANULARITIES], default: 'day', description: 'UTC buckets; weeks start on Monday (ISO 8601).' },
    },
    required: ['startDate', 'endDate'],
    additionalProperties: false,
  },
} as const;

const counts = (names: readonly string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((n) => [n, { type: 'number' }])),
  required: [...names],
  additionalProperties: false,
});

const metricsRecord = {
  type: 'object',
  properties: {
    period: {
      type: 'object',
      properties: { start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' }, granularity: { type: 'string', enum: [...GRANULARITIES] } },
      required: ['start', 'end', 'granularity'],
      additionalProperties: false,
    },
    transactions: counts(['total', 'swaps', 'transfers', 'successRate', 'stakes', 'unstakes', 'wraps', 'unwraps', 'closeAccounts', 'confirmed', 'failed', 'expired']),
    volume: counts(['totalUSD', 'averagePerTransaction']),
    intents: counts(['total', 'averageConfidence', 'parseErrors']),
    requests: counts(['total', 'errors', 'rateLimited', 'averageLatencyMs', 'mcp']),
    landing: {
      type: 'object',
      description: 'The transactions submitted through POST /v1/transactions/{id}/submit in the period (by submittedAt) and what became of them so far: `landed` reached the chain (confirmed, or failed on chain, which `failed` counts), `expired` never did; the rest are in flight. Read live from the transaction records (docs/analytics.md, "Landing").',
      properties: {
        submitted: { type: 'integer', minimum: 0 },
        landed: { type: 'integer', minimum: 0 },
        failed: { type: 'integer', minimum: 0 },
        expired: { type: 'integer', minimum: 0 },
        medianTimeToLandMs: { type: ['integer', 'null'], minimum: 0, description: 'Median timeToLandMs (landedAt - submittedAt) of the landed ones; null when none landed.' },
      },
      required: ['submitted', 'landed', 'failed', 'expired', 'medianTimeToLandMs'],
      additionalProperties: false,
    },
  },
  required: ['period', 'transactions', 'volume', 'intents', 'requests', 'landing'],
  additionalProperties: false,
} as const;

/** Response schemas (components.schemas) of the analytics route. */
export const analyticsComponents = {
  MetricsRecord: { ...metricsRecord, description: 'The spec\'s Metrics record plus `requests` and per-type and per-outcome transaction counts (docs/analytics.md).' },
  MetricsReport: {
    ...metricsRecord,
    description: 'The Metrics record of the whole range, plus `series`: one record per granularity bucket.',
    properties: { ...metricsRecord.properties, series: { type: 'array', items: { $ref: '#/components/schemas/MetricsRecord' } } },
    required: [...metricsRecord.required, 'series'],
  },
} as const;

const exampleRecord = (start: string, end: string) => ({
  period: { start, end, granularity: 'day' },
  transactions: { total: 12, swaps: 5, transfers: 6, successRate: 90.91, stakes: 1, unstakes: 0, wraps: 0, unwraps: 0, closeAccounts: 0, confirmed: 10, failed: 1, expired: 1 },
  volume: { totalUSD: 1840.5, averagePerTransaction: 153.38 },
  intents: { total: 15, averageConfidence: 0.93, parseErrors: 2 },
  requests: { total: 240, errors: 7, rateLimited: 2, averageLatencyMs: 41.2, mcp: 31 },
  landing: { submitted: 8, landed: 7, failed: 1, expired: 1, medianTimeToLandMs: 1240 },
});

/** A real answer of GET /v1/analytics/metrics?startDate=2026-11-22T00:00:00Z&endDate=2026-11-23T00:00:00Z. */
export const metricsExample = { ...exampleRecord('2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z'), series: [exampleRecord('2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z')] };
