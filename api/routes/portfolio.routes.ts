import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { AppError, appErrorFromJSON } from '../../shared/errors/app-error.js';
import { portfolioJobId, portfolioRefreshJob } from '../../shared/jobs/wallet-index.js';
import { SafetyStore } from '../../shared/safety/safety-store.js';
import { NATIVE_MINT } from '../../shared/chain/token-list.js';
import { PortfolioStore } from '../../shared/portfolio/portfolio-store.js';
import { hideUnverified, type Portfolio } from '../../shared/portfolio/portfolio.js';
import { assertWalletBudget, DailyBudgets } from '../../shared/ratelimit/daily-budgets.js';
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
    description: 'Every token is named: by the token catalogue, else by its on-chain metadata (Metaplex, or Token-2022\'s metadata extension); `verified` is true only for catalogue-verified tokens. `hideUnverifiedBelowUsd` leaves out unverified tokens worth less (spam), counted in `hidden`. A wallet not in the cache is read from the chain; each distinct wallet counts once per UTC day against the account\'s `WALLETS_PER_DAY` budget (429 quota_exceeded, `details.limitType` `wallets_per_day`, past it).',
    errors: ['upstream_error', 'upstream_auth', 'timeout', 'quota_exceeded'],
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
  const budgets = new DailyBudgets(deps.redis, deps.config.redisPrefix, deps.now);

  router.get('/', requireScope('read:portfolio'), validate(getPortfolioSchema), async (ctx) => {
    const auth = authOf(ctx);
    const { network, accountId } = auth;
    const walletAddress = ctx.state.query.walletAddress as string;
    const belowUsd = ctx.state.query.hideUnverifiedBelowUsd as number | undefined;
    const answer = async (portfolio: Portfolio) => respond(ctx, 200, await withSafetyLevels(deps, belowUsd === undefined ? portfolio : hideUnverified(portfolio, belowUsd)));
    const cached = await store.readWithMiss(network, walletAddress);
    if (cached.portfolio) return answer(cached.portfolio);
    // The last refresh failed moments ago: answer its error rather than hammer the RPC.
    if (cached.miss) throw appErrorFromJSON(cached.miss);

    // Reading a wallet from the chain is work: a distinct wallet counts against the day's budget.
    await assertWalletBudget(budgets, deps.config.portfolio.walletsPerDay, auth, walletAddress);
    const { deadlineMs } = deps.config.portfolio;
    const outcome = await enqueueAndWait(deps, {
      queue: portfolioRefreshJob,
      // The job carries the account: the worker tier caps how many of one account's run at once.
      payload: { network, walletAddress, accountId },
      jobId: portfolioJobId(network, walletAddress, accountId),
      deadlineMs,
      read: async () => {
        const now = await store.readWithMiss(network, walletAddress);
        return now.portfolio || now.miss ? now : null;
      },
    });
    if (!outcome) throw new AppError('timeout', `Reading the wallet's balances took longer than ${deadlineMs} ms; retry shortly.`, { details: { walletAddress, network } });
    if (outcome.portfolio) return answer(outcome.portfolio);
    throw appErrorFromJSON(outcome.miss);
  });

  return router;
}

/**
 * Each token's safety level from the cached reports (docs/safety.md), null while none is cached:
 * a portfolio read starts no check (a check simulates a sale; a wallet of a hundred spam tokens
 * must not cost a hundred), so a token's level shows once its report was asked for.
 */
async function withSafetyLevels(deps: AppDeps, portfolio: Portfolio): Promise<Portfolio> {
  const safety = new SafetyStore(deps.redis, deps.config.redisPrefix);
  const entries = await Promise.all(portfolio.tokens.map((t) => (t.mint === NATIVE_MINT ? null : safety.read(portfolio.network, t.mint).catch(() => null))));
  return { ...portfolio, tokens: portfolio.tokens.map((t, i) => {
    const entry = entries[i];
    return { ...t, safety: entry && 'report' in entry ? entry.report.level : null };
  }) };
}
