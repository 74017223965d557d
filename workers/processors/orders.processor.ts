import type { Job } from 'bullmq';
import { orderWatchJob } from '../../shared/jobs/orders.js';
import { TriggerWatcher } from '../../shared/orders/trigger-watcher.js';
import type { WorkerDeps } from '../deps.js';
import { createSwapVenues, jupiterBudget } from '../../shared/swap/swap-venue.js';
import { TransactionBuilder } from '../../shared/transactions/index.js';
import type { IntentBody } from '../../shared/intents/index.js';
import { marketUsdPrices } from '../lib/market-prices.js';

/** The orders queue: each scheduled tick runs the trigger watcher once (shared/orders/trigger-watcher.ts, docs/orders.md). */
export function ordersProcessor(deps: WorkerDeps) {
  const { solana, providers, redisPrefix } = deps.config;
  // A notify order's fresh transaction is built as the builds worker builds one.
  const transactions = new TransactionBuilder({
    chain: deps.chain, registry: deps.registry, prices: marketUsdPrices(deps),
    swapVenues: createSwapVenues(providers, jupiterBudget(deps.redis, redisPrefix, providers)),
    settings: solana, usdPriceMaxAgeMs: providers.usdPriceMaxAgeMs, now: deps.now,
  });
  const builder = { build: (request: { network: 'mainnet' | 'devnet'; walletAddress: string; intent: { type: 'swap'; params: Record<string, unknown> }; simulate: boolean }) => transactions.build({ ...request, intent: request.intent as unknown as IntentBody }) };
  const watcher = new TriggerWatcher({ orm: deps.orm, config: deps.config, chain: deps.chain, queues: deps.queues, logger: deps.logger, now: deps.now, builder });
  return async (job: Job): Promise<unknown> => {
    orderWatchJob.assertPayload(job.data);
    return watcher.tick();
  };
}
