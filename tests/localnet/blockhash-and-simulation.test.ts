import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionExpiredBlockheightExceededError,
  SYSVAR_CLOCK_PUBKEY,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { fundedKeypair, rpcRequest } from './cluster-helpers.js';

describe('local cluster: blockhashes and simulation', () => {
  let cluster: LocalCluster;
  let connection: Connection;

  beforeAll(async () => {
    // Slots move only when a test advances them, so expiry is exact.
    cluster = await startLocalCluster({ port: 0, slotMs: 3_600_000 });
    connection = new Connection(cluster.url, 'confirmed');
  });

  afterAll(async () => {
    await cluster.close();
  });

  function transfer(from: Keypair, lamports: number, recentBlockhash: string): Transaction {
    const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports }));
    tx.sign(from);
    return tx;
  }

  it('advances slot, block height and blockhash together, valid for 150 blocks', async () => {
    const before = await connection.getLatestBlockhash();
    const height = await connection.getBlockHeight();
    expect(before.lastValidBlockHeight).toBe(height + 150);
    const slot = await connection.getSlot();
    cluster.advanceSlots(1);
    expect(await connection.getSlot()).toBe(slot + 1);
    expect(await connection.getBlockHeight()).toBe(height + 1);
    const after = await connection.getLatestBlockhash();
    expect(after.blockhash).not.toBe(before.blockhash);
    expect(after.lastValidBlockHeight).toBe(before.lastValidBlockHeight + 1);
    expect((await connection.isBlockhashValid(before.blockhash)).value).toBe(true);
    const epoch = await connection.getEpochInfo();
    expect(epoch).toMatchObject({ absoluteSlot: slot + 1, blockHeight: height + 1, slotsInEpoch: 432_000 });

    // Programs see the same slot, epoch and a wall-clock timestamp in the Clock sysvar.
    const clock = (await connection.getAccountInfo(SYSVAR_CLOCK_PUBKEY))!.data;
    expect(clock.readBigUInt64LE(0)).toBe(BigInt(slot + 1));
    expect(clock.readBigUInt64LE(16)).toBe(BigInt(epoch.epoch));
    expect(Number(clock.readBigInt64LE(32))).toBeGreaterThan(1_700_000_000);
  });

  it('accepts base58 transactions, the RPC default encoding', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = transfer(wallet, 1_000_000, blockhash);
    const { result } = await rpcRequest(connection, 'sendTransaction', [bs58.encode(tx.serialize())]);
    expect(result).toBe(bs58.encode(tx.signature!));
    expect((await connection.getSignatureStatuses([result])).value[0]?.err).toBeNull();
  });

  it('rejects a transaction whose blockhash is older than 150 blocks with "Blockhash not found"', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const { blockhash } = await connection.getLatestBlockhash();
    const stale = transfer(wallet, 1_000_000, blockhash);
    cluster.advanceSlots(151);
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false);

    const error = await connection.sendRawTransaction(stale.serialize()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as SendTransactionError).transactionError.message).toBe('Transaction simulation failed: Blockhash not found');
    const raw = await rpcRequest(connection, 'sendTransaction', [stale.serialize().toString('base64'), { encoding: 'base64' }]);
    expect(raw.error).toMatchObject({ code: -32002, data: { err: 'BlockhashNotFound', logs: [] } });
    expect(await connection.getBalance(wallet.publicKey)).toBe(LAMPORTS_PER_SOL);
  });

  it('accepts a stale transaction without preflight, never lands it, and confirmTransaction reports it expired', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const stale = transfer(wallet, 1_000_000, blockhash);
    cluster.advanceSlots(151);
    const signature = await connection.sendRawTransaction(stale.serialize(), { skipPreflight: true });
    expect((await connection.getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0]).toBeNull();
    await expect(connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')).rejects.toBeInstanceOf(TransactionExpiredBlockheightExceededError);
  });

  it('simulates a transfer beyond the balance: err and logs, nothing committed', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const { blockhash } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: wallet.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5 * LAMPORTS_PER_SOL })],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);

    const { value } = await connection.simulateTransaction(tx, { sigVerify: false });
    expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(value.logs).toContain('Program 11111111111111111111111111111111 failed: custom program error: 0x1');
    expect(value.logs?.some((l) => l.startsWith('Transfer: insufficient lamports'))).toBe(true);
    expect(await connection.getBalance(wallet.publicKey)).toBe(LAMPORTS_PER_SOL);

    tx.sign([wallet]);
    const preflight = await connection.sendTransaction(tx).catch((e: unknown) => e);
    expect(preflight).toBeInstanceOf(SendTransactionError);
    expect((preflight as SendTransactionError).transactionError.message).toBe('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1');
    expect((preflight as SendTransactionError).transactionError.logs?.length).toBeGreaterThan(0);
  });

  it('simulates with replaceRecentBlockhash, reporting units, the new blockhash and requested accounts', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const recipient = Keypair.generate().publicKey;
    const { blockhash: old } = await connection.getLatestBlockhash();
    cluster.advanceSlots(200);
    const message = new TransactionMessage({
      payerKey: wallet.publicKey,
      recentBlockhash: old,
      instructions: [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL / 2 })],
    }).compileToV0Message();

    const expired = await connection.simulateTransaction(new VersionedTransaction(message), { sigVerify: false });
    expect(expired.value.err).toBe('BlockhashNotFound');

    const { value } = await connection.simulateTransaction(new VersionedTransaction(message), {
      replaceRecentBlockhash: true,
      accounts: { encoding: 'base64', addresses: [recipient.toBase58()] },
    });
    const latest = await connection.getLatestBlockhash();
    expect(value.err).toBeNull();
    expect(value.unitsConsumed).toBeGreaterThan(0);
    expect((value as { replacementBlockhash?: unknown }).replacementBlockhash).toEqual(latest);
    expect(value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL / 2);
    expect(await connection.getBalance(recipient)).toBe(0);
  });

  it('refuses a transaction whose signature does not verify with -32003', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const { blockhash } = await connection.getLatestBlockhash();
    const wire = transfer(wallet, 1_000, blockhash).serialize();
    wire[10] ^= 0xff; // inside the signature
    const { error } = await rpcRequest(connection, 'sendTransaction', [wire.toString('base64'), { encoding: 'base64', skipPreflight: true }]);
    expect(error).toMatchObject({ code: -32003, message: 'Transaction signature verification failure' });
  });
});
