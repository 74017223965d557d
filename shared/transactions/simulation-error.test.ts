import { describe, expect, it } from 'vitest';
import { decodeSimulationError } from './simulation-error.js';

const SYSTEM = '11111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const ATA = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const JUPITER = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';
const programs = (...ids: string[]) => (i: number) => ids[i];

describe('decodeSimulationError', () => {
  it('reads transaction-level errors', () => {
    expect(decodeSimulationError('InsufficientFundsForFee', [], programs())).toMatchObject({ code: 'insufficient_funds_for_fee' });
    expect(decodeSimulationError('AccountNotFound', [], programs()).message).toMatch(/no SOL on this network/);
    expect(decodeSimulationError({ InsufficientFundsForRent: { account_index: 1 } }, [], programs(), { insufficient_funds_for_rent: 'Send more.' })).toMatchObject({
      code: 'insufficient_funds_for_rent',
      message: 'Account 1 of the transaction would be left with less SOL than its rent-exempt minimum. Send more.',
    });
    expect(decodeSimulationError('SomethingNew', [], programs())).toMatchObject({ code: 'transaction_error', raw: 'SomethingNew' });
  });

  it("reads custom errors by the failing program, with the planner's hint", () => {
    const err = decodeSimulationError({ InstructionError: [2, { Custom: 1 }] }, [], programs('', '', SYSTEM), { insufficient_funds: 'The wallet holds 1 SOL.' });
    expect(err).toEqual({
      code: 'insufficient_funds',
      message: 'Instruction 2 (System Program) failed: not enough SOL for the transfer. The wallet holds 1 SOL.',
      instructionIndex: 2,
      raw: { InstructionError: [2, { Custom: 1 }] },
    });
    expect(decodeSimulationError({ InstructionError: [3, { Custom: 1 }] }, [], programs('', '', '', TOKEN)).code).toBe('insufficient_token_balance');
    expect(decodeSimulationError({ InstructionError: [3, { Custom: 4 }] }, [], programs('', '', '', TOKEN)).code).toBe('invalid_account_owner');
    expect(decodeSimulationError({ InstructionError: [3, { Custom: 17 }] }, [], programs('', '', '', TOKEN)).code).toBe('account_frozen');
  });

  it('attributes an error raised in a CPI to the program that raised it', () => {
    const logs = [`Program ${ATA} invoke [1]`, `Program ${SYSTEM} invoke [2]`, `Program ${SYSTEM} failed: custom program error: 0x1`, `Program ${ATA} failed: custom program error: 0x1`];
    const err = decodeSimulationError({ InstructionError: [2, { Custom: 1 }] }, logs, programs('', '', ATA));
    expect(err.code).toBe('insufficient_funds');
    expect(err.message).toMatch(/Instruction 2 \(Associated Token Account Program\) failed in its call to the System Program: not enough SOL/);
  });

  it("reads Jupiter's slippage error (6001) and other Anchor errors from the logs", () => {
    const logs = [`Program ${JUPITER} invoke [1]`, `Program ${JUPITER} failed: custom program error: 0x1771`];
    expect(decodeSimulationError({ InstructionError: [4, { Custom: 6001 }] }, logs, programs('', '', '', '', JUPITER))).toMatchObject({ code: 'slippage_exceeded', instructionIndex: 4 });
    const anchor = ['Program log: AnchorError occurred. Error Code: PoolPaused. Error Number: 6003. Error Message: The pool is paused.'];
    expect(decodeSimulationError({ InstructionError: [4, { Custom: 6003 }] }, anchor, programs('', '', '', '', 'Pool1111111111111111111111111111111111111111')).message).toMatch(
      /custom error 6003 \(0x1773\): PoolPaused: The pool is paused/,
    );
  });

  it('reads runtime instruction errors', () => {
    expect(decodeSimulationError({ InstructionError: [3, 'InvalidAccountData'] }, [], programs('', '', '', TOKEN)).code).toBe('account_not_found');
    expect(decodeSimulationError({ InstructionError: [3, 'IncorrectProgramId'] }, [], programs('', '', '', TOKEN)).code).toBe('account_not_found');
    expect(decodeSimulationError({ InstructionError: [3, 'IllegalOwner'] }, [], programs('', '', '', TOKEN)).code).toBe('invalid_account_owner');
    expect(decodeSimulationError({ InstructionError: [0, 'ComputationalBudgetExceeded'] }, [], programs(TOKEN)).code).toBe('compute_budget_exceeded');
    expect(decodeSimulationError({ InstructionError: [0, 'Weird'] }, [], programs(TOKEN))).toMatchObject({ code: 'program_error', message: 'Instruction 0 (Token Program) failed: Weird.' });
  });
});
