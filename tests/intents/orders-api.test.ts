import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { calibration, DEV_ORDERS_CASES, type EvalCase, type EvalOutcome, scoreWithNegatives } from './eval-judge.js';

/**
 * Orders through HTTP (issue 41, point 1: understanding only). An order or a cancel is parsed
 * and stored as an intent like any other; building one as a transaction now is a clear 422.
 */
const WALLET = '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH';

let h: Harness;
let key: TestKey;
let live: TestKey;
beforeAll(async () => {
  h = await startHarness({ localnet: true });
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents', 'write:transactions', 'read:transactions'] });
  live = await createAccountWithKey(h, { environment: 'live', scopes: ['write:intents'] });
});
afterAll(async () => {
  await h.close();
});

const parse = (command: string) => h.request('/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command }, headers: bearer(key) });

describe('order intents through HTTP', () => {
  it('parses a limit buy into an order with its trigger, stored and read back', async () => {
    const res = await parse('pick up 3 SOL if it slides to $118.50');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: 'order', status: 'parsed', network: 'devnet',
      params: {
        inputToken: { symbol: 'USDC' }, outputToken: { symbol: 'SOL' }, amount: { value: '3', unit: 'token' }, amountSide: 'output',
        kind: 'limit_buy', trigger: { token: { symbol: 'SOL' }, condition: 'below', priceUsd: '118.5' }, schedule: null, expiresAt: null,
      },
    });
    const again = await h.request(`/v1/intents/${res.body.data.id}`, { headers: bearer(key) });
    expect(again.body.data).toEqual(res.body.data);
  });

  it('parses a recurring buy and a cancel', async () => {
    const dca = await parse('buy $25 of JUP every 3 days, 6 times');
    expect(dca.status).toBe(201);
    expect(dca.body.data.params).toMatchObject({ kind: 'dca', amount: { value: '25', unit: 'usd' }, trigger: null, schedule: { every: { value: '3', unit: 'day' }, cycles: 6 } });
    const cancel = await parse('cancel all of my JUP orders');
    expect(cancel.status).toBe(201);
    expect(cancel.body.data).toMatchObject({ type: 'cancel_order', params: { orderId: null, token: { symbol: 'JUP' } } });
  });

  it('refuses a trailing stop with its reason, in the error envelope', async () => {
    const res = await parse('set a trailing stop 5% below the high on 2 SOL');
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'intent_parse_error', details: { reason: 'trailing_stop' } });
  });

  it('answers 422 order_intent, not a 500, when an order or a cancel is sent to POST /v1/transactions/build, and records nothing', async () => {
    for (const command of ['sell 1 SOL when SOL climbs to $400', 'cancel every open order']) {
      const intent = await parse(command);
      expect(intent.status).toBe(201);
      const res = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: WALLET }, headers: bearer(key) });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'nothing_to_do', details: { reason: 'order_intent', intentType: intent.body.data.type } });
      expect(res.body.error.message).toMatch(/POST \/v1\/orders/);
      expect(await h.orm.em.fork().count(TransactionRecord, { intentId: intent.body.data.id })).toBe(0);
    }
    expect(await h.orm.em.fork().count(Intent, { type: 'order' })).toBeGreaterThan(0);
  });
});

describe('the orders dev set through the HTTP API', () => {
  it('scores at least 97% on intents-dev-orders.jsonl as shared/eval/score-intents.mjs would, every negative refused, no wrong answer at confidence >= 0.9', async () => {
    const results: { c: EvalCase; outcome: EvalOutcome }[] = [];
    for (const c of DEV_ORDERS_CASES) {
      // A live key: a test key allows only 100 requests a day.
      const res = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: c.walletAddress, command: c.command }, headers: bearer(live) });
      const outcome: EvalOutcome = res.status === 201
        ? { ok: true, type: res.body.data.type, params: res.body.data.params, confidence: res.body.data.confidence }
        : { ok: false, code: res.body?.error?.code ?? `http_${res.status}`, message: res.body?.error?.message ?? '' };
      results.push({ c, outcome });
    }
    const { accuracy, negatives } = scoreWithNegatives(results);
    expect(accuracy).toBeGreaterThanOrEqual(0.97);
    expect(negatives).toBe(1);
    expect(calibration('intents-dev-orders.jsonl (HTTP)', results).wrongAtHigh).toBe(0);
  }, 180_000);
});
