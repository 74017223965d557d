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
 * Run a settling UPDATE … RETURNING and write a transaction.<status> webhook event per record
 * it moved, in one transaction: the event exists exactly when the state change does
 * (docs/webhooks.md). The event's data is the record as GET /v1/transactions/{id} renders it.
 */
async function settleWithEvents(orm: Orm, sql: string, params: unknown[]): Promise<SettledRecord[]> {
  return orm.em.fork().transactional(async (tx) => {
    const rows = await tx.execute<SettledRecord[]>(sql, params, 'all');
    if (rows.length) {
      const records = await tx.find(TransactionRecord, { id: { $in: rows.map((r) => r.id) } });
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
 * Move the wallet's `built` records whose message hash now appears in its indexed history to
 * `confirmed` (the transaction succeeded) or `failed` (it landed with an error), with its
 * signature and its block time as settledAt. Idempotent: a settled record is never touched again.
 */
export async function settleBuiltTransactions(orm: Orm, network: Network, walletAddress: string): Promise<SettledRecord[]> {
  return settleWithEvents(orm, `
    update ${table(orm, 'transactions')} as t
       set status = case when w.status = 'success' then 'confirmed' else 'failed' end,
           signature = w.signature,
           settled_at = coalesce(w.block_time, now()),
           updated_at = now()
      from ${table(orm, 'wallet_transactions')} as w
     where t.network = ? and t.wallet_address = ? and t.status = 'built' and t.message_hash is not null
       and w.network = t.network and w.wallet_address = t.wallet_address and w.message_hash = t.message_hash
    returning t.id, t.status, t.signature`, [network, walletAddress]);
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
  return settleWithEvents(orm, `
    with covered as (
      select s.backfill_done,
             (select w.block_time from ${history} as w
               where w.network = s.network and w.wallet_address = s.wallet_address
               order by w.slot asc, w.signature asc limit 1) as oldest_block_time
        from ${state} as s
       where s.network = ? and s.wallet_address = ? and s.catchup_before is null
    )
    update ${table(orm, 'transactions')} as t
       set status = 'expired', settled_at = now(), updated_at = now()
      from covered as c
     where t.network = ? and t.wallet_address = ? and t.status = 'built'
       and t.last_valid_block_height is not null and t.last_valid_block_height < ?
       and (c.backfill_done or c.oldest_block_time < t.created_at - ${LANDING_BEFORE_BUILD_MARGIN})
    returning t.id, t.status, t.signature`, [network, walletAddress, network, walletAddress, blockHeight]);
}

/** True when the wallet has build records still `built` on the network. */
export async function hasOpenBuilds(orm: Orm, network: Network, walletAddress: string): Promise<boolean> {
  const rows = await query<{ one: number }>(orm, `select 1 as one from ${table(orm, 'transactions')} where network = ? and wallet_address = ? and status = 'built' limit 1`, [network, walletAddress]);
  return rows.length > 0;
}

/** Wallets with build records still `built`, oldest build first, at most `limit`. */
export async function walletsWithOpenBuilds(orm: Orm, limit: number): Promise<Array<{ network: Network; walletAddress: string }>> {
  const rows = await query<{ network: Network; wallet_address: string }>(orm, `
    select network, wallet_address from ${table(orm, 'transactions')}
     where status = 'built'
     group by network, wallet_address
     order by min(created_at) asc
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
