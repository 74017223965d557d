/**
 * What becomes of a built transaction (api-decisions section 6): `built` → `confirmed` or
 * `failed` once the indexer finds the same message on chain, `expired` once its blockhash can
 * no longer land and the wallet's history shows it never did. docs/history.md explains the
 * rules; the history job (workers/lib/wallet-history.ts) applies them after every page.
 */
import type { Redis } from 'ioredis';
import type { Network } from '../chain/token-list.js';
import { TransactionRecord } from '../db/entities/transaction-record.entity.js';
import type { Orm } from '../db/orm.js';
import { writeWebhookEvents } from '../webhooks/events.js';
import { renderBuiltItem } from './transaction-feed.js';
import { actualOutputOf, type ActualOutput } from '../landing/actual-output.js';
import type { WalletTransaction } from '../db/entities/wallet-transaction.entity.js';

/** A build record whose state a settlement moved. */
export interface SettledRecord {
  id: string;
  status: 'confirmed' | 'failed' | 'expired';
  signature: string | null;
}

/**
 * How long before a build its transaction could already have landed: the blockhash it carries
 * was fetched (and perhaps cached) shortly before the record was written, and the validator's
 * block times drift from this server's clock by seconds. Generous on purpose: it only decides
 * whether the indexed part of a long history already covers the build's lifetime.
 */
const LANDING_BEFORE_BUILD_MARGIN = "interval '5 minutes'";

/** Quoted table name in the configured schema (raw SQL does not get the ORM's schema). */
function table(orm: Orm, name: string): string {
  const schema = orm.config.get('schema');
  return schema && schema !== 'public' ? `"${schema}"."${name}"` : `"${name}"`;
}

async function query<T>(orm: Orm, sql: string, params: unknown[]): Promise<T[]> {
  return orm.em.fork().getConnection().execute<T[]>(sql, params, 'all');
}

/**
 * Records one settling transaction moves at most (the settle and expiry UPDATEs of one wallet
 * take them in batches of this many, each batch in its own transaction with its events). A
 * wallet can have thousands of open builds whose blockhash passed at once (a bot building at
 * 50/s): in one transaction they were all loaded, rendered and written as events together,
 * 10-15 MB of young objects at once, and the worker's event loop stalled 170-260 ms (GC
 * included) every history sweep (docs/performance.md "Stalls").
 */
export const SETTLE_BATCH = 50;

/**
 * Run a settling UPDATE … RETURNING and write a transaction.<status> webhook event per record
 * it moved, in one transaction: the event exists exactly when the state change does
 * (docs/webhooks.md). The event's data is the record as GET /v1/transactions/{id} renders it.
 */
async function settleWithEvents(orm: Orm, sql: string, params: unknown[]): Promise<SettledRecord[]> {
  return orm.em.fork().transactional(async (tx) => {
    const rows = await tx.execute<SettledRecord[]>(sql, params, 'all');
    if (rows.length) {
      // Read only to render the events: not managed, so the commit has no change sets to compute.
      const records = await tx.find(TransactionRecord, { id: { $in: rows.map((r) => r.id) } }, { disableIdentityMap: true });
      await fillActualOutputs(orm, tx, records);
      await writeWebhookEvents(tx, records.map((r) => ({
        accountId: r.accountId,
        network: r.network,
        type: `transaction.${r.status as SettledRecord['status']}` as const,
        data: renderBuiltItem(r) as unknown as Record<string, unknown>,
      })));
    }
    return rows;
  });
}

/**
 * A confirmed record without its actualOutput (settled by the indexer, or by a landing loop
 * whose node could not answer getTransaction yet) gets it from the wallet's indexed history
 * when the landed transaction is there: the same balance changes the history shows.
 */
async function fillActualOutputs(orm: Orm, tx: Parameters<Parameters<Orm['em']['transactional']>[0]>[0], records: TransactionRecord[]): Promise<void> {
  const missing = records.filter((r) => r.status === 'confirmed' && !r.actualOutput && r.signature);
  if (!missing.length) return;
  const rows = await tx.execute<Array<Pick<WalletTransaction, 'signature' | 'walletAddress' | 'network' | 'changes' | 'feePayer' | 'recipient'> & { slot: string; fee: string }>>(`
    select w.network, w.wallet_address as "walletAddress", w.signature, w.slot, w.fee, w.fee_payer as "feePayer", w.changes, w.recipient
      from ${table(orm, 'wallet_transactions')} as w
     where (w.network, w.wallet_address, w.signature) in (${missing.map(() => '(?, ?, ?)').join(', ')})`,
  missing.flatMap((r) => [r.network, r.walletAddress, r.signature]), 'all');
  for (const r of missing) {
    const w = rows.find((x) => x.network === r.network && x.walletAddress === r.walletAddress && x.signature === r.signature);
    if (!w) continue;
    r.actualOutput = actualOutputOf({
      type: r.type, expectedOutput: r.expectedOutput, signature: w.signature, slot: Number(w.slot), fee: Number(w.fee),
      walletPaidFee: w.feePayer === r.walletAddress, changes: typeof w.changes === 'string' ? JSON.parse(w.changes) : w.changes,
      recipient: typeof w.recipient === 'string' ? JSON.parse(w.recipient) : w.recipient,
    }) as unknown as Record<string, unknown>;
    await tx.execute(`update ${table(orm, 'transactions')} set actual_output = ?::jsonb where id = ? and actual_output is null`, [JSON.stringify(r.actualOutput), r.id]);
  }
}

/**
 * settleWithEvents for an UPDATE that moves at most SETTLE_BATCH records per run (its `limit ?`
 * is the last parameter): run again, each in its own transaction, until a run moves fewer.
 * Each run moves records out of the state it selects, so the loop ends.
 */
async function settleInBatches(orm: Orm, sql: string, params: unknown[]): Promise<SettledRecord[]> {
  const moved: SettledRecord[] = [];
  for (;;) {
    const batch = await settleWithEvents(orm, sql, [...params, SETTLE_BATCH]);
    moved.push(...batch);
    if (batch.length < SETTLE_BATCH) return moved;
  }
}

/**
 * Move the wallet's `built` (or `submitted`) records whose message hash now appears in its
 * indexed history to `confirmed` (the transaction succeeded) or `failed` (it landed with an
 * error), with its signature, slot and block time (landedAt, settledAt). A submitted record's
 * landing loop may get there first: whichever writes first moves the record and writes its one
 * event. A signature settles at most one record (the oldest build with that message; the
 * unique index on network + signature holds it). Idempotent: a settled record is never touched again.
 */
export async function settleBuiltTransactions(orm: Orm, network: Network, walletAddress: string): Promise<SettledRecord[]> {
  const transactions = table(orm, 'transactions');
  return settleInBatches(orm, `
    update ${transactions} as t
       set status = case when m.status = 'success' then 'confirmed' else 'failed' end,
           signature = m.signature,
           slot = m.slot,
           landed_at = coalesce(t.landed_at, m.block_time, now()),
           settled_at = coalesce(m.block_time, now()),
           landing_owner = null, landing_lease_until = null,
           updated_at = now()
      from (
        select distinct on (w.signature) b.id, w.signature, w.status, w.block_time, w.slot
          from ${transactions} as b
          join ${table(orm, 'wallet_transactions')} as w
            on w.network = b.network and w.wallet_address = b.wallet_address and w.message_hash = b.message_hash
         where b.network = ? and b.wallet_address = ? and b.status in ('built', 'submitted') and b.message_hash is not null
           and (b.signature is null or b.signature = w.signature)
           and not exists (select 1 from ${transactions} as o where o.network = b.network and o.signature = w.signature and o.id <> b.id)
         order by w.signature, b.created_at, b.id
         limit ?
      ) as m
     where t.id = m.id and t.status in ('built', 'submitted')
    returning t.id, t.status, t.signature`, [network, walletAddress]);
}

/**
 * How long after a record ended `expired` the history sweep keeps revisiting its wallet
 * (walletsWithOpenBuilds): long past any RPC node's lag, short enough that a wallet is not
 * re-indexed for ever. A wallet indexed for any other reason is revisited whatever the age.
 */
export const EXPIRED_REVISIT_WINDOW = "interval '1 hour'";

/**
 * The indexer's revisit of `expired` records (docs/transactions.md, "Expired only when true"):
 * a record whose message hash the wallet's indexed history shows landed (under any signature
 * of it: the message hash is what the wallet signed) moves to `confirmed` or `failed` with that
 * signature, slot and time, and `correction` saying what was corrected; its
 * transaction.<status> webhook carries the record, correction included. Idempotent: a
 * corrected record is no longer `expired`.
 */
export async function correctExpiredTransactions(orm: Orm, network: Network, walletAddress: string): Promise<SettledRecord[]> {
  const transactions = table(orm, 'transactions');
  return settleInBatches(orm, `
    update ${transactions} as t
       set status = case when m.status = 'success' then 'confirmed' else 'failed' end,
           signature = m.signature,
           slot = m.slot,
           landed_at = coalesce(m.block_time, now()),
           correction = jsonb_build_object(
             'from', 'expired',
             'to', case when m.status = 'success' then 'confirmed' else 'failed' end,
             'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'reason', 'The wallet''s history shows the transaction landed (signature ' || m.signature || ') after the record was marked expired.'),
           error = null,
           settled_at = now(),
           landing_owner = null, landing_lease_until = null,
           updated_at = now()
      from (
        select distinct on (w.signature) b.id, w.signature, w.status, w.block_time, w.slot
          from ${transactions} as b
          join ${table(orm, 'wallet_transactions')} as w
            on w.network = b.network and w.wallet_address = b.wallet_address and w.message_hash = b.message_hash
         where b.network = ? and b.wallet_address = ? and b.status = 'expired' and b.message_hash is not null
           and not exists (select 1 from ${transactions} as o where o.network = b.network and o.signature = w.signature and o.id <> b.id)
         order by w.signature, b.created_at, b.id
         limit ?
      ) as m
     where t.id = m.id and t.status = 'expired'
    returning t.id, t.status, t.signature`, [network, walletAddress]);
}

/** What the landing loop saw of a submitted transaction. */
export interface LandingOutcome {
  status: 'confirmed' | 'failed' | 'expired';
  slot?: number | null;
  landedAt?: Date | null;
  /** The decoded on-chain error of a failed transaction. */
  error?: Record<string, unknown> | null;
  /** The signature that landed, when another signature of the same message did (null/absent: the submitted one). */
  signature?: string | null;
  /** What landed (confirmed): shared/landing/actual-output.ts. */
  actualOutput?: ActualOutput | null;
}

/**
 * The landing loop's final write: a `submitted` record moves to its final state with its
 * transaction.<status> event, in one transaction, only if it is still submitted (the indexer
 * may have settled it first). Returns whether this call moved it.
 */
export async function settleSubmittedTransaction(orm: Orm, id: string, outcome: LandingOutcome): Promise<boolean> {
  const rows = await settleWithEvents(orm, `
    update ${table(orm, 'transactions')}
       set status = ?, slot = coalesce(?, slot), landed_at = coalesce(?, landed_at), error = coalesce(?::jsonb, error),
           signature = coalesce(?, signature), actual_output = coalesce(?::jsonb, actual_output),
           settled_at = now(), landing_owner = null, landing_lease_until = null, updated_at = now()
     where id = ? and status = 'submitted'
    returning id, status, signature`,
  [outcome.status, outcome.slot ?? null, outcome.landedAt ?? null, outcome.error ? JSON.stringify(outcome.error) : null,
    outcome.signature ?? null, outcome.actualOutput ? JSON.stringify(outcome.actualOutput) : null, id]);
  return rows.length > 0;
}

/**
 * POST /v1/transactions/{id}/submit's write: a `built` record becomes `submitted` with the
 * signed bytes and their signature, and the transaction.submitted event, in one transaction.
 * Null when the record was not `built` any more (a concurrent identical submit won).
 */
export async function markSubmitted(orm: Orm, id: string, signature: string, signedTransaction: string): Promise<TransactionRecord | null> {
  return orm.em.fork().transactional(async (tx) => {
    const rows = await tx.execute<Array<{ id: string }>>(`
      update ${table(orm, 'transactions')}
         set status = 'submitted', signature = ?, signed_transaction = ?, submitted_at = now(), broadcasts = 0, updated_at = now()
       where id = ? and status = 'built'
      returning id`, [signature, signedTransaction, id], 'all');
    if (!rows.length) return null;
    const record = await tx.findOneOrFail(TransactionRecord, { id }, { refresh: true });
    await writeWebhookEvents(tx, [{ accountId: record.accountId, network: record.network, type: 'transaction.submitted', data: renderBuiltItem(record) as unknown as Record<string, unknown> }]);
    return record;
  });
}

/**
 * Expire the wallet's `built` records whose lastValidBlockHeight is below `blockHeight`, when
 * the indexed history proves their transaction never landed. The caller must have observed
 * `blockHeight` (finalized) *before* an indexPage call that read the wallet's newest signatures
 * (that is, one that did not start inside a catch-up window): anything that landed while the
 * blockhash was valid landed before that observation, so it is indexed unless
 * - a catch-up window is still open (more than a page of new transactions arrived at once), or
 * - the backfill is not done and the oldest indexed transaction is not clearly older than the
 *   build (the transaction could sit in the part of the history not read yet).
 * In both cases the record stays `built` and a later page decides. Never expires on wall-clock time.
 */
export async function expireBuiltTransactions(orm: Orm, network: Network, walletAddress: string, blockHeight: number): Promise<SettledRecord[]> {
  const state = table(orm, 'wallet_index_state');
  const history = table(orm, 'wallet_transactions');
  const transactions = table(orm, 'transactions');
  return settleInBatches(orm, `
    with covered as (
      select s.backfill_done,
             (select w.block_time from ${history} as w
               where w.network = s.network and w.wallet_address = s.wallet_address
               order by w.slot asc, w.signature asc limit 1) as oldest_block_time
        from ${state} as s
       where s.network = ? and s.wallet_address = ? and s.catchup_before is null
    ), due as (
      select t.id
        from ${transactions} as t, covered as c
       where t.network = ? and t.wallet_address = ? and t.status = 'built'
         and t.last_valid_block_height is not null and t.last_valid_block_height < ?
         and (c.backfill_done or c.oldest_block_time < t.created_at - ${LANDING_BEFORE_BUILD_MARGIN})
       order by t.created_at, t.id
       limit ?
    )
    update ${transactions} as t
       set status = 'expired', settled_at = now(), updated_at = now()
      from due
     where t.id = due.id and t.status = 'built'
    returning t.id, t.status, t.signature`, [network, walletAddress, network, walletAddress, blockHeight]);
}

/** True when the wallet has build records still `built` on the network. */
export async function hasOpenBuilds(orm: Orm, network: Network, walletAddress: string): Promise<boolean> {
  const rows = await query<{ one: number }>(orm, `select 1 as one from ${table(orm, 'transactions')} where network = ? and wallet_address = ? and status = 'built' limit 1`, [network, walletAddress]);
  return rows.length > 0;
}

/**
 * Wallets with build records still `built`, or `expired` within EXPIRED_REVISIT_WINDOW (the
 * revisit: correctExpiredTransactions), wallets with open builds first, then oldest build first,
 * at most `limit`.
 */
export async function walletsWithOpenBuilds(orm: Orm, limit: number): Promise<Array<{ network: Network; walletAddress: string }>> {
  const rows = await query<{ network: Network; wallet_address: string }>(orm, `
    select network, wallet_address from ${table(orm, 'transactions')}
     where (status = 'built' or (status = 'expired' and settled_at > now() - ${EXPIRED_REVISIT_WINDOW}))
       -- A payable link's builds are watched by their reference (the link watcher); an anonymous
       -- payer's wallet is indexed only once a payment of theirs lands (docs/links.md).
       and link_id is null
     group by network, wallet_address
     order by bool_or(status = 'built') desc, min(created_at) asc
     limit ?`, [limit]);
  return rows.map((r) => ({ network: r.network, walletAddress: r.wallet_address }));
}

/**
 * The latest finalized block height the sweep observed per network, kept in Redis for the
 * history jobs: one getBlockHeight per network per sweep, however many wallets are waiting.
 * Any height observed earlier is a safe lower bound for a job that reads signatures later.
 */
export class BlockHeightMarks {
  constructor(private readonly redis: Redis, private readonly prefix: string, private readonly ttlSeconds = 3600) {}

  private key(network: Network): string {
    return `${this.prefix}:history:block-height:${network}`;
  }

  async write(network: Network, height: number): Promise<void> {
    await this.redis.set(this.key(network), String(height), 'EX', this.ttlSeconds);
  }

  /** The last height written for the network, or null when no sweep wrote one recently. */
  async read(network: Network): Promise<number | null> {
    const value = await this.redis.get(this.key(network));
    const height = value === null ? NaN : Number(value);
    return Number.isSafeInteger(height) && height >= 0 ? height : null;
  }
}
