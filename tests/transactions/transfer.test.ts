import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import type { IntentBody } from '../../shared/intents/intent.types.js';
import { devnetToken, fundedWallet, LAMPORTS, lamportsOf, signAndSend, SOL_REF, startBuilderHarness, tokenBalance, type BuilderHarness } from './builder-harness.js';

const USDC = devnetToken('USDC');
const FEE = devnetToken('FEE');

function solTransfer(value: string | null, unit: 'token' | 'usd' | 'percent' | 'all', recipient: PublicKey): IntentBody {
  return { type: 'transfer', params: { token: SOL_REF, amount: unit === 'all' ? { value: null, unit } : { value: value!, unit }, recipient: recipient.toBase58() } };
}

function tokenTransfer(token: typeof USDC, value: string | null, unit: 'token' | 'percent' | 'all', recipient: PublicKey): IntentBody {
  const ref = { mint: token.mint, symbol: token.symbol, decimals: token.decimals };
  return { type: 'transfer', params: { token: ref, amount: unit === 'all' ? { value: null, unit } : { value: value!, unit }, recipient: recipient.toBase58() } };
}

let h: BuilderHarness;
beforeAll(async () => {
  h = await startBuilderHarness();
});
afterAll(async () => {
  await h.close();
});

describe('TransactionBuilder: SOL transfers', () => {
  it('builds an unsigned v0 System transfer paid by the wallet that lands exactly as simulated', async () => {
    const wallet = fundedWallet(h.cluster, 3n * LAMPORTS);
    const recipient = Keypair.generate().publicKey;
    const result = await h.build(wallet, solTransfer('1.25', 'token', recipient));

    const tx = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'));
    expect(tx.version).toBe(0);
    expect(tx.message.staticAccountKeys[0].toBase58()).toBe(wallet.publicKey.toBase58());
    expect(tx.message.recentBlockhash).toBe(result.blockhash);
    expect(tx.signatures.every((s) => s.every((b) => b === 0))).toBe(true);
    expect(result.simulation).toMatchObject({ success: true });
    expect(result.simulation!.logs.some((l) => l.includes('11111111111111111111111111111111'))).toBe(true);
    expect(result.computeUnitLimitSource).toBe('simulation');
    expect(result.computeUnitLimit).toBe(Math.ceil((result.simulation!.computeUnits * 110) / 100));
    expect(result.expectedOutput).toMatchObject({ outputAmount: '1250000000', outputUiAmount: '1.25', priceImpact: 0, rent: 0, outputToken: SOL_REF });
    expect(result.expectedOutput.fee).toBe(5_000 + result.expectedOutput.breakdown.priorityFee);

    const landed = await signAndSend(h.connection, result, [wallet]);
    expect(landed.err).toBeNull();
    expect(await lamportsOf(h.connection, recipient)).toBe(1_250_000_000n);
    expect(await lamportsOf(h.connection, wallet.publicKey)).toBe(3n * LAMPORTS - 1_250_000_000n - BigInt(landed.fee));
    expect(landed.fee).toBe(result.expectedOutput.fee);
    expect(Math.abs(landed.computeUnits - result.simulation!.computeUnits)).toBeLessThanOrEqual(landed.computeUnits * 0.1);
    expect(landed.computeUnits).toBeLessThanOrEqual(result.computeUnitLimit);
  });

  it('makes at most 3 RPC calls per SOL transfer on a warm cache', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const recipient = Keypair.generate().publicKey;
    // A stopped clock keeps the caches warm however slow the machine is.
    const builder = h.makeBuilder({ now: () => 0 });
    const build = (value: string) => builder.build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent: solTransfer(value, 'token', recipient), simulate: true });
    const cold = await build('0.01');
    const warm = await build('0.02');
    // Cold: getMultipleAccounts, getLatestBlockhash, getRecentPrioritizationFees, simulateTransaction
    // and, beside it, getMultipleAccounts of the writable accounts before it (expectedOutput.changes).
    expect(cold.rpcCalls).toBe(5);
    // Warm: the blockhash and the priority fee come from the caches.
    expect(warm.rpcCalls).toBe(3);
    expect(warm.blockhash).toBe(cold.blockhash);
    // Not simulated: one call.
    expect((await builder.build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent: solTransfer('0.03', 'token', recipient), simulate: false })).rpcCalls).toBe(1);
  });

  it('sends all of it but the rent-exempt minimum and the fee', async () => {
    const wallet = fundedWallet(h.cluster, 2n * LAMPORTS);
    const recipient = Keypair.generate().publicKey;
    const result = await h.build(wallet, solTransfer(null, 'all', recipient));
    expect(result.simulation?.success).toBe(true);
    const landed = await signAndSend(h.connection, result, [wallet]);
    expect(landed.err).toBeNull();
    const minimum = BigInt(await h.connection.getMinimumBalanceForRentExemption(0));
    expect(await lamportsOf(h.connection, wallet.publicKey)).toBe(minimum);
    expect(await lamportsOf(h.connection, recipient)).toBe(2n * LAMPORTS - minimum - BigInt(landed.fee));
    expect(result.expectedOutput.outputAmount).toBe(String(2n * LAMPORTS - minimum - BigInt(result.expectedOutput.fee)));
    expect(result.expectedOutput.breakdown.notes.join(' ')).toMatch(/Kept back/);
  });

  it('sends a percentage of the balance', async () => {
    const wallet = fundedWallet(h.cluster, 2n * LAMPORTS);
    const recipient = Keypair.generate().publicKey;
    const landed = await signAndSend(h.connection, await h.build(wallet, solTransfer('25', 'percent', recipient)), [wallet]);
    expect(landed.err).toBeNull();
    expect(await lamportsOf(h.connection, recipient)).toBe(LAMPORTS / 2n);
  });

  it('converts a USD amount at the price service price', async () => {
    h.prices.prices.set(SOL_REF.mint, 150);
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const recipient = Keypair.generate().publicKey;
    const result = await h.build(wallet, solTransfer('15', 'usd', recipient));
    expect(result.expectedOutput.outputAmount).toBe('100000000'); // $15 at $150 = 0.1 SOL
    await signAndSend(h.connection, result, [wallet]);
    expect(await lamportsOf(h.connection, recipient)).toBe(100_000_000n);
  });

  it('refuses a USD amount without a price, and a share of an empty balance, as validation errors', async () => {
    const empty = Keypair.generate();
    const recipient = Keypair.generate().publicKey;
    const usdc = tokenTransfer(USDC, null, 'all', recipient);
    await expect(h.build(empty, { ...usdc, params: { ...usdc.params, amount: { value: '5', unit: 'usd' } } } as IntentBody)).rejects.toMatchObject({ code: 'validation_error', details: { field: 'amount', reason: 'no_usd_price' } });
    await expect(h.build(empty, solTransfer('50', 'percent', recipient))).rejects.toMatchObject({ code: 'validation_error', details: { field: 'amount', reason: 'zero_balance' } });
    await expect(h.build(empty, usdc)).rejects.toMatchObject({ code: 'validation_error', details: { reason: 'zero_balance' } });
    await expect(h.build(empty, solTransfer('0.0000000001', 'token', recipient))).rejects.toMatchObject({ code: 'validation_error', details: { reason: 'too_many_decimals' } });
  });

  it('answers a simulation that fails for want of SOL with success false and a readable error', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS / 10n);
    const result = await h.build(wallet, solTransfer('5', 'token', Keypair.generate().publicKey));
    expect(result.simulation?.success).toBe(false);
    expect(result.simulation?.error).toMatchObject({ code: 'insufficient_funds', instructionIndex: 2 });
    expect(result.simulation?.error?.message).toMatch(/Instruction 2 \(System Program\) failed: not enough SOL.*holds 0\.1 SOL; the transfer needs 5 SOL/);
    expect(result.computeUnitLimitSource).toBe('default');
    expect(result.transaction).toBeTruthy();
  });

  it('skips the simulation when asked, with the default limit', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const recipient = Keypair.generate().publicKey;
    const result = await h.build(wallet, solTransfer('0.5', 'token', recipient), false);
    expect(result.simulation).toBeUndefined();
    expect(result.computeUnitLimitSource).toBe('default');
    expect(result.expectedOutput.breakdown.notes.join(' ')).toMatch(/Not simulated/);
    const landed = await signAndSend(h.connection, result, [wallet]);
    expect(landed.err).toBeNull();
    expect(landed.computeUnits).toBeLessThanOrEqual(result.computeUnitLimit);
    expect(await lamportsOf(h.connection, recipient)).toBe(500_000_000n);
  });

  it('prices compute units at the configured percentile of recent prioritization fees of the writable accounts', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const recipient = Keypair.generate().publicKey;
    // A landed transaction that paid 10,000 micro-lamports per unit while write-locking the recipient.
    const paid = new Transaction().add(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000 }), SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: recipient, lamports: 1_000_000 }));
    await sendAndConfirmTransaction(h.connection, paid, [wallet], { commitment: 'confirmed' });

    const top = await h.makeBuilder({ settings: { priorityFeePercentile: 100 } }).build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent: solTransfer('0.1', 'token', recipient), simulate: true });
    expect(top.computeUnitPrice).toBe(10_000);
    expect(top.expectedOutput.breakdown.priorityFee).toBe(Math.ceil((10_000 * top.computeUnitLimit) / 1_000_000));
    expect(top.expectedOutput.fee).toBe(5_000 + top.expectedOutput.breakdown.priorityFee);
    const landed = await signAndSend(h.connection, top, [wallet]);
    expect(landed.fee).toBe(top.expectedOutput.fee);

    // Busy blocks among quiet ones: the median is still nothing. The quiet blocks are made here
    // rather than waited for, so a slow machine cannot leave the busy ones in the majority.
    for (let i = 0; i < 5; i++) h.cluster.advanceSlots(1);
    const median = await h.makeBuilder({ settings: { priorityFeePercentile: 50 } }).build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent: solTransfer('0.1', 'token', recipient), simulate: true });
    expect(median.computeUnitPrice).toBe(0);
  });

  it('refuses a malformed wallet or recipient', async () => {
    await expect(h.builder.build({ network: 'devnet', walletAddress: 'nope', intent: solTransfer('1', 'token', Keypair.generate().publicKey), simulate: true })).rejects.toMatchObject({ code: 'validation_error', details: { field: 'walletAddress' } });
    const bad = { type: 'transfer', params: { token: SOL_REF, amount: { value: '1', unit: 'token' }, recipient: '0OIl' } } as IntentBody;
    await expect(h.build(Keypair.generate(), bad)).rejects.toMatchObject({ code: 'validation_error', details: { field: 'recipient' } });
  });
});

describe('TransactionBuilder: token transfers', () => {
  it('moves USDC with TransferChecked, creating the recipient account and reporting its rent', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 10_000_000n);
    const recipient = Keypair.generate().publicKey;
    const result = await h.build(wallet, tokenTransfer(USDC, '2.5', 'token', recipient));

    const ata = getAssociatedTokenAddressSync(new PublicKey(USDC.mint), recipient);
    expect(result.simulation?.success).toBe(true);
    expect(result.expectedOutput).toMatchObject({ outputAmount: '2500000', outputUiAmount: '2.5', rent: 2_039_280 });
    expect(result.expectedOutput.breakdown.rentAccounts).toEqual([{ address: ata.toBase58(), purpose: "recipient's USDC token account", lamports: 2_039_280 }]);

    const before = await lamportsOf(h.connection, wallet.publicKey);
    const landed = await signAndSend(h.connection, result, [wallet]);
    expect(landed.err).toBeNull();
    expect(await tokenBalance(h.connection, recipient, USDC)).toBe(2_500_000n);
    expect(await tokenBalance(h.connection, wallet.publicKey, USDC)).toBe(7_500_000n);
    expect(await lamportsOf(h.connection, ata)).toBe(2_039_280n);
    expect(before - (await lamportsOf(h.connection, wallet.publicKey))).toBe(2_039_280n + BigInt(result.expectedOutput.fee));
    expect(Math.abs(landed.computeUnits - result.simulation!.computeUnits)).toBeLessThanOrEqual(landed.computeUnits * 0.1);

    // The recipient's account exists now: no creation, no rent, and a smaller limit.
    const again = await h.build(wallet, tokenTransfer(USDC, '1', 'token', recipient));
    expect(again.expectedOutput.rent).toBe(0);
    expect(again.computeUnitLimit).toBeLessThan(result.computeUnitLimit);
  });

  it('sends all of a token, and a percentage', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 8_000_000n);
    const recipient = Keypair.generate().publicKey;
    await signAndSend(h.connection, await h.build(wallet, tokenTransfer(USDC, '25', 'percent', recipient)), [wallet]);
    expect(await tokenBalance(h.connection, recipient, USDC)).toBe(2_000_000n);
    await signAndSend(h.connection, await h.build(wallet, tokenTransfer(USDC, null, 'all', recipient)), [wallet]);
    expect(await tokenBalance(h.connection, recipient, USDC)).toBe(8_000_000n);
    expect(await tokenBalance(h.connection, wallet.publicKey, USDC)).toBe(0n);
  });

  it('moves a Token-2022 token under its own program, reporting the 1% transfer fee withheld', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), FEE.mint, 100_000_000n);
    const recipient = Keypair.generate().publicKey;
    const result = await h.build(wallet, tokenTransfer(FEE, '40', 'token', recipient));

    expect(result.simulation?.success).toBe(true);
    expect(result.expectedOutput).toMatchObject({ outputAmount: '39600000', outputUiAmount: '39.6' });
    expect(result.expectedOutput.breakdown).toMatchObject({ transferFee: '400000', inputAmount: '40000000' });
    const ata = getAssociatedTokenAddressSync(new PublicKey(FEE.mint), recipient, false, new PublicKey(FEE.tokenProgram));
    const landed = await signAndSend(h.connection, result, [wallet]);
    expect(landed.err).toBeNull();
    expect(await tokenBalance(h.connection, recipient, FEE)).toBe(39_600_000n);
    expect(await tokenBalance(h.connection, wallet.publicKey, FEE)).toBe(60_000_000n);
    // The rent reported is what the new Token-2022 account (with its extensions) holds.
    expect(await lamportsOf(h.connection, ata)).toBe(BigInt(result.expectedOutput.rent));
    expect(result.expectedOutput.rent).toBeGreaterThan(2_039_280);
  });

  it('answers success false with a readable error when the token balance is short', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 1_000_000n);
    const result = await h.build(wallet, tokenTransfer(USDC, '5', 'token', Keypair.generate().publicKey));
    expect(result.simulation?.success).toBe(false);
    expect(result.simulation?.error?.code).toBe('insufficient_token_balance');
    expect(result.simulation?.error?.message).toMatch(/holds 1 USDC; the transfer needs 5 USDC/);
  });

  it('answers success false when the wallet has no token account at all', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const result = await h.build(wallet, tokenTransfer(USDC, '5', 'token', Keypair.generate().publicKey));
    expect(result.simulation?.success).toBe(false);
    expect(result.simulation?.error?.message).toMatch(/no USDC token account/);
  });

  it('answers success false when the wallet cannot pay the new account rent', async () => {
    const wallet = fundedWallet(h.cluster, 1_000_000n);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 1_000_000n);
    const result = await h.build(wallet, tokenTransfer(USDC, '1', 'token', Keypair.generate().publicKey));
    expect(result.simulation?.success).toBe(false);
    expect(result.simulation?.error?.code).toBe('insufficient_funds');
    expect(result.simulation?.error?.message).toMatch(/in its call to the System Program: not enough SOL.*needs 0\.00203928 SOL of rent; the wallet holds 0\.001 SOL/);
  });

  it('transfers into a token account given as the recipient, without creating another', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 3_000_000n);
    const owner = Keypair.generate().publicKey;
    const { tokenAccount } = h.cluster.faucet.mintTo(owner.toBase58(), USDC.mint, 1n);
    const result = await h.build(wallet, tokenTransfer(USDC, '3', 'token', new PublicKey(tokenAccount)));
    expect(result.expectedOutput.rent).toBe(0);
    await signAndSend(h.connection, result, [wallet]);
    expect(await tokenBalance(h.connection, owner, USDC)).toBe(3_000_001n);
  });
});
