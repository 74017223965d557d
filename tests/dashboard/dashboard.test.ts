import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../config/index.js';
import { bootstrapDevAccount, type CreatedAccount } from '../../shared/accounts/accounts.js';
import { rollupHourlyMetrics } from '../../shared/analytics/hourly-rollup.js';
import { ApiKey } from '../../shared/db/entities/api-key.entity.js';
import { UsageEvent } from '../../shared/db/entities/usage-event.entity.js';
import { createOrm, dropDatabase, ensureDatabase, migrate } from '../../shared/db/orm.js';
import { rememberPlaintext } from '../helpers/accounts.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { assertNoKeyLeaks } from '../helpers/leaks.js';

// The dashboard, driven in real headless Chromium against the real service. Signing in uses the
// key `npm start` prints, made by the same code path (bootstrapDevAccount), which only acts on
// a database with no account: so this file migrates an empty database of its own.
const url = new URL(inject('databaseUrl'));
url.pathname = `${url.pathname}_dashboard`;
const databaseUrl = url.toString();
const SHOTS = 'test-output/dashboard';

let h: Harness;
let browser: TestBrowser;
let page: Page;
let dev: CreatedAccount;
const offsite: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  const orm = await createOrm(loadConfig({}, { NODE_ENV: 'test', DATABASE_URL: databaseUrl }));
  await migrate(orm);
  const created = await bootstrapDevAccount(orm, { hashSecret: loadConfig({}, { NODE_ENV: 'test' }).keys.hashSecret });
  await orm.close();
  expect(created).not.toBeNull();
  dev = created!;
  rememberPlaintext(dev.key);
  h = await startHarness({ workers: false, env: { DATABASE_URL: databaseUrl } });
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  browser.context.on('request', (req) => {
    if (!req.url().startsWith(h.baseUrl) && !req.url().startsWith('data:')) offsite.push(req.url());
  });
  page = await browser.context.newPage();
  // Errors in the browser: script errors and CSP violations (a 4xx page is no error of the page).
  page.on('console', (msg) => { if (msg.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) consoleErrors.push(msg.text()); });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
  await dropDatabase(databaseUrl);
});

const api = (key: string, path = '/v1/transactions') => fetch(h.baseUrl + path, { headers: { Authorization: `Bearer ${key}` } });
const goto = async (path: string) => (await page.goto(h.baseUrl + path))!;
const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function signIn(p: Page, key: string) {
  await p.goto(h.baseUrl + '/dashboard/sign-in');
  await p.getByLabel('API key').fill(key);
  await p.getByRole('button', { name: 'Sign in' }).click();
}

/** Create a key through the form; returns its plaintext as the page shows it. */
async function createKey(name: string, scopes: string[]): Promise<string> {
  await goto('/dashboard/keys');
  await page.getByText('Create key', { exact: true }).first().click();
  await page.getByLabel('Name').fill(name);
  for (const s of scopes) await page.getByRole('checkbox', { name: s, exact: true }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const plaintext = await page.locator('#new-key').inputValue();
  rememberPlaintext(plaintext);
  return plaintext;
}

const row = (name: string) => page.locator('tr', { has: page.locator('.name', { hasText: name }) });

// A browser on a shared 2-core machine: generous time per step (no assertion is about time).
describe('the developer dashboard, in Chromium', { timeout: 120_000 }, () => {
  it('refuses a wrong key with a readable message and starts no session', async () => {
    const res = await goto('/dashboard/keys');
    expect(page.url()).toBe(`${h.baseUrl}/dashboard/sign-in`);
    expect(res.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(0);
    expect(await page.getByLabel('API key').getAttribute('type')).toBe('password');

    await signIn(page, 'service_test_notarealkey');
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/That key cannot sign in/);
    expect(page.url()).toBe(`${h.baseUrl}/dashboard/sign-in`);
    const cookies = await browser.context.cookies();
    expect(cookies.find((c) => c.name === 'sis_dashboard' && c.value)).toBeUndefined();
    await shot('sign-in-wrong-key');
  });

  it('signs in with the key npm start prints, with a strict session cookie and no key in the page', async () => {
    // By keyboard: the key field has the focus, Enter submits. Chromium applies autofocus at a
    // rendering step after the load event, so wait for it: keys typed before it are lost.
    await goto('/dashboard/sign-in');
    await page.locator('#key:focus').waitFor();
    await page.keyboard.type(dev.key);
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url() === `${h.baseUrl}/dashboard/sign-in`);
    await page.keyboard.press('Enter');
    const res = await posted;
    // A refusal re-renders the form: say what it said rather than time out waiting for /keys.
    if (res.status() !== 303) expect.fail(`sign-in answered ${res.status()}: ${(await res.text()).match(/role="alert"[^>]*>([^<]*)/)?.[1]}`);
    await page.waitForURL(`${h.baseUrl}/dashboard/keys`);
    expect(page.url()).toBe(`${h.baseUrl}/dashboard/keys`);
    await expect(page.getByRole('heading', { name: 'API keys' }).count()).resolves.toBe(1);
    await expect(row('Admin key').count()).resolves.toBe(1);
    expect(await page.content()).not.toContain(dev.key);
    const session = (await browser.context.cookies()).find((c) => c.name === 'sis_dashboard')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false, path: '/dashboard' });
    expect(session.value.length).toBeGreaterThanOrEqual(40);
    // Every POST form carries the CSRF token.
    const forms = await page.locator('form[method="post"]').all();
    expect(forms.length).toBeGreaterThan(1);
    for (const form of forms) expect(await form.locator('input[type=hidden][name=csrf]').getAttribute('value')).toMatch(/^[\w-]{40,}$/);
  });

  it('creates a key whose name holds HTML, shows its plaintext once, and the key works against /v1', async () => {
    const name = '<img src=x id=injected><script>window.pwned=1</script> bot';
    const plaintext = await createKey(name, ['read:transactions']);
    expect(plaintext).toMatch(/^service_test_/);
    await expect(page.getByRole('status').first().textContent()).resolves.toMatch(/shown only once/);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor(); // set once the clipboard write resolved
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(plaintext);
    // The name is text: no element was injected, no script ran.
    await expect(page.locator('#injected').count()).resolves.toBe(0);
    expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
    await expect(row('<img src=x id=injected>').locator('.name').textContent()).resolves.toBe(name);

    const res = await api(plaintext);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toEqual([]);
    await expect(api(plaintext, '/v1/keys').then((r) => r.status)).resolves.toBe(403); // its scopes hold

    // Never again: not on the keys page, not after a reload.
    await goto('/dashboard/keys');
    expect(await page.content()).not.toContain(plaintext);
    await expect(row(' bot').locator('.mono').textContent()).resolves.toMatch(/^service_test_•+\w{4}$/);
    await expect(row(' bot').locator('.badge.active').count()).resolves.toBe(1);
    await shot('keys-after-create');
  });

  it('shows the request in the usage chart once the rollup ran, with the limits and the lag', async () => {
    const key = await createKey('Usage probe', ['read:transactions']);
    for (let i = 0; i < 3; i++) expect((await api(key)).status).toBe(200);
    expect((await api(key, '/v1/transactions?status=nonsense')).status).toBe(400);
    // Usage events are buffered and land as each response closes: wait until all six are written.
    const until = Date.now() + 10_000;
    while ((await h.orm.em.fork().count(UsageEvent, {})) < 6 && Date.now() < until) {
      await h.app.usage.flush();
      await new Promise((r) => setTimeout(r, 20));
    }
    await rollupHourlyMetrics(h.orm, { latenessMs: h.config.analytics.rollupLatenessMs });

    const res = await goto('/dashboard/usage');
    expect(res.status()).toBe(200);
    await page.waitForSelector('#chart-requests[data-rendered="true"] canvas');
    // The test keys' requests: the two of the previous test (a 200 and a 403), these four.
    expect(Number(await page.locator('#total-requests').textContent())).toBe(6);
    const data = JSON.parse((await page.locator('#usage-data').textContent())!) as { series: { requests: number[]; errors: number[] } };
    expect(data.series.requests.reduce((a, b) => a + b, 0)).toBe(6);
    expect(data.series.errors.reduce((a, b) => a + b, 0)).toBe(2);
    for (const id of ['requests', 'intents', 'builds', 'success', 'volume']) await expect(page.locator(`#chart-${id} canvas`).count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('.stat', { hasText: 'Rate limit' }).textContent()).resolves.toMatch(/30\s*\/ min/);
    await expect(page.locator('#quota').textContent()).resolves.toMatch(/0\s*of 100[\s\S]*100 left/);
    await expect(page.locator('#rollup-lag').textContent()).resolves.toMatch(/Figures include activity up to .* UTC/);
    await shot('dashboard-usage');

    await page.getByLabel('Period', { exact: true }).selectOption('30d');
    await page.getByLabel('Granularity').selectOption('day');
    await page.getByRole('button', { name: 'Show' }).click();
    expect(page.url()).toContain('period=30d&granularity=day');
    await page.waitForSelector('#chart-requests[data-rendered="true"] canvas');
    expect(Number(await page.locator('#total-requests').textContent())).toBe(6);

    // A year by hour is more points than the API answers: said in words, not a 500.
    await page.getByLabel('Period', { exact: true }).selectOption('365d');
    await page.getByLabel('Granularity').selectOption('hour');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/Last 12 months by hour is too many points: .*more than 1000/);
  });

  it('rotates a key (showing when the old one stops), then revokes both after a confirmation; the API refuses them', async () => {
    const old = await createKey('Rotating bot', ['read:transactions']);
    await row('Rotating bot').getByRole('button', { name: 'Rotate' }).click();
    const fresh = await page.locator('#new-key').inputValue();
    rememberPlaintext(fresh);
    expect(fresh).not.toBe(old);
    await expect(page.locator('#new-key-title').textContent()).resolves.toMatch(/rotated/);
    await expect(page.getByText(/keeps working until .* UTC/).count()).resolves.toBe(1);
    expect((await api(old)).status).toBe(200); // the 24-hour grace
    expect((await api(fresh)).status).toBe(200);
    await goto('/dashboard/keys');
    await expect(page.locator('tr', { hasText: 'Rotating bot' }).locator('.badge.expiring').count()).resolves.toBe(1);

    // Revoke asks first; Cancel changes nothing.
    await page.locator('tr', { hasText: 'Rotating bot' }).filter({ has: page.locator('.badge.expiring') }).getByRole('link', { name: /Revoke/ }).click();
    await expect(page.getByRole('heading', { name: /Revoke/ }).count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Cancel' }).click();
    expect(page.url()).toBe(`${h.baseUrl}/dashboard/keys`);
    expect((await api(old)).status).toBe(200);

    for (const status of ['expiring', 'active']) {
      await page.locator('tr', { hasText: 'Rotating bot' }).filter({ has: page.locator(`.badge.${status}`) }).getByRole('link', { name: /Revoke/ }).click();
      await page.getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByRole('status').textContent()).resolves.toMatch(/Key revoked/);
    }
    for (const key of [old, fresh]) {
      const res = await api(key);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe('revoked_key');
    }
    await expect(page.locator('tr', { hasText: 'Rotating bot' }).locator('.badge.revoked').count()).resolves.toBe(2);
    await shot('dashboard-keys');
  });

  it('refuses a POST without its CSRF token, and makes no key', async () => {
    const count = await h.orm.em.fork().count(ApiKey, {});
    for (const form of ['name=csrf-less&scopes=read%3Aprices&environment=test', 'name=csrf-less&scopes=read%3Aprices&environment=test&csrf=forged']) {
      const res = await page.request.post(`${h.baseUrl}/dashboard/keys`, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: form, maxRedirects: 0 });
      expect(res.status()).toBe(403);
      expect(await res.text()).toMatch(/security token/);
    }
    const revoke = await page.request.post(`${h.baseUrl}/dashboard/keys/${dev.keyId}/revoke`, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'csrf=', maxRedirects: 0 });
    expect(revoke.status()).toBe(403);
    expect(await h.orm.em.fork().count(ApiKey, {})).toBe(count);
    expect((await api(dev.key, '/v1/keys')).status).toBe(200);
  });

  it('ends the session of a key at once when that key is revoked', async () => {
    const adminKey = await createKey('Second admin', ['admin']);
    const other = await launchBrowser();
    try {
      const p2 = await other.context.newPage();
      await signIn(p2, adminKey);
      expect(p2.url()).toBe(`${h.baseUrl}/dashboard/keys`);

      await goto('/dashboard/keys');
      await row('Second admin').getByRole('link', { name: /Revoke/ }).click();
      await page.getByRole('button', { name: 'Revoke' }).click();

      await p2.goto(h.baseUrl + '/dashboard/usage');
      expect(p2.url()).toBe(`${h.baseUrl}/dashboard/sign-in?ended=revoked`);
      await expect(p2.getByRole('alert').textContent()).resolves.toMatch(/key you signed in with was revoked/);
      await signIn(p2, adminKey);
      // The same answer as for any other key that cannot sign in (nothing told to a guesser).
      await expect(p2.getByRole('alert').textContent()).resolves.toMatch(/That key cannot sign in/);
      expect(p2.url()).toBe(`${h.baseUrl}/dashboard/sign-in`);
    } finally {
      await other.close();
    }
  });

  it('signs out: the session is gone from Redis and its cookie no longer opens a page', async () => {
    await goto('/dashboard/keys');
    const cookie = (await browser.context.cookies()).find((c) => c.name === 'sis_dashboard')!.value;
    await page.getByRole('button', { name: 'Sign out' }).click();
    expect(page.url()).toBe(`${h.baseUrl}/dashboard/sign-in?ended=signed_out`);
    await expect(page.getByRole('status').textContent()).resolves.toBe('You are signed out.');
    await expect(page.getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(0);
    await goto('/dashboard/keys');
    expect(page.url()).toBe(`${h.baseUrl}/dashboard/sign-in`);
    const replay = await fetch(`${h.baseUrl}/dashboard/keys`, { headers: { Cookie: `sis_dashboard=${cookie}` }, redirect: 'manual' });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/dashboard/sign-in');
    const sessions = await h.redis.keys(`${h.config.redisPrefix}:dash:session:*`);
    expect(sessions.filter((k) => !k.includes(':form:'))).toEqual([]);
  });

  it('contacted no other host, logged no error in the browser, and leaked no key anywhere', async () => {
    expect(offsite).toEqual([]);
    expect(consoleErrors).toEqual([]);
    const scanned = await assertNoKeyLeaks(h);
    expect(scanned.rows).toBeGreaterThan(0);
  });
});
