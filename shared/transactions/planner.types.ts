/**
 * The contract between the TransactionBuilder and the planners of each intent type: a planner
 * reads what it needs through the context and answers a Draft; the builder prices, simulates
 * and compiles it.
 */
import type { AddressLookupTableAccount, PublicKey, TransactionInstruction } from '@solana/web3.js';
import type { RegistryToken } from '../chain/token-registry.js';
import type { Network } from '../chain/token-list.js';
import type { TokenRef } from '../intents/intent.types.js';
import type { SwapVenue } from '../swap/swap-venue.js';
import type { ChainSnapshot } from './chain-snapshot.js';
import type { CountedRpc } from './counted-rpc.js';
import type { BuildBreakdown, SimulationErrorCode } from './transaction.types.js';

/** Settings of the builder (config.solana carries all of them). */
export interface TransactionBuilderSettings {
  /** Slippage of swaps whose command names none, in basis points. */
  defaultSlippageBps: number;
  /** Vote account stakes delegate to when the command names none (empty: none, the command must name one). */
  defaultValidatorVoteAccount: string;
  /** Percentile of recent prioritization fees used as the compute unit price. */
  priorityFeePercentile: number;
  /** How long a priority fee is reused, in ms. */
  priorityFeeCacheMs: number;
  /** Ceiling of the compute unit price, micro-lamports per unit (PRIORITY_FEE_MAX_MICROLAMPORTS). */
  priorityFeeMaxMicroLamports?: number;
  /** Margin added to simulated compute units for the limit, in percent. */
  computeUnitMarginPct: number;
}

/** What a planner can use. */
export interface PlanContext {
  network: Network;
  wallet: PublicKey;
  rpc: CountedRpc;
  settings: TransactionBuilderSettings;
  /** The network's swap venue, or null when none serves it. */
  venue: SwapVenue | null;
  /** One getMultipleAccounts of `addresses` plus the Rent and Clock sysvars. */
  read(addresses: PublicKey[]): Promise<ChainSnapshot>;
  /** The registry entry of an intent's token (its token program); validation_error on `field` when unknown. */
  token(ref: TokenRef, field: string): Promise<RegistryToken>;
  /** A registry entry by symbol or mint, or null. */
  lookupToken(symbolOrMint: string): Promise<RegistryToken | null>;
  /** USD per whole token, or null when no price is known (`symbol` names the token in what the build says about the price). */
  usdPrice(mint: string, symbol?: string): Promise<number | null>;
  /** A fresh seed for createAccountWithSeed (unique per call). */
  seed(prefix: string): string;
}

/** An account the transaction creates, with its rent (bigint lamports until the result is built). */
export interface RentItem {
  address: PublicKey;
  purpose: string;
  lamports: bigint;
}

/** The instructions and expected outcome for a given fee. */
export interface Composition {
  instructions: TransactionInstruction[];
  output: { token: TokenRef; amount: bigint };
  input: { token: TokenRef; amount: bigint } | null;
  /** Price impact in percent. */
  priceImpact: number;
  rent: RentItem[];
  /** Type-specific breakdown fields and notes. */
  details: Partial<Omit<BuildBreakdown, 'signatureFee' | 'priorityFee' | 'rentAccounts' | 'inputToken' | 'inputAmount'>>;
  /** A sentence per simulation error code that explains it with what the planner knows (balances). */
  hints: Partial<Record<SimulationErrorCode, string>>;
}

/**
 * A planned transaction body. `compose(fee)` answers the instructions for a transaction paying
 * `fee` lamports: SOL amounts given as a percentage or "all" depend on it (the fee is kept back).
 */
export interface Draft {
  /** Compute unit limit used when the build does not simulate (or the simulation fails). */
  defaultComputeUnitLimit: number;
  lookupTables: AddressLookupTableAccount[];
  /** A venue's market maker that signs its own leg (RFQ): the builder asks the venue for its signature. */
  cosigner?: PublicKey;
  compose(feeLamports: bigint): Composition;
}

/** Plans one intent type. */
export type Planner<P> = (ctx: PlanContext, params: P) => Promise<Draft>;
