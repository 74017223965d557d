import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddressLookupTableProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  PublicKey,
  type TransactionSignature,
} from '@solana/web3.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { fundedKeypair, rpcRequest, sendConfirmed } from './cluster-helpers.js';

const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

describe('local cluster: transaction history', () => {
  let cluster: LocalCluster;
  let connection: Connection;

  beforeAll(async () => {
    // Slots move only when a test advances them, so commitment depths are exact.
    cluster = await startLocalCluster({ port: 0, slotMs: 3_600_000 });
    connection = new Connection(cluster.url, 'confirmed');
  });

  afterAll(async () => {
    await cluster.close();
  });

  it('pages getSignaturesForAddress newest first with limit, before and until', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const sent: TransactionSignature[] = [];
    for (let i = 0; i < 4; i++) {
      const memo = new TransactionInstruction({ programId: MEMO_PROGRAM, keys: [{ pubkey: wallet.publicKey, isSigner: true, isWritable: false }], data: Buffer.from(`payment ${i}`) });
      sent.push(await sendConfirmed(connection, [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 }), memo], [wallet]));
    }
    const newestFirst = [...sent].reverse();

    const all = await connection.getSignaturesForAddress(wallet.publicKey);
    // The four transfers, then the airdrop that funded the wallet.
    expect(all.map((s) => s.signature).slice(0, 4)).toEqual(newestFirst);
    expect(all).toHaveLength(5);
    expect(all[0]).toMatchObject({ err: null, memo: '[9] payment 3', confirmationStatus: 'confirmed' });
    expect(typeof all[0].blockTime).toBe('number');
    expect(all[0].slot).toBeGreaterThan(0);

    const firstPage = await connection.getSignaturesForAddress(wallet.publicKey, { limit: 2 });
    expect(firstPage.map((s) => s.signature)).toEqual(newestFirst.slice(0, 2));
    const secondPage = await connection.getSignaturesForAddress(wallet.publicKey, { limit: 2, before: firstPage[1].signature });
    expect(secondPage.map((s) => s.signature)).toEqual(newestFirst.slice(2, 4));
    const untilOldest = await connection.getSignaturesForAddress(wallet.publicKey, { until: sent[0] });
    expect(untilOldest.map((s) => s.signature)).toEqual(newestFirst.slice(0, 3));

    // Finalized (the default commitment of the RPC) needs 32 slots on top of the transaction.
    const finalizedConnection = new Connection(cluster.url, 'finalized');
    const seenFinalized = new Set((await finalizedConnection.getSignaturesForAddress(wallet.publicKey)).map((s) => s.signature));
    expect(sent.some((s) => seenFinalized.has(s))).toBe(false);
    cluster.advanceSlots(32);
    const finalized = await finalizedConnection.getSignaturesForAddress(wallet.publicKey);
    expect(finalized.slice(0, 4).map((s) => s.signature)).toEqual(newestFirst);
    expect(finalized[0].confirmationStatus).toBe('finalized');
  });

  it('lands a failing transaction sent with skipPreflight as failed, with its fee charged', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 50 * LAMPORTS_PER_SOL }),
    );
    tx.sign(wallet);
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });

    const status = (await connection.getSignatureStatuses([signature])).value[0];
    expect(status).toMatchObject({ err: { InstructionError: [0, { Custom: 1 }] }, confirmationStatus: 'confirmed' });
    const landed = await connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(landed?.meta?.fee).toBe(5000);
    expect(landed?.meta?.logMessages?.some((l) => l.includes('insufficient lamports'))).toBe(true);
    expect(await connection.getBalance(wallet.publicKey)).toBe(LAMPORTS_PER_SOL - 5000);
    const listed = await connection.getSignaturesForAddress(wallet.publicKey, { limit: 1 });
    expect(listed[0]).toMatchObject({ signature, err: { InstructionError: [0, { Custom: 1 }] } });
  });

  it('reports statuses with getSignatureStatuses and null for unknown signatures', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const signature = await sendConfirmed(connection, [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 })], [wallet]);
    const { value } = await connection.getSignatureStatuses([signature, '1'.repeat(64)], { searchTransactionHistory: true });
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'confirmed' });
    expect(value[0]!.confirmations).toBeGreaterThanOrEqual(0);
    expect(value[1]).toBeNull();
  });

  it('executes and returns a v0 transaction that loads accounts from an address lookup table', async () => {
    const payer = await fundedKeypair(connection, 2);
    const recipients = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const recentSlot = await connection.getSlot();
    const [createTable, tableAddress] = AddressLookupTableProgram.createLookupTable({ authority: payer.publicKey, payer: payer.publicKey, recentSlot });
    const extendTable = AddressLookupTableProgram.extendLookupTable({ lookupTable: tableAddress, authority: payer.publicKey, payer: payer.publicKey, addresses: recipients });
    await sendConfirmed(connection, [createTable, extendTable], [payer]);
    // Addresses appended to a table are usable from the next slot on.
    cluster.advanceSlots(1);
    const table = (await connection.getAddressLookupTable(tableAddress)).value;
    expect(table?.state.addresses.map((a) => a.toBase58())).toEqual(recipients.map((r) => r.toBase58()));

    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: recipients.map((r) => SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: r, lamports: 2_000_000 })),
    }).compileToV0Message([table!]);
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const signature = await connection.sendTransaction(tx);
    expect((await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')).value.err).toBeNull();

    for (const r of recipients) expect(await connection.getBalance(r)).toBe(2_000_000);
    const landed = await connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(landed?.version).toBe(0);
    expect(landed?.meta?.loadedAddresses?.writable.map((a) => a.toBase58())).toEqual(recipients.map((r) => r.toBase58()));
    expect(landed?.transaction.message.addressTableLookups).toEqual([{ accountKey: tableAddress, writableIndexes: [0, 1], readonlyIndexes: [] }]);
    // Static keys (payer, system program) then the two loaded recipients.
    expect(landed?.meta?.postBalances.slice(-2)).toEqual([2_000_000, 2_000_000]);
    const parsed = await connection.getParsedTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(parsed?.transaction.message.accountKeys.map((k) => k.source)).toEqual(['transaction', 'transaction', 'lookupTable', 'lookupTable']);

    // A client that does not declare v0 support gets the node's -32015.
    const { error } = await rpcRequest(connection, 'getTransaction', [signature, { commitment: 'confirmed' }]);
    expect(error?.code).toBe(-32015);
  });
});
