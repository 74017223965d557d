/**
 * GET /v1/transactions as one newest-first stream (docs/history.md, "The transaction list"):
 * the account's build records and, for a wallet, that wallet's indexed on-chain history,
 * merged and keyset-paged in Postgres.
 *
 * Every item has an immutable sort key (time, seq, key):
 * - a build record: (created_at, 0, id);
 * - an indexed transaction: (block_time, or indexed_at when the node gave no block time,
 *   slot, signature).
 * Items are ordered by it descending, keys compared byte-wise (collate "C"), and a page
 * continues strictly below the last key seen, so items that arrive while a client pages
 * (new builds, newly indexed transactions) never shift a page: nothing is skipped or repeated.
 */
import { tokenText } from '../chain/token-text.js';
import { NATIVE_MINT, type Network } from '../chain/token-list.js';
import type { CatalogueLookup } from '../chain/token-names.js';
import type { BalanceChange, Recipient } from '../db/entities/wallet-transaction.entity.js';
import { TransactionRecord, type TransactionStatus } from '../db/entities/transaction-record.entity.js';
import { WalletTransaction } from '../db/entities/wallet-transaction.entity.js';
import type { EntityManager, Orm } from '../db/orm.js';

/** Statuses a client can filter by: a build record's, and `confirmed`/`failed` for indexed transactions. */
export const FEED_STATUSES = ['pending', 'running', 'built', 'submitted', 'confirmed', 'failed', 'expired'] as const satisfies readonly TransactionStatus[];
export type FeedStatus = (typeof FEED_STATUSES)[number];

/** Where a page ends: the sort key of its last item (time with microseconds, seq, key). */
export interface FeedPosition {
  /** ISO 8601 UTC with microseconds, e.g. 2026-11-25T10:00:00.123456Z. */
  t: string;
  /** Decimal slot of an indexed transaction; "0" for a build record. */
  s: string;
  /** The build record's id or the transaction's signature. */
  k: string;
}

export interface FeedQuery {
  accountId: string;
  network: Network;
  /** With it, build records of this wallet only, plus the wallet's indexed history. */
  walletAddress?: string;
  status?: FeedStatus;
  /** Items at or after this time. */
  startDate?: Date;
  /** Items before this time. */
  endDate?: Date;
  limit: number;
  /** Continue after this position (from the previous page). */
  after?: FeedPosition;
}

/** A build record in the list (and GET /v1/transactions/{id}). */
export interface BuiltItem {
  kind: 'built';
  id: string;
  signature: string | null;
  network: Network;
  walletAddress: string;
  type: string;
  status: TransactionStatus;
  /** The sort time: when the record was created. */
  timestamp: string;
  intentId: string;
  transaction: string | null;
  /** Present when the build ran a simulation (as in the build answer). */
  simulation?: Record<string, unknown>;
  expectedOutput: Record<string, unknown> | null;
  lastValidBlockHeight: number | null;
  expiresAt: string | null;
  error: Record<string, unknown> | null;
  createdAt: string;
  settledAt: string | null;
  /** When POST /v1/transactions/{id}/submit accepted the signed bytes (null when never submitted). */
  submittedAt: string | null;
  /** When it was seen landed (confirmed or failed on chain). */
  landedAt: string | null;
  /** Slot it landed in. */
  slot: number | null;
  /** Times the landing loop sent the signed bytes. */
  broadcasts: number;
  /** landedAt − submittedAt, in ms, for a submitted transaction that landed. */
  timeToLandMs: number | null;
  /** What landed (confirmed records): shared/landing/actual-output.ts. */
  actualOutput: Record<string, unknown> | null;
  /** Set when the final state was corrected (an `expired` record the wallet's history shows landed). */
  correction: Record<string, unknown> | null;
}

/** A transaction of the wallet's indexed on-chain history. */
export interface OnchainItem {
  kind: 'onchain';
  id: null;
  signature: string;
  network: Network;
  walletAddress: string;
  type: string;
  /** `confirmed` when it succeeded, `failed` when it landed with an error. */
  status: 'confirmed' | 'failed';
  /** The sort time: the block time (or, when the node had none, when it was indexed). */
  timestamp: string;
  slot: number;
  blockTime: string | null;
  fee: number;
  feePayer: string;
  /** The transaction error as the RPC reports it; null when it succeeded. */
  err: unknown;
  changes: Array<BalanceChange & { symbol?: string | null; name?: string | null; verified?: boolean; confusable?: boolean }>;
  /** Who received what left the wallet (an outgoing transfer, a swap-and-send's recipient); null otherwise. */
  recipient: Recipient | null;
}

export type FeedItem = BuiltItem | OnchainItem;

export interface FeedPage {
  items: FeedItem[];
  hasMore: boolean;
  /** Position of the last item, for the next page's cursor; null on an empty page. */
  last: FeedPosition | null;
}

/** The build record as clients see it: the build answer's fields (api/routes/builds.routes.ts renderBuild) plus kind, timestamp, error and settledAt. */
export function renderBuiltItem(r: TransactionRecord): BuiltItem {
  return {
    kind: 'built',
    id: r.id,
    signature: r.signature,
    network: r.network,
    walletAddress: r.walletAddress,
    type: r.type,
    status: r.status,
    timestamp: r.createdAt.toISOString(),
    intentId: r.intentId,
    transaction: r.transaction,
    ...(r.simulate && r.simulation ? { simulation: r.simulation } : {}),
    expectedOutput: r.expectedOutput,
    lastValidBlockHeight: r.lastValidBlockHeight === null ? null : Number(r.lastValidBlockHeight),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    landedAt: r.landedAt?.toISOString() ?? null,
    slot: r.slot === null || r.slot === undefined ? null : Number(r.slot),
    broadcasts: r.broadcasts ?? 0,
    timeToLandMs: r.submittedAt && r.landedAt ? Math.max(0, r.landedAt.getTime() - r.submittedAt.getTime()) : null,
    actualOutput: r.actualOutput ?? null,
    correction: r.correction ?? null,
  };
}

/** The indexed transaction as clients see it. */
export function renderOnchainItem(w: WalletTransaction): OnchainItem {
  return {
    kind: 'onchain',
    id: null,
    signature: w.signature,
    network: w.network,
    walletAddress: w.walletAddress,
    type: w.type,
    status: w.status === 'success' ? 'confirmed' : 'failed',
    timestamp: (w.blockTime ?? w.indexedAt).toISOString(),
    slot: w.slot,
    blockTime: w.blockTime?.toISOString() ?? null,
    fee: w.fee,
    feePayer: w.feePayer,
    err: w.err,
    changes: w.changes,
    recipient: w.recipient ?? null,
  };
}

/**
 * Name the balance changes of indexed transactions: SOL and wSOL as such; a token from the
 * catalogue first (its verified flag with it), else the name stored when it was indexed (the
 * mint's on-chain metadata), else null. Only a catalogue-verified token is `verified: true`.
 */
export function nameFeedItems(items: FeedItem[], catalogue: CatalogueLookup, network: Network): FeedItem[] {
  return items.map((item) => {
    if (item.kind !== 'onchain') return item;
    return {
      ...item,
      changes: item.changes.map((c) => {
        if (c.native) return { ...c, symbol: 'SOL', name: 'Solana', verified: true };
        if (c.mint === NATIVE_MINT) return { ...c, symbol: 'wSOL', name: 'Wrapped SOL', verified: true };
        const listed = catalogue.byMint(network, c.mint);
        if (listed) {
          const text = tokenText(listed.symbol, listed.name, { symbol: 64, name: 128 });
          return { ...c, symbol: text.symbol, name: text.name, verified: listed.verified, ...((listed.confusable ?? text.confusable) ? { confusable: true } : {}) };
        }
        const text = tokenText(c.symbol, c.name, { symbol: 64, name: 128 });
        return { ...c, symbol: text.symbol, name: text.name, verified: false, ...(text.confusable ? { confusable: true } : {}) };
      }),
    };
  });
}

function table(orm: Orm, name: string): string {
  const schema = orm.config.get('schema');
  return schema && schema !== 'public' ? `"${schema}"."${name}"` : `"${name}"`;
}

interface KeyRow { kind: 'built' | 'onchain'; k: string; t: string; s: string }

/** One page of the feed, newest first, strictly after `query.after`. */
export async function readFeedPage(orm: Orm, query: FeedQuery): Promise<FeedPage> {
  const take = query.limit + 1;
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return '?';
  };
  // Strictly below the cursor in (time desc, seq desc, key desc byte-wise) order.
  const below = (ts: string, seq: string, key: string) => {
    if (!query.after) return '';
    const { t, s, k } = query.after;
    return `and ${ts} <= ${bind(t)}::timestamptz
      and (${ts} < ${bind(t)}::timestamptz or (${seq} < ${bind(s)}::bigint or (${seq} = ${bind(s)}::bigint and ${key} collate "C" < ${bind(k)} collate "C")))`;
  };
  const within = (ts: string) =>
    `${query.startDate ? `and ${ts} >= ${bind(query.startDate.toISOString())}::timestamptz` : ''} ${query.endDate ? `and ${ts} < ${bind(query.endDate.toISOString())}::timestamptz` : ''}`;

  const transactions = table(orm, 'transactions');
  const built = `
    select 'built' as kind, t.id as k, t.created_at as ts, 0::bigint as seq
      from ${transactions} as t
     where t.account_id = ${bind(query.accountId)} and t.network = ${bind(query.network)}
       ${query.walletAddress ? `and t.wallet_address = ${bind(query.walletAddress)}` : ''}
       ${query.status ? `and t.status = ${bind(query.status)}` : ''}
       ${within('t.created_at')}
       ${below('t.created_at', '0::bigint', 't.id')}
     order by t.created_at desc, t.id collate "C" desc
     limit ${bind(take)}`;

  // Indexed history has only two outcomes, listed as confirmed and failed.
  const onchainStatus = query.status === undefined ? null : query.status === 'confirmed' ? 'success' : query.status === 'failed' ? 'failed' : undefined;
  const withHistory = query.walletAddress !== undefined && onchainStatus !== undefined;
  const ts = 'coalesce(w.block_time, w.indexed_at)';
  const onchain = withHistory ? `
    select 'onchain' as kind, w.signature as k, ${ts} as ts, w.slot as seq
      from ${table(orm, 'wallet_transactions')} as w
     where w.network = ${bind(query.network)} and w.wallet_address = ${bind(query.walletAddress)}
       ${onchainStatus ? `and w.status = ${bind(onchainStatus)}` : ''}
       ${within(ts)}
       ${below(ts, 'w.slot', 'w.signature')}
       -- A transaction this account built for the wallet is listed once: as its build record.
       and not exists (
         select 1 from ${transactions} as b
          where b.network = w.network and b.signature = w.signature
            and b.account_id = ${bind(query.accountId)} and b.wallet_address = w.wallet_address)
     order by ${ts} desc, w.slot desc, w.signature collate "C" desc
     limit ${bind(take)}` : null;

  const union = onchain ? `(${built}) union all (${onchain})` : `(${built})`;
  const rows = await orm.em.fork().getConnection().execute<KeyRow[]>(`
    select u.kind, u.k, to_char(u.ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, u.seq::text as s
      from (${union}) as u
     order by u.ts desc, u.seq desc, u.k collate "C" desc
     limit ${bind(take)}`, params, 'all');

  const page = rows.slice(0, query.limit);
  const items = await loadItems(orm.em.fork(), query, page);
  const last = page.at(-1);
  return { items, hasMore: rows.length > query.limit, last: last ? { t: last.t, s: last.s, k: last.k } : null };
}

/** The full rows of a page's keys, in the page's order. */
async function loadItems(em: EntityManager, query: FeedQuery, keys: KeyRow[]): Promise<FeedItem[]> {
  const builtIds = keys.filter((r) => r.kind === 'built').map((r) => r.k);
  const signatures = keys.filter((r) => r.kind === 'onchain').map((r) => r.k);
  const [records, history] = await Promise.all([
    builtIds.length ? em.find(TransactionRecord, { id: { $in: builtIds } }) : [],
    signatures.length ? em.find(WalletTransaction, { network: query.network, walletAddress: query.walletAddress!, signature: { $in: signatures } }) : [],
  ]);
  const byId = new Map(records.map((r) => [r.id, r]));
  const bySignature = new Map(history.map((w) => [w.signature, w]));
  return keys.flatMap((r) => {
    const found = r.kind === 'built' ? byId.get(r.k) : bySignature.get(r.k);
    if (!found) return []; // deleted between the two reads
    return [r.kind === 'built' ? renderBuiltItem(found as TransactionRecord) : renderOnchainItem(found as WalletTransaction)];
  });
}
