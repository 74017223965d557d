import { ClusterIdentity } from '../../shared/chain/cluster-identity.js';
import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { newId } from '../../shared/db/ids.js';
import { recordSql } from '../../shared/db/record-sql.js';
import { AppError, validationError } from '../../shared/errors/app-error.js';
import { buildsQueue } from '../../shared/jobs/builds.js';
import { type IntentBody, ORDER_INTENT_TYPES } from '../../shared/intents/intent.types.js';
import { transactionQuotaRefusal } from '../../shared/ratelimit/rate-limit-response.js';
import { StepTrace } from '../../shared/metrics/step-trace.js';
import { intentAmountRangeError } from '../../shared/transactions/amount-check.js';
import { runRecordJob } from '../lib/record-job.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { idempotent } from '../middleware/idempotency.js';
import { validate } from '../middleware/validate.js';
import { buildTransactionSchema, buildExample } from './builds.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, ref } from '../openapi/schemas.js';

/**
 * A build record as the client sees it: the spec's Build result (transaction, simulation when
 * enabled, expectedOutput) plus id, intentId, status, lastValidBlockHeight and expiresAt
 * (api-decisions section 6).
 */
export function renderBuild(t: TransactionRecord) {
  return {
    id: t.id,
    intentId: t.intentId,
    status: t.status,
    type: t.type,
    network: t.network,
    walletAddress: t.walletAddress,
    transaction: t.transaction,
    ...(t.simulate && t.simulation ? { simulation: t.simulation } : {}),
    expectedOutput: t.expectedOutput,
    lastValidBlockHeight: t.lastValidBlockHeight === null ? null : Number(t.lastValidBlockHeight),
    expiresAt: t.expiresAt?.toISOString() ?? null,
    signature: t.signature,
    createdAt: t.createdAt.toISOString(),
  };
}

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const buildOperations: OperationSpec[] = [
  {
    method: 'post', path: '/v1/transactions/build', operationId: 'buildTransaction', tag: 'Transactions', scope: 'write:transactions',
    summary: 'Build an unsigned transaction from an intent',
    description: 'Builds an unsigned v0 transaction for the intent\'s wallet (fee payer), with ComputeBudget instructions and, unless `simulate` is false, a pre-flight simulation. A failed simulation is 200 with `simulation.success: false`. A swap the venue cannot fill (no route for that amount or token pair) is 400 validation_error with `details.reason: no_route` and the venue\'s `providerCode`: try a smaller amount or another pair. Counts against the daily transactions quota.',
    request: buildTransactionSchema, idempotent: true, jobBacked: { record: ref('BuildResult') },
    responses: { 200: { description: 'The Build result.', schema: dataEnvelope(ref('BuildResult')), example: exampleOf(buildExample) } },
    errors: ['not_found', 'conflict', 'upstream_error', 'upstream_auth', 'timeout', 'nothing_to_do'],
  },
];

/**
 * POST /v1/transactions/build: turn a parsed intent into an unsigned, simulated v0
 * transaction for the intent's wallet, in the builds worker (200 with the Build result,
 * 202 past BUILD_DEADLINE_MS). The account's transactions-per-day quota is checked here and
 * counted by the worker on a successful build.
 */
export function buildRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/transactions' });

  router.post('/build', requireScope('write:transactions'), validate(buildTransactionSchema), idempotent(deps), async (ctx) => {
    // Each step of the request into build_step_duration_seconds{step="api_…"} (docs/performance.md).
    const trace = new StepTrace(deps.metrics.buildSteps, 'api_', ctx.state.receivedAt as number | undefined);
    trace.mark('middleware');
    const auth = authOf(ctx);
    const body = ctx.request.body as { intentId: string; walletAddress: string; simulate?: boolean; priorityLevel?: string };
    // The intent (one prepared SELECT) and the quota's headroom (Redis) at once: neither needs the other.
    const [found, quota] = await Promise.all([recordSql(deps.orm).read(Intent, body.intentId), deps.limiter.checkTransactionQuota(auth.accountId, auth.tier)]);
    trace.mark('intent_and_quota');
    // Same account and same network: a test key builds only for the development cluster.
    const intent = found && found.accountId === auth.accountId && found.network === auth.network ? found : null;
    if (!intent) throw new AppError('not_found', `No intent ${body.intentId} in this account.`);
    // Nothing is built for a network whose RPC is another cluster (docs/deployment.md, "Cluster identity").
    await ClusterIdentity.forConfig(deps.config, deps.logger, deps.metrics).admit(intent.network, { outage: 'pass' });
    if (intent.walletAddress !== body.walletAddress) {
      throw validationError('walletAddress', `must be the intent's wallet (${intent.walletAddress})`);
    }
    if (intent.status !== 'parsed' || !intent.type) {
      throw new AppError('conflict', `Intent ${intent.id} is ${intent.status}; only a parsed intent can be built.`, { details: { intentStatus: intent.status } });
    }
    // An order waits for a price or a schedule: it is placed with POST /v1/orders, never built now.
    if ((ORDER_INTENT_TYPES as readonly string[]).includes(intent.type)) {
      throw new AppError('nothing_to_do', `Intent ${intent.id} is ${intent.type === 'order' ? 'an order' : 'a cancel of orders'}: orders are placed and cancelled with POST /v1/orders and DELETE /v1/orders/{id}, not built as a transaction now.`, { details: { reason: 'order_intent', intentType: intent.type } });
    }
    // An amount no instruction can carry is refused before any record is written (amount-check.ts).
    const outOfRange = intentAmountRangeError({ type: intent.type, params: intent.params } as unknown as IntentBody);
    if (outOfRange) throw outOfRange;
    if (!quota.allowed) throw transactionQuotaRefusal(quota);

    const record = Object.assign(new TransactionRecord(), {
      id: newId('tx'), accountId: auth.accountId, apiKeyId: auth.keyId, intentId: intent.id, network: intent.network,
      walletAddress: intent.walletAddress, type: intent.type, simulate: body.simulate ?? true, priorityLevel: body.priorityLevel ?? null,
    });
    await runRecordJob(ctx, {
      orm: deps.orm, queues: deps.queues, waiter: deps.waiter,
      entity: TransactionRecord, record, queue: buildsQueue, payload: { transactionId: record.id, accountId: record.accountId },
      deadlineMs: deps.config.jobs.buildDeadlineMs, doneStatus: 200, render: renderBuild, location: `/v1/transactions/${record.id}`, trace,
    });
    trace.mark('render');
  });

  return router;
}
