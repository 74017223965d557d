import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { readAccountMetrics } from '../../shared/analytics/account-metrics.js';
import { metricsReportJson } from '../../shared/analytics/metrics-json.js';
import { parseMetricsRange, type Granularity } from '../../shared/analytics/time-buckets.js';
import { respondJson } from '../lib/envelope.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';
import { getMetricsSchema, metricsExample } from './analytics.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, ref } from '../openapi/schemas.js';

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const analyticsOperations: OperationSpec[] = [
  {
    method: 'get', path: '/v1/analytics/metrics', operationId: 'getMetrics', tag: 'Analytics', scope: 'admin',
    summary: 'Get usage metrics over a date range',
    description: 'startDate must be before endDate; at most 1,000 buckets of `granularity` in the range.',
    request: getMetricsSchema,
    responses: { 200: { description: 'The metrics of the range and its series.', schema: dataEnvelope(ref('MetricsReport')), example: exampleOf(metricsExample) } },
  },
];

/**
 * GET /v1/analytics/metrics (scope admin): the Metrics record of the caller's account on the
 * key's network (live: mainnet, test: devnet) over [startDate, endDate), plus `series`, one
 * record per UTC bucket of `granularity`. Read from
 * the hourly rollups the analytics worker keeps (docs/analytics.md), never from raw rows, but for
 * `landing`: an index range read of the submitted transaction records.
 */
export function analyticsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/analytics' });

  router.get('/metrics', requireScope('admin'), validate(getMetricsSchema), async (ctx) => {
    const range = parseMetricsRange(ctx.state.query as { startDate: string; endDate: string; granularity: Granularity });
    const { accountId, network } = authOf(ctx);
    // 30 days by hour is about 400 KB of JSON: written by a serializer made for this shape, in
    // half the time of JSON.stringify (docs/performance.md, "GET /v1/analytics/metrics, 30 days by hour").
    respondJson(ctx, 200, metricsReportJson(await readAccountMetrics(deps.orm, { accountId, network }, range)));
  });

  return router;
}
