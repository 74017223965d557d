import type { SafetyCode } from '../safety/safety.types.js';
import type { Network } from '../chain/token-list.js';
import type { NetworkTokens, RegistryToken } from '../chain/token-registry.js';
import { COMMON_WORDS, FOREIGN_CURRENCY_WORDS, TIME_UNITS, VENUES } from '../intents/lexicon.js';
import { isGrammarWord } from '../intents/slots.js';
import type { IntentParseFailure, ParsedIntent, ParseOutcome, TokenRef } from '../intents/intent.types.js';
import type { TokenCandidate, TokenIndex } from './token-index.js';
import { isConfusableTokenText } from '../chain/token-text.js';

/** Mints of the placeholders that stand for an ambiguous or unverified word while a command is read. */
const PLACEHOLDER = 'catalogue-placeholder:';

/** Words of a command, as written ("$PENGU", "fartcoin"), without surrounding punctuation. */
function words(command: string): string[] {
  const out: string[] = [];
  for (const piece of command.split(/[\s,;:!?()[\]{}"'`]+/)) {
    const w = piece.replace(/\.+$/, '');
    if (w.length >= 1 && w.length <= 44 && !/^\$?[\d.]+$/.test(w)) out.push(w);
  }
  return out;
}

/** A word the grammar owns (a verb, a preposition, a filler, a number word...): never a catalogue token unless written `$X`. */
export function isOwnedByGrammar(raw: string): boolean {
  if (raw.startsWith('$')) return false;
  const w = raw.toLowerCase();
  return isGrammarWord(w) || COMMON_WORDS.has(w) || VENUES.has(w) || TIME_UNITS.has(w) || FOREIGN_CURRENCY_WORDS.has(w)
    || ['wallet', 'wallets', 'address', 'account', 'ledger', 'phantom', 'solflare', 'backpack', 'trezor', 'keystone', 'vault', 'safe', 'multisig', 'exchange', 'my', 'me', 'it', 'i'].includes(w);
}

/** The catalogue's reading of a command's words, laid over a network's curated registry. */
export interface CatalogueOverlay {
  /** Keys (lower case, no `$`) of the words the catalogue gave a token or a placeholder. */
  readonly keys: ReadonlySet<string>;
  /** The registry `base` with those words added. */
  over(base: NetworkTokens): NetworkTokens;
  /** The refusal a parse that used a placeholder earns (ambiguous_token / unverified_token), else null. */
  refusal(intent: ParsedIntent): IntentParseFailure | null;
}

/**
 * The catalogue words of one command (docs/intents.md "Resolution rules"): every word the
 * curated registry does not resolve and the grammar does not own, that the catalogue knows.
 * One verified token (or a curated one) of the word: that token. Several verified, or only
 * unverified: a placeholder, so that a parse tells whether the word stood where a token stands,
 * and then the refusal names it with its candidates. Null when no word of the command is in the
 * catalogue (the common case: nothing changes).
 */
export function catalogueOverlay(curated: NetworkTokens, index: TokenIndex, network: Network, command: string): CatalogueOverlay | null {
  const known = new Map<string, RegistryToken>();
  const unsure = new Map<string, { word: string; kind: 'ambiguous' | 'unverified'; candidates: TokenCandidate[] }>();
  const mints = new Map<string, RegistryToken>();
  for (const raw of words(command)) {
    if (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(raw)) {
      // A mint the catalogue lists resolves from it, without a chain read.
      const t = curated.byMint(raw) ? null : index.byMint(network, raw);
      if (t) mints.set(raw, { mint: t.mint, symbol: t.symbol, decimals: t.decimals, name: t.name, tokenProgram: index.programOf(network, raw) ?? '', source: 'catalogue' });
      continue;
    }
    if (isOwnedByGrammar(raw) || curated.resolve(raw)) continue;
    const key = raw.replace(/^\$/, '').toLowerCase();
    if (known.has(key) || unsure.has(key)) continue;
    const found = index.lookup(network, key);
    if (!found) continue;
    if (found.kind === 'one') {
      const t = found.token;
      known.set(key, { mint: t.mint, symbol: t.symbol, decimals: t.decimals, name: t.name, tokenProgram: t.tokenProgram, source: 'catalogue' });
    } else {
      unsure.set(key, { word: raw.replace(/^\$/, ''), kind: found.kind, candidates: found.candidates });
    }
  }
  if (known.size === 0 && unsure.size === 0 && mints.size === 0) return null;
  const placeholders = new Map<string, { word: string; kind: 'ambiguous' | 'unverified'; candidates: TokenCandidate[] }>();
  for (const [key, u] of unsure) placeholders.set(`${PLACEHOLDER}${key}`, u);
  const lookup = (text: string): RegistryToken | null => {
    const mint = mints.get(text.trim());
    if (mint) return mint;
    const key = text.trim().replace(/^\$/, '').toLowerCase();
    const hit = known.get(key);
    if (hit) return hit;
    if (unsure.has(key)) return { mint: `${PLACEHOLDER}${key}`, symbol: key.toUpperCase(), decimals: 0, name: null, tokenProgram: '', source: 'catalogue' };
    return null;
  };
  const byMint = new Map([...known.values(), ...mints.values()].map((t) => [t.mint, t]));
  return {
    keys: new Set([...known.keys(), ...unsure.keys()]),
    over(base: NetworkTokens): NetworkTokens {
      return {
        resolve(symbolOrMint: string): TokenRef | null {
          const hit = base.resolve(symbolOrMint);
          if (hit) return hit;
          const t = lookup(symbolOrMint);
          return t ? { mint: t.mint, symbol: t.symbol, decimals: t.decimals } : null;
        },
        symbols: () => base.symbols(),
        nameStarts: () => base.nameStarts?.() ?? new Set(),
        byMint: (mint) => base.byMint(mint) ?? byMint.get(mint) ?? null,
        all: () => base.all(),
      };
    },
    refusal(intent: ParsedIntent): IntentParseFailure | null {
      for (const ref of tokensOf(intent)) {
        const u = placeholders.get(ref.mint);
        if (!u) continue;
        return u.kind === 'ambiguous'
          ? { reason: 'ambiguous_token', message: `Several verified tokens are called "${u.word}": send the mint address of the one you mean (see details.candidates).`, candidates: u.candidates }
          : u.candidates.length > 0 && u.candidates.every((c) => c.confusable)
            ? { reason: 'unverified_token', message: `"${u.word}" imitates another symbol with look-alike characters (candidates marked confusable): it never names a token; send the mint address if you mean one of them (see details.candidates).`, candidates: u.candidates }
            : { reason: 'unverified_token', message: `"${u.word}" is carried only by unverified tokens: send the mint address if you mean one of them (see details.candidates).`, candidates: u.candidates };
      }
      return null;
    },
  };
}

/** The token objects of a parsed intent. */
export function tokensOf(intent: { type: string; params: unknown }): TokenRef[] {
  const p = intent.params as Record<string, unknown>;
  return [p.inputToken, p.outputToken, p.token].filter((t): t is TokenRef => typeof t === 'object' && t !== null && typeof (t as TokenRef).mint === 'string');
}

/** A build's warning for its clients to show (expectedOutput.warnings). */
export interface BuildWarning { code: 'unverified_token' | SafetyCode; mint: string; message: string }

/**
 * The unverified tokens a build moves (docs/tokens.md): every token of the intent that is neither
 * curated nor verified in the catalogue (a mint learned from chain, an unverified catalogue
 * entry), once each. Its symbol and name are the creator's words, so the message names the mint.
 */
export function unverifiedTokenWarnings(intent: { type: string; params: unknown }, network: Network, curated: NetworkTokens, index: TokenIndex | null): BuildWarning[] {
  const p = intent.params as Record<string, unknown>;
  const refs = [...tokensOf(intent), p.liquidToken].filter((t): t is TokenRef => typeof t === 'object' && t !== null && typeof (t as TokenRef).mint === 'string');
  const warnings: BuildWarning[] = [];
  for (const ref of refs) {
    if (warnings.some((w) => w.mint === ref.mint) || curated.byMint(ref.mint)?.source === 'registry' || index?.byMint(network, ref.mint)?.verified) continue;
    warnings.push({ code: 'unverified_token', mint: ref.mint, message: `${ref.mint} is not a verified token: anyone can create a token with any name or symbol. Check this mint is the one you mean before signing.` });
  }
  return warnings;
}

/**
 * Whether the catalogue should be asked to read a command again: the curated reading failed,
 * or skipped a word the catalogue knows (so a token the user named was not read as one).
 */
export function needsCatalogue(plain: ParseOutcome, overlay: CatalogueOverlay): boolean {
  if (!plain.ok) return true;
  return plain.intent.details.ignored.some((w) => overlay.keys.has(w.replace(/^\$/, '').toLowerCase()));
}

/**
 * Token objects as stored on the intent: `name`, `verified` and `logoURI` added from the
 * catalogue (a curated token is verified; a mint the catalogue does not list is not).
 */
export function describeTokens(intent: ParsedIntent, network: Network, tokens: NetworkTokens, index: TokenIndex | null): void {
  for (const ref of tokensOf(intent)) {
    const listed = index?.byMint(network, ref.mint);
    const registry = tokens.byMint(ref.mint);
    ref.name = listed?.name ?? registry?.name ?? ref.symbol;
    ref.verified = listed?.verified ?? registry?.source === 'registry';
    ref.logoURI = listed?.logoURI ?? null;
    // Present (true) only on look-alike text, as in history.
    if (listed?.confusable ?? (registry?.source !== 'registry' && (isConfusableTokenText(ref.symbol) || isConfusableTokenText(ref.name)))) ref.confusable = true;
  }
}
