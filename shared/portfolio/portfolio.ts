import type { Network } from '../chain/token-list.js';

/** One token holding of a wallet (api-decisions section 7). */
export interface PortfolioToken {
  mint: string;
  /** The catalogue's symbol, else the mint's on-chain metadata's (else the price provider's); null for a token nobody names. */
  symbol: string | null;
  /** The catalogue's name, else the mint's on-chain metadata's; null when neither names it. */
  name: string | null;
  /** The catalogue's logo URL; null when it has none or does not list the token. */
  logoURI: string | null;
  /** True only when the catalogue lists the token as verified; a token named by its own metadata is not. */
  verified: boolean;
  /** The symbol or name is look-alike text (shared/chain/token-text.ts). */
  confusable: boolean;
  decimals: number;
  /** Owning program: SPL Token or Token-2022. */
  tokenProgram: string;
  /** Raw amount, an integer string (summed over the wallet's accounts of this mint). */
  amount: string;
  /** amount / 10^decimals, an exact decimal string. */
  uiAmount: string;
  /** USD per whole token; null when no market price is known. */
  priceUsd: number | null;
  /** uiAmount × priceUsd; null without a price (and then not in the total). */
  valueUsd: number | null;
  /** True when priceUsd is the last known price, older than PRICE_FRESHNESS_MS (every provider failed). */
  priceStale: boolean;
}

/** A wallet's holdings valued in USD: what GET /v1/portfolio answers. */
export interface Portfolio {
  walletAddress: string;
  network: Network;
  /** Sum of every valueUsd that is not null (SOL included). */
  totalValueUsd: number;
  sol: {
    /** Integer string. */
    lamports: string;
    /** Decimal string, lamports / 10^9. */
    amount: string;
    priceUsd: number | null;
    valueUsd: number | null;
    priceStale: boolean;
  };
  tokens: PortfolioToken[];
  /** ISO 8601 time the balances were read. */
  updatedAt: string;
  /**
   * Present when the caller asked to hide spam (hideUnverifiedBelowUsd): how many unverified
   * tokens worth less than `belowUsd` (unpriced ones count as 0) were left out of `tokens`,
   * and their value (they are not in totalValueUsd either).
   */
  hidden?: { belowUsd: number; count: number; valueUsd: number };
}

/**
 * The portfolio without unverified tokens worth less than `belowUsd` (an unpriced one counts as
 * worth 0), saying how many were left out; totalValueUsd drops their value.
 */
export function hideUnverified(portfolio: Portfolio, belowUsd: number): Portfolio {
  const kept: PortfolioToken[] = [];
  let count = 0;
  let valueUsd = 0;
  for (const token of portfolio.tokens) {
    // Entries cached before tokens carried `verified` count as verified: nothing is hidden by accident.
    if (token.verified === false && (token.valueUsd ?? 0) < belowUsd) {
      count++;
      valueUsd += token.valueUsd ?? 0;
    } else kept.push(token);
  }
  return { ...portfolio, tokens: kept, totalValueUsd: portfolio.totalValueUsd - valueUsd, hidden: { belowUsd, count, valueUsd } };
}

/** An exact decimal string of raw / 10^decimals ("1500000", 6 → "1.5"; "5", 2 → "0.05"). */
export function formatUnits(raw: bigint, decimals: number): string {
  const negative = raw < 0n;
  const digits = (negative ? -raw : raw).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
