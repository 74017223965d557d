import type { Job } from 'bullmq';
import { syncCatalogue, type SyncReport } from '../../shared/catalogue/catalogue-sync.js';
import type { Network } from '../../shared/chain/token-list.js';
import { tokensSyncJob } from '../../shared/jobs/tokens.js';
import type { WorkerDeps } from '../deps.js';

export { catalogueSources } from '../../shared/catalogue/token-search.js';
import { catalogueSources } from '../../shared/catalogue/token-search.js';

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
