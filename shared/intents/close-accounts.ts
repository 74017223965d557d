import type { IntentBody, TokenRef, TokenResolver } from './intent.types.js';
import type { Lexeme } from './lexer.js';
import { QUESTION_OPENERS, QUESTION_WORDS, VERBS } from './lexicon.js';
import { reject } from './parse-failure.js';
import { resolveTokenWord } from './slots.js';

/**
 * The parser's rent-reclaim stage (issue 35): "close my empty token accounts", "reclaim my
 * rent", "clean up empty accounts", "close my empty BONK account" are `close_accounts`, with
 * the tokens named or null for every empty account. It runs before the action stage, which
 * refuses "close" and "claim" as actions the service does not offer.
 */

/** Words that ask to close accounts or get their rent back. */
const CLOSE_WORDS: ReadonlySet<string> = new Set([
  'close', 'closing', 'reclaim', 'reclaiming', 'recover', 'recovering', 'claim', 'claiming', 'clean', 'cleanup', 'clear', 'refund', 'retrieve',
  'collect', 'get', 'free', 'release', 'unlock',
]);
/** What is closed: token accounts, or the rent they hold. */
const ACCOUNT_WORDS: ReadonlySet<string> = new Set(['account', 'accounts', 'ata', 'atas', 'acct', 'accts', 'acc', 'accs']);
const RENT_WORDS: ReadonlySet<string> = new Set(['rent', 'rents', 'deposit', 'deposits']);
/** Words that say the accounts are empty token accounts, not the user's account with us. */
const QUALIFIERS: ReadonlySet<string> = new Set([
  'empty', 'unused', 'zero', 'zero-balance', '0-balance', 'dead', 'token', 'tokens', 'spl', 'dust', 'inactive', 'old', 'stale', 'useless',
  'idle', 'abandoned', 'leftover', 'worthless', 'rent', 'balance', 'balances', 'associated',
]);
/** Words that carry nothing here. */
const FILLERS: ReadonlySet<string> = new Set([
  'my', 'all', 'the', 'of', 'from', 'up', 'out', 'back', 'wallet', 'wallet\'s', 'please', 'pls', 'plz', 'kindly', 'every', 'each', 'any',
  'and', 'to', 'for', 'me', 'i', 'want', 'would', 'like', 'need', 'can', 'you', 'a', 'an', 'these', 'those', 'that', 'them', 'with', 'in',
  'on', 'sol', 'lamports', 'storage', 'fees', 'fee', 'program', 'programs', 'spl-token', 'token-2022', 'just', 'now', 'go', 'ahead', 'let\'s', 'lets',
  'hey', 'ok', 'okay', 'so', 'um', 'uh', 'thanks', 'thank', 'ty', 'pay', 'paid', 'locked', 'held', 'holding', 'sitting', 'is', 'are', 'have',
  'has', 'with', 'no', 'without', 'which', 'where', 'it', 'there', 'single', 'remaining', 'some', 'possible', 'many', 'as', 'are', 'stuck', 'account\'s',
]);
/** At most this many words not understood, else the command is left to the other stages. */
const MAX_UNKNOWN = 2;

/**
 * The close_accounts intent of a command, or null when it is not one (the other stages read
 * it then). A question, an address (the rent always returns to the wallet) or a count of
 * accounts is refused; so is a second action.
 */
export function readCloseAccounts(lexemes: readonly Lexeme[], tokens: TokenResolver): { body: IntentBody; ignored: string[] } | null {
  let action = -1;
  let object = false;
  let qualified = false;
  let rent = false;
  for (let i = 0; i < lexemes.length; i++) {
    const l = lexemes[i];
    if (l.kind !== 'word') continue;
    if (action < 0 && CLOSE_WORDS.has(l.text)) action = i;
    if (ACCOUNT_WORDS.has(l.text)) object = true;
    if (RENT_WORDS.has(l.text) && l.text !== 'deposit' && l.text !== 'deposits') rent = true;
    if (QUALIFIERS.has(l.text)) qualified = true;
  }
  // "close my account" alone could be the user's account with us: only token accounts or rent.
  if (action < 0 || !(rent || (object && qualified) || (object && hasTokenWord(lexemes, tokens)))) return null;
  const verb = (lexemes[action] as { text: string }).text;
  // "get" and "free" only with rent ("get my rent back", "free up rent"); "clean" and "clear" only with accounts.
  if ((verb === 'get' || verb === 'free' || verb === 'release' || verb === 'unlock' || verb === 'collect' || verb === 'retrieve' || verb === 'refund') && !rent) return null;
  const named = new Map<string, TokenRef>();
  const unknown: string[] = [];
  for (let i = 0; i < lexemes.length; i++) {
    const l = lexemes[i];
    if (l.kind === 'mark') {
      if (l.text === '?') throw reject('question', 'That reads as a question, not a command: say e.g. "close my empty token accounts".', { missing: ['type'] });
      continue;
    }
    // "zero-balance accounts", "0 balance": what empty means, not a count.
    if (l.kind === 'number' && l.value === '0') continue;
    if (l.kind === 'number') {
      throw reject('not_expressible', `A number ("${l.raw}") cannot be given here: "close my empty token accounts" closes every empty account (as many as fit in one transaction), "close my empty BONK account" those of the tokens named.`);
    }
    if (l.kind === 'address') {
      const ref = l.valid ? tokens.resolve(l.text) : null;
      if (!ref) throw reject('invalid_address', `Closing token accounts takes no address: the rent always returns to your wallet. Name tokens by symbol, e.g. "close my empty BONK account".`);
      named.set(ref.mint, ref);
      continue;
    }
    const w = l.text;
    if (i === action) continue;
    if (QUESTION_WORDS.has(w) || (i === 0 && QUESTION_OPENERS.has(w))) {
      throw reject('question', 'That reads as a question, not a command: say e.g. "close my empty token accounts".', { missing: ['type'] });
    }
    if (CLOSE_WORDS.has(w) || ACCOUNT_WORDS.has(w) || RENT_WORDS.has(w) || QUALIFIERS.has(w) || FILLERS.has(w)) continue;
    if (VERBS.has(w)) throw reject('multiple_actions', `The command asks for more than one action ("${w}" besides closing accounts): send one command per action.`);
    const ref = resolveTokenWord(l, tokens);
    if (ref) named.set(ref.mint, ref);
    else unknown.push(l.raw);
  }
  if (unknown.length > MAX_UNKNOWN) return null;
  return { body: { type: 'close_accounts', params: { tokens: named.size ? [...named.values()] : null } }, ignored: unknown };
}

function hasTokenWord(lexemes: readonly Lexeme[], tokens: TokenResolver): boolean {
  return lexemes.some((l) => (l.kind === 'word' && !FILLERS.has(l.text) && resolveTokenWord(l, tokens) !== null) || (l.kind === 'address' && l.valid && tokens.resolve(l.text) !== null));
}
