import type { Job } from 'bullmq';
import type { QueueName } from '../../shared/jobs/define-queue.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import type { SweptRecord } from '../lib/record-sweeper.js';
import type { WorkerDeps } from '../deps.js';
import { analyticsProcessor } from './analytics.processor.js';
import { buildsProcessor } from './builds.processor.js';
import { intentsProcessor } from './intents.processor.js';
import { pingProcessor } from './ping.processor.js';
import { pricesProcessor } from './prices.processor.js';
import { walletIndexProcessor } from './wallet-index.processor.js';

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
  };
}

/** Records finished by jobs, swept when stuck with no live job (workers/lib/record-sweeper.ts). */
export const SWEPT_RECORDS: readonly SweptRecord[] = [
  { entity: Ping, queue: 'ping' },
  { entity: Intent, queue: 'intents' },
  { entity: TransactionRecord, queue: 'builds' },
];
