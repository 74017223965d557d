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
