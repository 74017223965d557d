import { NATIVE_MINT } from '../chain/token-list.js';
import { nearestWords, typoBudget } from './fuzzy.js';
import type {
  Amount, AmountSide, IntentBody, IntentField, ParseCorrection, ParsedIntent, ParseOutcome, TokenRef, TokenResolver,
} from './intent.types.js';
import { lex, type Lexeme, normaliseCommand } from './lexer.js';
import { refuseOtherChain } from './chains.js';
import { dropContextClauses, refuseInexpressible } from './clauses.js';
import {
  ACTION_NOUNS, ALL_WORDS, COMMON_WORDS, CONJUNCTIONS, FILLER_WORDS, LINK_WORDS, phrasalVerb, QUESTION_OPENERS, QUESTION_WORDS,
  PARTICIPLES, REQUEST_WORDS, TRANSACTION_NOUNS, UNSUPPORTED_ORDER_WORDS, UNSUPPORTED_VERBS, VERBS, WANT_WORDS,
  type VerbClass,
} from './lexicon.js';
import { structuredCommand } from './structured.js';
import { rewritePhrases } from './rewrites.js';
import { selectInstruction } from './sentences.js';
import { IntentRejection, intentParseError, reject } from './parse-failure.js';
import {
  type AddressMention, type AmountMention, extractSlippage, extractSlots, resolveTokenWord, type Slots,
  type TokenMention,
} from './slots.js';

/** Options of an IntentParser: the registry of the intent's network. */
export interface IntentParserOptions {
  tokens: TokenResolver;
  /** Counter token of "buy X" / "sell X" that name none (api-decisions section 4). Default USDC. */
  quoteSymbol?: string;
  /**
   * The wallet that signs (the request's walletAddress): named in the command ("From wallet W,
   * swap ...") it is context; another wallet named as the one acting is refused.
   */
  walletAddress?: string;
}

/** Confidence of a complete, unambiguous command: high, but never a claim of certainty. */
const FULL_CONFIDENCE = 0.98;
/** What each guess costs in confidence. */
const PENALTY = {
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
} as const;
/** More unknown words than this and the command is not understood, whatever else it says. */
const MAX_IGNORED_WORDS = 3;

const SUPPORTED = 'swap, buy, sell, send, stake, unstake, wrap or unwrap';
const QUESTION_MESSAGE = `That reads as a question, not a command: say what to do, e.g. "swap 1 SOL for USDC" (supported: ${SUPPORTED}).`;
const NOUN_BEFORE = new Set(['my', 'the', 'your', 'our', 'a', 'an', 'in', 'from', 'this', 'that', 'of']);
const NOUN_AFTER = new Set(['account', 'accounts', 'fee', 'fees', 'rate', 'history', 'pool', 'position']);

/** The verbs a misspelt first word may be read as (four letters or more). */
const TYPO_VERBS: readonly string[] = [...VERBS.keys(), ...UNSUPPORTED_VERBS].filter((v) => v.length >= 4);

/** Parse-wide bookkeeping: what was guessed, and what it cost in confidence. */
class ParseNotes {
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

const INFERRED_WORDS: Record<string, string> = {
  type: 'no action verb: the action was inferred from the command\'s shape',
  amountSide: 'the amount was taken as the amount on the side its position suggests',
  outputToken: 'unstaking a liquid staking token: read as a swap back to SOL',
};

interface VerbMatch {
  verb: VerbClass;
  /** The verb as written (lower case): "pay with USDC to receive 10 PYTH" is a swap. */
  word: string;
  /** Lexeme indexes of the verb's words, left out of the slots. */
  indexes: number[];
  /** "liquid stake": a swap of SOL into a liquid staking token. */
  liquid: boolean;
}

const wordAt = (lexemes: readonly Lexeme[], i: number): string | null => {
  const l = lexemes[i];
  return l?.kind === 'word' && !l.dollar ? l.text : null;
};

/**
 * The rule-based natural-language intent parser (api-decisions section 4). Pure and
 * synchronous: the same command and registry always give the same result.
 */
export class IntentParser {
  readonly tokens: TokenResolver;
  private readonly quoteSymbol: string;
  private readonly walletAddress: string | null;

  constructor(options: IntentParserOptions) {
    this.tokens = options.tokens;
    this.quoteSymbol = options.quoteSymbol ?? 'USDC';
    this.walletAddress = options.walletAddress ?? null;
  }

  /** Parse a command; throws AppError('intent_parse_error') with `{ reason, missing?, suggestions? }`. */
  parse(command: string): ParsedIntent {
    const outcome = this.tryParse(command);
    if (outcome.ok) return outcome.intent;
    throw intentParseError(outcome.failure);
  }

  /** Parse without throwing: the fast path for batch use and benchmarks. */
  tryParse(command: string): ParseOutcome {
    try {
      return { ok: true, intent: this.parseOrReject(command) };
    } catch (err) {
      if (err instanceof IntentRejection) return { ok: false, failure: err.failure };
      throw err;
    }
  }

  /**
   * Resolve a token mention through the registry; an unknown token is refused. A symbol one or
   * two edits from a registry symbol ("HAT", "BONKE") is never corrected into it: value-moving
   * intents are not guessed, so the refusal carries the near symbols as suggestions and the
   * client asks its user (issue 22, item 10).
   */
  private resolveMention(mention: TokenMention, _notes: ParseNotes): TokenRef {
    if (mention.ref) return mention.ref;
    const word = mention.raw;
    // An ordinary word ("them", "mind") gets no suggestion of a token.
    const budget = COMMON_WORDS.has(word.toLowerCase()) ? 0 : Math.max(typoBudget(word.length), 1);
    const suggestions = nearestWords(word, this.tokens.symbols(), budget).slice(0, 3).map((n) => n.word);
    throw reject(
      'unknown_token',
      suggestions.length
        ? `Unknown token "${word}": did you mean ${suggestions.join(' or ')}? Name the token exactly (symbol or mint address).`
        : `Unknown token "${word}": name a token of this network's registry by symbol or mint address.`,
      { suggestions },
    );
  }

  private parseOrReject(command: string): ParsedIntent {
    // JSON objects, function calls and "Label: value" lists become a plain sentence first.
    const normalised = normaliseCommand(structuredCommand(command) ?? command);
    if (!/[\p{L}\p{N}]/u.test(normalised)) {
      throw reject('empty_command', `The command is empty: say what to do, e.g. "swap 1 SOL for USDC".`, { missing: ['type'] });
    }
    let lexemes = lex(normalised);
    refuseOtherChain(lexemes);
    lexemes = dropContextClauses(lexemes, this.tokens);
    const notes = new ParseNotes();
    const rewrites = rewritePhrases(lexemes);
    notes.payment = rewrites.payment;
    notes.wish = lexemes.some((l) => l.kind === 'word' && WANT_WORDS.has(l.text));
    const slippageBps = extractSlippage(lexemes);
    // Recurring and limit orders are refused wherever they are said, context included.
    this.refuseUnsupportedOrder(lexemes);
    const selected = selectInstruction(lexemes);
    lexemes = selected.lexemes;
    for (const sentence of selected.context) notes.assume(`read as context, not as an instruction: "${sentence}"`, PENALTY.context);
    refuseInexpressible(lexemes);
    const match = this.findVerb(lexemes, notes);
    const skip = new Set(match?.indexes ?? []);
    const firstAfterVerb = match ? this.firstContentAfter(lexemes, Math.max(...match.indexes)) : -1;
    if (match) this.refuseSecondAction(lexemes, match);
    const slots = extractSlots(lexemes, skip, this.tokens, firstAfterVerb, { onIsOutput: match?.word === 'spend' || match?.word === 'spending' });
    this.placeWallets(slots, match);
    for (const word of slots.ignored) notes.ignore(word);
    // "Stake 10 SOL; I want Helius as my validator": a validator named without its vote account.
    if ((match?.verb === 'stake' || match?.verb === 'unstake') && !slots.addresses.length && !rewrites.defaultValidator
      && (slots.ignored.length || slots.tokens.some((t) => !t.ref)) && lexemes.some((l) => l.kind === 'word' && /^validators?$/.test(l.text))) {
      const name = slots.ignored.find((w) => /^\p{Lu}/u.test(w)) ?? slots.tokens.find((t) => !t.ref)?.raw ?? slots.ignored[0];
      throw reject('invalid_address', `The command names a validator ("${name}") without its vote account: name it by its base58 vote account address, or say "any validator" for the default one.`, { suggestions: ['name the vote account address'] });
    }
    if (notes.ignored.length > MAX_IGNORED_WORDS) {
      throw reject('not_understood', `Too much of the command was not understood (${notes.ignored.slice(0, 5).map((w) => `"${w}"`).join(', ')}). Say it as e.g. "swap 1 SOL for USDC".`);
    }
    const body = this.build(match, slots, notes, slippageBps);
    const confidence = Math.round(Math.max(0.05, FULL_CONFIDENCE - notes.penalty) * 100) / 100;
    // Built field by field (every body is a type and its params): a spread of bodies of six
    // shapes was a slow copy on the hot path.
    return {
      type: body.type,
      params: body.params,
      confidence,
      details: {
        path: 'grammar', inferred: notes.inferred, defaulted: notes.defaulted, corrections: notes.corrections, ignored: notes.ignored,
        assumptions: notes.assumptions,
      },
    } as ParsedIntent;
  }

  /**
   * The wallets a command names besides recipients: the signing wallet is context and is
   * dropped; another wallet named as the one acting is refused, since it would have to sign.
   * A stake account after "from" ("withdraw 2 SOL from <stake account>") stays.
   */
  private placeWallets(slots: Slots, match: VerbMatch | null): void {
    const staking = match?.verb === 'stake' || match?.verb === 'unstake';
    const transfer = match?.verb === 'transfer' || match?.verb === 'slang';
    slots.addresses = slots.addresses.filter((a) => {
      if (a.text === this.walletAddress) return transfer && a.prep === 'out' && !a.signer;
      // "give my backup wallet W 0.3 SOL": one of the user's wallets, named by a label, receives.
      if (a.labelled && transfer && a.prep !== 'from' && a.prep !== 'in') { a.signer = false; return true; }
      // "from <stake account>" in a stake command; a wallet named as signer or payer never is.
      if (!a.signer || (staking && !a.signerNoun)) return true;
      throw reject(
        'other_wallet',
        `The command acts from wallet ${a.text}, which is not the request's walletAddress${this.walletAddress ? ` (${this.walletAddress})` : ''}: only the wallet that signs can ${match?.verb === 'transfer' ? 'send' : 'trade'} its tokens. Send the request with that wallet as walletAddress, or leave the other wallet out.`,
        { suggestions: ['use that wallet as walletAddress'] },
      );
    });
  }

  private build(match: VerbMatch | null, slots: Slots, notes: ParseNotes, slippageBps: number | null): IntentBody {
    if (!match) return this.buildWithoutVerb(slots, notes, slippageBps);
    switch (match.verb) {
      case 'swap':
      case 'buy':
      case 'sell':
        return this.buildSwap(match.verb, slots, notes, slippageBps);
      case 'slang':
        // "fire 2 USDC over to <address>" sends; "yeet 3 SOL into JUP" swaps.
        if (slots.addresses.some((a) => a.valid)) return this.buildTransfer(slots, notes);
        return this.buildSwap('swap', slots, notes, slippageBps);
      case 'transfer':
        // "pay with USDC to receive 10 PYTH", "pay 5 USDC for BONK": no recipient, two tokens, a swap.
        if ((match.word === 'pay' || match.word === 'spend') && slots.addresses.length === 0 && slots.tokens.filter((t) => t.ref).length === 2) {
          return this.buildSwap('swap', slots, notes, slippageBps);
        }
        return this.buildTransfer(slots, notes);
      case 'stake':
        return this.buildStake(slots, notes, slippageBps, match.liquid);
      case 'unstake':
        return this.buildUnstake(slots, notes, slippageBps);
      case 'wrap':
      case 'unwrap':
        return { type: match.verb, params: { amount: this.wrapAmount(match.verb, slots, notes) } };
    }
  }

  /**
   * Find the action verb: the first verb word that is not used as a noun ("my stake"). A
   * question or an unsupported action before it refuses the command; a misspelt verb at the
   * start is corrected.
   */
  private findVerb(lexemes: readonly Lexeme[], notes: ParseNotes): VerbMatch | null {
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

  private firstContentAfter(lexemes: readonly Lexeme[], i: number): number {
    let j = i + 1;
    while (j < lexemes.length && (lexemes[j].kind === 'mark' || FILLER_WORDS.has(wordAt(lexemes, j) ?? '') || LINK_WORDS.has(wordAt(lexemes, j) ?? ''))) j++;
    return j;
  }

  /**
   * Refuse a second action rather than half-parse it: another verb after a conjunction ("and
   * send it to X") or followed by what it acts on ("... then stake 2 SOL").
   */
  private refuseSecondAction(lexemes: readonly Lexeme[], match: VerbMatch): void {
    const last = Math.max(...match.indexes);
    for (let i = last + 1; i < lexemes.length; i++) {
      const w = wordAt(lexemes, i);
      if (w === null || (!VERBS.has(w) && !UNSUPPORTED_VERBS.has(w)) || this.isNounUse(lexemes, i)) continue;
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
  }

  /** Refuse limit, recurring, scheduled and leveraged orders instead of building them as plain market orders. */
  private refuseUnsupportedOrder(lexemes: readonly Lexeme[]): void {
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

  /** "1 SOL to USDC", "5 USDC to <address>": no verb, but the shape says which intent. */
  private buildWithoutVerb(slots: Slots, notes: ParseNotes, slippageBps: number | null): IntentBody {
    const hasAmount = slots.amounts.length > 0;
    // "250 JUP is what I want; pay with USDC", "Want 80 RAY; fund it with USDT", "I'd like ordinary
    // SOL for 1.1 of my wSOL", "30 USDC needed; raise it by selling JUP": a wish with a token to
    // pay with is a buy of the other token.
    const wish = notes.wish || notes.payment;
    if (hasAmount && slots.tokens.length === 2 && !slots.addresses.length && wish
      && slots.tokens.some((t) => t.prep === 'in' || t.prep === 'for') && !slots.tokens.some((t) => t.prep === 'out')) {
      notes.infer('type', PENALTY.wish, 'no action verb: a wish for a token, with a token to pay with, read as a buy');
      return this.buildSwap('buy', slots, notes, slippageBps);
    }
    if (hasAmount && slots.tokens.length >= 1 && slots.addresses.some((a) => a.valid)) {
      notes.infer('type', PENALTY.inferredType);
      return this.buildTransfer(slots, notes);
    }
    if (hasAmount && slots.tokens.length === 2 && slots.tokens.some((t) => t.prep === 'out' || t.prep === 'for')) {
      notes.infer('type', PENALTY.inferredType);
      return this.buildSwap('swap', slots, notes, slippageBps);
    }
    throw reject('not_a_command', `No action found in the command: say what to do, e.g. "swap 1 SOL for USDC" (supported: ${SUPPORTED}).`, { missing: ['type'] });
  }

  /** The one amount of the command, checked; null when it names none. */
  private singleAmount(slots: Slots): AmountMention | null {
    if (slots.amounts.length > 1) {
      throw reject('ambiguous_amount', `The command names more than one amount (${slots.amounts.map((a) => `"${a.raw}"`).join(', ')}): name one amount per command.`);
    }
    const mention = slots.amounts[0];
    if (!mention) return null;
    if (mention.problem === 'non_positive') throw reject('non_positive_amount', `The amount "${mention.raw}" must be greater than zero.`);
    if (mention.problem === 'inexact') throw reject('invalid_amount', `The amount "${mention.raw}" has no exact decimal value: write it as a decimal, e.g. "0.33".`);
    if (mention.problem === 'out_of_range') throw reject('invalid_amount', `The amount "${mention.raw}" is over 100% of a balance: name at most 100%.`);
    if (mention.problem === 'foreign_currency') throw reject('invalid_amount', `The amount "${mention.raw}" is in another currency than the US dollar: name it in tokens or in US dollars, e.g. "$30 of WIF".`);
    return mention;
  }

  /** Refuse a command that leaves fields out, naming them and showing a complete example. */
  private missing(fields: IntentField[], example: string): never {
    throw reject('missing_fields', `The command does not say ${fields.map(describeField).join(' or ')}: say e.g. "${example}".`, { missing: fields });
  }

  private native(): TokenRef {
    const ref = this.tokens.resolve(NATIVE_MINT);
    if (!ref) throw new Error('native SOL is not in the token registry');
    return ref;
  }

  private quote(): TokenRef {
    const ref = this.tokens.resolve(this.quoteSymbol);
    if (!ref) throw new Error(`quote token ${this.quoteSymbol} is not in the registry`);
    return ref;
  }

  private buildSwap(verb: 'swap' | 'buy' | 'sell', slots: Slots, notes: ParseNotes, slippageBps: number | null, preset?: { input?: TokenRef; output?: TokenRef }): IntentBody {
    // "trade 2 JTO for RAY using Orca": with both sides named, the venue is not a third token.
    const venue = slots.tokens.find((t) => t.venue);
    if (venue && slots.tokens.filter((t) => !t.venue && t.ref).length >= 2) {
      slots = { ...slots, tokens: slots.tokens.filter((t) => t !== venue), venues: [...slots.venues, venue.raw] };
    }
    const roles = new Map<TokenMention, AmountSide>();
    for (const a of slots.amounts) {
      // "100 USDC worth of BONK": buying pays with the USDC, selling or swapping receives it.
      if (a.worthOf && a.token) {
        roles.set(a.token, verb === 'buy' ? 'input' : 'output');
        roles.set(a.worthOf, verb === 'buy' ? 'output' : 'input');
      }
    }
    for (const t of slots.tokens) {
      if (roles.has(t)) continue;
      const prep = t.prep;
      if (prep === 'out') roles.set(t, 'output');
      else if (prep === 'in' || prep === 'from') roles.set(t, 'input');
      // "US$25 is my budget for WIF — take it from my USDT": with the token paid named, "for X" is what is bought.
      else if (prep === 'for') roles.set(t, verb === 'buy' && !(notes.payment && slots.tokens.some((o) => o !== t && o.prep === 'in')) ? 'input' : 'output');
      else roles.set(t, verb === 'buy' ? 'output' : 'input');
    }
    // "swap SOL with USDC": with no "to" side, the token after "with" is the one received.
    if (verb === 'swap' && ![...roles.values()].includes('output')) {
      const withToken = slots.tokens.find((t) => t.prep === 'in');
      if (withToken && slots.tokens.some((t) => t !== withToken && roles.get(t) === 'input')) roles.set(withToken, 'output');
    }
    const written = new Map<AmountSide, string>();
    const address = slots.addresses[0];
    if (address) {
      throw reject('unknown_token', `"${address.text}" is not a token mint this network's registry knows (a swap pays out to your own wallet only).`);
    }
    let input = preset?.input ?? this.side('input', roles, written, notes);
    let output = preset?.output ?? this.side('output', roles, written, notes);
    // "convert 1 SOL to wSOL" names one mint twice, but means wrapping it.
    const wrapping = input?.mint === NATIVE_MINT && output?.mint === NATIVE_MINT ? wrapDirection(written.get('input'), written.get('output')) : null;
    if (wrapping) {
      notes.infer('type', PENALTY.inferredSide, `SOL and wrapped SOL on the two sides of a trade: read as ${wrapping === 'wrap' ? 'a wrap' : 'an unwrap'}`);
      return { type: wrapping, params: { amount: this.wrapAmount(wrapping, slots, notes) } };
    }
    const amountMention = this.singleAmount(slots);

    const missing: IntentField[] = [];
    if (!amountMention) missing.push('amount');
    if (!input && verb === 'buy' && output && output.mint !== this.quote().mint) {
      input = this.quote();
      notes.default('inputToken', `no token to pay with named: ${input.symbol} assumed`);
    }
    if (!output && verb === 'sell' && input && input.mint !== this.quote().mint) {
      output = this.quote();
      notes.default('outputToken', `no token to receive named: ${output.symbol} assumed`);
    }
    if (!input) missing.push('inputToken');
    if (!output) missing.push('outputToken');
    if (missing.length || !amountMention || !input || !output) {
      this.missing(missing, verb === 'swap' ? 'swap 1 SOL for USDC' : `${verb} 10 JUP`);
    }
    if (input.mint === output.mint) {
      throw reject('same_token', `The command swaps ${input.symbol} for ${output.symbol}, the same token: name two different tokens${input.mint === NATIVE_MINT ? ' (use wrap or unwrap for SOL and wSOL)' : ''}.`);
    }
    const amount = amountMention.amount as Amount;
    let amountSide: AmountSide;
    if (amount.unit === 'usd') amountSide = 'input';
    else if (amountMention.token) amountSide = roles.get(amountMention.token) ?? 'input';
    else if (amountMention.prep) amountSide = amountMention.prep === 'out' || (amountMention.prep === 'for' && verb !== 'buy') ? 'output' : 'input';
    else {
      amountSide = verb === 'buy' ? 'output' : 'input';
      notes.infer('amountSide', PENALTY.inferredSide);
    }
    if (amountSide === 'output' && (amount.unit === 'percent' || amount.unit === 'all')) {
      throw reject('invalid_amount', `"${amountMention.raw}" refers to a balance you hold: put it on the token you pay with, e.g. "swap half my SOL for USDC".`);
    }
    return { type: 'swap', params: { inputToken: input, outputToken: output, amount, amountSide, slippageBps } };
  }

  /** The one token on side `s` of a trade (null when none), its words noted in `written`. */
  private side(s: AmountSide, roles: ReadonlyMap<TokenMention, AmountSide>, written: Map<AmountSide, string>, notes: ParseNotes): TokenRef | null {
    const refs = new Map<string, TokenRef>();
    for (const [t, role] of roles) {
      if (role !== s) continue;
      const ref = this.resolveMention(t, notes);
      refs.set(ref.mint, ref);
      written.set(s, t.raw);
    }
    if (refs.size > 1) {
      throw reject('ambiguous_tokens', `The command names more than one token to ${s === 'input' ? 'pay with' : 'receive'} (${[...refs.values()].map((r) => r.symbol).join(', ')}): name one of each.`);
    }
    return [...refs.values()][0] ?? null;
  }

  private buildTransfer(slots: Slots, notes: ParseNotes): IntentBody {
    const recipient = this.recipient(slots);
    const refs = new Map<string, TokenRef>();
    for (const t of slots.tokens) {
      // "pay X 25 USDC for lunch": an unknown word after "for" is the reason, not a token.
      if (!t.ref && t.prep === 'for' && !t.emphatic) {
        notes.ignore(`for ${t.raw}`);
        continue;
      }
      const ref = this.resolveMention(t, notes);
      refs.set(ref.mint, ref);
    }
    if (refs.size > 1) {
      throw reject('ambiguous_tokens', `The command names more than one token to send (${[...refs.values()].map((r) => r.symbol).join(', ')}): send one token per command.`);
    }
    const token = [...refs.values()][0];
    const amount = this.singleAmount(slots);
    const missing: IntentField[] = [];
    if (!amount) missing.push('amount');
    if (!token) missing.push('token');
    if (!recipient) missing.push('recipient');
    if (missing.length || !amount || !token || !recipient) {
      return this.missing(missing, 'send 5 USDC to <address>');
    }
    return { type: 'transfer', params: { token, amount: amount.amount as Amount, recipient } };
  }

  /** The one valid address of a transfer; a name or a bad address after "to" is refused, not skipped. */
  private recipient(slots: Slots): string | null {
    const valid = slots.addresses.filter((a) => a.valid);
    if (valid.length > 1) throw reject('invalid_recipient', `The command names more than one address (${valid.map((a) => a.text).join(', ')}): send to one recipient per command.`);
    if (valid.length === 1) return valid[0].text;
    const invalid = slots.addresses.find((a) => !a.valid);
    if (invalid) throw reject('invalid_recipient', `"${invalid.text}" is not a valid Solana address (base58, 32 bytes): check the recipient.`);
    const named = slots.tokens.find((t) => t.prep === 'out' && (!t.ref || slots.tokens.length > 1));
    if (named) throw reject('invalid_recipient', `"${named.raw}" is not a Solana address: send to a base58 wallet address.`);
    return null;
  }

  /** A validator or stake account: at most one valid address; a name where one belongs is refused. */
  private accountAddress(slots: Slots, what: string): string | null {
    const all: AddressMention[] = slots.addresses;
    if (all.length > 1) throw reject('invalid_address', `The command names more than one address: name one ${what}.`);
    if (all[0] && !all[0].valid) throw reject('invalid_address', `"${all[0].text}" is not a valid ${what} address (base58, 32 bytes).`);
    const named = slots.tokens.find((t) => !t.ref && (t.prep === 'in' || t.prep === 'out' || t.prep === 'from'));
    if (named) throw reject('invalid_address', `"${named.raw}" is not a ${what} address: name it by its base58 address.`);
    return all[0]?.text ?? null;
  }

  private buildStake(slots: Slots, notes: ParseNotes, slippageBps: number | null, liquid: boolean): IntentBody {
    const refs = slots.tokens.filter((t) => t.ref || t.prep === null).map((t) => ({ t, ref: this.resolveMention(t, notes) }));
    const target = refs.find((r) => r.ref.mint !== NATIVE_MINT);
    // "stake 3 SOL into JitoSOL", "liquid stake 10 SOL for mSOL": a swap into a staking token.
    if (target && (liquid || target.t.prep === 'out' || target.t.prep === 'for')) {
      return this.buildSwap('swap', { ...slots, tokens: slots.tokens.filter((t) => t !== target.t) }, notes, slippageBps, { input: this.native(), output: target.ref });
    }
    if (target) throw reject('wrong_token', `Only SOL can be staked, not ${target.ref.symbol}: to trade it, say "swap".`);
    if (liquid) this.missing(['outputToken'], 'liquid stake 3 SOL into JitoSOL');
    const validator = this.accountAddress(slots, 'validator vote account');
    const amount = this.singleAmount(slots);
    if (!amount) return this.missing(['amount'], 'stake 10 SOL');
    return { type: 'stake', params: { amount: amount.amount as Amount, validator } };
  }

  private buildUnstake(slots: Slots, notes: ParseNotes, slippageBps: number | null): IntentBody {
    const refs = slots.tokens.filter((t) => t.ref || t.prep === null).map((t) => ({ t, ref: this.resolveMention(t, notes) }));
    const staked = refs.find((r) => r.ref.mint !== NATIVE_MINT);
    if (staked) {
      // "unstake 2 mSOL": leaving a liquid staking token is a swap back to SOL.
      if (!/sol$/i.test(staked.ref.symbol)) throw reject('wrong_token', `${staked.ref.symbol} is not staked SOL: to trade it, say "swap".`);
      notes.infer('outputToken', 0);
      return this.buildSwap('swap', { ...slots, tokens: slots.tokens.filter((t) => t !== staked.t) }, notes, slippageBps, { input: staked.ref, output: this.native() });
    }
    const stakeAccount = this.accountAddress(slots, 'stake account');
    let amount: Amount | undefined = this.singleAmount(slots)?.amount ?? undefined;
    // "withdraw my stake", "unstake my SOL": naming what without how much means all of it.
    if (!amount && (slots.mentionsStake || refs.length > 0 || stakeAccount)) {
      amount = { value: null, unit: 'all' };
      notes.default('amount', 'no amount named: the whole stake assumed');
    }
    if (!amount) return this.missing(['amount'], 'unstake 2 SOL');
    return { type: 'unstake', params: { amount, stakeAccount } };
  }

  private wrapAmount(verb: 'wrap' | 'unwrap', slots: Slots, notes: ParseNotes): Amount {
    for (const t of slots.tokens) {
      const ref = this.resolveMention(t, notes);
      if (ref.mint !== NATIVE_MINT) throw reject('wrong_token', `Only SOL can be ${verb}ped, not ${ref.symbol}.`);
    }
    if (slots.addresses.length) throw reject('not_understood', `${verb} takes no address: say e.g. "${verb} 1 SOL".`);
    const amount = this.singleAmount(slots);
    if (amount) return amount.amount as Amount;
    // "unwrap my wSOL": unwrapping closes the wrapped account, so naming it means all of it.
    if (verb === 'unwrap' && slots.tokens.length > 0) {
      notes.default('amount', 'no amount named: all wrapped SOL assumed');
      return { value: null, unit: 'all' };
    }
    return this.missing(['amount'], `${verb} 1 SOL`);
  }
}

/** wrap for SOL -> wSOL, unwrap for wSOL -> SOL, as written; null when both sides read the same. */
function wrapped(raw: string): boolean {
  return /^w(rapped ?)?sol(ana)?$/i.test(raw) || raw === NATIVE_MINT;
}

function wrapDirection(input = '', output = ''): 'wrap' | 'unwrap' | null {
  if (wrapped(input) === wrapped(output)) return null;
  return wrapped(output) ? 'wrap' : 'unwrap';
}

function describeField(field: IntentField): string {
  switch (field) {
    case 'amount': return 'how much';
    case 'inputToken': return 'which token to pay with';
    case 'outputToken': return 'which token to receive';
    case 'token': return 'which token';
    case 'recipient': return 'to which address';
    case 'type': return 'what to do';
  }
}
