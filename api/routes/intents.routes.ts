import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { newId } from '../../shared/db/ids.js';
import { detectLanguage } from '../../shared/intents/languages/index.js';
import { AppError } from '../../shared/errors/app-error.js';
import { intentsQueue } from '../../shared/jobs/intents.js';
import { respond } from '../lib/envelope.js';
import { runRecordJob } from '../lib/record-job.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { idempotent } from '../middleware/idempotency.js';
import { validate } from '../middleware/validate.js';
import { createIntentSchema, getIntentSchema, intentExample } from './intents.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, ref } from '../openapi/schemas.js';

/** The intent record as clients see it (api-decisions section 4). */
export function renderIntent(i: Intent) {
  return {
    id: i.id,
    walletAddress: i.walletAddress,
    command: i.command,
    type: i.type,
    params: i.params,
    confidence: i.confidence,
    status: i.status,
    network: i.network,
    // The command's language (api-decisions section 11): a property of the text, read as the parser reads it.
    language: detectLanguage(i.command),
    details: i.details,
    error: i.error,
    createdAt: i.createdAt.toISOString(),
  };
}

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const intentOperations: OperationSpec[] = [
  {
    method: 'post', path: '/v1/intents', operationId: 'createIntent', tag: 'Intents', scope: 'write:intents',
    summary: 'Parse a natural-language command into an intent',
    description: 'Parses the command in a worker and answers the intent record (201). A command not understood answers 422 intent_parse_error with `details.reason` (and `missing`, `suggestions` where known).',
    request: createIntentSchema, idempotent: true, jobBacked: { record: ref('Intent'), example: exampleOf({ ...intentExample, type: null, params: null, confidence: null, status: 'pending', details: null }) },
    responses: { 201: { description: 'The parsed intent.', schema: dataEnvelope(ref('Intent')), example: exampleOf(intentExample) } },
    errors: ['intent_parse_error', 'upstream_error', 'timeout'],
  },
  {
    method: 'get', path: '/v1/intents/{id}', operationId: 'getIntent', tag: 'Intents', scope: 'write:intents',
    summary: 'Get an intent', request: getIntentSchema,
    responses: { 200: { description: 'The intent record.', schema: dataEnvelope(ref('Intent')), example: exampleOf(intentExample) } },
  },
];

/**
 * POST /v1/intents parses a command in the intents worker through the request-to-job
 * mechanism (201 with the record, 422 intent_parse_error, or 202 past the deadline);
 * GET /v1/intents/{id} returns it again. Both need write:intents.
 */
export function intentRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/intents' });

  router.post('/', requireScope('write:intents'), validate(createIntentSchema), idempotent(deps), async (ctx) => {
    const auth = authOf(ctx);
    const { walletAddress, command } = ctx.request.body as { walletAddress: string; command: string };
    const intent = Object.assign(new Intent(), {
      id: newId('int'), accountId: auth.accountId, apiKeyId: auth.keyId, network: auth.network, walletAddress, command,
    });
    await runRecordJob(ctx, {
      orm: deps.orm, queues: deps.queues, waiter: deps.waiter,
      entity: Intent, record: intent, queue: intentsQueue, payload: { intentId: intent.id, accountId: intent.accountId },
      deadlineMs: deps.config.jobs.intentDeadlineMs, doneStatus: 201, render: renderIntent, location: `/v1/intents/${intent.id}`,
    });
  });

  router.get('/:id', requireScope('write:intents'), validate(getIntentSchema), async (ctx) => {
    // A key sees only its own network's intents: a test key never reaches mainnet records.
    const auth = authOf(ctx);
    const intent = await deps.orm.em.findOne(Intent, { id: ctx.params.id, accountId: auth.accountId, network: auth.network });
    if (!intent) throw new AppError('not_found', `No intent ${ctx.params.id} in this account.`);
    respond(ctx, 200, renderIntent(intent));
  });

  return router;
}
