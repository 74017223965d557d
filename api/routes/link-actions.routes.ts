import Router from '@koa/router';
import { Keypair } from '@solana/web3.js';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps.js';
import { Account } from '../../shared/db/entities/account.entity.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { PaymentLink } from '../../shared/db/entities/payment-link.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { FailureThrottle } from '../../shared/auth/failure-throttle.js';
import { newId } from '../../shared/db/ids.js';
import { AppError, appErrorFromJSON, isAppError, validationError } from '../../shared/errors/app-error.js';
import { buildsQueue } from '../../shared/jobs/builds.js';
import {
  ACTION_VERSION, amountSymbolOf, BLOCKCHAIN_IDS, compareDecimals, GONE_MESSAGES, linkQrSvg, linkState, linkUrls, payerAmount, withAmount,
} from '../../shared/links/links.js';
import { transactionQuotaRefusal } from '../../shared/ratelimit/rate-limit-response.js';
import { awaitRecordJob } from '../lib/await-record.js';
import { meta } from '../lib/envelope.js';
import { clientAddress } from '../middleware/client-address.js';
import { toAppError } from '../middleware/errors.js';
import { validate } from '../middleware/validate.js';
import type { OperationSpec } from '../openapi/operation.js';
import { actionGetSchema, actionPostSchema, payGetSchema, payPostSchema, publicErrorResponse } from './links.schema.js';
import { publicBaseOf } from './links.routes.js';

/** The client address the public link endpoints are limited by: the API's one definition (trusted proxy hops). */
export function clientAddressOf(ctx: Context): string {
  return clientAddress(ctx);
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
    errors: publicErrors('gone rate_limit_exceeded'), errorSchema: publicErrorResponse,
  },
  {
    method: 'post', path: '/pay/{id}', operationId: 'postSolanaPayRequest', tag: 'Links', scope: 'public', request: payPostSchema,
    summary: 'Solana Pay transaction request: the transaction for the wallet `account`',
    description: 'Builds, in the builds worker, the link\'s transaction for `account` (simulated, a Solana Pay reference key added); the wallet signs and sends it itself. A simulation that fails answers 400 with a message the wallet shows ("insufficient USDC").',
    responses: { 200: { description: 'The transaction to sign.', schema: transactionResponse, example: { transaction: 'AQAAAA…', message: 'Coffee: 5 USDC' } } },
    errors: publicErrors('gone rate_limit_exceeded quota_exceeded timeout upstream_error'), errorSchema: publicErrorResponse,
  },
  {
    method: 'get', path: '/pay/{id}/qr.svg', operationId: 'getLinkQrCode', tag: 'Links', scope: 'public', request: payGetSchema,
    summary: 'The link\'s Solana Pay URL as an SVG QR code',
    responses: { 200: { description: 'SVG image.', contentType: 'image/svg+xml', schema: { type: 'string' } } },
    errors: publicErrors('rate_limit_exceeded'), errorSchema: publicErrorResponse,
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
    errors: publicErrors('gone rate_limit_exceeded'), errorSchema: publicErrorResponse,
  },
  {
    method: 'post', path: '/v1/links/{id}/action', operationId: 'postLinkAction', tag: 'Links', scope: 'public', request: actionPostSchema,
    summary: 'Solana Action: the transaction for the wallet `account` (ActionPostResponse)',
    responses: { 200: { description: 'ActionPostResponse of type transaction.', schema: transactionResponse } },
    errors: publicErrors('gone rate_limit_exceeded quota_exceeded timeout upstream_error'), errorSchema: publicErrorResponse,
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

  const cors = (ctx: Context, network?: PaymentLink['network']) => {
    ctx.set(ACTIONS_CORS_HEADERS);
    ctx.set('X-Action-Version', ACTION_VERSION);
    if (network) ctx.set('X-Blockchain-Ids', BLOCKCHAIN_IDS[network]);
  };

  /** The link of the path, payable now; 404 when there is none, 410 when it cannot be paid any more. */
  const payable = async (ctx: Context): Promise<PaymentLink> => {
    const link = await deps.orm.em.fork().findOne(PaymentLink, { id: ctx.params.id }, { disableIdentityMap: true });
    if (!link) throw new AppError('not_found', 'No such payment link.');
    cors(ctx, link.network);
    const state = linkState(link, now());
    if (state !== 'active') throw new AppError('gone', GONE_MESSAGES[state], { details: { reason: state } });
    return link;
  };

  const amountWords = (link: PaymentLink, amount: string | null) => {
    const symbol = amountSymbolOf(link.type, link.params);
    const value = amount ?? (link.params as { amount?: { value: string | null; unit: string } }).amount?.value ?? null;
    return value === null ? symbol : `${value} ${symbol}`;
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
    // The owner pays for what its links build: its transactions quota, checked here, counted by the worker.
    const owner = await deps.orm.em.fork().findOne(Account, { id: link.accountId }, { disableIdentityMap: true });
    if (!owner) throw new AppError('not_found', 'No such payment link.');
    const quota = await deps.limiter.checkTransactionQuota(owner.id, owner.tier);
    if (!quota.allowed) {
      const refusal = transactionQuotaRefusal(quota);
      throw new AppError('quota_exceeded', `This payment link cannot build more transactions today; try again in ${quota.retryAfterSeconds} s.`, { details: refusal.details, headers: refusal.headers });
    }

    const at = new Date(now());
    const params = amount ? withAmount(link.params, amount) : link.params;
    const intent = Object.assign(new Intent(), {
      id: newId('int'), accountId: link.accountId, apiKeyId: link.apiKeyId, network: link.network, walletAddress: account, command: link.command,
      status: 'parsed', type: link.type, params, confidence: 1, details: { path: 'link', linkId: link.id }, createdAt: at, updatedAt: at,
    });
    await deps.orm.em.fork().persistAndFlush(intent);
    const record = Object.assign(new TransactionRecord(), {
      id: newId('tx'), accountId: link.accountId, apiKeyId: link.apiKeyId, intentId: intent.id, network: link.network, walletAddress: account,
      type: link.type, simulate: true, linkId: link.id, reference: Keypair.generate().publicKey.toBase58(),
    });
    const built = await awaitRecordJob(deps, TransactionRecord, record, buildsQueue, { transactionId: record.id, accountId: record.accountId }, deps.config.jobs.buildDeadlineMs);
    if (!built) throw new AppError('timeout', 'The transaction was not built in time; try again.');
    if (built.status === 'failed' || !built.transaction) throw appErrorFromJSON(built.error);
    if ((built.simulation as { success?: boolean } | null)?.success === false) {
      const symbol = amountSymbolOf(link.type, link.params);
      throw new AppError('validation_error', simulationMessage(built.simulation, symbol), { details: { field: 'account', reason: 'simulation_failed', transactionId: built.id, simulation: built.simulation?.error ?? null } });
    }
    await deps.orm.em.fork().getConnection().execute(`update ${tableOf(deps, 'payment_links')} set builds = builds + 1, updated_at = now() where id = ?`, [link.id], 'run');
    return { link, transaction: built.transaction, message: `${link.title}: ${amountWords(link, amount)}` };
  };

  /** Count a wallet's or blink client's GET of the link (best effort: a lost count never fails the GET). */
  const views = async (link: PaymentLink) => {
    await deps.orm.em.fork().getConnection().execute(`update ${tableOf(deps, 'payment_links')} set views = views + 1 where id = ?`, [link.id], 'run').catch(() => undefined);
  };

  // --- Solana Pay ---
  router.get('/pay/:id', walletErrors(), limited(), validate(payGetSchema), async (ctx) => {
    const link = await payable(ctx);
    await views(link);
    const { qrUrl } = linkUrls(publicBaseOf(deps, ctx), link.id);
    ctx.body = { label: link.label ?? link.title, icon: link.icon ?? qrUrl };
  });
  router.post('/pay/:id', walletErrors(), limited(), validate(payPostSchema), async (ctx) => {
    const { transaction, message } = await buildFor(ctx);
    ctx.body = { transaction, message };
  });
  router.get('/pay/:id/qr.svg', walletErrors(), limited(), validate(payGetSchema), async (ctx) => {
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = await linkQrSvg(publicBaseOf(deps, ctx), ctx.params.id);
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
  router.options('/v1/links/:id/action', async (ctx) => {
    const link = /^lnk_[0-9A-Za-z]{22}$/.test(ctx.params.id) ? await deps.orm.em.fork().findOne(PaymentLink, { id: ctx.params.id }, { disableIdentityMap: true }) : null;
    cors(ctx, link?.network);
    ctx.set('Allow', 'GET, POST, OPTIONS');
    ctx.status = 204;
  });
  router.get('/v1/links/:id/action', walletErrors(), async (ctx, next) => { cors(ctx); await next(); }, limited(), validate(actionGetSchema), async (ctx) => {
    const link = await payable(ctx);
    await views(link);
    const base = publicBaseOf(deps, ctx);
    const { actionUrl, qrUrl } = linkUrls(base, link.id);
    const symbol = amountSymbolOf(link.type, link.params);
    const label = link.label ?? (link.type === 'transfer' ? 'Pay' : link.type === 'swap' ? 'Swap' : link.type === 'stake' ? 'Stake' : 'Sign');
    ctx.body = {
      type: 'action',
      icon: link.icon ?? qrUrl,
      title: link.title,
      description: link.description ?? link.command,
      label: link.amountMin !== null ? label : `${label} ${amountWords(link, null)}`,
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
  router.post('/v1/links/:id/action', walletErrors(), async (ctx, next) => { cors(ctx); await next(); }, limited(), validate(actionPostSchema), async (ctx) => {
    const { transaction, message } = await buildFor(ctx);
    ctx.body = { type: 'transaction', transaction, message };
  });

  return router;
}

function tableOf(deps: Pick<AppDeps, 'orm'>, name: string): string {
  const schema = deps.orm.config.get('schema');
  return schema && schema !== 'public' ? `"${schema}"."${name}"` : `"${name}"`;
}
