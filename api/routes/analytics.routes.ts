import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { readAccountMetrics } from '../../shared/analytics/account-metrics.js';
import { parseMetricsRange, type Granularity } from '../../shared/analytics/time-buckets.js';
import { respond } from '../lib/envelope.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';
import { getMetricsSchema } from './analytics.schema.js';

/**
 * GET /v1/analytics/metrics (scope admin): the Metrics record of the caller's account on the
 * key's network (live: mainnet, test: devnet) over [startDate, endDate), plus `series`, one
 * record per UTC bucket of `granularity`. Read from
 * the hourly rollups the analytics worker keeps (docs/analytics.md), never from raw rows.
 */
export function analyticsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/analytics' });

  router.get('/metrics', requireScope('admin'), validate(getMetricsSchema), async (ctx) => {
    const range = parseMetricsRange(ctx.state.query as { startDate: string; endDate: string; granularity: Granularity });
    const { accountId, network } = authOf(ctx);
    respond(ctx, 200, await readAccountMetrics(deps.orm, { accountId, network }, range));
  });

  return router;
}
