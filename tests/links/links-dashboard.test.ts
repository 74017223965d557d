import { mkdirSync } from 'node:fs';
import { Keypair } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentLink } from '../../shared/db/entities/payment-link.entity.js';
import { createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startHarness, type Harness } from '../helpers/harness.js';

// The dashboard's payment links page, in real headless Chromium against the real service.
const SHOTS = 'test-output/dashboard';

let h: Harness;
let browser: TestBrowser;
let page: Page;
let admin: TestKey;
const offsite: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  h = await startHarness({ workers: ['intents'] });
  admin = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['admin'], name: 'Shop' });
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  browser.context.on('request', (req) => {
    if (!req.url().startsWith(h.baseUrl) && !req.url().startsWith('data:')) offsite.push(req.url());
  });
  page = await browser.context.newPage();
  page.on('console', (msg) => { if (msg.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) consoleErrors.push(msg.text()); });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe('payment links in the dashboard, in Chromium', { timeout: 120_000 }, () => {
  it('creates a link, shows its QR code and counters, and revokes it', async () => {
    await page.goto(`${h.baseUrl}/dashboard/sign-in`);
    await page.getByLabel('API key').fill(admin.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${h.baseUrl}/dashboard/keys`);
    await page.getByRole('link', { name: 'Payment links' }).click();
    await page.waitForURL(`${h.baseUrl}/dashboard/links`);
    await expect(page.getByText('No links yet.').count()).resolves.toBe(1);

    // A command the parser refuses: the form comes back with the parser's message and the draft.
    await page.getByText('Create link', { exact: true }).first().click();
    await page.getByLabel('Command').fill('make me rich');
    await page.getByLabel('Title').fill('Nope');
    await page.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/\S/);
    expect(await page.getByLabel('Command').inputValue()).toBe('make me rich');

    const merchant = Keypair.generate().publicKey.toBase58();
    await page.getByLabel('Command').fill(`send 5 USDC to ${merchant}`);
    await page.getByLabel('Title').fill('Coffee');
    await page.getByRole('button', { name: 'Create link' }).click();
    await page.waitForURL(`${h.baseUrl}/dashboard/links?notice=created`);
    const row = page.locator('tr', { hasText: 'Coffee' });
    await expect(row.count()).resolves.toBe(1);

    // Counters as wallets would move them; the page shows what the record holds.
    const link = await h.orm.em.fork().findOneOrFail(PaymentLink, { title: 'Coffee' });
    await h.orm.em.fork().nativeUpdate(PaymentLink, { id: link.id }, { views: 12, builds: 3, paid: 2, volumeUsd: 10 });
    await page.goto(`${h.baseUrl}/dashboard/links`);
    const qr = row.locator('img.qr');
    await qr.waitFor();
    expect(await qr.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await row.locator('[data-counter=views]').textContent()).toBe('12');
    expect(await row.locator('[data-counter=builds]').textContent()).toBe('3');
    expect(await row.locator('[data-counter=paid]').textContent()).toBe('2');
    await expect(row.getByText('$10.00').count()).resolves.toBe(1);
    await page.screenshot({ path: `${SHOTS}/links.png`, fullPage: true });

    await row.getByRole('button', { name: 'Revoke Coffee' }).click();
    await page.waitForURL(`${h.baseUrl}/dashboard/links?notice=revoked`);
    await expect(page.locator('tr', { hasText: 'Coffee' }).locator('.badge').textContent()).resolves.toBe('revoked');
    expect((await fetch(`${h.baseUrl}/pay/${link.id}`)).status).toBe(410);

    expect(offsite).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
