import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { AppError, isAppError, validationError } from '../../shared/errors/app-error.js';
import { catalogueRow, searchCatalogue, type CatalogueRow } from '../../shared/catalogue/catalogue-store.js';
import type { Network } from '../../shared/chain/token-list.js';
import { notAMintKey, tokenLookupJob, tokenLookupJobId } from '../../shared/jobs/wallet-index.js';
import { isSolanaAddress } from '../middleware/validate.js';
import { tokenText } from '../../shared/chain/token-text.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { respond } from '../lib/envelope.js';
import { PriceReader } from '../lib/price-reader.js';
import { enqueueAndWait } from '../lib/worker-wait.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, listEnvelope, ref } from '../openapi/schemas.js';
import { getTokenSchema, listTokensSchema, tokenExample, tokenWithPriceExample } from './tokens.schema.js';
import { TokenSearch } from '../../shared/catalogue/token-search.js';

/** A word worth an on-demand search (as the intents worker asks): a symbol or a one-word name, not a mint or a sentence. */
const SEARCHABLE = /^\$?[\p{L}\p{N}][\p{L}\p{N}._-]{1,31}$/u;
const MINT_LIKE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
import { tokenSafetySchema, tokenSafetyExample } from './safety.schema.js';
import { readTokenSafety } from '../lib/token-safety.js';

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const tokenOperations: OperationSpec[] = [
  {
    method: 'get', path: '/v1/tokens', operationId: 'listTokens', tag: 'Tokens', scope: 'read:prices',
    summary: 'Search the token catalogue',
    description: 'The tokens of the caller\'s network, best first: curated, then verified, then the rest, each by liquidity. `query`: a mint (exact), or the start of a symbol or of a word of the name; a word is first searched for at the catalogue\'s source, as the intents do (remembered for a while, within a 300 ms deadline), so unverified tokens a command would meet are listed (`verified: false`). `verified`: true or false. Cursor pages (`limit` 1-100, default 20). Third-party text (symbol, name) of an unverified token is the token\'s own claim.',
    request: listTokensSchema,
    responses: { 200: { description: 'A page of Token records.', schema: listEnvelope(ref('Token')), example: exampleOf([tokenExample], { hasMore: true, nextCursor: 'eyJ2IjoxLCJ0aWVyIjoiMiIsImxpcXVpZGl0eSI6IjQ4MjEwMzM0LjIiLCJtaW50IjoiSlVQIn0' }) } },
    errors: ['validation_error'],
  },
  {
    method: 'get', path: '/v1/tokens/{mint}', operationId: 'getToken', tag: 'Tokens', scope: 'read:prices',
    summary: 'Get a token by mint, with its price',
    description: 'The catalogue\'s record of a mint, with its current USD price (null, with `priceError`, when none can be given). A mint the catalogue lacks is read from its mint account on chain (named by its own metadata, `verified: false`) and kept. An address that is not a mint account: 404.',
    request: getTokenSchema,
    responses: { 200: { description: 'The Token record with its price.', schema: dataEnvelope(ref('TokenWithPrice')), example: exampleOf(tokenWithPriceExample) } },
    errors: ['not_found', 'timeout', 'service_unavailable'],
  },
  {
    method: 'get', path: '/v1/tokens/{mint}/safety', operationId: 'getTokenSafety', tag: 'Tokens', scope: 'read:prices',
    summary: 'What a token can do to its holders, with on-chain evidence',
    description: 'The token\'s safety report, read from chain by a worker and cached for 60 s (`checkedAt`, `slot`: what it read): `level` (`ok`, `caution`, `danger`, `unknown`) and `findings[]`, each `{ code, severity, message, evidence }`, `evidence` naming the account, field, value and slot that show it, or `{ unknown: reason }`. Codes: mint_authority, freeze_authority, permanent_delegate, transfer_hook, transfer_fee, default_frozen, non_transferable, pausable, mint_close_authority, metadata_mutable, holder_concentration, not_sellable, low_liquidity (docs/safety.md). An RPC that cannot answer gives level `unknown`, never `ok`. A malformed mint: 400; an address that is no mint account: 404.',
    request: tokenSafetySchema,
    responses: { 200: { description: 'The safety report.', schema: dataEnvelope(ref('TokenSafety')), example: exampleOf(tokenSafetyExample) } },
    errors: ['validation_error', 'not_found', 'timeout', 'service_unavailable'],
  },
];

/** A catalogue row as clients see it. */
export function renderToken(row: CatalogueRow) {
  // Third-party text passes the one sanitizer (shared/chain/token-text.ts), rows stored before it included.
  const text = tokenText(row.symbol, row.name, { symbol: 64, name: 128 });
  return {
    mint: row.mint, symbol: text.symbol, name: text.name, decimals: row.decimals, tokenProgram: row.tokenProgram, logoURI: row.logoURI,
    // The curated list is verified by definition; a token learned from chain never is.
    verified: row.source === 'registry' || (row.source === 'catalogue' && row.verified),
    confusable: row.source !== 'registry' && text.confusable,
    organicScore: row.organicScore, liquidityUsd: row.liquidityUsd, holderCount: row.holderCount, tags: row.tags, source: row.source,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Cursor fields: the search order's position (tier, liquidity, mint). */
const CURSOR_FIELDS = ['tier', 'liquidity', 'mint'] as const;

/**
 * GET /v1/tokens (search the caller's network's catalogue, cursor pages) and GET
 * /v1/tokens/{mint} (one token with its price; a mint the catalogue lacks is read from chain by
 * the wallet-index worker). Both need read:prices (docs/tokens.md).
 */
export function tokensRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/tokens' });
  const prices = new PriceReader(deps);
  const search = new TokenSearch({ orm: deps.orm, redis: deps.redis, config: deps.config });

  router.get('/', requireScope('read:prices'), validate(listTokensSchema), async (ctx) => {
    const { network } = authOf(ctx);
    const q = ctx.state.query as { limit: number; cursor?: string; query?: string; verified?: 'true' | 'false' };
    const query = q.query?.trim();
    if (q.query !== undefined && !query) throw validationError('query', 'must name a symbol, a name or a mint, not only spaces');
    let after;
    if (q.cursor) {
      const c = decodeCursor(q.cursor, CURSOR_FIELDS);
      const tier = Number(c.tier);
      const liquidity = Number(c.liquidity);
      if (![0, 1, 2].includes(tier) || !Number.isFinite(liquidity) || !isSolanaAddress(c.mint)) throw validationError('cursor', 'is not a cursor from pagination.nextCursor of this list');
      after = { tier, liquidity, mint: c.mint };
    }
    // The same on-demand search as the intents (issue 40, point 9): the first page of a word asks
    // the catalogue's source (remembered for TOKEN_SEARCH_CACHE_MS, within TOKEN_SEARCH_DEADLINE_MS,
    // the account's share of the search lane), so what a command would meet is listed here first,
    // unverified copies included. A source that cannot answer in time only leaves the list as the
    // catalogue has it.
    if (query && !q.cursor && search.has(network) && SEARCHABLE.test(query) && !MINT_LIKE.test(query)) {
      await search.search(network, query.replace(/^\$/, ''), authOf(ctx).accountId).catch(() => undefined);
    }
    const { rows, more } = await searchCatalogue(deps.orm, network, { query, verified: q.verified === undefined ? undefined : q.verified === 'true', limit: q.limit, after });
    const last = rows.at(-1);
    respond(ctx, 200, rows.map(renderToken), {
      hasMore: more,
      nextCursor: more && last ? encodeCursor({ tier: String(last.position.tier), liquidity: String(last.position.liquidity), mint: last.position.mint }) : null,
    });
  });

  router.get('/:mint/safety', requireScope('read:prices'), validate(tokenSafetySchema), async (ctx) => {
    const { network, accountId } = authOf(ctx);
    const mint = ctx.params.mint.trim();
    if (!isSolanaAddress(mint)) throw validationError('mint', `"${ctx.params.mint}" is not a base58-encoded 32-byte mint address`);
    respond(ctx, 200, await readTokenSafety(deps, network, mint, accountId));
  });

  router.get('/:mint', requireScope('read:prices'), validate(getTokenSchema), async (ctx) => {
    const { network, accountId } = authOf(ctx);
    const mint = ctx.params.mint.trim();
    if (!isSolanaAddress(mint)) throw validationError('mint', `"${ctx.params.mint}" is not a base58-encoded 32-byte mint address`);
    const row = (await catalogueRow(deps.orm, network, mint)) ?? (await lookUp(deps, network, mint, accountId));
    respond(ctx, 200, { ...renderToken(row), ...(await priceOf(prices, network, mint, accountId)) });
  });

  return router;
}

/** A mint the catalogue lacks, read from chain by the wallet-index worker within the job deadline. */
async function lookUp(deps: AppDeps, network: Network, mint: string, accountId: string): Promise<CatalogueRow> {
  const missKey = notAMintKey(deps.config.redisPrefix, network, mint);
  const read = async (): Promise<CatalogueRow | 'not_a_mint' | null> => {
    const row = await catalogueRow(deps.orm, network, mint);
    if (row) return row;
    return (await deps.redis.exists(missKey)) ? 'not_a_mint' : null;
  };
  const known = await read();
  const outcome = known ?? await enqueueAndWait(deps, {
    queue: tokenLookupJob, payload: { network, mint, accountId }, jobId: tokenLookupJobId(network, mint), deadlineMs: deps.config.jobs.defaultDeadlineMs, read,
  });
  if (outcome === null) throw new AppError('timeout', `Reading ${mint} from the ${network} chain took longer than ${deps.config.jobs.defaultDeadlineMs} ms; retry shortly.`, { details: { mint } });
  if (outcome === 'not_a_mint') throw new AppError('not_found', `${mint} is not a token mint on ${network} (no SPL Token or Token-2022 mint account at that address).`, { details: { mint } });
  return outcome;
}

/** The token's price, or why there is none: a price failure never fails the token read. */
async function priceOf(prices: PriceReader, network: Network, mint: string, accountId: string) {
  try {
    const target = prices.resolve(mint, network, await prices.registries(network), 'mint');
    const outcome = (await prices.lookup([target], network, accountId)).get(target.marketMint)!;
    if ('error' in outcome) return { price: null, priceError: { code: outcome.error.code, message: outcome.error.message } };
    const { quote, stale } = outcome;
    return { price: { usd: quote.price, change24h: quote.change24h, lastUpdated: quote.lastUpdated, source: quote.source, stale }, priceError: null };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { price: null, priceError: { code: err.code, message: err.message } };
  }
}
