import { createHmac, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { AppError, validationError } from '../../shared/errors/app-error.js';
import { nameFeedItems, readFeedPage, renderBuiltItem, type FeedPosition, type FeedStatus } from '../../shared/history/transaction-feed.js';
import { curatedCatalogue } from '../../shared/chain/token-names.js';
import { enqueueWalletHistory } from '../../shared/jobs/wallet-history.js';
import { assertWalletBudget, DailyBudgets } from '../../shared/ratelimit/daily-budgets.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { respond } from '../lib/envelope.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { validate } from '../middleware/validate.js';
import { builtTransactionExample, getTransactionSchema, listTransactionsSchema, onchainTransactionExample } from './transactions.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, listEnvelope, ref } from '../openapi/schemas.js';

interface ListQuery {
  limit: number;
  cursor?: string;
  walletAddress?: string;
  status?: FeedStatus;
  startDate?: string;
  endDate?: string;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const SEQ = /^\d{1,19}$/;
const KEY = /^[0-9A-Za-z_]{1,100}$/;

/**
 * List cursors: the position of the page's last item (docs/history.md) plus a MAC over that
 * position and the list's filters, so a cursor altered by hand, or sent with other filters
 * than the list it came from, is a 400 rather than a silently different page.
 */
function feedCursors(secret: string) {
  const key = createHmac('sha256', secret).update('transactions-list-cursor:v1').digest();
  const tag = (p: FeedPosition, scope: string) => createHmac('sha256', key).update(JSON.stringify([p.t, p.s, p.k, scope])).digest().subarray(0, 16);
  return {
    encode: (p: FeedPosition, scope: string) => encodeCursor({ t: p.t, s: p.s, k: p.k, m: tag(p, scope).toString('base64url') }),
    decode(cursor: string, scope: string): FeedPosition {
      const c = decodeCursor(cursor, ['t', 's', 'k', 'm'] as const);
      if (!TIME.test(c.t) || !SEQ.test(c.s) || !KEY.test(c.k)) throw validationError('cursor', 'is not a cursor from pagination.nextCursor of this list');
      const given = Buffer.from(c.m, 'base64url');
      const expected = tag(c, scope);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw validationError('cursor', 'does not belong to this list: pass it with the same walletAddress, status, startDate and endDate as the page it came from');
      }
      return { t: c.t, s: c.s, k: c.k };
    },
  };
}

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const transactionOperations: OperationSpec[] = [
  {
    method: 'get', path: '/v1/transactions', operationId: 'listTransactions', tag: 'Transactions', scope: 'read:transactions',
    summary: 'List transactions, newest first',
    description: 'The account\'s transaction records on the key\'s network and, with `walletAddress`, that wallet\'s indexed on-chain history. Cursor-paginated (`limit` 1-100, default 20); cursors are opaque and bound to the filters. Listing a wallet asks for it to be indexed: each distinct wallet counts once per UTC day against the account\'s `WALLETS_PER_DAY` budget (429 quota_exceeded, `details.limitType` `wallets_per_day`, past it).',
    request: listTransactionsSchema, errors: ['quota_exceeded'],
    responses: { 200: { description: 'One page of transactions.', schema: listEnvelope(ref('TransactionItem')), example: exampleOf([builtTransactionExample, onchainTransactionExample], { hasMore: true, nextCursor: 'eyJ0IjoiMjAyNi0xMS0yMlQxODozMDowMC4wMDBaIn0' }) } },
  },
  {
    method: 'get', path: '/v1/transactions/{id}', operationId: 'getTransaction', tag: 'Transactions', scope: 'read:transactions',
    summary: 'Get a transaction record', request: getTransactionSchema,
    responses: { 200: { description: 'The transaction record.', schema: dataEnvelope(ref('BuiltTransaction')), example: exampleOf(builtTransactionExample) } },
  },
];

/**
 * GET /v1/transactions (read:transactions): the account's build records on the key's network
 * and, with walletAddress, that wallet's indexed on-chain history, newest first, with stable
 * opaque cursors (docs/history.md). Listing a wallet asks the wallet-index worker to index what
 * is new, but answers what is indexed now: a request never waits for the chain.
 * GET /v1/transactions/{id} (read:transactions): one build record of the account.
 */
export function transactionRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/transactions' });
  const cursors = feedCursors(deps.config.keys.hashSecret);
  const catalogue = deps.catalogue ?? curatedCatalogue();

  // Best effort: the list is answered from Postgres even when the queue cannot take the job.
  const budgets = new DailyBudgets(deps.redis, deps.config.redisPrefix, deps.now);
  const requestIndexing = async (ctx: Context, network: 'mainnet' | 'devnet', walletAddress: string) => {
    // Indexing a wallet is work: a distinct wallet counts against the account's day budget (429 past it).
    // When Redis cannot count it, nothing is indexed (the queue lives there too) and the list is
    // still answered from Postgres, as it is when the queue cannot take the job.
    try {
      await assertWalletBudget(budgets, deps.config.portfolio.walletsPerDay, authOf(ctx), walletAddress);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'service_unavailable') throw err;
      ctx.state.log?.warn({ err: err.message, walletAddress }, 'wallet budget unavailable: history served without indexing');
      return;
    }
    try {
      await enqueueWalletHistory(deps.queues, network, walletAddress, authOf(ctx).accountId, { now: true });
    } catch (err) {
      ctx.state.log?.warn({ err: (err as Error).message, walletAddress }, 'wallet history indexing not enqueued');
    }
  };

  router.get('/', requireScope('read:transactions'), validate(listTransactionsSchema), async (ctx) => {
    const auth = authOf(ctx);
    const q = ctx.state.query as ListQuery;
    const startDate = q.startDate ? new Date(q.startDate) : undefined;
    const endDate = q.endDate ? new Date(q.endDate) : undefined;
    if (startDate && endDate && startDate.getTime() >= endDate.getTime()) throw validationError('endDate', 'must be later than startDate');
    const scope = JSON.stringify([auth.accountId, auth.network, q.walletAddress ?? null, q.status ?? null, startDate?.toISOString() ?? null, endDate?.toISOString() ?? null]);
    const after = q.cursor ? cursors.decode(q.cursor, scope) : undefined;
    // The first page is the one clients poll: it asks for what is new on chain.
    if (q.walletAddress && !after) await requestIndexing(ctx, auth.network, q.walletAddress);

    const page = await readFeedPage(deps.orm, {
      accountId: auth.accountId, network: auth.network, walletAddress: q.walletAddress, status: q.status, startDate, endDate, limit: q.limit, after,
    });
    respond(ctx, 200, nameFeedItems(page.items, catalogue, auth.network), { hasMore: page.hasMore, nextCursor: page.hasMore && page.last ? cursors.encode(page.last, scope) : null });
  });

  // "build" is the builds router's POST-only path, not a transaction id: GET on it is the
  // wrong method (405 with Allow), not a malformed id.
  router.get('/build', () => {
    throw new AppError('method_not_allowed', 'GET is not allowed on /v1/transactions/build; see the Allow header.', { headers: { Allow: 'POST' } });
  });

  router.get('/:id', requireScope('read:transactions'), validate(getTransactionSchema), async (ctx) => {
    const auth = authOf(ctx);
    const record = await deps.orm.em.findOne(TransactionRecord, { id: ctx.params.id, accountId: auth.accountId, network: auth.network });
    if (!record) throw new AppError('not_found', `No transaction ${ctx.params.id} in this account.`);
    respond(ctx, 200, renderBuiltItem(record));
  });

  return router;
}
