import type { Network } from '../chain/token-list.js';
import { defineQueue, type QueueDefinition, type QueueSet } from './define-queue.js';
import { WALLET_JOB_PAYLOAD_SCHEMA, type WalletJobPayload } from './wallet-index.js';

/**
 * Wallet history jobs on the `wallet-index` queue (docs/history.md), beside the portfolio
 * refresh of shared/jobs/wallet-index.ts; the queue's processor dispatches on the job name.
 */

/** Index one bounded page of a wallet's on-chain history, then settle its build records. */
export type HistoryIndexPayload = WalletJobPayload;

export const historyIndexJob: QueueDefinition<HistoryIndexPayload> = defineQueue<HistoryIndexPayload>(
  'wallet-index',
  WALLET_JOB_PAYLOAD_SCHEMA,
  // A failed page is simply read again by the next job (the cursors did not move); a few
  // finished jobs are kept for inspection.
  { attempts: 3, removeOnComplete: { count: 200 }, removeOnFail: { count: 200 } },
  'index-history',
);

/** The repeatable sweep: re-index wallets with open build records, record each network's block height. */
export type HistorySweepPayload = Record<string, never>;

export const historySweepJob: QueueDefinition<HistorySweepPayload> = defineQueue<HistorySweepPayload>(
  'wallet-index',
  { type: 'object', properties: {}, additionalProperties: false },
  // One run every HISTORY_SWEEP_INTERVAL_MS: a failed run is simply replaced by the next one.
  { attempts: 1, removeOnComplete: { count: 20 }, removeOnFail: { count: 50 } },
  'history-sweep',
);

/** The deduplication id of a wallet's history jobs: at most one runs and one waits per wallet. */
export function historyDedupId(network: Network, walletAddress: string): string {
  return `history:${network}:${walletAddress}`;
}

/**
 * Ask for a wallet's history to be indexed (one page; the job re-enqueues itself while more
 * remain). Cheap and safe to call often: while a job of the wallet waits, this is a no-op;
 * while one runs, exactly one follow-up is kept and starts when it finishes (BullMQ
 * deduplication with keepLastIfActive), so two jobs never index one wallet at once and
 * transactions that land during a run are still picked up.
 *
 * `accountId`: the account asking, so the job waits its turn behind that account's others
 * (per-account fairness); the sweep's jobs have none.
 *
 * Call it after a build is stored, `afterMs` later (HISTORY_AFTER_BUILD_MS: the signed
 * transaction cannot have landed at once, and a wallet built for many times a second gets one
 * job per window, not one per build; the sweep finds it within HISTORY_SWEEP_INTERVAL_MS anyway),
 * and `now` when a client lists a wallet's history (which also brings a scheduled job forward).
 */
export async function enqueueWalletHistory(queues: QueueSet, network: Network, walletAddress: string, accountId?: string, when: { afterMs?: number; now?: boolean } = {}): Promise<void> {
  const id = await queues.enqueue(historyIndexJob, { network, walletAddress, ...(accountId ? { accountId } : {}) }, {
    deduplication: { id: historyDedupId(network, walletAddress), keepLastIfActive: true },
    ...(when.afterMs ? { delay: when.afterMs } : {}),
  });
  // A job of this wallet that a build scheduled for later is due now that someone asks (the
  // deduplication kept it, not this one). Not delayed: promote refuses, nothing to do.
  if (when.now && id) await queues.get(historyIndexJob.name).getJob(id).then((job) => job?.promote()).catch(() => undefined);
}

/** Id of the history sweep's job scheduler (one per deployment prefix). */
export const HISTORY_SWEEP_SCHEDULER_ID = 'history-sweep';

/**
 * Register (or update) the repeatable history sweep with BullMQ's job scheduler: one sweep
 * every `everyMs` on the wallet-index queue, whatever the number of worker processes.
 */
export async function scheduleHistorySweep(queues: QueueSet, everyMs: number): Promise<void> {
  await queues.get(historySweepJob.name).upsertJobScheduler(HISTORY_SWEEP_SCHEDULER_ID, { every: everyMs }, {
    name: historySweepJob.jobName,
    data: {},
    opts: historySweepJob.options,
  });
}
