/**
 * The trigger watcher (docs/orders.md): one tick reads the USD prices of every token with open
 * orders (one batched read per network, through the price providers and their budget), fires
 * each order whose level was crossed exactly once (a conditional UPDATE that records the
 * price, its source and time), and fills it: an armed order's stored fill is co-signed by the
 * venue, simulated, and handed to the landing loop as a `tx_` record with `orderId`; a fill
 * that does not simulate is not sent and the order fails with the reason. Later ticks settle
 * triggered orders from their fill's record (filled, or failed) and expire old ones.
 */
import bs58 from 'bs58';
import { NonceAccount, PublicKey, VersionedTransaction } from '@solana/web3.js';
import type { Config } from '../../config/index.js';
import type { ChainClients } from '../chain/rpc.js';
import type { Network } from '../chain/token-list.js';
import { Order } from '../db/entities/order.entity.js';
import { TransactionRecord } from '../db/entities/transaction-record.entity.js';
import { newId } from '../db/ids.js';
import type { Orm } from '../db/orm.js';
import { isAppError } from '../errors/app-error.js';
import { markSubmitted } from '../history/settlement.js';
import type { TokenRef } from '../intents/intent.types.js';
import { landingQueue } from '../jobs/landing.js';
import type { QueueSet } from '../jobs/define-queue.js';
import type { Logger } from '../logging/logger.js';
import { createNetworkPriceSource } from '../prices/price-network.js';
import type { PriceQuote } from '../prices/price-provider.js';
import { isFresh } from '../prices/price-store.js';
import { createSwapVenues } from '../swap/swap-venue.js';
import { messageHash } from '../indexer/transaction-summary.js';
import { webhookTable, writeWebhookEvents } from '../webhooks/events.js';
import { limitLegs } from './armed-fills.js';
import { renderOrder } from './orders.js';

/** Blocks a fill's record lets the landing loop try before it calls it expired (a nonce fill has no blockhash expiry of its own). */
const FILL_LANDING_BLOCKS = 150;
/** Price reads per provider call (Jupiter Price API v3 takes 100 ids). */
const PRICE_BATCH = 100;

export interface TriggerWatcherDeps {
  orm: Orm;
  config: Config;
  chain: ChainClients;
  queues: QueueSet;
  logger: Logger;
  now?: () => number;
  /** Builds a notify order's fresh transaction (the builds worker's TransactionBuilder); without it notify orders wait triggered. */
  builder?: { build(request: { network: Network; walletAddress: string; intent: { type: 'swap'; params: Record<string, unknown> }; simulate: boolean }): Promise<{ transaction: string; messageHash: string; simulation?: unknown; expectedOutput: unknown; lastValidBlockHeight: number }> };
  /** Price source per network; default the network's configured providers. */
  priceSource?: (network: Network) => { getPrices(mints: readonly string[]): Promise<Map<string, PriceQuote>> };
}

export interface TickOutcome { watched: number; fired: number; filled: number; failed: number; expired: number; stale: number }

type FailReason = 'gapped_through' | 'simulation_failed' | 'nonce_advanced' | 'insufficient_funds';

export class TriggerWatcher {
  private readonly now: () => number;
  private readonly venues;

  constructor(private readonly deps: TriggerWatcherDeps) {
    this.now = deps.now ?? Date.now;
    this.venues = createSwapVenues(deps.config.providers);
  }

  private table(name: string): string {
    return webhookTable(this.deps.orm.em.fork(), name);
  }

  /** One tick: expire, settle triggered orders, read prices, fire and fill. */
  async tick(): Promise<TickOutcome> {
    const outcome: TickOutcome = { watched: 0, fired: 0, filled: 0, failed: 0, expired: 0, stale: 0 };
    outcome.expired = await this.expire();
    const settled = await this.settleTriggered();
    outcome.filled += settled.filled;
    outcome.failed += settled.failed;
    const em = this.deps.orm.em.fork();
    const watched = await em.getConnection().execute<Array<{ network: Network; watch_mint: string }>>(
      `select distinct network, watch_mint from ${this.table('orders')} where status = 'open' and watch_mint is not null`, [], 'all');
    outcome.watched = watched.length;
    const byNetwork = new Map<Network, string[]>();
    for (const w of watched) byNetwork.set(w.network, [...(byNetwork.get(w.network) ?? []), w.watch_mint]);
    for (const [network, mints] of byNetwork) {
      const source = this.deps.priceSource?.(network) ?? createNetworkPriceSource(network, this.deps.config.providers);
      for (let i = 0; i < mints.length; i += PRICE_BATCH) {
        const batch = mints.slice(i, i + PRICE_BATCH);
        const quotes = await source.getPrices(batch).catch((err: Error) => {
          // A price that cannot be read fires nothing; the next tick asks again.
          this.deps.logger.warn({ err: err.message, network, mints: batch.length }, 'order watcher: prices not read');
          return new Map<string, PriceQuote>();
        });
        for (const mint of batch) {
          const quote = quotes.get(mint);
          if (!quote) continue;
          // A stale price never fires an order.
          if (!isFresh(quote, this.now(), this.deps.config.providers.priceFreshnessMs)) {
            outcome.stale++;
            continue;
          }
          for (const order of await this.fire(network, mint, quote)) {
            outcome.fired++;
            const result = await this.fill(order).catch((err: Error) => {
              this.deps.logger.error({ err: err.message, orderId: order.id }, 'order fill failed');
              return this.fail(order, 'simulation_failed', `The fill could not be prepared: ${err.message}`).then(() => 'failed' as const);
            });
            if (result === 'failed') outcome.failed++;
          }
        }
      }
    }
    return outcome;
  }

  /** Fire every open order of `mint` whose level `quote` crossed: one conditional UPDATE, so each fires once however many ticks race. */
  private async fire(network: Network, mint: string, quote: PriceQuote): Promise<Order[]> {
    const at = new Date(this.now());
    const triggerPrice = { usd: String(quote.price), source: quote.source, at: quote.lastUpdated };
    return this.deps.orm.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<Array<{ id: string }>>(`
        update ${this.table('orders')}
           set status = 'triggered', triggered_at = ?, trigger_price = ?::jsonb, updated_at = ?
         where status = 'open' and network = ? and watch_mint = ? and (expires_at is null or expires_at > ?)
           and ((trigger->>'condition' = 'below' and trigger_price_usd >= ?) or (trigger->>'condition' = 'above' and trigger_price_usd <= ?))
        returning id`, [at, JSON.stringify(triggerPrice), at, network, mint, at, quote.price, quote.price], 'all');
      if (!rows.length) return [];
      const orders = await tx.find(Order, { id: { $in: rows.map((r) => r.id) } }, { refresh: true });
      await writeWebhookEvents(tx, orders.map((o) => ({ accountId: o.accountId, network: o.network, type: 'order.triggered' as const, data: renderOrder(o) })), this.now());
      return orders;
    });
  }

  /** Fill a triggered order: armed, its stored fill; notify: not yet in this deployment (the order stays triggered). */
  private async fill(order: Order): Promise<'submitted' | 'failed' | 'waiting'> {
    if (order.execution === 'notify') return this.notify(order);
    if (!order.signedFills?.length || !order.arming) return 'waiting';
    const connection = this.deps.chain.connection(order.network);
    const signed = VersionedTransaction.deserialize(Buffer.from(order.signedFills[0]!, 'base64'));
    // The nonce must still hold the value the fill was signed against: the wallet may have advanced or closed it.
    const nonceAddress = new PublicKey(order.arming.nonceAccounts[0]!.address);
    const info = await connection.getAccountInfo(nonceAddress, 'confirmed');
    const stored = info && info.data.length === 80 ? NonceAccount.fromAccountData(info.data).nonce : null;
    if (stored !== signed.message.recentBlockhash) {
      await this.fail(order, 'nonce_advanced', `The nonce account ${nonceAddress.toBase58()} no longer holds the value the fill was signed against (the wallet advanced or closed it), so the fill can never land.`);
      return 'failed';
    }
    const venue = this.venues[order.network];
    if (!venue) {
      await this.fail(order, 'simulation_failed', `No venue of ${order.network} co-signs fills in this deployment.`);
      return 'failed';
    }
    let cosigned: VersionedTransaction;
    try {
      cosigned = await venue.client.cosign(signed);
    } catch (err) {
      const code = isAppError(err) ? String(err.details.providerCode ?? '') : '';
      const gapped = code === 'LIMIT_NOT_REACHED';
      await this.fail(order, gapped ? 'gapped_through' : 'simulation_failed', gapped
        ? 'The market moved past the order\'s limit before it could fill (it gapped through): the venue no longer gives the limit\'s amount. Nothing was sent.'
        : `The venue refused to co-sign the fill: ${(err as Error).message}. Nothing was sent.`);
      return 'failed';
    }
    const simulation = await connection.simulateTransaction(cosigned, { sigVerify: true, commitment: 'confirmed' });
    if (simulation.value.err) {
      const text = JSON.stringify(simulation.value.err) + (simulation.value.logs ?? []).join('\n');
      const reason: FailReason = /insufficient|0x1\b/i.test(text) ? 'insufficient_funds' : /BlockhashNotFound|nonce/i.test(text) ? 'nonce_advanced' : 'simulation_failed';
      await this.fail(order, reason, `The fill's simulation failed (${JSON.stringify(simulation.value.err)}); it was not sent.`);
      return 'failed';
    }
    const wire = Buffer.from(cosigned.serialize()).toString('base64');
    const signature = bs58.encode(cosigned.signatures[0]!);
    const height = await connection.getBlockHeight('confirmed');
    const swap = order.swap as { inputToken: TokenRef; outputToken: TokenRef };
    const { inAmount, outAmount } = limitLegs(order);
    const record = Object.assign(new TransactionRecord(), {
      id: newId('tx'), accountId: order.accountId, apiKeyId: order.apiKeyId, intentId: order.intentId, network: order.network, walletAddress: order.walletAddress,
      type: 'swap', status: 'built', simulate: true, orderId: order.id,
      transaction: Buffer.from(new VersionedTransaction(cosigned.message).serialize()).toString('base64'),
      messageHash: messageHash(cosigned.message.serialize()),
      simulation: { success: true, computeUnits: simulation.value.unitsConsumed ?? 0, logs: simulation.value.logs ?? [] },
      expectedOutput: {
        outputAmount: outAmount.toString(), outputToken: { mint: swap.outputToken.mint, symbol: swap.outputToken.symbol, decimals: swap.outputToken.decimals },
        priceImpact: 0, fee: 5000, rent: 0,
        breakdown: { inputToken: { mint: swap.inputToken.mint, symbol: swap.inputToken.symbol, decimals: swap.inputToken.decimals }, inputAmount: inAmount.toString(), notes: [`Fill of order ${order.id} at its limit, on durable nonce ${nonceAddress.toBase58()}.`] },
      },
      lastValidBlockHeight: String(height + FILL_LANDING_BLOCKS),
      expiresAt: new Date(this.now() + FILL_LANDING_BLOCKS * 400),
    }) as TransactionRecord;
    await this.deps.orm.em.fork().persistAndFlush(record);
    await markSubmitted(this.deps.orm, record.id, signature, wire);
    // Only one version of the ladder can land (one nonce): the others are deleted now they cannot be needed.
    await this.deps.orm.em.fork().nativeUpdate(Order, { id: order.id }, { signedFills: null, updatedAt: new Date(this.now()) });
    await this.deps.queues.enqueue(landingQueue, { transactionId: record.id }, { jobId: record.id });
    return 'submitted';
  }

  /**
   * A notify order: a fresh swap at the market, built and simulated now as POST
   * /v1/transactions/build would, stored as a `tx_` record with `orderId`, and sent in
   * `order.action_required`; signed and submitted through POST /v1/transactions/{id}/submit, it
   * fills the order (settleTriggered sees its record confirmed).
   */
  private async notify(order: Order): Promise<'submitted' | 'failed' | 'waiting'> {
    if (!this.deps.builder) return 'waiting';
    const built = await this.deps.builder.build({ network: order.network, walletAddress: order.walletAddress, intent: { type: 'swap', params: { ...order.swap } }, simulate: true });
    const sim = built.simulation as { success?: boolean; error?: { message?: string } } | undefined;
    if (sim && sim.success === false) {
      const text = JSON.stringify(sim.error ?? {});
      await this.fail(order, /insufficient/i.test(text) ? 'insufficient_funds' : 'simulation_failed', `The fresh transaction's simulation failed (${sim.error?.message ?? 'unknown'}); nothing was sent to sign.`);
      return 'failed';
    }
    const expiresAt = new Date(this.now() + 150 * 400);
    const record = Object.assign(new TransactionRecord(), {
      id: newId('tx'), accountId: order.accountId, apiKeyId: order.apiKeyId, intentId: order.intentId, network: order.network, walletAddress: order.walletAddress,
      type: 'swap', status: 'built', simulate: true, orderId: order.id, transaction: built.transaction, messageHash: built.messageHash,
      simulation: (built.simulation ?? null) as Record<string, unknown> | null, expectedOutput: built.expectedOutput as Record<string, unknown>,
      lastValidBlockHeight: String(built.lastValidBlockHeight), expiresAt,
    }) as TransactionRecord;
    await this.deps.orm.em.fork().transactional(async (tx) => {
      tx.persist(record);
      await tx.flush();
      await writeWebhookEvents(tx, [{ accountId: order.accountId, network: order.network, type: 'order.action_required', data: { order: renderOrder(order, [record]), transactionId: record.id, transaction: built.transaction, expiresAt: expiresAt.toISOString() } }], this.now());
    });
    return 'submitted';
  }

  /** Move an order to failed with its reason (from open or triggered), deleting its stored fills; once. */
  private async fail(order: Order, reason: FailReason, message: string): Promise<void> {
    await this.deps.orm.em.fork().transactional(async (tx) => {
      const moved = await tx.nativeUpdate(Order, { id: order.id, status: { $in: ['open', 'triggered'] } }, { status: 'failed', failure: { reason, message }, signedFills: null, updatedAt: new Date(this.now()) });
      if (!moved) return;
      const fresh = await tx.findOneOrFail(Order, { id: order.id }, { refresh: true });
      await writeWebhookEvents(tx, [{ accountId: fresh.accountId, network: fresh.network, type: 'order.failed', data: renderOrder(fresh) }], this.now());
    });
  }

  /** Triggered orders whose fill's record is final: confirmed → filled, failed or expired → failed. */
  private async settleTriggered(): Promise<{ filled: number; failed: number }> {
    const em = this.deps.orm.em.fork();
    const rows = await em.getConnection().execute<Array<{ order_id: string; tx_id: string; status: string }>>(`
      select o.id as order_id, t.id as tx_id, t.status from ${this.table('orders')} o
        join ${this.table('transactions')} t on t.order_id = o.id
       where o.status = 'triggered' and t.status in ('confirmed', 'failed', 'expired')
       limit 500`, [], 'all');
    let filled = 0;
    let failed = 0;
    for (const row of rows) {
      await this.deps.orm.em.fork().transactional(async (tx) => {
        const next = row.status === 'confirmed' ? 'filled' : 'failed';
        const failure = row.status === 'confirmed' ? null : { reason: row.status === 'expired' ? 'nonce_advanced' : 'simulation_failed', message: `The fill ${row.tx_id} ${row.status === 'expired' ? 'did not land' : 'landed and failed'}.` };
        const moved = await tx.nativeUpdate(Order, { id: row.order_id, status: 'triggered' }, { status: next, failure, updatedAt: new Date(this.now()) });
        if (!moved) return;
        const order = await tx.findOneOrFail(Order, { id: row.order_id }, { refresh: true });
        const fills = await tx.find(TransactionRecord, { orderId: order.id }, { refresh: true });
        await writeWebhookEvents(tx, [{ accountId: order.accountId, network: order.network, type: next === 'filled' ? 'order.filled' : 'order.failed', data: renderOrder(order, fills) }], this.now());
        if (next === 'filled') filled++;
        else failed++;
      });
    }
    return { filled, failed };
  }

  /** Open orders past their expiry: expired, their fills deleted. */
  private async expire(): Promise<number> {
    return this.deps.orm.em.fork().transactional(async (tx) => {
      const at = new Date(this.now());
      const rows = await tx.execute<Array<{ id: string }>>(`
        update ${this.table('orders')} set status = 'expired', signed_fills = null, updated_at = ?
         where status in ('open', 'awaiting_signature') and expires_at <= ? returning id`, [at, at], 'all');
      if (!rows.length) return 0;
      const orders = await tx.find(Order, { id: { $in: rows.map((r) => r.id) } }, { refresh: true });
      await writeWebhookEvents(tx, orders.map((o) => ({ accountId: o.accountId, network: o.network, type: 'order.expired' as const, data: renderOrder(o) })), this.now());
      return rows.length;
    });
  }
}
