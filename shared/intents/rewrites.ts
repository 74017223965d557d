import type { Lexeme } from './lexer.js';
import { TIME_UNITS } from './lexicon.js';

/**
 * Phrases people write that mean a simpler word of the grammar, rewritten on the lexemes before
 * the command is read: "every last X" is all of it, "plain SOL" is SOL, "fund it with Y" names
 * the token paid, "any validator" is the default one. Each rewrite is local (a few words) and
 * leaves commands without such a phrase unchanged.
 */

const wordOf = (l: Lexeme | undefined): string | null => (l?.kind === 'word' && !l.dollar ? l.text : null);
const word = (text: string): Lexeme => ({ kind: 'word', text, raw: text, dollar: false });

/** What the rewrites found that the parser reports. */
export interface RewriteNotes {
  /** "any validator", "your default validator": the service's default validator was asked for. */
  defaultValidator: boolean;
  /** A phrase naming the token paid ("pay with", "fund it with", "funded from", "by selling"). */
  payment: boolean;
}

/**
 * "every"/"each" before a unit of time ("every hour", "each week", "every single day", "every 2
 * days") stays a recurring order (refused later); otherwise "each and every X", "every last
 * (bit of) X", "every single X", "every X" mean all of X.
 */
function everyMeansAll(lexemes: Lexeme[]): void {
  for (let i = 0; i < lexemes.length; i++) {
    const w = wordOf(lexemes[i]);
    if (w !== 'every' && w !== 'each') continue;
    let j = i + 1;
    // "each and every JTO"
    if (w === 'each' && wordOf(lexemes[j]) === 'and' && wordOf(lexemes[j + 1]) === 'every') j += 2;
    const afterEvery = j;
    while (['single', 'other', 'last', 'couple', 'few', 'of', 'the'].includes(wordOf(lexemes[j]) ?? '')) j++;
    if (lexemes[j]?.kind === 'number') j++;
    const recurring = TIME_UNITS.has(wordOf(lexemes[j]) ?? '');
    if (recurring) {
      // Leave "every" (or "each" as "every") for the order check to refuse.
      lexemes.splice(i, 1, word('every'));
      continue;
    }
    // "each" alone ("2 SOL each") is not "all".
    if (w === 'each' && afterEvery === i + 1) continue;
    let end = afterEvery;
    while (['single', 'last'].includes(wordOf(lexemes[end]) ?? '')) end++;
    // "every last bit of the USDT", "every last drop of my SOL".
    const piece = lexemes[end]?.kind === 'number' && (lexemes[end] as { raw: string }).raw.toLowerCase() === 'one' ? 'one' : wordOf(lexemes[end]) ?? '';
    if (['bit', 'drop', 'cent', 'penny', 'one', 'unit', 'crumb', 'ounce'].includes(piece) && wordOf(lexemes[end + 1]) === 'of') end += 2;
    lexemes.splice(i, end - i, word('all'));
  }
}

/** Words that say SOL is the native, unwrapped one: "regular SOL", "plain SOL". */
const NATIVE_WORDS = new Set(['plain', 'native', 'regular', 'ordinary', 'normal', 'unwrapped', 'raw', 'real']);

function plainSol(lexemes: Lexeme[]): void {
  for (let i = 0; i + 1 < lexemes.length; i++) {
    const next = wordOf(lexemes[i + 1]) ?? (lexemes[i + 1]?.kind === 'word' ? (lexemes[i + 1] as { text: string }).text : '');
    if (NATIVE_WORDS.has(wordOf(lexemes[i]) ?? '') && (next === 'sol' || next === 'solana')) lexemes.splice(i, 1);
  }
}

/** The word `k` places after `i`, or '' (not a word). */
function at(lexemes: readonly Lexeme[], i: number, k: number): string {
  return wordOf(lexemes[i + k]) ?? '';
}

/** Words that start a payment phrase; without one, paymentPhrases has nothing to do. */
const PAYMENT_TRIGGERS = new Set(['pay', 'paid', 'paying', 'fund', 'funded', 'funding', 'finance', 'financed', 'cover', 'covered', 'by', 'take', 'as',
  'payment', 'make', 'made']);

const OBJECT_WORDS = new Set(['it', 'this', 'that', 'them', 'the', 'cost', 'bill', 'payment', 'purchase', 'price', 'order']);

/**
 * Phrases that name the token paid, read as "with": "pay with/in/using Y", "fund it with Y",
 * "funded from my Y", "raise it by selling Y", "take it from my Y", "use Y to cover the cost",
 * "using Y as the funding token". "paid out in Y" names the token received ("into").
 */
function paymentPhrases(lexemes: Lexeme[], notes: RewriteNotes): void {
  for (let i = 0; i < lexemes.length; i++) {
    const w = wordOf(lexemes[i]);
    if (w === null) continue;
    // "paid out in USDT": the proceeds.
    if ((w === 'paid' || w === 'paying') && at(lexemes, i, 1) === 'out' && ['in', 'as', 'to', 'into'].includes(at(lexemes, i, 2))) {
      lexemes.splice(i, 3, word('into'));
      continue;
    }
    if (['pay', 'paid'].includes(w) && ['with', 'in', 'using', 'from'].includes(at(lexemes, i, 1)) && i > 0) {
      lexemes.splice(i, 2, word('with'));
      notes.payment = true;
      continue;
    }
    if (['fund', 'funded', 'funding', 'finance', 'financed', 'cover', 'covered'].includes(w)) {
      let j = 1;
      while (OBJECT_WORDS.has(at(lexemes, i, j))) j++;
      if (['with', 'from', 'using', 'by'].includes(at(lexemes, i, j))) {
        // "funded by selling JUP"
        const k = at(lexemes, i, j) === 'by' && at(lexemes, i, j + 1) === 'selling' ? j + 2 : j + 1;
        if (at(lexemes, i, j) === 'by' && k === j + 1) continue;
        lexemes.splice(i, k, word('with'));
        notes.payment = true;
        continue;
      }
    }
    // "raise it by selling JUP", "get it by selling JUP", "by selling my JUP".
    if (w === 'by' && at(lexemes, i, 1) === 'selling') {
      let start = i;
      while (start > 0 && OBJECT_WORDS.has(wordOf(lexemes[start - 1]) ?? '')) start--;
      if (['raise', 'get', 'fund', 'cover', 'pay', 'finance'].includes(wordOf(lexemes[start - 1]) ?? '')) start--;
      lexemes.splice(start, i + 2 - start, word('with'));
      i = start;
      notes.payment = true;
      continue;
    }
    // "take it from my USDT", "take the money out of my USDT".
    if (w === 'take') {
      let j = 1;
      while (OBJECT_WORDS.has(at(lexemes, i, j)) || at(lexemes, i, j) === 'money' || at(lexemes, i, j) === 'funds') j++;
      const from = at(lexemes, i, j) === 'from' ? 1 : at(lexemes, i, j) === 'out' && at(lexemes, i, j + 1) === 'of' ? 2 : 0;
      if (from && j > 1) {
        lexemes.splice(i, j + from, word('with'));
        notes.payment = true;
        continue;
      }
    }
    // "use SOL to cover the cost", "use SOL to pay for it": the words after the token.
    if (w === 'to' && ['cover', 'pay', 'fund', 'finance'].includes(at(lexemes, i, 1)) && ['use', 'using'].includes(wordOf(lexemes[i - 2]) ?? '')) {
      let j = 2;
      while (OBJECT_WORDS.has(at(lexemes, i, j)) || at(lexemes, i, j) === 'for') j++;
      lexemes.splice(i, j);
      i--;
      notes.payment = true;
      continue;
    }
    // "take half my wrapped SOL and make it regular SOL": what it becomes.
    if ((w === 'make' || w === 'made') && ['it', 'them', 'that', 'this'].includes(at(lexemes, i, 1)) && i > 0) {
      const k = at(lexemes, i, 2) === 'into' ? 3 : 2;
      lexemes.splice(wordOf(lexemes[i - 1]) === 'and' ? i - 1 : i, k + (wordOf(lexemes[i - 1]) === 'and' ? 1 : 0), word('into'));
      continue;
    }
    // "SOL as payment", "USDC as the funding token": the token before "as".
    if (w === 'as' && i > 0 && !['using', 'use', 'with'].includes(wordOf(lexemes[i - 2]) ?? '') && lexemes[i - 1]?.kind === 'word') {
      let j = 1;
      while (['the', 'a', 'my'].includes(at(lexemes, i, j))) j++;
      if (['payment', 'funding', 'funds'].includes(at(lexemes, i, j))) {
        j++;
        if (['token', 'asset', 'currency', 'coin', 'source', 'method'].includes(at(lexemes, i, j))) j++;
        const token = lexemes[i - 1];
        lexemes.splice(i - 1, j + 1, word('with'), token);
        notes.payment = true;
        continue;
      }
    }
    // "the payment token is USDT", "payment: USDT", "payment in USDC".
    if (w === 'payment' && !['a', 'as', 'for', 'of'].includes(wordOf(lexemes[i - 1]) ?? '')) {
      let j = 1;
      if (['token', 'asset', 'currency', 'coin', 'method', 'source'].includes(at(lexemes, i, j))) j++;
      if (['is', 'in', 'with', 'via', 'using', 'will', 'be', 'from', 'should'].includes(at(lexemes, i, j))) j++;
      if (['be', 'in', 'with'].includes(at(lexemes, i, j))) j++;
      const start = wordOf(lexemes[i - 1]) === 'the' ? i - 1 : i;
      if (lexemes[i + j]?.kind === 'word' || lexemes[i + j]?.kind === 'address') {
        lexemes.splice(start, i + j - start, word('with'));
        notes.payment = true;
        i = start;
        continue;
      }
    }
    // "using SOL as the funding token", "with USDC as payment".
    if (w === 'as' && ['using', 'use', 'with'].includes(wordOf(lexemes[i - 2]) ?? '')) {
      let j = 1;
      while (['the', 'a', 'my', 'our'].includes(at(lexemes, i, j))) j++;
      if (['funding', 'payment', 'paying', 'source', 'input'].includes(at(lexemes, i, j))) {
        j++;
        if (['token', 'asset', 'currency', 'coin', 'source', 'side', 'method'].includes(at(lexemes, i, j))) j++;
        lexemes.splice(i, j);
        i--;
        notes.payment = true;
      }
    }
  }
}

/** Words before "validator" that leave the choice to the service: "any validator", "your default validator". */
const ANY_WORDS = new Set(['any', 'whatever', 'whichever', 'which', 'default', 'usual', 'recommended', 'standard', 'pick', 'choose', 'select', 'preference']);
/** After "validator you ...": the service's choice. */
const YOUR_CHOICE = new Set(['recommend', 'suggest', 'pick', 'choose', 'prefer', 'like', 'want', 'use', 'think']);
/** Words around such a phrase that carry nothing more ("... is fine", "you use by default"). */
const DEFAULT_TAIL = new Set(['is', 'fine', 'ok', 'okay', 'works', 'you', 'use', 'like', 'want', 'choose', 'pick', 'prefer', 'by', 'default', 'recommend', 'suggest', 'for', 'me', 'think', 'best',
  'the', 'your', 'of', 'choice', 'usually', 'normally', 'have', 'recommend', 'do', 'whatever', 'whichever', 'one', 'validator', 'just']);
const DEFAULT_HEAD = new Set(['with', 'to', 'on', 'use', 'using', 'via', 'through', 'just', 'the', 'your', 'a', 'care', "don't", 'dont', 'do', 'not', 'i', "i'm", 'im', 'fine', 'about', 'no', 'for', 'have', 'you', 'can', 'please', 'good']);

/**
 * "any validator is fine", "just use your default validator", "Validator: use the default",
 * "I don't care which validator", "with whatever validator you use by default": the phrase is
 * dropped and the stake goes to the service's default validator (validator null).
 */
function defaultValidator(lexemes: Lexeme[], notes: RewriteNotes): void {
  for (let i = 0; i < lexemes.length; i++) {
    if (wordOf(lexemes[i]) !== 'validator') continue;
    let start = i;
    let end = i;
    let chosen = false;
    // Before: "any", "whatever", "your default".
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      const w = wordOf(lexemes[k]) ?? '';
      if (ANY_WORDS.has(w)) { chosen = true; start = k; continue; }
      if (!DEFAULT_HEAD.has(w) && w !== 'default') break;
    }
    // After: "Validator: use the default", "validator of your choice", "validator you use by default".
    for (let k = i + 1; k <= i + 5 && k < lexemes.length; k++) {
      const w = wordOf(lexemes[k]);
      if (w === null || !DEFAULT_TAIL.has(w)) break;
      // "validator of your choice" leaves it to the service; "my validator of choice is Figment" does not.
      if (w === 'default' || (w === 'choice' && wordOf(lexemes[k - 1]) === 'your') || w === 'whatever' || w === 'whichever') { chosen = true; end = k; }
      if (w === 'fine' || w === 'works') end = k;
      if (w === 'you' && YOUR_CHOICE.has(wordOf(lexemes[k + 1]) ?? '')) { chosen = true; end = k + 1; }
    }
    if (!chosen) continue;
    while (start > 0 && DEFAULT_HEAD.has(wordOf(lexemes[start - 1]) ?? '')) start--;
    while (end + 1 < lexemes.length && ['is', 'fine', 'ok', 'okay', 'works', 'you', 'use', 'by', 'default', 'like', 'want', 'prefer', 'pick', 'choose'].includes(wordOf(lexemes[end + 1]) ?? '')) end++;
    lexemes.splice(start, end + 1 - start);
    i = start - 1;
    notes.defaultValidator = true;
  }
}

/** Apply every rewrite in place; returns what they found. */
/** Words of a wish before its object ("um can I get", "I need", "give me"): no action of their own. */
const WISH_PREFIX = new Set(['um', 'uh', 'hmm', 'erm', 'so', 'ok', 'okay', 'hey', 'yo', 'please', 'pls', 'just', 'can', 'could', 'would', 'i', 'id', "i'd", 'get', 'need', 'want', 'like', 'to', 'have', 'give', 'gimme', 'me', 'let', 'lemme', 'make', 'now']);

/**
 * "can I get 0.8 SOL wrapped", "I need 1.4 SOL as wSOL", "give me 2 SOL as wrapped SOL": SOL
 * wished for in its wrapped form is a wrap of that amount. Only when the words before the amount
 * are a wish and nothing follows but the wrapped form (and marks): "buy 2 SOL as wSOL with USDC"
 * is left alone.
 */
function wrapWish(lexemes: Lexeme[]): void {
  const n = lexemes.findIndex((l) => l.kind === 'number');
  if (n < 0 || wordOf(lexemes[n + 1]) !== 'sol') return;
  for (let i = 0; i < n; i++) if (!WISH_PREFIX.has(wordOf(lexemes[i]) ?? '')) return;
  let j = n + 2;
  if (wordOf(lexemes[j]) === 'wrapped') j += 1;
  else if (wordOf(lexemes[j]) === 'as' && wordOf(lexemes[j + 1]) === 'wsol') j += 2;
  else if (wordOf(lexemes[j]) === 'as' && wordOf(lexemes[j + 1]) === 'wrapped' && wordOf(lexemes[j + 2]) === 'sol') j += 3;
  else return;
  if (lexemes.slice(j).some((l) => l.kind !== 'mark' && wordOf(l) !== 'please' && wordOf(l) !== 'pls')) return;
  lexemes.splice(0, lexemes.length, word('wrap'), lexemes[n]!, lexemes[n + 1]!);
}

/** "<address> should get ...": words that make the address the one who receives. */
const RECEIVE_MODALS = new Set(['should', 'shall', 'will', 'must', 'can', 'gotta', 'needs', 'need']);
const RECEIVE_VERBS = new Set(['get', 'gets', 'receive', 'receives', 'have']);

/**
 * A recipient written first: "<address> should get a fourth of my PYTH", "<address> gets 5
 * USDC", "<address> receives 2 SOL" is "send ... to <address>".
 */
function recipientFirst(lexemes: Lexeme[]): void {
  const first = lexemes[0];
  if (first?.kind !== 'address') return;
  let j = 1;
  if (RECEIVE_MODALS.has(wordOf(lexemes[j]) ?? '')) j++;
  if (!RECEIVE_VERBS.has(wordOf(lexemes[j]) ?? '')) return;
  const rest = lexemes.slice(j + 1);
  while (rest.at(-1)?.kind === 'mark') rest.pop();
  lexemes.splice(0, lexemes.length, word('send'), ...rest, word('to'), first);
}

/**
 * A chat bot's "/buy PYTH, 35 USDT worth" (the token first, its price after a comma) is "buy 35
 * USDT worth of PYTH".
 */
function buyThenWorth(lexemes: Lexeme[]): void {
  if (wordOf(lexemes[0]) !== 'buy' || lexemes[1]?.kind !== 'word' || lexemes[2]?.kind !== 'mark' || lexemes[2].text !== ',') return;
  const n = 3;
  if (lexemes[n]?.kind !== 'number') return;
  const unit = wordOf(lexemes[n + 1]) === 'worth' ? 0 : 1;
  if (wordOf(lexemes[n + 1 + unit]) !== 'worth' || lexemes.slice(n + 2 + unit).some((l) => l.kind !== 'mark')) return;
  lexemes.splice(0, lexemes.length, lexemes[0]!, ...lexemes.slice(n, n + 2 + unit), word('of'), lexemes[1]!);
}

export function rewritePhrases(lexemes: Lexeme[]): RewriteNotes {
  if (lexemes[0]?.kind === 'address') recipientFirst(lexemes);
  else if (lexemes[2]?.kind === 'mark') buyThenWorth(lexemes);
  const notes: RewriteNotes = { defaultValidator: false, payment: false };
  // One pass to see which rewrites can apply: most commands need none (the parser's hot path).
  let every = false;
  let plain = false;
  let payment = false;
  let validator = false;
  let wrapped = false;
  for (const l of lexemes) {
    if (l.kind !== 'word') continue;
    const w = l.text;
    if (w === 'every' || w === 'each') every = true;
    else if (NATIVE_WORDS.has(w)) plain = true;
    else if (PAYMENT_TRIGGERS.has(w)) payment = true;
    else if (w === 'validator') validator = true;
    else if (w === 'wrapped' || w === 'wsol') wrapped = true;
  }
  if (wrapped) wrapWish(lexemes);
  if (every) everyMeansAll(lexemes);
  if (plain) plainSol(lexemes);
  if (payment) paymentPhrases(lexemes, notes);
  if (validator) defaultValidator(lexemes, notes);
  return notes;
}
