import type { TokenResolver } from '../intent.types.js';
import { isGrammarWord } from '../slots.js';
import { CJK_BIG_UNITS, CJK_DIGIT_UNITS, type DecimalMark, fractionPercent, GROUP_SPACE, isCjkNumeral, markGroupSpaces, readCjkNumeral, readNumber, scaled } from './numbers.js';
import { LEXICONS, type Lexicon, type LanguageCode } from './lexicons.js';

/**
 * The front stage of the parser for the languages other than English (api-decisions section
 * 11, docs/intents.md "Languages"): the command's language is recognised, its words are read
 * through the language's lexicon (shared/intents/languages/<lang>.json: verbs, particles,
 * fractions, currencies, question words), its numbers through the number grammar (numbers.ts),
 * and the result is the same command in the words of the English grammar, which then reads it.
 * Token symbols and addresses are carried over as written.
 */

/** What the front stage made of a command. */
export type FrontReading =
  | { ok: true; language: LanguageCode; text: string; unknown: string[] }
  | { ok: false; language: LanguageCode; reason: 'question' | 'not_a_command' | 'invalid_amount' | 'ambiguous_amount' | 'not_understood'; suggestions?: string[]; raw?: string };

interface Item {
  k: 'num' | 'sym' | 'en' | 'verb' | 'mark';
  text: string;
  pct?: boolean;
  usd?: boolean;
  /** A verb's trailing word, left where the verb stood when it is moved to the front ("换" = "swap ... to"). */
  then?: string;
}

class Refusal {
  constructor(readonly reason: 'question' | 'not_a_command' | 'invalid_amount' | 'ambiguous_amount' | 'not_understood', readonly suggestions?: string[], readonly raw?: string) {}
}

const HANGUL = /[\uAC00-\uD7AF\u1100-\u11FF\u3130-\u318F]/;
const KANA = /[\u3040-\u30FF\u31F0-\u31FF]/;
const HAN = /[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/;
const CYRILLIC = /[\u0400-\u04FF]/;
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹĐƯƠ]/i;
const TURKISH = /[şğıİŞĞöüÖÜ]/;
/** A Turkish case suffix after an apostrophe on a symbol or number ("SOL'u", "HNT'ye", "wrap'le"); not the English "'s". */
const TURKISH_SUFFIX = /[A-Za-z0-9]'(?:u|ü|ı|i|yu|yü|yı|yi|ye|ya|e|a|na|ne|den|dan|ten|tan|de|da|te|ta|le|la|yle|yla|nı|ni|ları|leri|larımın|lerimin)(?![\p{L}])/u;
/** An English verb made Turkish with "et" or "yap" ("3 SOL stake et", "swap yap"). */
const TURKISH_LIGHT_VERB = /\b(?:stake|unstake|swap|wrap|unwrap|transfer|delege|takas)\s(?:et|yap|edin|yapın)\b/i;
const PORTUGUESE = /[ãõ]/i;
const SPANISH = /[ñ¿¡]/i;

/** English words a command in another language may use as they are ("faz o wrap", "stake thanh khoản"). */
const ENGLISH_WORDS = new Set(['rent', 'staking', 'liquid', 'wrapped', 'empty', 'account', 'accounts', 'token', 'tokens', 'slippage', 'validator', 'wallet', 'jito', 'marinade', 'native']);
/** English verbs a command in another language may use as they are ("swap 6.000 USDC qua SOL", "faz o wrap"). */
const VERB_WORDS = new Set(['swap', 'stake', 'unstake', 'wrap', 'unwrap', 'buy', 'sell', 'send', 'transfer', 'convert', 'trade', 'exchange', 'delegate']);
/** Words that look the same in English and in a lexicon: they never vote for the other language. */
const ENGLISH_LOOKALIKES: ReadonlySet<string> = new Set([
  'pro', 'real', 'mil', 'total', 'final', 'local', 'normal', 'token', 'tokens', 'stake', 'staking', 'swap', 'wrap', 'unwrap', 'unstake',
  'rent', 'slippage', 'wallet', 'account', 'dolar', 'dollar', 'dollars', 'euro', 'euros', 'bot', 'usd', 'max', 'min', 'once', 'come',
  'pay', 'son', 'sin', 'con', 'use', 'sale', 'also', 'tip', 'fin', 'red', 'las', 'los', 'ver', 'bin', 'gas', 'her', 'hers', 'sat',
  'dos', 'mine', 'once', 'come', 'ten', 'tan', 'den', 'dan', 'pasa', 'para', 'auto', 'kira', 'ban', 'sang',
]);

const PT_HINTS = new Set(['o', 'os', 'um', 'uma', 'pra', 'pro', 'do', 'da', 'dos', 'das', 'em', 'com', 'no', 'na', 'meu', 'minha', 'você', 'e']);
const ES_HINTS = new Set(['el', 'los', 'y', 'un', 'una', 'del', 'con', 'en', 'por', 'mi', 'mis', 'al', 'lo']);

/** Words that vote for a Latin-script language when no letter of its own settles it. */

const VOTES: ReadonlyMap<string, readonly LanguageCode[]> = (() => {
  const votes = new Map<string, LanguageCode[]>();
  for (const lex of Object.values(LEXICONS)) {
    if (lex.script !== 'latin') continue;
    for (const key of [...Object.keys(lex.words), ...Object.keys(lex.verbs), ...Object.keys(lex.post ?? {})]) {
      for (const w of key.split(' ')) {
        if (w.length < 3 || isGrammarWord(w) || ENGLISH_LOOKALIKES.has(w) || ENGLISH_WORDS.has(w) || VERB_WORDS.has(w) || /[^\p{L}]/u.test(w)) continue;
        const list = votes.get(w) ?? [];
        if (!list.includes(lex.language)) list.push(lex.language);
        votes.set(w, list);
      }
    }
  }
  return votes;
})();

/** The command's language: by its script, by letters only one language uses, else by the words of the lexicons. */
const CYRILLIC_WORD = /(?<![\p{Script=Latin}])\p{Script=Cyrillic}{2,}(?![\p{Script=Latin}])/u;

export function detectLanguage(command: string): LanguageCode {
  if (HANGUL.test(command)) return 'ko';
  if (KANA.test(command)) return 'ja';
  if (HAN.test(command)) return 'zh';
  // A word of Cyrillic letters, not one Cyrillic letter inside a Latin word: "USDС" with a
  // Cyrillic С is a look-alike symbol in an English command (docs/tokens.md), not Russian.
  if (CYRILLIC.test(command) && CYRILLIC_WORD.test(command)) return 'ru';
  if (VIETNAMESE.test(command)) return 'vi';
  if (TURKISH.test(command) || TURKISH_SUFFIX.test(command) || TURKISH_LIGHT_VERB.test(command)) return 'tr';
  const tally = new Map<LanguageCode, number>();
  for (const part of command.toLowerCase().split(/\s+/)) {
    // Addresses and symbols with digits never vote ("HBK4RU1Ruh..." holds no word "haz").
    if (/\d/.test(part)) continue;
    const w = part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    const langs = w.length >= 3 ? VOTES.get(w) : undefined;
    if (!langs) continue;
    for (const l of langs) tally.set(l, (tally.get(l) ?? 0) + 1 / langs.length);
  }
  if (!tally.size) return 'en';
  if (PORTUGUESE.test(command)) return 'pt';
  if (SPANISH.test(command)) return 'es';
  // Spanish and Portuguese share most verbs ("compra", "vende"): their small words tell them apart.
  if (tally.has('es') || tally.has('pt')) {
    for (const w of command.toLowerCase().split(/\s+/)) {
      if (PT_HINTS.has(w)) tally.set('pt', (tally.get('pt') ?? 0) + 0.5);
      if (ES_HINTS.has(w)) tally.set('es', (tally.get('es') ?? 0) + 0.5);
    }
  }
  let best: LanguageCode = 'en';
  let score = 0;
  for (const [l, n] of tally) if (n > score) { best = l; score = n; }
  return best;
}


const PREPOSITIONS = new Set(['to', 'with', 'from', 'in', 'into', 'for', 'using', 'of']);
const MODIFIERS = new Set(['wrapped', 'staked', 'native', 'my', 'empty']);
const ADDRESS_NOUNS = new Set(['validator', 'wallet', 'account', 'address', 'vote']);
const CLAUSE_MARKS = new Set([',', '.', ';', ':', '?', '!']);

const FOREIGN_AMOUNT = /(?:R\$|NT\$|HK\$|[€£¥₩₽₺₫₹])\s?\d[\d.,\s]*|\d[\d.,]*\s?[€£¥₩₽₺₫₹]/;
const FOREIGN_SIGNS = /^(?:R\$|NT\$|HK\$|C\$|A\$|[€£¥₩₽₺₫₹])/;

/**
 * Read a command written in `language` into the words of the English grammar. `tokens` tells
 * symbols (carried over) from words of the language.
 */
export function readInLanguage(command: string, language: Exclude<LanguageCode, 'en'>, tokens: TokenResolver): FrontReading {
  const lex = LEXICONS[language];
  try {
    const folded = foldText(command);
    // An amount in another currency is refused before its digits are read ("1.200 ₫" is no ambiguity to settle).
    if (FOREIGN_AMOUNT.test(folded)) throw new Refusal('invalid_amount', undefined, FOREIGN_AMOUNT.exec(folded)?.[0]);
    const { items, unknown } = scan(folded, lex, tokens);
    reorder(items);
    const text = render(moveVerbs(items));
    if (!/[\p{L}\p{N}]/u.test(text)) throw new Refusal('not_understood');
    return { ok: true, language, text, unknown };
  } catch (err) {
    if (err instanceof Refusal) {
      const out: FrontReading = { ok: false, language, reason: err.reason };
      if (err.suggestions) out.suggestions = err.suggestions;
      if (err.raw) out.raw = err.raw;
      return out;
    }
    throw err;
  }
}

/** NFKC (full-width digits, points and percent signs to ASCII), with no-break spaces between digits kept as group marks. */
function foldText(command: string): string {
  return markGroupSpaces(command).normalize('NFKC').replace(/[\u2018\u2019\u02BC`´]/g, "'").replace(/[。．]/g, '.').replace(/[、，]/g, ',')
    .replace(/[\u200B-\u200D\uFEFF]/g, '').replace(/\s+/g, ' ').trim();
}

/** Scripts whose words are separated by spaces: a lexicon key matches whole words there. */
const spaced = (lex: Lexicon): boolean => lex.script === 'latin' || lex.script === 'cyrillic';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{M}]/u.test(c);
const isAsciiAlnum = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9]/.test(c);

function scan(text: string, lex: Lexicon, tokens: TokenResolver): { items: Item[]; unknown: string[] } {
  const items: Item[] = [];
  const unknown: string[] = [];
  const lower = lowerSameLength(text);
  let pendingUnknown = '';
  const flushUnknown = () => { if (pendingUnknown) { unknown.push(pendingUnknown); pendingUnknown = ''; } };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === ' ' || ch === GROUP_SPACE) { flushUnknown(); i++; continue; }
    // A currency sign of another currency ("R$ 50", "€20", "₩5000"): refused.
    const sign = FOREIGN_SIGNS.exec(text.slice(i, i + 3));
    if (sign && (isDigit(text[i + sign[0].length]) || text[i + sign[0].length] === ' ' || isDigit(text[i - 1]) || isDigit(text[i - 2]))) throw new Refusal('invalid_amount', undefined, sign[0]);
    // "%0,3" (Turkish): the percent sign before the number.
    if (ch === '%' && isDigit(text[i + 1])) {
      flushUnknown();
      const n = number(text, i + 1, lex);
      items.push({ k: 'num', text: n.value, pct: true });
      i = n.end;
      continue;
    }
    if ((ch === '$' || text.startsWith('US$', i) || text.startsWith('us$', i)) && isDigit(text[i + (ch === '$' ? 1 : 3)] === ' ' ? text[i + (ch === '$' ? 2 : 4)] : text[i + (ch === '$' ? 1 : 3)])) {
      flushUnknown();
      let j = i + (ch === '$' ? 1 : 3);
      if (text[j] === ' ') j++;
      const n = number(text, j, lex);
      items.push({ k: 'num', text: n.value, usd: true });
      i = n.end;
      continue;
    }
    if (isDigit(ch) && !(spaced(lex) && isLetter(text[i - 1]))) {
      flushUnknown();
      // An address or a symbol with digits ("3mU7...", "1INCH") is no number.
      if (isAsciiAlnum(text[i]) && /^[0-9]*[A-Za-z]/.test(text.slice(i, i + 45)) && /^[A-Za-z0-9]{6,}/.test(text.slice(i))) {
        const m = /^[A-Za-z0-9]+/.exec(text.slice(i)) as RegExpExecArray;
        if (/[A-Za-z]/.test(m[0]) && m[0].length >= 25) { items.push({ k: 'sym', text: m[0] }); i += m[0].length; continue; }
      }
      const n = number(text, i, lex);
      pushNumber(items, n.value, n.pct);
      i = n.end;
      // "15,00 US$", "15,00 $" (the sign after the number, as es, ru and vi write it).
      const sign = /^ ?(?:US\$|\$)/i.exec(text.slice(i));
      if (sign && !n.pct) { (items.at(-1) as Item).usd = true; i += sign[0].length; }
      continue;
    }
    // The lexicon first (so "一半" is half, not one and a half), then a numeral of the script.
    const match = longestMatch(lower, i, lex);
    if (match) {
      flushUnknown();
      apply(items, match.value, match.kind, lex, text.slice(i, i + match.length));
      i += match.length;
      continue;
    }
    if (lex.cjkNumerals && isCjkNumeral(ch)) {
      const n = readCjkNumeral(text, i);
      if (n) {
        flushUnknown();
        let end = i + n.length;
        // "四分之一": a fraction of the balance.
        if (text.startsWith('分之', end)) {
          const d = readCjkNumeral(text, end + 2) ?? (isDigit(text[end + 2]) ? { value: /^\d+/.exec(text.slice(end + 2))![0], length: /^\d+/.exec(text.slice(end + 2))![0].length } : null);
          if (d) {
            const pct = fractionPercent(Number(d.value), Number(n.value));
            if (pct === null) items.push({ k: 'en', text: `${d.value}/${n.value} of` });
            else items.push({ k: 'num', text: pct, pct: true });
            i = end + 2 + d.length;
            continue;
          }
        }
        const big = CJK_BIG_UNITS.get(text[end] ?? '');
        pushNumber(items, big ? scaled(n.value, big) : n.value, false);
        if (big) end++;
        i = end;
        continue;
      }
    }
    if (CLAUSE_MARKS.has(ch)) {
      flushUnknown();
      if (ch === '?') throw new Refusal('question');
      items.push({ k: 'mark', text: ch === '!' ? '.' : ch });
      i++;
      continue;
    }
    if (ch === '→' || ch === '⇒' || (ch === '-' && text[i + 1] === '>')) { flushUnknown(); items.push({ k: 'en', text: 'to' }); i += ch === '-' ? 2 : 1; continue; }
    if (ch === "'" && lex.suffixes) {
      // "SOL'u", "HNT'ye", "RAY'larımın": a suffix on a symbol or address.
      const m = /^'[\p{L}]+/u.exec(lower.slice(i)) as RegExpExecArray | null;
      if (m) {
        flushUnknown();
        const suffix = m[0].slice(1);
        let role = '';
        for (const [s, en] of lex.suffixes) if (suffix.startsWith(s)) { role = en; break; }
        if (role) insertPost(items, role);
        i += m[0].length;
        continue;
      }
    }
    // Latin letters: a symbol, an address, an English word, or a word of the language the lexicon lacks.
    if (isAsciiAlnum(ch) || (spaced(lex) && isLetter(ch))) {
      const re = spaced(lex) ? /^[\p{L}\p{M}\p{N}]+(?:[._-][\p{L}\p{M}\p{N}]+)*/u : /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*/;
      const m = re.exec(text.slice(i)) as RegExpExecArray;
      const raw = m[0];
      flushUnknown();
      i += raw.length;
      const w = raw.toLowerCase();
      if (raw.length >= 25 && /[0-9A-Z]/.test(raw)) items.push({ k: 'sym', text: raw });
      else if (/^[A-Za-z0-9]+$/.test(raw) && (tokens.resolve(raw) || /[A-Z]/.test(raw.slice(1)) || (raw.length >= 2 && raw === raw.toUpperCase() && /[A-Z]/.test(raw)))) items.push({ k: 'sym', text: raw });
      else if (!spaced(lex) || isGrammarWord(w) || ENGLISH_WORDS.has(w)) items.push({ k: VERB_WORDS.has(w) ? 'verb' : 'en', text: w });
      // A word right after an amount stands where a token belongs ("vende 5 jpu"): the grammar
      // refuses it as an unknown token, with the near symbols as suggestions, rather than lose it.
      else if (items.at(-1)?.k === 'num' && !items.at(-1)?.usd && !items.at(-1)?.pct && /^[a-z]{2,12}$/i.test(raw)) items.push({ k: 'sym', text: raw });
      else unknown.push(raw);
      continue;
    }
    // A character of the script the lexicon does not know.
    if (isLetter(ch)) { pendingUnknown += ch; i++; continue; }
    flushUnknown();
    i++;
  }
  flushUnknown();
  return { items, unknown };
}


/** A number at `pos` with what is glued to it: a unit (万, 만, "bin", "mil"), a fraction ("4分の1", "4분의 1", "1/4"), a percent sign. */
function number(text: string, pos: number, lex: Lexicon): { value: string; pct: boolean; end: number } {
  const r = readNumber(text, pos, lex.decimal as DecimalMark, lex.spaceGroups ?? false);
  if (!r) throw new Refusal('not_understood');
  if (!r.ok) throw new Refusal('ambiguous_amount', r.readings, r.raw);
  let value = r.value;
  let end = pos + r.length;
  // Fractions: "4分の1", "4분의 1", "4分之1", "1/4".
  const frac = /^(?:分の|분의|分之|\/)\s?(\d+)/.exec(text.slice(end));
  if (frac) {
    const [n, d] = frac[0].startsWith('/') ? [Number(value), Number(frac[1])] : [Number(frac[1]), Number(value)];
    const pct = fractionPercent(n, d);
    end += frac[0].length;
    if (pct === null) return { value: `${n}/${d}`, pct: false, end };
    return { value: pct, pct: true, end };
  }
  const unit = CJK_DIGIT_UNITS.get(text[end] ?? '');
  if (unit !== undefined && lex.cjkUnits && !startsLongerWord(text, end, lex)) { value = scaled(value, unit); end++; }
  // "2만" is 20,000, but "15만큼" is "15 worth": a longer word of the lexicon wins.
  const big = CJK_BIG_UNITS.get(text[end] ?? '');
  if (big !== undefined && lex.cjkUnits && !startsLongerWord(text, end, lex)) { value = scaled(value, big); end++; }
  let j = end;
  while (text[j] === ' ') j++;
  if (text[j] === '%') return { value, pct: true, end: j + 1 };
  return { value, pct: false, end };
}

function startsLongerWord(text: string, pos: number, lex: Lexicon): boolean {
  return lex.byFirst.get(text[pos])?.some((c) => c.key.length > 1 && text.startsWith(c.key, pos)) ?? false;
}

function pushNumber(items: Item[], value: string, pct: boolean): void {
  items.push({ k: 'num', text: value, pct });
}

/** What a lexicon entry adds: English words, a verb, a particle placed before its noun, a scale, a refusal. */
function apply(items: Item[], value: string, kind: 'word' | 'verb' | 'post', lex: Lexicon, raw: string): void {
  if (kind === 'post') { insertPost(items, value); return; }
  if (kind === 'verb') {
    const [verb, then] = value.split('|');
    items.push(then ? { k: 'verb', text: verb, then } : { k: 'verb', text: verb });
    return;
  }
  if (value === '') return;
  for (const part of value.split(' ')) {
    if (part === '!question') throw new Refusal('question');
    if (part === '!injection') throw new Refusal('not_a_command');
    if (part === '!foreign') throw new Refusal('invalid_amount', undefined, raw);
    if (part.startsWith('*')) {
      // A scale word after a number: "5 bin" (5000), "2 mil", "3 triệu".
      const last = items.at(-1);
      if (last?.k === 'num' && !last.pct) last.text = scaled(last.text, Number(part.slice(1)));
      else if (lex.bareScale) items.push({ k: 'num', text: scaled('1', Number(part.slice(1))) });
      continue;
    }
    if (part.startsWith('%')) { items.push({ k: 'num', text: part.slice(1), pct: true }); continue; }
    if (part.startsWith('#')) { items.push({ k: 'num', text: part.slice(1) }); continue; }
    if (part === 'dollars') {
      const last = items.at(-1);
      if (last?.k === 'num') { last.usd = true; continue; }
    }
    items.push({ k: 'en', text: part });
  }
}

/**
 * A postposition or case suffix ("HNT로", "SOLに", "HNT'ye", "…宛てに"): its English preposition
 * goes before the noun it follows (the symbol or address, with its amount and label words). After
 * a bare number ("0.2%로") or where a preposition already stands, it adds nothing.
 */
function insertPost(items: Item[], en: string): void {
  if (!en) return;
  let j = items.length - 1;
  const last = items[j];
  if (!last || last.k === 'num' || last.k === 'mark' || last.k === 'verb') return;
  if (last.k === 'en' && PREPOSITIONS.has(last.text)) return;
  // The amount before the noun is its own ("4.000 USDT karşılığında"), unless it follows another
  // symbol, whose amount it is ("USDT 1,200개를 SOL로").
  if (items[j - 1]?.k === 'num' && !items[j - 1].usd && items[j - 2]?.k !== 'sym') j--;
  while (j > 0 && items[j - 1].k === 'en' && MODIFIERS.has(items[j - 1].text)) j--;
  while (j > 0 && items[j - 1].k === 'en' && ADDRESS_NOUNS.has(items[j - 1].text)) j--;
  const before = items[j - 1];
  if (before?.k === 'en' && PREPOSITIONS.has(before.text)) return;
  items.splice(j, 0, ...en.split(' ').map((text): Item => ({ k: 'en', text })));
}

/** "USDT 1,200개", "JitoSOL 2개", "JUP 4분의 1": an amount written after its token goes before it. */
function reorder(items: Item[]): void {
  for (let k = 1; k < items.length; k++) {
    const n = items[k];
    if (n.k !== 'num' || n.usd || items[k - 1].k !== 'sym' || items[k + 1]?.k === 'sym') continue;
    if (items[k + 1]?.k === 'en' && (items[k + 1].text === 'dollars' || items[k + 1].text === 'worth')) continue;
    if (items[k - 1].text.length >= 25) continue;
    let g = k - 1;
    while (g > 0 && items[g - 1].k === 'en' && MODIFIERS.has(items[g - 1].text)) g--;
    items.splice(k, 1);
    items.splice(g, 0, n);
  }
}

/** In each clause, the first verb goes first: "0.35 SOL을 HNT로 교환" reads "swap 0.35 SOL to HNT". */
function moveVerbs(items: Item[]): Item[] {
  const out: Item[] = [];
  let clause: Item[] = [];
  const flush = () => {
    const v = clause.findIndex((x) => x.k === 'verb');
    if (v > 0) {
      const verb = clause[v];
      const rest = clause.filter((_, n) => n !== v);
      if (verb.then) rest.splice(v, 0, { k: 'en', text: verb.then });
      out.push(verb, ...rest);
    } else out.push(...clause);
    clause = [];
  };
  for (const x of items) {
    if (x.k === 'mark') { flush(); out.push(x); } else clause.push(x);
  }
  flush();
  return out;
}

function render(items: Item[]): string {
  let out = '';
  for (const x of items) {
    if (x.k === 'mark' && x.text === ':') continue;
    const text = x.k === 'num' ? `${x.usd ? '$' : ''}${x.text}${x.pct ? '%' : ''}` : x.text;
    out += out && x.k !== 'mark' ? ` ${text}` : text;
  }
  return out;
}

/** Lower case that keeps the string's length (Turkish "İ" lowers to two code units). */
function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const ch of text) {
    const l = ch.toLowerCase();
    out += l.length === ch.length ? l : ch === 'İ' ? 'i' : ch;
  }
  return out;
}

/** The longest lexicon key at `pos`: on a word boundary in spaced scripts, anywhere in Chinese and Japanese. */
function longestMatch(lower: string, pos: number, lex: Lexicon): { value: string; kind: 'word' | 'verb' | 'post'; length: number } | null {
  const candidates = lex.byFirst.get(lower[pos]);
  if (!candidates) return null;
  if (spaced(lex) && isLetter(lower[pos - 1])) return null;
  for (const c of candidates) {
    if (!lower.startsWith(c.key, pos)) continue;
    const after = lower[pos + c.key.length];
    // An ASCII key ("usd") is a whole word in any script: never the start of "USDC".
    if (isAsciiAlnum(c.key[0]) && (isAsciiAlnum(lower[pos - 1]) || isAsciiAlnum(after))) continue;
    if (spaced(lex) && (isLetter(after) || isDigit(after))) continue;
    return { value: c.value, kind: c.kind, length: c.key.length };
  }
  return null;
}
export { VOTES as VOTES_FOR_TEST };
