import { PublicKey, type ConfirmedSignatureInfo, type Connection } from '@solana/web3.js';
import type { Knex } from '@mikro-orm/postgresql';
import { rpc, type ChainClients } from '../chain/rpc.js';
import { NETWORKS, type Network } from '../chain/token-list.js';
import { WalletIndexState } from '../db/entities/wallet-index-state.entity.js';
import type { Orm } from '../db/orm.js';
import { AppError, validationError } from '../errors/app-error.js';
import { summarizeForWallet, walletKeys, type LandedTransaction, type WalletKeys, type WalletTransactionSummary } from './transaction-summary.js';

/** The largest page getSignaturesForAddress serves. */
export const MAX_INDEX_PAGE_SIZE = 1000;
export const DEFAULT_INDEX_PAGE_SIZE = 100;
const DEFAULT_FETCH_CONCURRENCY = 8;

export interface WalletIndexerOptions {
  orm: Orm;
  chain: Pick<ChainClients, 'connection'>;
  /** getTransaction calls in flight at once (default 8). */
  fetchConcurrency?: number;
  /**
   * Stored transactions past which a wallet's older history is no longer backfilled (new
   * transactions are always indexed). Bounds the work any caller can ask for on a busy wallet.
   */
  maxBackfill?: number;
  /**
   * Names the tokens of the balance changes (shared/chain/token-names.ts), stored with each
   * change; without it changes are stored unnamed. A naming failure stores them unnamed too.
   */
  names?: (network: Network, mints: string[]) => Promise<Map<string, { symbol: string | null; name: string | null }>>;
}

export interface IndexPageRequest {
  network: Network;
  walletAddress: string;
  /** Signatures fetched in this unit of work, 1 to 1000 (default 100). */
  pageSize?: number;
}

export interface IndexPageResult {
  /** Transactions newly stored. */
  stored: number;
  /** Transactions of the page that were already stored (a page repeated after a crash). */
  skippedDuplicates: number;
  /** True while older history or a catch-up window remains: run another page. */
  hasMore: boolean;
}

/** Which part of the history a page reads. */
type Phase = 'top' | 'new' | 'catchup' | 'backfill';

type Cursors = Pick<WalletIndexState, 'newestSignature' | 'newestSlot' | 'catchupBefore' | 'catchupUntil' | 'backfillBefore' | 'backfillDone'>;

/** Another run moved the wallet's cursors while this one worked; its page is dropped. */
class CursorsMoved extends Error {}

/**
 * Indexes a wallet's on-chain history into wallet_transactions, one bounded page per call
 * (a job runs `indexPage` and enqueues itself again while `hasMore`; never a request).
 *
 * Each call reads one page of getSignaturesForAddress (commitment confirmed), in this order:
 * 1. a catch-up window, when an earlier call found more than a page of new transactions;
 * 2. otherwise what is newer than the newest signature seen (`until`); if a full page is new,
 *    the rest, down to the old newest, becomes the catch-up window;
 * 3. otherwise, until the backfill is done, the page older than `backfill_before`.
 * A wallet never indexed starts with its newest page, which also starts the backfill.
 *
 * It then fetches each transaction (getTransaction, a few at once), summarizes it for the
 * wallet (shared/indexer/transaction-summary.ts), and in one database transaction inserts the
 * rows (ON CONFLICT DO NOTHING: indexing twice stores nothing twice) and moves the cursors.
 * A crash anywhere before that commit leaves the cursors where they were, so the same page
 * is read again: at most one page is repeated, nothing is skipped. The cursors carry a version;
 * a run that finds them moved by a concurrent run drops its page and reports hasMore.
 */
export class WalletIndexer {
  private readonly fetchConcurrency: number;

  constructor(private readonly options: WalletIndexerOptions) {
    this.fetchConcurrency = options.fetchConcurrency ?? DEFAULT_FETCH_CONCURRENCY;
  }

  /** Index one page of a wallet's history (see the class comment for which page). */
  async indexPage(request: IndexPageRequest): Promise<IndexPageResult> {
    const { network } = request;
    if (!NETWORKS.includes(network)) throw validationError('network', `must be one of ${NETWORKS.join(', ')}`);
    const pageSize = request.pageSize ?? DEFAULT_INDEX_PAGE_SIZE;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_INDEX_PAGE_SIZE) {
      throw validationError('pageSize', `must be an integer from 1 to ${MAX_INDEX_PAGE_SIZE}`);
    }
    let wallet: WalletKeys;
    try {
      wallet = walletKeys(request.walletAddress);
    } catch {
      throw validationError('walletAddress', 'not a base58 Solana address');
    }
    const connection = this.options.chain.connection(network);
    const state = await this.options.orm.em.fork().findOne(WalletIndexState, { network, walletAddress: wallet.address });

    const page = (options: { before?: string; until?: string }) => rpc(network, () =>
      connection.getSignaturesForAddress(new PublicKey(wallet.address), { ...options, limit: pageSize }, 'confirmed'));
    let phase: Phase;
    let signatures: ConfirmedSignatureInfo[];
    if (state?.catchupBefore) {
      phase = 'catchup';
      signatures = await page({ before: state.catchupBefore, until: state.catchupUntil ?? undefined });
    } else if (state?.newestSignature) {
      phase = 'new';
      signatures = await page({ until: state.newestSignature });
      if (signatures.length === 0 && !state.backfillDone) {
        phase = 'backfill';
        // An empty backfill page marks the backfill done (see advance).
        signatures = (await this.historyFull(network, wallet.address)) ? [] : await page({ before: state.backfillBefore ?? undefined });
      }
    } else {
      phase = 'top';
      signatures = await page({});
    }

    const summaries = await this.summarize(connection, network, wallet, signatures.map((s) => s.signature));
    await this.name(network, summaries);
    const next = advance(state, phase, signatures, pageSize);
    const hasMore = next.catchupBefore !== null || !next.backfillDone;
    // Nothing new and nothing older to read: the cursors stay as they are.
    if (phase === 'new' && signatures.length === 0) return { stored: 0, skippedDuplicates: 0, hasMore };
    try {
      const stored = await this.commit(network, wallet.address, summaries, state?.version ?? null, next);
      return { stored, skippedDuplicates: summaries.length - stored, hasMore };
    } catch (err) {
      if (err instanceof CursorsMoved) return { stored: 0, skippedDuplicates: 0, hasMore: true };
      throw err;
    }
  }

  /** True when the wallet holds maxBackfill stored transactions or more. */
  private async historyFull(network: Network, walletAddress: string): Promise<boolean> {
    const max = this.options.maxBackfill;
    if (max === undefined) return false;
    const [{ n }] = await this.options.orm.em.fork().getConnection().execute(
      'select count(*)::int as n from (select 1 from wallet_transactions where network = ? and wallet_address = ? limit ?) as stored',
      [network, walletAddress, max],
    ) as Array<{ n: number }>;
    return n >= max;
  }

  /** Add each token change's symbol and name (in place); unnamed when naming fails. */
  private async name(network: Network, summaries: WalletTransactionSummary[]): Promise<void> {
    if (!this.options.names) return;
    const mints = [...new Set(summaries.flatMap((s) => s.changes.filter((c) => !c.native).map((c) => c.mint)))];
    if (mints.length === 0) return;
    const names = await this.options.names(network, mints).catch(() => new Map<string, { symbol: string | null; name: string | null }>());
    for (const change of summaries.flatMap((s) => s.changes)) {
      const named = change.native ? undefined : names.get(change.mint);
      if (named) Object.assign(change, { symbol: named.symbol, name: named.name });
    }
  }

  /** getTransaction for each signature, `fetchConcurrency` at a time, summarized for the wallet. */
  private async summarize(connection: Connection, network: Network, wallet: WalletKeys, signatures: string[]): Promise<WalletTransactionSummary[]> {
    const summaries: WalletTransactionSummary[] = [];
    for (let i = 0; i < signatures.length; i += this.fetchConcurrency) {
      const batch = await Promise.all(signatures.slice(i, i + this.fetchConcurrency).map(async (signature) => {
        const tx = await rpc(network, () => connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }));
        // Listed but not served (a lagging node behind a load balancer): fail the page so it is
        // retried, rather than skip the transaction for good.
        if (!tx?.meta) {
          throw new AppError('upstream_error', `The Solana RPC (${network}) listed transaction ${signature} but did not return it. Retry later.`, { details: { network, signature } });
        }
        return summarizeForWallet(tx as LandedTransaction, wallet);
      }));
      summaries.push(...batch);
    }
    return summaries;
  }

  /** Insert the page and move the cursors in one transaction; returns the rows inserted. */
  private async commit(network: Network, walletAddress: string, summaries: WalletTransactionSummary[], version: number | null, next: Cursors): Promise<number> {
    const em = this.options.orm.em.fork();
    const schema = em.config.get('schema') ?? 'public';
    return em.getKnex().transaction(async (trx: Knex.Transaction) => {
      let stored = 0;
      if (summaries.length > 0) {
        const inserted = await trx('wallet_transactions').withSchema(schema)
          .insert(summaries.map((s) => ({
            network,
            wallet_address: walletAddress,
            signature: s.signature,
            slot: s.slot,
            block_time: s.blockTime,
            status: s.status,
            // jsonb values go as JSON text: the driver would turn a JS array into a Postgres array.
            err: s.err === null ? null : JSON.stringify(s.err),
            fee: s.fee,
            fee_payer: s.feePayer,
            message_hash: s.messageHash,
            type: s.type,
            changes: JSON.stringify(s.changes),
            recipient: s.recipient ? JSON.stringify(s.recipient) : null,
          })))
          .onConflict(['network', 'wallet_address', 'signature']).ignore()
          .returning('signature');
        stored = inserted.length;
      }
      const cursors = {
        newest_signature: next.newestSignature,
        newest_slot: next.newestSlot,
        catchup_before: next.catchupBefore,
        catchup_until: next.catchupUntil,
        backfill_before: next.backfillBefore,
        backfill_done: next.backfillDone,
      };
      const written = version === null
        ? (await trx('wallet_index_state').withSchema(schema).insert({ network, wallet_address: walletAddress, ...cursors }).onConflict(['network', 'wallet_address']).ignore().returning('version')).length
        : await trx('wallet_index_state').withSchema(schema).where({ network, wallet_address: walletAddress, version }).update({ ...cursors, version: version + 1, updated_at: trx.fn.now() });
      if (written === 0) throw new CursorsMoved();
      return stored;
    });
  }
}

/** The cursors after a page of `phase` returned `signatures` (newest first). */
function advance(state: Cursors | null, phase: Phase, signatures: ConfirmedSignatureInfo[], pageSize: number): Cursors {
  const full = signatures.length === pageSize;
  const newest = signatures[0];
  const oldest = signatures.at(-1);
  const current: Cursors = state ?? { newestSignature: null, newestSlot: null, catchupBefore: null, catchupUntil: null, backfillBefore: null, backfillDone: false };
  switch (phase) {
    case 'top':
      return { ...current, newestSignature: newest?.signature ?? null, newestSlot: newest?.slot ?? null, backfillBefore: oldest?.signature ?? null, backfillDone: !full };
    case 'new':
      if (!newest) return current;
      return {
        ...current,
        newestSignature: newest.signature,
        newestSlot: newest.slot,
        // A full page may not reach the old newest: what lies between is caught up next.
        catchupBefore: full ? oldest!.signature : null,
        catchupUntil: full ? current.newestSignature : null,
      };
    case 'catchup':
      return full ? { ...current, catchupBefore: oldest!.signature } : { ...current, catchupBefore: null, catchupUntil: null };
    case 'backfill':
      return { ...current, backfillBefore: oldest?.signature ?? current.backfillBefore, backfillDone: !full };
  }
}
