import type { TokenRef, TokenResolver } from './intent.types.js';
import type { Lexeme } from './lexer.js';
import { ACTION_NOUNS, phrasalVerb, QUESTION_OPENERS, QUESTION_WORDS, UNSUPPORTED_VERBS, VERBS } from './lexicon.js';
import { reject } from './parse-failure.js';

/** Marks that end a clause, for telling context ("I hold 40 JUP;") from the command. */
const CLAUSE_ENDS = new Set(['.', ';', ',']);
/** Words that state what a wallet holds: a clause of them with no verb is context. */
const POSSESSION = new Set(['have', 'has', 'hold', 'holds', 'holding', 'own', 'owns', 'got', 'contains', 'balance', 'sitting', "i've", 'ive']);
/** Words that refer back to the tokens of a context clause ("sell 10 of them"). */
const PRONOUNS = new Set(['them', 'those', 'these', 'it']);

const wordOf = (l: Lexeme | undefined): string | null => (l?.kind === 'word' && !l.dollar ? l.text : null);

function hasVerb(lexemes: readonly Lexeme[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const w = wordOf(lexemes[i]);
    if (w === null) continue;
    if (VERBS.has(w) || UNSUPPORTED_VERBS.has(w) || phrasalVerb(w, wordOf(lexemes[i + 1]) ?? '') !== undefined || (ACTION_NOUNS.has(w) && w !== 'stake')) return true;
  }
  return false;
}

/**
 * Drop sentences that only state what the wallet holds ("I hold 40 JUP;", "My wallet has 3
 * SOL."), so that their numbers are not read as a second amount. A pronoun of the command
 * ("sell 10 of them") then names the one token the context named. Commands without such a
 * clause come back unchanged.
 */
export function dropContextClauses(lexemes: Lexeme[], tokens: TokenResolver): Lexeme[] {
  if (!lexemes.some((l) => l.kind === 'mark' && CLAUSE_ENDS.has(l.text))) return lexemes;
  const spans: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= lexemes.length; i++) {
    const l = lexemes[i];
    if (i === lexemes.length || (l.kind === 'mark' && CLAUSE_ENDS.has(l.text))) {
      if (i > start) spans.push([start, i]);
      start = i + 1;
    }
  }
  if (spans.length < 2) return lexemes;
  const context: [number, number][] = [];
  let action = false;
  for (const [from, to] of spans) {
    const verb = hasVerb(lexemes, from, to);
    action ||= verb;
    if (verb) continue;
    let possession = false;
    let number = false;
    for (let i = from; i < to; i++) {
      possession ||= POSSESSION.has(wordOf(lexemes[i]) ?? '');
      number ||= lexemes[i].kind === 'number';
    }
    if (possession && number) context.push([from, to]);
  }
  if (!action || context.length === 0) return lexemes;
  const named = new Map<string, TokenRef>();
  for (const [from, to] of context) {
    for (let i = from; i < to; i++) {
      const l = lexemes[i];
      const ref = l.kind === 'word' ? tokens.resolve(l.raw) : null;
      if (ref) named.set(ref.mint, ref);
    }
  }
  const only = named.size === 1 ? [...named.values()][0] : null;
  const out: Lexeme[] = [];
  for (let i = 0; i < lexemes.length; i++) {
    const inContext = context.find(([from, to]) => i >= from && i <= to);
    if (inContext) { i = inContext[1]; continue; }
    const l = lexemes[i];
    const symbol: Lexeme | null = only ? { kind: 'word', text: only.symbol.toLowerCase(), raw: only.symbol, dollar: false } : null;
    if (symbol && l.kind === 'word' && PRONOUNS.has(l.text)) out.push(symbol);
    else out.push(l);
    // "I have 20 USDC. Swap 5 for JUP": a bare number counts the token of the context.
    const next = wordOf(lexemes[i + 1]);
    if (symbol && l.kind === 'number' && !l.percent && !l.usd && (next === 'for' || next === 'to' || next === 'into')) out.push(symbol);
  }
  return out;
}

const EXCEPT_WORDS = new Set(['but', 'except', 'excluding', 'minus', 'less']);
const KEEP_WORDS = new Set(['keep', 'keeping', 'leave', 'leaving', 'reserve', 'reserving', 'retain']);
const MEMO_WORDS = new Set(['memo', 'memos']);
const NOTE_WORDS = new Set(['note', 'message', 'comment', 'reference', 'label']);
const CONDITION_WORDS = new Set(['when', 'whenever', 'once', 'if', 'unless', 'until', 'soon']);
const CONDITION_FILLER = new Set(['possible', 'you', 'can', 'needed', 'necessary', 'ok', 'okay', "that's", 'thats', 'allowed']);
const ALL = new Set(['all', 'everything', 'max', 'entire', 'whole']);

/**
 * Refuse what the intent contract cannot hold (api-decisions section 4), rather than drop it
 * and build something else: an amount relative to the balance ("all but 0.1 SOL", "keep 0.1
 * SOL"), a memo, or a condition ("when SOL hits 300").
 */
export function refuseInexpressible(lexemes: readonly Lexeme[]): void {
  // "what happens if I swap ..." is a question, refused as one later.
  const first = wordOf(lexemes[0]) ?? '';
  const question = QUESTION_WORDS.has(first) || QUESTION_OPENERS.has(first);
  for (let i = 0; i < lexemes.length; i++) {
    const w = wordOf(lexemes[i]);
    if (w === null) continue;
    const next = wordOf(lexemes[i + 1]);
    if (EXCEPT_WORDS.has(w) && i > 0 && (ALL.has(wordOf(lexemes[i - 1]) ?? '') || (lexemes[i + 1]?.kind === 'number' && lexemes.slice(0, i).some((l) => ALL.has(wordOf(l) ?? ''))))) {
      throw reject('not_expressible', `"${wordOf(lexemes[i - 1]) ?? ''} ${w} ..." cannot be expressed: an intent's amount is an exact amount, a percentage or the whole balance, never the balance less a reserve. Name the amount to move, e.g. "swap 2.9 SOL for USDC".`, { missing: ['amount'], suggestions: ['name the exact amount'] });
    }
    if (KEEP_WORDS.has(w) && lexemes.slice(i + 1, i + 4).some((l) => l.kind === 'number')) {
      throw reject('not_expressible', `"${w} ..." cannot be expressed: an intent cannot keep a reserve in the wallet. Name the amount to move, e.g. "send 2.9 SOL to <address>".`, { missing: ['amount'], suggestions: ['name the exact amount'] });
    }
    if (MEMO_WORDS.has(w) || (NOTE_WORDS.has(w) && ['with', 'add', 'include', 'attach', 'a', 'the'].includes(wordOf(lexemes[i - 1]) ?? '') && lexemes.length > i + 1)) {
      throw reject('not_expressible', `A ${w} cannot be expressed: an intent holds no memo or message (a transfer is token, amount and recipient). Send the command without it.`, { suggestions: ['leave out the memo'] });
    }
    if (CONDITION_WORDS.has(w) && i > 0 && !question && !CONDITION_FILLER.has(next ?? '') && !(w === 'soon' && wordOf(lexemes[i - 1]) !== 'as')) {
      if (w === 'once' && (next === null || next === 'and')) continue;
      if (w === 'soon' && wordOf(lexemes[i + 2]) === 'possible') continue;
      // A price level or a schedule is an order (orders.ts) and never gets here; an event is no trigger.
      throw reject('event_condition', `A condition ("${w} ...") cannot be expressed: an order waits only for a US-dollar price ("when SOL drops to $120") or a schedule ("every Monday"), not for an event. Send the command when you want it done, or name a price.`, { suggestions: ['leave out the condition', 'name a price level'] });
    }
  }
}
