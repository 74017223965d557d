/**
 * Issue 42, builds guard the wallet, through HTTP on the local cluster: a build buying a token
 * with a freeze authority carries the danger in expectedOutput.warnings; with safety: block it
 * is 422 unsafe_token with the findings and no record; a plain curated buy warns of nothing.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';

let h: Harness;
let key: TestKey;
let wallet: Keypair;
let frozenMint: string;
beforeAll(async () => {
  h = await startHarness({ localnet: true });
  key = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['write:intents', 'write:transactions', 'read:transactions', 'read:prices'] });
  wallet = Keypair.generate();
  const connection = new Connection(h.cluster!.url, 'confirmed');
  const signature = await connection.requestAirdrop(wallet.publicKey, 5 * LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) }, 'confirmed');
  // Another wallet holds it; the market trades it at $1 (npm run faucet -- --with freeze-authority --list 1).
  const created = h.cluster!.call('localnet_createToken', [{ symbol: 'FRZ', name: 'Freezable', features: ['freeze-authority'], mintTo: { owner: Keypair.generate().publicKey.toBase58(), amount: '1000000000' }, listUsd: 1 }]) as { mint: string };
  frozenMint = created.mint;
});
afterAll(async () => {
  await h?.close();
});

async function intentFor(command: string): Promise<string> {
  const res = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command }, headers: bearer(key) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

describe('builds and token safety', () => {
  it('a buy of a token with a freeze authority warns with the finding', async () => {
    const intentId = await intentFor(`swap 0.1 SOL for ${frozenMint}`);
    const built = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(key) });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const warnings = built.body.data.expectedOutput.warnings as Array<{ code: string; mint: string; message: string }>;
    expect(warnings).toContainEqual({ code: 'freeze_authority', mint: frozenMint, message: expect.stringContaining('freeze') });
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'unverified_token', mint: frozenMint }));
  });

  it('with safety: block it is 422 unsafe_token with the findings, and no record is written', async () => {
    const intentId = await intentFor(`swap 0.1 SOL for ${frozenMint}`);
    const before = await h.orm.em.fork().count(TransactionRecord, { intentId });
    const refused = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId, walletAddress: wallet.publicKey.toBase58(), safety: 'block' }, headers: bearer(key) });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error.code).toBe('unsafe_token');
    expect(refused.body.error.details.findings).toContainEqual(expect.objectContaining({ mint: frozenMint, code: 'freeze_authority', severity: 'danger', evidence: expect.objectContaining({ field: 'freezeAuthority', value: h.cluster!.faucetAuthority }) }));
    expect(await h.orm.em.fork().count(TransactionRecord, { intentId })).toBe(before);
  });

  it('a curated buy with safety: block builds, and carries no danger warning', async () => {
    const intentId = await intentFor('swap 0.1 SOL for BONK');
    const built = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId, walletAddress: wallet.publicKey.toBase58(), safety: 'block' }, headers: bearer(key) });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    expect(built.body.data.expectedOutput.warnings ?? []).toEqual([]);
  });

  it('a swap\'s changes match the wallet\'s balance change on chain after it lands (within the fee)', async () => {
    const connection = new Connection(h.cluster!.url, 'confirmed');
    const swapper = Keypair.generate();
    const airdrop = await connection.requestAirdrop(swapper.publicKey, 3 * LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature: airdrop, ...(await connection.getLatestBlockhash()) }, 'confirmed');
    const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: swapper.publicKey.toBase58(), command: 'swap 1 SOL for USDC' }, headers: bearer(key) });
    const built = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: swapper.publicKey.toBase58() }, headers: bearer(key) });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const { changes, fee, rent } = built.body.data.expectedOutput;
    const usdc = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!.mint;
    expect(changes.tokens).toEqual([{ mint: usdc, symbol: 'USDC', amount: `+${built.body.data.expectedOutput.outputAmount}` }]);
    expect(changes.fees).toEqual({ lamports: String(fee) });
    expect(changes.rent.createdLamports).toBe(String(rent));
    expect(changes.authority).toEqual([]);
    expect(changes.summary).toMatch(/^The wallet pays 1\.\d+ SOL .*receives [\d.]+ "USDC"/);

    const before = BigInt(await connection.getBalance(swapper.publicKey));
    const tx = VersionedTransaction.deserialize(Buffer.from(built.body.data.transaction, 'base64'));
    tx.sign([swapper]);
    const signature = await connection.sendTransaction(tx);
    const { value } = await connection.confirmTransaction({ signature, blockhash: built.body.data.blockhash ?? tx.message.recentBlockhash, lastValidBlockHeight: built.body.data.lastValidBlockHeight }, 'confirmed');
    expect(value.err).toBeNull();
    const solDelta = BigInt(await connection.getBalance(swapper.publicKey)) - before;
    const diff = solDelta - BigInt(changes.sol.lamports);
    expect(diff < 0n ? -diff : diff).toBeLessThanOrEqual(BigInt(fee));
    const usdcBalance = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(usdc), swapper.publicKey));
    expect(`+${usdcBalance.value.amount}`).toBe(changes.tokens[0].amount);
  });

  it('a transfer of a token with a 2.5% transfer fee says what the recipient gets, after the fee', async () => {
    const created = h.cluster!.call('localnet_createToken', [{ symbol: 'FEE', name: 'Fee token', features: ['transfer-fee=250'], mintTo: { owner: wallet.publicKey.toBase58(), amount: '1000000000' } }]) as { mint: string };
    const recipient = Keypair.generate().publicKey.toBase58();
    const intentId = await intentFor(`send 100 ${created.mint} to ${recipient}`);
    const built = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(key) });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    expect(built.body.data.expectedOutput.outputAmount).toBe('97500000');
    // The wallet's side: the whole 100 leaves it.
    expect(built.body.data.expectedOutput.changes.tokens).toEqual([{ mint: created.mint, symbol: expect.anything(), amount: '-100000000' }]);
  });

  it('safety takes only warn or block', async () => {
    const intentId = await intentFor('swap 0.1 SOL for BONK');
    const bad = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId, walletAddress: wallet.publicKey.toBase58(), safety: 'maybe' }, headers: bearer(key) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_error');
  });
});
