import type { Job } from 'bullmq';
import type { QueueName } from '../../shared/jobs/define-queue.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { buildsQueue } from '../../shared/jobs/builds.js';
import { intentsQueue } from '../../shared/jobs/intents.js';
import { pingQueue } from '../../shared/jobs/ping.js';
import type { SweptRecord } from '../lib/record-sweeper.js';
import type { WorkerDeps } from '../deps.js';
import { analyticsProcessor } from './analytics.processor.js';
import { buildsProcessor } from './builds.processor.js';
import { intentsProcessor } from './intents.processor.js';
import { landingProcessor } from './landing.processor.js';
import { linksProcessor } from './links.processor.js';
import { pingProcessor } from './ping.processor.js';
import { pricesProcessor } from './prices.processor.js';
import { walletIndexProcessor } from './wallet-index.processor.js';
import { webhooksProcessor } from './webhooks.processor.js';
import { tokensProcessor } from './tokens.processor.js';
import { ordersProcessor } from './orders.processor.js';

export type Processor = (job: Job) => Promise<unknown>;

/** Every queue's processor. The host refuses to start if a queue has none. */
export function buildProcessors(deps: WorkerDeps): Partial<Record<QueueName, Processor>> {
  return {
    ping: pingProcessor(deps),
    intents: intentsProcessor(deps),
    builds: buildsProcessor(deps),
    prices: pricesProcessor(deps),
    'wallet-index': walletIndexProcessor(deps),
    analytics: analyticsProcessor(deps),
    webhooks: webhooksProcessor(deps),
    landing: landingProcessor(deps),
    links: linksProcessor(deps),
    tokens: tokensProcessor(deps),
    orders: ordersProcessor(deps),
  };
}

/**
 * Jobs whose waiters read a cache (GET /v1/portfolio, price fetches) and join them by jobId:
 * the host announces their id on the record-done channel once BullMQ has finished the job (and
 * removed it), never before, so a request woken by the announcement that asks again at once
 * starts a new job instead of joining the finished one.
 */
export const ANNOUNCED_WHEN_FINISHED: Partial<Record<QueueName, readonly string[]>> = {
  'wallet-index': ['portfolio', 'token-lookup', 'token-safety', 'explain'],
  prices: ['fetch'],
};

/** Records finished by jobs, swept when stuck with no live job (workers/lib/record-sweeper.ts). */
export const SWEPT_RECORDS: readonly SweptRecord[] = [
  { entity: Ping, queue: 'ping', requeue: { definition: pingQueue, payload: (r) => ({ pingId: r.id, ...(r.accountId ? { accountId: r.accountId } : {}) }) } },
  { entity: Intent, queue: 'intents', requeue: { definition: intentsQueue, payload: (r) => ({ intentId: r.id, ...(r.accountId ? { accountId: r.accountId } : {}) }) } },
  { entity: TransactionRecord, queue: 'builds', requeue: { definition: buildsQueue, payload: (r) => ({ transactionId: r.id, ...(r.accountId ? { accountId: r.accountId } : {}) }) } },
];
