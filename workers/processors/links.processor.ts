import type { Job } from 'bullmq';
import { PublicKey } from '@solana/web3.js';
import { rpc } from '../../shared/chain/rpc.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { enqueueLinkWatch, linkWatchQueue } from '../../shared/jobs/links.js';
import { configuredPublicBase, countLinkPayment, settleLinkBuild } from '../../shared/links/link-settlement.js';
import { decodeSimulationError } from '../../shared/transactions/simulation-error.js';
import type { WorkerDeps } from '../deps.js';

/** Checks of one build at most (a blockhash lives ~60-90 s; this bounds a watcher whose RPC never answers a height). */
const MAX_CHECKS = 600;

/**
 * The link watcher (docs/links.md, "Tracking"): the payer's wallet signs and sends a link's
 * transaction itself, so nothing calls submit. Each job looks once for the build's reference
 * key on chain (getSignaturesForAddress, confirmed); found, the record becomes `confirmed` (or
 * `failed` when it landed with an error) with its transaction.<status> event; past its
 * lastValidBlockHeight without it, `expired` (the finalized height is read first, so a
 * transaction landing during the check is still seen). Otherwise the next check is enqueued
 * LINK_WATCH_INTERVAL_MS later. Once confirmed — by this watcher, the wallet indexer or a
 * landing loop — the link's counters move and `link.paid` is written, once.
 */
export function linksProcessor(deps: WorkerDeps) {
  const interval = deps.config.links.watchIntervalMs;
  const base = configuredPublicBase(deps.config);
  const now = deps.now ?? Date.now;

  return async (job: Job): Promise<string> => {
    linkWatchQueue.assertPayload(job.data);
    const { transactionId, check } = job.data;
    const record = await deps.orm.em.fork().findOne(TransactionRecord, { id: transactionId }, { disableIdentityMap: true });
    if (!record?.linkId || !record.reference) return 'not_a_link_build';
    if (record.status === 'built' || record.status === 'submitted') {
      const connection = deps.chain.connection(record.network);
      const reference = new PublicKey(record.reference);
      // The height first: a transaction that lands after it is read is still found below.
      const height = record.status === 'built' ? await rpc(record.network, () => connection.getBlockHeight('finalized')) : null;
      const found = await rpc(record.network, () => connection.getSignaturesForAddress(reference, { limit: 1 }, 'confirmed'));
      const landed = found[0];
      if (landed) {
        await settleLinkBuild(deps.orm, record.id, {
          status: landed.err ? 'failed' : 'confirmed',
          signature: landed.signature,
          slot: landed.slot,
          landedAt: landed.blockTime ? new Date(landed.blockTime * 1000) : new Date(now()),
          error: landed.err ? decodeSimulationError(landed.err, [], () => undefined) as unknown as Record<string, unknown> : null,
        });
      } else if (height !== null && record.lastValidBlockHeight !== null && height > Number(record.lastValidBlockHeight)) {
        await settleLinkBuild(deps.orm, record.id, { status: 'expired' });
      } else if (check < MAX_CHECKS) {
        await enqueueLinkWatch(deps.queues, record.id, check + 1, interval);
        return 'watching';
      }
    }
    const counted = await countLinkPayment(deps.orm, record.id, base, now());
    return counted ? 'paid' : 'settled';
  };
}
