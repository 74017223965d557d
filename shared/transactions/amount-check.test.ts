import { Keypair, PublicKey, StakeProgram, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, createTransferCheckedInstruction, createTransferCheckedWithFeeInstruction } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { MAINNET_TOKENS, NATIVE_MINT } from '../chain/token-list.js';
import { AppError } from '../errors/app-error.js';
import type { IntentBody, TokenRef } from '../intents/intent.types.js';
import { assertComposition, checkedDraft, decodeMoves, intentAmountRangeError, requireU64, U64_MAX, withU64At, createWithSeedLamportsOffset } from './amount-check.js';
import type { Composition, Draft } from './planner.types.js';

const USDC = MAINNET_TOKENS.find((t) => t.symbol === 'USDC')! as TokenRef;
const SOL: TokenRef = { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 };
const wallet = Keypair.generate().publicKey;
const recipient = Keypair.generate().publicKey;

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

const transfer = (token: TokenRef, value: string): IntentBody => ({ type: 'transfer', params: { token, amount: { value, unit: 'token' }, recipient: recipient.toBase58() } });

describe('amount range (u64)', () => {
  it('refuses the 2^64 + 5 raw USDC of the issue, and accepts 2^64 - 1', () => {
    const err = intentAmountRangeError(transfer(USDC, '18446744073709.551621'));
    expect(err?.code).toBe('validation_error');
    expect(err?.details).toEqual({ field: 'amount', reason: 'amount_out_of_range' });
    expect(err?.message).toContain('18446744073709.551615 USDC');
    expect(intentAmountRangeError(transfer(USDC, '18446744073709.551615'))).toBeNull();
    // Digits past the token's precision are the builder's own refusal (too_many_decimals), not this one.
    expect(intentAmountRangeError(transfer(USDC, '18446744073709.5516159'))).toBeNull();
  });

  it('judges stake, wrap and swap amounts in their own token', () => {
    expect(intentAmountRangeError({ type: 'stake', params: { amount: { value: '18446744074', unit: 'token' }, validator: null } })?.details).toMatchObject({ reason: 'amount_out_of_range' });
    expect(intentAmountRangeError({ type: 'wrap', params: { amount: { value: '18446744073.709551615', unit: 'token' } } })).toBeNull();
    const swap = (amountSide: 'input' | 'output'): IntentBody => ({ type: 'swap', params: { inputToken: SOL, outputToken: USDC, amount: { value: '18446744073710', unit: 'token' }, amountSide, slippageBps: null } });
    expect(intentAmountRangeError(swap('output'))).not.toBeNull(); // 1.8e19 raw USDC
    expect(intentAmountRangeError(swap('input'))).not.toBeNull(); // 1.8e22 lamports
    expect(intentAmountRangeError({ type: 'unstake', params: { amount: { value: null, unit: 'all' }, stakeAccount: null } })).toBeNull();
    expect(intentAmountRangeError({ type: 'transfer', params: { token: USDC, amount: { value: '1e999', unit: 'usd' }, recipient: recipient.toBase58() } })).toBeNull();
  });

  it('requireU64 passes a u64 through and refuses one more', () => {
    expect(requireU64(U64_MAX, USDC)).toBe(U64_MAX);
    expect(thrown(() => requireU64(U64_MAX + 1n, USDC)).details).toEqual({ field: 'amount', reason: 'amount_out_of_range' });
  });
});

describe('decoding what instructions carry', () => {
  it('reads System transfers, seed-derived creations, stake splits and withdrawals and TransferChecked exactly', () => {
    const big = 2n ** 53n + 1n;
    const seed = 'stake-abcdef';
    const stake = Keypair.generate().publicKey;
    const [create] = StakeProgram.createAccountWithSeed({ fromPubkey: wallet, stakePubkey: stake, basePubkey: wallet, seed, authorized: { staker: wallet, withdrawer: wallet } as never, lamports: 0 }).instructions;
    const [withdraw] = StakeProgram.withdraw({ stakePubkey: stake, authorizedPubkey: wallet, toPubkey: wallet, lamports: 0 }).instructions;
    const moves = decodeMoves([
      SystemProgram.transfer({ fromPubkey: wallet, toPubkey: recipient, lamports: U64_MAX }),
      withU64At(create, createWithSeedLamportsOffset(seed), big),
      withU64At(withdraw, 4, big + 2n),
      createTransferCheckedInstruction(recipient, new PublicKey(USDC.mint), stake, wallet, 12_345n, 6),
    ]);
    expect(moves.map((m) => ('lamports' in m ? m.lamports : m.amount))).toEqual([U64_MAX, big, big + 2n, 12_345n]);
    expect(moves.map((m) => m.kind)).toEqual(['system_transfer', 'system_create', 'stake_withdraw', 'token_transfer']);
  });

  it('refuses to write an amount above u64 into an instruction', () => {
    const [withdraw] = StakeProgram.withdraw({ stakePubkey: recipient, authorizedPubkey: wallet, toPubkey: wallet, lamports: 0 }).instructions;
    expect(thrown(() => withU64At(withdraw, 4, U64_MAX + 1n)).details).toMatchObject({ reason: 'amount_out_of_range' });
  });
});

describe('the post-compose assertion', () => {
  const composition = (lamports: bigint, reported: bigint): Composition => ({
    instructions: [SystemProgram.transfer({ fromPubkey: wallet, toPubkey: recipient, lamports })],
    output: { token: SOL, amount: reported },
    input: { token: SOL, amount: reported },
    priceImpact: 0,
    rent: [],
    details: {},
    hints: {},
  });
  const intent = transfer(SOL, '1');

  it('passes a transfer whose instruction carries the reported amount', () => {
    expect(() => assertComposition(intent, wallet, composition(1_000_000_000n, 1_000_000_000n))).not.toThrow();
  });

  it('fails the build as a bug when the instruction and the record disagree (a wrapped amount)', () => {
    const err = thrown(() => assertComposition(intent, wallet, composition(5n, 2n ** 64n + 5n)));
    expect(err.code).toBe('internal_error');
    expect(err.details).toMatchObject({ reason: 'amount_mismatch', type: 'transfer' });
    expect(thrown(() => assertComposition(intent, wallet, composition(5n, 6n))).details).toMatchObject({ reason: 'amount_mismatch' });
  });

  it('checks every composition of a draft', () => {
    const draft: Draft = { defaultComputeUnitLimit: 1, lookupTables: [], compose: (fee) => composition(fee, fee + 1n) };
    expect(thrown(() => checkedDraft(draft, intent, wallet).compose(10n)).details).toMatchObject({ reason: 'amount_mismatch' });
  });

  it('refuses a swap whose plain transfers take more than its quote allows', () => {
    const swap: IntentBody = { type: 'swap', params: { inputToken: SOL, outputToken: USDC, amount: { value: '1', unit: 'token' }, amountSide: 'input', slippageBps: null } };
    const quoted = (lamports: bigint): Composition => ({ ...composition(lamports, 0n), input: { token: SOL, amount: 1_000n }, output: { token: USDC, amount: 150n }, details: { swapMode: 'ExactIn', otherAmountThreshold: '149' } });
    expect(() => assertComposition(swap, wallet, quoted(1_000n))).not.toThrow();
    const err = thrown(() => assertComposition(swap, wallet, quoted(1_001n)));
    expect(err.code).toBe('upstream_error');
    expect(err.details).toMatchObject({ reason: 'amount_mismatch' });
  });
});

describe('a transfer carries exactly what its record says (issue 40, item 14)', () => {
  const FEE_TOKEN: TokenRef = { mint: Keypair.generate().publicKey.toBase58(), symbol: 'FEE', decimals: 6 };
  const solTransfer = (...extra: TransactionInstruction[]): Composition => ({
    instructions: [SystemProgram.transfer({ fromPubkey: wallet, toPubkey: recipient, lamports: 1_000n }), ...extra],
    output: { token: SOL, amount: 1_000n }, input: { token: SOL, amount: 1_000n }, priceImpact: 0, rent: [], details: {}, hints: {},
  });
  const source = Keypair.generate().publicKey;
  const destination = Keypair.generate().publicKey;
  const usdcTransfer = (...extra: TransactionInstruction[]): Composition => ({
    instructions: [createTransferCheckedInstruction(source, new PublicKey(USDC.mint), destination, wallet, 1_000n, USDC.decimals), ...extra],
    output: { token: USDC, amount: 1_000n }, input: { token: USDC, amount: 1_000n }, priceImpact: 0, rent: [], details: {}, hints: {},
  });
  const mismatch = (intent: IntentBody, c: Composition) => thrown(() => assertComposition(intent, wallet, c)).details;

  it('the plain ones pass', () => {
    expect(() => assertComposition(transfer(SOL, '0.000001'), wallet, solTransfer())).not.toThrow();
    expect(() => assertComposition(transfer(USDC, '0.001'), wallet, usdcTransfer())).not.toThrow();
  });

  it('a SOL transfer with an account creation funded from the wallet beside it fails the build', () => {
    const extra = SystemProgram.createAccount({ fromPubkey: wallet, newAccountPubkey: Keypair.generate().publicKey, lamports: 5_000_000, space: 0, programId: SystemProgram.programId });
    expect(mismatch(transfer(SOL, '0.000001'), solTransfer(extra))).toMatchObject({ reason: 'amount_mismatch', type: 'transfer' });
  });

  it('a SOL transfer with a System TransferWithSeed from the wallet beside it fails the build', () => {
    const extra = SystemProgram.transfer({ fromPubkey: Keypair.generate().publicKey, basePubkey: wallet, toPubkey: recipient, lamports: 7_000, seed: 'x', programId: SystemProgram.programId });
    expect(decodeMoves([extra]).map((m) => m.kind)).toEqual(['system_transfer']);
    expect(mismatch(transfer(SOL, '0.000001'), solTransfer(extra))).toMatchObject({ reason: 'amount_mismatch' });
  });

  it('a token transfer that also sends SOL (or another token) from the wallet fails the build', () => {
    expect(mismatch(transfer(USDC, '0.001'), usdcTransfer(SystemProgram.transfer({ fromPubkey: wallet, toPubkey: recipient, lamports: 1n })))).toMatchObject({ reason: 'amount_mismatch' });
    expect(mismatch(transfer(SOL, '0.000001'), solTransfer(createTransferCheckedInstruction(source, new PublicKey(USDC.mint), destination, wallet, 1n, USDC.decimals)))).toMatchObject({ reason: 'amount_mismatch' });
  });

  it('a Token-2022 TransferCheckedWithFee is read, and one carrying more than the record fails the build', () => {
    const withFee = (amount: bigint) => createTransferCheckedWithFeeInstruction(source, new PublicKey(FEE_TOKEN.mint), destination, wallet, amount, FEE_TOKEN.decimals, 10n, [], TOKEN_2022_PROGRAM_ID);
    expect(decodeMoves([withFee(1_234n)])).toEqual([expect.objectContaining({ kind: 'token_transfer', amount: 1_234n, mint: FEE_TOKEN.mint, authority: wallet.toBase58() })]);
    const c = (carried: bigint): Composition => ({
      instructions: [withFee(carried)], output: { token: FEE_TOKEN, amount: 990n }, input: { token: FEE_TOKEN, amount: 1_000n }, priceImpact: 0, rent: [], details: {}, hints: {},
    });
    expect(() => assertComposition(transfer(FEE_TOKEN, '0.001'), wallet, c(1_000n))).not.toThrow();
    expect(mismatch(transfer(FEE_TOKEN, '0.001'), c(1_001n))).toMatchObject({ reason: 'amount_mismatch' });
    // Beside a plain TransferChecked, it is a second transfer instruction.
    expect(mismatch(transfer(USDC, '0.001'), usdcTransfer(withFee(5n)))).toMatchObject({ reason: 'amount_mismatch' });
  });
});
