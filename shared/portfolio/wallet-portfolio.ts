import { PublicKey, type Connection } from '@solana/web3.js';
import { isConfusableTokenText } from '../chain/token-text.js';
import { rpc } from '../chain/rpc.js';
import { NATIVE_MINT, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, type Network } from '../chain/token-list.js';
import type { NetworkTokens } from '../chain/token-registry.js';
import type { TokenNaming } from '../chain/token-names.js';
import type { UsablePrice } from '../prices/price-refresher.js';
import { formatUnits, type Portfolio, type PortfolioToken } from './portfolio.js';

/** SOL has 9 decimals: 1 SOL = 10^9 lamports. */
const SOL_DECIMALS = 9;

/** One mint the wallet holds, summed over all its token accounts of that mint. */
export interface TokenHolding {
  mint: string;
  tokenProgram: string;
  decimals: number;
  amount: bigint;
}

/** What a wallet holds on chain. */
export interface WalletBalances {
  lamports: bigint;
  /** Non-zero holdings only. */
  tokens: TokenHolding[];
}

/** The shape of `getParsedTokenAccountsByOwner`'s parsed token account that is read here. */
interface ParsedTokenAccount {
  info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } };
}

/**
 * Read a wallet's SOL and every SPL Token and Token-2022 account it owns: three RPC calls in
 * parallel (getBalance and getTokenAccountsByOwner per program, jsonParsed). Accounts of one
 * mint are summed (an associated account plus others); zero balances are left out.
 */
export async function readWalletBalances(connection: Connection, network: Network, walletAddress: string): Promise<WalletBalances> {
  const owner = new PublicKey(walletAddress);
  const [lamports, ...perProgram] = await Promise.all([
    rpc(network, () => connection.getBalance(owner)),
    ...[TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((program) =>
      rpc(network, () => connection.getParsedTokenAccountsByOwner(owner, { programId: new PublicKey(program) })).then((res) => ({ program, accounts: res.value }))),
  ]);
  const holdings = new Map<string, TokenHolding>();
  for (const { program, accounts } of perProgram) {
    for (const { account } of accounts) {
      const info = (account.data.parsed as ParsedTokenAccount | undefined)?.info;
      const mint = info?.mint;
      const raw = info?.tokenAmount?.amount;
      const decimals = info?.tokenAmount?.decimals;
      if (typeof mint !== 'string' || typeof raw !== 'string' || !/^\d+$/.test(raw) || typeof decimals !== 'number') continue;
      const amount = BigInt(raw);
      if (amount === 0n) continue;
      const held = holdings.get(mint);
      if (held) held.amount += amount;
      else holdings.set(mint, { mint, tokenProgram: program, decimals, amount });
    }
  }
  return { lamports: BigInt(lamports), tokens: [...holdings.values()] };
}

/** Everything a valuation needs besides the balances. */
export interface ValuationContext {
  walletAddress: string;
  network: Network;
  /** The wallet's network registry (symbols and names). */
  tokens: NetworkTokens;
  /** The market mint pricing a mint of this network (see marketMintOf), null for none. */
  marketMintOf: (mint: string) => string | null;
  /** Prices by market mint. */
  prices: Map<string, UsablePrice>;
  /** Names by mint (shared/chain/token-names.ts: catalogue, else on-chain metadata). */
  names?: Map<string, TokenNaming>;
  now: number;
}

/** The wallet's balances valued in USD: the Portfolio answered by GET /v1/portfolio. */
export function valuePortfolio(balances: WalletBalances, ctx: ValuationContext): Portfolio {
  const priceOf = (mint: string) => {
    const market = ctx.marketMintOf(mint);
    return market ? ctx.prices.get(market) ?? null : null;
  };
  const value = (uiAmount: string, price: UsablePrice | null) => (price ? Number(uiAmount) * price.quote.price : null);

  const solAmount = formatUnits(balances.lamports, SOL_DECIMALS);
  const solPrice = priceOf(NATIVE_MINT);
  const sol = { lamports: balances.lamports.toString(), amount: solAmount, priceUsd: solPrice?.quote.price ?? null, valueUsd: value(solAmount, solPrice), priceStale: solPrice?.stale ?? false };

  const tokens: PortfolioToken[] = balances.tokens.map((holding) => {
    const registered = ctx.tokens.byMint(holding.mint);
    const price = priceOf(holding.mint);
    const uiAmount = formatUnits(holding.amount, holding.decimals);
    const curated = registered?.source === 'registry' ? registered : null;
    const named = ctx.names?.get(holding.mint) ?? (curated ? { symbol: curated.symbol, name: curated.name, logoURI: null, verified: true, confusable: false } : null);
    // wSOL is the registry's SOL mint; in a token list it is the wrapped token, not SOL itself.
    const isWrappedSol = holding.mint === NATIVE_MINT;
    return {
      mint: holding.mint,
      symbol: isWrappedSol ? 'wSOL' : named?.symbol ?? price?.quote.symbol ?? null,
      name: isWrappedSol ? 'Wrapped SOL' : named?.name ?? null,
      logoURI: named?.logoURI ?? null,
      verified: isWrappedSol || (named?.verified ?? false),
      confusable: !isWrappedSol && (named ? named.confusable : isConfusableTokenText(price?.quote.symbol)),
      decimals: holding.decimals,
      tokenProgram: holding.tokenProgram,
      amount: holding.amount.toString(),
      uiAmount,
      priceUsd: price?.quote.price ?? null,
      valueUsd: value(uiAmount, price),
      priceStale: price?.stale ?? false,
    };
  });
  // Most valuable first; unpriced holdings last, by mint so the order is stable.
  tokens.sort((a, b) => (b.valueUsd ?? -1) - (a.valueUsd ?? -1) || a.mint.localeCompare(b.mint));

  const totalValueUsd = [sol.valueUsd, ...tokens.map((t) => t.valueUsd)].reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return { walletAddress: ctx.walletAddress, network: ctx.network, totalValueUsd, sol, tokens, updatedAt: new Date(ctx.now).toISOString() };
}
