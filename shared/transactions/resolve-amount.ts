/**
 * Turning an intent's Amount into raw units against live data: token units exactly, USD at the
 * price service's price, percent and "all" against the wallet's balance. See docs/transactions.md
 * for the SOL kept back for fees and rent.
 */
import type { PublicKey } from '@solana/web3.js';
import { validationError } from '../errors/app-error.js';
import type { Amount, TokenRef } from '../intents/intent.types.js';
import { canonicalDecimal } from '../intents/decimal.js';
import { requireU64 } from './amount-check.js';
import { formatUnits, percentOf, toRawUnits, usdToRawUnits } from './amounts.js';
import type { ChainSnapshot } from './chain-snapshot.js';
import type { PlanContext } from './planner.types.js';

/** An amount resolved as far as it can be before the fee is known: fixed raw units, or a share of the balance (percent null = all). */
export type ResolvedAmount = { fixed: bigint } | { percent: string | null };

/** Converts a USD value straight to raw units when the price service has no price (swaps ask Jupiter). */
export type UsdFallback = (usd: string) => Promise<bigint | null>;

/**
 * Resolve the parts of an amount that do not depend on the balance: token units (more fraction
 * digits than the token has is refused), USD (at the price service's price, else `usdFallback`),
 * and the range of a percentage. A fixed amount above u64 is refused (amount_out_of_range)
 * before any instruction is built.
 */
export async function resolveAmount(ctx: PlanContext, amount: Amount, token: TokenRef, usdFallback?: UsdFallback): Promise<ResolvedAmount> {
  switch (amount.unit) {
    case 'all':
      return { percent: null };
    case 'percent': {
      if (!percentInRange(amount.value)) throw validationError('amount', 'percent_out_of_range', `A percentage must be above 0 and at most 100; got ${amount.value}%.`);
      return { percent: amount.value };
    }
    case 'token': {
      const raw = toRawUnits(amount.value, token.decimals);
      if (raw === null) {
        throw validationError('amount', 'too_many_decimals', `${token.symbol} has ${token.decimals} decimals; ${amount.value} ${token.symbol} is more precise than that. Round the amount.`);
      }
      return { fixed: requireU64(positive(raw, token), token) };
    }
    case 'usd': {
      const price = await ctx.usdPrice(token.mint, token.symbol);
      const raw = price === null ? ((await usdFallback?.(amount.value)) ?? null) : usdToRawUnits(amount.value, price, token.decimals);
      if (raw === null) throw validationError('amount', 'no_usd_price', `No USD price is known for ${token.symbol}; give the amount in ${token.symbol} instead.`);
      return { fixed: requireU64(positive(raw, token), token) };
    }
  }
}

/** A percentage above 0 and at most 100, compared exactly (Number("100.0000000000000001") is 100). */
function percentInRange(value: string): boolean {
  const canonical = canonicalDecimal(value);
  if (canonical === null || !/[1-9]/.test(canonical)) return false;
  const [int, frac] = canonical.split('.');
  return BigInt(int) < 100n || (int === '100' && frac === undefined);
}

function positive(raw: bigint, token: TokenRef): bigint {
  if (raw <= 0n) throw validationError('amount', 'non_positive_amount', `The amount comes to 0 ${token.symbol} (less than its smallest unit); give a larger amount.`);
  return raw;
}

/**
 * The raw amount of a resolved amount: fixed amounts as they are (a shortfall is the
 * simulation's to report), a percentage of `balance` capped at `spendable`, "all" = `spendable`.
 * A share that comes to nothing is a validation_error.
 */
export function amountOf(resolved: ResolvedAmount, balance: bigint, spendable: bigint, token: TokenRef): bigint {
  if ('fixed' in resolved) return resolved.fixed;
  const share = resolved.percent === null ? spendable : minBig(percentOf(balance, resolved.percent), spendable);
  if (share <= 0n) {
    const what = resolved.percent === null ? 'all' : `${resolved.percent}%`;
    const held = formatUnits(balance > 0n ? balance : 0n, token.decimals);
    const kept = balance > 0n && spendable <= 0n && balance !== spendable ? ', all of it needed for fees and rent' : '';
    throw validationError('amount', 'zero_balance', `Nothing to move: ${what} of the wallet's ${held} ${token.symbol}${kept} is 0.`);
  }
  return share;
}

/** The smaller of two bigints. */
function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/**
 * Lamports the wallet can spend after keeping back its own rent-exempt minimum (so it stays a
 * live account that can pay for later transactions), this transaction's fee, and the rent of
 * the accounts this transaction creates from its SOL.
 */
export function spendableLamports(snapshot: ChainSnapshot, wallet: PublicKey, fee: bigint, rentPaid: bigint): bigint {
  return snapshot.lamports(wallet) - snapshot.rentExempt(0) - fee - rentPaid;
}
