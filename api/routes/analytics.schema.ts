import { GRANULARITIES } from '../../shared/analytics/time-buckets.js';

/**
 * JSON Schema of GET /v1/analytics/metrics. Dates are ISO 8601 date-times with a zone, parsed
 * as strictly as every date-time of the API (the `date-time` format of api/middleware/validate.ts);
 * their order and the bucket count are checked by the handler (parseMetricsRange).
 */
export const getMetricsSchema = {
  query: {
    type: 'object',
    properties: {
      startDate: { type: 'string', format: 'date-time', maxLength: 64, description: 'ISO 8601 date-time with a zone; included.' },
      endDate: { type: 'string', format: 'date-time', maxLength: 64, description: 'ISO 8601 date-time with a zone; excluded.' },
      granularity: { type: 'string', enum: [...GRANULARITIES], default: 'day', description: 'UTC buckets; weeks start on Monday (ISO 8601).' },
    },
    required: ['startDate', 'endDate'],
    additionalProperties: false,
  },
} as const;
