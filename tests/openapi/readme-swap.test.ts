/**
 * The README's quick-start swap (swap.mjs), run as written against the service and its local
 * cluster: parse, build, sign and submit, with no RPC connection of the client's own.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { createAccountWithKey, type TestKey } from '../helpers/accounts.js';

const ROOT = join(import.meta.dirname, '..', '..');
let h: Harness;
let key: TestKey;
const script = join(ROOT, `.readme-swap-${process.pid}.mjs`);

beforeAll(async () => {
  h = await startHarness({ localnet: true });
  key = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['admin'] });
}, 60_000);
afterAll(async () => {
  rmSync(script, { force: true });
  await h?.close();
});

describe('README quick start', () => {
  it('swap.mjs swaps 1.5 SOL for USDC through submit, with no RPC connection of its own', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const source = /cat > swap\.mjs <<'JS'\n([\s\S]*?)\nJS\n/.exec(readme)?.[1];
    expect(source).toBeDefined();
    expect(source).not.toMatch(/new Connection|sendTransaction|confirmTransaction/);
    writeFileSync(script, source!);
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      cwd: ROOT, timeout: 120_000, env: { ...process.env, KEY: key.key, API: h.baseUrl, RPC: h.cluster!.url },
    });
    expect(stdout).toMatch(/^expect \d+(\.\d+)? USDC/m);
    expect(stdout).toMatch(/^confirmed [1-9A-HJ-NP-Za-km-z]{64,88} in \d+ ms after \d+ broadcast\(s\)$/m);
  }, 150_000);
});
