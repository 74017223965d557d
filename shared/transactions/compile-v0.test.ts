import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { compileV0Message } from './compile-v0.js';

/** A small deterministic generator (mulberry32): the same cases every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const web3 = (payer: PublicKey, blockhash: string, ixs: TransactionInstruction[]) =>
  Buffer.from(new VersionedTransaction(new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions: ixs }).compileToV0Message([])).serialize());
const ours = (payer: PublicKey, blockhash: string, ixs: TransactionInstruction[]) =>
  Buffer.from(new VersionedTransaction(compileV0Message(payer, blockhash, ixs)).serialize());

describe('compileV0Message', () => {
  it('compiles the same bytes as web3.js for 2,000 random instruction lists (keys shared across instructions, programs as accounts, the payer among the accounts, signers and writables mixed)', () => {
    const next = random(20261126);
    const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!;
    const pool = [...Array.from({ length: 8 }, () => Keypair.generate().publicKey), SystemProgram.programId, ComputeBudgetProgram.programId];
    for (let n = 0; n < 2000; n++) {
      const payer = pick(pool);
      const blockhash = Keypair.generate().publicKey.toBase58();
      const ixs = Array.from({ length: 1 + Math.floor(next() * 6) }, () => new TransactionInstruction({
        // A copy half the time: the same key as another object must still be one key.
        programId: next() < 0.5 ? pick(pool) : new PublicKey(pick(pool).toBytes()),
        keys: Array.from({ length: Math.floor(next() * 6) }, () => ({ pubkey: next() < 0.5 ? pick(pool) : new PublicKey(pick(pool).toBytes()), isSigner: next() < 0.3, isWritable: next() < 0.5 })),
        data: Buffer.from(Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 256))),
      }));
      expect(ours(payer, blockhash, ixs).equals(web3(payer, blockhash, ixs)), `case ${n}`).toBe(true);
    }
  });

  it('a SOL transfer with compute budget and memo: same bytes, header and key order as web3.js', () => {
    const payer = Keypair.generate().publicKey;
    const to = Keypair.generate().publicKey;
    const memo = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
    const blockhash = Keypair.generate().publicKey.toBase58();
    const ixs = [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 }), ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }),
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: 1_000n }),
      new TransactionInstruction({ programId: memo, keys: [], data: Buffer.from('nonce') }),
    ];
    const message = compileV0Message(payer, blockhash, ixs);
    const reference = new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions: ixs }).compileToV0Message([]);
    expect(message.header).toEqual(reference.header);
    expect(message.staticAccountKeys.map((k) => k.toBase58())).toEqual(reference.staticAccountKeys.map((k) => k.toBase58()));
    expect(message.staticAccountKeys[0]!.equals(payer)).toBe(true);
    expect(ours(payer, blockhash, ixs).equals(web3(payer, blockhash, ixs))).toBe(true);
  });
});
