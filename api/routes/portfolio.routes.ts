import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { AppError, appErrorFromJSON } from '../../shared/errors/app-error.js';
import { portfolioJobId, portfolioRefreshJob } from '../../shared/jobs/wallet-index.js';
import { PortfolioStore } from '../../shared/portfolio/portfolio-store.js';
import { respond } from '../lib/envelope.js';
import { enqueueAndWait } from '../lib/worker-wait.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';
import { getPortfolioSchema, portfolioExample } from './portfolio.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, ref } from '../openapi/schemas.js';

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const portfolioOperations: OperationSpec[] = [
  {
    method: 'get', path: '/v1/portfolio', operationId: 'getPortfolio', tag: 'Portfolio', scope: 'read:portfolio',
    summary: 'Get a wallet\'s balances and holdings',
    request: getPortfolioSchema,
    responses: { 200: { description: 'The wallet\'s portfolio.', schema: dataEnvelope(ref('Portfolio')), example: exampleOf(portfolioExample) } },
    errors: ['upstream_error', 'upstream_auth', 'timeout'],
  },
];

/**
 * GET /v1/portfolio?walletAddress=… (read:portfolio): the wallet's SOL and every SPL Token and
 * Token-2022 balance on the caller's network (live keys: mainnet, test keys: devnet), valued in
 * USD. Served from the Redis cache (PORTFOLIO_CACHE_MS); on a miss the wallet-index worker reads
 * the chain and the request waits for it up to PORTFOLIO_DEADLINE_MS (504 past it).
 */
export function portfolioRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/portfolio' });
  const store = new PortfolioStore(deps.redis, deps.config.redisPrefix);

  router.get('/', requireScope('read:portfolio'), validate(getPortfolioSchema), async (ctx) => {
    const { network } = authOf(ctx);
    const walletAddress = ctx.state.query.walletAddress as string;
    const cached = await store.readWithMiss(network, walletAddress);
    if (cached.portfolio) return respond(ctx, 200, cached.portfolio);
    // The last refresh failed moments ago: answer its error rather than hammer the RPC.
    if (cached.miss) throw appErrorFromJSON(cached.miss);

    const { deadlineMs } = deps.config.portfolio;
    const outcome = await enqueueAndWait(deps, {
      queue: portfolioRefreshJob,
      payload: { network, walletAddress },
      jobId: portfolioJobId(network, walletAddress),
      deadlineMs,
      read: async () => {
        const now = await store.readWithMiss(network, walletAddress);
        return now.portfolio || now.miss ? now : null;
      },
    });
    if (!outcome) throw new AppError('timeout', `Reading the wallet's balances took longer than ${deadlineMs} ms; retry shortly.`, { details: { walletAddress, network } });
    if (outcome.portfolio) return respond(ctx, 200, outcome.portfolio);
    throw appErrorFromJSON(outcome.miss);
  });

  return router;
}
