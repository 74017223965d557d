/**
 * The fills of an armed order (docs/orders.md): transactions the wallet signs once, against a
 * durable nonce it is the authority of, that can only ever do what they say. Each one:
 * AdvanceNonceAccount first, our ComputeBudget instructions (one priority fee per version of
 * the ladder; all on the same nonce, so at most one lands), then the venue's two legs at the
 * order's limit (the wallet pays exactly the limit's input, the maker pays exactly the output:
 * the on-chain minimum output is the order's amount at its limit price).
 */
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { Config } from '../../config/index.js';
import type { Order } from '../db/entities/order.entity.js';
import { AppError } from '../errors/app-error.js';
import type { TokenRef } from '../intents/intent.types.js';
import { toTransactionInstruction } from '../swap/jupiter-swap-client.js';
import { createSwapVenues } from '../swap/swap-venue.js';
import { computeBudgetInstructions } from '../transactions/compute-budget.js';
import { unsignedTransaction } from './orders.js';

/** Micro-lamports per compute unit of the ladder's versions, lowest first. */
export const FILL_PRIORITY_LADDER = [1_000, 50_000, 500_000] as const;
/** Compute units a fill may use (nonce advance, two transfers, an account creation). */
export const FILL_COMPUTE_UNIT_LIMIT = 60_000;
/** Tokens priced at one dollar when the limit is turned into the other leg's amount. */
const DOLLAR_TOKENS = new Set(['USDC', 'USDT', 'PYUSD']);

/** Whole-token decimal string to raw units, rounding up or down (exact decimal arithmetic). */
function raw(whole: string, decimals: number, round: 'up' | 'down'): bigint {
  const [int, frac = ''] = whole.split('.');
  const digits = frac.padEnd(decimals, '0');
  let value = BigInt((int || '0') + digits.slice(0, decimals));
  if (round === 'up' && /[1-9]/.test(digits.slice(decimals))) value += 1n;
  return value;
}

/** A price as an exact fraction: "120.5" → [1205n, 10n]. */
function fraction(decimal: string): [bigint, bigint] {
  const [int, frac = ''] = decimal.split('.');
  return [BigInt((int || '0') + frac), 10n ** BigInt(frac.length)];
}

/**
 * The legs of an order at its limit, in raw units: what the wallet pays and receives. One
 * side must be a dollar token (USDC, USDT, PYUSD) and the other the trigger's token, so the
 * limit price alone fixes both amounts; other pairs are placed with execution `notify`.
 */
export function limitLegs(order: Pick<Order, 'swap' | 'trigger'>): { inAmount: bigint; outAmount: bigint } {
  const swap = order.swap as { inputToken: TokenRef; outputToken: TokenRef; amount: { value: string; unit: string }; amountSide: 'input' | 'output' };
  const trigger = order.trigger as { token: TokenRef; priceUsd: string };
  const watched = trigger.token.mint;
  const dollarIn = DOLLAR_TOKENS.has(swap.inputToken.symbol) && swap.outputToken.mint === watched;
  const dollarOut = DOLLAR_TOKENS.has(swap.outputToken.symbol) && swap.inputToken.mint === watched;
  if (!dollarIn && !dollarOut) {
    throw new AppError('nothing_to_do', 'An armed order needs a dollar token (USDC, USDT, PYUSD) on one side and the watched token on the other, so its limit fixes both amounts; place this one with execution "notify".', { details: { reason: 'armed_pair_unsupported' } });
  }
  const [pNum, pDen] = fraction(trigger.priceUsd);
  const side = swap.amountSide === 'input' ? swap.inputToken : swap.outputToken;
  // The amount in the side token's raw units: tokens, or dollars at the limit (a dollar token: 1).
  let sideRaw: bigint;
  if (swap.amount.unit === 'token') sideRaw = raw(swap.amount.value, side.decimals, swap.amountSide === 'input' ? 'down' : 'up');
  else if (swap.amount.unit === 'usd') {
    if (DOLLAR_TOKENS.has(side.symbol)) sideRaw = raw(swap.amount.value, side.decimals, 'down');
    else {
      const [uNum, uDen] = fraction(swap.amount.value);
      sideRaw = (uNum * pDen * 10n ** BigInt(side.decimals)) / (uDen * pNum);
    }
  } else throw new AppError('nothing_to_do', 'A share of a balance is measured when the order fills; place it with execution "notify".', { details: { reason: 'share_needs_notify' } });
  if (sideRaw <= 0n) throw new AppError('nothing_to_do', 'The order\'s amount rounds to nothing.', { details: { reason: 'amount_too_small' } });
  const other = swap.amountSide === 'input' ? swap.outputToken : swap.inputToken;
  // watched → dollars: × price; dollars → watched: ÷ price. The wallet pays at most, and receives at least, the limit's amounts.
  const sideIsWatched = side.mint === watched;
  const num = sideIsWatched ? sideRaw * pNum * 10n ** BigInt(other.decimals) : sideRaw * pDen * 10n ** BigInt(other.decimals);
  const den = sideIsWatched ? pDen * 10n ** BigInt(side.decimals) : pNum * 10n ** BigInt(side.decimals);
  const otherRaw = swap.amountSide === 'input' ? num / den : (num + den - 1n) / den;
  return swap.amountSide === 'input' ? { inAmount: sideRaw, outAmount: otherRaw } : { inAmount: otherRaw, outAmount: sideRaw };
}

/** The unsigned fill ladder of an armed order on `nonce` (its address and stored blockhash). */
export async function buildArmedFills(config: Config, order: Order, nonce: { address: string; value: string }): Promise<Array<{ transaction: string; nonceAccount: string; computeUnitPrice: number }>> {
  const venue = createSwapVenues(config.providers)[order.network];
  if (order.network !== 'devnet' || !venue) {
    throw new AppError('nothing_to_do', `No venue of ${order.network} signs limit fills in advance in this deployment; place the order with execution "notify".`, { details: { reason: 'armed_unavailable' } });
  }
  const swap = order.swap as { inputToken: TokenRef; outputToken: TokenRef };
  const { inAmount, outAmount } = limitLegs(order);
  const legs = await venue.client.v1.limitInstructions({ userPublicKey: order.walletAddress, inputMint: swap.inputToken.mint, outputMint: swap.outputToken.mint, inAmount: inAmount.toString(), outAmount: outAmount.toString() });
  const wallet = new PublicKey(order.walletAddress);
  const advance = SystemProgram.nonceAdvance({ noncePubkey: new PublicKey(nonce.address), authorizedPubkey: wallet });
  return FILL_PRIORITY_LADDER.map((price) => ({
    transaction: unsignedTransaction(wallet, nonce.value, [advance, ...computeBudgetInstructions(FILL_COMPUTE_UNIT_LIMIT, price), ...legs.instructions.map(toTransactionInstruction)]),
    nonceAccount: nonce.address,
    computeUnitPrice: price,
  }));
}
