/**
 * Issue 35 (points 2-4, the builds), end to end on the local cluster through HTTP and submit,
 * with a real @solana/web3.js wallet: swap-and-send (ExactIn and ExactOut) lands in the
 * recipient's token account in one transaction and the wallet holds none of the output; a
 * swap-and-send that fails on chain moves nothing; liquid stake and unstake land as swaps
 * SOL <-> JitoSOL; close_accounts closes a wallet's 5 empty accounts (SPL and Token-2022) and
 * leaves the funded one; nothing to close is 422. Intents are written as records (type +
 * params), as the parser stores them, so these tests do not depend on the parser's phrasing.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, VersionedTransaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { ACCOUNT_SIZE, TOKEN_PROGRAM_ID, createAssociatedTokenAccountIdempotentInstruction, createInitializeAccount3Instruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { newId } from '../../shared/db/ids.js';
import { WalletTransaction } from '../../shared/db/entities/wallet-transaction.entity.js';
import { eventually } from '../helpers/eventually.js';
import { DEVNET_TOKENS, NATIVE_MINT, type TokenListEntry } from '../../shared/chain/token-list.js';
import type { IntentBody, TokenRef } from '../../shared/intents/intent.types.js';

const token = (symbol: string): TokenListEntry => DEVNET_TOKENS.find((t) => t.symbol === symbol)!;
const ref = (symbol: string): TokenRef => {
  const t = token(symbol);
  return { mint: t.mint, symbol: t.symbol, decimals: t.decimals };
};
const SOL: TokenRef = { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 };
const USDC = token('USDC');
const JITOSOL = token('JitoSOL');

let h: Harness;
let key: TestKey;
/** The test's own view of the chain, to check what landed; the client under test never uses it. */
let chain: Connection;

beforeAll(async () => {
  h = await startHarness({ localnet: true });
  chain = new Connection(h.cluster!.url, 'confirmed');
  key = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
}, 60_000);
// A test key has 100 requests a day: a fresh one per test.
beforeEach(async () => {
  key = await addKey(h, key.accountId, { environment: 'test', scopes: ['admin'] });
});
afterAll(async () => {
  await h?.close();
});

function fundedWallet(sol = 10): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), BigInt(sol) * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

/** An intent record as the parser stores it. */
async function intentOf(wallet: Keypair, body: IntentBody, command = 'test command'): Promise<string> {
  const em = h.orm.em.fork();
  const intent = Object.assign(new Intent(), {
    id: newId('int'), accountId: key.accountId, apiKeyId: key.keyId, network: 'devnet', walletAddress: wallet.publicKey.toBase58(), command,
    status: 'parsed', type: body.type, params: body.params as unknown as Record<string, unknown>, confidence: 1, details: {},
  });
  await em.persistAndFlush(intent);
  return intent.id;
}

async function buildRaw(wallet: Keypair, body: IntentBody) {
  const intentId = await intentOf(wallet, body);
  return h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId, walletAddress: wallet.publicKey.toBase58() } });
}

async function build(wallet: Keypair, body: IntentBody): Promise<any> {
  const built = await buildRaw(wallet, body);
  expect(built.status, built.text).toBe(200);
  expect(built.body.data.simulation.success, JSON.stringify(built.body.data.simulation)).toBe(true);
  return built.body.data;
}

/** Sign as a wallet app does (keeping the maker's signature), submit, and wait for the final status. */
async function submit(built: any, wallet: Keypair): Promise<any> {
  const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  tx.sign([wallet]);
  const res = await h.request(`/v1/transactions/${built.id}/submit`, { method: 'POST', headers: { ...bearer(key), Prefer: 'wait=30' }, json: { transaction: Buffer.from(tx.serialize()).toString('base64') } });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function tokenBalance(owner: PublicKey, mint: string, program?: string): Promise<bigint | null> {
  const address = getAssociatedTokenAddressSync(new PublicKey(mint), owner, true, program ? new PublicKey(program) : undefined);
  const info = await chain.getTokenAccountBalance(address).catch(() => null);
  return info ? BigInt(info.value.amount) : null;
}

const swapAndSend = (input: TokenRef, output: TokenRef, value: string, amountSide: 'input' | 'output', recipient: string): IntentBody => ({
  type: 'swap', params: { inputToken: input, outputToken: output, amount: { value, unit: 'token' }, amountSide, slippageBps: null, recipient },
});

describe('swap-and-send, one transaction', () => {
  it('swap 1 SOL to USDC and send it to a new wallet: the recipient gets exactly the output, the wallet none', async () => {
    const wallet = fundedWallet(5);
    const recipient = Keypair.generate().publicKey;
    const built = await build(wallet, swapAndSend(SOL, ref('USDC'), '1', 'input', recipient.toBase58()));
    const { breakdown } = built.expectedOutput;
    // v2 /build has no destination option: built through v1 with destinationTokenAccount.
    expect(breakdown).toMatchObject({ swapApi: 'swap/v1', swapMode: 'ExactIn', recipient: { address: recipient.toBase58(), tokenAccount: getAssociatedTokenAddressSync(new PublicKey(USDC.mint), recipient, true).toBase58(), amount: built.expectedOutput.outputAmount, token: { symbol: 'USDC' } } });
    expect(breakdown.rentAccounts).toEqual([expect.objectContaining({ address: breakdown.recipient.tokenAccount, purpose: expect.stringContaining(recipient.toBase58()) })]);
    expect(breakdown.notes.join(' ')).toContain(`${recipient.toBase58()} receives`);

    const before = await chain.getBalance(wallet.publicKey);
    const landed = await submit(built, wallet);
    expect(landed.status).toBe('confirmed');
    expect(await tokenBalance(recipient, USDC.mint)).toBe(BigInt(built.expectedOutput.outputAmount));
    expect(await tokenBalance(wallet.publicKey, USDC.mint)).toBeNull();
    expect(before - (await chain.getBalance(wallet.publicKey))).toBe(LAMPORTS_PER_SOL + built.expectedOutput.fee + built.expectedOutput.rent);
  });

  it('pay exactly 20 USDC using SOL (ExactOut) to a wallet that already has a USDC account', async () => {
    const wallet = fundedWallet(5);
    const recipient = Keypair.generate().publicKey;
    h.cluster!.faucet.mintTo(recipient.toBase58(), USDC.mint, 5_000_000n);
    const built = await build(wallet, swapAndSend(SOL, ref('USDC'), '20', 'output', recipient.toBase58()));
    expect(built.expectedOutput).toMatchObject({ outputAmount: '20000000', rent: 0, breakdown: { swapMode: 'ExactOut', recipient: { address: recipient.toBase58() } } });
    expect((await submit(built, wallet)).status).toBe('confirmed');
    expect(await tokenBalance(recipient, USDC.mint)).toBe(25_000_000n);
    expect(await tokenBalance(wallet.publicKey, USDC.mint)).toBeNull();
  });

  it('USDC to SOL for a recipient: the SOL is sent on in the same transaction', async () => {
    const wallet = fundedWallet(1);
    h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 100_000_000n);
    const recipient = Keypair.generate().publicKey;
    const built = await build(wallet, swapAndSend(ref('USDC'), SOL, '50', 'input', recipient.toBase58()));
    expect(built.expectedOutput.breakdown.recipient).toMatchObject({ address: recipient.toBase58(), tokenAccount: null });
    const before = await chain.getBalance(wallet.publicKey);
    expect((await submit(built, wallet)).status).toBe('confirmed');
    expect(BigInt(await chain.getBalance(recipient))).toBe(BigInt(built.expectedOutput.outputAmount));
    expect(await chain.getBalance(wallet.publicKey)).toBe(before - built.expectedOutput.fee);
    expect(await tokenBalance(wallet.publicKey, USDC.mint)).toBe(50_000_000n);
  });

  it('a swap-and-send that fails on chain moves nothing: no recipient account, no tokens, only the fee', async () => {
    const wallet = fundedWallet(2);
    h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 100_000_000n);
    const recipient = Keypair.generate().publicKey;
    const built = await build(wallet, swapAndSend(ref('USDC'), ref('JUP'), '60', 'input', recipient.toBase58()));
    // Between build and submit the wallet spends 50 of its USDC: the swap's 60 no longer fits.
    const sink = Keypair.generate().publicKey;
    const usdcMint = new PublicKey(USDC.mint);
    const sinkAta = getAssociatedTokenAddressSync(usdcMint, sink);
    await sendAndConfirmTransaction(chain, new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, sinkAta, sink, usdcMint),
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(usdcMint, wallet.publicKey), usdcMint, sinkAta, wallet.publicKey, 50_000_000n, 6),
    ), [wallet], { commitment: 'confirmed' });
    const before = await chain.getBalance(wallet.publicKey);

    const landed = await submit(built, wallet);
    expect(landed.status).toBe('failed');
    expect(await tokenBalance(wallet.publicKey, USDC.mint)).toBe(50_000_000n);
    expect(await tokenBalance(wallet.publicKey, token('JUP').mint)).toBeNull();
    expect(await tokenBalance(recipient, token('JUP').mint)).toBeNull();
    expect(await chain.getAccountInfo(recipient)).toBeNull();
    // Only the fee left the wallet: the recipient's account creation was rolled back with the swap.
    expect(before - (await chain.getBalance(wallet.publicKey))).toBe(built.expectedOutput.fee);
  });

  it('refuses a recipient that is a mint or a token account of another token, as transfers do', async () => {
    const wallet = fundedWallet(2);
    const asMint = await buildRaw(wallet, swapAndSend(SOL, ref('USDC'), '0.1', 'input', token('BONK').mint));
    expect(asMint.status, asMint.text).toBe(400);
    expect(asMint.body.error).toMatchObject({ code: 'validation_error', details: { field: 'recipient', reason: 'recipient_is_mint' } });
    const holder = Keypair.generate().publicKey;
    const { tokenAccount } = h.cluster!.faucet.mintTo(holder.toBase58(), token('BONK').mint, 1n);
    const asAccount = await buildRaw(wallet, swapAndSend(SOL, ref('USDC'), '0.1', 'input', tokenAccount));
    expect(asAccount.status, asAccount.text).toBe(400);
    expect(asAccount.body.error).toMatchObject({ code: 'validation_error', details: { field: 'recipient', reason: 'token_account_of_other_mint' } });
  });
});

describe('liquid staking', () => {
  it('stake 2 SOL with Jito, then unstake all JitoSOL: JitoSOL up, then down, by expectedOutput', async () => {
    const wallet = fundedWallet(5);
    const staked = await build(wallet, { type: 'stake', params: { amount: { value: '2', unit: 'token' }, validator: null, liquidToken: ref('JitoSOL') } });
    expect(staked.expectedOutput).toMatchObject({ outputToken: { symbol: 'JitoSOL' }, breakdown: { inputAmount: '2000000000', venue: 'localnet-rfq' } });
    expect(staked.expectedOutput.breakdown.notes[0]).toMatch(/Liquid staking: SOL is swapped for JitoSOL/);
    expect((await submit(staked, wallet)).status).toBe('confirmed');
    const held = await tokenBalance(wallet.publicKey, JITOSOL.mint);
    expect(held).toBe(BigInt(staked.expectedOutput.outputAmount));

    const before = await chain.getBalance(wallet.publicKey);
    const unstaked = await build(wallet, { type: 'unstake', params: { amount: { value: null, unit: 'all' }, stakeAccount: null, liquidToken: ref('JitoSOL') } });
    expect(unstaked.expectedOutput).toMatchObject({ outputToken: { symbol: 'SOL' }, breakdown: { inputToken: { symbol: 'JitoSOL' }, inputAmount: String(held) } });
    expect((await submit(unstaked, wallet)).status).toBe('confirmed');
    expect(await tokenBalance(wallet.publicKey, JITOSOL.mint)).toBe(0n);
    expect(BigInt(await chain.getBalance(wallet.publicKey))).toBe(BigInt(before) + BigInt(unstaked.expectedOutput.outputAmount) - BigInt(unstaked.expectedOutput.fee));
  });

  it('native staking is unchanged: liquidToken null builds a stake account', async () => {
    const wallet = fundedWallet(5);
    const built = await build(wallet, { type: 'stake', params: { amount: { value: '2', unit: 'token' }, validator: null, liquidToken: null } });
    expect(built.expectedOutput.breakdown.stakeAccount).toEqual(expect.any(String));
    expect(built.expectedOutput.breakdown.venue).toBeUndefined();
  });
});

describe('close_accounts', () => {
  it('closes the 5 empty accounts (SPL and Token-2022), returns their rent, leaves the funded one; then nothing to close is 422', async () => {
    const wallet = fundedWallet(2);
    const empty = ['USDC', 'BONK', 'JUP', 'PYUSD', 'FEE'].map(token);
    const tx = new Transaction();
    for (const t of empty) {
      const mint = new PublicKey(t.mint);
      const program = new PublicKey(t.tokenProgram);
      tx.add(createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, getAssociatedTokenAddressSync(mint, wallet.publicKey, false, program), wallet.publicKey, mint, program));
    }
    await sendAndConfirmTransaction(chain, tx, [wallet], { commitment: 'confirmed' });
    const funded = h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), JITOSOL.mint, 1_000_000n);
    const addresses = empty.map((t) => getAssociatedTokenAddressSync(new PublicKey(t.mint), wallet.publicKey, false, new PublicKey(t.tokenProgram)));
    const rents = await Promise.all(addresses.map(async (a) => BigInt((await chain.getAccountInfo(a))!.lamports)));
    const total = rents.reduce((a, b) => a + b, 0n);

    const built = await build(wallet, { type: 'close_accounts', params: { tokens: null } });
    const { breakdown } = built.expectedOutput;
    expect(built.expectedOutput).toMatchObject({ outputAmount: String(total), outputToken: { symbol: 'SOL' } });
    expect(breakdown).toMatchObject({ remainingAccounts: 0, lamportsReclaimed: String(total) });
    expect(breakdown.closedAccounts.map((c: any) => c.address).sort()).toEqual(addresses.map((a) => a.toBase58()).sort());
    expect(breakdown.closedAccounts.filter((c: any) => c.tokenProgram === 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')).toHaveLength(2);
    expect(breakdown.notes.join(' ')).toMatch(/Left alone: 1 account holding a balance/);

    const before = await chain.getBalance(wallet.publicKey);
    const landed = await submit(built, wallet);
    expect(landed.status).toBe('confirmed');
    // The wallet's indexed history types it as a rent reclaim.
    const indexed = await eventually(
      () => h.orm.em.fork().findOne(WalletTransaction, { network: 'devnet', walletAddress: wallet.publicKey.toBase58(), signature: landed.signature }),
      (row) => row !== null, 30_000, 200);
    expect(indexed!.type).toBe('close_accounts');
    for (const a of addresses) expect(await chain.getAccountInfo(a)).toBeNull();
    expect(BigInt(await chain.getBalance(wallet.publicKey))).toBe(BigInt(before) + total - BigInt(built.expectedOutput.fee));
    expect(await tokenBalance(wallet.publicKey, JITOSOL.mint)).toBe(1_000_000n);
    expect(await chain.getAccountInfo(new PublicKey(funded.tokenAccount))).not.toBeNull();

    const nothing = await buildRaw(wallet, { type: 'close_accounts', params: { tokens: null } });
    expect(nothing.status, nothing.text).toBe(422);
    expect(nothing.body.error).toMatchObject({ code: 'nothing_to_do', details: { reason: 'no_empty_accounts', skipped: { balance: 1 } } });
  });

  it('"close my empty token accounts" through the parser: parsed, built, submitted, the account closed', async () => {
    const wallet = fundedWallet(1);
    const mint = new PublicKey(USDC.mint);
    const ata = getAssociatedTokenAddressSync(mint, wallet.publicKey);
    await sendAndConfirmTransaction(chain, new Transaction().add(createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, ata, wallet.publicKey, mint)), [wallet], { commitment: 'confirmed' });
    const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: wallet.publicKey.toBase58(), command: 'close my empty token accounts' } });
    expect(intent.status, intent.text).toBe(201);
    expect(intent.body.data).toMatchObject({ type: 'close_accounts', params: { tokens: null } });
    const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() } });
    expect(built.status, built.text).toBe(200);
    expect(built.body.data.expectedOutput.breakdown.closedAccounts.map((c: any) => c.address)).toEqual([ata.toBase58()]);
    expect((await submit(built.body.data, wallet)).status).toBe('confirmed');
    expect(await chain.getAccountInfo(ata)).toBeNull();
  });

  it('never closes an empty Token-2022 account holding withheld transfer fees', async () => {
    const wallet = fundedWallet(2);
    const sender = fundedWallet(1);
    const fee = token('FEE');
    const mint = new PublicKey(fee.mint);
    const program = new PublicKey(fee.tokenProgram);
    const walletFee = getAssociatedTokenAddressSync(mint, wallet.publicKey, false, program);
    const senderFee = getAssociatedTokenAddressSync(mint, sender.publicKey, false, program);
    h.cluster!.faucet.mintTo(sender.publicKey.toBase58(), fee.mint, 100_000_000n);
    // 100 FEE arrive with 1% withheld in the wallet's account; the wallet sends on all it holds.
    await sendAndConfirmTransaction(chain, new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, walletFee, wallet.publicKey, mint, program),
      createTransferCheckedInstruction(senderFee, mint, walletFee, sender.publicKey, 100_000_000n, fee.decimals, [], program),
    ), [sender], { commitment: 'confirmed' });
    const held = await tokenBalance(wallet.publicKey, fee.mint, fee.tokenProgram);
    expect(held).toBe(99_000_000n);
    await sendAndConfirmTransaction(chain, new Transaction().add(
      createTransferCheckedInstruction(walletFee, mint, senderFee, wallet.publicKey, held!, fee.decimals, [], program),
    ), [wallet], { commitment: 'confirmed' });
    expect(await tokenBalance(wallet.publicKey, fee.mint, fee.tokenProgram)).toBe(0n);

    const nothing = await buildRaw(wallet, { type: 'close_accounts', params: { tokens: null } });
    expect(nothing.status, nothing.text).toBe(422);
    expect(nothing.body.error).toMatchObject({ code: 'nothing_to_do', details: { reason: 'no_empty_accounts', skipped: { withheld_fees: 1 } } });
    expect(nothing.body.error.message).toMatch(/withheld transfer fees/);
  });

  it('tokens limits it to those mints, and as many as fit in one transaction are closed, the rest counted', async () => {
    const wallet = fundedWallet(5);
    const bonk = new PublicKey(token('BONK').mint);
    await sendAndConfirmTransaction(chain, new Transaction().add(createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, getAssociatedTokenAddressSync(bonk, wallet.publicKey), wallet.publicKey, bonk)), [wallet], { commitment: 'confirmed' });
    // 35 more empty USDC accounts (not associated ones: a wallet may hold several of one mint): more than one transaction holds.
    const usdc = new PublicKey(USDC.mint);
    const rent = await chain.getMinimumBalanceForRentExemption(ACCOUNT_SIZE);
    for (let i = 0; i < 7; i++) {
      const accounts = Array.from({ length: 5 }, () => Keypair.generate());
      const tx = new Transaction();
      for (const a of accounts) {
        tx.add(SystemProgram.createAccount({ fromPubkey: wallet.publicKey, newAccountPubkey: a.publicKey, lamports: rent, space: ACCOUNT_SIZE, programId: TOKEN_PROGRAM_ID }), createInitializeAccount3Instruction(a.publicKey, usdc, wallet.publicKey));
      }
      await sendAndConfirmTransaction(chain, tx, [wallet, ...accounts], { commitment: 'confirmed' });
    }
    const total = 36;
    const only = await build(wallet, { type: 'close_accounts', params: { tokens: [ref('BONK')] } });
    expect(only.expectedOutput.breakdown.closedAccounts.map((c: any) => c.symbol)).toEqual(['BONK']);
    expect(only.expectedOutput.breakdown.remainingAccounts).toBe(0);

    const all = await build(wallet, { type: 'close_accounts', params: { tokens: null } });
    const { closedAccounts, remainingAccounts } = all.expectedOutput.breakdown;
    expect(closedAccounts.length + remainingAccounts).toBe(total);
    expect(remainingAccounts).toBeGreaterThan(0);
    // The size decides: the transaction fits the packet limit, with every close it could hold.
    expect(Buffer.from(all.transaction, 'base64').length).toBeLessThanOrEqual(1232);
    expect(Buffer.from(all.transaction, 'base64').length).toBeGreaterThan(1232 - 45);
    expect((await submit(all, wallet)).status).toBe('confirmed');
    const again = await build(wallet, { type: 'close_accounts', params: { tokens: null } });
    expect(again.expectedOutput.breakdown.closedAccounts.length).toBe(remainingAccounts);
  });
});
