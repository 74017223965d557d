import Router from '@koa/router';
import { Keypair } from '@solana/web3.js';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { PaymentLink } from '../../shared/db/entities/payment-link.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { FailureThrottle } from '../../shared/auth/failure-throttle.js';
import { newId } from '../../shared/db/ids.js';
import { AppError, appErrorFromJSON, isAppError, validationError } from '../../shared/errors/app-error.js';
import { buildsQueue } from '../../shared/jobs/builds.js';
import {
  ACTION_VERSION, amountSymbolOf, BLOCKCHAIN_IDS, compareDecimals, describeBuild, describeLink, GONE_MESSAGES, linkQrSvg, linkState, linkUrls, payerAmount, withAmount,
} from '../../shared/links/links.js';
import { awaitRecordJob } from '../lib/await-record.js';
import { meta } from '../lib/envelope.js';
import { clientAddress } from '../middleware/client-address.js';
import { toAppError } from '../middleware/errors.js';
import { shedLoad } from '../middleware/overload.js';
import { validate } from '../middleware/validate.js';
import type { OperationSpec } from '../openapi/operation.js';
import { actionGetSchema, actionPostSchema, payGetSchema, payPostSchema, publicErrorResponse } from './links.schema.js';
import { publicBaseOf } from './links.routes.js';

/** The client address the public link endpoints are limited by: the API's one definition (trusted proxy hops). */
export function clientAddressOf(ctx: Context): string {
  return clientAddress(ctx);
}

/** A payer's open build is answered again while its blockhash has at least this long to live (expiresAt is an estimate). */
const REUSE_MARGIN_MS = 20_000;
/**
 * How long past its expiresAt estimate a build still holds its reservation when nothing moved it
 * to `expired` (a watcher that gave up): lastValidBlockHeight is the authority, ~60-90 s after
 * the build; this is far past it.
 */
const RESERVATION_GRACE = '5 minutes';

/**
 * Link id → network, filled by this process's creations and reads of links: a preflight
 * (OPTIONS) reads no database, and answers X-Blockchain-Ids only for a link this process knows.
 */
const LINK_NETWORKS = new Map<string, PaymentLink['network']>();
export function rememberLinkNetwork(link: Pick<PaymentLink, 'id' | 'network'>): void {
  if (LINK_NETWORKS.size >= 10_000) LINK_NETWORKS.delete(LINK_NETWORKS.keys().next().value!);
  LINK_NETWORKS.set(link.id, link.network);
}

/** The CORS headers the Actions spec asks of every Actions answer (OPTIONS included). */
export const ACTIONS_CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, Content-Encoding, Accept-Encoding, X-Action-Version, X-Blockchain-Ids',
  'Access-Control-Expose-Headers': 'X-Action-Version, X-Blockchain-Ids',
};

const actionGetResponse = {
  type: 'object',
  description: 'The Actions spec\'s ActionGetResponse (type "action").',
  properties: {
    type: { type: 'string', enum: ['action'] }, icon: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' }, label: { type: 'string' },
    links: { type: 'object', properties: { actions: { type: 'array', items: { type: 'object' } } } },
  },
  required: ['type', 'icon', 'title', 'description', 'label'],
} as const;
const transactionResponse = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['transaction'] },
    transaction: { type: 'string', description: 'Base64 unsigned v0 transaction, fee payer = account, simulated; the wallet signs and sends it.' },
    message: { type: 'string' },
  },
  required: ['transaction', 'message'],
} as const;
const publicErrors = (codes: string): OperationSpec['errors'] => codes.split(' ') as OperationSpec['errors'];

/** The OpenAPI declarations of the public link endpoints. */
export const linkActionOperations: OperationSpec[] = [
  {
    method: 'get', path: '/pay/{id}', operationId: 'getSolanaPayRequest', tag: 'Links', scope: 'public', request: payGetSchema,
    summary: 'Solana Pay transaction request: label and icon',
    responses: { 200: { description: 'What the wallet shows before asking for the transaction.', schema: { type: 'object', properties: { label: { type: 'string' }, icon: { type: 'string' } }, required: ['label', 'icon'] }, example: { label: 'Coffee', icon: 'https://example.com/coffee.png' } } },
    errors: publicErrors('gone rate_limit_exceeded service_unavailable'), errorSchema: publicErrorResponse,
  },
  {
    method: 'post', path: '/pay/{id}', operationId: 'postSolanaPayRequest', tag: 'Links', scope: 'public', request: payPostSchema,
    summary: 'Solana Pay transaction request: the transaction for the wallet `account`',
    description: 'Builds, in the builds worker, the link\'s transaction for `account` (simulated, a Solana Pay reference key added); the wallet signs and sends it itself. A simulation that fails answers 400 with a message the wallet shows ("insufficient USDC").',
    responses: { 200: { description: 'The transaction to sign.', schema: transactionResponse, example: { transaction: 'AQAAAA…', message: 'Coffee: 5 USDC' } } },
    errors: publicErrors('conflict gone rate_limit_exceeded service_unavailable timeout upstream_error'), errorSchema: publicErrorResponse,
  },
  {
    method: 'get', path: '/pay/{id}/qr.svg', operationId: 'getLinkQrCode', tag: 'Links', scope: 'public', request: payGetSchema,
    summary: 'The link\'s Solana Pay URL as an SVG QR code',
    responses: { 200: { description: 'SVG image.', contentType: 'image/svg+xml', schema: { type: 'string' } } },
    errors: publicErrors('rate_limit_exceeded service_unavailable'), errorSchema: publicErrorResponse,
  },
  {
    method: 'get', path: '/actions.json', operationId: 'getActionsJson', tag: 'Links', scope: 'public',
    summary: 'Solana Actions rules: /pay/{id} pages map to their Action',
    responses: { 200: { description: 'The actions.json rules.', schema: { type: 'object', properties: { rules: { type: 'array' } }, required: ['rules'] }, example: { rules: [{ pathPattern: '/pay/*', apiPath: '/v1/links/*/action' }] } } },
  },
  {
    method: 'get', path: '/v1/links/{id}/action', operationId: 'getLinkAction', tag: 'Links', scope: 'public', request: actionGetSchema,
    summary: 'Solana Action metadata of a link (ActionGetResponse)',
    description: 'With CORS, `X-Action-Version` and `X-Blockchain-Ids` (mainnet for live keys\' links, devnet for test keys\'). A link whose payer chooses the amount has one linked action with an `amount` parameter.',
    responses: { 200: { description: 'ActionGetResponse.', schema: actionGetResponse } },
    errors: publicErrors('gone rate_limit_exceeded service_unavailable'), errorSchema: publicErrorResponse,
  },
  {
    method: 'post', path: '/v1/links/{id}/action', operationId: 'postLinkAction', tag: 'Links', scope: 'public', request: actionPostSchema,
    summary: 'Solana Action: the transaction for the wallet `account` (ActionPostResponse)',
    responses: { 200: { description: 'ActionPostResponse of type transaction.', schema: transactionResponse } },
    errors: publicErrors('conflict gone rate_limit_exceeded service_unavailable timeout upstream_error'), errorSchema: publicErrorResponse,
  },
];

/**
 * Answer a public endpoint's errors as wallets read them: the Actions spec's `{ message }`
 * (Solana Pay wallets read it too) beside the usual error envelope, with the error's headers.
 * Anything not an AppError goes on to the error middleware (500, logged).
 */
function walletErrors(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const error = isAppError(err) ? err : toAppError(err);
      if (error.code === 'internal_error') throw err;
      ctx.status = error.status;
      ctx.set(error.headers);
      ctx.body = { message: error.message, error: error.toJSON(), meta: meta(ctx) };
    }
  };
}

/** A wallet-showable message for a build whose simulation failed ("insufficient USDC"). */
function simulationMessage(simulation: Record<string, unknown> | null, symbol: string): string {
  const error = (simulation?.error ?? {}) as { code?: string; message?: string };
  switch (error.code) {
    case 'insufficient_token_balance': return `insufficient ${symbol}`;
    case 'insufficient_funds':
    case 'insufficient_funds_for_fee':
    case 'insufficient_funds_for_rent': return 'insufficient SOL';
    default: return error.message ? `The transaction would fail: ${error.message}` : 'The transaction would fail.';
  }
}

/**
 * The public side of payable links (docs/links.md): Solana Pay transaction requests at
 * /pay/{id}, Solana Actions at /v1/links/{id}/action with /actions.json. No API key: the link
 * id is the capability. Limited per client address and per link; builds go through the builds
 * worker, counted against the link owner's transactions quota.
 */
export function linkActionRoutes(deps: AppDeps): Router {
  const router = new Router();
  const now = deps.now ?? Date.now;
  const minute = 60_000;
  const perAddress = new FailureThrottle(deps.redis, { prefix: deps.config.redisPrefix, name: 'link-address', limit: deps.config.links.perAddressPerMinute, windowMs: minute });
  const perLink = new FailureThrottle(deps.redis, { prefix: deps.config.redisPrefix, name: 'link', limit: deps.config.links.perLinkPerMinute, windowMs: minute });

  /** Count the request against its address's and its link's per-minute limits; 429 past either. */
  const limited = (): Middleware => async (ctx, next) => {
    const [byAddress, byLink] = await Promise.all([perAddress.reserve(clientAddressOf(ctx)), perLink.reserve(String(ctx.params.id ?? '-'))]);
    const blocked = [byAddress, byLink].find((s) => s.blocked);
    if (blocked) {
      throw new AppError('rate_limit_exceeded', `Too many requests for this payment link; retry in ${blocked.retryAfterSeconds} s.`, {
        details: { reason: byAddress.blocked ? 'link_requests_per_address' : 'link_requests_per_link', retryAfterSeconds: blocked.retryAfterSeconds },
        headers: { 'Retry-After': String(blocked.retryAfterSeconds) },
      });
    }
    await next();
  };

  const remember = rememberLinkNetwork;
  const shed = shedLoad(deps, deps.config.http.overloadMaxDelayMs);
  const withCors: Middleware = async (ctx, next) => { cors(ctx); await next(); };

  const cors = (ctx: Context, network?: PaymentLink['network']) => {
    ctx.set(ACTIONS_CORS_HEADERS);
    ctx.set('X-Action-Version', ACTION_VERSION);
    if (network) ctx.set('X-Blockchain-Ids', BLOCKCHAIN_IDS[network]);
  };

  /** The link of the path, payable now; 404 when there is none, 410 when it cannot be paid any more. */
  const payable = async (ctx: Context): Promise<PaymentLink> => {
    const link = await deps.orm.em.fork().findOne(PaymentLink, { id: ctx.params.id }, { disableIdentityMap: true });
    if (!link) throw new AppError('not_found', 'No such payment link.');
    remember(link);
    cors(ctx, link.network);
    const state = linkState(link, now());
    if (state !== 'active') throw new AppError('gone', GONE_MESSAGES[state], { details: { reason: state } });
    return link;
  };

  /** What the wallet shows: what the transaction does, derived from the build, with the owner's title beside it. */
  const walletMessage = (link: PaymentLink, expectedOutput: Record<string, unknown> | null, params: Record<string, unknown>) => `${describeBuild(link.type, expectedOutput, params)} — ${link.title}`;

  const amountWords = (link: PaymentLink, amount: string | null) => {
    const symbol = amountSymbolOf(link.type, link.params);
    const value = amount ?? (link.params as { amount?: { value: string | null; unit: string } }).amount?.value ?? null;
    return value === null ? symbol : `${value} ${symbol}`;
  };

  /** The payer's open build of this link for this amount, still valid for RESERVATION_REUSE_MARGIN_MS at least, or null. */
  const reusableBuild = async (link: PaymentLink, account: string, amount: string | null): Promise<{ transaction: string; expected_output: Record<string, unknown> | null } | null> => {
    const rows = await deps.orm.em.fork().getConnection().execute<Array<{ transaction: string; expected_output: Record<string, unknown> | null }>>(`
      select t.transaction, t.expected_output from ${tableOf(deps, 'transactions')} as t join ${tableOf(deps, 'intents')} as i on i.id = t.intent_id
       where t.link_id = ? and t.wallet_address = ? and t.status = 'built' and t.transaction is not null
         and coalesce(t.simulation->>'success', 'true') <> 'false' and t.expires_at > ?
         and (?::text is null or i.params->'amount'->>'value' = ?)
       order by t.created_at desc limit 1`,
    [link.id, account, new Date(now() + REUSE_MARGIN_MS), amount, amount], 'all');
    return rows[0] ?? null;
  };

  /**
   * Hand out one of the link's uses (issue 40, "maxUses is a reservation"): at most maxUses −
   * paid builds are open at once (being built, built and not expired, or confirmed and not yet
   * counted); a build whose blockhash expires, or whose simulation failed, gives its place
   * back. The link's row is locked while its open builds are counted and the new one is
   * written, so two payers racing for the last use cannot both get it. 410 when it is used up,
   * 409 `conflict` (reason `all_uses_reserved`, Retry-After) while every remaining use is out.
   */
  const reserve = async (link: PaymentLink, intent: Intent, record: TransactionRecord, at: Date): Promise<void> => {
    await deps.orm.em.fork().transactional(async (tx) => {
      if (link.maxUses !== null) {
        const [locked] = await tx.execute<Array<{ paid: string; max_uses: number }>>(`select paid, max_uses from ${tableOf(deps, 'payment_links')} where id = ? for update`, [link.id], 'all');
        const paid = Number(locked!.paid);
        if (paid >= locked!.max_uses) throw new AppError('gone', GONE_MESSAGES.used_up, { details: { reason: 'used_up' } });
        const [open] = await tx.execute<Array<{ n: number; soonest: Date | null }>>(`
          select count(*)::int as n, min(expires_at) as soonest from ${tableOf(deps, 'transactions')}
           where link_id = ? and (
             (status in ('pending', 'running') and created_at > ?::timestamptz - interval '5 minutes')
             or (status in ('built', 'submitted') and coalesce(simulation->>'success', 'true') <> 'false'
                 and (expires_at is null or expires_at > ?::timestamptz - interval '${RESERVATION_GRACE}'))
             or (status = 'confirmed' and link_paid_at is null))`, [link.id, at, at], 'all');
        if (paid + open!.n >= locked!.max_uses) {
          const retry = Math.max(1, Math.ceil(((open!.soonest ? new Date(open!.soonest).getTime() : at.getTime() + 60_000) - at.getTime()) / 1000));
          throw new AppError('conflict', `Every remaining use of this payment link is held by a payment in progress; try again in ${retry} s.`, {
            details: { reason: 'all_uses_reserved', maxUses: locked!.max_uses, paid, open: open!.n, retryAfterSeconds: retry },
            headers: { 'Retry-After': String(retry) },
          });
        }
      }
      // The intent first (the record's foreign key), in the same transaction as the count.
      await tx.insert(intent);
      await tx.insert(record);
    });
  };

  /** Build the link's transaction for the payer (the builds worker), answer what the wallet signs. */
  const buildFor = async (ctx: Context): Promise<{ link: PaymentLink; transaction: string; message: string }> => {
    const link = await payable(ctx);
    const account = (ctx.request.body as { account: string }).account;
    let amount: string | null = null;
    if (link.amountMin !== null && link.amountMax !== null) {
      const raw = (ctx.state.query as { amount?: string } | undefined)?.amount ?? (ctx.request.body as { amount?: unknown }).amount;
      if (raw === undefined || raw === '') throw validationError('amount', 'is required', `Choose an amount between ${link.amountMin} and ${link.amountMax} ${amountSymbolOf(link.type, link.params)}.`);
      amount = payerAmount(raw);
      if (!amount) throw validationError('amount', 'must be a positive number', `The amount must be a positive number, between ${link.amountMin} and ${link.amountMax}.`);
      if (compareDecimals(amount, link.amountMin) < 0 || compareDecimals(amount, link.amountMax) > 0) {
        throw validationError('amount', 'out_of_range', `The amount must be between ${link.amountMin} and ${link.amountMax} ${amountSymbolOf(link.type, link.params)}.`);
      }
    }
    const params = amount ? withAmount(link.params, amount) : link.params;
    // A build handed out to this payer for this amount whose blockhash still lives is answered
    // again: one build (and one reservation) per (link, payer) at a time (docs/links.md, "Cost").
    const reused = await reusableBuild(link, account, amount);
    if (reused) return { link, transaction: reused.transaction, message: walletMessage(link, reused.expected_output, params) };

    const at = new Date(now());
    const intent = Object.assign(new Intent(), {
      id: newId('int'), accountId: link.accountId, apiKeyId: link.apiKeyId, network: link.network, walletAddress: account, command: link.command,
      status: 'parsed', type: link.type, params, confidence: 1, details: { path: 'link', linkId: link.id }, createdAt: at, updatedAt: at,
    });
    const record = Object.assign(new TransactionRecord(), {
      id: newId('tx'), accountId: link.accountId, apiKeyId: link.apiKeyId, intentId: intent.id, network: link.network, walletAddress: account,
      type: link.type, simulate: true, linkId: link.id, reference: Keypair.generate().publicKey.toBase58(), createdAt: at, updatedAt: at,
    });
    await reserve(link, intent, record, at);
    // No accountId: an anonymous payer's build never takes the owner's job slots (workers/lib/account-fairness.ts).
    const built = await awaitRecordJob(deps, TransactionRecord, record, buildsQueue, { transactionId: record.id }, deps.config.jobs.buildDeadlineMs, { inserted: true });
    if (!built) throw new AppError('timeout', 'The transaction was not built in time; try again.');
    if (built.status === 'failed' || !built.transaction) throw appErrorFromJSON(built.error);
    if ((built.simulation as { success?: boolean } | null)?.success === false) {
      const symbol = amountSymbolOf(link.type, link.params);
      throw new AppError('validation_error', simulationMessage(built.simulation, symbol), { details: { field: 'account', reason: 'simulation_failed', transactionId: built.id, simulation: built.simulation?.error ?? null } });
    }
    await deps.orm.em.fork().getConnection().execute(`update ${tableOf(deps, 'payment_links')} set builds = builds + 1, updated_at = now() where id = ?`, [link.id], 'run');
    return { link, transaction: built.transaction, message: walletMessage(link, built.expectedOutput, params) };
  };

  /** Count a wallet's or blink client's GET of the link (best effort: a lost count never fails the GET). */
  const views = async (link: PaymentLink) => {
    await deps.orm.em.fork().getConnection().execute(`update ${tableOf(deps, 'payment_links')} set views = views + 1 where id = ?`, [link.id], 'run').catch(() => undefined);
  };

  // --- Solana Pay ---
  // Public routes answer CORS on every answer (browser wallets, blink clients) and shed load as the API does.
  router.options('/pay/:id', (ctx) => {
    cors(ctx, LINK_NETWORKS.get(ctx.params.id));
    ctx.set('Allow', 'GET, POST, OPTIONS');
    ctx.status = 204;
  });
  router.get('/pay/:id', withCors, walletErrors(), shed, limited(), validate(payGetSchema), async (ctx) => {
    const link = await payable(ctx);
    await views(link);
    const { qrUrl } = linkUrls(publicBaseOf(deps), link.id);
    ctx.body = { label: link.label ?? link.title, icon: link.icon ?? qrUrl };
  });
  router.post('/pay/:id', withCors, walletErrors(), shed, limited(), validate(payPostSchema), async (ctx) => {
    const { transaction, message } = await buildFor(ctx);
    ctx.body = { transaction, message };
  });
  router.get('/pay/:id/qr.svg', withCors, walletErrors(), shed, limited(), validate(payGetSchema), async (ctx) => {
    // Only a link that exists has a QR code (of PUBLIC_BASE_URL's address, never the request's Host).
    const link = await deps.orm.em.fork().findOne(PaymentLink, { id: ctx.params.id }, { disableIdentityMap: true, fields: ['id', 'network'] });
    if (!link) throw new AppError('not_found', 'No such payment link.');
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = await linkQrSvg(publicBaseOf(deps), link.id);
  });

  // --- Solana Actions ---
  router.get('/actions.json', (ctx) => {
    cors(ctx);
    ctx.body = { rules: [{ pathPattern: '/pay/*', apiPath: '/v1/links/*/action' }, { pathPattern: '/v1/links/*/action', apiPath: '/v1/links/*/action' }] };
  });
  router.options('/actions.json', (ctx) => {
    cors(ctx);
    ctx.status = 204;
  });
  router.options('/v1/links/:id/action', (ctx) => {
    cors(ctx, LINK_NETWORKS.get(ctx.params.id));
    ctx.set('Allow', 'GET, POST, OPTIONS');
    ctx.status = 204;
  });
  router.get('/v1/links/:id/action', withCors, walletErrors(), shed, limited(), validate(actionGetSchema), async (ctx) => {
    const link = await payable(ctx);
    await views(link);
    const base = publicBaseOf(deps);
    const { actionUrl, qrUrl } = linkUrls(base, link.id);
    const symbol = amountSymbolOf(link.type, link.params);
    const verb = link.type === 'transfer' ? 'Pay' : link.type === 'swap' ? 'Swap' : link.type === 'stake' ? 'Stake' : 'Sign';
    const label = link.label ?? verb;
    ctx.body = {
      type: 'action',
      icon: link.icon ?? qrUrl,
      title: link.title,
      // What it does, derived from the parsed link; the owner's text beside it, never instead of it.
      description: link.description ? `${describeLink(link)} — ${link.description}` : describeLink(link),
      // The owner's label as written ("Pay 5 USDC" stays that); the default verb gets the amount.
      label: link.label ?? (link.amountMin !== null ? verb : `${verb} ${amountWords(link, null)}`),
      ...(link.amountMin !== null && link.amountMax !== null
        ? {
            links: {
              actions: [{
                type: 'transaction',
                label,
                // Relative, as the spec allows: resolved against wherever the client fetched the Action.
                href: `${new URL(actionUrl).pathname}?amount={amount}`,
                parameters: [{ type: 'number', name: 'amount', label: `Amount (${symbol}, ${link.amountMin}-${link.amountMax})`, required: true, min: Number(link.amountMin), max: Number(link.amountMax) }],
              }],
            },
          }
        : {}),
    };
  });
  router.post('/v1/links/:id/action', withCors, walletErrors(), shed, limited(), validate(actionPostSchema), async (ctx) => {
    const { transaction, message } = await buildFor(ctx);
    ctx.body = { type: 'transaction', transaction, message };
  });

  return router;
}

function tableOf(deps: Pick<AppDeps, 'orm'>, name: string): string {
  const schema = deps.orm.config.get('schema');
  return schema && schema !== 'public' ? `"${schema}"."${name}"` : `"${name}"`;
}
