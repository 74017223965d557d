import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';

/**
 * LLM_CALLS_PER_DAY: the model fallback costs money per call, so each account has a daily
 * budget of calls; past it the command is judged by the grammar alone (docs/intents.md).
 */
let h: Harness;
let server: Server;
let calls = 0;

const swap = JSON.stringify({ type: 'swap', params: { inputToken: 'USDT', outputToken: 'ORCA', amount: { value: '3', unit: 'token' }, amountSide: 'output', slippageBps: null } });

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'stub-model', choices: [{ index: 0, message: { role: 'assistant', content: swap }, finish_reason: 'stop' }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  h = await startHarness({ env: { LLM_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, LLM_CALLS_PER_DAY: '2' } });
});
afterAll(async () => {
  await h?.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the LLM fallback budget per account', () => {
  it('two fallback calls a day here: the third command is not sent to the model and is refused as the grammar alone would; another account still has its own', async () => {
    const key = await createAccountWithKey(h, { scopes: ['write:intents'] });
    const post = (k = key) => h.request('/v1/intents', { method: 'POST', headers: bearer(k), json: { walletAddress: 'DutRJ5sKEiLVZ2RUPkGK8j4iPraoVBjJPPbxVfgLNwRj', command: 'could you hook me up with 3 ORCA paying in USDT' } });
    for (let i = 0; i < 2; i++) {
      const res = await post();
      expect(res.status, res.text).toBe(201);
      expect(res.body.data).toMatchObject({ type: 'swap', confidence: 0.7 });
    }
    expect(calls).toBe(2);
    const third = await post();
    expect(third.status, third.text).toBe(422);
    expect(third.body.error.code).toBe('intent_parse_error');
    expect(calls).toBe(2);

    const other = await createAccountWithKey(h, { scopes: ['write:intents'] });
    expect((await post(other)).status).toBe(201);
    expect(calls).toBe(3);
  });
});
