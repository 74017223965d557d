/**
 * What a confirmed transaction actually did for its wallet (docs/transactions.md, "What
 * landed"): the balance changes read from the landed transaction, and from them the amounts the
 * build's expectedOutput quoted, so a client can compare the two and credit what landed (a swap
 * fills anywhere within its slippage bound). Pure: it reads the wallet's balance changes (the
 * wallet history's, shared/indexer/transaction-summary.ts) and the build's expectedOutput.
 */
import { NATIVE_MINT } from '../chain/token-list.js';
import type { BalanceChange } from '../db/entities/wallet-transaction.entity.js';

export interface ActualOutput {
  /** The signature that landed (the submitted one, or another signature of the same message). */
  signature: string;
  slot: number;
  /** Raw units of the build's outputToken the transaction produced (null when it cannot be read from the wallet's side). */
  outputAmount: string | null;
  /** Raw units of the build's inputToken that left the wallet, fees and rent aside (null when the build had no input). */
  inputAmount: string | null;
  /** Lamports of fee the transaction paid. */
  fee: number;
  /** The wallet's balance changes, signed raw units, as the wallet history shows them (SOL including the fee it paid). */
  changes: BalanceChange[];
}

interface ExpectedShape {
  outputAmount?: unknown;
  outputToken?: { mint?: unknown } | null;
  rent?: unknown;
  breakdown?: { inputToken?: { mint?: unknown } | null; inputAmount?: unknown; rentRefund?: unknown; transferFee?: unknown } | null;
}

export interface LandedFacts {
  /** The build's type: swap, transfer, stake, unstake, wrap, unwrap. */
  type: string;
  expectedOutput: Record<string, unknown> | null;
  signature: string;
  slot: number;
  fee: number;
  /** Whether the wallet paid the fee (it is the fee payer of every build). */
  walletPaidFee: boolean;
  changes: BalanceChange[];
}

const num = (v: unknown): bigint => {
  if (typeof v === 'number' && Number.isFinite(v)) return BigInt(Math.round(v));
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return BigInt(v);
  return 0n;
};

/** The landed figures of a confirmed build, beside its expectedOutput. */
export function actualOutputOf(facts: LandedFacts): ActualOutput {
  const expected = (facts.expectedOutput ?? {}) as ExpectedShape;
  const changes = facts.changes;
  const native = changes.filter((c) => c.native).reduce((s, c) => s + BigInt(c.delta), 0n);
  const token = (mint: string) => changes.filter((c) => !c.native && c.mint === mint).reduce((s, c) => s + BigInt(c.delta), 0n);
  const wrapped = token(NATIVE_MINT);
  // Lamports the wallet spent beside the amounts: the fee, and rent put into accounts the
  // transaction created, less rent a closed account gave back (the build's figures: rent is
  // fixed by the account sizes).
  const overhead = (facts.walletPaidFee ? BigInt(facts.fee) : 0n) + num(expected.rent) - num(expected.breakdown?.rentRefund);
  // SOL of a swap may pass through the wallet's wSOL account on the way: count both.
  const sol = (withWrapped: boolean) => native + overhead + (withWrapped ? wrapped : 0n);

  const inputMint = typeof expected.breakdown?.inputToken?.mint === 'string' ? expected.breakdown.inputToken.mint : null;
  const outputMint = typeof expected.outputToken?.mint === 'string' ? expected.outputToken.mint : null;
  let input: bigint | null = null;
  if (inputMint !== null) {
    if (facts.type === 'unwrap') input = -wrapped;
    else if (inputMint === NATIVE_MINT) input = -sol(facts.type === 'swap');
    else input = -token(inputMint);
  }
  let output: bigint | null = null;
  switch (facts.type) {
    case 'swap':
      output = outputMint === null ? null : outputMint === NATIVE_MINT ? sol(true) : token(outputMint);
      break;
    case 'wrap': output = wrapped; break;
    case 'unwrap': output = native + overhead; break;
    case 'unstake': output = native + overhead; break;
    // What left the wallet went to the recipient (or the stake account), less a Token-2022 fee withheld on the way.
    case 'transfer': output = input === null ? null : input - num(expected.breakdown?.transferFee); break;
    case 'stake': output = input; break;
    default: output = null;
  }
  return {
    signature: facts.signature,
    slot: facts.slot,
    outputAmount: output === null ? null : output.toString(),
    inputAmount: input === null ? null : input.toString(),
    fee: facts.fee,
    changes,
  };
}
