/**
 * Which transaction pays a link (issue 40): an adversary sees the reference key of every build
 * (a read-only key of the unsigned transaction the public POST answers) and can send anything
 * naming it. Through HTTP on the local cluster: only the built message, or a rewritten one that
 * delivers the link's amount of its mint to its recipient with the payer as fee payer, counts;
 * and only once it is finalized.
 */
import {
  ComputeBudgetProgram, Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction,
} from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { WebhookReceiver } from '../webhooks/receiver.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const USDT = DEVNET_TOKENS.find((t) => t.symbol === 'USDT')!;
const WATCH_MS = 200;

let h: Harness;
let connection: Connection;
let owner: TestKey;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { PUBLIC_BASE_URL: 'https://pay.example.test', WEBHOOK_RELAY_INTERVAL_MS: '50', LINK_WATCH_INTERVAL_MS: String(WATCH_MS) } });
  connection = new Connection(h.cluster!.url, 'confirmed');
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
  await receiver.start();
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(owner), json: { url: receiver.url, events: ['link.paid'] } });
  expect(res.status, res.text).toBe(201);
  rememberPlaintext(res.body.data.secret);
  receiver.secrets.push(res.body.data.secret);
});
afterAll(async () => {
  await h?.close();
  await receiver.stop();
});

function funded(usdc = 0n, usdt = 0n): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
  if (usdc > 0n) h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, usdc);
  if (usdt > 0n) h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDT.mint, usdt);
  return wallet;
}

async function createLink(body: Record<string, unknown>) {
  const res = await h.request('/v1/links', { method: 'POST', headers: bearer(owner), json: body });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

async function post(path: string, json: unknown) {
  const res = await fetch(h.baseUrl + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
  const text = await res.text();
  let body: any = null;
  try { body = JSON.parse(text); } catch { body = null; }
  return { status: res.status, body, text, headers: res.headers };
}

async function readLink(id: string) {
  const res = await h.request(`/v1/links/${id}`, { headers: bearer(owner) });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function usdcOf(owner: PublicKey, mint = USDC.mint): Promise<bigint> {
  const account = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(mint), owner)).catch(() => null);
  return account ? BigInt(account.value.amount) : 0n;
}

/** Send instructions signed by `payer` (fee payer), optionally without preflight so that a failing one lands. */
async function sendOwn(payer: Keypair, instructions: TransactionInstruction[], skipPreflight = false): Promise<string> {
  const latest = await connection.getLatestBlockhash();
  const tx = new VersionedTransaction(new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: latest.blockhash, instructions }).compileToV0Message());
  tx.sign([payer]);
  const signature = await connection.sendTransaction(tx, { skipPreflight });
  await connection.confirmTransaction({ signature, ...latest }, 'confirmed').catch(() => undefined);
  await eventually(() => connection.getSignatureStatus(signature, { searchTransactionHistory: true }), (s) => s.value !== null, 5_000, 50);
  return signature;
}

/** Sign the transaction the link answered and send it. */
async function signAndSend(transaction: string, payer: Keypair): Promise<string> {
  const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  tx.sign([payer]);
  const signature = await connection.sendTransaction(tx);
  const latest = await connection.getLatestBlockhash();
  await connection.confirmTransaction({ signature, blockhash: tx.message.recentBlockhash, lastValidBlockHeight: latest.lastValidBlockHeight }, 'confirmed');
  return signature;
}

/** A no-op naming the reference: a compute budget instruction carrying it as a read-only key. */
function namingReference(reference: PublicKey): TransactionInstruction {
  const ix = ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 });
  return new TransactionInstruction({ programId: ix.programId, data: ix.data, keys: [{ pubkey: reference, isSigner: false, isWritable: false }] });
}

/** A token transfer from `payer` to `recipient`'s associated account, naming the reference (as Solana Pay wallets do). */
function tokenTransfer(payer: Keypair, recipient: PublicKey, mint: string, decimals: number, amount: bigint, reference: PublicKey): TransactionInstruction[] {
  const mintKey = new PublicKey(mint);
  const to = getAssociatedTokenAddressSync(mintKey, recipient);
  const transfer = createTransferCheckedInstruction(getAssociatedTokenAddressSync(mintKey, payer.publicKey), mintKey, to, payer.publicKey, amount, decimals);
  transfer.keys.push({ pubkey: reference, isSigner: false, isWritable: false });
  return [createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, to, recipient, mintKey), transfer];
}

/** Let the watcher look a few times. */
const watched = () => new Promise((r) => setTimeout(r, WATCH_MS * 6));

/** The link's one build (its record), once stored. */
async function buildOf(linkId: string): Promise<TransactionRecord> {
  return h.orm.em.fork().findOneOrFail(TransactionRecord, { linkId }, { orderBy: { createdAt: 'desc' } });
}

async function record(id: string) {
  return h.orm.em.fork().findOneOrFail(TransactionRecord, { id }, { disableIdentityMap: true });
}

/** Finality on the local cluster: 32 slots past the transaction. */
const finalize = () => h.cluster!.advanceSlots(33);

describe('a stranger naming the reference', () => {
  it("a stranger's no-op neither pays nor fails the link; the real payment after it counts once, at finalized, with what the recipient received", async () => {
    const merchant = Keypair.generate().publicKey;
    const link = await createLink({ command: `send 5 USDC to ${merchant.toBase58()}`, title: 'Invoice 1' });
    const payer = funded(20_000_000n);
    const answer = await post(`/pay/${link.id}`, { account: payer.publicKey.toBase58() });
    expect(answer.status, answer.text).toBe(200);
    const build = await buildOf(link.id);

    const stranger = funded();
    await sendOwn(stranger, [namingReference(new PublicKey(build.reference!))]);
    finalize();
    await watched();
    expect((await record(build.id)).status).toBe('built');
    expect(await readLink(link.id)).toMatchObject({ paid: 0, status: 'active' });

    const signature = await signAndSend(answer.body.transaction, payer);
    const confirmed = await eventually(() => record(build.id), (r) => r.status !== 'built', 10_000, 50);
    expect(confirmed).toMatchObject({ status: 'confirmed', signature });
    // Confirmed is not final: nothing is counted before the payment's block is finalized (32 slots, ~13 s here).
    expect(await readLink(link.id)).toMatchObject({ paid: 0 });
    finalize();
    const [paid] = await receiver.waitFor((r) => r.payload.type === 'link.paid' && r.payload.data.link.id === link.id, 'link.paid');
    expect(paid!.payload.data.transaction).toMatchObject({ signature, status: 'confirmed' });
    expect(await readLink(link.id)).toMatchObject({ paid: 1 });
    expect(await usdcOf(merchant)).toBe(5_000_000n);
    const stored = await h.request(`/v1/transactions/${build.id}`, { headers: bearer(owner) });
    expect(stored.body.data.actualOutput).toMatchObject({ signature, outputAmount: '5000000', inputAmount: '5000000' });
    await watched();
    expect(receiver.received.filter((r) => r.payload.type === 'link.paid' && r.payload.data.link.id === link.id)).toHaveLength(1);
  });

  it('a failing transaction naming the reference, sent first, does not mark the real payment failed', async () => {
    const merchant = Keypair.generate().publicKey;
    const link = await createLink({ command: `send 2 USDC to ${merchant.toBase58()}`, title: 'Invoice 2' });
    const payer = funded(10_000_000n);
    const answer = await post(`/v1/links/${link.id}/action`, { account: payer.publicKey.toBase58() });
    expect(answer.status, answer.text).toBe(200);
    const build = await buildOf(link.id);

    const stranger = funded();
    // More lamports than the stranger has: it lands, fails, and pays its fee.
    const failing = SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: merchant, lamports: 1_000 * LAMPORTS_PER_SOL });
    failing.keys.push({ pubkey: new PublicKey(build.reference!), isSigner: false, isWritable: false });
    const bad = await sendOwn(stranger, [failing], true);
    expect((await connection.getSignatureStatus(bad, { searchTransactionHistory: true })).value?.err).not.toBeNull();
    await watched();
    expect((await record(build.id)).status).toBe('built');

    const signature = await signAndSend(answer.body.transaction, payer);
    finalize();
    await receiver.waitFor((r) => r.payload.type === 'link.paid' && r.payload.data.link.id === link.id, 'link.paid after a failing stranger');
    expect(await record(build.id)).toMatchObject({ status: 'confirmed', signature, error: null });
    expect(await readLink(link.id)).toMatchObject({ paid: 1 });
  });
});

describe('the payer rewrites the transaction', () => {
  it('a partial amount and a wrong mint do not count; the full amount of the mint from the payer does', async () => {
    const merchant = Keypair.generate().publicKey;
    const link = await createLink({ command: `send 5 USDC to ${merchant.toBase58()}`, title: 'Invoice 3' });
    const payer = funded(20_000_000n, 20_000_000n);
    const answer = await post(`/pay/${link.id}`, { account: payer.publicKey.toBase58() });
    expect(answer.status, answer.text).toBe(200);
    const build = await buildOf(link.id);
    const reference = new PublicKey(build.reference!);

    await sendOwn(payer, tokenTransfer(payer, merchant, USDC.mint, USDC.decimals, 4_999_999n, reference));
    await sendOwn(payer, tokenTransfer(payer, merchant, USDT.mint, USDT.decimals, 5_000_000n, reference));
    finalize();
    await watched();
    expect((await record(build.id)).status).toBe('built');
    expect(await readLink(link.id)).toMatchObject({ paid: 0 });

    // A stranger paying the merchant in full is not the payer's payment either.
    const stranger = funded(10_000_000n);
    await sendOwn(stranger, tokenTransfer(stranger, merchant, USDC.mint, USDC.decimals, 5_000_000n, reference));
    finalize();
    await watched();
    expect((await record(build.id)).status).toBe('built');

    const signature = await sendOwn(payer, tokenTransfer(payer, merchant, USDC.mint, USDC.decimals, 5_000_000n, reference));
    finalize();
    await receiver.waitFor((r) => r.payload.type === 'link.paid' && r.payload.data.link.id === link.id, 'link.paid of the rewritten payment');
    expect(await record(build.id)).toMatchObject({ status: 'confirmed', signature });
    expect((await record(build.id)).actualOutput).toMatchObject({ outputAmount: '5000000' });
    expect(await readLink(link.id)).toMatchObject({ paid: 1 });
  });
});

describe('maxUses is a reservation', () => {
  it('a one-use link hands out one payment at a time, gives the place back when it expires, and is paid at most once', async () => {
    const merchant = Keypair.generate().publicKey;
    const link = await createLink({ command: `send 1 USDC to ${merchant.toBase58()}`, title: 'Once', maxUses: 1 });
    const [a, b, c] = [funded(5_000_000n), funded(5_000_000n), funded(5_000_000n)];

    const first = await post(`/pay/${link.id}`, { account: a.publicKey.toBase58() });
    expect(first.status, first.text).toBe(200);
    const second = await post(`/v1/links/${link.id}/action`, { account: b.publicKey.toBase58() });
    expect(second.status, second.text).toBe(409);
    expect(second.body).toMatchObject({ message: expect.stringMatching(/in progress/), error: { code: 'conflict', details: { reason: 'all_uses_reserved', maxUses: 1, paid: 0, open: 1 } } });
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(second.headers.get('access-control-allow-origin')).toBe('*');
    // The holder asking again gets the same build back (its blockhash still lives): no second place, no second row.
    const again = await post(`/pay/${link.id}`, { account: a.publicKey.toBase58() });
    expect(again.status, again.text).toBe(200);
    expect(again.body.transaction).toBe(first.body.transaction);
    expect(await h.orm.em.fork().count(TransactionRecord, { linkId: link.id })).toBe(1);

    // A's build is never sent: once its blockhash can no longer land it expires and gives the place back.
    const held = await buildOf(link.id);
    while ((await connection.getBlockHeight('finalized')) <= Number(held.lastValidBlockHeight)) for (let i = 0; i < 20; i++) h.cluster!.advanceSlots(1);
    expect((await eventually(() => record(held.id), (r) => r.status !== 'built', 10_000, 50)).status).toBe('expired');
    await new Promise((r) => setTimeout(r, 2_100)); // the builders' cached blockhash (2 s) is outdated by the jump
    const third = await post(`/pay/${link.id}`, { account: b.publicKey.toBase58() });
    expect(third.status, third.text).toBe(200);
    // A's old transaction cannot land any more; B pays.
    await expect(signAndSend(first.body.transaction, a)).rejects.toThrow();
    await signAndSend(third.body.transaction, b);
    finalize();
    await receiver.waitFor((r) => r.payload.type === 'link.paid' && r.payload.data.link.id === link.id, 'link.paid of the one-use link');
    const fourth = await post(`/pay/${link.id}`, { account: c.publicKey.toBase58() });
    expect(fourth.status).toBe(410);
    expect(fourth.body.error.details).toEqual({ reason: 'used_up' });
    expect(await readLink(link.id)).toMatchObject({ paid: 1, status: 'used_up' });
    expect(await usdcOf(merchant)).toBe(1_000_000n);
  });

  it('payers racing for the last use: exactly one gets a transaction', async () => {
    const link = await createLink({ command: `send 1 USDC to ${Keypair.generate().publicKey.toBase58()}`, title: 'Race', maxUses: 1 });
    const payers = Array.from({ length: 6 }, () => funded(5_000_000n));
    const answers = await Promise.all(payers.map((p) => post(`/pay/${link.id}`, { account: p.publicKey.toBase58() })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});
