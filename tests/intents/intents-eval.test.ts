import { describe, expect, it } from 'vitest';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { IntentParser, staticTokenResolver } from '../../shared/intents/index.js';
import { DEV2_CASES, DEV_CASES, type EvalCase, type EvalOutcome, scoreWithNegatives } from './eval-judge.js';

/**
 * The public dev sets, run in-process with the scorer's comparison rules. Commands are parsed
 * with a test key's network (devnet), as the scorer's test key would, and the request's wallet.
 * The same cases run through the HTTP API in intents-api.test.ts.
 */
function run(cases: EvalCase[]): { accuracy: number; negatives: number } {
  const tokens = staticTokenResolver(DEVNET_TOKENS);
  return scoreWithNegatives(cases.map((c) => {
    const o = new IntentParser({ tokens, walletAddress: c.walletAddress }).tryParse(c.command);
    const outcome: EvalOutcome = o.ok
      ? { ok: true, type: o.intent.type, params: { ...o.intent.params } }
      : { ok: false, code: 'intent_parse_error', message: `${o.failure.reason}: ${o.failure.message}` };
    return { c, outcome };
  }));
}

describe('intent dev sets (in-process)', () => {
  it('parses at least 97% of the first dev set as the scorer expects, refusing every negative', () => {
    expect(DEV_CASES).toHaveLength(100);
    const { accuracy, negatives } = run(DEV_CASES);
    expect(accuracy).toBeGreaterThanOrEqual(0.97);
    expect(negatives).toBe(1);
  });

  it('parses at least 97% of the second dev set as the scorer expects, refusing every negative', () => {
    expect(DEV2_CASES).toHaveLength(45);
    const { accuracy, negatives } = run(DEV2_CASES);
    expect(accuracy).toBeGreaterThanOrEqual(0.97);
    expect(negatives).toBe(1);
  });
});
