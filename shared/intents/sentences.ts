import type { Lexeme } from './lexer.js';
import {
  ACTION_NOUNS, FILLER_WORDS, phrasalVerb, QUESTION_OPENERS, QUESTION_WORDS, REQUEST_WORDS, SLIPPAGE_WORDS, UNSUPPORTED_VERBS, VERBS,
} from './lexicon.js';

/**
 * A command in several sentences: find the instruction and let the other sentences be context.
 * "Long day. Send 1 SOL to X." reads only the second sentence; "Rough month. Send 1 SOL to X.
 * Then stake 2 SOL." keeps both instructions (and is refused as multiple actions); "Feeling
 * lucky. Should I ape 2 SOL into WIF?" keeps the question (and is refused as one).
 *
 * A sentence ends at ".", "!" or "?" (and at a line break after a header or before a field
 * line, see normaliseCommand). A sentence is an instruction when it has an action verb that is
 * neither a noun ("my swap") nor part of a statement ("I'm moving everything ..."). Sentences
 * without one are kept when they carry a field of the instruction (an address, the slippage, a
 * validator, a wallet's role, a token to pay with) and dropped otherwise: their words are never
 * read as tokens, amounts, addresses or actions.
 */

const wordOf = (l: Lexeme | undefined): string | null => (l?.kind === 'word' && !l.dollar ? l.text : null);

/** Words before a verb that make it part of a statement, not a request ("I'm moving", "we have sent"). */
const STATEMENT_BEFORE = new Set(["i'm", 'im', 'am', 'was', 'were', 'been', 'is', 'are', "we're", "they're", "he's", "she's", "it's",
  'had', 'has', 'have', "i've", "we've", 'ive', "they've", 'being', 'already', 'recently', 'just', 'still', 'also', 'keep', 'kept']);
const NOUN_BEFORE = new Set(['my', 'the', 'your', 'our', 'a', 'an', 'in', 'from', 'this', 'that', 'of', 'his', 'her', 'their']);
const NOUN_AFTER = new Set(['account', 'accounts', 'fee', 'fees', 'rate', 'history', 'pool', 'position']);
/** Words that make a sentence carry a field of the instruction. */
const FIELD_WORDS = new Set(['validator', 'signer', 'payer', 'sender', 'owner', 'acting', 'behalf']);
/** First words of a sentence that names the token paid ("Pay with USDT." is read as "with USDT"). */
const PAYMENT_OPENERS = new Set(['with', 'using']);

interface Sentence {
  from: number;
  /** Index after its last lexeme (its end mark included). */
  to: number;
}

function verbAt(lexemes: readonly Lexeme[], i: number): boolean {
  const w = wordOf(lexemes[i]);
  if (w === null) return false;
  const next = wordOf(lexemes[i + 1]) ?? '';
  if (phrasalVerb(w, next) !== undefined) return true;
  if (REQUEST_WORDS.has(w) && ACTION_NOUNS.has(wordOf(lexemes[i + 2]) ?? next)) return true;
  if (!VERBS.has(w) && !UNSUPPORTED_VERBS.has(w)) return false;
  if (NOUN_BEFORE.has(wordOf(lexemes[i - 1]) ?? '') || NOUN_AFTER.has(next)) return false;
  // "on a bad trade yesterday", "my last swap": an article or possessive and one more word before it.
  if (['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'that', 'this'].includes(wordOf(lexemes[i - 2]) ?? '') && lexemes[i - 1]?.kind === 'word'
    && !VERBS.has(wordOf(lexemes[i - 1]) ?? '')) return false;
  // "I'm moving everything to cold storage next month", "I've already sent it".
  let k = i - 1;
  while (k >= 0 && ['just', 'already', 'also', 'still', 'recently', 'been'].includes(wordOf(lexemes[k]) ?? '')) k--;
  if (k < i - 1 && wordOf(lexemes[i - 1]) === 'been') return false;
  if (STATEMENT_BEFORE.has(wordOf(lexemes[k]) ?? '') && !['just', 'also', 'keep', 'kept'].includes(wordOf(lexemes[k]) ?? '')) return false;
  return true;
}

/** Words that may open an order before its verb: "Then stake 2 SOL", "Anyway, swap ...", "Please send ...". */
const OPENERS = new Set(['then', 'and', 'also', 'so', 'now', 'anyway', 'anyways', 'ok', 'okay', 'first', 'next', 'finally', 'just', 'please',
  'pls', 'plz', 'kindly', 'lastly', 'after', 'that', 'afterwards', 'right', 'go', 'ahead', 'and', 'for', 'can', 'could', 'would', 'will', 'you', 'u', 'hey', 'hi', 'yo', 'gm', 'quickly']);

function isImperative(lexemes: readonly Lexeme[], from: number, verbAt: number): boolean {
  for (let i = from; i < verbAt; i++) {
    const l = lexemes[i];
    if (l.kind === 'mark') continue;
    if (!OPENERS.has(wordOf(l) ?? '')) return false;
  }
  return true;
}

function isQuestion(lexemes: readonly Lexeme[], s: Sentence): boolean {
  let i = s.from;
  while (i < s.to && FILLER_WORDS.has(wordOf(lexemes[i]) ?? '') && !QUESTION_OPENERS.has(wordOf(lexemes[i]) ?? '')) i++;
  const first = wordOf(lexemes[i]) ?? '';
  return QUESTION_OPENERS.has(first) || QUESTION_WORDS.has(first) || lexemes[s.to - 1]?.kind === 'mark' && (lexemes[s.to - 1] as { text: string }).text === '?';
}

/** The command's lexemes with its context sentences left out, and those sentences (as written). */
export function selectInstruction(lexemes: Lexeme[]): { lexemes: Lexeme[]; context: string[] } {
  const sentences: Sentence[] = [];
  let from = 0;
  for (let i = 0; i < lexemes.length; i++) {
    const l = lexemes[i];
    if (l.kind === 'mark' && (l.text === '.' || l.text === '?')) {
      if (i > from) sentences.push({ from, to: i + 1 });
      from = i + 1;
    }
  }
  if (from < lexemes.length) sentences.push({ from, to: lexemes.length });
  if (sentences.length < 2) return { lexemes, context: [] };

  const kinds = sentences.map((s) => {
    let verb = false;
    let imperative = false;
    let unsupported = false;
    let field = false;
    let content = false;
    for (let i = s.from; i < s.to; i++) {
      const l = lexemes[i];
      if (l.kind === 'address') field = true;
      if (l.kind === 'number') content = true;
      const w = wordOf(l);
      if (w === null) continue;
      if (w === 'all') content = true;
      // "Long day.", "Short on time.": an unsupported verb ("long", "short", "close") is an
      // action only with an amount to act on ("Bridge 2 SOL to Base.").
      if (!verb && !unsupported && verbAt(lexemes, i)) {
        imperative = isImperative(lexemes, s.from, i);
        if (UNSUPPORTED_VERBS.has(w) && !VERBS.has(w)) unsupported = true;
        else verb = true;
      }
      if (FIELD_WORDS.has(w) || SLIPPAGE_WORDS.has(w)) field = true;
    }
    let first = s.from;
    while (first < s.to && FILLER_WORDS.has(wordOf(lexemes[first]) ?? '')) first++;
    if (PAYMENT_OPENERS.has(wordOf(lexemes[first]) ?? '')) field = true;
    // "Thanks!", "hey": politeness alone is no context worth a note.
    const words = lexemes.slice(s.from, s.to).some((l) => (l.kind === 'word' && !FILLER_WORDS.has(l.text)) || l.kind === 'number' || l.kind === 'address');
    // "Need to pay rent soon.", "I was going to buy WIF yesterday.": a verb neither in the
    // imperative nor with an amount or address to act on is part of the story, not an order.
    return { verb: (verb && (imperative || content || field)) || (unsupported && content), field, content, words, question: isQuestion(lexemes, s) };
  });
  // A question with an action or an amount is kept, and refused as a question by the grammar.
  const instruction = kinds.map((k) => k.verb || (k.question && k.content));
  if (!instruction.some(Boolean)) {
    // No sentence has a verb ("Want 80 RAY. Fund it with USDT."): keep all that say something.
    return { lexemes, context: [] };
  }
  const out: Lexeme[] = [];
  const context: string[] = [];
  sentences.forEach((s, n) => {
    const keep = instruction[n] || kinds[n].field;
    if (keep) {
      for (let i = s.from; i < s.to; i++) out.push(lexemes[i]);
    } else if (kinds[n].words) {
      context.push(lexemes.slice(s.from, s.to).filter((l) => l.kind !== 'mark').map((l) => (l.kind === 'word' ? l.raw : l.kind === 'number' ? l.raw : l.text)).join(' '));
    }
  });
  return { lexemes: out, context };
}
