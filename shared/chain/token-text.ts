/**
 * Token text (symbols and names) is written by whoever created the mint: the catalogue's source,
 * a Metaplex or Token-2022 metadata account, a price provider. This is the one place it is
 * cleaned and judged before it is stored, indexed or shown (docs/tokens.md "Token text"):
 *
 * - `cleanTokenText` drops what never shows: control characters, format characters (zero-width
 *   space, joiners, U+2060 word joiner, U+FEFF), bidi marks and overrides (U+200E/F, U+202A-E,
 *   U+2066-9, U+061C), tag characters (U+E0000-E007F, which can carry a hidden instruction),
 *   variation selectors and the Hangul fillers; runs of whitespace become one space; the result
 *   is bounded in code points. Empty is null.
 * - `isConfusableTokenText` marks a symbol or name that mixes look-alike scripts in one word
 *   (Latin with Cyrillic, Greek, Armenian or Cherokee: "USDС" with a Cyrillic С), or that is not
 *   plain ASCII yet reads as a curated symbol once look-alikes are folded ("ＵＳＤＣ", "ЈТО").
 *   Such a token is listed with `confusable: true` and never resolves by its symbol or name,
 *   only by its mint.
 */
import { TOKEN_LISTS } from './token-list.js';

/** Line breaks and tabs: a space (so two words never glue together). */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/** Everything that never shows (see the module comment). \p{Cf} covers the format, bidi and tag characters that are assigned. */
// Combining characters (U+034F, variation selectors) are listed on purpose, each removed alone.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\p{Cc}\p{Cf}\u{E0000}-\u{E007F}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;
const SPACES = /[\s\p{Zs}]+/gu;

/** Token text without invisible characters, whitespace collapsed, at most `max` code points; null when nothing is left. */
export function cleanTokenText(text: unknown, max: number): string | null {
  if (typeof text !== 'string') return null;
  const value = stripInvisible(text).replace(SPACES, ' ').trim();
  if (!value) return null;
  const points = [...value];
  return points.length > max ? points.slice(0, max).join('').trim() : value;
}

/** Any text without the characters that never show (line breaks become spaces). */
export function stripInvisible(text: string): string {
  if (/^[\x20-\x7E]*$/.test(text)) return text;
  return text.replace(BREAKS, ' ').replace(INVISIBLE, '');
}

/** Whether a text holds any character `cleanTokenText` drops. */
export function hasInvisible(text: string): boolean {
  return stripInvisible(text) !== text;
}

/** Scripts whose letters pass for Latin ones. */
const LOOKALIKE_SCRIPTS: Array<[string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

function scriptsOf(word: string): Set<string> {
  const found = new Set<string>();
  for (const ch of word) {
    if (!/\p{L}/u.test(ch)) continue;
    for (const [name, re] of LOOKALIKE_SCRIPTS) if (re.test(ch)) { found.add(name); break; }
  }
  return found;
}

/** Letters of other scripts that look like a Latin capital (after upper-casing), folded to it. */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', І: 'I', Ј: 'J', К: 'K', М: 'M', О: 'O', Р: 'P', Ѕ: 'S', Т: 'T', Х: 'X', У: 'Y', Ү: 'Y', Ԁ: 'D', Ԛ: 'Q', Ԝ: 'W', Ӏ: 'I', Ԍ: 'G', Ь: 'B',
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X', Ϲ: 'C', Ϳ: 'J',
  // Armenian
  Տ: 'S', Ս: 'U', Օ: 'O', Ո: 'N', Լ: 'L',
  // Cherokee
  Ꭺ: 'A', Ᏼ: 'B', Ꮯ: 'C', Ꭰ: 'D', Ꭼ: 'E', Ꮐ: 'G', Ꮋ: 'H', Ꭻ: 'J', Ꮶ: 'K', Ꮮ: 'L', Ꮇ: 'M', Ꮲ: 'P', Ꮪ: 'S', Ꭲ: 'T', Ꮩ: 'V', Ꮃ: 'W', Ꮓ: 'Z',
  // Latin look-alikes that NFKD leaves alone
  ı: 'I', ȷ: 'J', ʟ: 'L', ɴ: 'N', ʀ: 'R', ꜱ: 'S', ᴜ: 'U', ᴅ: 'D', ᴄ: 'C', ᴏ: 'O',
};

/** The text as it reads: compatibility forms folded (fullwidth, math letters), marks dropped, look-alikes as Latin capitals. */
export function tokenSkeleton(text: string): string {
  const folded = stripInvisible(text).normalize('NFKD').replace(/\p{M}/gu, '');
  let out = '';
  for (const ch of folded) {
    const mapped = LOOKALIKES[ch] ?? LOOKALIKES[ch.toUpperCase()];
    out += mapped ?? ch.toUpperCase();
  }
  return out.replace(SPACES, ' ').trim();
}

let curatedSkeletons: Set<string> | null = null;

/** Every curated symbol of every network, as skeletons (the symbols a look-alike would imitate). */
function curated(): Set<string> {
  if (!curatedSkeletons) {
    curatedSkeletons = new Set();
    for (const list of Object.values(TOKEN_LISTS)) for (const t of list) curatedSkeletons.add(tokenSkeleton(t.symbol));
  }
  return curatedSkeletons;
}

/**
 * Whether a symbol or a name passes for something it is not: a word of it mixes look-alike
 * scripts, or it is not plain ASCII and its skeleton is a curated symbol's. Plain ASCII copies
 * ("USDC" on another mint) are not confusable: they are unverified, and say so.
 */
export function isConfusableTokenText(text: string | null | undefined): boolean {
  if (!text || /^[\x20-\x7E]*$/.test(text)) return false;
  for (const word of text.split(SPACES)) if (scriptsOf(word).size > 1) return true;
  return curated().has(tokenSkeleton(text));
}

/** A token's symbol and name, cleaned, and whether either is confusable. */
export function tokenText(symbol: unknown, name: unknown, limits: { symbol: number; name: number } = { symbol: 32, name: 64 }): { symbol: string | null; name: string | null; confusable: boolean } {
  const s = cleanTokenText(symbol, limits.symbol);
  const n = cleanTokenText(name, limits.name);
  return { symbol: s, name: n, confusable: isConfusableTokenText(s) || isConfusableTokenText(n) };
}
