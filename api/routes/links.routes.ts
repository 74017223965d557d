import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { PaymentLink } from '../../shared/db/entities/payment-link.entity.js';
import { newId } from '../../shared/db/ids.js';
import { AppError, appErrorFromJSON, validationError } from '../../shared/errors/app-error.js';
import { intentsQueue } from '../../shared/jobs/intents.js';
import { canonicalDecimal } from '../../shared/intents/decimal.js';
import { commandWithAmount, compareDecimals, PLACEHOLDER_PAYER, renderLink } from '../../shared/links/links.js';
import { configuredPublicBase } from '../../shared/links/link-settlement.js';
import { parseIsoInstant } from '../../shared/time/iso-instant.js';
import { destinationGuardOf } from '../../shared/webhooks/delivery-policy.js';
import { DestinationRefused } from '../../shared/webhooks/destination.js';
import { awaitRecordJob } from '../lib/await-record.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { respond } from '../lib/envelope.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { idempotent } from '../middleware/idempotency.js';
import { validate } from '../middleware/validate.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, listEnvelope, ref } from '../openapi/schemas.js';
import { rememberLinkNetwork } from './link-actions.routes.js';
import { createLinkSchema, deleteLinkSchema, getLinkSchema, linkExample, listLinksSchema } from './links.schema.js';

/** The scope that reads links: links are how an account gets paid, as its transactions are. */
export const LINK_READ_SCOPE = 'read:transactions' as const;
/** The scope that creates and revokes links: a link builds transactions for the account. */
export const LINK_WRITE_SCOPE = 'write:transactions' as const;

/**
 * The public origin links are addressed at: PUBLIC_BASE_URL, never a request's Host or
 * X-Forwarded-Host (a caller would choose the URL inside QR codes); outside production without
 * it, the API's own listening address (configuredPublicBase).
 */
export function publicBaseOf(deps: Pick<AppDeps, 'config'>): string {
  return configuredPublicBase(deps.config);
}

/** Amount units a link may carry: a fixed number of tokens or of dollars. `all` and percentages would drain whatever the payer holds. */
const BOUNDED_UNITS = new Set(['token', 'usd']);

/** What POST /v1/links takes (createLinkSchema's body). */
export interface NewLink { command: string; title: string; description?: string; icon?: string; label?: string; amount?: { min: string; max: string }; expiresAt?: string; maxUses?: number }

/** Who creates a link: the key's account, the key, and its network. */
export interface LinkOwner { accountId: string; keyId: string; network: PaymentLink['network'] }

/**
 * Create a link from a body valid against createLinkSchema (POST /v1/links, the dashboard):
 * check the range, expiry and icon (the webhooks' outbound-URL guard), parse the command once
 * in the intents worker for a placeholder payer (with a range, its minimum read in where the
 * amount goes), and store the link. 400 for bad input, 422 for a command not understood.
 */
export async function createPaymentLink(deps: AppDeps, owner: LinkOwner, body: NewLink): Promise<PaymentLink> {
  const now = deps.now ?? Date.now;
  if (deps.config.env === 'production' && !deps.config.links.publicBaseUrl) {
    throw new AppError('service_unavailable', 'Payable links are not available: this deployment has no PUBLIC_BASE_URL (the https origin wallets reach it at).', { details: { reason: 'public_base_url_missing' } });
  }
  const range = body.amount ? { min: canonicalDecimal(body.amount.min)!, max: canonicalDecimal(body.amount.max)! } : null;
  if (range && !/[1-9]/.test(range.min)) throw validationError('amount.min', 'must be greater than 0');
  if (range && compareDecimals(range.min, range.max) > 0) throw validationError('amount.max', 'must be at least amount.min');
  const expiresAt = body.expiresAt ? parseIsoInstant(body.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now()) throw validationError('expiresAt', 'must be in the future');
  if (body.icon) {
    // Every wallet that shows the link fetches its icon: the webhooks' outbound-URL rules (https in production).
    try {
      await destinationGuardOf(deps.config).check(body.icon);
    } catch (err) {
      if (err instanceof DestinationRefused) throw validationError('icon', err.message);
      throw err;
    }
  }
  const template = Object.assign(new Intent(), {
    id: newId('int'), accountId: owner.accountId, apiKeyId: owner.keyId, network: owner.network, walletAddress: PLACEHOLDER_PAYER,
    command: range ? commandWithAmount(body.command, range.min) : body.command,
  });
  const parsed = await awaitRecordJob(deps, Intent, template, intentsQueue, { intentId: template.id, accountId: template.accountId }, deps.config.jobs.intentDeadlineMs);
  if (!parsed) throw new AppError('timeout', 'The command was not parsed in time; try again.');
  if (parsed.status === 'failed' || !parsed.type || !parsed.params) throw appErrorFromJSON(parsed.error);
  // No drainer links: a link moves a fixed amount, or the payer's choice within min/max; never
  // "all", a percentage or "swap all" of whatever the payer's wallet holds.
  const parsedAmount = (parsed.params as { amount?: { value: string | null; unit: string } }).amount;
  if (parsedAmount && !BOUNDED_UNITS.has(parsedAmount.unit)) {
    throw new AppError('intent_parse_error', `A payable link must name a fixed amount (or take one between amount.min and amount.max), not ${parsedAmount.unit === 'all' ? '"all"' : 'a percentage'} of what the payer holds.`, {
      details: { reason: 'unbounded_amount', field: 'amount', unit: parsedAmount.unit },
    });
  }
  // At most LINKS_MAX links of an account are not revoked.
  const open = await deps.orm.em.fork().count(PaymentLink, { accountId: owner.accountId, status: { $ne: 'revoked' } });
  if (open >= deps.config.links.maxPerAccount) {
    throw new AppError('conflict', `This account has ${open} payable links; revoke some before creating more (at most ${deps.config.links.maxPerAccount}).`, { details: { reason: 'links_max', limit: deps.config.links.maxPerAccount } });
  }
  if (range) {
    const amount = parsedAmount;
    if (!amount || amount.unit !== 'token' || amount.value !== range.min) {
      throw new AppError('intent_parse_error', 'With `amount`, the command must name no amount (the payer chooses it): say e.g. "send USDC to <address>".', { details: { reason: 'amount_in_command' } });
    }
  }
  const at = new Date(now());
  const link = Object.assign(new PaymentLink(), {
    id: newId('lnk'), accountId: owner.accountId, apiKeyId: owner.keyId, network: owner.network, intentId: parsed.id,
    command: body.command, type: parsed.type, params: parsed.params, title: body.title,
    description: body.description ?? null, icon: body.icon ?? null, label: body.label ?? null,
    amountMin: range?.min ?? null, amountMax: range?.max ?? null, maxUses: body.maxUses ?? null, expiresAt,
    createdAt: at, updatedAt: at,
  });
  await deps.orm.em.fork().persistAndFlush(link);
  rememberLinkNetwork(link);
  return link;
}

/** Revoke a link of the owner (idempotent); false when it has no such link. */
export async function revokePaymentLink(deps: Pick<AppDeps, 'orm'>, owner: Pick<LinkOwner, 'accountId' | 'network'>, id: string, nowMs: number): Promise<boolean> {
  const em = deps.orm.em.fork();
  await em.nativeUpdate(PaymentLink, { id, accountId: owner.accountId, network: owner.network, status: { $ne: 'revoked' } }, { status: 'revoked', revokedAt: new Date(nowMs), updatedAt: new Date(nowMs) });
  return (await em.count(PaymentLink, { id, accountId: owner.accountId, network: owner.network })) > 0;
}

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const linkOperations: OperationSpec[] = [
  {
    method: 'post', path: '/v1/links', operationId: 'createLink', tag: 'Links', scope: LINK_WRITE_SCOPE,
    summary: 'Create a payable link (Solana Pay and Solana Actions)',
    description: 'Parses the command once (as POST /v1/intents does, without a payer) and answers the link: `solanaPayUrl` for wallets and QR codes, `actionUrl` for blinks, `qrUrl` an SVG QR code. Any wallet can then pay it without an API key (docs/links.md). A command not understood is 422 intent_parse_error; with `amount`, the command must name no amount.',
    request: createLinkSchema, idempotent: true,
    responses: { 201: { description: 'The link.', schema: dataEnvelope(ref('PaymentLink')), example: exampleOf(linkExample) } },
    errors: ['intent_parse_error', 'conflict', 'service_unavailable', 'timeout'],
  },
  {
    method: 'get', path: '/v1/links', operationId: 'listLinks', tag: 'Links', scope: LINK_READ_SCOPE,
    summary: 'List the payable links of the key\'s network, newest first', request: listLinksSchema,
    responses: { 200: { description: 'One page of links.', schema: listEnvelope(ref('PaymentLink')), example: exampleOf([linkExample], { hasMore: false, nextCursor: null }) } },
  },
  {
    method: 'get', path: '/v1/links/{id}', operationId: 'getLink', tag: 'Links', scope: LINK_READ_SCOPE,
    summary: 'Get a payable link with its counters', request: getLinkSchema,
    responses: { 200: { description: 'The link.', schema: dataEnvelope(ref('PaymentLink')), example: exampleOf(linkExample) } },
  },
  {
    method: 'delete', path: '/v1/links/{id}', operationId: 'revokeLink', tag: 'Links', scope: LINK_WRITE_SCOPE,
    summary: 'Revoke a payable link: its public endpoints answer 410 from now on', request: deleteLinkSchema,
    responses: { 200: { description: 'The revoked link.', schema: dataEnvelope(ref('PaymentLink')), example: exampleOf({ ...linkExample, status: 'revoked', revokedAt: '2026-12-27T10:00:00.000Z' }) } },
  },
];

/**
 * The owner's side of payable links: POST/GET/GET/DELETE /v1/links (docs/links.md). Creating
 * and revoking need write:transactions, reading read:transactions. A key sees only its own
 * network's links: a test key's links build for the development cluster.
 */
export function linkRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/links' });
  const now = deps.now ?? Date.now;

  const findOwned = async (ctx: Context): Promise<PaymentLink> => {
    const auth = authOf(ctx);
    const link = await deps.orm.em.fork().findOne(PaymentLink, { id: ctx.params.id, accountId: auth.accountId, network: auth.network }, { disableIdentityMap: true });
    if (!link) throw new AppError('not_found', `No link ${ctx.params.id} in this account.`);
    return link;
  };

  router.post('/', requireScope(LINK_WRITE_SCOPE), validate(createLinkSchema), idempotent(deps), async (ctx) => {
    const auth = authOf(ctx);
    const link = await createPaymentLink(deps, { accountId: auth.accountId, keyId: auth.keyId, network: auth.network }, ctx.request.body as unknown as NewLink);
    respond(ctx, 201, renderLink(link, publicBaseOf(deps), now()));
  });

  router.get('/', requireScope(LINK_READ_SCOPE), validate(listLinksSchema), async (ctx) => {
    const auth = authOf(ctx);
    const query = ctx.state.query as { limit: number; cursor?: string };
    const after = query.cursor ? decodeCursor(query.cursor, ['id'] as const, /^lnk_[0-9A-Za-z]{22}$/).id : null;
    // Ids sort by creation time: newest first is id descending.
    const rows = await deps.orm.em.fork().find(PaymentLink, { accountId: auth.accountId, network: auth.network, ...(after ? { id: { $lt: after } } : {}) }, { orderBy: { id: 'desc' }, limit: query.limit + 1, disableIdentityMap: true });
    const page = rows.slice(0, query.limit);
    const hasMore = rows.length > query.limit;
    const base = publicBaseOf(deps);
    respond(ctx, 200, page.map((l) => renderLink(l, base, now())), { hasMore, nextCursor: hasMore ? encodeCursor({ id: page[page.length - 1]!.id }) : null });
  });

  router.get('/:id', requireScope(LINK_READ_SCOPE), validate(getLinkSchema), async (ctx) => {
    respond(ctx, 200, renderLink(await findOwned(ctx), publicBaseOf(deps), now()));
  });

  router.delete('/:id', requireScope(LINK_WRITE_SCOPE), validate(deleteLinkSchema), async (ctx) => {
    const auth = authOf(ctx);
    await findOwned(ctx);
    await revokePaymentLink(deps, { accountId: auth.accountId, network: auth.network }, ctx.params.id!, now());
    respond(ctx, 200, renderLink(await findOwned(ctx), publicBaseOf(deps), now()));
  });

  return router;
}
