import { UnrecoverableError, type Job } from 'bullmq';
import { NATIVE_MINT } from '../../shared/chain/token-list.js';
import { isAppError } from '../../shared/errors/app-error.js';
import { NOT_A_MINT_TTL_MS, explainJob, notAMintKey, portfolioRefreshJob, tokenLookupJob, tokenSafetyJob } from '../../shared/jobs/wallet-index.js';
import { VersionedTransaction } from '@solana/web3.js';
import { explainTransaction } from '../../shared/safety/explain.js';
import { ExplainStore } from '../../shared/safety/explain-store.js';
import { checkTokenSafety } from '../../shared/safety/safety-check.js';
import { createSwapVenues, jupiterBudget } from '../../shared/swap/swap-venue.js';
import { historyIndexJob, historySweepJob } from '../../shared/jobs/wallet-history.js';
import { PortfolioStore } from '../../shared/portfolio/portfolio-store.js';
import { readWalletBalances, valuePortfolio } from '../../shared/portfolio/wallet-portfolio.js';
import { priceMintOf } from '../../shared/prices/price-network.js';
import { rpc } from '../../shared/chain/rpc.js';
import { TokenMetadataReader } from '../../shared/chain/token-metadata.js';
import { curatedFirst, nameTokens } from '../../shared/chain/token-names.js';
import type { WorkerDeps } from '../deps.js';
import type { Network } from '../../shared/chain/token-list.js';
import { walletHistoryJobs } from '../lib/wallet-history.js';
import { priceRefresherOf } from './prices.processor.js';

/**
 * The `wallet-index` queue, dispatched by job name (more kinds of job join it later):
 * - `portfolio`: read the wallet's SOL and token balances from its network's RPC, price them
 *   (mainnet market prices: see marketMintOf), cache the Portfolio for PORTFOLIO_CACHE_MS and
 *   announce the jobId. An RPC failure is cached briefly as the outcome and announced too, so
 *   the waiting request answers it at once; a crash is retried. The host announces the jobId
 *   once BullMQ has finished the job (ANNOUNCED_WHEN_FINISHED).
 * - `index-history` and `history-sweep`: the wallet's on-chain history and what became of its
 *   built transactions (workers/lib/wallet-history.ts, docs/history.md).
 */
export function walletIndexProcessor(deps: WorkerDeps) {
  const portfolios = new PortfolioStore(deps.redis, deps.config.redisPrefix);
  const refreshers = { mainnet: priceRefresherOf(deps), devnet: priceRefresherOf(deps, 'devnet') };
  const now = deps.now ?? Date.now;
  const history = walletHistoryJobs(deps);
  // Tokens are named by the catalogue, else by their on-chain metadata (cached in Redis).
  const catalogue = curatedFirst(deps.catalogue);
  const metadata = new TokenMetadataReader(deps.redis, deps.config.redisPrefix, (network, keys) => rpc(network, () => deps.chain.connection(network).getMultipleAccountsInfo(keys)));
  const safety = {
    redis: deps.redis, prefix: deps.config.redisPrefix, connection: (network: Network) => deps.chain.connection(network),
    venues: createSwapVenues(deps.config.providers, jupiterBudget(deps.redis, deps.config.redisPrefix, deps.config.providers)), curated: (network: Network) => deps.registry.tokens(network), now,
  };
  return async (job: Job): Promise<unknown> => {
    switch (job.name) {
      case historyIndexJob.jobName:
        return history.indexHistory(job);
      case historySweepJob.jobName:
        return history.sweep(job);
      case tokenLookupJob.jobName: {
        // A mint the catalogue lacks (GET /v1/tokens/{mint}): read from chain and stored as a
        // learned token (named by its own metadata), or remembered as not a mint for a while.
        tokenLookupJob.assertPayload(job.data);
        const { network, mint } = job.data;
        const token = await deps.registry.learnMint(network, mint);
        if (!token) await deps.redis.set(notAMintKey(deps.config.redisPrefix, network, mint), '1', 'PX', NOT_A_MINT_TTL_MS);
        return { found: token !== null };
      }
      case tokenSafetyJob.jobName: {
        // A mint's safety report (GET /v1/tokens/{mint}/safety): read from chain, cached in Redis.
        tokenSafetyJob.assertPayload(job.data);
        const { network, mint } = job.data;
        const entry = await checkTokenSafety(safety, network, mint, { fresh: true });
        return 'report' in entry ? { level: entry.report.level } : { found: false };
      }
      case explainJob.jobName: {
        // What a transaction does to a wallet (POST /v1/transactions/explain): simulated, not signed or sent.
        explainJob.assertPayload(job.data);
        const { network, explainId } = job.data;
        const store = new ExplainStore(deps.redis, deps.config.redisPrefix);
        const input = await store.input(explainId);
        if (!input || (await store.outcome(explainId))) return { skipped: true };
        try {
          const tx = VersionedTransaction.deserialize(Buffer.from(input.transaction, 'base64'));
          const tokens = await deps.registry.tokens(network);
          const nameOf = (mint: string) => {
            const t = tokens.byMint(mint);
            return { symbol: t?.symbol ?? null, decimals: t?.decimals ?? null };
          };
          const explanation = await rpc(network, () => explainTransaction(deps.chain.connection(network), tx, input.walletAddress, nameOf));
          await store.putOutcome(explainId, { explanation });
        } catch (err) {
          if (!isAppError(err)) throw err;
          await store.putOutcome(explainId, { error: { code: err.code, message: err.message } });
        }
        return { explained: true };
      }
      case portfolioRefreshJob.jobName: {
        portfolioRefreshJob.assertPayload(job.data);
        const { network, walletAddress } = job.data;
        try {
          const [balances, tokens, mainnet] = await Promise.all([
            readWalletBalances(deps.chain.connection(network), network, walletAddress),
            deps.registry.tokens(network),
            deps.registry.tokens('mainnet'),
          ]);
          const marketOf = (mint: string) => priceMintOf(network, mint, tokens, mainnet, deps.config.providers);
          const wanted = new Set<string>();
          for (const mint of [NATIVE_MINT, ...balances.tokens.map((t) => t.mint)]) {
            const market = marketOf(mint);
            if (market) wanted.add(market);
          }
          const track = [...wanted].filter((m) => !mainnet.byMint(m));
          await deps.catalogue?.ensureLoaded().catch(() => undefined);
          const [prices, names] = await Promise.all([
            refreshers[network].current([...wanted], track),
            nameTokens(catalogue, metadata, network, balances.tokens.map((t) => t.mint), {
              onError: (err) => deps.logger.warn({ err, network, walletAddress }, 'portfolio: reading token metadata failed; those tokens stay unnamed'),
            }),
          ]);
          const portfolio = valuePortfolio(balances, { walletAddress, network, tokens, marketMintOf: marketOf, prices, names, now: now() });
          await portfolios.write(portfolio, deps.config.portfolio.cacheMs);
          return { tokens: portfolio.tokens.length, totalValueUsd: portfolio.totalValueUsd };
        } catch (err) {
          if (!isAppError(err)) throw err;
          await portfolios.writeMiss(network, walletAddress, { ...err.toJSON(), at: now() });
          return { failed: err.code };
        }
        // The host announces the jobId once BullMQ has finished the job (ANNOUNCED_WHEN_FINISHED).
      }
      default:
        throw new UnrecoverableError(`The wallet-index queue has no job named ${job.name}.`);
    }
  };
}
