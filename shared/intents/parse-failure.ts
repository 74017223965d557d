import { AppError } from '../errors/app-error.js';
import type { IntentField, IntentParseFailure, IntentParseReason } from './intent.types.js';

/**
 * Thrown inside the grammar to stop at the first problem; the parser turns it into an
 * IntentParseFailure, so `tryParse` never lets it escape.
 */
export class IntentRejection extends Error {
  constructor(readonly failure: IntentParseFailure) {
    super(failure.message);
    this.name = 'IntentRejection';
  }
}

/** Build the rejection for `reason`; `missing` and `suggestions` are left out when empty. */
export function reject(
  reason: IntentParseReason,
  message: string,
  extra: { missing?: IntentField[]; suggestions?: string[] } = {},
): IntentRejection {
  const failure: IntentParseFailure = { reason, message };
  if (extra.missing?.length) failure.missing = extra.missing;
  if (extra.suggestions?.length) failure.suggestions = extra.suggestions;
  return new IntentRejection(failure);
}

/** The API error for a refused command: 422 intent_parse_error with `{ reason, missing?, suggestions? }`. */
export function intentParseError(failure: IntentParseFailure): AppError {
  const details: Record<string, unknown> = { reason: failure.reason };
  if (failure.missing?.length) details.missing = failure.missing;
  if (failure.suggestions?.length) details.suggestions = failure.suggestions;
  return new AppError('intent_parse_error', failure.message, { details });
}

/** Refusals no unknown mint can explain: learning one would not change the answer. */
const TOKEN_INDEPENDENT: ReadonlySet<IntentParseReason> = new Set<IntentParseReason>([
  'empty_command', 'question', 'unsupported_action', 'multiple_actions', 'ambiguous_amount', 'invalid_amount', 'non_positive_amount', 'invalid_slippage',
]);

/**
 * Whether a refusal may come from a mint the registry has not seen: an unknown token, but also
 * a transfer of one ("send 5 MINT to ADDR" reads as two addresses, an invalid recipient).
 * A command refused for its amount alone would be refused again.
 */
export function mayNameUnknownMint(failure: IntentParseFailure): boolean {
  if (TOKEN_INDEPENDENT.has(failure.reason)) return false;
  return !(failure.reason === 'missing_fields' && (failure.missing ?? []).every((field) => field === 'amount'));
}
