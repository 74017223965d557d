import { Keypair, LAMPORTS_PER_SOL, MessageV0, PublicKey, SystemProgram, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import {
  AccountLayout,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { address, getTransactionDecoder, lamports } from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JupiterSwapClient, toTransactionInstruction, type JupiterSwapInstructions } from '../../shared/swap/jupiter-swap-client.js';
import { startJupiterStub, STUB_POOL, type JupiterStub } from '../stubs/jupiter-stub.js';

// Proves the stub's swap-instructions really execute, with the balance changes its doc promises,
// so transaction-builder tests can rely on them.

const SOL = 'So11111111111111111111111111111111111111112';
const FEE_PER_SIGNATURE = 5000n;

let svm: LiteSVM;
let stub: JupiterStub;
let client: JupiterSwapClient;
const admin = Keypair.generate();
const user = Keypair.generate();
const mint = Keypair.generate();

/** Signs and runs web3.js instructions on LiteSVM (which takes @solana/kit transactions). */
function send(instructions: TransactionInstruction[], payer: Keypair, ...signers: Keypair[]): void {
  const message = MessageV0.compile({ payerKey: payer.publicKey, instructions, recentBlockhash: svm.latestBlockhash() });
  const tx = new VersionedTransaction(message);
  tx.sign([payer, ...signers]);
  const result = svm.sendTransaction(getTransactionDecoder().decode(tx.serialize()));
  if (result instanceof FailedTransactionMetadata) throw new Error(`transaction failed: ${result.err()} ${result.meta().logs().join('\n')}`);
}

function lamportsOf(key: PublicKey): bigint {
  return svm.getBalance(address(key.toBase58())) ?? 0n;
}

function tokensOf(owner: PublicKey): bigint {
  const account = svm.getAccount(address(getAssociatedTokenAddressSync(mint.publicKey, owner).toBase58()));
  return account.exists ? AccountLayout.decode(account.data).amount : 0n;
}

/** The instructions in the documented order: compute budget, setup, other, swap, cleanup. */
function ordered(ixs: JupiterSwapInstructions): TransactionInstruction[] {
  return [...ixs.computeBudgetInstructions, ...ixs.setupInstructions, ...ixs.otherInstructions, ixs.swapInstruction, ...(ixs.cleanupInstruction ? [ixs.cleanupInstruction] : [])].map(toTransactionInstruction);
}

beforeEach(async () => {
  svm = new LiteSVM();
  for (const key of [admin.publicKey, user.publicKey, STUB_POOL.publicKey]) svm.airdrop(address(key.toBase58()), lamports(10n * BigInt(LAMPORTS_PER_SOL)));
  // A 6-decimal test mint; the pool holds 1,000 of it and the user 100.
  send(
    [
      SystemProgram.createAccount({ fromPubkey: admin.publicKey, newAccountPubkey: mint.publicKey, space: MINT_SIZE, lamports: Number(svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))), programId: TOKEN_PROGRAM_ID }),
      createInitializeMint2Instruction(mint.publicKey, 6, admin.publicKey, null),
      ...[STUB_POOL.publicKey, user.publicKey].map((owner) => createAssociatedTokenAccountIdempotentInstruction(admin.publicKey, getAssociatedTokenAddressSync(mint.publicKey, owner), owner, mint.publicKey)),
      createMintToInstruction(mint.publicKey, getAssociatedTokenAddressSync(mint.publicKey, STUB_POOL.publicKey), admin.publicKey, 1_000_000_000n),
      createMintToInstruction(mint.publicKey, getAssociatedTokenAddressSync(mint.publicKey, user.publicKey), admin.publicKey, 100_000_000n),
    ],
    admin,
    mint,
  );
  stub = await startJupiterStub({ tokens: { [SOL]: { price: 150 }, [mint.publicKey.toBase58()]: { price: 1, decimals: 6, symbol: 'TUSD' } }, swap: { deliverOutput: true } });
  client = new JupiterSwapClient({ baseUrl: stub.url, timeoutMs: 2000 });
});

afterEach(async () => {
  await stub.close();
});

describe('the Jupiter stub swap instructions on a local cluster', () => {
  it('SOL → token: the user pays inAmount lamports and fees, and receives outAmount tokens', async () => {
    const quote = await client.quote({ inputMint: SOL, outputMint: mint.publicKey.toBase58(), amount: '100000000', swapMode: 'ExactIn', slippageBps: 50 });
    expect(quote.outAmount).toBe('15000000'); // 0.1 SOL at $150 = 15 TUSD
    const ixs = await client.swapInstructions({ quoteResponse: quote, userPublicKey: user.publicKey.toBase58() });
    const before = { user: lamportsOf(user.publicKey), pool: lamportsOf(STUB_POOL.publicKey), userTokens: tokensOf(user.publicKey), poolTokens: tokensOf(STUB_POOL.publicKey) };

    send(ordered(ixs), user, STUB_POOL);

    // Two signatures (user and pool, for the output leg); the user's token account already existed, so no rent.
    expect(before.user - lamportsOf(user.publicKey)).toBe(100_000_000n + 2n * FEE_PER_SIGNATURE);
    expect(lamportsOf(STUB_POOL.publicKey) - before.pool).toBe(100_000_000n);
    expect(tokensOf(user.publicKey) - before.userTokens).toBe(15_000_000n);
    expect(before.poolTokens - tokensOf(STUB_POOL.publicKey)).toBe(15_000_000n);
  });

  it('token → SOL: the user pays inAmount tokens and fees, and receives outAmount lamports', async () => {
    const quote = await client.quote({ inputMint: mint.publicKey.toBase58(), outputMint: SOL, amount: '30000000', swapMode: 'ExactIn', slippageBps: 50 });
    expect(quote.outAmount).toBe('200000000'); // 30 TUSD = 0.2 SOL
    const ixs = await client.swapInstructions({ quoteResponse: quote, userPublicKey: user.publicKey.toBase58() });
    const before = { user: lamportsOf(user.publicKey), userTokens: tokensOf(user.publicKey), poolTokens: tokensOf(STUB_POOL.publicKey) };

    send(ordered(ixs), user, STUB_POOL);

    expect(lamportsOf(user.publicKey) - before.user).toBe(200_000_000n - 2n * FEE_PER_SIGNATURE);
    expect(before.userTokens - tokensOf(user.publicKey)).toBe(30_000_000n);
    expect(tokensOf(STUB_POOL.publicKey) - before.poolTokens).toBe(30_000_000n);
  });

  it('without deliverOutput only the input leg runs, signed by the user alone; the new output account costs its rent', async () => {
    stub.options.swap.deliverOutput = false;
    const fresh = Keypair.generate();
    svm.airdrop(address(fresh.publicKey.toBase58()), lamports(BigInt(LAMPORTS_PER_SOL)));
    const quote = await client.quote({ inputMint: SOL, outputMint: mint.publicKey.toBase58(), amount: '1000000', swapMode: 'ExactIn', slippageBps: 50 });
    const ixs = await client.swapInstructions({ quoteResponse: quote, userPublicKey: fresh.publicKey.toBase58() });
    expect(ixs.cleanupInstruction).toBeNull();
    const before = lamportsOf(fresh.publicKey);

    send(ordered(ixs), fresh);

    const rent = svm.minimumBalanceForRentExemption(BigInt(AccountLayout.span));
    expect(before - lamportsOf(fresh.publicKey)).toBe(1_000_000n + FEE_PER_SIGNATURE + rent);
    expect(tokensOf(fresh.publicKey)).toBe(0n);
  });
});
