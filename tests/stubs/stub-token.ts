import { DEVNET_TOKENS, MAINNET_TOKENS, TOKEN_PROGRAM_ID } from '../../shared/chain/token-list.js';

/**
 * Market data a stub serves for one mint. Figures left out are served as "no figure" in the
 * provider's shape (null, or the field left out), so tests can check how a provider reads an
 * absent figure.
 */
export interface StubToken {
  /** USD per whole token. */
  price: number;
  /** Percent. */
  change24h?: number;
  /** USD. */
  volume24h?: number;
  /** USD. */
  marketCap?: number;
  /** USD; default 1,000,000. */
  liquidity?: number;
  /** Defaults to the token registry's entry (shared/chain/token-list.ts), else `TKN`. */
  symbol?: string;
  name?: string;
  /** Defaults to the registry's decimals; a mint the registry lacks needs it for swaps. */
  decimals?: number;
  /** Defaults to the registry's program, else the SPL Token program. */
  tokenProgram?: string;
}

/** A stub token completed from the registry: what every stub endpoint reads. */
export interface ResolvedStubToken extends StubToken {
  mint: string;
  symbol: string;
  name: string;
  tokenProgram: string;
}

const REGISTRY = [...MAINNET_TOKENS, ...DEVNET_TOKENS];

/** The stub's data for `mint`, completed from the registry; undefined when the stub has no price for it. */
export function resolveStubToken(tokens: Record<string, StubToken>, mint: string): ResolvedStubToken | undefined {
  const token = tokens[mint];
  if (token === undefined) return undefined;
  const known = REGISTRY.find((t) => t.mint === mint);
  return {
    ...token,
    mint,
    symbol: token.symbol ?? known?.symbol ?? 'TKN',
    name: token.name ?? known?.name ?? 'Stub Token',
    decimals: token.decimals ?? known?.decimals,
    tokenProgram: token.tokenProgram ?? known?.tokenProgram ?? TOKEN_PROGRAM_ID,
  };
}
