import { readFileSync } from 'node:fs';

/**
 * The comparison rules of shared/eval/score-intents.mjs (see shared/eval/README.md), shared by
 * the in-process and the HTTP runs of the dev set.
 */
export interface EvalCase {
  id: string;
  command: string;
  walletAddress: string;
  expect: { error?: string; type?: string; params?: Record<string, any> };
  tags?: string[];
}

/** What a run produced for one case: a parsed intent, or an error code. */
export type EvalOutcome = { ok: true; type: string; params: Record<string, unknown>; confidence?: number } | { ok: false; code: string; message: string };

const readCases = (file: string): EvalCase[] => readFileSync(new URL(file, import.meta.url), 'utf8')
  .split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as EvalCase);

/** The dev set copied from shared/eval (100 cases). */
export const DEV_CASES: EvalCase[] = readCases('./intents-dev.jsonl');

/** The second dev set copied from shared/eval (45 cases: other chains, agent phrasing, ...). */
export const DEV2_CASES: EvalCase[] = readCases('./intents-dev-2.jsonl');

/** The third dev set copied from shared/eval (85 cases: context sentences, agent fields, every-all, ...). */
export const DEV3_CASES: EvalCase[] = readCases('./intents-dev-3.jsonl');

/** The fourth dev set copied from shared/eval (90 cases: voice, chat, mint addresses, fractions, ...). */
export const DEV4_CASES: EvalCase[] = readCases('./intents-dev-4.jsonl');

/** The orders dev set copied from shared/eval (80 cases: limit, stop-loss, take-profit, DCA, cancels, ...). */
export const DEV_ORDERS_CASES: EvalCase[] = readCases('./intents-dev-orders.jsonl');

/** Confidence bands of the calibration table (docs/intents.md), highest first. */
export const BANDS: readonly { label: string; min: number }[] = [
  { label: '>= 0.90', min: 0.9 }, { label: '0.80-0.89', min: 0.8 }, { label: '0.70-0.79', min: 0.7 }, { label: '0.50-0.69', min: 0.5 },
];

/**
 * Accuracy by confidence band of the answered intents (a refusal has no confidence): per band,
 * how many answers there were and how many the scorer passes. Prints the table; returns the
 * number of wrong answers at confidence >= 0.9, which must be 0.
 */
export function calibration(name: string, results: { c: EvalCase; outcome: EvalOutcome }[]): { wrongAtHigh: number; rows: { label: string; answered: number; right: number }[] } {
  const rows = BANDS.map((b) => ({ label: b.label, answered: 0, right: 0 }));
  for (const r of results) {
    if (!r.outcome.ok || typeof r.outcome.confidence !== 'number') continue;
    const band = BANDS.findIndex((b) => (r.outcome as { confidence: number }).confidence >= b.min);
    const row = rows[band === -1 ? rows.length - 1 : band];
    row.answered++;
    if (judge(r.c, r.outcome).length === 0) row.right++;
  }
  console.log(`calibration ${name}: ${rows.map((r) => `${r.label} ${r.right}/${r.answered}`).join(', ')}`);
  return { wrongAtHigh: rows[0].answered - rows[0].right, rows };
}

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
  // An order's trigger: the watched token, the condition, and a price or a relative change.
  if (field === 'trigger') {
    if (!got || symbolOf(got.token?.symbol ?? got.token, type) !== symbolOf(want.token, type) || got.condition !== want.condition) return false;
    return ['priceUsd', 'changePercent'].every((k) => want[k] === undefined || (got[k] != null && sameNumber(got[k], want[k])));
  }
  // A schedule: every { value, unit } and the number of cycles (null: until cancelled).
  if (field === 'schedule') {
    if (!got?.every || got.every.unit !== want.every.unit || !sameNumber(got.every.value, want.every.value)) return false;
    return want.cycles === undefined || (want.cycles === null ? got.cycles == null : Number(got.cycles) === Number(want.cycles));
  }
  return got === want;
}

/** The scorer's verdict for one case: the list of differences, empty when it passes. */
export function judge(c: EvalCase, outcome: EvalOutcome): string[] {
  if (c.expect.error) {
    if (outcome.ok) return [`want ${c.expect.error}, got type=${outcome.type} params=${JSON.stringify(outcome.params)}`];
    return outcome.code === c.expect.error ? [] : [`want ${c.expect.error}, got ${outcome.code}`];
  }
  if (!outcome.ok) return [`want ${c.expect.type}, got ${outcome.code}: ${outcome.message}`];
  const diffs: string[] = [];
  if (outcome.type !== c.expect.type) diffs.push(`type: want ${c.expect.type}, got ${outcome.type}`);
  for (const [field, want] of Object.entries(c.expect.params ?? {})) {
    if (!fieldMatches(field, want, outcome.params[field], c.expect.type ?? '')) diffs.push(`${field}: want ${JSON.stringify(want)}, got ${JSON.stringify(outcome.params[field])}`);
  }
  return diffs;
}

/** Judge every case, print the failures and the scorer's summary line; returns the accuracy. */
export function score(results: { c: EvalCase; outcome: EvalOutcome }[]): number {
  return scoreWithNegatives(results).accuracy;
}

/** Accuracy over all cases and the share of negative cases refused as expected. */
export function scoreWithNegatives(results: { c: EvalCase; outcome: EvalOutcome }[]): { accuracy: number; negatives: number } {
  const judged = results.map((r) => ({ ...r, diffs: judge(r.c, r.outcome) }));
  const failures = judged.filter((r) => r.diffs.length > 0);
  for (const { c, diffs } of failures) console.log(`${c.id} [${(c.tags ?? []).join(',')}] ${JSON.stringify(c.command)}\n  - ${diffs.join('\n  - ')}`);
  const accuracy = (results.length - failures.length) / results.length;
  const negatives = judged.filter((r) => r.c.expect.error);
  const refused = negatives.filter((r) => r.diffs.length === 0).length;
  console.log(`intent accuracy: ${(accuracy * 100).toFixed(1)}% (${results.length - failures.length}/${results.length}), negatives ${refused}/${negatives.length}`);
  return { accuracy, negatives: negatives.length ? refused / negatives.length : 1 };
}
