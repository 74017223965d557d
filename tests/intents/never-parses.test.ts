import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';

const WALLET = '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH';
const RECIPIENT = 'A4MfpK5JtghRaRw6Ko3qEknq9myx6EAZeHNyYeU3QpET';
const NEW_MINT = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr';

/**
 * Issue 12 item 8: a command that can never parse, whatever mint the registry learns, costs no
 * chain lookup (a flood of them from one account once filled the shared workers with RPC
 * calls). Counted on the worker's own RPC call metric, every outcome summed.
 */
let h: Harness;
let key: TestKey;
beforeAll(async () => {
  h = await startHarness();
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents'] });
});
afterAll(async () => { await h?.close(); });

async function accountLookups(): Promise<number> {
  const text = await h.worker.metrics.registry.metrics();
  return [...text.matchAll(/solana_rpc_calls_total\{[^}]*method="getMultipleAccounts"[^}]*\} (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
}

describe('commands that can never parse never touch the chain', () => {
  it('answers 422 without an RPC call when learning the address as a mint would change nothing', async () => {
    const before = await accountLookups();
    for (const command of [`send NaN SOL to ${RECIPIENT}`, `send Infinity SOL to ${RECIPIENT}`, `send abc SOL to ${RECIPIENT}`, `send NaN ${NEW_MINT} to ${RECIPIENT}`]) {
      const res = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command }, headers: bearer(key) });
      expect({ command, status: res.status, code: res.body.error?.code }).toEqual({ command, status: 422, code: 'intent_parse_error' });
    }
    expect(await accountLookups()).toBe(before);
  });

  it('still asks the chain when the unknown address is where a token belongs', async () => {
    const before = await accountLookups();
    const res = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command: `swap 10 USDC for ${NEW_MINT}` }, headers: bearer(key) });
    // The test keys' RPC is a closed port here: the lookup fails, and the answer says so (it is
    // not "unknown token": whether the address is a mint could not be checked).
    expect(res.status, res.text).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'upstream_error', details: { network: 'devnet', reason: 'rpc_unreachable' } });
    expect(await accountLookups()).toBeGreaterThan(before);
  });
});
