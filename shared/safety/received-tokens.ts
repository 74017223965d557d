import { NATIVE_MINT } from '../chain/token-list.js';
import type { BuildWarning } from '../catalogue/catalogue-parse.js';
import type { Finding, SafetyReport } from './safety.types.js';

/**
 * The mints a build of this intent buys or receives for the wallet (docs/safety.md): a swap's
 * output, liquid staking's token. SOL never (it has no mint account to judge).
 */
export function receivedMints(intent: { type: string; params: unknown }): string[] {
  const p = (intent.params ?? {}) as Record<string, unknown>;
  const mintOf = (t: unknown) => (typeof t === 'object' && t !== null && typeof (t as { mint?: unknown }).mint === 'string' ? (t as { mint: string }).mint : null);
  const mints: Array<string | null> = [];
  if (intent.type === 'swap') mints.push(mintOf(p.outputToken));
  if (intent.type === 'stake') mints.push(mintOf(p.liquidToken));
  return [...new Set(mints.filter((m): m is string => m !== null && m !== NATIVE_MINT))];
}

/** The danger findings of a report, as a build's warnings (code, mint, message). */
export function dangerWarnings(report: SafetyReport): BuildWarning[] {
  return report.findings.filter((f) => f.severity === 'danger').map((f) => ({ code: f.code, mint: report.mint, message: f.message }));
}

/** The danger findings of reports, with their mint, as 422 unsafe_token names them. */
export function dangerFindings(reports: readonly SafetyReport[]): Array<Finding & { mint: string }> {
  return reports.flatMap((r) => r.findings.filter((f) => f.severity === 'danger').map((f) => ({ mint: r.mint, ...f })));
}
