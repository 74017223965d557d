import { AppError } from '../errors/app-error.js';
import type { IntentField, IntentParseFailure, IntentParseReason, TokenResolver } from './intent.types.js';

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
  extra: { missing?: IntentField[]; suggestions?: string[]; word?: string } = {},
): IntentRejection {
  const failure: IntentParseFailure = { reason, message };
  if (extra.missing?.length) failure.missing = extra.missing;
  if (extra.suggestions?.length) failure.suggestions = extra.suggestions;
  if (extra.word) failure.word = extra.word;
  // A refusal is an answer, not a bug: no stack trace to capture (it cost a few percent of a parse).
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new IntentRejection(failure);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** The API error for a refused command: 422 intent_parse_error with `{ reason, missing?, suggestions? }`. */
export function intentParseError(failure: IntentParseFailure): AppError {
  const details: Record<string, unknown> = { reason: failure.reason };
  if (failure.missing?.length) details.missing = failure.missing;
  if (failure.suggestions?.length) details.suggestions = failure.suggestions;
  if (failure.candidates?.length) details.candidates = failure.candidates;
  return new AppError('intent_parse_error', failure.message, { details });
}

/** Refusals no unknown mint can explain: learning one would not change the answer. */
const TOKEN_INDEPENDENT: ReadonlySet<IntentParseReason> = new Set<IntentParseReason>([
  'empty_command', 'question', 'unsupported_action', 'multiple_actions', 'ambiguous_amount', 'invalid_amount', 'non_positive_amount', 'invalid_slippage',
  'unsupported_chain', 'not_expressible',
  'missing_trigger', 'other_currency', 'contradictory_condition', 'multiple_orders', 'trigger_and_schedule', 'single_cycle', 'no_interval',
  'invalid_schedule', 'invalid_trigger', 'invalid_expiry', 'trailing_stop', 'event_condition',
]);

/**
 * Whether a refusal may come from a mint the registry has not seen: an unknown token, but also
 * a transfer of one ("send 5 MINT to ADDR" reads as two addresses, an invalid recipient).
 * A command refused for its amount alone would be refused again.
 *
 * With `probe`, the answer is exact rather than by reason: the command is read again (the
 * parser is pure and synchronous) as if the candidate mints were known tokens, all together
 * and each alone, and a lookup is worth it only if one of those readings parses. So a command
 * that can never parse ("send NaN SOL to ADDR": its unknown token is not an address, and
 * learning ADDR as a mint changes nothing) never costs a chain lookup.
 */
export function mayNameUnknownMint(failure: IntentParseFailure, probe?: { candidates: readonly string[]; parses: (knownMints: readonly string[]) => boolean }): boolean {
  if (TOKEN_INDEPENDENT.has(failure.reason)) return false;
  if (failure.reason === 'missing_fields' && (failure.missing ?? []).every((field) => field === 'amount')) return false;
  if (!probe) return true;
  if (!probe.candidates.length) return false;
  return probe.parses(probe.candidates) || (probe.candidates.length > 1 && probe.candidates.some((mint) => probe.parses([mint])));
}

/**
 * A resolver that also knows `mints` as tokens (symbol = the mint, 9 decimals): the reading of
 * a command as it would be once those mints were learned, for mayNameUnknownMint's probe.
 */
export function withPlaceholderMints(tokens: TokenResolver, mints: readonly string[]): TokenResolver {
  const known = new Set(mints);
  return {
    resolve: (symbolOrMint) => tokens.resolve(symbolOrMint) ?? (known.has(symbolOrMint.trim()) ? { mint: symbolOrMint.trim(), symbol: symbolOrMint.trim(), decimals: 9 } : null),
    symbols: () => tokens.symbols(),
  };
}
