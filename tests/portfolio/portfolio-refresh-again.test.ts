/**
 * A wallet's portfolio refreshed again right after the previous refresh answered, as `npm start`
 * runs it: a test key, the local cluster as the test network and its market as the price venue,
 * the API and the workers over one Redis. The refresh job's id is per wallet (it joins concurrent
 * requests), so a request that follows the previous answer at once must get a new refresh, not
 * join the finished one that BullMQ has not removed yet and wait out PORTFOLIO_DEADLINE_MS (504).
 */
import { Keypair } from '@solana/web3.js';
import { queuePrefix } from '../../shared/jobs/define-queue.js';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { portfolioJobId, portfolioRefreshJob } from '../../shared/jobs/wallet-index.js';
import { PortfolioStore } from '../../shared/portfolio/portfolio-store.js';

const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

let h: Harness;
let key: TestKey;

beforeAll(async () => {
  // The default deadline: a refresh that never runs still shows as a 504, and on a loaded
  // machine a refresh that does run (RPC reads, pricing through the local venue) is not cut off.
  h = await startHarness({ localnet: true, env: { PORTFOLIO_DEADLINE_MS: '10000' } });
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['read:portfolio'] });
});

afterAll(async () => {
  await h?.close();
});

describe('GET /v1/portfolio, refreshed back to back', () => {
  it('answers every refresh of a test wallet valued through the local venue, each right after the last', async () => {
    const wallet = Keypair.generate().publicKey.toBase58();
    h.cluster!.faucet.airdrop(wallet, 3_000_000_000n);
    h.cluster!.faucet.mintTo(wallet, PYUSD, 25_000_000n);
    h.cluster!.faucet.mintTo(wallet, BONK, 1_000_000_000n);
    const portfolios = new PortfolioStore(h.redis, h.config.redisPrefix);
    for (let i = 0; i < 25; i++) {
      // The cached answer is gone (expired, evicted): the next read refreshes the wallet.
      await h.redis.del(portfolios.key('devnet', wallet));
      const res = await h.request(`/v1/portfolio?walletAddress=${wallet}`, { headers: bearer(key) });
      expect(res.status, `refresh ${i + 1}: ${res.text}`).toBe(200);
      expect(res.body.data.sol.amount).toBe('3');
      expect(res.body.data.sol.priceUsd).toBeGreaterThan(0);
    }
  });

  it('does not wait out the deadline on a refresh that had already done its work when the request joined it', async () => {
    const wallet = Keypair.generate().publicKey.toBase58();
    h.cluster!.faucet.airdrop(wallet, 2_000_000_000n);
    const jobId = portfolioJobId('devnet', wallet);
    // The previous refresh of this wallet, held between its last write and BullMQ's completion:
    // taken from the queue by a worker of the test's own, while the service's worker is paused.
    const serviceWorker = h.workers!.workers.find((w) => w.name === portfolioRefreshJob.name)!;
    await serviceWorker.pause();
    await h.app.queues.enqueue(portfolioRefreshJob, { network: 'devnet', walletAddress: wallet }, { jobId });
    const holder = new Worker(portfolioRefreshJob.name, null, { connection: h.worker.workerRedis.duplicate(), prefix: queuePrefix(h.config.redisPrefix, portfolioRefreshJob.name), autorun: false });
    try {
      const held = await holder.getNextJob('held-token');
      expect(held?.id).toBe(jobId);
      serviceWorker.resume();

      // Its outcome is gone (expired, or deleted as here) when the next request comes.
      const answer = h.request(`/v1/portfolio?walletAddress=${wallet}`, { headers: bearer(key) });
      await new Promise((r) => setTimeout(r, 300));
      await held!.moveToCompleted({ tokens: 0 }, 'held-token', false);
      const completedAt = Date.now();

      const res = await answer;
      expect(res.status, res.text).toBe(200);
      // Answered by a fresh refresh, not at the 10 s deadline (half of it is room for a slow machine).
      expect(Date.now() - completedAt).toBeLessThan(h.config.portfolio.deadlineMs / 2);
      expect(res.body.data).toMatchObject({ walletAddress: wallet, network: 'devnet', sol: { amount: '2' } });
    } finally {
      serviceWorker.resume();
      await holder.close();
    }
  });
});
