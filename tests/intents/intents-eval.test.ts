import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { IntentParser, type ParseOutcome, staticTokenResolver } from '../../shared/intents/index.js';

/**
 * The public dev set, run in-process with the comparison rules of
 * shared/eval/score-intents.mjs (see shared/eval/README.md). Dev-set commands are parsed with
 * a test key's network (devnet), as the scorer's test key would.
 */

interface EvalCase {
  id: string;
  command: string;
  expect: { error?: string; type?: string; params?: Record<string, any> };
  tags?: string[];
}

const cases: EvalCase[] = readFileSync(new URL('./intents-dev.jsonl', import.meta.url), 'utf8')
  .split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as EvalCase);

// Canonical decimal string ("0010.50" -> "10.5"); null when not a plain decimal.
function canonDecimal(v: unknown): string | null {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(String(v).trim());
  if (!m || (m[2] === '' && !m[3])) return null;
  const int = m[2].replace(/^0+/, '') || '0';
  const frac = (m[3] ?? '').replace(/0+$/, '');
  return `${m[1] === '-' && (int !== '0' || frac) ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

function sameNumber(got: unknown, want: unknown): boolean {
  const a = canonDecimal(got);
  const b = canonDecimal(want);
  if (a !== null && b !== null) return a === b;
  return Number.isFinite(Number(got)) && Number(got) === Number(want);
}

const TOKEN_FIELDS = new Set(['inputToken', 'outputToken', 'token']);
function symbolOf(s: unknown, type: string): string {
  const x = String(s ?? '').trim().replace(/^\$/, '').toLowerCase();
  return (type === 'wrap' || type === 'unwrap') && x === 'wsol' ? 'sol' : x;
}

function fieldMatches(field: string, want: any, got: any, type: string): boolean {
  if (want === null) return got === null || got === undefined;
  if (TOKEN_FIELDS.has(field)) return got?.symbol != null && symbolOf(got.symbol, type) === symbolOf(want, type);
  if (field === 'amount') {
    if (!got || got.unit !== want.unit) return false;
    return want.value == null ? got.value == null : got.value != null && sameNumber(got.value, want.value);
  }
  if (field === 'slippageBps') return got != null && Number(got) === Number(want);
  return got === want;
}

/** The scorer's verdict for one case: the list of differences, empty when it passes. */
function judge(c: EvalCase, outcome: ParseOutcome): string[] {
  if (c.expect.error) {
    return outcome.ok ? [`want ${c.expect.error}, got type=${outcome.intent.type} params=${JSON.stringify(outcome.intent.params)}`] : [];
  }
  if (!outcome.ok) return [`want ${c.expect.type}, got intent_parse_error ${outcome.failure.reason}: ${outcome.failure.message}`];
  const diffs: string[] = [];
  if (outcome.intent.type !== c.expect.type) diffs.push(`type: want ${c.expect.type}, got ${outcome.intent.type}`);
  const params: Record<string, unknown> = { ...outcome.intent.params };
  for (const [field, want] of Object.entries(c.expect.params ?? {})) {
    if (!fieldMatches(field, want, params[field], c.expect.type ?? '')) diffs.push(`${field}: want ${JSON.stringify(want)}, got ${JSON.stringify(params[field])}`);
  }
  return diffs;
}

describe('intent dev set (in-process)', () => {
  it('parses at least 95% of the cases as the scorer expects', () => {
    const parser = new IntentParser({ tokens: staticTokenResolver(DEVNET_TOKENS) });
    const results = cases.map((c) => ({ c, diffs: judge(c, parser.tryParse(c.command)) }));
    const failures = results.filter((r) => r.diffs.length > 0);
    for (const { c, diffs } of failures) console.log(`${c.id} [${(c.tags ?? []).join(',')}] ${JSON.stringify(c.command)}\n  - ${diffs.join('\n  - ')}`);
    const accuracy = (results.length - failures.length) / results.length;
    console.log(`intent accuracy: ${(accuracy * 100).toFixed(1)}% (${results.length - failures.length}/${results.length})`);
    expect(cases).toHaveLength(100);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
