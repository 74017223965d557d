/**
 * What a confirmed transaction actually did for its wallet (docs/transactions.md, "What
 * landed"): the balance changes read from the landed transaction, and from them the amounts the
 * build's expectedOutput quoted, so a client can compare the two and credit what landed (a swap
 * fills anywhere within its slippage bound). Pure: it reads the wallet's balance changes (the
 * wallet history's, shared/indexer/transaction-summary.ts) and the build's expectedOutput.
 */
import { NATIVE_MINT } from '../chain/token-list.js';
import type { BalanceChange, Recipient } from '../db/entities/wallet-transaction.entity.js';

export interface ActualOutput {
  /** The signature that landed (the submitted one, or another signature of the same message). */
  signature: string;
  slot: number;
  /**
   * Raw units of the build's outputToken that landed where the build sends them: the wallet's
   * gain (swap, liquid stake and unstake, wrap, unwrap, native unstake, close_accounts), what
   * the recipient received (transfer, swap-and-send), what funded the stake (native stake).
   * Null when it cannot be read.
   */
  outputAmount: string | null;
  /** Transfers and swap-and-sends: who received the output, as the landed transaction shows it (null: not seen). */
  recipient?: Recipient | null;
  /** close_accounts: lamports the closed accounts gave back (the wallet's SOL change, fee added back). */
  reclaimedLamports?: string;
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
  breakdown?: {
    inputToken?: { mint?: unknown } | null; inputAmount?: unknown; rentRefund?: unknown; transferFee?: unknown;
    /** A swap through a venue (swaps, liquid stake and unstake). */
    venue?: unknown;
    /** Where a transfer or a swap-and-send delivers. */
    recipient?: { address?: unknown; tokenAccount?: unknown } | null;
  } | null;
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
  /** Who received what left the wallet (shared/indexer/transaction-summary.ts recipientOf); absent or null: not seen. */
  recipient?: Recipient | null;
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
  // Liquid stake and unstake are swaps through the venue (SOL → LST, LST → SOL): what arrived is the LST or the SOL.
  const liquid = (facts.type === 'stake' || facts.type === 'unstake') && typeof expected.breakdown?.venue === 'string';
  const kind = liquid ? 'swap' : facts.type;
  const named = expected.breakdown?.recipient ?? null;
  const delivers = kind === 'transfer' || (kind === 'swap' && typeof named?.address === 'string');
  // The recipient the landed transaction shows, when it is the one the build named (and paid in the output token).
  const recipient = delivers ? matchingRecipient(facts.recipient ?? null, named, outputMint) : null;

  let input: bigint | null = null;
  if (inputMint !== null) {
    if (kind === 'unwrap') input = -wrapped;
    else if (inputMint === NATIVE_MINT) input = -sol(kind === 'swap');
    else input = -token(inputMint);
  }
  let output: bigint | null = null;
  switch (kind) {
    case 'swap':
      if (delivers) output = recipient ? BigInt(recipient.delta) : null; // swap-and-send: what the recipient received
      else output = outputMint === null ? null : outputMint === NATIVE_MINT ? sol(true) : token(outputMint);
      break;
    case 'wrap': output = wrapped; break;
    case 'unwrap': output = native + overhead; break;
    case 'unstake': output = native + overhead; break;
    // What the recipient received; when the landed transaction does not show it (a row indexed
    // before recipients were kept), what left the wallet less a Token-2022 fee withheld on the way.
    case 'transfer': output = recipient ? BigInt(recipient.delta) : input === null ? null : input - num(expected.breakdown?.transferFee); break;
    // Native stake: the SOL that funded the stake account left the wallet (its rent-exempt
    // reserve is part of it, not rent beside it); what is delegated is that less the reserve.
    case 'stake':
      if (inputMint === NATIVE_MINT) input = -(native + (facts.walletPaidFee ? BigInt(facts.fee) : 0n));
      output = input === null ? null : input - num(expected.rent);
      break;
    case 'close_accounts': output = native + overhead; break;
    default: output = null;
  }
  return {
    signature: facts.signature,
    slot: facts.slot,
    outputAmount: output === null ? null : output.toString(),
    inputAmount: input === null ? null : input.toString(),
    fee: facts.fee,
    changes,
    ...(delivers ? { recipient } : {}),
    ...(kind === 'close_accounts' && output !== null ? { reclaimedLamports: output.toString() } : {}),
  };
}

/** `found` when it is the recipient the build named (by address or token account) and got the output token; else null. */
function matchingRecipient(found: Recipient | null, named: { address?: unknown; tokenAccount?: unknown } | null, outputMint: string | null): Recipient | null {
  if (!found || (outputMint !== null && found.mint !== outputMint)) return null;
  if (!named || typeof named.address !== 'string') return found; // a build from before recipients were named: the one the chain shows
  const tokenAccount = typeof named.tokenAccount === 'string' ? named.tokenAccount : null;
  const same = found.address === named.address || found.tokenAccount === named.address || (tokenAccount !== null && found.tokenAccount === tokenAccount);
  return same ? found : null;
}
