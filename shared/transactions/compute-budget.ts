/**
 * Compute budget and fee arithmetic of a build: the ComputeBudget instructions, the limit drawn
 * from a simulation, the default limits used without one, and what the wallet pays.
 */
import { ComputeBudgetProgram, type PublicKey, type TransactionInstruction } from '@solana/web3.js';

/** The most compute units a transaction may request; simulations run with it. */
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;
/** Base fee per signature, in lamports. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

/**
 * Compute unit limits used when the build does not simulate (or the simulation failed): about
 * twice what each kind of transaction consumed on the local cluster (SOL transfer 450, token
 * transfer 400-3,400, creating the recipient's account 14,000-28,000, wrap 15,600, unwrap
 * under 1,000, stake 19,600, deactivate or withdraw under 10,000 per account, split and
 * deactivate 27,600), rounded up with room for the classic Token program, which costs more
 * than the local cluster's. Swaps get a typical Jupiter route's budget.
 */
export const DEFAULT_COMPUTE_UNIT_LIMITS = {
  solTransfer: 1_000,
  tokenTransfer: 20_000,
  tokenTransferCreatingAccount: 60_000,
  wrap: 50_000,
  unwrap: 30_000,
  stake: 40_000,
  unstakeBase: 5_000,
  unstakePerAccount: 20_000,
  unstakeSplit: 60_000,
  swap: 400_000,
} as const;

/** SetComputeUnitLimit and SetComputeUnitPrice, in that order. */
export function computeBudgetInstructions(limit: number, microLamports: number): TransactionInstruction[] {
  return [ComputeBudgetProgram.setComputeUnitLimit({ units: limit }), ComputeBudgetProgram.setComputeUnitPrice({ microLamports })];
}

/** Whether an instruction belongs to the ComputeBudget program (Jupiter's are replaced by ours). */
export function isComputeBudgetInstruction(ix: TransactionInstruction): boolean {
  return ix.programId.equals(ComputeBudgetProgram.programId);
}

/** Units consumed plus the margin (percent), rounded up, within the transaction maximum. */
export function limitFromUnits(unitsConsumed: number, marginPct: number): number {
  return Math.min(MAX_COMPUTE_UNIT_LIMIT, Math.ceil((unitsConsumed * (100 + marginPct)) / 100));
}

/** The priority fee in lamports: price (micro-lamports per unit) × limit, rounded up as the runtime does. */
export function priorityFeeLamports(microLamports: number, limit: number): bigint {
  return (BigInt(microLamports) * BigInt(limit) + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
}

/** Distinct signers of a transaction paid by `payer` carrying these instructions. */
export function signerCount(payer: PublicKey, instructions: TransactionInstruction[]): number {
  const signers = new Set([payer.toBase58()]);
  for (const ix of instructions) for (const key of ix.keys) if (key.isSigner) signers.add(key.pubkey.toBase58());
  return signers.size;
}

/** Writable accounts of a transaction paid by `payer` (the payer is always writable). */
export function writableAccounts(payer: PublicKey, instructions: TransactionInstruction[]): PublicKey[] {
  return [payer, ...instructions.flatMap((ix) => ix.keys.filter((k) => k.isWritable).map((k) => k.pubkey))];
}
