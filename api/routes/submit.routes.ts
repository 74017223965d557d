import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps.js';
import { ClusterIdentity } from '../../shared/chain/cluster-identity.js';
import { ChainClients } from '../../shared/chain/rpc.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { AppError, validationError } from '../../shared/errors/app-error.js';
import { markSubmitted } from '../../shared/history/settlement.js';
import { renderBuiltItem } from '../../shared/history/transaction-feed.js';
import { landingQueue } from '../../shared/jobs/landing.js';
import { messageDifferences, serializeWireTransaction, signatureCheck, splitWireTransaction, transactionSignature } from '../../shared/landing/signed-transaction.js';
import { respond } from '../lib/envelope.js';
import { authOf, requireScope } from '../middleware/auth.js';
import { idempotent } from '../middleware/idempotency.js';
import { validate } from '../middleware/validate.js';
import { submitExample, submitTransactionSchema } from './submit.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, ref } from '../openapi/schemas.js';

const FINAL = new Set(['confirmed', 'failed', 'expired']);

/** The OpenAPI declaration of the route (api/openapi/document.ts). */
export const submitOperations: OperationSpec[] = [
  {
    method: 'post', path: '/v1/transactions/{id}/submit', operationId: 'submitTransaction', tag: 'Transactions', scope: 'write:transactions',
    summary: 'Submit a signed transaction and let the service land it',
    description: 'Takes the build\'s transaction signed by every required signer (the message unchanged byte for byte; 409 `transaction_mismatch` names what differs, 400 `not_fully_signed` names the missing signers, 409 `blockhash_expired` when it can no longer land: rebuild; 422 `simulation_failed` when the build\'s simulation failed, unless `force: true`). The landing loop sends the identical bytes every `LANDING_REBROADCAST_MS` until the transaction is `confirmed`, `failed` on chain or `expired` (block height past `lastValidBlockHeight`). Answers 202 with the record (`submitted`), or 200 once final. `Prefer: wait=N` (seconds, capped by `SUBMIT_WAIT_MAX_MS`) holds the answer until the record is final. Idempotent by signature: the same bytes again answer the same submission.',
    request: submitTransactionSchema, idempotent: true, jobBacked: { record: ref('BuiltTransaction'), example: exampleOf(submitExample) },
    responses: { 200: { description: 'The record, final (confirmed, failed or expired).', schema: dataEnvelope(ref('BuiltTransaction')) } },
    errors: ['not_found', 'conflict', 'transaction_mismatch', 'not_fully_signed', 'blockhash_expired', 'simulation_failed'],
  },
];

/** Seconds asked for with `Prefer: wait=N` (RFC 7240), in ms; 0 without it. */
function preferredWaitMs(ctx: Context, maxMs: number): number {
  const match = /\bwait\s*=\s*(\d{1,6})\b/i.exec(ctx.get('Prefer'));
  return match ? Math.min(Number(match[1]) * 1000, maxMs) : 0;
}

/**
 * POST /v1/transactions/{id}/submit (write:transactions): check the signed bytes against the
 * build record (same message, every signature valid, blockhash still valid), move the record
 * to `submitted` with its transaction.submitted event, and start its landing loop in the
 * landing worker. Nothing is sent from here: a refused submission sends nothing.
 */
export function submitRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/transactions' });
  const chain = ChainClients.fromConfig(deps.config, deps.metrics);
  const identity = ClusterIdentity.forConfig(deps.config, deps.logger, deps.metrics);

  /** True when the block height is past the record's lastValidBlockHeight and the signature never landed. */
  async function expired(record: TransactionRecord, signature: string): Promise<boolean> {
    if (record.lastValidBlockHeight === null) return false;
    const connection = chain.connection(record.network);
    const height = await connection.getBlockHeight('confirmed').catch(() => null);
    if (height === null || height <= Number(record.lastValidBlockHeight)) return false;
    // Sent by the client itself and landed in time: not expired, the loop will settle it.
    const status = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true }).catch(() => null);
    return !status?.value[0];
  }

  router.post('/:id/submit', requireScope('write:transactions'), validate(submitTransactionSchema), idempotent(deps), async (ctx) => {
    const auth = authOf(ctx);
    const id = ctx.params.id;
    const body = ctx.request.body as { transaction: string; force?: boolean };
    let record = await deps.orm.em.findOne(TransactionRecord, { id, accountId: auth.accountId, network: auth.network });
    if (!record) throw new AppError('not_found', `No transaction ${id} in this account.`);
    if (!record.transaction) {
      throw new AppError('conflict', `Transaction ${id} is ${record.status}; only a built transaction can be submitted.`, { details: { status: record.status } });
    }
    // Nothing is sent to a network whose RPC is another cluster (docs/deployment.md, "Cluster
    // identity"); an RPC that cannot be reached takes the submission, which waits unsent.
    await identity.admit(record.network, { outage: 'pass' });

    const submitted = splitWireTransaction(Buffer.from(body.transaction, 'base64'));
    if (!submitted) throw validationError('transaction', 'not_a_transaction', 'transaction is not a serialized Solana transaction (base64 of its wire bytes).');
    const built = splitWireTransaction(Buffer.from(record.transaction, 'base64'))!;
    const differs = messageDifferences(built.message, submitted.message);
    if (differs.length) {
      throw new AppError('transaction_mismatch', `The signed transaction is not the one built for ${id}: its ${differs.join(', ')} differ. Sign the build's transaction as answered, changing nothing but adding signatures.`, { details: { differs } });
    }
    if (submitted.signatures.length !== built.signatures.length) {
      throw validationError('transaction', 'signature_count', `transaction carries ${submitted.signatures.length} signature slot(s); the message requires ${built.signatures.length}.`);
    }
    const { missing, invalid } = signatureCheck(submitted);
    if (missing.length || invalid.length) {
      const parts = [missing.length ? `missing the signature of ${missing.join(', ')}` : '', invalid.length ? `with an invalid signature of ${invalid.join(', ')}` : ''].filter(Boolean);
      throw new AppError('not_fully_signed', `The transaction is ${parts.join(' and ')}.`, { details: { missingSigners: missing, invalidSigners: invalid } });
    }
    const signature = transactionSignature(submitted);

    if (record.status === 'built') {
      // A transaction whose simulation failed is not broadcast unless the client says so: it
      // would fail on chain (the fee paid for nothing) or, sent as is, never land.
      const simulation = record.simulate ? (record.simulation as { success?: unknown; error?: unknown } | null) : null;
      if (simulation && simulation.success === false && body.force !== true) {
        throw new AppError('simulation_failed', `The build of ${id} failed its simulation, so it was not sent: it would fail on chain. Fix the cause and build again, or submit with "force": true to send it anyway.`, {
          details: { simulation: simulation.error ?? null, force: false },
        });
      }
      if (await expired(record, signature)) {
        throw new AppError('blockhash_expired', `The blockhash of ${id} has expired (block height past ${record.lastValidBlockHeight}); it can no longer land. Build the intent again.`, { details: { lastValidBlockHeight: Number(record.lastValidBlockHeight) } });
      }
      // One conditional write: of concurrent identical submits, exactly one moves the record.
      // Stored (and rebroadcast) as canonical bytes: the same signatures and message, whatever length prefix the client wrote.
      await markSubmitted(deps.orm, id, signature, serializeWireTransaction(submitted).toString('base64'));
      record = await deps.orm.em.fork().findOneOrFail(TransactionRecord, { id });
    }
    if (record.status === 'expired' && record.signature === null) {
      throw new AppError('blockhash_expired', `The blockhash of ${id} has expired; it can no longer land. Build the intent again.`, { details: { lastValidBlockHeight: Number(record.lastValidBlockHeight) } });
    }
    if (record.signature !== signature) {
      throw new AppError('conflict', `Transaction ${id} is ${record.status} with another signature.`, { details: { status: record.status, signature: record.signature } });
    }

    // The loop of a submitted record: one job per record (an enqueue while it runs is a no-op).
    const waitMs = FINAL.has(record.status) ? 0 : preferredWaitMs(ctx, deps.config.landing.submitWaitMaxMs);
    const wait = waitMs > 0 ? deps.waiter.expect(id) : null;
    if (record.status === 'submitted') {
      try {
        await deps.queues.enqueue(landingQueue, { transactionId: id }, { jobId: id });
      } catch (err) {
        // The record is submitted; the workers' sweep starts its loop once the queue is back.
        wait?.cancel();
        ctx.state.log?.warn({ err: (err as Error).message, id }, 'landing job not enqueued; the sweep will');
        return answer(ctx, record);
      }
    }
    if (wait) {
      const finished = await wait.until(waitMs, async () => {
        const fresh = await deps.orm.em.fork().findOne(TransactionRecord, { id });
        return fresh && FINAL.has(fresh.status) ? fresh : null;
      });
      if (finished) record = finished;
      else record = (await deps.orm.em.fork().findOne(TransactionRecord, { id })) ?? record;
    }
    answer(ctx, record);
  });

  function answer(ctx: Context, record: TransactionRecord): void {
    if (FINAL.has(record.status)) return respond(ctx, 200, renderBuiltItem(record));
    ctx.set('Location', `/v1/transactions/${record.id}`);
    ctx.set('Retry-After', '1');
    respond(ctx, 202, renderBuiltItem(record));
  }

  return router;
}
