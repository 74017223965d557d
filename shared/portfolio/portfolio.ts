import type { Network } from '../chain/token-list.js';

/** One token holding of a wallet (api-decisions section 7). */
export interface PortfolioToken {
  mint: string;
  /** Registry symbol (or the price provider's); null for a token nobody names. */
  symbol: string | null;
  name: string | null;
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
}

/** An exact decimal string of raw / 10^decimals ("1500000", 6 → "1.5"; "5", 2 → "0.05"). */
export function formatUnits(raw: bigint, decimals: number): string {
  const negative = raw < 0n;
  const digits = (negative ? -raw : raw).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
