import { describe, expect, it } from 'vitest';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { IntentParser, staticTokenResolver } from '../../shared/intents/index.js';
import { DEV_CASES, score, type EvalOutcome } from './eval-judge.js';

/**
 * The public dev set, run in-process with the scorer's comparison rules. Commands are parsed
 * with a test key's network (devnet), as the scorer's test key would. The same cases run
 * through the HTTP API in intents-api.test.ts.
 */
describe('intent dev set (in-process)', () => {
  it('parses at least 95% of the cases as the scorer expects', () => {
    const parser = new IntentParser({ tokens: staticTokenResolver(DEVNET_TOKENS) });
    const results = DEV_CASES.map((c) => {
      const o = parser.tryParse(c.command);
      const outcome: EvalOutcome = o.ok
        ? { ok: true, type: o.intent.type, params: { ...o.intent.params } }
        : { ok: false, code: 'intent_parse_error', message: `${o.failure.reason}: ${o.failure.message}` };
      return { c, outcome };
    });
    expect(DEV_CASES).toHaveLength(100);
    expect(score(results)).toBeGreaterThanOrEqual(0.95);
  });
});
