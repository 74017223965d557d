import { NATIVE_MINT } from '../chain/token-list.js';
import { nearestWords, typoBudget } from './fuzzy.js';
import type {
  Amount, AmountSide, IntentBody, IntentField, ParseCorrection, ParsedIntent, ParseOutcome, TokenRef, TokenResolver,
} from './intent.types.js';
import { lex, type Lexeme, normaliseCommand } from './lexer.js';
import { refuseOtherChain } from './chains.js';
import { dropContextClauses, refuseInexpressible } from './clauses.js';
import {
  ACTION_NOUNS, ALL_WORDS, COMMON_WORDS, CONJUNCTIONS, FILLER_WORDS, LINK_WORDS, PHRASAL_VERBS, QUESTION_OPENERS, QUESTION_WORDS,
  REQUEST_WORDS, TRANSACTION_NOUNS, UNSUPPORTED_ORDER_WORDS, UNSUPPORTED_VERBS, VERBS,
  type VerbClass,
} from './lexicon.js';
import { structuredCommand } from './structured.js';
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
} as const;
/** More unknown words than this and the command is not understood, whatever else it says. */
const MAX_IGNORED_WORDS = 3;

const SUPPORTED = 'swap, buy, sell, send, stake, unstake, wrap or unwrap';
const QUESTION_MESSAGE = `That reads as a question, not a command: say what to do, e.g. "swap 1 SOL for USDC" (supported: ${SUPPORTED}).`;
const NOUN_BEFORE = new Set(['my', 'the', 'your', 'our', 'a', 'an', 'in', 'from', 'this', 'that', 'of']);
const NOUN_AFTER = new Set(['account', 'accounts', 'fee', 'fees', 'rate', 'history', 'pool', 'position']);

/** Parse-wide bookkeeping: what was guessed, and what it cost in confidence. */
class ParseNotes {
  readonly inferred: string[] = [];
  readonly defaulted: string[] = [];
  readonly corrections: ParseCorrection[] = [];
  readonly ignored: string[] = [];
  penalty = 0;

  correct(from: string, to: string, kind: ParseCorrection['kind']): void {
    this.corrections.push({ from, to, kind });
    this.penalty += kind === 'verb' ? PENALTY.verbTypo : PENALTY.tokenTypo;
  }

  infer(field: string, cost: number): void {
    this.inferred.push(field);
    this.penalty += cost;
  }

  default(field: string): void {
    this.defaulted.push(field);
    this.penalty += PENALTY.defaulted;
  }
}

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

  /** Resolve a token mention through the registry, correcting a near-unique typo; unknown tokens are rejected. */
  private resolveMention(mention: TokenMention, notes: ParseNotes): TokenRef {
    if (mention.ref) return mention.ref;
    const word = mention.raw;
    // An ordinary word ("them", "mind") is never corrected into a token.
    const budget = COMMON_WORDS.has(word.toLowerCase()) ? -1 : typoBudget(word.length);
    const near = nearestWords(word, this.tokens.symbols(), Math.max(budget + 1, 1));
    const best = near.filter((n) => n.distance === near[0]?.distance);
    if (best.length === 1 && best[0].distance <= budget) {
      const ref = this.tokens.resolve(best[0].word);
      if (ref) {
        notes.correct(word, ref.symbol, 'token');
        return ref;
      }
    }
    const suggestions = near.slice(0, 3).map((n) => n.word);
    throw reject(
      'unknown_token',
      suggestions.length
        ? `Unknown token "${word}": did you mean ${suggestions.join(' or ')}?`
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
    const slippageBps = extractSlippage(lexemes);
    refuseInexpressible(lexemes);
    const match = this.findVerb(lexemes, notes);
    this.refuseUnsupportedOrder(lexemes);
    const skip = new Set(match?.indexes ?? []);
    const firstAfterVerb = match ? this.firstContentAfter(lexemes, Math.max(...match.indexes)) : -1;
    if (match) this.refuseSecondAction(lexemes, match);
    const slots = extractSlots(lexemes, skip, this.tokens, firstAfterVerb, { onIsOutput: match?.word === 'spend' || match?.word === 'spending' });
    this.placeWallets(slots, match);
    for (const word of slots.ignored) {
      notes.ignored.push(word);
      notes.penalty += PENALTY.ignoredWord;
    }
    if (notes.ignored.length > MAX_IGNORED_WORDS) {
      throw reject('not_understood', `Too much of the command was not understood (${notes.ignored.slice(0, 5).map((w) => `"${w}"`).join(', ')}). Say it as e.g. "swap 1 SOL for USDC".`);
    }
    const body = this.build(match, slots, notes, slippageBps);
    const confidence = Math.round(Math.max(0.05, FULL_CONFIDENCE - notes.penalty) * 100) / 100;
    return {
      ...body,
      confidence,
      details: { path: 'grammar', inferred: notes.inferred, defaulted: notes.defaulted, corrections: notes.corrections, ignored: notes.ignored },
    } as ParsedIntent;
  }

  /**
   * The wallets a command names besides recipients: the signing wallet is context and is
   * dropped; another wallet named as the one acting is refused, since it would have to sign.
   * A stake account after "from" ("withdraw 2 SOL from <stake account>") stays.
   */
  private placeWallets(slots: Slots, match: VerbMatch | null): void {
    const staking = match?.verb === 'stake' || match?.verb === 'unstake';
    slots.addresses = slots.addresses.filter((a) => {
      if (a.text === this.walletAddress) return match?.verb === 'transfer' && a.prep === 'out' && !a.signer;
      if (!a.signer || staking) return true;
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
      if (w === null) continue;
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
      const phrasal = next ? PHRASAL_VERBS.get(`${w} ${next}`) : undefined;
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
      if (QUESTION_WORDS.has(w)) question = true;
      if (UNSUPPORTED_VERBS.has(w) && !this.isNounUse(lexemes, i)) {
        if (question) break;
        throw reject('unsupported_action', `"${w}" is not an action this service offers: it can ${SUPPORTED}.`, { missing: ['type'] });
      }
    }
    if (question || (lexemes.some((l) => l.kind === 'mark' && l.text === '?') && !this.hasAmount(lexemes))) {
      throw reject('question', QUESTION_MESSAGE, { missing: ['type'] });
    }
    return this.misspeltVerb(lexemes, notes);
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
    const candidates = [...VERBS.keys(), ...UNSUPPORTED_VERBS].filter((v) => v.length >= 4);
    const near = nearestWords(l.text, candidates, typoBudget(l.text.length));
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
      if ((w && UNSUPPORTED_ORDER_WORDS.has(w)) || atPrice) {
        throw reject('unsupported_action', `Limit, conditional, recurring and leveraged orders are not supported ("${atPrice ? 'at' : w}"): ask for one immediate ${SUPPORTED}.`);
      }
    }
  }

  /** "1 SOL to USDC", "5 USDC to <address>": no verb, but the shape says which intent. */
  private buildWithoutVerb(slots: Slots, notes: ParseNotes, slippageBps: number | null): IntentBody {
    const hasAmount = slots.amounts.length > 0;
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
      else if (prep === 'for') roles.set(t, verb === 'buy' ? 'input' : 'output');
      else roles.set(t, verb === 'buy' ? 'output' : 'input');
    }
    // "swap SOL with USDC": with no "to" side, the token after "with" is the one received.
    if (verb === 'swap' && ![...roles.values()].includes('output')) {
      const withToken = slots.tokens.find((t) => t.prep === 'in');
      if (withToken && slots.tokens.some((t) => t !== withToken && roles.get(t) === 'input')) roles.set(withToken, 'output');
    }
    const written = new Map<AmountSide, string>();
    const side = (s: AmountSide): TokenRef | null => {
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
    };
    const address = slots.addresses[0];
    if (address) {
      throw reject('unknown_token', `"${address.text}" is not a token mint this network's registry knows (a swap pays out to your own wallet only).`);
    }
    let input = preset?.input ?? side('input');
    let output = preset?.output ?? side('output');
    // "convert 1 SOL to wSOL" names one mint twice, but means wrapping it.
    const wrapping = input?.mint === NATIVE_MINT && output?.mint === NATIVE_MINT ? wrapDirection(written.get('input'), written.get('output')) : null;
    if (wrapping) {
      notes.infer('type', PENALTY.inferredSide);
      return { type: wrapping, params: { amount: this.wrapAmount(wrapping, slots, notes) } };
    }
    const amountMention = this.singleAmount(slots);

    const missing: IntentField[] = [];
    if (!amountMention) missing.push('amount');
    if (!input && verb === 'buy' && output && output.mint !== this.quote().mint) {
      input = this.quote();
      notes.default('inputToken');
    }
    if (!output && verb === 'sell' && input && input.mint !== this.quote().mint) {
      output = this.quote();
      notes.default('outputToken');
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

  private buildTransfer(slots: Slots, notes: ParseNotes): IntentBody {
    const recipient = this.recipient(slots);
    const refs = new Map<string, TokenRef>();
    for (const t of slots.tokens) {
      // "pay X 25 USDC for lunch": an unknown word after "for" is the reason, not a token.
      if (!t.ref && t.prep === 'for' && !t.emphatic) {
        notes.ignored.push(`for ${t.raw}`);
        notes.penalty += PENALTY.ignoredWord;
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
      notes.default('amount');
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
      notes.default('amount');
      return { value: null, unit: 'all' };
    }
    return this.missing(['amount'], `${verb} 1 SOL`);
  }
}

/** wrap for SOL -> wSOL, unwrap for wSOL -> SOL, as written; null when both sides read the same. */
function wrapDirection(input = '', output = ''): 'wrap' | 'unwrap' | null {
  const wrapped = (raw: string) => /^w(rapped ?)?sol(ana)?$/i.test(raw) || raw === NATIVE_MINT;
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
