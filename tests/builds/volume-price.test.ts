import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MINT } from '../../shared/chain/token-list.js';
import { priceFetchRequest } from '../../shared/jobs/prices.js';
import { priceStoreOf } from '../../shared/prices/price-network.js';
import type { UsdPriceSource } from '../../shared/transactions/index.js';
import { cachedVolumePrices } from '../../workers/lib/market-prices.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/** USDC on mainnet: in the registry, never priced in this file. */
const USDC_MAINNET = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/**
 * The USD price a build's volume is recorded at (workers/lib/market-prices.ts): never a wait
 * for the price provider on the build's path beyond a short bound. Nothing consumes the queues
 * here, so the fetches it asks for stay visible.
 */
describe('the volume price of a build', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ workers: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  const quote = (price: number, ageMs: number) => ({
    mint: NATIVE_MINT, symbol: 'SOL', price, change24h: 0, volume24h: 0, marketCap: 0, lastUpdated: new Date(Date.now() - ageMs).toISOString(), source: 'jupiter',
  });

  it('a stale cached price is used as it is, and one deduplicated fetch of it is queued', async () => {
    const provider: UsdPriceSource = { usdPrice: () => { throw new Error('the provider must not be asked on the build\'s path'); } };
    const store = priceStoreOf(h.redis, h.config.redisPrefix, 'mainnet', h.config.providers);
    await store.write([quote(123.5, h.config.providers.priceFreshnessMs + 60_000)], 3_600_000);
    const volumePrice = cachedVolumePrices(h.worker, provider);

    expect(await volumePrice('mainnet', NATIVE_MINT)).toBe(123.5);
    expect(await volumePrice('mainnet', NATIVE_MINT)).toBe(123.5);
    const { jobId, payload } = priceFetchRequest([NATIVE_MINT], 'mainnet');
    const queue = h.app.queues.get('prices');
    await expect.poll(async () => (await queue.getJob(jobId))?.data).toEqual(payload);
    expect((await queue.getJobs(['waiting', 'delayed', 'prioritized'])).filter((j) => j.name === 'fetch')).toHaveLength(1);
  });

  it('a current cached price queues nothing', async () => {
    await h.app.queues.get('prices').obliterate({ force: true });
    const store = priceStoreOf(h.redis, h.config.redisPrefix, 'mainnet', h.config.providers);
    await store.write([quote(99, 0)], 3_600_000);
    const volumePrice = cachedVolumePrices(h.worker, { usdPrice: async () => { throw new Error('not asked'); } });
    expect(await volumePrice('mainnet', NATIVE_MINT)).toBe(99);
    expect(await h.app.queues.get('prices').getJobCounts('waiting', 'delayed', 'prioritized')).toEqual({ waiting: 0, delayed: 0, prioritized: 0 });
  });

  it('a token never priced: the provider is asked, off the build\'s path: null at once, and the fetch handed on for the volume to be written later', async () => {
    let asked = 0;
    let answer: (price: number) => void = () => undefined;
    const volumePrice = cachedVolumePrices(h.worker, { usdPrice: () => { asked++; return new Promise<number>((resolve) => { answer = resolve; }); } });
    let handed: Promise<number | null> | null = null;
    // The provider has not answered, and does not until after the build has its answer.
    expect(await volumePrice('mainnet', USDC_MAINNET, (fetching) => { handed = fetching; })).toBeNull();
    expect(asked).toBe(1);
    expect(handed).not.toBeNull();
    answer(0.9998);
    expect(await handed).toBe(0.9998);
  });
});
