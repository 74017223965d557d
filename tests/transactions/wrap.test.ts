import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAssociatedTokenAddressSync, NATIVE_MINT } from '@solana/spl-token';
import type { Amount, IntentBody } from '../../shared/intents/intent.types.js';
import { fundedWallet, LAMPORTS, lamportsOf, signAndSend, startBuilderHarness, tokenBalance, type BuilderHarness } from './builder-harness.js';

const WSOL = { mint: NATIVE_MINT.toBase58(), tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' };
const TOKEN_ACCOUNT_RENT = 2_039_280n;

const wrap = (amount: Amount): IntentBody => ({ type: 'wrap', params: { amount } });
const unwrap = (amount: Amount): IntentBody => ({ type: 'unwrap', params: { amount } });

let h: BuilderHarness;
beforeAll(async () => {
  h = await startBuilderHarness();
});
afterAll(async () => {
  await h.close();
});

describe('TransactionBuilder: wrap and unwrap', () => {
  it('wraps SOL into a new wSOL account (rent reported), then more into the existing one', async () => {
    const wallet = fundedWallet(h.cluster, 3n * LAMPORTS);
    const ata = getAssociatedTokenAddressSync(NATIVE_MINT, wallet.publicKey);
    const first = await h.build(wallet, wrap({ value: '1.5', unit: 'token' }));
    expect(first.simulation?.success).toBe(true);
    expect(first.expectedOutput).toMatchObject({ outputAmount: '1500000000', outputToken: { symbol: 'wSOL' }, rent: Number(TOKEN_ACCOUNT_RENT) });
    const landed = await signAndSend(h.connection, first, [wallet]);
    expect(landed.err).toBeNull();
    expect(await tokenBalance(h.connection, wallet.publicKey, WSOL)).toBe(1_500_000_000n);
    expect(await lamportsOf(h.connection, ata)).toBe(1_500_000_000n + TOKEN_ACCOUNT_RENT);
    expect(await lamportsOf(h.connection, wallet.publicKey)).toBe(3n * LAMPORTS - 1_500_000_000n - TOKEN_ACCOUNT_RENT - BigInt(landed.fee));
    expect(Math.abs(landed.computeUnits - first.simulation!.computeUnits)).toBeLessThanOrEqual(landed.computeUnits * 0.1);

    const second = await h.build(wallet, wrap({ value: '0.5', unit: 'token' }));
    expect(second.expectedOutput.rent).toBe(0);
    await signAndSend(h.connection, second, [wallet]);
    expect(await tokenBalance(h.connection, wallet.publicKey, WSOL)).toBe(2n * LAMPORTS);
  });

  it('wraps all SOL but the reserve for fees, rent and the wallet minimum', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const result = await h.build(wallet, wrap({ value: null, unit: 'all' }));
    expect(result.simulation?.success).toBe(true);
    await signAndSend(h.connection, result, [wallet]);
    const minimum = BigInt(await h.connection.getMinimumBalanceForRentExemption(0));
    expect(await lamportsOf(h.connection, wallet.publicKey)).toBe(minimum);
    expect(await tokenBalance(h.connection, wallet.publicKey, WSOL)).toBe(LAMPORTS - minimum - TOKEN_ACCOUNT_RENT - BigInt(result.expectedOutput.fee));
  });

  it('unwraps part through a temporary account: exactly that much comes back, the rest stays wrapped', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), WSOL.mint, 2n * LAMPORTS);
    const before = await lamportsOf(h.connection, wallet.publicKey);
    const result = await h.build(wallet, unwrap({ value: '0.75', unit: 'token' }));
    expect(result.simulation?.success).toBe(true);
    expect(result.expectedOutput).toMatchObject({ outputAmount: '750000000', outputToken: { symbol: 'SOL' }, rent: 0 });
    expect(result.expectedOutput.breakdown.notes.join(' ')).toMatch(/temporary account/);
    const landed = await signAndSend(h.connection, result, [wallet]);
    expect(landed.err).toBeNull();
    expect(await tokenBalance(h.connection, wallet.publicKey, WSOL)).toBe(1_250_000_000n);
    expect(await lamportsOf(h.connection, wallet.publicKey)).toBe(before + 750_000_000n - BigInt(landed.fee));
    expect(Math.abs(landed.computeUnits - result.simulation!.computeUnits)).toBeLessThanOrEqual(landed.computeUnits * 0.1);
  });

  it('unwraps everything by closing the account, its rent coming back too', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), WSOL.mint, LAMPORTS / 2n);
    const ata = getAssociatedTokenAddressSync(NATIVE_MINT, wallet.publicKey);
    const before = await lamportsOf(h.connection, wallet.publicKey);
    const result = await h.build(wallet, unwrap({ value: null, unit: 'all' }));
    expect(result.expectedOutput).toMatchObject({ outputAmount: '500000000' });
    expect(result.expectedOutput.breakdown.rentRefund).toBe(Number(TOKEN_ACCOUNT_RENT));
    await signAndSend(h.connection, result, [wallet]);
    expect(await h.connection.getAccountInfo(ata)).toBeNull();
    expect(await lamportsOf(h.connection, wallet.publicKey)).toBe(before + LAMPORTS / 2n + TOKEN_ACCOUNT_RENT - BigInt(result.expectedOutput.fee));
  });

  it('unwraps a percentage', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), WSOL.mint, LAMPORTS);
    await signAndSend(h.connection, await h.build(wallet, unwrap({ value: '40', unit: 'percent' })), [wallet]);
    expect(await tokenBalance(h.connection, wallet.publicKey, WSOL)).toBe(600_000_000n);
  });

  it('refuses to unwrap all of nothing; a fixed amount over the balance fails its simulation readably', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    await expect(h.build(wallet, unwrap({ value: null, unit: 'all' }))).rejects.toMatchObject({ code: 'validation_error', details: { field: 'amount', reason: 'zero_balance' } });
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), WSOL.mint, LAMPORTS / 10n);
    const result = await h.build(wallet, unwrap({ value: '1', unit: 'token' }));
    expect(result.simulation).toMatchObject({ success: false, error: { code: 'insufficient_token_balance' } });
    expect(result.simulation?.error?.message).toMatch(/holds 0\.1 wSOL; unwrapping needs 1 wSOL/);
  });
});
