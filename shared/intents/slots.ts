import { decimalFromNumber, isPositiveDecimal, scaleDecimal } from './decimal.js';
import type { Amount, TokenRef, TokenResolver } from './intent.types.js';
import type { Lexeme } from './lexer.js';
import { NATIVE_MINT } from '../chain/token-list.js';
import {
  ACTION_NOUNS, ADDRESS_NOUNS, ALL_WORDS, BPS_WORDS, CONJUNCTIONS, FILLER_WORDS, FRACTION_WORDS, LINK_WORDS, NUMBER_WORDS,
  FOREIGN_CURRENCY_WORDS, PERCENT_WORDS, PREPOSITIONS, type PrepositionRole, QUESTION_OPENERS, QUESTION_WORDS, REQUEST_WORDS, SCALE_WORDS, SLIPPAGE_WORDS,
  TRANSACTION_NOUNS, USD_WORDS, UNSUPPORTED_ORDER_WORDS, UNSUPPORTED_VERBS, VENUE_NOUNS, VENUES, VERBS, WANT_WORDS,
} from './lexicon.js';
import { reject } from './parse-failure.js';

/** A token named in the command, resolved or not. */
export interface TokenMention {
  /** As written, for messages and typo correction. */
  raw: string;
  /** Null when the registry does not know it. */
  ref: TokenRef | null;
  /** The preposition before it (or before its amount): which side of a trade it is on. */
  prep: PrepositionRole | null;
  /** Written with `$` or in capitals: certainly meant as a token. */
  emphatic: boolean;
  /** After "using"/"with" and a venue's name ("using Orca"): a venue if the trade has both sides without it. */
  venue?: true;
}

/** An amount and the token it counts, if one follows it. */
export interface AmountMention {
  /** Null when the amount is zero, negative or out of range (see `problem`). */
  amount: Amount | null;
  problem: 'non_positive' | 'out_of_range' | 'inexact' | 'foreign_currency' | null;
  raw: string;
  prep: PrepositionRole | null;
  token: TokenMention | null;
  /** "100 USDC worth of BONK": the token the amount buys or sells (BONK). */
  worthOf: TokenMention | null;
}

/** A base58-looking string that is not a known mint: a recipient, validator or stake account. */
export interface AddressMention {
  text: string;
  /** Decodes to a 32-byte public key. */
  valid: boolean;
  /** The preposition before it ("to", "from"). */
  prep: PrepositionRole | null;
  /** Named as the wallet acting ("from W", "wallet W", "signer: W"), not as a recipient. */
  signer: boolean;
  /** Named by a role noun ("wallet W", "the signer is W", "acting as W") rather than by "from". */
  signerNoun?: boolean;
  /** Named as one of the user's own wallets by a label ("my savings wallet W", "my Ledger, address W"). */
  labelled?: boolean;
}

/** Everything the grammar found around the verb. */
export interface Slots {
  tokens: TokenMention[];
  amounts: AmountMention[];
  addresses: AddressMention[];
  /** Words skipped as not understood. */
  ignored: string[];
  /** Words of a noun phrase about staking ("my stake", "stake account"). */
  mentionsStake: boolean;
  /** Venues named ("via Raydium", "using Jupiter aggregator"): read, not honoured (Jupiter routes). */
  venues: string[];
  /** Words read as the label of a wallet ("savings" in "my savings wallet W"). */
  labels: string[];
}

/** How the verb reads a few words: "spend 10 USDC on BONK" receives BONK. */
export interface SlotOptions {
  onIsOutput?: boolean;
}

/** Every word with a grammatical role, in one set: most words of a command are looked up here. */
const GRAMMAR_WORDS: ReadonlySet<string> = new Set<string>([
  ...VERBS.keys(), ...FILLER_WORDS, ...LINK_WORDS, ...PREPOSITIONS.keys(), ...CONJUNCTIONS, ...ALL_WORDS, ...FRACTION_WORDS.keys(), ...USD_WORDS,
  ...PERCENT_WORDS, ...SLIPPAGE_WORDS, ...QUESTION_WORDS, ...QUESTION_OPENERS, ...UNSUPPORTED_VERBS, ...UNSUPPORTED_ORDER_WORDS, ...ADDRESS_NOUNS,
  ...NUMBER_WORDS.keys(), ...SCALE_WORDS.keys(), ...REQUEST_WORDS, ...TRANSACTION_NOUNS, ...ACTION_NOUNS.keys(), ...VENUE_NOUNS, ...WANT_WORDS,
  'on', 'worth',
]);

/** Every word with a grammatical role; such a word is read as a token only when written `$X` or in capitals. */
export function isGrammarWord(word: string): boolean {
  return GRAMMAR_WORDS.has(word);
}

function isCapitalised(raw: string): boolean {
  return raw.length >= 2 && raw === raw.toUpperCase() && /\p{Lu}/u.test(raw);
}

/** Resolve a word as a token, unless it is a grammar word written plainly. */
export function resolveTokenWord(l: Extract<Lexeme, { kind: 'word' }>, tokens: TokenResolver): TokenRef | null {
  if (!l.dollar && isGrammarWord(l.text) && !isCapitalised(l.raw)) return null;
  return tokens.resolve(l.raw);
}

/** Longest token name spelled in several words. */
const MAX_NAME_WORDS = 4;

/**
 * A token named in two to four words at `i`: a registry name ("USD Coin", "Jito Staked SOL",
 * "Pyth Network") or "wrapped SOL". Returns the token and the index after its words.
 */
export function tokenPhraseAt(lexemes: readonly Lexeme[], i: number, tokens: TokenResolver): { ref: TokenRef; raw: string; next: number } | null {
  const first = lexemes[i];
  const second = lexemes[i + 1];
  if (first?.kind !== 'word' || first.dollar || second?.kind !== 'word' || second.dollar) return null;
  const starts = tokens.nameStarts?.();
  if (starts && !starts.has(first.text) && first.text !== 'wrapped') return null;
  if (first.text === 'wrapped' && (second.text === 'sol' || second.text === 'solana')) {
    const ref = tokens.resolve(NATIVE_MINT);
    return ref ? { ref, raw: `wrapped ${second.raw}`, next: i + 2 } : null;
  }
  let end = i + 1;
  while (end + 1 < i + MAX_NAME_WORDS && lexemes[end + 1]?.kind === 'word' && !(lexemes[end + 1] as { dollar: boolean }).dollar) end++;
  for (; end > i; end--) {
    let raw = '';
    for (let j = i; j <= end; j++) raw += (j > i ? ' ' : '') + (lexemes[j] as { raw: string }).raw;
    const ref = tokens.resolve(raw);
    if (ref) return { ref, raw, next: end + 1 };
  }
  return null;
}

/** Nouns of a wallet the user names by a label ("my savings wallet", "my Ledger"). */
const WALLET_NOUNS = new Set(['wallet', 'wallets', 'address', 'account', 'ledger', 'phantom', 'solflare', 'backpack', 'trezor', 'keystone', 'vault', 'safe', 'multisig', 'exchange']);

/**
 * Whether the unknown word at `i` labels a wallet whose address follows: a wallet noun (the word
 * itself or one of the next few) and then a valid address before any token, amount or verb.
 */
function labelsWallet(lexemes: readonly Lexeme[], i: number): boolean {
  let noun = WALLET_NOUNS.has(wordOf(lexemes[i]) ?? '');
  for (let j = i + 1; j < Math.min(lexemes.length, i + 7); j++) {
    const l = lexemes[j];
    if (l.kind === 'address') return noun && l.valid;
    if (l.kind === 'number' || l.kind === 'mark' && l.text !== ',' && l.text !== ';') return false;
    if (l.kind !== 'word') continue;
    if (l.dollar || VERBS.has(l.text)) return false;
    if (WALLET_NOUNS.has(l.text)) noun = true;
  }
  return false;
}

/** Solana and its clusters, and the nouns after them ("on Solana mainnet", "on the devnet cluster"). */
const SOLANA_NETWORKS = new Set(['solana', 'mainnet', 'mainnet-beta', 'devnet', 'testnet', 'localnet', 'network', 'chain', 'blockchain', 'cluster']);

/** Words that make an address the acting wallet rather than a recipient. */
const SIGNER_NOUNS = new Set(['wallet', 'signer', 'payer', 'owner', 'sender']);

/** Words before a venue's name: "via Raydium", "on Orca", "using Jupiter aggregator". */
const VENUE_PREPOSITIONS: ReadonlySet<string> = new Set(['via', 'through', 'on', 'using', 'with', 'thru']);

const STAKE_NOUNS = new Set(['stake', 'stakes', 'staked', 'staking', 'delegated', 'delegation']);

const wordOf = (l: Lexeme | undefined): string | null => (l?.kind === 'word' && !l.dollar ? l.text : null);

/**
 * Find the slippage the command names ("1% slippage", "slippage 0.5%", "50 bps",
 * "max slippage 2 percent") and remove its words, so its number is not read as the amount.
 * Returns basis points, or null when none is named.
 */
export function extractSlippage(lexemes: Lexeme[]): number | null {
  dropVagueSlippage(lexemes);
  for (let i = 0; i < lexemes.length; i++) {
    const l = lexemes[i];
    if (l.kind !== 'number') continue;
    let end = i + 1;
    let unit: 'percent' | 'bps' | null = l.percent ? 'percent' : null;
    if (!unit && PERCENT_WORDS.has(wordOf(lexemes[end]) ?? '')) { unit = 'percent'; end++; }
    if (!unit && BPS_WORDS.has(wordOf(lexemes[end]) ?? '')) { unit = 'bps'; end++; }
    if (!unit && wordOf(lexemes[end]) === 'basis' && /^points?$/.test(wordOf(lexemes[end + 1]) ?? '')) { unit = 'bps'; end += 2; }
    // "slippage_bps: 60", "slippage bps 60": the unit written before the number.
    if (!unit && BPS_WORDS.has(wordOf(lexemes[i - 1]) ?? '') && SLIPPAGE_WORDS.has(wordOf(lexemes[i - 2]) ?? '')) unit = 'bps';
    // The slippage word near the number, within its clause: "1% slippage", "slippage of 2
    // percent", "don't let slippage go past one percent", "a tenth of a percent is the most
    // slippage I'll accept".
    let slippageAt = -1;
    for (let k = i - 1; k >= Math.max(0, i - SLIPPAGE_WINDOW - 1); k--) {
      const w = wordOf(lexemes[k]);
      if (w === null) break;
      if (SLIPPAGE_WORDS.has(w)) { slippageAt = k; break; }
      if (!SLIPPAGE_GLUE.has(w) && !BPS_WORDS.has(w)) break;
    }
    if (slippageAt < 0 && unit) {
      for (let k = end; k < Math.min(lexemes.length, end + SLIPPAGE_WINDOW); k++) {
        const w = wordOf(lexemes[k]);
        if (w === null) break;
        if (SLIPPAGE_WORDS.has(w)) { slippageAt = k; break; }
        if (!SLIPPAGE_GLUE.has(w)) break;
      }
    }
    // A bare "50 bps" can only be slippage; a bare "1%" is an amount ("swap 10% of my SOL").
    if (slippageAt < 0 && unit !== 'bps') continue;
    let start = Math.min(i, slippageAt < 0 ? i : slippageAt);
    let stop = Math.max(end, slippageAt + 1);
    // The words that only frame it: "with ... slippage", "... slippage at most", "I can live with ...".
    while (start > 0 && SLIPPAGE_GLUE.has(wordOf(lexemes[start - 1]) ?? '')) start--;
    while (stop < lexemes.length && (SLIPPAGE_TAIL.has(wordOf(lexemes[stop]) ?? '') || SLIPPAGE_WORDS.has(wordOf(lexemes[stop]) ?? ''))) stop++;
    const bps = toBasisPoints(l, unit ?? 'percent');
    lexemes.splice(start, stop - start);
    return bps;
  }
  return null;
}

/** How far (in words) a slippage word may stand from its number. */
const SLIPPAGE_WINDOW = 5;
/** Words between or before a slippage word and its number ("slippage of at most 1%", "don't let slippage go past"). */
const SLIPPAGE_GLUE = new Set(['max', 'maximum', 'at', 'most', 'of', 'is', 'be', 'set', 'to', 'with', 'and', 'under', 'within', 'below',
  'past', 'go', 'goes', 'going', 'over', 'exceed', 'exceeding', 'above', 'let', "don't", 'dont', 'do', 'not', 'no', 'more', 'than', 'up',
  'keep', 'it', 'i', 'can', 'could', 'live', 'cap', 'capped', 'allow', 'allowing', 'accept', 'tolerate', 'the', 'a', 'tolerance', 'your',
  'my', 'use', 'using', 'is', 'should', 'fine', 'ok', 'okay', "i'll", 'ill', "i'm", 'im', 'happy', 'allowed', 'tops', 'worst', 'case',
  'only', 'just', 'around', 'about', 'roughly', 'approx', 'approximately', 'plus', 'minus', 'or', 'less', 'lower', 'higher', 'than']);
/** Words after a slippage phrase that only close it ("... is fine", "... at most", "... I'll accept"). */
const SLIPPAGE_TAIL = new Set(['max', 'maximum', 'at', 'most', 'tops', 'is', 'fine', 'ok', 'okay', 'please', 'tolerance', 'allowed', "i'll",
  'ill', 'i', 'can', 'will', 'accept', 'tolerate', 'the', 'be', 'should', 'limit', 'only', 'or', 'less', 'lower', 'cap']);

/** "with low slippage" names no number: the configured default applies, and the words must not read as a token. */
function dropVagueSlippage(lexemes: Lexeme[]): void {
  for (let i = 1; i < lexemes.length; i++) {
    if (!SLIPPAGE_WORDS.has(wordOf(lexemes[i]) ?? '') || lexemes[i + 1]?.kind === 'number' || lexemes[i - 1]?.kind === 'number') continue;
    if (!VAGUE_SLIPPAGE.has(wordOf(lexemes[i - 1]) ?? '')) continue;
    let start = i - 1;
    if (['with', 'at', 'and', 'using'].includes(wordOf(lexemes[start - 1]) ?? '')) start--;
    lexemes.splice(start, i + 1 - start);
    i = start;
  }
}

const VAGUE_SLIPPAGE = new Set(['low', 'lowest', 'tight', 'minimal', 'minimum', 'min', 'default', 'auto', 'normal', 'standard', 'high', 'some', 'usual']);

function toBasisPoints(l: Extract<Lexeme, { kind: 'number' }>, unit: 'percent' | 'bps'): number {
  const value = unit === 'percent' ? scaleDecimal(l.value, 2) : l.value;
  const bps = Number(value);
  if (l.negative || value.includes('.') || !Number.isSafeInteger(bps) || bps < 1 || bps > 5000) {
    throw reject('invalid_slippage', `Slippage "${l.raw}" is not usable: name whole basis points between 1 and 5000 (0.01% to 50%).`);
  }
  return bps;
}

/** What a single word after a number turns the number into: percent, dollars or a fraction of a balance. */
function amountFromNumber(
  lexemes: readonly Lexeme[],
  i: number,
  tokens: TokenResolver,
): { amount: Amount; raw: string; next: number; negative: boolean; inexact?: boolean; lamports?: boolean; foreign?: boolean } {
  const l = lexemes[i] as Extract<Lexeme, { kind: 'number' }>;
  const next = wordOf(lexemes[i + 1]) ?? '';
  if (l.inexact) return { amount: { value: l.value, unit: 'token' }, raw: l.raw, next: i + 1, negative: l.negative, inexact: true };
  // "£30", "30 EUR": another currency than the dollar is refused, never read as tokens.
  if (l.foreign || (FOREIGN_CURRENCY_WORDS.has(next) && !l.usd && !l.percent)) {
    return { amount: { value: l.value, unit: 'usd' }, raw: l.foreign ? l.raw : `${l.raw} ${next}`, next: l.foreign ? i + 1 : i + 2, negative: l.negative, foreign: true };
  }
  // "2500000 lamports" is 0.0025 SOL, exactly; a lamport is indivisible.
  if ((next === 'lamports' || next === 'lamport') && !l.percent && !l.usd) {
    return { amount: { value: shiftDecimal(l.value, LAMPORT_DECIMALS), unit: 'token' }, raw: `${l.raw} ${next}`, next: i + 2, negative: l.negative, inexact: l.value.includes('.'), lamports: true };
  }
  // "12 USD Coin" names a token, not dollars.
  if (USD_WORDS.has(next) && !l.usd && tokenPhraseAt(lexemes, i + 1, tokens)) return { amount: { value: l.value, unit: 'token' }, raw: l.raw, next: i + 1, negative: l.negative };
  // "3/4 of my JUP", "1/2 my BONK" are shares of the balance; "1/2 SOL" is half a token.
  if (l.fraction && (next === 'of' || next === 'my' || next === 'your' || next === 'our')) return { amount: { value: scaleDecimal(l.value, 2), unit: 'percent' }, raw: l.raw, next: i + 1, negative: false };
  if (l.percent) return { amount: { value: l.value, unit: 'percent' }, raw: l.raw, next: i + 1, negative: l.negative };
  if (PERCENT_WORDS.has(next)) return { amount: { value: l.value, unit: 'percent' }, raw: `${l.raw} ${next}`, next: i + 2, negative: l.negative };
  if (wordOf(lexemes[i + 1]) === 'per' && wordOf(lexemes[i + 2]) === 'cent') {
    return { amount: { value: l.value, unit: 'percent' }, raw: `${l.raw} per cent`, next: i + 3, negative: l.negative };
  }
  if (l.usd) return { amount: { value: l.value, unit: 'usd' }, raw: l.raw, next: i + 1, negative: l.negative };
  if (USD_WORDS.has(next)) return { amount: { value: l.value, unit: 'usd' }, raw: `${l.raw} ${next}`, next: i + 2, negative: l.negative };
  // "15 US dollars' worth": the dollar of the US, two words.
  if (next === 'us' && /^dollars?'?$/.test(wordOf(lexemes[i + 2]) ?? '')) return { amount: { value: l.value, unit: 'usd' }, raw: `${l.raw} US dollars`, next: i + 3, negative: l.negative };
  // "three quarters of my SOL", "1 half".
  const fraction = FRACTION_WORDS.get(next.replace(/s$/, ''));
  if (fraction) {
    const value = decimalFromNumber(Number(l.value) * Number(fraction)) ?? l.value;
    return { amount: { value, unit: 'percent' }, raw: `${l.raw} ${next}`, next: i + 2, negative: l.negative };
  }
  return { amount: { value: l.value, unit: 'token' }, raw: l.raw, next: i + 1, negative: l.negative };
}

const LAMPORT_DECIMALS = 9;

/** A canonical decimal divided by 10^places, exactly ("2500000", 9 -> "0.0025"). */
function shiftDecimal(value: string, places: number): string {
  const [int, frac = ''] = value.split('.');
  const padded = int.padStart(places + 1, '0');
  const point = padded.length - places;
  const text = `${padded.slice(0, point)}.${padded.slice(point)}${frac}`;
  const m = /^(\d+)\.(\d*)$/.exec(text);
  if (!m) return value;
  const whole = m[1].replace(/^0+/, '') || '0';
  const fraction = m[2].replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function checkedAmount(amount: Amount, negative: boolean, inexact: boolean, foreign = false): Pick<AmountMention, 'amount' | 'problem'> {
  if (foreign) return { amount: null, problem: 'foreign_currency' };
  if (inexact) return { amount: null, problem: 'inexact' };
  if (amount.value === null) return { amount, problem: null };
  if (negative || !isPositiveDecimal(amount.value)) return { amount: null, problem: 'non_positive' };
  if (amount.unit === 'percent' && Number(amount.value) > 100) return { amount: null, problem: 'out_of_range' };
  return { amount, problem: null };
}

/** The reading state of extractSlots (a class, not closures: no functions made per command). */
class SlotReader {
  prep: PrepositionRole | null = null;
  /** An amount still waiting for its token ("2" in "2 SOL", "half" in "half of my SOL"). */
  pending: AmountMention | null = null;
  /** The amount whose token was just read, so that "worth of" / "of" can name what it buys. */
  counted: AmountMention | null = null;
  worthNext = false;
  /** "using Orca": the next token may be a venue rather than the token paid. */
  venueNext = false;
  /** Index of the last "on": a token right after it is a venue ("on raydium"), not a side of the trade. */
  onAt = -2;
  /** Index of the last token read, so that "in" right after one ("ape 1 SOL in BONK") reads as "into". */
  lastTokenAt = -2;

  constructor(private readonly slots: Slots) {}

  addToken(at: number, raw: string, ref: TokenRef | null, emphatic: boolean): void {
    if (this.onAt === at - 1) { this.slots.ignored.push(`on ${raw}`); return; }
    const mention: TokenMention = { raw, ref, prep: this.pending?.prep ?? this.prep, emphatic };
    if (this.venueNext) mention.venue = true;
    this.venueNext = false;
    if (this.worthNext && this.counted) {
      this.counted.worthOf = mention;
      mention.prep = null;
      this.counted = null;
    } else if (this.pending) {
      this.pending.token = mention;
      this.counted = this.pending;
      this.pending = null;
    } else this.counted = null;
    this.worthNext = false;
    this.prep = null;
    this.slots.tokens.push(mention);
    this.lastTokenAt = at;
  }

  addAmount(amount: Amount, negative: boolean, raw: string, inexact = false, foreign = false): void {
    const checked = checkedAmount(amount, negative, inexact, foreign);
    const mention: AmountMention = { amount: checked.amount, problem: checked.problem, raw, prep: this.prep, token: null, worthOf: null };
    this.slots.amounts.push(mention);
    this.pending = mention;
    this.counted = null;
    this.worthNext = false;
    this.prep = null;
  }
}

/**
 * Read the words around the verb into token, amount and address mentions. `skip` holds the
 * indexes of the verb's own words. The intent builders decide what each mention means.
 */
export function extractSlots(lexemes: readonly Lexeme[], skip: ReadonlySet<number>, tokens: TokenResolver, firstAfterVerb: number, options: SlotOptions = {}): Slots {
  const slots: Slots = { tokens: [], amounts: [], addresses: [], ignored: [], mentionsStake: false, venues: [], labels: [] };
  const r = new SlotReader(slots);
  // A wallet label was just read ("my savings wallet"): the address after it is that wallet.
  let label = false;

  for (let i = 0; i < lexemes.length; i++) {
    if (skip.has(i)) {
      // Nothing before the verb ("I'd like to ...") governs what follows it.
      r.prep = null;
      r.pending = null;
      continue;
    }
    const l = lexemes[i];
    if (l.kind === 'mark') {
      if (CONJUNCTIONS.has(l.text)) r.prep = null;
      continue;
    }
    if (l.kind === 'number') {
      const a = amountFromNumber(lexemes, i, tokens);
      r.addAmount(a.amount, a.negative, a.raw, a.inexact, a.foreign);
      label = false;
      if (a.lamports) {
        const sol = tokens.resolve(NATIVE_MINT);
        if (sol) r.addToken(i, 'SOL', sol, true);
      }
      i = a.next - 1;
      continue;
    }
    if (l.kind === 'address') {
      const ref = l.valid ? tokens.resolve(l.text) : null;
      if (ref) r.addToken(i, l.text, ref, true);
      else {
        // "The signer is W", "payer = W": the role noun before a copula.
        let b = i - 1;
        while (b > i - 4 && b > 0 && ['is', 'be', 'will', 'shall', 'should', 'as', 'being'].includes(wordOf(lexemes[b]) ?? '')) b--;
        // "Wallet to use: W".
        if (wordOf(lexemes[b]) === 'use' && wordOf(lexemes[b - 1]) === 'to') b -= 2;
        const before = wordOf(lexemes[b]) ?? '';
        const signedWith = before === 'with' && ['sign', 'signing', 'signed'].includes(wordOf(lexemes[b - 1]) ?? '');
        // "Acting as W", "on behalf of W", "signing as W", "impersonating W".
        const actingAs = (wordOf(lexemes[i - 1]) === 'as' && (i === 1 || ['acting', 'act', 'signing', 'sign', 'operating', 'trading', 'transacting'].includes(wordOf(lexemes[i - 2]) ?? '')))
          || (wordOf(lexemes[i - 1]) === 'for' && ['acting', 'signing', 'operating', 'trading', 'transacting'].includes(wordOf(lexemes[i - 2]) ?? ''))
          || (wordOf(lexemes[i - 1]) === 'of' && wordOf(lexemes[i - 2]) === 'behalf') || ['impersonating', 'impersonate'].includes(wordOf(lexemes[i - 1]) ?? '');
        const byNoun = actingAs || signedWith || (r.prep !== 'out' && SIGNER_NOUNS.has(before) && !ADDRESS_NOUNS.has(wordOf(lexemes[b - 1]) ?? '') && !['recipient', 'destination', 'receiver'].includes(wordOf(lexemes[b - 1]) ?? ''));
        const signer = byNoun || r.prep === 'from';
        const mention: AddressMention = { text: l.text, valid: l.valid, prep: r.prep, signer };
        if (byNoun) mention.signerNoun = true;
        if (label) mention.labelled = true;
        slots.addresses.push(mention);
        r.prep = null;
        r.pending = null;
        label = false;
      }
      continue;
    }
    const w = l.text;
    // "via Raydium", "on Jupiter", "using Jupiter aggregator": a venue, not a token.
    if (VENUE_PREPOSITIONS.has(w) && !(w === 'on' && options.onIsOutput)) {
      const at = wordOf(lexemes[i + 1]) === 'the' ? i + 2 : i + 1;
      const venue = wordOf(lexemes[at]) ?? '';
      if (VENUES.has(venue)) {
        const named = VENUE_NOUNS.has(wordOf(lexemes[at + 1]) ?? '');
        if (named || w !== 'using' && w !== 'with') {
          slots.venues.push((lexemes[at] as { raw: string }).raw);
          i = at;
          while (VENUE_NOUNS.has(wordOf(lexemes[i + 1]) ?? '')) i++;
          continue;
        }
        // "using Orca": a venue when the trade names both sides without it (see buildSwap).
        r.venueNext = true;
      }
    }
    const phrase = tokenPhraseAt(lexemes, i, tokens);
    if (phrase) {
      r.addToken(i, phrase.raw, phrase.ref, true);
      i = phrase.next - 1;
      continue;
    }
    let ref = resolveTokenWord(l, tokens);
    // "USDC (EPjF...)": the mint in parentheses must be the same token; a mint the registry
    // does not know (another network's) leaves the symbol to decide, a symbol it does not know
    // takes the mint.
    if (l.mint) {
      const byMint = tokens.resolve(l.mint);
      if (byMint && ref && byMint.mint !== ref.mint) {
        throw reject('ambiguous_tokens', `"${l.raw}" and the mint written after it (${l.mint}) are different tokens (${ref.symbol}, ${byMint.symbol}): name one.`, { suggestions: [ref.symbol, byMint.symbol] });
      }
      ref ??= byMint;
      if (!ref) { r.addToken(i, l.mint, null, true); continue; }
    }
    if (ref) { r.addToken(i, l.raw, ref, l.dollar || isCapitalised(l.raw)); continue; }
    if (l.dollar) { r.addToken(i, l.raw, null, true); continue; }
    if (ALL_WORDS.has(w) && !r.pending) { r.addAmount({ value: null, unit: 'all' }, false, w); continue; }
    if (FRACTION_WORDS.has(w) && !r.pending) { r.addAmount({ value: FRACTION_WORDS.get(w) ?? '', unit: 'percent' }, false, w); continue; }
    if (w === 'worth' || (w === 'of' && r.counted)) {
      // "$50 worth of SOL" counts SOL; "100 USDC worth of BONK" buys BONK with the USDC.
      if (r.counted) r.worthNext = true;
      continue;
    }
    if (w === 'for' && wordOf(lexemes[i + 1]) === 'me') { i++; continue; }
    // "..., I'll pay in USDC": what is paid, after the verb.
    if ((w === 'pay' || w === 'paying') && ['in', 'with', 'using'].includes(wordOf(lexemes[i + 1]) ?? '')) { r.prep = 'in'; i++; continue; }
    if (w === 'on') {
      // "on Solana", "on mainnet", "on the Solana network": the network this service builds for.
      let j = wordOf(lexemes[i + 1]) === 'the' ? i + 2 : i + 1;
      if (SOLANA_NETWORKS.has(wordOf(lexemes[j]) ?? '')) {
        while (SOLANA_NETWORKS.has(wordOf(lexemes[j + 1]) ?? '')) j++;
        i = j;
        continue;
      }
      if (options.onIsOutput) r.prep = 'out';
      else r.onAt = i;
      continue;
    }
    if (w === 'in' && r.lastTokenAt === i - 1) { r.prep = 'out'; continue; }
    // "exchange 2.2 SOL so I get wrapped SOL", "swap 1 SOL to get USDC": what is received.
    if (w === 'get' || w === 'getting') { r.prep = 'out'; r.counted = null; continue; }
    const role = PREPOSITIONS.get(w);
    if (role) { r.prep = role; r.counted = null; continue; }
    if (STAKE_NOUNS.has(w)) slots.mentionsStake = true;
    if (CONJUNCTIONS.has(w)) { r.prep = null; continue; }
    if (isGrammarWord(w)) continue;
    // An unknown word where a token belongs is a token the registry lacks, a typo of one, or
    // (after "to") a recipient that is not an address: the intent builder tells which.
    const tokenSlot = r.pending !== null || r.worthNext || r.prep !== null || i === firstAfterVerb || isCapitalised(l.raw);
    // "my savings wallet W", "my other wallet, W", "my Ledger, address W": a label of the wallet named next.
    if ((tokenSlot || label || ['my', 'our', 'the', 'your'].includes(wordOf(lexemes[i - 1]) ?? '')) && labelsWallet(lexemes, i)) { slots.labels.push(l.raw); label = true; continue; }
    if (tokenSlot) r.addToken(i, l.raw, null, isCapitalised(l.raw));
    else slots.ignored.push(l.raw);
  }
  return slots;
}
