import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { loadConfig } from '../../config/index.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { QueueSet } from '../../shared/jobs/define-queue.js';
import { RecordWaiter } from '../../shared/jobs/record-notifier.js';
import { createRedis } from '../../shared/redis/connections.js';
import { createAccountWithKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';

// The dashboard with Redis (its sessions) or Postgres (keys, usage) unreachable: a 503 page
// saying so, never a 500 or a hang.
let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await startHarness({ workers: false });
  const owner = await createAccountWithKey(h, { name: 'Outage admin' });
  const form = await fetch(h.baseUrl + '/dashboard/sign-in');
  const pre = form.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())![1]!;
  const res = await fetch(h.baseUrl + '/dashboard/sign-in', {
    method: 'POST', redirect: 'manual', headers: { Cookie: pre, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, key: owner.key }).toString(),
  });
  expect(res.status).toBe(303);
  cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => c.startsWith('sis_dashboard=') && c !== 'sis_dashboard=').join('; ');
  expect((await fetch(h.baseUrl + '/dashboard/keys', { headers: { Cookie: cookie }, redirect: 'manual' })).status).toBe(200);
});
afterAll(async () => { await h?.close(); });

async function serve(app: ReturnType<typeof buildApp>): Promise<{ base: string; server: Server }> {
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

async function expectUnavailable(base: string): Promise<void> {
  for (const path of ['/dashboard/keys', '/dashboard/usage']) {
    const res = await fetch(base + path, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect({ path, status: res.status }).toEqual({ path, status: 503 });
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('cannot reach its database or cache');
  }
}

describe('the dashboard with a dependency down', () => {
  it('answers 503 pages when Redis is unreachable', async () => {
    const deadRedis = createRedis('redis://127.0.0.1:1', 'client', 300);
    const deadSub = createRedis('redis://127.0.0.1:1', 'subscriber', 300);
    const { base, server } = await serve(buildApp({ ...h.app, redis: deadRedis, queues: new QueueSet(deadRedis, 'x', h.config.jobs, 300), waiter: new RecordWaiter(deadSub, 'x') }));
    try {
      await expectUnavailable(base);
    } finally {
      server.close();
      deadRedis.disconnect();
      deadSub.disconnect();
    }
  });

  it('answers 503 pages when Postgres is unreachable', async () => {
    const deadOrm: Orm = await createOrm(loadConfig(undefined, { NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', DEPENDENCY_TIMEOUT_MS: '500' }));
    const { base, server } = await serve(buildApp({ ...h.app, orm: deadOrm }));
    try {
      await expectUnavailable(base);
    } finally {
      server.close();
      await deadOrm.close();
    }
  });
});
