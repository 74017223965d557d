/**
 * Turns the TransactionError a simulation answers (`"InsufficientFundsForFee"`,
 * `{ InstructionError: [2, { Custom: 1 }] }`, ...) into a code a client can branch on and a
 * sentence a person can act on, using the failing instruction's program to read custom codes.
 */
import type { SimulationError, SimulationErrorCode } from './transaction.types.js';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
/** Jupiter's aggregator v6; its IDL numbers Anchor errors from 6000. */
const JUPITER_PROGRAM = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';

const PROGRAM_NAMES: Record<string, string> = {
  [SYSTEM_PROGRAM]: 'System Program',
  [TOKEN_PROGRAM]: 'Token Program',
  [TOKEN_2022_PROGRAM]: 'Token-2022 Program',
  [ASSOCIATED_TOKEN_PROGRAM]: 'Associated Token Account Program',
  [STAKE_PROGRAM]: 'Stake Program',
  [COMPUTE_BUDGET_PROGRAM]: 'Compute Budget Program',
  [JUPITER_PROGRAM]: 'Jupiter',
};

type Decoded = [SimulationErrorCode, string];

// SystemError.
const SYSTEM_ERRORS: Record<number, Decoded> = {
  0: ['program_error', 'the account to create already exists'],
  1: ['insufficient_funds', 'not enough SOL for the transfer'],
  2: ['program_error', 'cannot assign the account to an invalid program'],
  3: ['program_error', 'invalid account data length'],
  4: ['program_error', 'the requested account size is too large'],
  5: ['program_error', 'the derived address does not match the seed'],
};

// TokenError, shared by Token and Token-2022 (which adds codes past 19).
const TOKEN_ERRORS: Record<number, Decoded> = {
  0: ['insufficient_funds_for_rent', 'the token account would not be rent-exempt'],
  1: ['insufficient_token_balance', 'not enough tokens in the source token account'],
  2: ['program_error', 'invalid mint'],
  3: ['mint_mismatch', 'the token account holds another token than the mint given'],
  4: ['invalid_account_owner', 'the token account belongs to another wallet'],
  5: ['program_error', 'the token has a fixed supply'],
  6: ['program_error', 'the account is already in use'],
  9: ['account_not_found', 'the token account is not initialized'],
  10: ['program_error', 'this instruction does not support wrapped SOL'],
  11: ['program_error', 'a non-native token account still holds a balance'],
  13: ['program_error', 'the account is in an invalid state for this instruction'],
  14: ['program_error', 'the amount overflows'],
  17: ['account_frozen', 'the token account is frozen'],
  18: ['program_error', 'the decimals given do not match the mint'],
  19: ['program_error', 'this instruction does not support non-native tokens'],
};

// AssociatedTokenAccountError.
const ASSOCIATED_TOKEN_ERRORS: Record<number, Decoded> = {
  0: ['invalid_account_owner', 'the associated token account address does not match its owner and mint'],
};

// StakeError.
const STAKE_ERRORS: Record<number, Decoded> = {
  1: ['stake_error', 'the stake account is locked up'],
  2: ['stake_error', 'the stake is already deactivated'],
  3: ['stake_error', 'the stake was delegated too recently to redelegate'],
  4: ['stake_error', 'not enough stake for this split or delegation'],
  5: ['stake_error', 'the stake is still activating or deactivating'],
  10: ['stake_error', 'the vote account does not match the stake delegation'],
  12: ['stake_error', 'the stake is below the minimum delegation'],
  16: ['stake_error', 'stake changes are paused while epoch rewards are paid out; retry in a few minutes'],
};

// Jupiter aggregator v6 errors (from its IDL).
const JUPITER_ERRORS: Record<number, Decoded> = {
  6001: ['slippage_exceeded', 'the price moved beyond the slippage tolerance; build again for a fresh quote or allow more slippage'],
  6017: ['slippage_exceeded', 'the exact output amount could not be met within the slippage tolerance; build again or allow more slippage'],
  6000: ['program_error', 'the route is empty'],
  6014: ['program_error', 'a token program id in the route is wrong'],
};

const CUSTOM_ERRORS: Record<string, Record<number, Decoded>> = {
  [SYSTEM_PROGRAM]: SYSTEM_ERRORS,
  [TOKEN_PROGRAM]: TOKEN_ERRORS,
  [TOKEN_2022_PROGRAM]: TOKEN_ERRORS,
  [ASSOCIATED_TOKEN_PROGRAM]: ASSOCIATED_TOKEN_ERRORS,
  [STAKE_PROGRAM]: STAKE_ERRORS,
  [JUPITER_PROGRAM]: JUPITER_ERRORS,
};

// Runtime InstructionError variants that have a domain meaning.
const INSTRUCTION_ERRORS: Record<string, Decoded> = {
  InsufficientFunds: ['insufficient_funds', 'not enough SOL in the account'],
  InvalidAccountOwner: ['invalid_account_owner', 'an account is owned by another program than expected'],
  IllegalOwner: ['invalid_account_owner', 'an account is owned by another program than expected'],
  // A missing account is owned by the System Program, so this is how a token program sees one.
  IncorrectProgramId: ['account_not_found', 'an account it needs does not exist or belongs to another program'],
  UninitializedAccount: ['account_not_found', 'an account it needs does not exist or is not initialized'],
  InvalidAccountData: ['account_not_found', 'an account it needs does not exist or holds data of another kind'],
  MissingAccount: ['account_not_found', 'an account it needs is missing'],
  AccountNotRentExempt: ['insufficient_funds_for_rent', 'an account would not be rent-exempt'],
  ComputationalBudgetExceeded: ['compute_budget_exceeded', 'it ran out of compute units'],
  MissingRequiredSignature: ['program_error', 'a required signature is missing'],
};

// Transaction-level errors.
const TRANSACTION_ERRORS: Record<string, Decoded> = {
  AccountNotFound: ['account_not_found', 'The wallet has no SOL on this network, so it cannot pay the fee. Fund it first.'],
  InsufficientFundsForFee: ['insufficient_funds_for_fee', 'The wallet does not hold enough SOL to pay the transaction fee.'],
  BlockhashNotFound: ['blockhash_not_found', 'The blockhash expired before the simulation; build again.'],
  InvalidAccountForFee: ['insufficient_funds_for_fee', 'The wallet cannot pay fees: it is not a plain SOL account.'],
};

/** The Anchor error a program logged (e.g. Jupiter's), if any: "Error Code: X. Error Number: N. Error Message: M." */
function anchorError(logs: string[]): string | undefined {
  for (const line of logs) {
    const m = /Error Code: (\w+)\. Error Number: \d+\. Error Message: (.+?)\.?$/.exec(line);
    if (m) return `${m[1]}: ${m[2]}`;
  }
  return undefined;
}

function withHint(code: SimulationErrorCode, message: string, hints: Partial<Record<SimulationErrorCode, string>>): string {
  const hint = hints[code];
  return hint ? `${message} ${hint}` : message;
}

/**
 * The program that actually failed: the first "Program X failed" line is the innermost one, so
 * a System Program error raised inside the associated token program's CPI is read as the
 * System Program's.
 */
function innermostFailure(logs: string[]): string | undefined {
  for (const line of logs) {
    const m = /^Program (\S+) failed: /.exec(line);
    if (m) return m[1];
  }
  return undefined;
}

function programName(program: string | undefined): string {
  return (program && PROGRAM_NAMES[program]) ?? (program ? `program ${program}` : 'an unknown program');
}

function decodeInstructionError(index: number, inner: unknown, program: string | undefined, logs: string[]): Decoded {
  const failing = innermostFailure(logs) ?? program;
  const where = `Instruction ${index} (${programName(program)}) failed${failing !== program ? ` in its call to the ${programName(failing)}` : ''}`;
  if (typeof inner === 'string') {
    const known = INSTRUCTION_ERRORS[inner];
    if (known) return [known[0], `${where}: ${known[1]}.`];
    return ['program_error', `${where}: ${inner}.`];
  }
  const custom = (inner as { Custom?: unknown } | null)?.Custom;
  if (typeof custom === 'number') {
    const known = failing ? CUSTOM_ERRORS[failing]?.[custom] : undefined;
    if (known) return [known[0], `${where}: ${known[1]}.`];
    const logged = anchorError(logs);
    return ['program_error', `${where} with custom error ${custom} (0x${custom.toString(16)})${logged ? `: ${logged}` : ''}.`];
  }
  return ['program_error', `${where}: ${JSON.stringify(inner)}.`];
}

/**
 * Decode a simulation's TransactionError. `programOf(i)` names the program of instruction `i`;
 * `hints` add what the build knows (e.g. "the wallet holds 1 USDC; the transfer needs 5").
 */
export function decodeSimulationError(
  err: unknown,
  logs: string[],
  programOf: (index: number) => string | undefined,
  hints: Partial<Record<SimulationErrorCode, string>> = {},
): SimulationError {
  if (typeof err === 'string') {
    const [code, message] = TRANSACTION_ERRORS[err] ?? ['transaction_error', `The transaction would fail: ${err}.`];
    return { code, message: withHint(code, message, hints), raw: err };
  }
  const instructionError = (err as { InstructionError?: unknown } | null)?.InstructionError;
  if (Array.isArray(instructionError) && typeof instructionError[0] === 'number') {
    const index = instructionError[0];
    const [code, message] = decodeInstructionError(index, instructionError[1], programOf(index), logs);
    return { code, message: withHint(code, message, hints), instructionIndex: index, raw: err };
  }
  const rent = (err as { InsufficientFundsForRent?: { account_index?: number } } | null)?.InsufficientFundsForRent;
  if (rent) {
    const message = `Account ${rent.account_index ?? '?'} of the transaction would be left with less SOL than its rent-exempt minimum.`;
    return { code: 'insufficient_funds_for_rent', message: withHint('insufficient_funds_for_rent', message, hints), raw: err };
  }
  return { code: 'transaction_error', message: `The transaction would fail: ${JSON.stringify(err)}.`, raw: err };
}
