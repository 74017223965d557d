import type { Job } from 'bullmq';
import { rpc } from '../../shared/chain/rpc.js';
import { NETWORKS } from '../../shared/chain/token-list.js';
import { WalletIndexState } from '../../shared/db/entities/wallet-index-state.entity.js';
import { BlockHeightMarks, correctExpiredTransactions, expireBuiltTransactions, hasOpenBuilds, settleBuiltTransactions, walletsWithOpenBuilds } from '../../shared/history/settlement.js';
import { WalletIndexer } from '../../shared/indexer/wallet-indexer.js';
import { TokenMetadataReader } from '../../shared/chain/token-metadata.js';
import { curatedFirst, nameTokens } from '../../shared/chain/token-names.js';
import { enqueueWalletHistory, historyIndexJob, historySweepJob } from '../../shared/jobs/wallet-history.js';
import type { WorkerDeps } from '../deps.js';
import { ClusterIdentity } from '../../shared/chain/cluster-identity.js';

/** Most wallets one sweep enqueues (those with the oldest open builds first); the rest wait a sweep. */
export const SWEEP_MAX_WALLETS = 1000;
/** Enqueues in flight at once during a sweep. */
const SWEEP_ENQUEUE_CONCURRENCY = 50;

/**
 * The wallet history jobs of the wallet-index queue (docs/history.md, "Jobs"):
 * - `index-history`: one bounded page of the wallet's history (WalletIndexer.indexPage), then
 *   settle its build records found on chain, then expire those past their last valid block
 *   height that provably never landed; re-enqueue while the indexer says hasMore.
 * - `history-sweep` (repeatable): record each network's finalized block height and enqueue
 *   index-history for every wallet with build records still `built`.
 */
export function walletHistoryJobs(deps: WorkerDeps) {
  const catalogue = curatedFirst(deps.catalogue);
  const metadata = new TokenMetadataReader(deps.redis, deps.config.redisPrefix, (network, keys) => rpc(network, () => deps.chain.connection(network).getMultipleAccountsInfo(keys)));
  const indexer = new WalletIndexer({
    orm: deps.orm, chain: deps.chain, maxBackfill: deps.config.history.backfillMax,
    names: async (network, mints) => {
      await deps.catalogue?.ensureLoaded().catch(() => undefined);
      return nameTokens(catalogue, metadata, network, mints, {
      onError: (err) => deps.logger.warn({ err, network }, 'history: reading token metadata failed; those changes are stored unnamed'),
      });
    },
  });
  const heights = new BlockHeightMarks(deps.redis, deps.config.redisPrefix);
  const identity = ClusterIdentity.forConfig(deps.config, deps.logger, deps.metrics);
  const indexState = (network: 'mainnet' | 'devnet', walletAddress: string) =>
    deps.orm.em.fork().findOne(WalletIndexState, { network, walletAddress }, { disableIdentityMap: true });

  return {
    async indexHistory(job: Job) {
      historyIndexJob.assertPayload(job.data);
      const { network, walletAddress } = job.data;
      // Another cluster's history is not this network's (docs/deployment.md, "Cluster identity"):
      // nothing is read, stored, settled or corrected until the RPC is verified (503, retried).
      await identity.admit(network, { outage: 'throw' });
      // Expiry needs a block height observed before this page reads the newest signatures
      // (see expireBuiltTransactions); a page inside a catch-up window reads older ones.
      let height: number | null = null;
      if (await hasOpenBuilds(deps.orm, network, walletAddress)) {
        const before = await indexState(network, walletAddress);
        if (!before?.catchupBefore) height = await heights.read(network);
      }
      const page = await indexer.indexPage({ network, walletAddress, pageSize: deps.config.history.pageSize });
      const settled = await settleBuiltTransactions(deps.orm, network, walletAddress);
      // The revisit: an `expired` record whose message the history shows landed is corrected.
      const corrected = await correctExpiredTransactions(deps.orm, network, walletAddress);
      // stored 0, nothing skipped and hasMore: the page was dropped because another run moved the
      // cursors meanwhile; that run's reads may predate `height`, so expire nothing this time.
      const dropped = page.stored === 0 && page.skippedDuplicates === 0 && page.hasMore;
      const expired = height !== null && !dropped ? await expireBuiltTransactions(deps.orm, network, walletAddress, height) : [];
      if (page.hasMore) await enqueueWalletHistory(deps.queues, network, walletAddress, job.data.accountId);
      return { ...page, confirmed: settled.filter((s) => s.status === 'confirmed').length, failed: settled.filter((s) => s.status === 'failed').length, expired: expired.length, corrected: corrected.length };
    },

    async sweep(job: Job) {
      historySweepJob.assertPayload(job.data);
      const log = deps.logger.child({ queue: job.queueName, jobId: job.id });
      const wallets = await walletsWithOpenBuilds(deps.orm, SWEEP_MAX_WALLETS);
      // One getBlockHeight per network that has open builds, written before any job is enqueued.
      const networks = NETWORKS.filter((n) => wallets.some((w) => w.network === n));
      const observed: Record<string, number> = {};
      for (const network of networks) {
        try {
          const height = await rpc(network, () => deps.chain.connection(network).getBlockHeight('finalized'));
          await heights.write(network, height);
          observed[network] = height;
        } catch (err) {
          // Without a fresh height nothing expires this round; indexing and matching go on.
          log.warn({ network, err: (err as Error).message }, 'history sweep: block height not read');
        }
      }
      for (let i = 0; i < wallets.length; i += SWEEP_ENQUEUE_CONCURRENCY) {
        await Promise.all(wallets.slice(i, i + SWEEP_ENQUEUE_CONCURRENCY).map((w) => enqueueWalletHistory(deps.queues, w.network, w.walletAddress)));
      }
      return { wallets: wallets.length, blockHeights: observed };
    },
  };
}
