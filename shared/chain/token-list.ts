/**
 * The seed of the per-network token registry (api-decisions section 8). The registry table in
 * Postgres is seeded from this list by a migration; the embedded local cluster recreates every
 * mint here at the same address with the same decimals and program, so that every intent type
 * builds and simulates locally.
 */
export type Network = 'mainnet' | 'devnet';
export const NETWORKS: readonly Network[] = ['mainnet', 'devnet'];

export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';

export interface TokenListEntry {
  symbol: string;
  name: string;
  mint: string;
  decimals: number;
  tokenProgram: string;
  /** Other spellings that resolve to this entry (case-insensitive). */
  aliases?: string[];
  /** Token-2022 transfer fee the local cluster configures, in basis points (test mint only). */
  transferFeeBps?: number;
  /** Maximum transfer fee in raw units (Token-2022 transfer fee config). */
  maxTransferFee?: string;
}

const common: TokenListEntry[] = [
  { symbol: 'SOL', name: 'Solana', mint: NATIVE_MINT, decimals: 9, tokenProgram: TOKEN_PROGRAM_ID, aliases: ['wSOL', 'WSOL', 'solana'] },
  { symbol: 'USDT', name: 'Tether USD', mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID, aliases: ['tether'] },
  { symbol: 'BONK', name: 'Bonk', mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', decimals: 5, tokenProgram: TOKEN_PROGRAM_ID },
  { symbol: 'JUP', name: 'Jupiter', mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID, aliases: ['jupiter'] },
  { symbol: 'JTO', name: 'Jito', mint: 'jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL', decimals: 9, tokenProgram: TOKEN_PROGRAM_ID },
  { symbol: 'PYTH', name: 'Pyth Network', mint: 'HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID },
  { symbol: 'WIF', name: 'dogwifhat', mint: 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID, aliases: ['dogwifhat'] },
  { symbol: 'RAY', name: 'Raydium', mint: '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID, aliases: ['raydium'] },
  { symbol: 'ORCA', name: 'Orca', mint: 'orcaEKTdK7LKz57vaAYr9QeNsVEPfiu6QeMU1kektZE', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID },
  { symbol: 'mSOL', name: 'Marinade staked SOL', mint: 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So', decimals: 9, tokenProgram: TOKEN_PROGRAM_ID },
  { symbol: 'JitoSOL', name: 'Jito Staked SOL', mint: 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn', decimals: 9, tokenProgram: TOKEN_PROGRAM_ID },
  { symbol: 'bSOL', name: 'BlazeStake Staked SOL', mint: 'bSo13r4TkiE4KumL71LsHTPpL2euBYLFx6h9HP3piy1', decimals: 9, tokenProgram: TOKEN_PROGRAM_ID },
  { symbol: 'RENDER', name: 'Render Token', mint: 'rndrizKT3MK1iimdxRdWabcF7Zg7AR5T4nud4EkHBof', decimals: 8, tokenProgram: TOKEN_PROGRAM_ID, aliases: ['RNDR'] },
  { symbol: 'HNT', name: 'Helium Network Token', mint: 'hntyVP6YFm1Hg25TN9WGLqM12b8TQmcknKrdu1oxWux', decimals: 8, tokenProgram: TOKEN_PROGRAM_ID, aliases: ['helium'] },
  { symbol: 'W', name: 'Wormhole Token', mint: '85VBFQZC9TZkfaptBWjvUw7YbZjy52A6mjtPGjstQAmQ', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID, aliases: ['wormhole'] },
  { symbol: 'POPCAT', name: 'Popcat', mint: '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr', decimals: 9, tokenProgram: TOKEN_PROGRAM_ID },
  { symbol: 'PYUSD', name: 'PayPal USD', mint: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo', decimals: 6, tokenProgram: TOKEN_2022_PROGRAM_ID },
];

/** Mainnet registry: the table of api-decisions section 8, plus PYUSD (a real Token-2022 mint). */
export const MAINNET_TOKENS: readonly TokenListEntry[] = [
  ...common,
  { symbol: 'USDC', name: 'USD Coin', mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID, aliases: ['usdc.e'] },
];

/**
 * Devnet registry: devnet's own USDC mint, the mainnet addresses of the other tokens (they
 * exist on the embedded local cluster, which recreates them), and a Token-2022 test mint with a
 * 1% transfer fee (symbol FEE) so fee-bearing transfers can be proven locally.
 */
export const DEVNET_TOKENS: readonly TokenListEntry[] = [
  ...common,
  { symbol: 'USDC', name: 'USD Coin (devnet)', mint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID },
  { symbol: 'FEE', name: 'Transfer Fee Test Token', mint: 'yFDnCw2XawNfoMd72s4dbr411bkKKKJtZ4WdGbbcPrv', decimals: 6, tokenProgram: TOKEN_2022_PROGRAM_ID, transferFeeBps: 100, maxTransferFee: '1000000000' },
];

export const TOKEN_LISTS: Readonly<Record<Network, readonly TokenListEntry[]>> = { mainnet: MAINNET_TOKENS, devnet: DEVNET_TOKENS };

/**
 * Every mint the embedded local cluster recreates: both registries (so the mainnet USDC address
 * exists locally too), deduplicated by mint, native SOL excluded (it needs no mint account).
 */
export function localClusterMints(): TokenListEntry[] {
  const seen = new Map<string, TokenListEntry>();
  for (const t of [...DEVNET_TOKENS, ...MAINNET_TOKENS]) if (t.mint !== NATIVE_MINT && !seen.has(t.mint)) seen.set(t.mint, t);
  return [...seen.values()];
}
