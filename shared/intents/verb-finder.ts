import { nearestWords, typoBudget } from './fuzzy.js';
import type { TokenResolver } from './intent.types.js';
import type { Lexeme } from './lexer.js';
import {
  ACTION_NOUNS, ALL_WORDS, COMMON_WORDS, CONJUNCTIONS, FILLER_WORDS, LINK_WORDS, phrasalVerb, QUESTION_OPENERS, QUESTION_WORDS,
  PARTICIPLES, REQUEST_WORDS, TRANSACTION_NOUNS, UNSUPPORTED_ORDER_WORDS, UNSUPPORTED_VERBS, VERBS,
  type VerbClass,
} from './lexicon.js';
import { reject } from './parse-failure.js';
import { PENALTY, type ParseNotes, SUPPORTED } from './parse-notes.js';
import { resolveTokenWord } from './slots.js';

/**
 * The parser's action stage: which verb the command's instruction uses (or none), and the
 * refusals that belong to it: a question, an unsupported action or order, a second action.
 */

const QUESTION_MESSAGE = `That reads as a question, not a command: say what to do, e.g. "swap 1 SOL for USDC" (supported: ${SUPPORTED}).`;
const NOUN_BEFORE = new Set(['my', 'the', 'your', 'our', 'a', 'an', 'in', 'from', 'this', 'that', 'of']);
const NOUN_AFTER = new Set(['account', 'accounts', 'fee', 'fees', 'rate', 'history', 'pool', 'position']);

/** The verbs a misspelt first word may be read as (four letters or more). */
const TYPO_VERBS: readonly string[] = [...VERBS.keys(), ...UNSUPPORTED_VERBS].filter((v) => v.length >= 4);

export interface VerbMatch {
  verb: VerbClass;
  /** The verb as written (lower case): "pay with USDC to receive 10 PYTH" is a swap. */
  word: string;
  /** Lexeme indexes of the verb's words, left out of the slots. */
  indexes: number[];
  /** "liquid stake": a swap of SOL into a liquid staking token. */
  liquid: boolean;
}

export const wordAt = (lexemes: readonly Lexeme[], i: number): string | null => {
  const l = lexemes[i];
  return l?.kind === 'word' && !l.dollar ? l.text : null;
};

const STOP_WORDS: ReadonlySet<string> = new Set(['stop', 'quit', 'cease', 'end', 'halt', 'discontinue']);
const NEGATIONS: ReadonlySet<string> = new Set(["don't", 'dont', 'never', 'not', "doesn't", "didn't", "mustn't", "shouldn't", "won't"]);

/** Words of "send it straight to <address>" after a trade. */
const DELIVERY_WORDS: ReadonlySet<string> = new Set([
  'it', 'them', 'all', 'the', 'output', 'proceeds', 'result', 'tokens', 'over', 'straight', 'directly', 'to', 'that', 'those', 'this',
  'wallet', 'address', 'recipient', 'friend', 'my', 'his', 'her', 'their', 'please', 'pls', 'then', 'right', 'away', 'on', 'onto', 'into',
]);

const SLIPPAGE_ASKING: ReadonlySet<string> = new Set(['what', 'which', 'how', 'should', 'recommend', 'recommended', 'suggest', 'suggested', 'best', 'ideal', 'optimal']);

/**
 * "swap 1 SOL for USDC, what slippage is safe", "should I use 0.5% slippage swapping ...": a
 * question about the slippage is a question, never a swap (issue 35). Runs before the slippage
 * is read out of the command.
 */
export function refuseSlippageQuestion(lexemes: readonly Lexeme[]): void {
  const first = wordAt(lexemes, 0);
  const second = wordAt(lexemes, 1) ?? '';
  const asking = first === 'should' && ['i', 'we', 'it'].includes(second);
  for (let i = 0; i < lexemes.length; i++) {
    if (wordAt(lexemes, i) !== 'slippage') continue;
    const near = [i - 3, i - 2, i - 1, i + 1, i + 2].map((j) => wordAt(lexemes, j) ?? '');
    if (asking || near.some((w) => SLIPPAGE_ASKING.has(w))) {
      throw reject('question', `That reads as a question about slippage, not a command: name the slippage you want, e.g. "swap 1 SOL for USDC with 1% slippage".`, { missing: ['type'] });
    }
  }
}

/** Finds the action verb of a command's lexemes, and refuses what no single action can be. */
export class VerbFinder {
  constructor(private readonly tokens: TokenResolver) {}

  /**
   * Find the action verb: the first verb word that is not used as a noun ("my stake"). A
   * question or an unsupported action before it refuses the command; a misspelt verb at the
   * start is corrected.
   */
  findVerb(lexemes: readonly Lexeme[], notes: ParseNotes): VerbMatch | null {
    let question = false;
    let opening = true;
    for (let i = 0; i < lexemes.length; i++) {
      const w = wordAt(lexemes, i);
      if (w === null) {
        const l = lexemes[i];
        if (l.kind === 'mark' && l.text === '.') opening = true;
        else if (l.kind !== 'mark') opening = false;
        continue;
      }
      // "Perform a swap of 4 USDC", "do a transfer of", "create a transaction ...": the request
      // verb carries nothing, the action noun after it is the action.
      if (REQUEST_WORDS.has(w)) {
        let j = i + 1;
        while (['a', 'an', 'the', 'new', 'single', 'quick', 'simple', 'one'].includes(wordAt(lexemes, j) ?? '')) j++;
        const noun = wordAt(lexemes, j) ?? '';
        const action = ACTION_NOUNS.get(noun);
        if (action && (j > i + 1 || noun.endsWith('ion') || noun === 'payment' || noun === 'withdrawal')) {
          return this.verbFound(question, { verb: action, word: noun, indexes: [i, j], liquid: false });
        }
        if (TRANSACTION_NOUNS.has(noun)) { i = j; continue; }
      }
      if (QUESTION_OPENERS.has(w) && opening) question = true;
      opening &&= FILLER_WORDS.has(w);
      const next = wordAt(lexemes, i + 1);
      const phrasal = next ? phrasalVerb(w, next) : undefined;
      if (phrasal) {
        // "end up with 300 USDC": "with" names what is received here, not what is paid.
        const indexes = wordAt(lexemes, i + 2) === 'with' && next === 'up' ? [i, i + 1, i + 2] : [i, i + 1];
        return this.verbFound(question, { verb: phrasal, word: `${w} ${next}`, indexes, liquid: false });
      }
      if (w === 'liquid' && next && ['stake', 'unstake'].includes(VERBS.get(next) ?? '')) {
        return this.verbFound(question, { verb: VERBS.get(next) as VerbClass, word: next, indexes: [i, i + 1], liquid: true });
      }
      // "stop staking my SOL", "quit staking 5 SOL": an instruction to unstake, never to stake.
      if (STOP_WORDS.has(w) && next && VERBS.get(next) === 'stake') {
        return this.verbFound(question, { verb: 'unstake', word: next, indexes: [i, i + 1], liquid: false });
      }
      // "don't stake", "never sell": a negated action is no instruction to do it.
      if (NEGATIONS.has(w) && next && VERBS.has(next)) throw reject('not_a_command', `"${w} ${next}" says what not to do: say what to do, e.g. "swap 1 SOL for USDC" (supported: ${SUPPORTED}).`, { missing: ['type'] });
      const verb = VERBS.get(w);
      if (verb && !this.isNounUse(lexemes, i)) {
        // "give me 100 BONK" asks to receive, which is a buy.
        if (w === 'give' && next === 'me') return this.verbFound(question, { verb: 'buy', word: w, indexes: [i, i + 1], liquid: false });
        return this.verbFound(question, { verb, word: w, indexes: [i], liquid: false });
      }
      // "250 JUP is what I want": a relative "what", not a question.
      if (QUESTION_WORDS.has(w) && !(w === 'what' && ['is', "that's", 'thats', 'exactly', 'just'].includes(wordAt(lexemes, i - 1) ?? ''))) question = true;
      if (UNSUPPORTED_VERBS.has(w) && !this.isNounUse(lexemes, i)) {
        if (question) break;
        throw reject('unsupported_action', `"${w}" is not an action this service offers: it can ${SUPPORTED}.`, { missing: ['type'] });
      }
    }
    if (question || (lexemes.some((l) => l.kind === 'mark' && l.text === '?') && !this.hasAmount(lexemes))) {
      throw reject('question', QUESTION_MESSAGE, { missing: ['type'] });
    }
    return this.participleVerb(lexemes, notes) ?? this.misspeltVerb(lexemes, notes);
  }

  /**
   * "I want each and every JTO sold", "I'd like £30 of WIF sold for SOL", "I want USD 300 of SOL
   * staked": after a wish, a past participle that is not the name of a token ("wrapped SOL",
   * "staked SOL") is the action.
   */
  private participleVerb(lexemes: readonly Lexeme[], notes: ParseNotes): VerbMatch | null {
    let wish = false;
    for (let i = 0; i < lexemes.length; i++) {
      const w = wordAt(lexemes, i);
      if (w === null) continue;
      if (w === 'want' || w === 'like' || w === 'need' || w === 'wants' || w === 'needs') wish = true;
      const verb = PARTICIPLES.get(w);
      if (!verb || !wish) continue;
      const next = lexemes[i + 1];
      if (next && next.kind === 'word' && (next.dollar || resolveTokenWord(next, this.tokens))) continue;
      notes.assume(`"${w}" after a wish read as the action (${verb})`, PENALTY.participle);
      return { verb, word: w, indexes: [i], liquid: false };
    }
    return null;
  }

  private verbFound(question: boolean, match: VerbMatch): VerbMatch {
    if (question) {
      throw reject('question', QUESTION_MESSAGE, { missing: ['type'] });
    }
    return match;
  }

  /** The first word of the command, if it is one typo away from a verb ("swpa", "sned", "stkae"). */
  private misspeltVerb(lexemes: readonly Lexeme[], notes: ParseNotes): VerbMatch | null {
    const i = lexemes.findIndex((l) => !(l.kind === 'word' && FILLER_WORDS.has(l.text)) && l.kind !== 'mark');
    const l = lexemes[i];
    if (l?.kind !== 'word' || l.dollar || l.text.length < 4 || COMMON_WORDS.has(l.text) || resolveTokenWord(l, this.tokens)) return null;
    const near = nearestWords(l.text, TYPO_VERBS, typoBudget(l.text.length));
    if (near.length === 0 || near.filter((n) => n.distance === near[0].distance).length > 1) return null;
    const verb = VERBS.get(near[0].word);
    if (!verb) throw reject('unsupported_action', `"${near[0].word}" is not an action this service offers: it can ${SUPPORTED}.`, { missing: ['type'] });
    notes.correct(l.raw, near[0].word, 'verb');
    return { verb, word: near[0].word, indexes: [i], liquid: false };
  }

  private isNounUse(lexemes: readonly Lexeme[], i: number): boolean {
    return NOUN_BEFORE.has(wordAt(lexemes, i - 1) ?? '') || NOUN_AFTER.has(wordAt(lexemes, i + 1) ?? '');
  }

  private hasAmount(lexemes: readonly Lexeme[]): boolean {
    return lexemes.some((l) => l.kind === 'number' || (l.kind === 'word' && ALL_WORDS.has(l.text)));
  }

  firstContentAfter(lexemes: readonly Lexeme[], i: number): number {
    let j = i + 1;
    while (j < lexemes.length && (lexemes[j].kind === 'mark' || FILLER_WORDS.has(wordAt(lexemes, j) ?? '') || LINK_WORDS.has(wordAt(lexemes, j) ?? ''))) j++;
    return j;
  }

  /**
   * Refuse a second action rather than half-parse it: another verb after a conjunction ("and
   * send it to X") or followed by what it acts on ("... then stake 2 SOL").
   */
  refuseSecondAction(lexemes: readonly Lexeme[], match: VerbMatch): number {
    const last = Math.max(...match.indexes);
    for (let i = last + 1; i < lexemes.length; i++) {
      const w = wordAt(lexemes, i);
      if (w === null || (!VERBS.has(w) && !UNSUPPORTED_VERBS.has(w)) || this.isNounUse(lexemes, i)) continue;
      // "swap 1 SOL to USDC and send it to <address>": the output delivered, not a second action.
      if (['swap', 'buy', 'sell', 'slang'].includes(match.verb) && VERBS.get(w) === 'transfer' && this.isDelivery(lexemes, i + 1)) return i;
      // "swap 1 SOL to get USDC": "get" names what is received, not a second action.
      if (w === 'get' && ['swap', 'sell', 'buy', 'transfer', 'slang'].includes(match.verb)) continue;
      // "get me 40 JUP, I'll pay in USDC": "pay in/with" names what is paid.
      if (w === 'pay' && ['in', 'with', 'using'].includes(wordAt(lexemes, i + 1) ?? '') && ['swap', 'buy', 'sell'].includes(match.verb)) continue;
      let before = i - 1;
      while (before > last && FILLER_WORDS.has(wordAt(lexemes, before) ?? '')) before--;
      const b = lexemes[before];
      const afterConjunction = (b?.kind === 'mark' && CONJUNCTIONS.has(b.text)) || CONJUNCTIONS.has(wordAt(lexemes, before) ?? '');
      const after = lexemes[this.firstContentAfter(lexemes, i)];
      const withObject = after !== undefined && (after.kind !== 'word' || ALL_WORDS.has(after.text) || resolveTokenWord(after, this.tokens) !== null);
      if (afterConjunction || withObject) {
        throw reject('multiple_actions', `The command asks for more than one action ("${w}" after the first): send one command per action.`);
      }
    }
    return -1;
  }

  /**
   * After a trade, "send it to <address>", "send the USDC over to <address>", "and deliver to
   * <address>": words that only point at the output, then one address, and no amount.
   */
  private isDelivery(lexemes: readonly Lexeme[], from: number): boolean {
    let address = false;
    for (let i = from; i < lexemes.length; i++) {
      const l = lexemes[i];
      if (l.kind === 'number') return false;
      if (l.kind === 'address') { if (address) return false; address = true; continue; }
      if (l.kind === 'mark') continue;
      if (DELIVERY_WORDS.has(l.text) || FILLER_WORDS.has(l.text) || resolveTokenWord(l, this.tokens)) continue;
      return false;
    }
    return address;
  }

  /** Refuse limit, recurring, scheduled and leveraged orders instead of building them as plain market orders. */
  refuseUnsupportedOrder(lexemes: readonly Lexeme[]): void {
    for (let i = 0; i < lexemes.length; i++) {
      const w = wordAt(lexemes, i);
      const next = lexemes[i + 1];
      // "at $100" sets a price; slippage ("at 1% slippage") is gone by now.
      const atPrice = w === 'at' && (wordAt(lexemes, i + 1) === 'price' || (next?.kind === 'number' && next.usd));
      // "stop_loss=0.4", "take profit at", "trigger price": order types, not market orders.
      const pair = w === 'stop' || w === 'take' || w === 'trigger' || w === 'target' ? `${w} ${wordAt(lexemes, i + 1) ?? ''}` : '';
      if (pair === 'stop loss' || pair === 'take profit' || pair === 'trigger price' || pair === 'target price') {
        throw reject('unsupported_action', `Limit, conditional, recurring and leveraged orders are not supported ("${pair}"): ask for one immediate ${SUPPORTED}.`);
      }
      if ((w && UNSUPPORTED_ORDER_WORDS.has(w)) || atPrice) {
        throw reject('unsupported_action', `Limit, conditional, recurring and leveraged orders are not supported ("${atPrice ? 'at' : w}"): ask for one immediate ${SUPPORTED}.`);
      }
    }
  }
}
