/**
 * Issue 42, POST /v1/transactions/explain through HTTP on the local cluster: a transaction that
 * approves an unlimited delegate and hands the wallet's USDC account to another key names both
 * risks and the new holder; bytes that are no transaction are 400; nothing is sent.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { AuthorityType, createApproveInstruction, createCloseAccountInstruction, createSetAuthorityInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const U64_MAX = 2n ** 64n - 1n;

let h: Harness;
let key: TestKey;
let connection: Connection;
let wallet: Keypair;
let usdcAccount: PublicKey;
beforeAll(async () => {
  h = await startHarness({ localnet: true });
  key = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['write:transactions'] });
  connection = new Connection(h.cluster!.url, 'confirmed');
  wallet = Keypair.generate();
  const signature = await connection.requestAirdrop(wallet.publicKey, LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) }, 'confirmed');
  h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 10_000_000n);
  usdcAccount = getAssociatedTokenAddressSync(new PublicKey(USDC.mint), wallet.publicKey);
});
afterAll(async () => {
  await h?.close();
});

async function unsigned(instructions: TransactionInstruction[]): Promise<string> {
  const { blockhash } = await connection.getLatestBlockhash();
  const tx = new VersionedTransaction(new TransactionMessage({ payerKey: wallet.publicKey, recentBlockhash: blockhash, instructions }).compileToV0Message());
  return Buffer.from(tx.serialize()).toString('base64');
}

async function explain(transaction: string) {
  return h.request('/v1/transactions/explain', { method: 'POST', json: { transaction, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(key) });
}

describe('POST /v1/transactions/explain', () => {
  it('an unlimited delegate and the wallet\'s USDC account handed to another key: both risks, the new holder named', async () => {
    const delegate = Keypair.generate().publicKey.toBase58();
    const thief = Keypair.generate().publicKey.toBase58();
    const res = await explain(await unsigned([
      createApproveInstruction(usdcAccount, new PublicKey(delegate), wallet.publicKey, U64_MAX),
      createSetAuthorityInstruction(usdcAccount, wallet.publicKey, AuthorityType.AccountOwner, new PublicKey(thief)),
    ]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.simulation.success).toBe(true);
    expect(data.risks).toContainEqual(expect.objectContaining({ code: 'unlimited_delegate', account: usdcAccount.toBase58(), to: delegate }));
    expect(data.risks).toContainEqual(expect.objectContaining({ code: 'authority_change', account: usdcAccount.toBase58(), to: thief }));
    expect(data.changes.authority).toEqual(expect.arrayContaining([
      { account: usdcAccount.toBase58(), kind: 'owner', from: wallet.publicKey.toBase58(), to: thief, amount: '10000000', mint: USDC.mint },
      { account: usdcAccount.toBase58(), kind: 'delegate', from: null, to: delegate, amount: U64_MAX.toString(), mint: USDC.mint },
    ]));
    // The account is no longer the wallet's: its 10 USDC leave it.
    expect(data.changes.tokens).toEqual([{ mint: USDC.mint, symbol: 'USDC', amount: '-10000000' }]);
    expect(data.changes.summary).toContain(`HANDS its token account ${usdcAccount.toBase58()} to ${thief}`);
    // Nothing was sent: the account is still the wallet's.
    const info = await connection.getParsedAccountInfo(usdcAccount);
    expect((info.value!.data as any).parsed.info.owner).toBe(wallet.publicKey.toBase58());
  });

  it('closing the wallet\'s account to another key and an unknown program are risks too', async () => {
    const other = Keypair.generate();
    h.cluster!.faucet.mintTo(other.publicKey.toBase58(), USDC.mint, 1n);
    const empty = Keypair.generate();
    const airdrop = await connection.requestAirdrop(empty.publicKey, LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature: airdrop, ...(await connection.getLatestBlockhash()) }, 'confirmed');
    const emptyWallet = empty;
    // An empty USDC account of the wallet (created by a mint of 1, then the balance moved away is not needed: close needs zero).
    const bonk = DEVNET_TOKENS.find((t) => t.symbol === 'BONK')!;
    h.cluster!.faucet.mintTo(emptyWallet.publicKey.toBase58(), bonk.mint, 1n);
    const res = await h.request('/v1/transactions/explain', {
      method: 'POST',
      headers: bearer(key),
      json: {
        walletAddress: emptyWallet.publicKey.toBase58(),
        transaction: await (async () => {
          const { blockhash } = await connection.getLatestBlockhash();
          const unknown = new TransactionInstruction({ programId: new PublicKey(h.cluster!.faucetAuthority), keys: [], data: Buffer.alloc(0) });
          const account = getAssociatedTokenAddressSync(new PublicKey(bonk.mint), emptyWallet.publicKey);
          const tx = new VersionedTransaction(new TransactionMessage({ payerKey: emptyWallet.publicKey, recentBlockhash: blockhash, instructions: [createCloseAccountInstruction(account, other.publicKey, emptyWallet.publicKey), unknown] }).compileToV0Message());
          return Buffer.from(tx.serialize()).toString('base64');
        })(),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.risks).toContainEqual(expect.objectContaining({ code: 'closes_to_other', to: other.publicKey.toBase58() }));
    expect(res.body.data.risks).toContainEqual(expect.objectContaining({ code: 'unknown_program', program: h.cluster!.faucetAuthority }));
  });

  it('bytes that are no transaction are 400', async () => {
    for (const transaction of [Buffer.from('hello, world').toString('base64'), 'not base64 at all!', Buffer.alloc(2000, 1).toString('base64')]) {
      const res = await explain(transaction);
      expect(res.status, transaction.slice(0, 20)).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
  });
});
