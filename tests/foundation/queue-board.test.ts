/**
 * Issue 40, point 11: the queue board (bull-board, /admin/queues) is an operator's page, not a
 * public one. With OPS_PORT it is served on that port only; in production without OPS_PORT it is
 * off; in development (npm start) without OPS_PORT it stays on the API port, behind ADMIN_USER /
 * ADMIN_PASSWORD (Basic auth), as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { freePort } from '../helpers/ports.js';

const ADMIN = { ADMIN_USER: 'operator', ADMIN_PASSWORD: 'a-long-operator-password' };
const basic = `Basic ${Buffer.from(`${ADMIN.ADMIN_USER}:${ADMIN.ADMIN_PASSWORD}`).toString('base64')}`;
const PRODUCTION = { NODE_ENV: 'production', KEY_HASH_SECRET: 'a-production-grade-secret-of-32-chars-or-more' };

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

const get = (url: string, auth?: string) => fetch(url, { headers: auth ? { Authorization: auth } : {} });

describe('the queue board', () => {
  it('production without OPS_PORT: not on the public port, even with an admin credential', async () => {
    h = await startHarness({ workers: false, env: { ...PRODUCTION, ...ADMIN } });
    expect((await get(`${h.baseUrl}/admin/queues`, basic)).status).toBe(404);
    expect((await get(`${h.baseUrl}/admin/queues/api/queues`, basic)).status).toBe(404);
  });

  it('with OPS_PORT: on the operations port only (Basic auth), never on the public port', async () => {
    const opsPort = await freePort();
    h = await startHarness({ workers: false, env: { ...PRODUCTION, ...ADMIN, OPS_PORT: String(opsPort) } });
    expect((await get(`${h.baseUrl}/admin/queues`, basic)).status).toBe(404);
    expect((await get(`${h.opsUrl}/admin/queues`)).status).toBe(401);
    const page = await get(`${h.opsUrl}/admin/queues`, basic);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
  });

  it('development without OPS_PORT: on the API port behind the credential, as npm start prints it', async () => {
    h = await startHarness({ workers: false, env: { ...ADMIN } });
    expect((await get(`${h.baseUrl}/admin/queues`)).status).toBe(401);
    expect((await get(`${h.baseUrl}/admin/queues`, basic)).status).toBe(200);
  });
});
