/**
 * Issue 23: priorityLevel on POST /v1/transactions/build. On a local cluster whose recent blocks
 * carry prioritization fees on the recipient, the levels are monotonic (min ≤ low ≤ medium ≤
 * high ≤ veryHigh), each the percentile Helius names, and PRIORITY_FEE_MAX_MICROLAMPORTS caps them.
 */
import { ComputeBudgetProgram, Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';

const CEILING = 140_000;
let h: Harness;
let key: TestKey;

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { PRIORITY_FEE_MAX_MICROLAMPORTS: String(CEILING) } });
  key = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('priorityLevel', () => {
  it('is monotonic over the recent fees of the writable accounts, names the level and the micro-lamports, and the ceiling holds', async () => {
    const connection = new Connection(h.cluster!.url, 'confirmed');
    const payer = Keypair.generate();
    h.cluster!.faucet.airdrop(payer.publicKey.toBase58(), 100n * BigInt(LAMPORTS_PER_SOL));
    const recipient = Keypair.generate().publicKey;
    // Every recent block carries one transaction write-locking the recipient, paying 1,000 to
    // 160,000 micro-lamports per unit (one price per block, in a shuffled order).
    const prices = Array.from({ length: 160 }, (_, i) => (i + 1) * 1_000).sort(() => Math.random() - 0.5);
    for (const microLamports of prices) {
      const { blockhash } = await connection.getLatestBlockhash();
      const message = new TransactionMessage({
        payerKey: payer.publicKey, recentBlockhash: blockhash,
        instructions: [ComputeBudgetProgram.setComputeUnitPrice({ microLamports }), SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1_000_000 + microLamports })],
      }).compileToV0Message();
      const tx = new VersionedTransaction(message);
      tx.sign([payer]);
      await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
      h.cluster!.advanceSlots(1);
    }

    const wallet = Keypair.generate();
    h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 10n * BigInt(LAMPORTS_PER_SOL));
    const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: wallet.publicKey.toBase58(), command: `send 0.1 SOL to ${recipient.toBase58()}` } });
    expect(intent.status, intent.text).toBe(201);
    const priceOf = async (priorityLevel?: string) => {
      const res = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58(), ...(priorityLevel ? { priorityLevel } : {}) } });
      expect(res.status, res.text).toBe(200);
      const { breakdown } = res.body.data.expectedOutput;
      expect(breakdown.priorityLevel).toBe(priorityLevel ?? 'default');
      // The transaction pays what the breakdown names.
      const tx = VersionedTransaction.deserialize(Buffer.from(res.body.data.transaction, 'base64'));
      const setPrice = tx.message.compiledInstructions.find((ix) => tx.message.staticAccountKeys[ix.programIdIndex].equals(ComputeBudgetProgram.programId) && ix.data[0] === 3)!;
      expect(Number(Buffer.from(setPrice.data).readBigUInt64LE(1))).toBe(breakdown.computeUnitPrice);
      return breakdown.computeUnitPrice as number;
    };
    const levels = ['min', 'low', 'medium', 'high', 'veryHigh'];
    const paid: number[] = [];
    for (const level of levels) paid.push(await priceOf(level));
    for (let i = 1; i < paid.length; i++) expect(paid[i], `${levels[i]} ≥ ${levels[i - 1]}: ${paid}`).toBeGreaterThanOrEqual(paid[i - 1]);
    expect(paid[0]).toBeLessThan(paid[3]);
    // The 95th percentile of the recent fees is above the ceiling: capped.
    expect(paid[4]).toBe(CEILING);
    expect(paid.every((p) => p <= CEILING)).toBe(true);
    // No level: PRIORITY_FEE_PERCENTILE (75), the same as high.
    expect(await priceOf()).toBe(paid[3]);
  }, 120_000);
});
