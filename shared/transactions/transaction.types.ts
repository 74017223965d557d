import type { WalletChanges } from './wallet-changes.js';
/**
 * What the transaction builder takes and answers: the spec's Build result (transaction,
 * simulation, expectedOutput) plus what the build record and the client need to send it in time
 * (blockhash, lastValidBlockHeight) and what a benchmark measures (rpcCalls). See docs/transactions.md.
 */
import type { Network } from '../chain/token-list.js';
import type { IntentBody, TokenRef } from '../intents/intent.types.js';

/** One build: the parsed intent of a wallet on a network. */
export interface BuildRequest {
  network: Network;
  /** The wallet that signs and pays (fee payer). */
  walletAddress: string;
  intent: IntentBody;
  /** Simulate before answering (the API's default is true). */
  simulate: boolean;
  /** How much priority to pay (percentile of recent fees); default: PRIORITY_FEE_PERCENTILE. */
  priorityLevel?: PriorityLevel;
  /**
   * A Solana Pay reference key (base58) to add to the transaction as a read-only, non-signer
   * account, so that getSignaturesForAddress(reference) finds it once it lands (payable links).
   */
  reference?: string;
}

/** Helius' priority level names, each a percentile of getRecentPrioritizationFees. */
export const PRIORITY_LEVELS = ['min', 'low', 'medium', 'high', 'veryHigh'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];
/** The percentile each level pays (Helius' mapping: Min 0, Low 25, Medium 50, High 75, VeryHigh 95). */
export const PRIORITY_LEVEL_PERCENTILES: Record<PriorityLevel, number> = { min: 0, low: 25, medium: 50, high: 75, veryHigh: 95 };

/** Why a simulation failed, in words a client can branch on (docs/transactions.md lists them). */
export type SimulationErrorCode =
  | 'insufficient_funds'
  | 'insufficient_funds_for_fee'
  | 'insufficient_funds_for_rent'
  | 'insufficient_token_balance'
  | 'account_not_found'
  | 'invalid_account_owner'
  | 'account_frozen'
  | 'mint_mismatch'
  | 'slippage_exceeded'
  | 'stake_error'
  | 'compute_budget_exceeded'
  | 'blockhash_not_found'
  | 'program_error'
  | 'transaction_error';

/** A failed simulation, decoded. */
export interface SimulationError {
  code: SimulationErrorCode;
  message: string;
  /** Index of the failing instruction in the returned transaction, when one failed. */
  instructionIndex?: number;
  /** The RPC's TransactionError, as answered. */
  raw: unknown;
}

/** The pre-flight simulation of the transaction (present when the build simulated). */
export interface SimulationResult {
  success: boolean;
  /** Compute units the simulation consumed. */
  computeUnits: number;
  logs: string[];
  error?: SimulationError;
}

/** An account the transaction creates and funds to be rent-exempt, paid by the wallet. */
export interface RentCharge {
  address: string;
  /** What the account is, e.g. "recipient's USDC token account". */
  purpose: string;
  lamports: number;
}

/** One stake account an unstake acts on. */
export interface StakeAction {
  stakeAccount: string;
  /** deactivate: stops earning, withdrawable after the cooldown; withdraw: lamports back to the wallet now. */
  action: 'deactivate' | 'withdraw';
  lamports: string;
  /** For a partial deactivation: the account the amount was split off from. */
  splitFrom?: string;
}

/** A stake account an unstake left alone, and why. */
export interface SkippedStake {
  stakeAccount: string;
  reason: 'deactivating' | 'locked' | 'other_authority' | 'limit';
  lamports: string;
}

/** The parts behind expectedOutput: fees, rent, and the figures specific to the intent type. */
export interface BuildBreakdown {
  /** 5,000 lamports per signature. */
  signatureFee: number;
  /** Compute unit price × compute unit limit, in lamports (rounded up). */
  priorityFee: number;
  /** Accounts the transaction creates, with the rent each holds. */
  rentAccounts: RentCharge[];
  /** What leaves the wallet (raw units of inputToken); null for unstake. */
  inputToken: TokenRef | null;
  inputAmount: string | null;
  /** Token-2022 transfer fee withheld from the recipient, raw units. */
  transferFee?: string;
  /** Swap: slippage and its bound (least output for ExactIn, most input for ExactOut), raw units. */
  slippageBps?: number;
  swapMode?: 'ExactIn' | 'ExactOut';
  otherAmountThreshold?: string;
  route?: string[];
  /** Swap: the venue that quoted and built it (e.g. `jupiter`, or the test network's venue). */
  venue?: string;
  /** Swap: the venue API that built it: `swap/v2/build` (ExactIn) or `swap/v1` (quote + swap-instructions, ExactOut). */
  swapApi?: 'swap/v2/build' | 'swap/v1';
  /** A USD amount: the price it was converted at, where from, and how old it was. */
  usdPrice?: { mint: string; price: number; source: string; lastUpdated: string; ageSeconds: number };
  /**
   * Swap: every signature the transaction needs, in message order, and whether the answer
   * already carries it. A venue whose market maker co-signs answers the transaction partially
   * signed: the wallet adds its own signature and must not change the message (fee payer,
   * blockhash, instructions), or the maker's signature no longer verifies.
   */
  signers?: { address: string; signed: boolean }[];
  /**
   * Swap-and-send: who receives the output and how much (raw units of `token`), and the token
   * account the venue pays (null for SOL, sent on by a System transfer).
   */
  recipient?: { address: string; tokenAccount: string | null; token: TokenRef; amount: string };
  /** close_accounts: the accounts this transaction closes, the empty ones left for another, and the rent returned. */
  closedAccounts?: { address: string; mint: string; symbol: string | null; tokenProgram: string; lamports: string }[];
  remainingAccounts?: number;
  lamportsReclaimed?: string;
  /** Stake: the new stake account and the validator it delegates to. */
  stakeAccount?: string;
  validator?: string;
  /** Unstake: what the transaction does per stake account, and what it leaves alone. */
  stakeActions?: StakeAction[];
  skippedStakeAccounts?: SkippedStake[];
  /** Lamports that come back to the wallet from a closed account (unwrap of the whole balance). */
  rentRefund?: number;
  /** The priority level asked for (`default`: none was, PRIORITY_FEE_PERCENTILE applied) and the compute unit price it gave, micro-lamports per unit. */
  priorityLevel?: PriorityLevel | 'default';
  computeUnitPrice?: number;
  /** The build's unique nonce, carried in a Memo instruction so no two builds have byte-identical messages. */
  nonce?: string;
  /** Decisions worth knowing, in words (e.g. the SOL kept back for fees and rent). */
  notes: string[];
}

/** The expected outcome of the transaction. */
export interface ExpectedOutput {
  /** Raw integer units of outputToken (lamports for SOL) that the intent produces. */
  outputAmount: string;
  /** outputAmount in whole tokens, as a plain decimal string. */
  outputUiAmount: string;
  outputToken: TokenRef;
  /** Price impact in percent (swap: Jupiter's priceImpactPct × 100; 0 for the rest). */
  priceImpact: number;
  /** Every lamport the wallet pays in fees: signatures plus priority fee. */
  fee: number;
  /** Lamports put into accounts the transaction creates (sum of breakdown.rentAccounts). */
  rent: number;
  /** What the transaction does to the wallet, from the simulation's account states; null when not simulated or the simulation failed (docs/safety.md). */
  changes: WalletChanges | null;
  breakdown: BuildBreakdown;
}

/** The Build result: an unsigned serialized v0 transaction, its simulation and expected outcome. */
export interface BuildResult {
  /** Base64 of the unsigned VersionedTransaction (v0), fee payer = the wallet. */
  transaction: string;
  simulation?: SimulationResult;
  expectedOutput: ExpectedOutput;
  blockhash: string;
  lastValidBlockHeight: number;
  computeUnitLimit: number;
  /** Micro-lamports per compute unit. */
  computeUnitPrice: number;
  /** `simulation`: units consumed plus the margin; `default`: the type's default (simulation skipped or failed). */
  computeUnitLimitSource: 'simulation' | 'default';
  /** Solana RPC calls this build made (cached answers excluded). */
  rpcCalls: number;
  /** sha256 (hex) of the answered transaction's message: what a signed submission must match. */
  messageHash: string;
}
