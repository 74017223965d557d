import type { TokenListEntry } from '../chain/token-list.js';
import type { TokenRef, TokenResolver } from './intent.types.js';

/**
 * A TokenResolver over a fixed token list (MAINNET_TOKENS / DEVNET_TOKENS): for tests, benches
 * and as the reference behaviour the database-backed registry implements. Symbols, aliases
 * and names resolve case-insensitively.
 */
export function staticTokenResolver(list: readonly TokenListEntry[]): TokenResolver {
  const byName = new Map<string, TokenRef>();
  const byMint = new Map<string, TokenRef>();
  for (const entry of list) {
    const ref: TokenRef = { mint: entry.mint, symbol: entry.symbol, decimals: entry.decimals };
    byMint.set(entry.mint, ref);
    for (const name of [entry.symbol, ...(entry.aliases ?? [])]) {
      // A symbol never loses its entry to another token's alias.
      const key = name.toLowerCase();
      if (!byName.has(key) || name === entry.symbol) byName.set(key, ref);
    }
  }
  // Names last ("USD Coin", "Jito Staked SOL"; a note in parentheses dropped): a name never
  // takes a symbol or an alias from another token.
  for (const entry of list) {
    const name = entry.name?.replace(/\s*\(.*\)\s*$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
    if (name && !byName.has(name)) byName.set(name, byMint.get(entry.mint) as TokenRef);
  }
  const symbols = list.map((entry) => entry.symbol);
  const starts = new Set([...byName.keys()].filter((key) => key.includes(' ')).map((key) => key.split(' ')[0]));
  return {
    resolve(symbolOrMint: string): TokenRef | null {
      const text = symbolOrMint.trim();
      // Mints are case-sensitive base58, so they are looked up before case folding.
      const ref = byMint.get(text) ?? byName.get((text.startsWith('$') ? text.slice(1) : text).toLowerCase());
      return ref ? { ...ref } : null;
    },
    symbols: () => [...symbols],
    nameStarts: () => starts,
  };
}
