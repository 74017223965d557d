import type { IntentBody, ParsedIntent, ParseOutcome, TokenResolver } from './intent.types.js';
import { readCloseAccounts } from './close-accounts.js';
import { lex, normaliseCommand } from './lexer.js';
import { refuseOtherChain } from './chains.js';
import { dropContextClauses, refuseInexpressible } from './clauses.js';
import { WANT_WORDS } from './lexicon.js';
import { structuredCommand } from './structured.js';
import { rewritePhrases } from './rewrites.js';
import { bareTokenPair, joinSplitSymbols } from './split-symbols.js';
import { selectInstruction } from './sentences.js';
import { IntentRejection, intentParseError, reject } from './parse-failure.js';
import { FULL_CONFIDENCE, MAX_IGNORED_WORDS, ParseNotes, PENALTY } from './parse-notes.js';
import { extractSlippage, extractSlots, resolveTokenWord, type Slots } from './slots.js';
import { IntentBuilder } from './intent-builder.js';
import { cancelBody, orderBody, type OrderReading, readOrderCommand } from './orders.js';
import { refuseSlippageQuestion, type VerbMatch, VerbFinder } from './verb-finder.js';

/*
 * The parser runs in stages, one file each: the command normalised and lexed (structured.ts,
 * lexer.ts), context and formatting dropped (clauses.ts, sentences.ts, rewrites.ts), the action
 * found (verb-finder.ts), the slots read (slots.ts), and the intent built (intent-builder.ts on
 * build-swap.ts and build-base.ts), its guesses noted in parse-notes.ts.
 */

const LIST_MARKER = /^\d{1,2}[).]\s+(?=\p{L})/u;

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
  /** The clock an order's expiry ("valid for 36 hours") counts from. Default: now. */
  now?: () => Date;
}

/**
 * The rule-based natural-language intent parser (api-decisions section 4). Pure and
 * synchronous: the same command and registry always give the same result.
 */
export class IntentParser {
  readonly tokens: TokenResolver;
  private readonly walletAddress: string | null;
  private readonly verbs: VerbFinder;
  private readonly builder: IntentBuilder;
  private readonly now: () => Date;

  constructor(options: IntentParserOptions) {
    this.tokens = options.tokens;
    this.walletAddress = options.walletAddress ?? null;
    this.verbs = new VerbFinder(this.tokens);
    this.builder = new IntentBuilder(this.tokens, options.quoteSymbol ?? 'USDC');
    this.now = options.now ?? (() => new Date());
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

  private parseOrReject(command: string): ParsedIntent {
    // JSON objects, function calls and "Label: value" lists become a plain sentence first.
    // "2) sell 4 RAY": a list marker is never an amount.
    let normalised = normaliseCommand(structuredCommand(command) ?? command).replace(LIST_MARKER, '');
    if (!/[\p{L}\p{N}]/u.test(normalised)) {
      throw reject('empty_command', `The command is empty: say what to do, e.g. "swap 1 SOL for USDC".`, { missing: ['type'] });
    }
    // Orders (orders.ts): the trigger, schedule and expiry come out, and a plain swap is left.
    const order = readOrderCommand(normalised, this.tokens, this.now());
    if (order?.kind === 'cancel') return this.finish(cancelBody(order, this.tokens), new ParseNotes());
    if (order) normalised = order.command;
    let lexemes = bareTokenPair(joinSplitSymbols(lex(normalised), this.tokens), this.tokens);
    refuseOtherChain(lexemes);
    lexemes = dropContextClauses(lexemes, this.tokens);
    const notes = new ParseNotes();
    const rewrites = rewritePhrases(lexemes);
    notes.payment = rewrites.payment;
    notes.wish = lexemes.some((l) => l.kind === 'word' && WANT_WORDS.has(l.text));
    refuseSlippageQuestion(lexemes);
    const slippageBps = extractSlippage(lexemes);
    // Recurring and limit orders are refused wherever they are said, context included.
    this.verbs.refuseUnsupportedOrder(lexemes);
    const selected = selectInstruction(lexemes);
    lexemes = selected.lexemes;
    for (const sentence of selected.context) notes.assume(`read as context, not as an instruction: "${sentence}"`, PENALTY.context);
    refuseInexpressible(lexemes);
    const close = readCloseAccounts(lexemes, this.tokens);
    if (close) {
      for (const word of close.ignored) notes.ignore(word);
      return this.finish(close.body, notes);
    }
    const match = this.verbs.findVerb(lexemes, notes);
    const skip = new Set(match?.indexes ?? []);
    const firstAfterVerb = match ? this.verbs.firstContentAfter(lexemes, Math.max(...match.indexes)) : -1;
    const delivery = match ? this.verbs.refuseSecondAction(lexemes, match) : -1;
    if (delivery >= 0) {
      skip.add(delivery);
      notes.delivery = true;
      // "... and send the USDC to <address>": the output named again is no third token.
      const before = new Set<string>();
      for (let j = 0; j < lexemes.length; j++) {
        const l = lexemes[j];
        const ref = l.kind === 'word' ? resolveTokenWord(l, this.tokens) : null;
        if (ref && j < delivery) before.add(ref.mint);
        else if (ref && before.has(ref.mint)) skip.add(j);
      }
    }
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
    const body = this.builder.build(match, slots, notes, slippageBps);
    return this.finish(order ? this.asOrder(order, body, notes) : body, notes);
  }

  /** The swap read as the order it waits in, its guesses noted. */
  private asOrder(order: OrderReading, body: IntentBody, notes: ParseNotes): IntentBody {
    notes.assume('read as an order (api-decisions section 9)', PENALTY.order);
    for (const a of order.assumptions) notes.assume(a, PENALTY.orderGuess);
    return orderBody(order, body, this.tokens);
  }

  /** The parsed intent: the body, its confidence after the guesses, and how it was reached. */
  private finish(body: IntentBody, notes: ParseNotes): ParsedIntent {
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
}
