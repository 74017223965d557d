import Router from '@koa/router';
import type { Context } from 'koa';
import { NonceAccount, PublicKey, type Connection } from '@solana/web3.js';
import type { AppDeps } from '../deps.js';
import { ChainClients } from '../../shared/chain/rpc.js';
import { ClusterIdentity } from '../../shared/chain/cluster-identity.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { Order, type OrderArming } from '../../shared/db/entities/order.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { newId } from '../../shared/db/ids.js';
import { AppError, validationError } from '../../shared/errors/app-error.js';
import type { OrderParams } from '../../shared/intents/intent.types.js';
import { messageDifferences, signatureCheck, splitWireTransaction, transactionSignature } from '../../shared/landing/signed-transaction.js';
import { applyChangePercent, buildNonceClose, buildNonceSetup, DEFAULT_ORDER_LIFETIME_MS, LIVE_ORDER_STATUSES, NONCE_SPACE, OPEN_ORDER_LIMITS, renderOrder } from '../../shared/orders/orders.js';
import { buildArmedFills } from '../../shared/orders/armed-fills.js';
import { parseIsoInstant } from '../../shared/time/iso-instant.js';
import { webhookTable, writeWebhookEvents } from '../../shared/webhooks/events.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { respond } from '../lib/envelope.js';
import { PriceReader } from '../lib/price-reader.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { idempotent } from '../middleware/idempotency.js';
import { validate } from '../middleware/validate.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, listEnvelope, ref } from '../openapi/schemas.js';
import { armOrderSchema, createOrderSchema, deleteOrderSchema, getOrderSchema, listOrdersSchema, orderExample } from './orders.schema.js';

/** How long arm waits for the signed setup to land before answering 504 (the same bytes may be sent again). */
const SETUP_LAND_DEADLINE_MS = 20_000;
/** An order being filled (triggered) is past cancelling: its fill is on its way. */
const CANCELLABLE = ['awaiting_signature', 'open'] as const;

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const orderOperations: OperationSpec[] = [
  {
    method: 'post', path: '/v1/orders', operationId: 'createOrder', tag: 'Orders', scope: 'write:transactions',
    summary: 'Place an order: a swap that waits for a price',
    description: 'From a parsed `order` intent ("buy 2 SOL when it drops to $120"). `armed` (default) answers `setup.transactions`: the transaction creating the order\'s durable nonce accounts (wallet = payer and authority; their rent in `setup.rentLamports`, returned when the order ends), to sign and send to POST /v1/orders/{id}/arm. `notify` orders are open at once. An intent that is not an order is 400 (`not_an_order`); open orders beyond the tier\'s limit (free 10, pro 100, enterprise 1,000) are 422 `limit_exceeded` with `details.reason: order_limit`. A relative trigger ("if it falls 20%") is made absolute from the current USD price, recorded in `trigger.referencePriceUsd`.',
    request: createOrderSchema, idempotent: true,
    responses: { 201: { description: 'The order.', schema: dataEnvelope(ref('Order')), example: exampleOf(orderExample) } },
    errors: ['not_found', 'conflict', 'limit_exceeded', 'nothing_to_do', 'upstream_error', 'service_unavailable'],
  },
  {
    method: 'post', path: '/v1/orders/{id}/arm', operationId: 'armOrder', tag: 'Orders', scope: 'write:transactions',
    summary: 'Arm an order: hand over the signed setup, then the signed fills',
    description: 'Two calls. First `{ transactions: [signed setup] }`: checked byte for byte against `setup.transactions` (the message unchanged, the wallet\'s signature valid; 409 `transaction_mismatch` or 400 `not_fully_signed` otherwise, and nothing is stored), landed, and answered with `setup.stage: fills` and the fill ladder built on the landed nonces (AdvanceNonceAccount first, the order\'s limit as the on-chain amounts, one version per priority fee; only one can land). Then `{ transactions: [every signed fill] }`: checked the same way and stored; the order is `open`. Arming an open order is 409.',
    request: armOrderSchema, idempotent: true,
    responses: { 200: { description: 'The order: `awaiting_signature` with the fills to sign, or `open`.', schema: dataEnvelope(ref('Order')), example: exampleOf({ ...orderExample, status: 'open' }) } },
    errors: ['not_found', 'conflict', 'transaction_mismatch', 'not_fully_signed', 'blockhash_expired', 'timeout', 'upstream_error'],
  },
  {
    method: 'get', path: '/v1/orders', operationId: 'listOrders', tag: 'Orders', scope: 'read:transactions',
    summary: 'List the orders of the key\'s network, newest first (filters walletAddress, status)', request: listOrdersSchema,
    responses: { 200: { description: 'One page of orders.', schema: listEnvelope(ref('Order')), example: exampleOf([orderExample], { hasMore: false, nextCursor: null }) } },
  },
  {
    method: 'get', path: '/v1/orders/{id}', operationId: 'getOrder', tag: 'Orders', scope: 'read:transactions',
    summary: 'Get an order with its fills', request: getOrderSchema,
    responses: { 200: { description: 'The order.', schema: dataEnvelope(ref('Order')), example: exampleOf(orderExample) } },
  },
  {
    method: 'delete', path: '/v1/orders/{id}', operationId: 'cancelOrder', tag: 'Orders', scope: 'write:transactions',
    summary: 'Cancel an order: its stored fills are deleted at once',
    description: 'Answers the order `cancelled`; an armed order whose nonces exist adds `cancel.transaction` (base64, unsigned): it advances and closes the nonces, returning their rent, so no copy of a fill can ever land even outside this service. A filled, failed or expired order is 409; cancelling again answers the cancelled order.',
    request: deleteOrderSchema,
    responses: { 200: { description: 'The cancelled order.', schema: dataEnvelope(ref('Order')), example: exampleOf({ ...orderExample, status: 'cancelled', cancel: { transaction: 'gAEAAwXa3zLw5y2K…AAAAAA==' }, cancelledAt: '2026-12-28T11:00:00.000Z' }) } },
    errors: ['conflict', 'upstream_error'],
  },
];

/** The fills of orders, by order id (one query). */
async function fillsOf(deps: Pick<AppDeps, 'orm'>, orderIds: string[]): Promise<Map<string, TransactionRecord[]>> {
  const out = new Map<string, TransactionRecord[]>();
  if (!orderIds.length) return out;
  const rows = await deps.orm.em.fork().find(TransactionRecord, { orderId: { $in: orderIds } }, { orderBy: { createdAt: 'asc' }, disableIdentityMap: true });
  for (const r of rows) out.set(r.orderId!, [...(out.get(r.orderId!) ?? []), r]);
  return out;
}

/** Chain reads answer 502 upstream_error, never a 500. */
async function chainRead<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw new AppError('upstream_error', `Reading ${what} from the network failed; try again shortly.`, { details: { provider: 'rpc' }, cause: err });
  }
}

/**
 * The orders resource (api-decisions section 9, docs/orders.md): place, arm, list, read and
 * cancel. The trigger watcher and the fills run in the orders worker.
 */
export function orderRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/orders' });
  const now = deps.now ?? Date.now;
  const chain = ChainClients.fromConfig(deps.config, deps.metrics);
  const identity = ClusterIdentity.forConfig(deps.config, deps.logger, deps.metrics);
  const prices = new PriceReader(deps);

  const findOwned = async (ctx: Context): Promise<Order> => {
    const auth = authOf(ctx);
    const order = await deps.orm.em.fork().findOne(Order, { id: ctx.params.id, accountId: auth.accountId, network: auth.network }, { disableIdentityMap: true });
    if (!order) throw new AppError('not_found', `No order ${ctx.params.id} in this account.`);
    return order;
  };
  const answer = async (ctx: Context, status: number, order: Order) => {
    respond(ctx, status, renderOrder(order, (await fillsOf(deps, [order.id])).get(order.id) ?? []));
  };

  /** The trigger as stored: a relative one made absolute from the current USD price (a stale or missing price refuses the order). */
  async function openingTrigger(network: Order['network'], accountId: string, trigger: NonNullable<OrderParams['trigger']>): Promise<{ trigger: Record<string, unknown>; watchMint: string; priceUsd: string }> {
    const regs = await prices.registries(network, [trigger.token.mint]);
    const target = prices.resolve(trigger.token.mint, network, regs, 'trigger.token');
    if (trigger.priceUsd !== undefined) return { trigger: { ...trigger }, watchMint: target.marketMint, priceUsd: trigger.priceUsd };
    const outcome = (await prices.lookup([target], network, accountId)).get(target.marketMint);
    if (!outcome || 'error' in outcome || outcome.stale) {
      throw new AppError('service_unavailable', `No current USD price of ${trigger.token.symbol} to measure ${trigger.changePercent}% from; try again shortly, or give the trigger as a price.`, { details: { reason: 'no_reference_price', mint: trigger.token.mint }, headers: { 'Retry-After': '5' } });
    }
    const priceUsd = applyChangePercent(outcome.quote.price, trigger.changePercent);
    return {
      trigger: { ...trigger, priceUsd, referencePriceUsd: String(outcome.quote.price), referenceSource: outcome.quote.source, referenceAt: outcome.quote.lastUpdated },
      watchMint: target.marketMint,
      priceUsd,
    };
  }

  router.post('/', requireScope('write:transactions'), validate(createOrderSchema), idempotent(deps), async (ctx) => {
    const auth = authOf(ctx);
    const body = ctx.request.body as { intentId: string; walletAddress: string; execution?: 'armed' | 'notify' };
    const execution = body.execution ?? 'armed';
    const em = deps.orm.em.fork();
    const found = await em.findOne(Intent, { id: body.intentId }, { disableIdentityMap: true });
    const intent = found && found.accountId === auth.accountId && found.network === auth.network ? found : null;
    if (!intent) throw new AppError('not_found', `No intent ${body.intentId} in this account.`);
    if (intent.walletAddress !== body.walletAddress) throw validationError('walletAddress', `must be the intent's wallet (${intent.walletAddress})`);
    if (intent.status !== 'parsed' || !intent.type || !intent.params) {
      throw new AppError('conflict', `Intent ${intent.id} is ${intent.status}; only a parsed intent can place an order.`, { details: { intentStatus: intent.status } });
    }
    if (intent.type === 'cancel_order') throw validationError('intentId', 'cancel_order_intent', `Intent ${intent.id} cancels orders; cancel with DELETE /v1/orders/{id} (GET /v1/orders lists them).`);
    if (intent.type !== 'order') throw validationError('intentId', 'not_an_order', `Intent ${intent.id} is a ${intent.type}, built now with POST /v1/transactions/build; an order is a command that waits, e.g. "buy 2 SOL when it drops to $120".`);
    const params = intent.params as unknown as OrderParams;
    if (!params.trigger) {
      throw new AppError('nothing_to_do', 'Scheduled orders (DCA, recurring buys) are understood but not placed by this deployment yet; place a price-triggered order, or build each buy.', { details: { reason: 'schedule_not_supported' } });
    }
    if (params.amount.unit === 'percent' || params.amount.unit === 'all') {
      if (execution === 'armed') throw validationError('execution', 'share_needs_notify', 'An order of a share of a balance ("half my BONK") is measured when it fills, so it cannot be signed now: place it with execution "notify".');
    }
    const expiresAt = params.expiresAt ? parseIsoInstant(params.expiresAt) : new Date(now() + DEFAULT_ORDER_LIFETIME_MS);
    if (!expiresAt || expiresAt.getTime() <= now()) throw validationError('expiresAt', 'in_the_past', 'The order\'s expiry has passed; place it with a later one.');
    await identity.admit(intent.network, { outage: 'pass' });
    const opening = await openingTrigger(intent.network, auth.accountId, params.trigger);

    const at = new Date(now());
    const order = Object.assign(new Order(), {
      id: newId('ord'), accountId: auth.accountId, apiKeyId: auth.keyId, network: intent.network, walletAddress: intent.walletAddress,
      intentId: intent.id, kind: params.kind, execution, status: execution === 'armed' ? 'awaiting_signature' : 'open',
      swap: { inputToken: params.inputToken, outputToken: params.outputToken, amount: params.amount, amountSide: params.amountSide, slippageBps: params.slippageBps ?? null },
      trigger: opening.trigger, schedule: null, watchMint: opening.watchMint, triggerPriceUsd: opening.priceUsd, expiresAt, createdAt: at, updatedAt: at,
    }) as Order;
    if (execution === 'armed') {
      const connection = chain.connection(intent.network);
      const [latest, rent] = await chainRead('the latest blockhash and the nonce rent', () => Promise.all([connection.getLatestBlockhash('confirmed'), connection.getMinimumBalanceForRentExemption(NONCE_SPACE)]));
      const setup = await buildNonceSetup(new PublicKey(order.walletAddress), order.id, 1, rent, latest.blockhash);
      order.arming = { nonceAccounts: setup.nonceAccounts, rentLamports: rent, setupTransaction: setup.transaction, setupLastValidBlockHeight: latest.lastValidBlockHeight, setupTransactionId: null, fills: [] } satisfies OrderArming;
    }

    // The limit and the insert in one transaction under the account's lock: two racing creates cannot both take the last place.
    await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`orders:${auth.accountId}`]);
      const [{ count }] = await tx.execute<Array<{ count: string }>>(`select count(*)::text as count from ${webhookTable(tx, 'orders')} where account_id = ? and status in (${LIVE_ORDER_STATUSES.map(() => '?').join(', ')})`, [auth.accountId, ...LIVE_ORDER_STATUSES]);
      const limit = OPEN_ORDER_LIMITS[auth.tier];
      if (Number(count) >= limit) {
        throw new AppError('limit_exceeded', `This account holds ${count} open orders, the most its ${auth.tier} tier allows (${limit}); cancel one, or wait for one to fill or expire.`, { details: { reason: 'order_limit', limit, open: Number(count), tier: auth.tier } });
      }
      const taken = await tx.count(Order, { intentId: intent.id });
      if (taken > 0) throw new AppError('conflict', `Intent ${intent.id} has placed an order already (GET /v1/orders lists it); parse the command again for another.`, { details: { reason: 'intent_used' } });
      tx.persist(order);
      await tx.flush();
      if (order.status === 'open') await writeWebhookEvents(tx, [{ accountId: order.accountId, network: order.network, type: 'order.opened', data: renderOrder(order) }], now());
    });
    await answer(ctx, 201, order);
  });

  router.post('/:id/arm', requireScope('write:transactions'), validate(armOrderSchema), idempotent(deps), async (ctx) => {
    let order = await findOwned(ctx);
    const body = ctx.request.body as { transactions: string[] };
    if (order.execution !== 'armed') throw new AppError('conflict', `Order ${order.id} is a notify order: there is nothing to arm. Its transaction comes in order.action_required.`, { details: { status: order.status, execution: order.execution } });
    if (order.status !== 'awaiting_signature' || !order.arming) throw new AppError('conflict', `Order ${order.id} is ${order.status}; it is armed already (or over).`, { details: { status: order.status } });
    const arming = order.arming;
    const connection = chain.connection(order.network);
    await identity.admit(order.network, { outage: 'pass' });
    if (!arming.setupTransactionId) {
      if (body.transactions.length !== 1) throw validationError('transactions', 'count', `Send the one setup transaction of setup.transactions, signed; ${body.transactions.length} were sent.`);
      const signed = checkSigned(arming.setupTransaction, body.transactions[0]!, 'transactions[0]');
      const signature = transactionSignature(signed);
      await landSetup(connection, order, Buffer.from(body.transactions[0]!, 'base64'), signature);
      const built = await buildFillsFor(connection, order);
      const next: OrderArming = { ...arming, setupTransactionId: signature, fills: built };
      await deps.orm.em.fork().nativeUpdate(Order, { id: order.id, status: 'awaiting_signature' }, { arming: next, updatedAt: new Date(now()) });
    } else {
      if (body.transactions.length !== arming.fills.length) throw validationError('transactions', 'count', `Send all ${arming.fills.length} fills of setup.transactions, signed, in order; ${body.transactions.length} were sent.`);
      const signedFills = arming.fills.map((f, i) => {
        checkSigned(f.transaction, body.transactions[i]!, `transactions[${i}]`, true);
        return body.transactions[i]!;
      });
      // One conditional write: of two racing arms, exactly one stores the fills and opens the order.
      const opened = await deps.orm.em.fork().transactional(async (tx) => {
        const moved = await tx.nativeUpdate(Order, { id: order.id, status: 'awaiting_signature' }, { status: 'open', signedFills, updatedAt: new Date(now()) });
        if (!moved) return false;
        const fresh = await tx.findOneOrFail(Order, { id: order.id }, { disableIdentityMap: true });
        await writeWebhookEvents(tx, [{ accountId: fresh.accountId, network: fresh.network, type: 'order.opened', data: renderOrder(fresh) }], now());
        return true;
      });
      if (!opened) throw new AppError('conflict', `Order ${order.id} was armed (or cancelled) meanwhile.`, { details: { reason: 'already_armed' } });
    }
    order = await findOwned(ctx);
    await answer(ctx, 200, order);
  });

  /**
   * The signed bytes of `built` (base64): the same message, byte for byte, every signature
   * slot but the maker's (`allowUnsigned` for a fill the market maker signs when it fills)
   * signed and valid. Throws the refusal; nothing is stored.
   */
  function checkSigned(built: string, signedText: string, field: string, allowUnsigned = false) {
    const signed = splitWireTransaction(Buffer.from(signedText, 'base64'));
    if (!signed) throw validationError(field, 'not_a_transaction', `${field} is not a serialized Solana transaction (base64 of its wire bytes).`);
    const original = splitWireTransaction(Buffer.from(built, 'base64'))!;
    const differs = messageDifferences(original.message, signed.message);
    if (differs.length) {
      throw new AppError('transaction_mismatch', `${field} is not the transaction the service built: its ${differs.join(', ')} differ. Sign setup.transactions as answered, changing nothing but adding the wallet's signature.`, { details: { field, differs } });
    }
    if (signed.signatures.length !== original.signatures.length) throw validationError(field, 'signature_count', `${field} carries ${signed.signatures.length} signature slot(s); the message requires ${original.signatures.length}.`);
    const { missing, invalid, signers } = signatureCheck(signed);
    // The fee payer (the wallet) signs first; a fill's maker slot stays empty until it fills.
    const missingNow = allowUnsigned ? missing.filter((m) => m === signers[0]) : missing;
    if (missingNow.length || invalid.length) {
      throw new AppError('not_fully_signed', `${field} is ${[missingNow.length ? `missing the signature of ${missingNow.join(', ')}` : '', invalid.length ? `signed invalidly by ${invalid.join(', ')}` : ''].filter(Boolean).join(' and ')}.`, { details: { field, missingSigners: missingNow, invalidSigners: invalid } });
    }
    return signed;
  }
  /** Send the signed setup and wait for it (or for the nonce accounts to exist: a retry of a setup that landed). */
  async function landSetup(connection: Connection, order: Order, wire: Buffer, signature: string): Promise<void> {
    const deadline = now() + SETUP_LAND_DEADLINE_MS;
    const nonce = new PublicKey(order.arming!.nonceAccounts[0]!.address);
    for (let round = 0; now() < deadline; round++) {
      const [status, info] = await chainRead('the setup\'s status', () => Promise.all([connection.getSignatureStatuses([signature]), connection.getAccountInfo(nonce, 'confirmed')]));
      const s = status.value[0];
      if (s?.err) throw new AppError('nothing_to_do', `The setup transaction landed and failed (${JSON.stringify(s.err)}); nothing was armed. Fund the wallet (fees and the nonce rent) and place the order again.`, { details: { reason: 'setup_failed', error: s.err } });
      if (info && (s?.confirmationStatus === 'confirmed' || s?.confirmationStatus === 'finalized' || !s)) {
        if (info.owner.toBase58() === '11111111111111111111111111111111' && info.data.length === NONCE_SPACE) return;
      }
      if (round % 5 === 0) {
        const height = await chainRead('the block height', () => connection.getBlockHeight('confirmed'));
        if (height > order.arming!.setupLastValidBlockHeight && !s) {
          throw new AppError('blockhash_expired', `The setup's blockhash has expired before it landed; cancel this order and place it again.`, { details: { lastValidBlockHeight: order.arming!.setupLastValidBlockHeight } });
        }
        await connection.sendRawTransaction(wire, { skipPreflight: round > 0, maxRetries: 0 }).catch((err: Error) => {
          if (round === 0) throw new AppError('validation_error', `The network refused the setup transaction: ${err.message}`, { details: { field: 'transactions[0]', reason: 'setup_refused' } });
        });
      }
      await new Promise((r) => setTimeout(r, 400));
    }
    throw new AppError('timeout', 'The setup transaction has not landed yet; send the same signed bytes to arm again shortly.');
  }

  /** The fill ladder of an armed order, on its landed nonces. */
  async function buildFillsFor(connection: Connection, order: Order) {
    const address = new PublicKey(order.arming!.nonceAccounts[0]!.address);
    const info = await chainRead('the nonce account', () => connection.getAccountInfo(address, 'confirmed'));
    if (!info) throw new AppError('upstream_error', 'The nonce account is not readable yet; arm again shortly.');
    const nonce = NonceAccount.fromAccountData(info.data);
    if (nonce.authorizedPubkey.toBase58() !== order.walletAddress) throw new AppError('conflict', `Nonce account ${address.toBase58()} is not the wallet's; cancel this order and place it again.`);
    return buildArmedFills(deps.config, order, { address: address.toBase58(), value: nonce.nonce });
  }

  router.get('/', requireScope('read:transactions'), validate(listOrdersSchema), async (ctx) => {
    const auth = authOf(ctx);
    const query = ctx.state.query as { limit: number; cursor?: string; walletAddress?: string; status?: string };
    const after = query.cursor ? decodeCursor(query.cursor, ['id'] as const, /^ord_[0-9A-Za-z]{22}$/).id : null;
    const rows = await deps.orm.em.fork().find(Order, {
      accountId: auth.accountId, network: auth.network,
      ...(query.walletAddress ? { walletAddress: query.walletAddress } : {}),
      ...(query.status ? { status: query.status as Order['status'] } : {}),
      ...(after ? { id: { $lt: after } } : {}),
    }, { orderBy: { id: 'desc' }, limit: query.limit + 1, disableIdentityMap: true });
    const page = rows.slice(0, query.limit);
    const hasMore = rows.length > query.limit;
    const fills = await fillsOf(deps, page.map((o) => o.id));
    respond(ctx, 200, page.map((o) => renderOrder(o, fills.get(o.id) ?? [])), { hasMore, nextCursor: hasMore ? encodeCursor({ id: page[page.length - 1]!.id }) : null });
  });

  router.get('/:id', requireScope('read:transactions'), validate(getOrderSchema), async (ctx) => {
    await answer(ctx, 200, await findOwned(ctx));
  });

  router.delete('/:id', requireScope('write:transactions'), validate(deleteOrderSchema), async (ctx) => {
    const order = await findOwned(ctx);
    if (order.status === 'cancelled') return answer(ctx, 200, order);
    if (!(CANCELLABLE as readonly string[]).includes(order.status)) {
      throw new AppError('conflict', `Order ${order.id} is ${order.status}; only an order that has not filled or ended can be cancelled.`, { details: { status: order.status } });
    }
    // The nonces exist once the setup landed: the answer carries the transaction that advances and closes them.
    let cancelTransaction: string | null = null;
    if (order.execution === 'armed' && order.arming?.setupTransactionId) {
      const connection = chain.connection(order.network);
      const addresses = order.arming.nonceAccounts.map((n) => new PublicKey(n.address));
      const [latest, infos] = await chainRead('the nonce accounts', () => Promise.all([connection.getLatestBlockhash('confirmed'), connection.getMultipleAccountsInfo(addresses, 'confirmed')]));
      const live = addresses.map((a, i) => ({ address: a.toBase58(), lamports: infos[i]?.lamports ?? 0 })).filter((n) => n.lamports > 0);
      if (live.length) cancelTransaction = buildNonceClose(new PublicKey(order.walletAddress), live, latest.blockhash);
    }
    // Stored fills are deleted in the same write that cancels: from here no fill of it is ever sent.
    await deps.orm.em.fork().transactional(async (tx) => {
      const moved = await tx.nativeUpdate(Order, { id: order.id, status: { $in: [...CANCELLABLE] } }, { status: 'cancelled', signedFills: null, cancelTransaction, cancelledAt: new Date(now()), updatedAt: new Date(now()) });
      if (!moved) throw new AppError('conflict', `Order ${order.id} changed meanwhile (it may have triggered); read it again.`);
      const fresh = await tx.findOneOrFail(Order, { id: order.id }, { disableIdentityMap: true });
      await writeWebhookEvents(tx, [{ accountId: fresh.accountId, network: fresh.network, type: 'order.cancelled', data: renderOrder(fresh) }], now());
    });
    await answer(ctx, 200, await findOwned(ctx));
  });

  return router;
}
