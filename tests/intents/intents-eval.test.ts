import { describe, expect, it } from 'vitest';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { IntentParser, staticTokenResolver } from '../../shared/intents/index.js';
import { calibration, DEV2_CASES, DEV3_CASES, DEV4_CASES, DEV_CASES, DEV_ORDERS_CASES, type EvalCase, type EvalOutcome, scoreWithNegatives } from './eval-judge.js';

/**
 * The public dev sets, run in-process with the scorer's comparison rules. Commands are parsed
 * with a test key's network (devnet), as the scorer's test key would, and the request's wallet.
 * The same cases run through the HTTP API in intents-api.test.ts.
 */
function run(name: string, cases: EvalCase[]): { accuracy: number; negatives: number; wrongAtHigh: number } {
  const tokens = staticTokenResolver(DEVNET_TOKENS);
  const results = cases.map((c) => {
    const o = new IntentParser({ tokens, walletAddress: c.walletAddress }).tryParse(c.command);
    const outcome: EvalOutcome = o.ok
      ? { ok: true, type: o.intent.type, params: { ...o.intent.params }, confidence: o.intent.confidence }
      : { ok: false, code: 'intent_parse_error', message: `${o.failure.reason}: ${o.failure.message}` };
    return { c, outcome };
  });
  return { ...scoreWithNegatives(results), wrongAtHigh: calibration(name, results).wrongAtHigh };
}

describe('intent dev sets (in-process)', () => {
  it.each([
    ['intents-dev.jsonl', DEV_CASES, 100],
    ['intents-dev-2.jsonl', DEV2_CASES, 45],
    ['intents-dev-3.jsonl', DEV3_CASES, 85],
  ] as const)('parses all of %s as the scorer expects, every negative refused, no wrong answer at confidence >= 0.9', (name, cases, size) => {
    expect(cases).toHaveLength(size);
    const { accuracy, negatives, wrongAtHigh } = run(name, cases);
    expect(accuracy).toBe(1);
    expect(negatives).toBe(1);
    expect(wrongAtHigh).toBe(0);
  });

  // Round four (issue 35) is not at 100% yet: every negative is refused and no wrong answer is
  // given at confidence >= 0.9, but 11 positives are still refused (voice letters, slash
  // commands, symbol-and-mint pairs). The floor keeps what is reached.
  it('parses intents-dev-4.jsonl with every negative refused, no wrong answer at confidence >= 0.9, and at least 98% right', () => {
    expect(DEV4_CASES).toHaveLength(90);
    const { accuracy, negatives, wrongAtHigh } = run('intents-dev-4.jsonl', DEV4_CASES);
    expect(accuracy).toBeGreaterThanOrEqual(0.98);
    expect(negatives).toBe(1);
    expect(wrongAtHigh).toBe(0);
  });

  // Orders (issue 41, api-decisions section 9): limit, stop-loss, take-profit, breakout, DCA, cancels.
  it('parses intents-dev-orders.jsonl with every negative refused, no wrong answer at confidence >= 0.9, and at least 97% right', () => {
    expect(DEV_ORDERS_CASES).toHaveLength(80);
    const { accuracy, negatives, wrongAtHigh } = run('intents-dev-orders.jsonl', DEV_ORDERS_CASES);
    expect(accuracy).toBeGreaterThanOrEqual(0.97);
    expect(negatives).toBe(1);
    expect(wrongAtHigh).toBe(0);
  });

  // The order-like commands of the earlier sets are orders now (shared/eval/README.md).
  it.each([
    ['e042', DEV2_CASES], ['d3-019', DEV3_CASES], ['d3-025', DEV3_CASES], ['d3-027', DEV3_CASES], ['d4-083', DEV4_CASES],
  ] as const)('reads %s as the order the scorer expects', (id, cases) => {
    const c = cases.find((x) => x.id === id) as EvalCase;
    expect(c.expect.type).toBe('order');
    const { accuracy } = run(id, [c]);
    expect(accuracy).toBe(1);
  });
});
