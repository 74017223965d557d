/**
 * How the service names a token it shows (portfolio holdings, history balance changes): the
 * token catalogue first, else the mint's own on-chain metadata (token-metadata.ts), else
 * nothing (null name, never an error). Only the catalogue can vouch for a token: a name read
 * from chain is whatever its creator wrote, so such a token is `verified: false`.
 */
import { TOKEN_LISTS, type Network } from './token-list.js';
import type { OnchainTokenMetadata, TokenMetadataReader } from './token-metadata.js';
import { tokenText } from './token-text.js';

/** One catalogue entry, as the naming needs it. */
export interface CatalogueToken {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  logoURI: string | null;
  verified: boolean;
  /** Set by the catalogue index; computed from the text when absent (the curated list's never are). */
  confusable?: boolean;
}

/**
 * The token catalogue seen by mint (the `catalogue` work's in-memory index implements it).
 * Synchronous: it is held in memory by every process.
 */
export interface CatalogueLookup {
  byMint(network: Network, mint: string): CatalogueToken | undefined;
}

/** A token's name as shown to clients. */
export interface TokenNaming {
  symbol: string | null;
  name: string | null;
  logoURI: string | null;
  /** True only for a token the catalogue marks verified (the curated registry's are). */
  verified: boolean;
  /** Look-alike text (token-text.ts): shown marked, never resolved by symbol. */
  confusable: boolean;
}

export const UNNAMED: TokenNaming = Object.freeze({ symbol: null, name: null, logoURI: null, verified: false, confusable: false });

/** The curated registry (shared/chain/token-list.ts) as a catalogue: every entry verified. */
export function curatedCatalogue(): CatalogueLookup {
  const byNetwork = new Map<Network, Map<string, CatalogueToken>>();
  for (const [network, list] of Object.entries(TOKEN_LISTS) as Array<[Network, (typeof TOKEN_LISTS)[Network]]>) {
    byNetwork.set(network, new Map(list.map((t) => [t.mint, { mint: t.mint, symbol: t.symbol, name: t.name, decimals: t.decimals, logoURI: null, verified: true, confusable: false }])));
  }
  return { byMint: (network, mint) => byNetwork.get(network)?.get(mint) };
}

/**
 * The curated list first (its entries always win, as in resolution), then the catalogue index
 * when one is given: what the portfolio and history name tokens by.
 */
export function curatedFirst(catalogue?: CatalogueLookup): CatalogueLookup {
  const curated = curatedCatalogue();
  if (!catalogue) return curated;
  return { byMint: (network, mint) => curated.byMint(network, mint) ?? catalogue.byMint(network, mint) };
}

/** A token's naming from the catalogue, else from its on-chain metadata. */
export function nameOf(catalogue: CatalogueLookup, network: Network, mint: string, onchain?: OnchainTokenMetadata | null): TokenNaming {
  const listed = catalogue.byMint(network, mint);
  if (listed) {
    const text = tokenText(listed.symbol, listed.name, { symbol: 64, name: 128 });
    return { symbol: text.symbol, name: text.name, logoURI: listed.logoURI, verified: listed.verified, confusable: listed.confusable ?? text.confusable };
  }
  if (onchain?.source) {
    const text = tokenText(onchain.symbol, onchain.name, { symbol: 64, name: 128 });
    return { symbol: text.symbol, name: text.name, logoURI: null, verified: false, confusable: text.confusable };
  }
  return UNNAMED;
}

/**
 * Name every mint: the catalogue's, else on-chain metadata for the rest (read through the
 * Redis cache; with `cacheOnly`, no RPC: what the API tier uses on a read). A metadata read that
 * fails leaves those tokens unnamed rather than failing the caller.
 */
export async function nameTokens(
  catalogue: CatalogueLookup,
  metadata: TokenMetadataReader | null,
  network: Network,
  mints: readonly string[],
  options: { cacheOnly?: boolean; onError?: (err: unknown) => void } = {},
): Promise<Map<string, TokenNaming>> {
  const names = new Map<string, TokenNaming>();
  const unlisted: string[] = [];
  for (const mint of new Set(mints)) {
    if (catalogue.byMint(network, mint)) names.set(mint, nameOf(catalogue, network, mint));
    else unlisted.push(mint);
  }
  let onchain = new Map<string, OnchainTokenMetadata>();
  if (metadata && unlisted.length > 0) {
    try {
      onchain = options.cacheOnly ? await metadata.cached(network, unlisted) : await metadata.read(network, unlisted);
    } catch (err) {
      options.onError?.(err);
    }
  }
  for (const mint of unlisted) names.set(mint, nameOf(catalogue, network, mint, onchain.get(mint)));
  return names;
}
