/** The shapes of a token's safety report (api-decisions section 10, docs/safety.md). */

export const SAFETY_CODES = [
  'mint_authority', 'freeze_authority', 'permanent_delegate', 'transfer_hook', 'transfer_fee', 'default_frozen', 'non_transferable',
  'pausable', 'mint_close_authority', 'metadata_mutable', 'holder_concentration', 'not_sellable', 'low_liquidity',
] as const;
export type SafetyCode = (typeof SAFETY_CODES)[number];
export type Severity = 'info' | 'warning' | 'danger';
export type SafetyLevel = 'ok' | 'caution' | 'danger' | 'unknown';

/** What on chain shows a finding, or why it cannot be known. */
export type Evidence = { account: string; field: string; value: unknown; slot: number; [more: string]: unknown } | { unknown: string };

export interface Finding {
  code: SafetyCode;
  severity: Severity;
  message: string;
  evidence: Evidence;
}

export interface SafetyReport {
  mint: string;
  level: SafetyLevel;
  findings: Finding[];
  checkedAt: string;
  /** The slot the chain data was read at (null when the RPC did not answer). */
  slot: number | null;
  /** Why the level is `unknown` when the RPC could not answer at all. */
  reason?: string;
}

/** A report's level: danger over unknown over caution over ok (a check that could not run never reads as ok). */
export function levelOf(findings: readonly Finding[], rpcAnswered = true): SafetyLevel {
  if (!rpcAnswered) return 'unknown';
  if (findings.some((f) => f.severity === 'danger')) return 'danger';
  if (findings.some((f) => 'unknown' in f.evidence)) return 'unknown';
  if (findings.some((f) => f.severity === 'warning')) return 'caution';
  return 'ok';
}
