import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../api/openapi/document.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/** Screenshots land here (gitignored). */
const OUTPUT = new URL('../output/', import.meta.url);

describe('/docs in headless Chromium', () => {
  let h: Harness;
  let context: BrowserContext;
  let profile: string;
  beforeAll(async () => {
    h = await startHarness({ workers: false });
    profile = mkdtempSync(join(tmpdir(), 'sis-chromium-'));
    // Debian's chromium, a new empty profile, nothing that phones home.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      viewport: { width: 1280, height: 900 },
    });
  });
  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
    await h?.close();
  });

  it('renders every operation (method, path, summary), asks no other host, and breaks no CSP rule', async () => {
    const page = await context.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(e.message));

    const res = await page.goto(`${h.baseUrl}/docs`, { waitUntil: 'networkidle', timeout: 90_000 });
    expect(res?.status()).toBe(200);
    await page.waitForFunction((n) => (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll('.opblock').length === n, OPERATIONS.length, { timeout: 90_000 });

    const listed = await page.$$eval('.opblock', (els) => els.map((e) => e.textContent ?? ''));
    expect(listed).toHaveLength(OPERATIONS.length);
    for (const op of OPERATIONS) {
      const row = listed.find((t) => t.includes(op.summary) && t.includes(op.method.toUpperCase()));
      expect(row, `${op.method} ${op.path}`).toBeDefined();
      // Swagger UI breaks long paths with zero-width spaces.
      expect(row!.replace(/\u200b/g, ''), `${op.method} ${op.path}`).toContain(op.path);
    }

    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: new URL('docs-page.png', OUTPUT).pathname, fullPage: true });

    expect(requests.filter((u) => !u.startsWith(h.baseUrl) && !u.startsWith('data:'))).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000); // a browser rendering a 1.5 MB bundle on a loaded machine
});
