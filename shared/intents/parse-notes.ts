import type { ParseCorrection } from './intent.types.js';

/**
 * Parse-wide bookkeeping of the intent parser: what each guess costs in confidence, and the
 * notes (inferred, defaulted, corrected, ignored) every stage adds to.
 */

/** Confidence of a complete, unambiguous command: high, but never a claim of certainty. */
export const FULL_CONFIDENCE = 0.98;
/** What each guess costs in confidence. */
export const PENALTY = {
  verbTypo: 0.15,
  tokenTypo: 0.15,
  defaulted: 0.1,
  inferredType: 0.3,
  inferredSide: 0.05,
  ignoredWord: 0.05,
  /** A sentence read as context and left out. */
  context: 0.02,
  /** "250 JUP is what I want; pay with USDC": a wish read as a buy. */
  wish: 0.1,
  /** "I want every JTO sold": a participle read as the action. */
  participle: 0.05,
  /** A command read as an order (orders.ts): its clauses are taken out before the swap is read. */
  order: 0.04,
  /** An order's part that follows from another ("at $3" on a sell: at or above). */
  orderGuess: 0.06,
} as const;
/** More unknown words than this and the command is not understood, whatever else it says. */
export const MAX_IGNORED_WORDS = 3;

export const SUPPORTED = 'swap, buy, sell, send, stake, unstake, wrap or unwrap';

/** Parse-wide bookkeeping: what was guessed, and what it cost in confidence. */
export class ParseNotes {
  readonly inferred: string[] = [];
  readonly defaulted: string[] = [];
  readonly corrections: ParseCorrection[] = [];
  readonly ignored: string[] = [];
  /** Every guess, in words, as the record's `details.assumptions`. */
  readonly assumptions: string[] = [];
  penalty = 0;
  /** A phrase named the token paid ("fund it with", "pay with"): "for X" then names what is bought. */
  payment = false;
  /** The command says what it wants ("want", "need", "budget", "receive"). */
  wish = false;
  /** "swap 1 SOL to USDC and send it to <address>": the swap's output goes to that address (issue 35). */
  delivery = false;

  /** A guess that costs `cost` in confidence, said in words. */
  assume(words: string, cost: number): void {
    this.assumptions.push(words);
    this.penalty += cost;
  }

  correct(from: string, to: string, kind: ParseCorrection['kind']): void {
    this.corrections.push({ from, to, kind });
    this.assume(`read "${from}" as the ${kind} "${to}" (a typo)`, kind === 'verb' ? PENALTY.verbTypo : PENALTY.tokenTypo);
  }

  infer(field: string, cost: number, words?: string): void {
    this.inferred.push(field);
    this.assume(words ?? INFERRED_WORDS[field] ?? `${field} inferred`, cost);
  }

  default(field: string, words?: string): void {
    this.defaulted.push(field);
    this.assume(words ?? `${field} not named: a default was used`, PENALTY.defaulted);
  }

  ignore(word: string): void {
    this.ignored.push(word);
    this.assume(`skipped "${word}" (not understood)`, PENALTY.ignoredWord);
  }
}

export const INFERRED_WORDS: Record<string, string> = {
  type: 'no action verb: the action was inferred from the command\'s shape',
  amountSide: 'the amount was taken as the amount on the side its position suggests',
  outputToken: 'unstaking a liquid staking token: read as a swap back to SOL',
};
