import type { Lexeme } from './lexer.js';
import type { TokenResolver } from './intent.types.js';

/** Most letters a symbol is spelled out in ("u s d t", "j u p"). */
const MAX_SPELLED = 8;

const plainWord = (l: Lexeme | undefined): l is Extract<Lexeme, { kind: 'word' }> => l?.kind === 'word' && !l.dollar && !l.mint;

/**
 * A symbol written in pieces, rejoined when the whole names a token:
 * - spelled out letter by letter, as speech-to-text writes it ("u s d t", "j u p");
 * - a liquid staking token split before its "sol" ("jito sol", "m sol", "b sol"), which would
 *   otherwise read as two tokens, or worse as the first one alone ("jito" is JTO's name).
 * Only when the joined word resolves and is not itself a grammar word: anything else is left as
 * written. Cheap: commands with neither shape are scanned once.
 */
export function joinSplitSymbols(lexemes: Lexeme[], tokens: TokenResolver): Lexeme[] {
  let out: Lexeme[] | null = null;
  for (let i = 0; i < lexemes.length; i++) {
    const l = lexemes[i];
    if (!plainWord(l)) { out?.push(l!); continue; }
    let joined: { raw: string; next: number } | null = null;
    if (l.text.length === 1) {
      // Letters: the longest run of single letters that resolves.
      let j = i;
      while (j < lexemes.length && j - i < MAX_SPELLED && plainWord(lexemes[j]) && (lexemes[j] as { text: string }).text.length === 1) j++;
      for (let end = j; end - i >= 2 && !joined; end--) {
        const raw = lexemes.slice(i, end).map((x) => (x as { raw: string }).raw).join('');
        if (tokens.resolve(raw)) joined = { raw, next: end };
      }
    }
    if (!joined) {
      const next = lexemes[i + 1];
      if (plainWord(next) && next.text === 'sol' && l.text !== 'sol') {
        const raw = `${l.raw}${next.raw}`;
        const ref = tokens.resolve(raw);
        if (ref && ref.symbol.toLowerCase() !== 'sol') joined = { raw, next: i + 2 };
      }
    }
    if (!joined) { out?.push(l); continue; }
    out ??= lexemes.slice(0, i);
    out.push({ kind: 'word', text: joined.raw.toLowerCase(), raw: joined.raw, dollar: false });
    i = joined.next - 1;
  }
  return out ?? lexemes;
}

/** Verbs of a plain swap, whose bot commands name the two tokens side by side ("/swap 0.85 sol jto"). */
const SWAP_VERBS = new Set(['swap', 'trade', 'convert', 'exchange', 'flip']);

/**
 * "/swap 0.85 SOL JTO", a chat bot's form: a swap verb, the amount, then the token paid and the
 * token received side by side with nothing between them. Read as "swap 0.85 SOL to JTO"; any
 * other shape (a preposition anywhere after them, a third token) is left to the grammar.
 */
export function bareTokenPair(lexemes: Lexeme[], tokens: TokenResolver): Lexeme[] {
  const v = lexemes.findIndex((l) => plainWord(l) && SWAP_VERBS.has(l.text));
  if (v < 0 || lexemes[v + 1]?.kind !== 'number') return lexemes;
  const a = lexemes[v + 2];
  const b = lexemes[v + 3];
  if (!plainWord(a) || b?.kind !== 'word' || b.mint) return lexemes;
  const from = tokens.resolve(a.raw);
  const to = tokens.resolve(b.raw);
  if (!from || !to || from.mint === to.mint) return lexemes;
  const rest = lexemes.slice(v + 4);
  if (rest.some((l) => l.kind === 'word' && ['for', 'to', 'into', 'with', 'from', 'and', 'then'].includes(l.text))) return lexemes;
  return [...lexemes.slice(0, v + 3), { kind: 'word', text: 'to', raw: 'to', dollar: false }, ...lexemes.slice(v + 3)];
}
