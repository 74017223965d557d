import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { AppError, validationError } from '../../shared/errors/app-error.js';
import { respond } from '../lib/envelope.js';
import { PriceReader, renderPrice, type PriceTarget } from '../lib/price-reader.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';
import { getPriceSchema, listPricesSchema, MAX_PRICE_IDS, priceExample } from './prices.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, listEnvelope, ref } from '../openapi/schemas.js';

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const pricesOperations: OperationSpec[] = [
  {
    method: 'get', path: '/v1/prices', operationId: 'listPrices', tag: 'Prices', scope: 'read:prices',
    summary: 'Get the prices of several tokens',
    description: '`ids`: up to 100 mints or registry symbols, comma-separated; answered in the order asked, one page. An unknown id is 404 naming it.',
    request: listPricesSchema,
    responses: { 200: { description: 'The Price records.', schema: listEnvelope(ref('Price')), example: exampleOf([priceExample], { hasMore: false, nextCursor: null }) } },
    errors: ['not_found', 'upstream_error', 'upstream_auth', 'timeout', 'service_unavailable'],
  },
  {
    method: 'get', path: '/v1/prices/{tokenMint}', operationId: 'getPrice', tag: 'Prices', scope: 'read:prices',
    summary: 'Get the price of a token',
    description: '`tokenMint`: a mint address or a registry symbol (case-insensitive, optional leading `$`).',
    request: getPriceSchema,
    responses: { 200: { description: 'The Price record.', schema: dataEnvelope(ref('Price')), example: exampleOf(priceExample) } },
    errors: ['upstream_error', 'upstream_auth', 'timeout', 'service_unavailable'],
  },
];

/**
 * GET /v1/prices/{tokenMint} (a mint or a registry symbol, case-insensitive, with or without a
 * leading `$`) answers one Price record; GET /v1/prices?ids=a,b,c (up to 100) a list of them,
 * in the order asked. Both need read:prices. Prices are market (mainnet) prices, read from the
 * Redis cache the prices worker keeps fresh; see docs/prices-and-portfolio.md.
 */
export function pricesRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/prices' });
  const reader = new PriceReader(deps);

  router.get('/', requireScope('read:prices'), validate(listPricesSchema), async (ctx) => {
    const { network } = authOf(ctx);
    const ids = (ctx.state.query.ids as string).split(',').map((s) => s.trim());
    if (ids.some((id) => id === '')) throw validationError('ids', 'must be a comma-separated list of mints or symbols with no empty item');
    if (ids.length > MAX_PRICE_IDS) throw validationError('ids', `holds ${ids.length} ids; at most ${MAX_PRICE_IDS} are allowed per request`);

    const registries = await reader.registries(network, ids);
    const targets: PriceTarget[] = [];
    const unknown: string[] = [];
    for (const id of ids) {
      try {
        targets.push(reader.resolve(id, network, registries, 'ids'));
      } catch (err) {
        if (err instanceof AppError && err.code === 'not_found') unknown.push(id);
        else throw err;
      }
    }
    if (unknown.length > 0) {
      throw new AppError('not_found', `Unknown token${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} in the ${network} registry (or without a market price). Ask by mint address, or use registry symbols.`, { details: { ids: unknown } });
    }

    const outcomes = await reader.lookup(targets, network, authOf(ctx).accountId);
    const seen = new Set<string>();
    const records = [];
    for (const target of targets) {
      if (seen.has(target.mint)) continue; // the same token asked twice (symbol and mint) is answered once
      seen.add(target.mint);
      const outcome = outcomes.get(target.marketMint)!;
      if ('quote' in outcome) records.push(renderPrice(target, outcome.quote, outcome.stale));
      // A mint no provider prices is left out of the list; an outage without a last known price fails the request.
      else if (outcome.error.code !== 'not_found') throw outcome.error;
    }
    // A list response has data and pagination (the spec); every asked-for price is on one page.
    respond(ctx, 200, records, { hasMore: false, nextCursor: null });
  });

  router.get('/:tokenMint', requireScope('read:prices'), validate(getPriceSchema), async (ctx) => {
    const { network } = authOf(ctx);
    const target = reader.resolve(ctx.params.tokenMint, network, await reader.registries(network, [ctx.params.tokenMint]), 'tokenMint');
    const outcome = (await reader.lookup([target], network, authOf(ctx).accountId)).get(target.marketMint)!;
    if ('error' in outcome) throw outcome.error;
    respond(ctx, 200, renderPrice(target, outcome.quote, outcome.stale));
  });

  return router;
}
