/**
 * Transaction fees as a validator (and LiteSVM) charges them: 5,000 lamports per signature
 * (precompile signatures included) plus the prioritization fee, compute unit price x compute
 * unit limit. LiteSVM charges the fee but does not report it, so the ledger computes it here
 * for getTransaction's meta.fee and getFeeForMessage.
 */
import type { MessageView } from './wire-transaction.js';

/** Base fee per signature, in lamports (mainnet's and LiteSVM's). */
const LAMPORTS_PER_SIGNATURE = 5000n;

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
const PRECOMPILES = new Set([
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
]);
// Native builtins: without SetComputeUnitLimit each of their instructions (ComputeBudget's own
// included) reserves 3,000 units, any other 200,000. Stake, Config and Address Lookup Table
// are on-chain (core BPF) programs now and count as the latter.
const BUILTIN_PROGRAMS = new Set([
  COMPUTE_BUDGET_PROGRAM,
  '11111111111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
]);
const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000n;
const BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT = 3_000n;
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

/** What a message will pay, split the way the runtime computes it. */
export interface FeeBreakdown {
  signatureFee: bigint;
  prioritizationFee: bigint;
  /** Micro-lamports per compute unit (0 without a SetComputeUnitPrice instruction). */
  computeUnitPrice: bigint;
  computeUnitLimit: bigint;
}

function readU32(data: Uint8Array, offset: number): bigint {
  return BigInt(new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true));
}

function readU64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}

/** The fee of a message, from its signatures and ComputeBudget instructions. */
export function messageFee(message: MessageView): FeeBreakdown {
  let signatures = BigInt(message.numRequiredSignatures);
  let computeUnitPrice = 0n;
  let requestedLimit: bigint | undefined;
  let defaultLimit = 0n;
  for (const ix of message.instructions) {
    const program = message.staticAccounts[ix.programIndex];
    if (program === COMPUTE_BUDGET_PROGRAM) {
      // Discriminators: 2 = SetComputeUnitLimit(u32), 3 = SetComputeUnitPrice(u64).
      if (ix.data[0] === 2 && ix.data.length >= 5) requestedLimit = readU32(ix.data, 1);
      if (ix.data[0] === 3 && ix.data.length >= 9) computeUnitPrice = readU64(ix.data, 1);
    }
    // A precompile instruction's first byte is the number of signatures it verifies.
    if (PRECOMPILES.has(program) && ix.data.length > 0) signatures += BigInt(ix.data[0]);
    defaultLimit += BUILTIN_PROGRAMS.has(program) ? BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT : DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT;
  }
  const computeUnitLimit = requestedLimit ?? defaultLimit;
  const cappedLimit = computeUnitLimit > MAX_COMPUTE_UNIT_LIMIT ? MAX_COMPUTE_UNIT_LIMIT : computeUnitLimit;
  const prioritizationFee = (computeUnitPrice * cappedLimit + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return { signatureFee: signatures * LAMPORTS_PER_SIGNATURE, prioritizationFee, computeUnitPrice, computeUnitLimit: cappedLimit };
}
