import { defineQueue, type QueueDefinition, type QueueSet } from './define-queue.js';

/** Fill the token catalogue from Tokens API v2 (every network with a source, or one). */
export interface TokensSyncPayload { network?: 'mainnet' | 'devnet' }

export const tokensSyncJob: QueueDefinition<TokensSyncPayload> = defineQueue<TokensSyncPayload>(
  'tokens',
  { type: 'object', properties: { network: { enum: ['mainnet', 'devnet'] } }, additionalProperties: false },
  // A failed run is replaced by the next one.
  { attempts: 1, removeOnComplete: { count: 20 }, removeOnFail: { count: 20 } },
  'tokens-sync',
);

export const TOKENS_SYNC_SCHEDULER_ID = 'tokens-sync';

/** Register the repeatable sync (default hourly, TOKENS_SYNC_INTERVAL_MS). */
export async function scheduleTokensSync(queues: QueueSet, everyMs: number): Promise<void> {
  await queues.get(tokensSyncJob.name).upsertJobScheduler(TOKENS_SYNC_SCHEDULER_ID, { every: everyMs }, {
    name: tokensSyncJob.jobName,
    data: {},
    opts: tokensSyncJob.options,
  });
}
