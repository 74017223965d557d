/**
 * What becomes of a payable link's build (docs/links.md, "Tracking"): the link watcher
 * (workers/processors/links.processor.ts) finds the payer's transaction by its reference key
 * and settles the record here, with its transaction.<status> event in the same database
 * transaction, as shared/history/settlement.ts does for the indexer and the landing loop
 * (whichever writes first moves the record; the others find it settled). Once the record is
 * confirmed, by whoever, the link's counters move and `link.paid` is written, once.
 */
import type { Config } from '../../config/index.js';
import { PaymentLink } from '../db/entities/payment-link.entity.js';
import { TransactionRecord } from '../db/entities/transaction-record.entity.js';
import type { Orm } from '../db/orm.js';
import { renderBuiltItem } from '../history/transaction-feed.js';
import { webhookTable, writeWebhookEvents } from '../webhooks/events.js';
import { renderLink } from './links.js';

/** What the watcher saw of a link build's transaction on chain. */
export interface LinkBuildOutcome {
  status: 'confirmed' | 'failed' | 'expired';
  signature?: string | null;
  slot?: number | null;
  landedAt?: Date | null;
  error?: Record<string, unknown> | null;
  /** What landed (confirmed): shared/links/link-payment.ts linkActualOutput. */
  actualOutput?: Record<string, unknown> | null;
}

/**
 * The public origin outside a request (the worker's webhook events): PUBLIC_BASE_URL, or the
 * API's own listening address when it is not set.
 */
export function configuredPublicBase(config: Pick<Config, 'links' | 'host' | 'port'>): string {
  return config.links.publicBaseUrl || `http://${config.host}:${config.port}`;
}

/**
 * Move a `built` (or `submitted`) link build to its final state with its event, in one
 * transaction. False when it was not open any more (the indexer or the landing loop settled it).
 */
export async function settleLinkBuild(orm: Orm, id: string, outcome: LinkBuildOutcome): Promise<boolean> {
  return orm.em.fork().transactional(async (tx) => {
    const from = outcome.status === 'expired' ? ['built'] : ['built', 'submitted'];
    const rows = await tx.execute<Array<{ id: string }>>(`
      update ${webhookTable(tx, 'transactions')}
         set status = ?, signature = coalesce(?, signature), slot = coalesce(?, slot), landed_at = coalesce(landed_at, ?),
             error = coalesce(?::jsonb, error), actual_output = coalesce(?::jsonb, actual_output), settled_at = now(), landing_owner = null, landing_lease_until = null, updated_at = now()
       where id = ? and status in (${from.map(() => '?').join(', ')})
      returning id`,
    [outcome.status, outcome.signature ?? null, outcome.slot ?? null, outcome.landedAt ?? null, outcome.error ? JSON.stringify(outcome.error) : null,
      outcome.actualOutput ? JSON.stringify(outcome.actualOutput) : null, id, ...from], 'all');
    if (!rows.length) return false;
    const record = await tx.findOneOrFail(TransactionRecord, { id }, { refresh: true, disableIdentityMap: true });
    await writeWebhookEvents(tx, [{ accountId: record.accountId, network: record.network, type: `transaction.${outcome.status}`, data: renderBuiltItem(record) as unknown as Record<string, unknown> }]);
    return true;
  });
}

/** A confirmed link build's actualOutput, when whoever settled it did not write one (the indexer without the wallet's row). */
export async function fillLinkActualOutput(orm: Orm, id: string, actualOutput: Record<string, unknown>): Promise<void> {
  await orm.em.fork().getConnection().execute(`update ${webhookTable(orm.em, 'transactions')} set actual_output = ?::jsonb where id = ? and actual_output is null`, [JSON.stringify(actualOutput), id], 'run');
}

/**
 * Count a confirmed link build's payment once: the link's `paid` and `volumeUsd` move and the
 * owner's `link.paid` event (the link and the transaction) is written, in one transaction. A
 * record not confirmed, or counted already, changes nothing. Returns whether this call counted it.
 */
export async function countLinkPayment(orm: Orm, id: string, base: string, now = Date.now()): Promise<boolean> {
  return orm.em.fork().transactional(async (tx) => {
    const marked = await tx.execute<Array<{ link_id: string; volume_usd: number | null }>>(`
      update ${webhookTable(tx, 'transactions')} set link_paid_at = now()
       where id = ? and status = 'confirmed' and link_id is not null and link_paid_at is null
      returning link_id, volume_usd`, [id], 'all');
    if (!marked.length) return false;
    const { link_id: linkId, volume_usd: volume } = marked[0]!;
    await tx.execute(`update ${webhookTable(tx, 'payment_links')} set paid = paid + 1, volume_usd = volume_usd + ?, updated_at = now() where id = ?`, [volume ?? 0, linkId], 'run');
    // One after the other: the two reads share the transaction's single connection anyway.
    const link = await tx.findOneOrFail(PaymentLink, { id: linkId }, { refresh: true, disableIdentityMap: true });
    const record = await tx.findOneOrFail(TransactionRecord, { id }, { refresh: true, disableIdentityMap: true });
    await writeWebhookEvents(tx, [{
      accountId: link.accountId, network: link.network, type: 'link.paid', dedupKey: `link.paid:${id}`,
      data: { link: renderLink(link, base, now), transaction: renderBuiltItem(record) } as unknown as Record<string, unknown>,
    }], now);
    return true;
  });
}
