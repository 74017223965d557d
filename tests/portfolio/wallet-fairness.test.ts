import { Keypair } from '@solana/web3.js';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioJobId, portfolioRefreshJob } from '../../shared/jobs/wallet-index.js';
import { ServiceMetrics } from '../../shared/metrics/metrics.js';
import { createRedis } from '../../shared/redis/connections.js';
import type { WorkerDeps } from '../../workers/deps.js';
import { startWorkers, type WorkerHost } from '../../workers/host.js';
import { walletIndexProcessor } from '../../workers/processors/wallet-index.processor.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * Wallet indexing is fair and bounded per account (docs/keys-and-limits.md "Budgets"): its jobs
 * carry the account and share the per-account cap of the other queues, and an account has a
 * daily budget of distinct wallets.
 */
let h: Harness;
let host: WorkerHost | null = null;
let workerRedis: WorkerDeps['workerRedis'] | null = null;
const finished: string[] = [];

beforeAll(async () => {
  h = await startHarness({
    localnet: true,
    workers: false,
    env: { WORKER_CONCURRENCY: '4', JOB_ACCOUNT_CONCURRENCY: '2', PORTFOLIO_DEADLINE_MS: '120000', WALLETS_PER_DAY: 'free=3,pro=2000,enterprise=0' },
  });
});
afterAll(async () => {
  await host?.close(2000);
  await workerRedis?.quit();
  await h?.close();
});

const wallet = () => Keypair.generate().publicKey.toBase58();

describe('per-account fairness of wallet indexing', () => {
  it('a flood of one account\'s wallet-index jobs does not hold every worker: another account\'s portfolio, asked for after the flood, is read ahead of most of it', async () => {
    const flooder = await createAccountWithKey(h, { environment: 'test' });
    const other = await createAccountWithKey(h, { environment: 'test' });

    // Everything is queued before any worker starts: 60 refreshes of the flooder, then the other's request.
    for (let i = 0; i < 60; i++) {
      const walletAddress = wallet();
      await h.app.queues.enqueue(portfolioRefreshJob, { network: 'devnet', walletAddress, accountId: flooder.accountId }, { jobId: portfolioJobId('devnet', walletAddress, flooder.accountId) });
    }
    const otherWallet = wallet();
    const answer = h.request(`/v1/portfolio?walletAddress=${otherWallet}`, { headers: bearer(other) });
    const queue = h.app.queues.get('wallet-index');
    const otherJobId = portfolioJobId('devnet', otherWallet, other.accountId);
    for (let i = 0; i < 200 && !(await queue.getJob(otherJobId)); i++) await new Promise((r) => setTimeout(r, 50));
    const otherJob = await queue.getJob(otherJobId);
    expect(otherJob?.data).toEqual({ network: 'devnet', walletAddress: otherWallet, accountId: other.accountId });

    workerRedis = createRedis(h.config.redisUrl, 'worker', 1000);
    const deps: WorkerDeps = { ...h.worker, workerRedis, metrics: new ServiceMetrics('t') };
    const real = walletIndexProcessor(deps);
    let running = 0;
    let mostAtOnceOfFlooder = 0;
    host = startWorkers(deps, {
      'wallet-index': async (job: Job) => {
        const mine = (job.data as { accountId?: string }).accountId === flooder.accountId;
        if (mine) {
          running += 1;
          mostAtOnceOfFlooder = Math.max(mostAtOnceOfFlooder, running);
          // Each of the flooder's reads holds its worker for a while (a slow RPC, say).
          await new Promise((r) => setTimeout(r, 300));
        }
        try {
          return await real(job);
        } finally {
          if (mine) running -= 1;
          finished.push(mine ? 'flooder' : 'other');
        }
      },
    }, ['wallet-index']);

    const res = await answer;
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.walletAddress).toBe(otherWallet);
    // In queue order the other's refresh would run after at least 56 of the flood (4 workers).
    // With the cap two workers stay free for it: an order, not a time.
    const before = finished.indexOf('other');
    expect(before).toBeGreaterThanOrEqual(0);
    expect(before).toBeLessThan(40);
    expect(mostAtOnceOfFlooder).toBeLessThanOrEqual(2);
  }, 180_000);
});

describe('distinct wallets per day', () => {
  it('a free account (budget 3 here) reads 3 wallets; a 4th is 429 quota_exceeded wallets_per_day, for its portfolio and its history; the first 3 stay readable', async () => {
    const free = await createAccountWithKey(h, { tier: 'free', environment: 'test' });
    const wallets = [wallet(), wallet(), wallet()];
    for (const w of wallets) {
      const res = await h.request(`/v1/portfolio?walletAddress=${w}`, { headers: bearer(free) });
      expect(res.status, res.text).toBe(200);
    }
    const fourth = wallet();
    const refused = await h.request(`/v1/portfolio?walletAddress=${fourth}`, { headers: bearer(free) });
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'quota_exceeded', details: { limitType: 'wallets_per_day', limit: 3, remaining: 0 } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body.error.details.retryAfterSeconds).toBe(Number(refused.headers.get('retry-after')));

    const history = await h.request(`/v1/transactions?walletAddress=${fourth}`, { headers: bearer(free) });
    expect(history.status, history.text).toBe(429);
    expect(history.body.error.details.limitType).toBe('wallets_per_day');

    // Already counted today: free to read again, portfolio and history.
    expect((await h.request(`/v1/transactions?walletAddress=${wallets[0]}`, { headers: bearer(free) })).status).toBe(200);
    await h.redis.keys(`${h.config.redisPrefix}:portfolio:*`).then((keys) => (keys.length ? h.redis.del(...keys) : 0));
    expect((await h.request(`/v1/portfolio?walletAddress=${wallets[1]}`, { headers: bearer(free) })).status).toBe(200);

    // The budget is the account's: another account is not affected.
    const another = await createAccountWithKey(h, { tier: 'free', environment: 'test' });
    expect((await h.request(`/v1/portfolio?walletAddress=${fourth}`, { headers: bearer(another) })).status).toBe(200);
  }, 120_000);
});
