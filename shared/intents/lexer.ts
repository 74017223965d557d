import { canonicalDecimal, decimalFromNumber, scaleDecimal } from './decimal.js';
import { FOREIGN_CURRENCY_WORDS, FRACTION_WORDS, NUMBER_WORDS, SCALE_SUFFIXES, SCALE_WORDS } from './lexicon.js';

/** One unit of a command: a number, a word, a base58 address or a mark that matters to the grammar. */
export type Lexeme =
  | {
      kind: 'number';
      /** Canonical unsigned decimal, already scaled by any "k"/"thousand". */
      value: string;
      negative: boolean;
      /** Written with a dollar sign ("$50", "50$"). */
      usd: boolean;
      /** Written with a percent sign ("10%"). */
      percent: boolean;
      /** Written in another currency than the US dollar ("£30", "30 EUR"): refused. */
      foreign?: true;
      /** Written as a fraction ("3/4"): "3/4 of my JUP" is a share of the balance. */
      fraction?: true;
      /** A fraction with no finite decimal form ("1/3"): refused rather than rounded. */
      inexact?: true;
      raw: string;
    }
  | {
      kind: 'word';
      /** Lower-cased, without a leading `$`. */
      text: string;
      /** As written, without a leading `$` (kept for symbols and messages). */
      raw: string;
      /** Written with a leading `$` ("$BONK"): always a token symbol. */
      dollar: boolean;
      /** An address in parentheses right after the word: "USDC (EPjF...)" names the token's mint. */
      mint?: string;
    }
  | { kind: 'address'; text: string; valid: boolean }
  | { kind: 'mark'; text: string };

/**
 * Unicode clean-up before lexing: NFKC folds full-width digits and letters, non-breaking and
 * other odd spaces, and ligatures to plain forms; controls and emoji become spaces so that they
 * can neither crash the lexer nor glue words together.
 */
export function normaliseCommand(command: string): string {
  // Printable ASCII (most commands): NFKC and the Unicode classes below change nothing in it,
  // so only the backtick, arrows and runs of spaces are left to fold, as below.
  if (PRINTABLE_ASCII.test(command)) {
    let out = command;
    if (out.includes('`')) out = out.replaceAll('`', "'");
    if (out.includes('>')) out = out.replace(ARROWS, ' to ');
    if (out.includes('  ')) out = out.replace(SPACES, ' ');
    return out.trim();
  }
  return breakLines(command)
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201B\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u2212\u2012\u2013]/g, '-')
    // Arrows read as "to" ("1 SOL -> USDC").
    .replace(ARROWS, ' to ')
    // Invisible format characters (zero-width space, joiners, variation selectors) vanish so a
    // word split by one stays whole; controls and emoji separate words.
    .replace(/[\p{Cf}\uFE00-\uFE0F]/gu, '')
    .replace(/[\p{Cc}\p{Co}\p{Cs}\p{Zl}\p{Zp}]|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u20E3/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const ARROWS = /-+>|=+>|[\u2192\u21D2\u27A1\u279C\u27F6]/g;
const SPACES = / {2,}/g;

/**
 * Line breaks: a line that ends a header ("Request from portfolio agent:"), a sentence, or that
 * is followed by a field line ("slippage_bps: 60") ends a sentence (a full stop); any other line
 * break is a space, so a command wrapped over two lines stays one sentence.
 */
function breakLines(command: string): string {
  if (!/[\r\n\u2028\u2029]/.test(command)) return command;
  const lines = command.split(/\r\n|[\r\n\u2028\u2029]/).map((l) => l.trim()).filter((l) => l);
  let out = lines[0] ?? '';
  for (let i = 1; i < lines.length; i++) {
    const ends = /[:.!?;]$/.test(out);
    const field = /^[\p{L}][\p{L}\p{N} _-]{0,30}\s*[:=]/u.test(lines[i]);
    out += ends || field ? ` . ${lines[i]}` : ` ${lines[i]}`;
  }
  return out;
}

const LEXEME = new RegExp(
  [
    // A letters-and-digits run long enough to be meant as an address; decoding decides validity.
    String.raw`(?<addr>(?=[0-9]*[A-Za-z])[A-Za-z0-9]{25,90})(?![\p{L}\p{N}])`,
    // "1/2", "3/4" (NFKC turns "½" into "1⁄2").
    String.raw`(?<frac>(?<numerator>\d+)\s?[/\u2044]\s?(?<denominator>\d+))(?![\p{L}\p{N}])`,
    String.raw`(?<num>(?<sign>[-+]\s?)?(?:(?<cur>(?:US|USD|us|usd)?\$\s?|(?:USD|usd)(?=\d))|(?<fx>[\u00A3\u20AC\u00A5\u20B9]\s?))?(?<digits>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:(?<suffix>[kK]|[mM][mM]|[mM]|[bB][nN]|[bB])(?![\p{L}\p{N}]))?(?<pct>\s?%)?(?:(?<cur2>\$)|(?<fx2>[\u00A3\u20AC\u00A5\u20B9]))?)`,
    String.raw`(?<with>[wW]\/)`,
    String.raw`(?<word>\$?[\p{L}\p{N}]+(?:['._-][\p{L}\p{N}]+)*)`,
    // "USDC (EPjFWdd5...)": a mint in parentheses after a token's symbol.
    // Square brackets too: "USDT [Es9v...]".
    String.raw`(?<paren>[([]\s?(?<inner>[1-9A-HJ-NP-Za-km-z]{32,44})\s?[)\]])`,
    // A full stop or "!" ends a sentence (clauses of context, "I hold 40 JUP. Sell 10 of them").
    String.raw`(?<mark>[,;&+?!]|\.(?![\p{L}\p{N}]))`,
    String.raw`(?<other>\S)`,
  ].join('|'),
  // No `i` flag: base58 is case-sensitive and excludes 0, O, I and l.
  'uy',
);

/** Split a normalised command into lexemes; number words are folded into numbers. */
export function lex(normalised: string): Lexeme[] {
  const out: Lexeme[] = [];
  LEXEME.lastIndex = 0;
  let pos = 0;
  while (pos < normalised.length) {
    if (normalised[pos] === ' ') { pos++; continue; }
    // A plain word (ASCII letters before a space, a comma or the end), as LEXEME would read it,
    // without the regular expression: most lexemes are such words.
    const end = plainWordEnd(normalised, pos);
    if (end > 0) {
      const raw = normalised.slice(pos, end);
      out.push({ kind: 'word', text: raw.toLowerCase(), raw, dollar: false });
      pos = end;
      continue;
    }
    // A mark, and plain digits ("5", "0.25") before a space or the end, likewise.
    const c = normalised[pos];
    if (c === ',' || c === ';' || c === '&' || c === '?' || c === '!' || (c === '.' && (pos + 1 === normalised.length || normalised[pos + 1] === ' '))) {
      out.push({ kind: 'mark', text: c === '!' ? '.' : c });
      pos++;
      continue;
    }
    const digitsEnd = plainNumberEnd(normalised, pos);
    if (digitsEnd > 0) {
      const raw = normalised.slice(pos, digitsEnd);
      pushNumber(out, { kind: 'number', value: canonicalDecimal(raw) ?? '0', negative: false, usd: false, percent: false, raw });
      pos = digitsEnd;
      continue;
    }
    LEXEME.lastIndex = pos;
    const m = LEXEME.exec(normalised);
    if (!m?.groups) break;
    pos = LEXEME.lastIndex;
    const g = m.groups;
    if (g.addr) out.push({ kind: 'address', text: g.addr, valid: isPublicKey(g.addr) });
    else if (g.frac) out.push(fraction(g.numerator, g.denominator, g.frac));
    else if (g.num) {
      const digits = canonicalDecimal(g.digits.replace(/\.$/, '')) ?? '0';
      const suffix = g.suffix ? SCALE_SUFFIXES.get(g.suffix.toLowerCase()) ?? 0 : 0;
      const number: Lexeme = {
        kind: 'number',
        // A canonical decimal scaled by 10^0 is itself.
        value: suffix ? scaleDecimal(digits, suffix) : digits,
        negative: g.sign?.trim() === '-',
        usd: Boolean(g.cur || g.cur2),
        percent: Boolean(g.pct),
        raw: g.num,
      };
      if (g.fx || g.fx2) number.foreign = true;
      pushNumber(out, number);
    } else if (g.with) out.push({ kind: 'word', text: 'with', raw: 'w/', dollar: false });
    else if (g.word) {
      const dollar = g.word.startsWith('$');
      const raw = dollar ? g.word.slice(1) : g.word;
      // Field names of agents ("slippage_bps", "limit_price", "swap_request") are their words.
      if (raw.includes('_') && !dollar) {
        for (const part of raw.split('_').filter((p) => p)) out.push({ kind: 'word', text: part.toLowerCase(), raw: part, dollar: false });
      } else out.push({ kind: 'word', text: raw.toLowerCase(), raw, dollar });
    } else if (g.paren) {
      const prev = out.at(-1);
      if (prev?.kind === 'word') prev.mint = g.inner;
      else out.push({ kind: 'address', text: g.inner, valid: isPublicKey(g.inner) });
    } else if (g.mark) out.push({ kind: 'mark', text: g.mark === '!' ? '.' : g.mark });
    // Anything else (quotes, brackets, stray symbols) carries no meaning here.
  }
  return foldMintLabels(foldPercentFractions(foldNumberWords(out)));
}

/** Add a number, taking in a currency word written before it ("USD 40", "CAD 50"). */
function pushNumber(out: Lexeme[], number: Extract<Lexeme, { kind: 'number' }>): void {
  // "USD 40", "usd 40": the currency written before the number.
  const prev = out.at(-1);
  if (prev?.kind === 'word' && (prev.text === 'usd' || prev.text === 'us') && !number.percent && !number.usd) {
    out.pop();
    number.usd = true;
    number.raw = `${prev.raw} ${number.raw}`;
  }
  // "CAD 50", "EUR 20": another currency written before the number.
  else if (prev?.kind === 'word' && FOREIGN_CURRENCY_WORDS.has(prev.text) && !number.percent && !number.usd) {
    out.pop();
    number.foreign = true;
    number.raw = `${prev.raw} ${number.raw}`;
  }
  out.push(number);
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/**
 * End of plain digits at `pos` ("5", "0.25") that LEXEME would read as exactly that number: at
 * the end, or before a space not followed by "%" or a fraction slash ("5 %" is a percent, "1 /
 * 2" a fraction). Any other case (thousands separators, suffixes, currencies) returns -1.
 */
function plainNumberEnd(text: string, pos: number): number {
  let j = pos;
  while (j < text.length && isDigit(text.charCodeAt(j))) j++;
  if (j === pos) return -1;
  if (text[j] === '.' && isDigit(text.charCodeAt(j + 1))) {
    j++;
    while (j < text.length && isDigit(text.charCodeAt(j))) j++;
  }
  if (j === text.length) return j;
  if (text[j] !== ' ') return -1;
  const after = text[j + 1];
  return after === '%' || after === '/' || after === '\u2044' ? -1 : j;
}

/** Shortest run of letters and digits LEXEME reads as an address. */
const ADDRESS_MIN = 25;

const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * End of a run of ASCII letters at `pos` that LEXEME would read as exactly one word: shorter
 * than an address, and followed by the end, a space or a mark that cannot continue it (",", ";",
 * "?", "!", or "." before a space or the end). Any other case returns -1 and goes to LEXEME.
 */
function plainWordEnd(text: string, pos: number): number {
  let j = pos;
  while (j < text.length && isAsciiLetter(text.charCodeAt(j))) j++;
  if (j === pos || j - pos >= ADDRESS_MIN) return -1;
  if (j === text.length) return j;
  const c = text[j];
  if (c === ' ' || c === ',' || c === ';' || c === '?' || c === '!') return j;
  if (c === '.' && (j + 1 === text.length || text[j + 1] === ' ')) return j;
  return -1;
}

const FRACTION_OF_PERCENT: ReadonlyMap<string, number> = new Map([
  ['half', 0.5], ['halves', 0.5], ['quarter', 0.25], ['quarters', 0.25], ['tenth', 0.1], ['tenths', 0.1], ['fifth', 0.2], ['fifths', 0.2],
]);

/**
 * Fractions of a percent in words: "a quarter percent", "a tenth of a percent", "three quarters
 * of a percent", "half of a percent" become one percent number (0.25%, 0.1%, 0.75%, 0.5%), so
 * that slippage in words reads like "0.25%" (and "half a percent of my SOL" as an amount).
 */
/** Words that label the address after them as a mint ("contract address", "CA", "mint"), never a token or an action there. */
const MINT_LABELS = new Set(['mint', 'ca', 'contract', 'address', 'addr', 'token']);
/** Words a token's name is never: "the token with contract address X" names no token before X. */
const NOT_A_NAME = new Set(['the', 'a', 'an', 'of', 'with', 'to', 'for', 'on', 'into', 'at', 'from', 'token', 'coin', 'this', 'that']);

/**
 * A mint given with a label: "the token with contract address X", "CA: X", "the Raydium token,
 * mint X". The label words before the address are dropped (so "mint" is not read as an action,
 * nor "with" as the token paid with); when a token word stands right before the label ("Raydium
 * token, mint X"), the address is that word's mint, as in "RAY (X)", and the parser checks the
 * two agree.
 */
function foldMintLabels(lexemes: Lexeme[]): Lexeme[] {
  const out: Lexeme[] = [];
  for (const l of lexemes) {
    if (l.kind !== 'address') { out.push(l); continue; }
    let j = out.length;
    let labelled = false;
    while (j > 0) {
      const prev = out[j - 1]!;
      if (prev.kind === 'word' && MINT_LABELS.has(prev.text) && !prev.dollar) { labelled ||= prev.text === 'mint' || prev.text === 'ca' || prev.text === 'contract'; j--; continue; }
      if (prev.kind === 'mark' && prev.text === ',' && labelled) { j--; continue; }
      break;
    }
    if (!labelled) { out.push(l); continue; }
    const removed = out.splice(j);
    // "with contract address X": the "with" belonged to the label.
    const before = out.at(-1);
    if (before?.kind === 'word' && before.text === 'with' && removed[0]?.kind === 'word' && removed[0].text !== 'token') out.pop();
    const named = out.at(-1);
    if (named?.kind === 'word' && !named.mint && !NOT_A_NAME.has(named.text) && removed.some((r) => r.kind === 'word' && r.text === 'token')) named.mint = l.text;
    else out.push(l);
  }
  return out;
}

function foldPercentFractions(lexemes: Lexeme[]): Lexeme[] {
  if (!lexemes.some((l) => l.kind === 'word' && PERCENT_WORD.test(l.text))) return lexemes;
  const out: Lexeme[] = [];
  for (let i = 0; i < lexemes.length; i++) {
    const l = lexemes[i];
    let j = i;
    let times = 1;
    if (l.kind === 'number' && !l.percent && !l.usd && !l.fraction) { times = Number(l.value); j++; }
    else if (['a', 'an', 'one'].includes(wordAt(lexemes, j) ?? '')) j++;
    const fraction = FRACTION_OF_PERCENT.get(wordAt(lexemes, j) ?? '');
    if (fraction === undefined) { out.push(l); continue; }
    j++;
    if (wordAt(lexemes, j) === 'of' && ['a', 'an', 'one'].includes(wordAt(lexemes, j + 1) ?? '')) j += 2;
    if (!PERCENT_WORD.test(wordAt(lexemes, j) ?? '')) { out.push(l); continue; }
    const value = decimalFromNumber(times * fraction);
    if (value === null) { out.push(l); continue; }
    const raw = lexemes.slice(i, j + 1).map((x) => ('raw' in x ? x.raw : x.text)).join(' ');
    out.push({ kind: 'number', value, negative: false, usd: false, percent: true, raw });
    i = j;
  }
  return out;
}

const PERCENT_WORD = /^(percent|pct|percentage)$/;

/** A written fraction as a number, flagged inexact when it has no finite decimal form ("1/3"). */
function fraction(numerator: string, denominator: string, raw: string): Lexeme {
  const n = Number(numerator);
  const d = Number(denominator);
  // Reduced, a fraction has a finite decimal form only if its denominator is 2^a * 5^b.
  let rest = d / gcd(n, d);
  while (rest > 1 && rest % 2 === 0) rest /= 2;
  while (rest > 1 && rest % 5 === 0) rest /= 5;
  const value = d > 0 && rest === 1 ? decimalFromNumber(n / d) : null;
  const lexeme: Lexeme = { kind: 'number', value: value ?? '0', negative: false, usd: false, percent: false, fraction: true, raw };
  if (value === null) lexeme.inexact = true;
  return lexeme;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a || 1 : gcd(b, a % b);
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Digit of each ASCII code in base58, -1 for a character outside the alphabet. */
const BASE58_DIGITS = new Int8Array(128).fill(-1);
for (let d = 0; d < BASE58_ALPHABET.length; d++) BASE58_DIGITS[BASE58_ALPHABET.charCodeAt(d)] = d;
/** The decoded number in 32-bit limbs, least significant first: 9 limbs hold anything up to 36 bytes. */
const LIMBS = new Uint32Array(9);

/**
 * True when text is base58 that decodes to exactly 32 bytes (a Solana public key): what
 * `bs58.decode(text).length === 32` answers (a leading "1" is a zero byte, the rest is the
 * number's bytes), counted in place without allocating the bytes.
 */
export function isPublicKey(text: string): boolean {
  if (text.length < 32 || text.length > 44) return false;
  let zeroes = 0;
  while (zeroes < text.length && text.charCodeAt(zeroes) === 49) zeroes++;
  if (zeroes > 32) return false;
  LIMBS.fill(0);
  for (let i = zeroes; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let carry = c < 128 ? BASE58_DIGITS[c] : -1;
    if (carry < 0) return false;
    for (let k = 0; k < LIMBS.length; k++) {
      const t = LIMBS[k] * 58 + carry;
      LIMBS[k] = t >>> 0;
      carry = Math.floor(t / 0x100000000);
    }
    // 2^288 or more: longer than 36 bytes.
    if (carry !== 0) return false;
  }
  let bytes = 0;
  for (let k = LIMBS.length - 1; k >= 0; k--) {
    const limb = LIMBS[k];
    if (limb === 0) continue;
    bytes = k * 4 + (limb >= 0x1000000 ? 4 : limb >= 0x10000 ? 3 : limb >= 0x100 ? 2 : 1);
    break;
  }
  return zeroes + bytes === 32;
}

function wordAt(lexemes: readonly Lexeme[], i: number): string | null {
  const l = lexemes[i];
  return l?.kind === 'word' && !l.dollar ? l.text : null;
}

/** "one and a half" -> 1.5, "a quarter" -> 0.25 after "and"; null when no fraction follows. */
function fractionAfterAnd(lexemes: readonly Lexeme[], i: number): { add: number; next: number } | null {
  let j = i;
  if (wordAt(lexemes, j) === 'a' || wordAt(lexemes, j) === 'an') j++;
  const w = wordAt(lexemes, j);
  if (w === 'half' || w === 'quarter') return { add: Number(FRACTION_WORDS.get(w)) / 100, next: j + 1 };
  if (NUMBER_WORDS.get(w ?? '') === 3 && wordAt(lexemes, j + 1) === 'quarters') return { add: 0.75, next: j + 2 };
  return null;
}

/**
 * Replace spelled-out numbers with number lexemes: "twelve", "twenty-five", "a hundred",
 * "one and a half", "five hundred thousand"; and scale digits by a following word ("1.5 million").
 */
function foldNumberWords(lexemes: Lexeme[]): Lexeme[] {
  const out: Lexeme[] = [];
  for (let i = 0; i < lexemes.length; i++) {
    const l = lexemes[i];
    if (l.kind === 'number') {
      if (l.percent || /[a-z]$/i.test(l.raw)) { out.push(l); continue; }
      // Every scale word that follows multiplies: "1.5 million", "12 thousand million" (12e9), exactly.
      let value = l.value;
      let raw = l.raw;
      let j = i + 1;
      for (let scale = SCALE_WORDS.get(wordAt(lexemes, j) ?? ''); scale !== undefined; scale = SCALE_WORDS.get(wordAt(lexemes, ++j) ?? '')) {
        value = scaleDecimal(value, scale);
        raw = `${raw} ${wordAt(lexemes, j)}`;
      }
      out.push(j === i + 1 ? l : { ...l, value, raw });
      i = j - 1;
      continue;
    }
    // Most words cannot start a spelled number: one set lookup instead of reading them as one.
    const w = wordAt(lexemes, i);
    if (w === null || !mayStartNumber(w)) { out.push(l); continue; }
    const words = spelledNumber(lexemes, i);
    if (!words) { out.push(l); continue; }
    const value = decimalFromNumber(words.value);
    if (value === null) { out.push(l); continue; }
    // Words are added up in a JS number: beyond 2^53 it is no longer exact, so it is refused, not rounded.
    const inexact = Number.isSafeInteger(Math.floor(words.value)) ? {} : { inexact: true as const };
    out.push({ kind: 'number', value, negative: false, usd: false, percent: false, raw: words.raw, ...inexact });
    i = words.next - 1;
  }
  return out;
}

/** Whether a spelled number may start at this word (see spelledNumber): an article, "half" or a number word. */
function mayStartNumber(w: string): boolean {
  if (w === 'a' || w === 'an' || w === 'half' || NUMBER_WORDS.has(w)) return true;
  return w.includes('-') && w.split('-').every((p) => NUMBER_WORDS.has(p));
}

function spelledNumber(lexemes: readonly Lexeme[], start: number): { value: number; next: number; raw: string } | null {
  let i = start;
  let total = 0;
  let current = 0;
  let seen = false;
  // "one thousand million": a scale right after a scale multiplies what came before (1e9, not 1,001,000).
  let afterScale = false;
  const first = wordAt(lexemes, i);
  // "a hundred", "a dozen": the article stands for one.
  if ((first === 'a' || first === 'an') && (SCALE_WORDS.has(wordAt(lexemes, i + 1) ?? '') || wordAt(lexemes, i + 1) === 'dozen')) {
    current = 1;
    seen = true;
    i++;
  }
  // "half a million" is 500000.
  if (first === 'half' && (wordAt(lexemes, i + 1) === 'a' || wordAt(lexemes, i + 1) === 'an')) {
    const scale = SCALE_WORDS.get(wordAt(lexemes, i + 2) ?? '');
    if (scale !== undefined && scale > 2 && wordAt(lexemes, i + 2) !== 'k') return { value: 0.5 * 10 ** scale, next: i + 3, raw: `half a ${wordAt(lexemes, i + 2)}` };
  }
  // "half a SOL" is half of one token, unlike "half my SOL".
  if (first === 'half' && (wordAt(lexemes, i + 1) === 'a' || wordAt(lexemes, i + 1) === 'an') && !SCALE_WORDS.has(wordAt(lexemes, i + 2) ?? '')) {
    return { value: 0.5, next: i + 2, raw: 'half a' };
  }
  for (; i < lexemes.length; i++) {
    const w = wordAt(lexemes, i);
    if (w === null) break;
    const parts = w.split('-');
    if (parts.every((p) => NUMBER_WORDS.has(p))) {
      if (w === 'dozen') current = (current || 1) * 12;
      else current += parts.reduce((sum, p) => sum + (NUMBER_WORDS.get(p) ?? 0), 0);
      seen = true;
      afterScale = false;
      continue;
    }
    const scale = SCALE_WORDS.get(w);
    if (scale !== undefined && seen && w !== 'k') {
      if (afterScale && current === 0 && scale > 2) total *= 10 ** scale;
      else if (scale === 2) current = (current || 1) * 100;
      else { total += (current || 1) * 10 ** scale; current = 0; }
      afterScale = true;
      continue;
    }
    if (w === 'and' && seen) {
      const fraction = fractionAfterAnd(lexemes, i + 1);
      if (fraction) { current += fraction.add; i = fraction.next; break; }
      // "one hundred and five" continues; any other "and" ends the number.
      if (NUMBER_WORDS.has(wordAt(lexemes, i + 1) ?? '')) continue;
    }
    break;
  }
  if (!seen) return null;
  // "zero point two five": digits after "point", one word each.
  let decimals = '';
  if (wordAt(lexemes, i) === 'point') {
    let j = i + 1;
    for (; ; j++) {
      const digit = NUMBER_WORDS.get(wordAt(lexemes, j) ?? '');
      if (digit === undefined || digit > 9 || wordAt(lexemes, j) === 'dozen') break;
      decimals += String(digit);
    }
    if (decimals) i = j;
  }
  const raw = lexemes.slice(start, i).map((l) => (l.kind === 'word' ? l.raw : '')).join(' ');
  const value = total + current;
  return { value: decimals && Number.isInteger(value) ? Number(`${value}.${decimals}`) : value, next: i, raw };
}
