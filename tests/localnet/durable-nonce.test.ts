import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  NONCE_ACCOUNT_LENGTH,
  NonceAccount,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { fundedKeypair, rpcRequest } from './cluster-helpers.js';

/**
 * Durable nonces as a validator treats them: a transaction whose first instruction is
 * AdvanceNonceAccount and whose recent blockhash is the nonce's stored value lands whenever it
 * is sent while the nonce holds that value, however old, and advancing the nonce kills every
 * other transaction signed against it (issue #41: orders that fill with no one online).
 */
describe('local cluster: durable nonces', () => {
  let cluster: LocalCluster;
  let connection: Connection;

  beforeAll(async () => {
    // Slots move only when a test advances them, so "long after" is exact.
    cluster = await startLocalCluster({ port: 0, slotMs: 3_600_000, universe: false });
    connection = new Connection(cluster.url, 'confirmed');
  });

  afterAll(async () => {
    await cluster.close();
  });

  /**
   * Send and confirm with the latest blockhash read now: the tests move the chain 150+ blocks at
   * a time, past the blockhash web3.js caches for sendAndConfirmTransaction.
   */
  async function send(instructions: TransactionInstruction[], signers: Keypair[]): Promise<string> {
    const latest = await connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: signers[0].publicKey, ...latest }).add(...instructions);
    tx.sign(...signers);
    const signature = await connection.sendRawTransaction(tx.serialize());
    const { value } = await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
    if (value.err) throw new Error(`transaction failed: ${JSON.stringify(value.err)}`);
    return signature;
  }

  async function nonceAccountOf(wallet: Keypair): Promise<PublicKey> {
    const nonce = Keypair.generate();
    const rent = await connection.getMinimumBalanceForRentExemption(NONCE_ACCOUNT_LENGTH);
    const create = SystemProgram.createNonceAccount({ fromPubkey: wallet.publicKey, noncePubkey: nonce.publicKey, authorizedPubkey: wallet.publicKey, lamports: rent });
    await send(create.instructions, [wallet, nonce]);
    return nonce.publicKey;
  }

  async function storedNonce(address: PublicKey): Promise<NonceAccount> {
    const info = await connection.getAccountInfo(address);
    return NonceAccount.fromAccountData(info!.data);
  }

  /** A transfer signed once against the nonce's current value, to send later. */
  async function nonceTransfer(wallet: Keypair, nonce: PublicKey, to: PublicKey, lamports: number, options: { advanceFirst?: boolean; authority?: Keypair } = {}): Promise<Buffer> {
    const authority = options.authority ?? wallet;
    const { nonce: value } = await storedNonce(nonce);
    const advance = SystemProgram.nonceAdvance({ noncePubkey: nonce, authorizedPubkey: authority.publicKey });
    const pay = SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: to, lamports });
    const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: value });
    if (options.advanceFirst === false) tx.add(pay, advance);
    else tx.add(advance, pay);
    tx.sign(...new Map([wallet, authority].map((k) => [k.publicKey.toBase58(), k])).values());
    return tx.serialize();
  }

  async function expectRefused(wire: Buffer, reason: RegExp): Promise<void> {
    const err = await connection.sendRawTransaction(wire).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(SendTransactionError);
    expect(String((err as Error).message)).toMatch(reason);
  }

  it('lands a transaction on a nonce long after its blockhash would have expired, and advances the nonce', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const nonce = await nonceAccountOf(wallet);
    const before = await storedNonce(nonce);
    expect(before.authorizedPubkey.toBase58()).toBe(wallet.publicKey.toBase58());
    const to = Keypair.generate().publicKey;
    const wire = await nonceTransfer(wallet, nonce, to, LAMPORTS_PER_SOL / 10);

    cluster.advanceSlots(300); // two blockhash lifetimes
    expect((await connection.isBlockhashValid(before.nonce)).value).toBe(false);

    // Preflight (simulation) and fee estimate see it as valid.
    const simulated = await rpcRequest(connection, 'simulateTransaction', [wire.toString('base64'), { encoding: 'base64' }]);
    expect(simulated.result.value.err).toBeNull();
    const signature = await connection.sendRawTransaction(wire);
    const status = (await connection.getSignatureStatus(signature)).value;
    expect(status?.err).toBeNull();
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10);
    const after = await storedNonce(nonce);
    expect(after.nonce).not.toBe(before.nonce);
    expect(after.authorizedPubkey.toBase58()).toBe(wallet.publicKey.toBase58());
  });

  it('refuses a second transaction signed against the same nonce value', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const nonce = await nonceAccountOf(wallet);
    const to = Keypair.generate().publicKey;
    // Two versions of one fill (a fee ladder): both signed against the same nonce value.
    const first = await nonceTransfer(wallet, nonce, to, 1_000_000);
    const second = await nonceTransfer(wallet, nonce, to, 2_000_000);
    cluster.advanceSlots(200);
    await connection.sendRawTransaction(first);
    await expectRefused(second, /BlockhashNotFound|blockhash not found/i);
    // Sent without preflight it is accepted and never executed.
    const skipped = await connection.sendRawTransaction(second, { skipPreflight: true });
    cluster.advanceSlots(1);
    expect((await connection.getSignatureStatus(skipped)).value).toBeNull();
    expect(await connection.getBalance(to)).toBe(1_000_000);
  });

  it('refuses a stored transaction after the wallet advanced the nonce itself', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const nonce = await nonceAccountOf(wallet);
    const to = Keypair.generate().publicKey;
    const stored = await nonceTransfer(wallet, nonce, to, 1_000_000);
    cluster.advanceSlots(2);
    // The wallet kills every copy: its own AdvanceNonceAccount, with a fresh blockhash.
    await send([SystemProgram.nonceAdvance({ noncePubkey: nonce, authorizedPubkey: wallet.publicKey })], [wallet]);
    await expectRefused(stored, /BlockhashNotFound|blockhash not found/i);
    expect(await connection.getBalance(to)).toBe(0);
  });

  it('does not take a stale blockhash as a nonce unless AdvanceNonceAccount comes first and its authority signed', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const nonce = await nonceAccountOf(wallet);
    const to = Keypair.generate().publicKey;
    const late = await nonceTransfer(wallet, nonce, to, 1_000_000, { advanceFirst: false });
    cluster.advanceSlots(200);
    await expectRefused(late, /BlockhashNotFound|blockhash not found/i);

    // Another key names itself authority of the wallet's nonce: refused, not executed.
    const stranger = await fundedKeypair(connection, 1);
    const { nonce: value } = await storedNonce(nonce);
    const forged = new Transaction({ feePayer: stranger.publicKey, recentBlockhash: value }).add(
      SystemProgram.nonceAdvance({ noncePubkey: nonce, authorizedPubkey: stranger.publicKey }),
      SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: to, lamports: 1_000_000 }),
    );
    forged.sign(stranger);
    await expectRefused(forged.serialize(), /BlockhashNotFound|blockhash not found/i);
    expect(await connection.getBalance(to)).toBe(0);
    expect((await storedNonce(nonce)).nonce).toBe(value);
  });

  it('advances the nonce of a nonce transaction that fails, as a validator does: no copy can land after it', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const nonce = await nonceAccountOf(wallet);
    const before = await storedNonce(nonce);
    const to = Keypair.generate().publicKey;
    const tooMuch = await nonceTransfer(wallet, nonce, to, 5 * LAMPORTS_PER_SOL);
    const fits = await nonceTransfer(wallet, nonce, to, 1_000_000);
    cluster.advanceSlots(200);
    const signature = await connection.sendRawTransaction(tooMuch, { skipPreflight: true });
    const status = (await connection.getSignatureStatus(signature)).value;
    expect(status?.err).not.toBeNull();
    expect((await storedNonce(nonce)).nonce).not.toBe(before.nonce);
    await expectRefused(fits, /BlockhashNotFound|blockhash not found/i);
    expect(await connection.getBalance(to)).toBe(0);
  });

  it('prices a nonce transaction while its nonce holds, and not after', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const nonce = await nonceAccountOf(wallet);
    const wire = await nonceTransfer(wallet, nonce, Keypair.generate().publicKey, 1_000_000);
    cluster.advanceSlots(200);
    const message = Transaction.from(wire).compileMessage();
    expect((await connection.getFeeForMessage(message)).value).toBe(5_000);
    await connection.sendRawTransaction(wire);
    expect((await connection.getFeeForMessage(message)).value).toBeNull();
  });
});
