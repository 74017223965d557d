import type { Job } from 'bullmq';
import { PublicKey, type ConfirmedSignatureInfo, type Connection } from '@solana/web3.js';
import { rpc } from '../../shared/chain/rpc.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import type { LandedTransaction } from '../../shared/indexer/transaction-summary.js';
import { enqueueLinkWatch, linkWatchQueue } from '../../shared/jobs/links.js';
import { enqueueWalletHistory } from '../../shared/jobs/wallet-history.js';
import { linkActualOutput, validateLinkPayment, type LinkBuildFacts } from '../../shared/links/link-payment.js';
import { configuredPublicBase, countLinkPayment, fillLinkActualOutput, settleLinkBuild } from '../../shared/links/link-settlement.js';
import { decodeSimulationError } from '../../shared/transactions/simulation-error.js';
import type { WorkerDeps } from '../deps.js';

/** Checks of one build at most (a blockhash lives ~60-90 s; this bounds a watcher whose RPC never answers a height). */
const MAX_CHECKS = 600;
/** Signatures read per page of getSignaturesForAddress, and pages per check (a reference spammed past this is read by the next checks' newest pages only). */
const SIGNATURE_PAGE = 1000;
const MAX_PAGES = 5;
/** Signatures already found not to pay a record, per record (this process): a spammed reference costs one getTransaction per signature, once. */
const REJECTED_KEPT = 2000;

/**
 * The link watcher (docs/links.md, "Tracking"): the payer's wallet signs and sends a link's
 * transaction itself, so nothing calls submit. Each job looks once at every transaction naming
 * the build's reference key (getSignaturesForAddress, confirmed, all pages) and reads each
 * (getTransaction): only the payment settles the record (shared/links/link-payment.ts: the
 * built message, or a rewritten one that delivers the link's amount of its mint to its
 * recipient with the payer as fee payer); any other transaction, failing or not, is ignored.
 * Found, the record becomes `confirmed` (or `failed` when the built message landed with an
 * error) with its actualOutput and transaction.<status> event, and the payer's wallet history
 * is indexed; past its lastValidBlockHeight without it, `expired` (the finalized height is read
 * first, so a transaction landing during the check is still seen). Once confirmed — by this
 * watcher, the wallet indexer or a landing loop — the link's counters move and `link.paid` is
 * written once, when the payment's signature is finalized.
 */
export function linksProcessor(deps: WorkerDeps) {
  const interval = deps.config.links.watchIntervalMs;
  const base = configuredPublicBase(deps.config);
  const now = deps.now ?? Date.now;
  const rejected = new Map<string, Set<string>>();

  const rejectedOf = (id: string): Set<string> => {
    let set = rejected.get(id);
    if (!set) {
      if (rejected.size >= REJECTED_KEPT) rejected.delete(rejected.keys().next().value!);
      set = new Set();
      rejected.set(id, set);
    }
    return set;
  };

  /** Every signature naming the reference, oldest first (bounded: MAX_PAGES pages). */
  async function signaturesOf(record: TransactionRecord, connection: Connection): Promise<ConfirmedSignatureInfo[]> {
    const reference = new PublicKey(record.reference!);
    const all: ConfirmedSignatureInfo[] = [];
    let before: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const found = await rpc(record.network, () => connection.getSignaturesForAddress(reference, { limit: SIGNATURE_PAGE, ...(before ? { before } : {}) }, 'confirmed'));
      all.push(...found);
      if (found.length < SIGNATURE_PAGE) break;
      before = found[found.length - 1]!.signature;
    }
    return all.reverse();
  }

  async function landed(record: TransactionRecord, connection: Connection, signature: string): Promise<LandedTransaction | null> {
    const tx = await rpc(record.network, () => connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' }));
    return tx?.meta ? tx as LandedTransaction : null;
  }

  async function factsOf(record: TransactionRecord): Promise<LinkBuildFacts> {
    const intent = await deps.orm.em.fork().findOne(Intent, { id: record.intentId }, { disableIdentityMap: true, fields: ['params'] });
    const recipient = (intent?.params as { recipient?: unknown } | undefined)?.recipient;
    return { type: record.type, walletAddress: record.walletAddress, messageHash: record.messageHash, expectedOutput: record.expectedOutput, recipient: typeof recipient === 'string' ? recipient : null };
  }

  /**
   * Look for the payment among the reference's transactions; settle the record when one pays.
   * `settled` when it settled it, `unread` when a signature could not be read yet (not expired
   * then: it may be the payment), `none` otherwise.
   */
  async function findPayment(record: TransactionRecord, connection: Connection): Promise<'settled' | 'unread' | 'none'> {
    const facts = await factsOf(record);
    const skip = rejectedOf(record.id);
    let unread = false;
    for (const info of await signaturesOf(record, connection)) {
      if (skip.has(info.signature)) continue;
      const tx = await landed(record, connection, info.signature);
      if (!tx) {
        unread = true; // not readable yet: the next check reads it again
        continue;
      }
      const verdict = validateLinkPayment(tx, facts);
      if (!verdict) {
        skip.add(info.signature);
        continue;
      }
      const settled = await settleLinkBuild(deps.orm, record.id, {
        status: verdict.status,
        signature: info.signature,
        slot: tx.slot,
        landedAt: tx.blockTime ? new Date(tx.blockTime * 1000) : new Date(now()),
        error: verdict.err ? decodeSimulationError(verdict.err, tx.meta.logMessages ?? [], () => undefined) as unknown as Record<string, unknown> : null,
        actualOutput: verdict.status === 'confirmed' ? linkActualOutput(tx, facts, info.signature) as unknown as Record<string, unknown> : null,
      });
      rejected.delete(record.id);
      // The payer's history, now that a payment of theirs landed (never for a build nobody sent).
      if (settled) await enqueueWalletHistory(deps.queues, record.network, record.walletAddress, record.accountId).catch(() => undefined);
      return 'settled';
    }
    return unread ? 'unread' : 'none';
  }

  /** Whether a confirmed record's signature is finalized (and succeeded); fills its actualOutput when whoever settled it did not. */
  async function finalized(record: TransactionRecord, connection: Connection): Promise<boolean> {
    if (!record.signature) return false;
    const { value } = await rpc(record.network, () => connection.getSignatureStatuses([record.signature!], { searchTransactionHistory: true }));
    const status = value[0];
    if (!status || status.err !== null || status.confirmationStatus !== 'finalized') return false;
    if (!record.actualOutput) {
      const tx = await landed(record, connection, record.signature);
      if (tx) await fillLinkActualOutput(deps.orm, record.id, linkActualOutput(tx, await factsOf(record), record.signature) as unknown as Record<string, unknown>);
    }
    return true;
  }

  return async (job: Job): Promise<string> => {
    linkWatchQueue.assertPayload(job.data);
    const { transactionId, check } = job.data;
    const read = () => deps.orm.em.fork().findOne(TransactionRecord, { id: transactionId }, { disableIdentityMap: true });
    let record = await read();
    if (!record?.linkId || !record.reference) return 'not_a_link_build';
    const connection = deps.chain.connection(record.network);
    const again = async (what: string) => {
      if (check >= MAX_CHECKS) return 'gave_up';
      await enqueueLinkWatch(deps.queues, record!.id, check + 1, interval);
      return what;
    };
    if (record.status === 'built' || record.status === 'submitted') {
      // The height first: a transaction that lands after it is read is still found below.
      const height = record.status === 'built' ? await rpc(record.network, () => connection.getBlockHeight('finalized')) : null;
      const found = await findPayment(record, connection);
      if (found === 'settled') {
        record = await read();
        if (!record) return 'settled';
      } else if (found === 'none' && height !== null && record.lastValidBlockHeight !== null && height > Number(record.lastValidBlockHeight)) {
        await settleLinkBuild(deps.orm, record.id, { status: 'expired' });
        return 'expired';
      } else {
        return again('watching');
      }
    }
    if (record.status !== 'confirmed' || record.linkPaidAt) return 'settled';
    // Counted only once the payment is final: a confirmed block can still be dropped.
    if (!(await finalized(record, connection))) return again('confirming');
    const counted = await countLinkPayment(deps.orm, record.id, base, now());
    return counted ? 'paid' : 'settled';
  };
}
