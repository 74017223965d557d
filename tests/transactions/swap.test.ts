import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddressLookupTableProgram, ComputeBudgetProgram, Keypair, PublicKey, Transaction, VersionedTransaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type { Amount, AmountSide, IntentBody, TokenRef } from '../../shared/intents/intent.types.js';
import { JupiterSwapClient } from '../../shared/swap/jupiter-swap-client.js';
import { JupiterBuildV2Client } from '../../shared/swap/jupiter-build-v2.js';
import { SwapClient } from '../../shared/swap/swap-venue.js';
import { startJupiterStub, STUB_POOL, type JupiterStub } from '../stubs/jupiter-stub.js';
import { devnetToken, fundedWallet, LAMPORTS, lamportsOf, signAndSend, SOL_REF, startBuilderHarness, tokenBalance, type BuilderHarness } from './builder-harness.js';

const USDC = devnetToken('USDC');
const USDC_REF: TokenRef = { mint: USDC.mint, symbol: 'USDC', decimals: 6 };
const TOKEN_ACCOUNT_RENT = 2_039_280;

function swap(input: TokenRef, output: TokenRef, amount: Amount, amountSide: AmountSide = 'input', slippageBps: number | null = null): IntentBody {
  return { type: 'swap', params: { inputToken: input, outputToken: output, amount, amountSide, slippageBps } };
}

let stub: JupiterStub;
let h: BuilderHarness;
beforeAll(async () => {
  stub = await startJupiterStub({ tokens: { [SOL_REF.mint]: { price: 150 }, [USDC.mint]: { price: 1 } }, swap: { deliverOutput: true } });
  h = await startBuilderHarness({ jupiter: new JupiterSwapClient({ baseUrl: stub.url, timeoutMs: 2_000 }) });
  // The stub's pool pays out of its own balances when it co-signs the output leg.
  h.cluster.faucet.airdrop(STUB_POOL.publicKey.toBase58(), 100n * LAMPORTS);
  h.cluster.faucet.mintTo(STUB_POOL.publicKey.toBase58(), USDC.mint, 1_000_000_000_000n);
});
afterAll(async () => {
  await h.close();
  await stub.close();
});
beforeEach(() => {
  stub.options.fail = {};
  stub.options.swap = { deliverOutput: true };
  h.prices.prices.clear();
});

describe('TransactionBuilder: swaps through Jupiter', () => {
  it('swaps SOL for USDC: quote, swap instructions with our compute budget, output account rent reported', async () => {
    const wallet = fundedWallet(h.cluster, 2n * LAMPORTS);
    const result = await h.build(wallet, swap(SOL_REF, USDC_REF, { value: '0.1', unit: 'token' }));

    expect(result.simulation?.success).toBe(true);
    expect(result.expectedOutput).toMatchObject({ outputAmount: '15000000', outputUiAmount: '15', priceImpact: 0, rent: TOKEN_ACCOUNT_RENT, outputToken: USDC_REF });
    expect(result.expectedOutput.breakdown).toMatchObject({ inputAmount: '100000000', slippageBps: 50, swapMode: 'ExactIn', otherAmountThreshold: '14925000', route: ['Stub Pool'] });
    // Two signers (the stub pool co-signs its output leg): 2 × 5,000 lamports.
    expect(result.expectedOutput.breakdown.signatureFee).toBe(10_000);
    const tx = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'));
    const budget = tx.message.compiledInstructions.filter((ix) => tx.message.staticAccountKeys[ix.programIdIndex].equals(ComputeBudgetProgram.programId));
    expect(budget).toHaveLength(2); // Jupiter's two are dropped, ours kept
    expect(Buffer.from(budget[0].data).readUInt32LE(1)).toBe(result.computeUnitLimit);
    expect(result.computeUnitLimit).toBeLessThan(1_400_000);

    const before = await lamportsOf(h.connection, wallet.publicKey);
    const landed = await signAndSend(h.connection, result, [wallet, STUB_POOL]);
    expect(landed.err).toBeNull();
    expect(await tokenBalance(h.connection, wallet.publicKey, USDC)).toBe(15_000_000n);
    expect(before - (await lamportsOf(h.connection, wallet.publicKey))).toBe(100_000_000n + BigInt(TOKEN_ACCOUNT_RENT) + BigInt(result.expectedOutput.fee));
    expect(landed.fee).toBe(result.expectedOutput.fee);
    expect(Math.abs(landed.computeUnits - result.simulation!.computeUnits)).toBeLessThanOrEqual(landed.computeUnits * 0.1);
  });

  it('swaps USDC for SOL, and an exact output amount (ExactOut)', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 100_000_000n);
    const sell = await h.build(wallet, swap(USDC_REF, SOL_REF, { value: '30', unit: 'token' }, 'input', 100));
    expect(sell.expectedOutput).toMatchObject({ outputAmount: '200000000', rent: 0 });
    expect(sell.expectedOutput.breakdown.slippageBps).toBe(100);
    const before = await lamportsOf(h.connection, wallet.publicKey);
    await signAndSend(h.connection, sell, [wallet, STUB_POOL]);
    expect(await tokenBalance(h.connection, wallet.publicKey, USDC)).toBe(70_000_000n);
    expect(await lamportsOf(h.connection, wallet.publicKey)).toBe(before + 200_000_000n - BigInt(sell.expectedOutput.fee));

    const buy = await h.build(wallet, swap(USDC_REF, SOL_REF, { value: '0.1', unit: 'token' }, 'output'));
    expect(buy.expectedOutput.breakdown).toMatchObject({ swapMode: 'ExactOut', inputAmount: '15000000' });
    expect(buy.expectedOutput.outputAmount).toBe('100000000');
    await signAndSend(h.connection, buy, [wallet, STUB_POOL]);
    expect(await tokenBalance(h.connection, wallet.publicKey, USDC)).toBe(55_000_000n);
  });

  it('swaps a percentage of a token balance and a USD amount', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 40_000_000n);
    const half = await h.build(wallet, swap(USDC_REF, SOL_REF, { value: '50', unit: 'percent' }));
    expect(half.expectedOutput.breakdown.inputAmount).toBe('20000000');

    h.prices.prices.set(SOL_REF.mint, 150);
    const dollars = await h.build(wallet, swap(SOL_REF, USDC_REF, { value: '15', unit: 'usd' }));
    expect(dollars.expectedOutput.breakdown.inputAmount).toBe('100000000');
  });

  it('prices a USD amount by a Jupiter quote when the price service has none', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const result = await h.build(wallet, swap(SOL_REF, USDC_REF, { value: '30', unit: 'usd' }));
    expect(result.expectedOutput.breakdown.inputAmount).toBe('200000000'); // 30 USDC buys 0.2 SOL at $150
  });

  it('swaps all SOL but a reserve for fees and token account rent', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const result = await h.build(wallet, swap(SOL_REF, USDC_REF, { value: null, unit: 'all' }));
    expect(result.simulation?.success).toBe(true);
    const reserve = 890_880n + 2n * BigInt(TOKEN_ACCOUNT_RENT) + 2_000_000n;
    expect(result.expectedOutput.breakdown.inputAmount).toBe(String(LAMPORTS - reserve));
    expect((await signAndSend(h.connection, result, [wallet, STUB_POOL])).err).toBeNull();
  });

  it('compiles against Jupiter address lookup tables', async () => {
    const authority = fundedWallet(h.cluster, LAMPORTS);
    const slot = await h.connection.getSlot('confirmed');
    const [create, table] = AddressLookupTableProgram.createLookupTable({ authority: authority.publicKey, payer: authority.publicKey, recentSlot: slot });
    const addresses = [STUB_POOL.publicKey, new PublicKey(USDC.mint), TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync(new PublicKey(USDC.mint), STUB_POOL.publicKey)];
    const extend = AddressLookupTableProgram.extendLookupTable({ lookupTable: table, authority: authority.publicKey, payer: authority.publicKey, addresses });
    await sendAndConfirmTransaction(h.connection, new Transaction().add(create, extend), [authority], { commitment: 'confirmed' });
    h.cluster.advanceSlots(1); // entries are usable from the slot after they were added
    stub.options.swap.addressLookupTableAddresses = [table.toBase58()];

    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const result = await h.build(wallet, swap(SOL_REF, USDC_REF, { value: '0.2', unit: 'token' }));
    expect(result.simulation?.success).toBe(true);
    const tx = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'));
    expect(tx.message.addressTableLookups.map((l) => l.accountKey.toBase58())).toEqual([table.toBase58()]);
    expect((await signAndSend(h.connection, result, [wallet, STUB_POOL])).err).toBeNull();
    expect(await tokenBalance(h.connection, wallet.publicKey, USDC)).toBe(30_000_000n);
  });

  it('fails its simulation readably when the input balance is short', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    h.cluster.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 1_000_000n);
    const result = await h.build(wallet, swap(USDC_REF, SOL_REF, { value: '10', unit: 'token' }));
    expect(result.simulation).toMatchObject({ success: false, error: { code: 'insufficient_token_balance' } });
    expect(result.simulation?.error?.message).toMatch(/holds 1 USDC; the swap needs 10 USDC/);
  });

  it("passes Jupiter's failures on as its client's AppErrors (no route as a 400)", async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    stub.options.fail.quote = 'noRoute';
    // No route is the client's amount or pair, not an outage: 400 on the amount.
    await expect(h.build(wallet, swap(SOL_REF, USDC_REF, { value: '0.1', unit: 'token' }))).rejects.toMatchObject({ code: 'validation_error', details: { field: 'amount', reason: 'no_route', providerCode: 'COULD_NOT_FIND_ANY_ROUTE' } });
    stub.options.fail = { swapInstructions: 'http500' };
    await expect(h.build(wallet, swap(SOL_REF, USDC_REF, { value: '0.1', unit: 'token' }))).rejects.toMatchObject({ code: 'upstream_error' });
    stub.options.fail = { swapInstructions: 'nonsense' };
    await expect(h.build(wallet, swap(SOL_REF, USDC_REF, { value: '0.1', unit: 'token' }))).rejects.toMatchObject({ code: 'upstream_error' });
    stub.options.fail = {};
    stub.options.swap.addressLookupTableAddresses = [Keypair.generate().publicKey.toBase58()];
    await expect(h.build(wallet, swap(SOL_REF, USDC_REF, { value: '0.1', unit: 'token' }))).rejects.toMatchObject({ code: 'upstream_error', details: { provider: 'jupiter' } });
  });

  it('refuses swaps plainly where no venue serves the network, and refuses a share of the output', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const builder = h.makeBuilder({ jupiter: null });
    // devnet without a venue: not an outage (retrying never helps), a 400 the client can act on.
    await expect(builder.build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent: swap(SOL_REF, USDC_REF, { value: '1', unit: 'token' }), simulate: true })).rejects.toMatchObject({
      code: 'validation_error',
      details: { field: 'network', reason: 'no_swap_venue' },
    });
    await expect(builder.build({ network: 'mainnet', walletAddress: wallet.publicKey.toBase58(), intent: swap(SOL_REF, USDC_REF, { value: '1', unit: 'token' }), simulate: true })).rejects.toMatchObject({
      code: 'upstream_error',
      details: { reason: 'not_configured' },
    });
    await expect(h.build(wallet, swap(SOL_REF, USDC_REF, { value: '50', unit: 'percent' }, 'output'))).rejects.toMatchObject({ code: 'validation_error', details: { reason: 'share_of_output' } });
  });
});

describe('TransactionBuilder: swap-and-send through Jupiter (issue 35)', () => {
  it('asks v1 swap-instructions for destinationTokenAccount = the recipient\'s token account (v2 /build has no such option), created first, and the recipient receives', async () => {
    // The venue as createSwapVenues makes mainnet's: v2 /build for ExactIn, v1 otherwise.
    const builder = h.makeBuilder({ jupiter: new SwapClient(new JupiterSwapClient({ baseUrl: stub.url, timeoutMs: 2_000 }), new JupiterBuildV2Client({ baseUrl: stub.url, timeoutMs: 2_000 })) });
    const wallet = fundedWallet(h.cluster, 2n * LAMPORTS);
    const recipient = Keypair.generate().publicKey;
    const seen = stub.requests.length;
    const intent: IntentBody = { type: 'swap', params: { inputToken: SOL_REF, outputToken: USDC_REF, amount: { value: '0.1', unit: 'token' }, amountSide: 'input', slippageBps: null, recipient: recipient.toBase58() } };
    const result = await builder.build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent, simulate: true });

    const ata = getAssociatedTokenAddressSync(new PublicKey(USDC.mint), recipient, true);
    const calls = stub.requests.slice(seen);
    expect(calls.some((r) => r.path === '/swap/v2/build')).toBe(false);
    const instructionsCall = calls.find((r) => r.path === '/swap/v1/swap-instructions');
    expect(instructionsCall?.body).toMatchObject({ userPublicKey: wallet.publicKey.toBase58(), destinationTokenAccount: ata.toBase58() });
    expect(result.expectedOutput.breakdown).toMatchObject({ swapApi: 'swap/v1', recipient: { address: recipient.toBase58(), tokenAccount: ata.toBase58(), amount: '15000000' } });
    expect(result.expectedOutput.rent).toBe(TOKEN_ACCOUNT_RENT);
    expect(result.simulation?.success).toBe(true);

    const landed = await signAndSend(h.connection, result, [wallet, STUB_POOL]);
    expect(landed.err).toBeNull();
    expect(await tokenBalance(h.connection, recipient, USDC)).toBe(15_000_000n);
    expect(await tokenBalance(h.connection, wallet.publicKey, USDC)).toBe(0n);
  });

  it('sends no destination for a swap to the wallet itself (recipient null) and keeps v2 /build for ExactIn', async () => {
    const builder = h.makeBuilder({ jupiter: new SwapClient(new JupiterSwapClient({ baseUrl: stub.url, timeoutMs: 2_000 }), new JupiterBuildV2Client({ baseUrl: stub.url, timeoutMs: 2_000 })) });
    const wallet = fundedWallet(h.cluster, 2n * LAMPORTS);
    const seen = stub.requests.length;
    const intent: IntentBody = { type: 'swap', params: { inputToken: SOL_REF, outputToken: USDC_REF, amount: { value: '0.1', unit: 'token' }, amountSide: 'input', slippageBps: null, recipient: null } };
    const result = await builder.build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent, simulate: false });
    expect(result.expectedOutput.breakdown.swapApi).toBe('swap/v2/build');
    expect(result.expectedOutput.breakdown.recipient).toBeUndefined();
    expect(stub.requests.slice(seen).some((r) => r.path === '/swap/v1/swap-instructions')).toBe(false);
  });
});
