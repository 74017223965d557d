/**
 * Amounts are exact or refused (issue 22, item 1). Every raw amount an instruction carries is a
 * u64; an amount outside that range is refused before any instruction is built (400
 * validation_error, reason `amount_out_of_range`) rather than wrapped by an encoder that keeps
 * the low 64 bits. After a planner composes its instructions, `checkedDraft` decodes the amounts
 * those instructions really carry (System transfers and account creations, SPL TransferChecked,
 * stake splits and withdrawals) and compares them with the amounts the build record reports: a
 * mismatch is a bug and fails the build (internal_error, reason `amount_mismatch`), never a
 * silent success. docs/transactions.md ("Amounts are exact or refused") has the rules.
 */
import { StakeProgram, SystemProgram, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { NATIVE_MINT } from '../chain/token-list.js';
import { AppError, validationError } from '../errors/app-error.js';
import type { Amount, IntentBody, TokenRef } from '../intents/intent.types.js';
import { formatUnits, toRawUnitsFloor } from './amounts.js';
import type { Composition, Draft } from './planner.types.js';
import type { StakeAction } from './transaction.types.js';
import { base58Of } from '../chain/key-text.js';

/** The largest amount a u64 instruction field holds: 18,446,744,073,709,551,615. */
export const U64_MAX = 2n ** 64n - 1n;

/** Whether `raw` fits an unsigned 64-bit instruction field. */
export function fitsU64(raw: bigint): boolean {
  return raw >= 0n && raw <= U64_MAX;
}

/** The refusal of an amount above u64: 400 validation_error, reason amount_out_of_range. */
export function amountOutOfRange(token: Pick<TokenRef, 'symbol' | 'decimals'>, shown: string, field = 'amount'): AppError {
  return validationError(
    field,
    'amount_out_of_range',
    `${shown} ${token.symbol} is more than any Solana instruction can carry: the largest amount is ${formatUnits(U64_MAX, token.decimals)} ${token.symbol} (2^64 - 1 raw units). Give a smaller amount.`,
  );
}

/** `raw` itself when it fits a u64; validation_error amount_out_of_range otherwise. */
export function requireU64(raw: bigint, token: Pick<TokenRef, 'symbol' | 'decimals'>, field = 'amount'): bigint {
  if (fitsU64(raw)) return raw;
  throw amountOutOfRange(token, raw < 0n ? formatUnits(0n, token.decimals) : formatUnits(raw, token.decimals), field);
}

/** The token an intent's amount is counted in (SOL for stake, unstake, wrap and unwrap). */
function amountToken(intent: IntentBody): Pick<TokenRef, 'symbol' | 'decimals'> {
  switch (intent.type) {
    case 'transfer':
      return intent.params.token;
    case 'swap':
      return intent.params.amountSide === 'input' ? intent.params.inputToken : intent.params.outputToken;
    default:
      return { symbol: 'SOL', decimals: 9 };
  }
}

/**
 * The refusal of an intent whose amount, in whole tokens, comes to more raw units than a u64
 * holds ("send 18446744073709.551621 USDC"), or null. Only amounts in tokens can be judged
 * without the chain (USD needs a price, percentages and "all" are shares of a balance, which
 * fits a u64 by construction); the builder checks those when it resolves them. Digits past the
 * token's precision are left to the builder's own refusal (too_many_decimals).
 */
export function intentAmountRangeError(intent: IntentBody): AppError | null {
  const amount = (intent.params as { amount?: Amount }).amount;
  if (!amount || amount.unit !== 'token' || typeof amount.value !== 'string') return null;
  const token = amountToken(intent);
  if (!Number.isInteger(token.decimals) || token.decimals < 0 || token.decimals > 255) return null;
  const raw = toRawUnitsFloor(amount.value, token.decimals);
  return fitsU64(raw) ? null : amountOutOfRange(token, amount.value);
}

// --- Decoding the amounts the instructions carry -------------------------------------------

// System program: 2 Transfer { lamports u64 }, 3 CreateAccountWithSeed { base, seed, lamports, space, owner }, 0 CreateAccount { lamports, space, owner }.
const SYSTEM_CREATE = 0;
const SYSTEM_TRANSFER = 2;
const SYSTEM_CREATE_WITH_SEED = 3;
// 11 TransferWithSeed { lamports u64, from_seed, from_owner }: accounts [from, base, to].
const SYSTEM_TRANSFER_WITH_SEED = 11;
// Stake program: 3 Split { lamports u64 }, 4 Withdraw { lamports u64 }.
const STAKE_SPLIT = 3;
const STAKE_WITHDRAW = 4;
// Token programs: 12 TransferChecked { amount u64, decimals u8 }, 3 Transfer { amount u64 }.
const TOKEN_TRANSFER = 3;
const TOKEN_TRANSFER_CHECKED = 12;
// Token-2022: 26 TransferFeeExtension, sub-instruction 1 TransferCheckedWithFee { amount u64, decimals u8, fee u64 }, accounts as TransferChecked.
const TOKEN_2022_TRANSFER_FEE_EXTENSION = 26;
const TRANSFER_CHECKED_WITH_FEE = 1;

/** One movement of value an instruction carries, decoded from its data. */
export type DecodedMove =
  | { kind: 'system_transfer'; index: number; from: string; to: string; lamports: bigint; /** TransferWithSeed: the base that signs for `from`. */ authority?: string }
  | { kind: 'system_create'; index: number; from: string; account: string; lamports: bigint }
  | { kind: 'stake_split'; index: number; source: string; destination: string; lamports: bigint }
  | { kind: 'stake_withdraw'; index: number; stake: string; to: string; lamports: bigint }
  | { kind: 'token_transfer'; index: number; source: string; mint: string | null; destination: string; authority: string; amount: bigint; decimals: number | null };

const u64At = (data: Buffer, offset: number): bigint | null => (data.length >= offset + 8 ? data.readBigUInt64LE(offset) : null);
const key = (ix: TransactionInstruction, i: number): string => (ix.keys[i] ? base58Of(ix.keys[i].pubkey) : '');

/** The value-moving instructions among `instructions`, with their amounts as the chain will read them. */
export function decodeMoves(instructions: readonly TransactionInstruction[]): DecodedMove[] {
  const moves: DecodedMove[] = [];
  instructions.forEach((ix, index) => {
    const data = Buffer.from(ix.data);
    if (ix.programId.equals(SystemProgram.programId) && data.length >= 4) {
      const op = data.readUInt32LE(0);
      if (op === SYSTEM_TRANSFER) {
        const lamports = u64At(data, 4);
        if (lamports !== null) moves.push({ kind: 'system_transfer', index, from: key(ix, 0), to: key(ix, 1), lamports });
      } else if (op === SYSTEM_TRANSFER_WITH_SEED) {
        const lamports = u64At(data, 4);
        if (lamports !== null) moves.push({ kind: 'system_transfer', index, from: key(ix, 0), to: key(ix, 2), lamports, authority: key(ix, 1) });
      } else if (op === SYSTEM_CREATE) {
        const lamports = u64At(data, 4);
        if (lamports !== null) moves.push({ kind: 'system_create', index, from: key(ix, 0), account: key(ix, 1), lamports });
      } else if (op === SYSTEM_CREATE_WITH_SEED && data.length >= 44) {
        // base (32), then the seed as a Rust string: u64 length, bytes.
        const seedLength = Number(data.readBigUInt64LE(36));
        const lamports = seedLength <= 64 ? u64At(data, 44 + seedLength) : null;
        if (lamports !== null) moves.push({ kind: 'system_create', index, from: key(ix, 0), account: key(ix, 1), lamports });
      }
    } else if (ix.programId.equals(StakeProgram.programId) && data.length >= 4) {
      const op = data.readUInt32LE(0);
      const lamports = u64At(data, 4);
      if (lamports === null) return;
      if (op === STAKE_SPLIT) moves.push({ kind: 'stake_split', index, source: key(ix, 0), destination: key(ix, 1), lamports });
      else if (op === STAKE_WITHDRAW) moves.push({ kind: 'stake_withdraw', index, stake: key(ix, 0), to: key(ix, 1), lamports });
    } else if (ix.programId.equals(TOKEN_2022_PROGRAM_ID) && data[0] === TOKEN_2022_TRANSFER_FEE_EXTENSION && data[1] === TRANSFER_CHECKED_WITH_FEE && data.length >= 11) {
      moves.push({ kind: 'token_transfer', index, source: key(ix, 0), mint: key(ix, 1), destination: key(ix, 2), authority: key(ix, 3), amount: data.readBigUInt64LE(2), decimals: data[10] });
    } else if ((ix.programId.equals(TOKEN_PROGRAM_ID) || ix.programId.equals(TOKEN_2022_PROGRAM_ID)) && data.length >= 9) {
      const amount = data.readBigUInt64LE(1);
      if (data[0] === TOKEN_TRANSFER_CHECKED && data.length >= 10) {
        moves.push({ kind: 'token_transfer', index, source: key(ix, 0), mint: key(ix, 1), destination: key(ix, 2), authority: key(ix, 3), amount, decimals: data[9] });
      } else if (data[0] === TOKEN_TRANSFER) {
        moves.push({ kind: 'token_transfer', index, source: key(ix, 0), mint: null, destination: key(ix, 1), authority: key(ix, 2), amount, decimals: null });
      }
    }
  });
  return moves;
}

/**
 * Write `lamports` as the u64 at `offset` of an instruction's data: web3.js encodes some
 * lamport fields (stake account creation, split, withdraw) from a JS number, which is exact
 * only up to 2^53. The amount is range-checked first; the post-compose check reads it back.
 */
export function withU64At(ix: TransactionInstruction, offset: number, lamports: bigint): TransactionInstruction {
  if (!fitsU64(lamports)) throw amountOutOfRange({ symbol: 'SOL', decimals: 9 }, formatUnits(lamports < 0n ? 0n : lamports, 9));
  const data = Buffer.from(ix.data);
  if (data.length < offset + 8) throw new Error(`withU64At: instruction data of ${data.length} bytes has no u64 at ${offset}`);
  data.writeBigUInt64LE(lamports, offset);
  ix.data = data;
  return ix;
}

/** Offset of the lamports of a System CreateAccountWithSeed (after the base and the seed string). */
export function createWithSeedLamportsOffset(seed: string): number {
  return 4 + 32 + 8 + Buffer.byteLength(seed, 'utf8');
}

// --- The post-compose assertion ------------------------------------------------------------

function mismatch(type: IntentBody['type'], what: string, details: Record<string, unknown> = {}): AppError {
  return new AppError('internal_error', `The ${type} transaction was not answered: the amount its instructions carry does not match the amount the build reports (${what}). This is a bug on our side; nothing was built.`, {
    details: { reason: 'amount_mismatch', type, ...details },
  });
}

const sum = (values: bigint[]): bigint => values.reduce((a, b) => a + b, 0n);

/**
 * Check that the instructions of `composition` carry exactly the amounts it reports, for the
 * types whose instructions are ours. A swap's route is the venue's: only that what the wallet
 * pays in plain transfers never exceeds what the quote allows it to spend is checked there.
 */
export function assertComposition(intent: IntentBody, wallet: PublicKey, composition: Composition): void {
  const { type } = intent;
  const me = base58Of(wallet);
  const out = composition.output.amount;
  const input = composition.input?.amount ?? null;
  for (const [name, value] of [['output', out], ['input', input]] as const) {
    if (value !== null && !fitsU64(value)) {
      if (type === 'swap') {
        throw new AppError('upstream_error', `The swap venue quoted an ${name} amount outside what a Solana instruction can carry (${value}); try again shortly.`, { details: { reason: 'amount_out_of_range', [name]: value.toString() } });
      }
      throw mismatch(type, `${name} amount ${value} is outside u64`);
    }
  }
  const moves = decodeMoves(composition.instructions);
  const fromWallet = moves.filter((m) => (m.kind === 'system_transfer' ? m.from === me || m.authority === me : m.kind === 'system_create' ? m.from === me : m.kind === 'token_transfer' ? m.authority === me : false));
  const report = { reported: { input: input?.toString() ?? null, output: out.toString() } };

  // Liquid staking is a swap through the venue (SOL → LST, LST → SOL): checked as one.
  const liquid = (type === 'stake' || type === 'unstake') && Boolean((intent.params as { liquidToken?: unknown }).liquidToken);
  const kind: string = liquid ? 'swap' : type;
  switch (kind) {
    case 'close_accounts': {
      // CloseAccount carries no amount: nothing else may move value.
      if (moves.length > 0 || input !== null) throw mismatch(type, `${moves.length} value-moving instructions in a close_accounts transaction`, report);
      return;
    }
    case 'transfer': {
      const native = composition.output.token.mint === NATIVE_MINT;
      // Exactly one value-moving instruction, the leg: anything else beside it (an account
      // funded from the wallet, SOL beside a token, a second transfer of any kind) would carry
      // more than the record says. Creating the recipient's token account goes through the
      // associated token program, which carries no amount.
      const legs = native ? moves.filter((m) => m.kind === 'system_transfer') : moves.filter((m) => m.kind === 'token_transfer');
      if (legs.length !== 1 || moves.length !== 1) throw mismatch(type, `${moves.length} value-moving instructions, ${legs.length} of them transfers of ${composition.input?.token.symbol ?? 'the token'}`, report);
      const leg = legs[0];
      const carried = leg.kind === 'system_transfer' ? leg.lamports : leg.kind === 'token_transfer' ? leg.amount : -1n;
      if (input === null || carried !== input) throw mismatch(type, `instruction ${carried}, record ${input}`, report);
      if (native ? out !== carried : out > carried || out < 0n) throw mismatch(type, `output ${out} for ${carried} sent`, report);
      if (leg.kind === 'token_transfer' && (leg.mint !== composition.input?.token.mint || leg.decimals !== composition.input?.token.decimals)) {
        throw mismatch(type, 'the transfer names another mint or decimals', report);
      }
      return;
    }
    case 'wrap': {
      const legs = moves.filter((m) => m.kind === 'system_transfer');
      if (legs.length !== 1 || legs[0].kind !== 'system_transfer') throw mismatch(type, `${legs.length} transfers`, report);
      if (input !== legs[0].lamports || out !== legs[0].lamports) throw mismatch(type, `instruction ${legs[0].lamports}`, report);
      return;
    }
    case 'unwrap': {
      const legs = moves.filter((m) => m.kind === 'token_transfer');
      // Unwrapping everything closes the account: no amount in the instructions, the balance is the amount.
      if (legs.length > 1) throw mismatch(type, `${legs.length} token transfers`, report);
      const leg = legs[0];
      if (leg?.kind === 'token_transfer' && (leg.amount !== input || leg.amount !== out)) throw mismatch(type, `instruction ${leg.amount}`, report);
      if (input !== out) throw mismatch(type, `input ${input} and output ${out} differ`, report);
      return;
    }
    case 'stake': {
      const created = moves.filter((m) => m.kind === 'system_create');
      const reserve = sum(composition.rent.map((r) => r.lamports));
      if (created.length !== 1 || created[0].kind !== 'system_create') throw mismatch(type, `${created.length} stake accounts created`, report);
      if (input !== created[0].lamports || out !== created[0].lamports - reserve) throw mismatch(type, `stake account funded with ${created[0].lamports}`, report);
      return;
    }
    case 'unstake': {
      const actions = (composition.details.stakeActions ?? []) as StakeAction[];
      if (sum(actions.map((a) => BigInt(a.lamports))) !== out) throw mismatch(type, 'the stake actions do not add up to the output', report);
      const withdrawals = moves.filter((m) => m.kind === 'stake_withdraw');
      const splits = moves.filter((m) => m.kind === 'stake_split');
      const withdrawActions = actions.filter((a) => a.action === 'withdraw');
      const splitActions = actions.filter((a) => a.splitFrom);
      if (withdrawals.length !== withdrawActions.length || splits.length !== splitActions.length) throw mismatch(type, 'instructions and stake actions differ', report);
      for (const w of withdrawals) {
        if (w.kind !== 'stake_withdraw' || !withdrawActions.some((a) => a.stakeAccount === w.stake && BigInt(a.lamports) === w.lamports)) throw mismatch(type, `withdrawal of ${w.kind === 'stake_withdraw' ? w.lamports : '?'}`, report);
      }
      for (const s of splits) {
        if (s.kind !== 'stake_split' || !splitActions.some((a) => a.stakeAccount === s.destination && a.splitFrom === s.source && BigInt(a.lamports) === s.lamports)) throw mismatch(type, `split of ${s.kind === 'stake_split' ? s.lamports : '?'}`, report);
      }
      return;
    }
    case 'swap': {
      if (input === null) throw mismatch(type, 'no input amount', report);
      const details = composition.details as { swapMode?: string; otherAmountThreshold?: string };
      const bound = details.swapMode === 'ExactOut' && details.otherAmountThreshold !== undefined ? BigInt(details.otherAmountThreshold) : input;
      const inputMint = composition.input?.token.mint;
      // What the wallet pays of the input token in plain transfers (a venue's own program moves are opaque).
      const paid = inputMint === NATIVE_MINT
        ? sum(fromWallet.flatMap((m) => (m.kind === 'system_transfer' ? [m.lamports] : [])))
        : sum(fromWallet.flatMap((m) => (m.kind === 'token_transfer' && (m.mint === null || m.mint === inputMint) ? [m.amount] : [])));
      if (paid > bound) throw new AppError('upstream_error', `The swap venue's instructions take ${paid} raw units of ${composition.input?.token.symbol}, more than its quote allows (${bound}); try again shortly.`, { details: { reason: 'amount_mismatch', paid: paid.toString(), bound: bound.toString() } });
      return;
    }
  }
}

/** `draft`, with every composition checked by assertComposition before it is used. */
export function checkedDraft(draft: Draft, intent: IntentBody, wallet: PublicKey): Draft {
  return {
    ...draft,
    compose(fee) {
      const composition = draft.compose(fee);
      assertComposition(intent, wallet, composition);
      return composition;
    },
  };
}
