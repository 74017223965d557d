import { canonicalDecimal, decimalFromNumber, scaleDecimal } from '../decimal.js';

/**
 * The number grammar of the languages (api-decisions section 11): digits as each language
 * writes them, read into canonical decimals ("4.000,75" in Spanish is "4000.75"), or refused
 * when two readings of the locale could give them ("2.750": 2750 or 2.75).
 */

/** How a language writes the decimal point: `comma` (es, pt, ru, tr, vi) or `dot` (en, zh, ja, ko). */
export type DecimalMark = 'comma' | 'dot';

/** A number read from the command: a canonical decimal, or why it cannot be read. */
export type NumberReading =
  | { ok: true; value: string; raw: string; length: number }
  | { ok: false; raw: string; length: number; readings: string[] };

/** Marks a group separator that was a no-break or thin space between digits (U+00A0, U+202F, U+2009). */
export const GROUP_SPACE = '\uE000';

/** Before NFKC (which turns them into plain spaces): no-break and thin spaces between digits are thousands separators in every language. */
export function markGroupSpaces(text: string): string {
  if (!/[\u00A0\u202F\u2009]/.test(text)) return text;
  return text.replace(/(\d)[\u00A0\u202F\u2009](?=\d{3}(?!\d))/g, `$1${GROUP_SPACE}`);
}

const COMMA_LOCALE = [
  // 4.000,75 / 4 000,75 (a marked no-break space) / 1.234.567
  { re: /\d{1,3}(?:\.\d{3})+,\d+/y, read: (s: string) => s.replaceAll('.', '').replace(',', '.') },
  { re: /\d{1,3}(?:\uE000\d{3})+(?:,\d+)?/y, read: (s: string) => s.replaceAll(GROUP_SPACE, '').replace(',', '.') },
  { re: /\d{1,3}(?:\.\d{3}){2,}(?![\d,])/y, read: (s: string) => s.replaceAll('.', '') },
  // 1,234.5: both marks, in the English order, say which is which.
  { re: /\d{1,3}(?:,\d{3})+\.\d+/y, read: (s: string) => s.replaceAll(',', '') },
] as const;

/**
 * Read the digits at `pos` of `text` (already NFKC-folded): a canonical decimal, or the
 * readings of an ambiguous dot group. Returns null when no digit starts there.
 */
export function readNumber(text: string, pos: number, mark: DecimalMark, spaceGroups: boolean): NumberReading | null {
  const c = text.charCodeAt(pos);
  if (c < 48 || c > 57) return null;
  if (mark === 'comma') {
    for (const { re, read } of COMMA_LOCALE) {
      re.lastIndex = pos;
      const m = re.exec(text);
      if (m) return done(read(m[0]), m[0]);
    }
    // Russian groups thousands with a plain space too: "4 200 USDC".
    if (spaceGroups) {
      const re = /\d{1,3}(?: \d{3})+(?:,\d+)?(?![\d.])/y;
      re.lastIndex = pos;
      const m = re.exec(text);
      if (m) return done(m[0].replaceAll(' ', '').replace(',', '.'), m[0]);
    }
    // One dot and exactly three digits: thousands ("3.000") or a decimal ("2.750")?
    const single = /(\d{1,3})\.(\d{3})(?![\d,])/y;
    single.lastIndex = pos;
    const s = single.exec(text);
    if (s && s[1] !== '0' && !/\.\d/.test(text.slice(pos + s[0].length, pos + s[0].length + 2))) {
      // "3.000" is three thousand: nobody writes three with three zeros. "2.750" is refused.
      if (s[2] === '000') return done(`${s[1]}000`, s[0]);
      return { ok: false, raw: s[0], length: s[0].length, readings: [canonical(`${s[1]}${s[2]}`), canonical(`${s[1]}.${s[2]}`)] };
    }
    const plain = /\d+(?:[.,]\d+)?/y;
    plain.lastIndex = pos;
    const m = plain.exec(text) as RegExpExecArray;
    return done(m[0].replace(',', '.'), m[0]);
  }
  const en = /\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)|\d{1,3}(?:\uE000\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/y;
  en.lastIndex = pos;
  const m = en.exec(text) as RegExpExecArray;
  return done(m[0].replaceAll(',', '').replaceAll(GROUP_SPACE, ''), m[0]);
}

function canonical(s: string): string {
  return canonicalDecimal(s) ?? s;
}

function done(value: string, raw: string): NumberReading {
  return { ok: true, value: canonical(value), raw, length: raw.length };
}

const CJK_DIGITS: ReadonlyMap<string, number> = new Map([
  ['零', 0], ['〇', 0], ['一', 1], ['二', 2], ['两', 2], ['兩', 2], ['三', 3], ['四', 4], ['五', 5], ['六', 6], ['七', 7], ['八', 8], ['九', 9],
]);
const CJK_SMALL_UNITS: ReadonlyMap<string, number> = new Map([['十', 10], ['拾', 10], ['百', 100], ['佰', 100], ['千', 1000], ['仟', 1000]]);
/** Units of ten thousand and a hundred million (Chinese, Japanese, Korean). */
export const CJK_BIG_UNITS: ReadonlyMap<string, number> = new Map([['万', 4], ['萬', 4], ['만', 4], ['亿', 8], ['億', 8], ['억', 8]]);
/** Small units after digits ("3千", "5백"). */
export const CJK_DIGIT_UNITS: ReadonlyMap<string, number> = new Map([['十', 1], ['百', 2], ['千', 3], ['천', 3], ['백', 2], ['십', 1]]);

export function isCjkNumeral(ch: string): boolean {
  return CJK_DIGITS.has(ch) || CJK_SMALL_UNITS.has(ch) || (CJK_BIG_UNITS.has(ch) && ch !== '만' && ch !== '억');
}

/**
 * A Chinese or Japanese numeral at `pos` ("二十", "三千五百", "两万", "一亿二千万"): its value
 * and length, or null. A lone unit character ("万") is no number.
 */
export function readCjkNumeral(text: string, pos: number): { value: string; length: number } | null {
  let i = pos;
  let total = 0;
  let section = 0;
  let digit = -1;
  let seen = false;
  while (i < text.length) {
    const ch = text[i];
    const d = CJK_DIGITS.get(ch);
    if (d !== undefined) { digit = digit >= 0 && digit !== 0 ? digit * 10 + d : d; seen = true; i++; continue; }
    const small = CJK_SMALL_UNITS.get(ch);
    if (small !== undefined) { section += (digit >= 0 ? digit : 1) * small; digit = -1; seen = true; i++; continue; }
    const big = CJK_BIG_UNITS.get(ch);
    if (big !== undefined && seen && ch !== '만' && ch !== '억') {
      total += (section + Math.max(digit, 0)) * 10 ** big;
      section = 0;
      digit = -1;
      i++;
      continue;
    }
    break;
  }
  if (!seen) return null;
  const value = total + section + Math.max(digit, 0);
  if (!Number.isSafeInteger(value)) return null;
  return { value: String(value), length: i - pos };
}

/** A fraction as a percent of a balance ("1/4" is "25"), or null when it has no exact decimal form. */
export function fractionPercent(numerator: number, denominator: number): string | null {
  if (!(denominator > 0) || !(numerator > 0) || numerator > denominator) return null;
  let rest = denominator / gcd(numerator, denominator);
  while (rest % 2 === 0) rest /= 2;
  while (rest % 5 === 0) rest /= 5;
  if (rest !== 1) return null;
  return decimalFromNumber((numerator * 100) / denominator);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A canonical decimal times 10^exponent. */
export function scaled(value: string, exponent: number): string {
  return exponent ? scaleDecimal(value, exponent) : value;
}
