import { createHash } from 'node:crypto';
import { defineQueue, type QueueDefinition, type QueueSet } from './define-queue.js';

/** Most mints one on-demand fetch carries (GET /v1/prices?ids= takes up to 100). */
export const PRICE_FETCH_MAX_MINTS = 100;

/** The repeatable refresh of every tracked token (the registry plus mints recently asked for). */
export type PriceRefreshPayload = Record<string, never>;

export const priceRefreshJob: QueueDefinition<PriceRefreshPayload> = defineQueue<PriceRefreshPayload>(
  'prices',
  { type: 'object', properties: {}, additionalProperties: false },
  // One run every PRICE_REFRESH_INTERVAL_MS: a failed run is simply replaced by the next one.
  { attempts: 1, removeOnComplete: { count: 50 }, removeOnFail: { count: 50 } },
  'refresh',
);

/** Fetch these mints now: a read found them missing or stale. `network`: whose market (default mainnet). */
export interface PriceFetchPayload { mints: string[]; network?: 'mainnet' | 'devnet' }

export const priceFetchJob: QueueDefinition<PriceFetchPayload> = defineQueue<PriceFetchPayload>(
  'prices',
  {
    type: 'object',
    properties: {
      mints: { type: 'array', minItems: 1, maxItems: PRICE_FETCH_MAX_MINTS, items: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' } },
      network: { enum: ['mainnet', 'devnet'] },
    },
    required: ['mints'],
    additionalProperties: false,
  },
  // Removed once finished, so the jobId deduplicates only fetches still waiting or running:
  // the next read after this one may ask again.
  { attempts: 3, removeOnComplete: true, removeOnFail: true },
  'fetch',
);

/**
 * The jobId of a fetch of `mints` (any order): concurrent reads of the same mints share one
 * job. It is also the id announced on the record-done channel once the job has written its
 * outcome, which the waiting reads listen for.
 */
export function priceFetchJobId(mints: readonly string[], network: 'mainnet' | 'devnet' = 'mainnet'): string {
  const key = (network === 'mainnet' ? '' : `${network}:`) + [...new Set(mints)].sort().join(',');
  return `price-fetch-${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
}

/** A fetch of `mints` from `network`'s market as it is enqueued: its payload and the jobId concurrent asks share. */
export function priceFetchRequest(mints: string[], network: 'mainnet' | 'devnet' = 'mainnet'): { payload: PriceFetchPayload; jobId: string } {
  return { payload: network === 'mainnet' ? { mints } : { mints, network }, jobId: priceFetchJobId(mints, network) };
}

/** Id of the refresh job scheduler (one per deployment prefix). */
export const PRICE_REFRESH_SCHEDULER_ID = 'prices-refresh';

/**
 * Register (or update) the repeatable refresh with BullMQ's job scheduler: one refresh job
 * every `everyMs`, whatever the number of worker processes (the scheduler is one Redis entry,
 * upserted idempotently by each worker at start-up).
 */
export async function schedulePriceRefresh(queues: QueueSet, everyMs: number): Promise<void> {
  await queues.get(priceRefreshJob.name).upsertJobScheduler(PRICE_REFRESH_SCHEDULER_ID, { every: everyMs }, {
    name: priceRefreshJob.jobName,
    data: {},
    opts: priceRefreshJob.options,
  });
}
