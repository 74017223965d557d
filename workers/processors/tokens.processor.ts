import type { Job } from 'bullmq';
import { JupiterTokensClient } from '../../shared/catalogue/jupiter-tokens-client.js';
import { syncCatalogue, type SyncReport } from '../../shared/catalogue/catalogue-sync.js';
import type { Network } from '../../shared/chain/token-list.js';
import { tokensSyncJob } from '../../shared/jobs/tokens.js';
import { jupiterBudget } from '../../shared/swap/swap-venue.js';
import type { WorkerDeps } from '../deps.js';

/**
 * The Tokens API v2 source of each network: mainnet reads JUPITER_API_URL (with its key) inside
 * the shared JUPITER_RPS budget; devnet reads the local market (DEVNET_SWAP_API_URL, the test
 * keys' swap venue), which serves the same endpoints, when one is configured.
 */
export function catalogueSources(deps: Pick<WorkerDeps, 'config' | 'redis'>): Partial<Record<Network, JupiterTokensClient>> {
  const p = deps.config.providers;
  const sources: Partial<Record<Network, JupiterTokensClient>> = {
    mainnet: new JupiterTokensClient({ baseUrl: p.jupiterApiUrl, apiKey: p.jupiterApiKey, timeoutMs: p.timeoutMs, budget: jupiterBudget(deps.redis, deps.config.redisPrefix, p).lowPriority() }),
  };
  if (p.devnetSwapApiUrl) sources.devnet = new JupiterTokensClient({ baseUrl: p.devnetSwapApiUrl, timeoutMs: p.timeoutMs, name: p.devnetSwapVenueName });
  return sources;
}

/** The tokens-sync job: each network's catalogue filled from its source (docs/intents.md "The token catalogue"). */
export function tokensProcessor(deps: WorkerDeps) {
  const sources = catalogueSources(deps);
  return async (job: Job): Promise<SyncReport[]> => {
    tokensSyncJob.assertPayload(job.data);
    const networks = (job.data.network ? [job.data.network] : Object.keys(sources)) as Network[];
    const reports: SyncReport[] = [];
    for (const network of networks) {
      const client = sources[network];
      if (client) reports.push(await syncCatalogue(deps.orm, network, client, deps.logger));
    }
    return reports;
  };
}
