import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { loadConfig } from '../../config/index.js';
import { QueueSet } from '../../shared/jobs/define-queue.js';
import { RecordWaiter } from '../../shared/jobs/record-notifier.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { createRedis } from '../../shared/redis/connections.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * Each read route with one of its own dependencies down: the key is verified (and rate limited)
 * as usual, then the route's own Redis or Postgres access fails. The answer must be 503
 * service_unavailable within a second, in the envelope, never a 500 or a hang.
 */
const WALLET = '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH';
type Dependency = 'redis' | 'postgres';
/**
 * Each route with what it needs in the API process (the rest is the workers' business). The
 * transaction feed reads Postgres only: asking the indexer for fresh history is best effort.
 */
const ROUTES: Array<{ name: string; path: string; init?: RequestInit; uses: Dependency[]; needsWorker?: boolean }> = [
  { name: 'GET /v1/prices/SOL', path: '/v1/prices/SOL', uses: ['redis', 'postgres'] },
  { name: 'GET /v1/prices', path: '/v1/prices?ids=SOL,USDC', uses: ['redis', 'postgres'] },
  { name: 'GET /v1/portfolio', path: `/v1/portfolio?walletAddress=${WALLET}`, uses: ['redis'], needsWorker: true },
  { name: 'GET /v1/analytics/metrics', path: '/v1/analytics/metrics?startDate=2026-11-01T00:00:00Z&endDate=2026-11-02T00:00:00Z', uses: ['postgres'] },
  { name: 'GET /v1/transactions', path: `/v1/transactions?walletAddress=${WALLET}`, uses: ['postgres'] },
  { name: 'POST /v1/intents', path: '/v1/intents', init: { method: 'POST', body: JSON.stringify({ walletAddress: WALLET, command: 'swap 1 SOL for USDC' }) }, uses: ['redis', 'postgres'] },
];

let h: Harness;
let auth: Record<string, string>;
beforeAll(async () => {
  h = await startHarness({ workers: false });
  auth = bearer(await createAccountWithKey(h));
  // Verified once while everything is up: the verifier's cache answers from here on.
  expect((await h.request('/v1/analytics/metrics?startDate=2026-11-01T00:00:00Z&endDate=2026-11-02T00:00:00Z', { headers: auth })).status).toBe(200);
});
afterAll(async () => { await h?.close(); });

async function serve(app: ReturnType<typeof buildApp>): Promise<{ base: string; server: Server }> {
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

/**
 * 503 service_unavailable for the routes that need `down`, a normal answer from the others
 * (but those that wait for a worker: none runs here), all within a second.
 */
async function expectUnavailable(base: string, down: Dependency): Promise<void> {
  for (const route of ROUTES.filter((r) => r.uses.includes(down) || !r.needsWorker)) {
    const t0 = Date.now();
    const res = await fetch(base + route.path, { ...route.init, headers: { ...auth, 'Content-Type': 'application/json' } });
    const elapsed = Date.now() - t0;
    const body = (await res.json()) as { error?: { code: string } };
    if (route.uses.includes(down)) {
      expect({ route: route.name, status: res.status, code: body.error?.code }).toEqual({ route: route.name, status: 503, code: 'service_unavailable' });
    } else {
      expect({ route: route.name, status: res.status }).toEqual({ route: route.name, status: 200 });
    }
    expect(elapsed, route.name).toBeLessThan(1000);
  }
}

describe('a route whose own dependency is down answers 503 within a second', () => {
  it('Redis (cache, queue and notifications) unreachable', async () => {
    const deadRedis = createRedis('redis://127.0.0.1:1', 'client', 300);
    const deadSub = createRedis('redis://127.0.0.1:1', 'subscriber', 300);
    const { base, server } = await serve(buildApp({ ...h.app, redis: deadRedis, queues: new QueueSet(deadRedis, 'x', h.config.jobs, 300), waiter: new RecordWaiter(deadSub, 'x') }));
    try {
      await expectUnavailable(base, 'redis');
    } finally {
      server.close();
      deadRedis.disconnect();
      deadSub.disconnect();
    }
  });

  it('Postgres unreachable', async () => {
    const deadOrm: Orm = await createOrm(loadConfig(undefined, { NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', DEPENDENCY_TIMEOUT_MS: '500' }));
    const { base, server } = await serve(buildApp({ ...h.app, orm: deadOrm }));
    try {
      await expectUnavailable(base, 'postgres');
    } finally {
      server.close();
      await deadOrm.close();
    }
  });
});
