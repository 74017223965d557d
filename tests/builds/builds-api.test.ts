import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { DailyBudgets } from '../../shared/ratelimit/daily-budgets.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { securityMatrix } from '../helpers/security.js';
import { startJupiterStub, STUB_POOL, type JupiterStub } from '../stubs/jupiter-stub.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { messageHash } from '../../shared/indexer/transaction-summary.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;

let h: Harness;
let stub: JupiterStub;
let connection: Connection;
let owner: TestKey;
beforeAll(async () => {
  stub = await startJupiterStub({ tokens: { [NATIVE_MINT]: { price: 150 }, [USDC.mint]: { price: 1 } } });
  h = await startHarness({ localnet: true, env: { JUPITER_API_URL: stub.url, DEVNET_SWAP_API_URL: stub.url } });
  connection = new Connection(h.cluster!.url, 'confirmed');
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['write:intents', 'write:transactions', 'read:transactions'] });
});
afterAll(async () => {
  await h.close();
  await stub.close();
});

/** A wallet funded on the local cluster. */
function fundedWallet(sol = 10n): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), sol * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

async function intent(wallet: Keypair, command: string, key: TestKey = owner): Promise<string> {
  const res = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command }, headers: bearer(key) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

const build = (body: Record<string, unknown>, headers: Record<string, string> = {}, key: TestKey = owner) =>
  h.request('/v1/transactions/build', { method: 'POST', json: body, headers: { ...bearer(key), ...headers } });

/** Sign what the API returned with the wallet, as a wallet app would, send it and wait for it. */
async function signAndSend(built: { transaction: string; lastValidBlockHeight: number }, wallet: Keypair): Promise<{ signature: string; computeUnits: number }> {
  const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  expect(tx.message.staticAccountKeys[0].toBase58()).toBe(wallet.publicKey.toBase58()); // fee payer = the wallet
  expect(tx.signatures.every((s) => s.every((b) => b === 0))).toBe(true); // handed out unsigned
  tx.sign([wallet]);
  const signature = await connection.sendTransaction(tx);
  await connection.confirmTransaction({ signature, blockhash: tx.message.recentBlockhash, lastValidBlockHeight: built.lastValidBlockHeight }, 'confirmed');
  const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' });
  expect(landed?.meta?.err).toBeNull();
  return { signature, computeUnits: landed!.meta!.computeUnitsConsumed! };
}

describe('POST /v1/transactions/build', () => {
  it('builds a SOL transfer a real client can sign and send; balances move as the intent said', async () => {
    const wallet = fundedWallet();
    const recipient = Keypair.generate().publicKey;
    const intentId = await intent(wallet, `send 0.5 SOL to ${recipient.toBase58()}`);
    const res = await build({ intentId, walletAddress: wallet.publicKey.toBase58() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      id: expect.stringMatching(/^tx_/), intentId, status: 'built', type: 'transfer', network: 'devnet',
      simulation: { success: true, computeUnits: expect.any(Number), logs: expect.any(Array) },
      expectedOutput: { outputAmount: '500000000', priceImpact: 0, fee: expect.any(Number) },
      lastValidBlockHeight: expect.any(Number), expiresAt: expect.any(String),
    });
    expect(data.expectedOutput.fee).toBeGreaterThanOrEqual(5000);

    const before = await connection.getBalance(wallet.publicKey);
    const { computeUnits, signature } = await signAndSend(data, wallet);
    expect(await connection.getBalance(recipient)).toBe(0.5 * LAMPORTS_PER_SOL);
    expect(before - (await connection.getBalance(wallet.publicKey))).toBe(0.5 * LAMPORTS_PER_SOL + data.expectedOutput.fee);
    expect(Math.abs(computeUnits - data.simulation.computeUnits) / computeUnits).toBeLessThanOrEqual(0.1);

    // Listing the wallet's transactions asks the indexer to read its history: the landed
    // transaction is recognised by its message and the record settles as confirmed.
    const message = VersionedTransaction.deserialize(Buffer.from(data.transaction, 'base64')).message;
    expect((await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(owner) })).status).toBe(200);
    let row = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: data.id });
    for (let i = 0; i < 100 && row.status === 'built'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: data.id });
    }
    expect(row).toMatchObject({ status: 'confirmed', signature, accountId: owner.accountId, messageHash: messageHash(message.serialize()) });
  });

  it('builds a USDC transfer that creates the recipient’s token account and reports its rent', async () => {
    const wallet = fundedWallet();
    h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 50_000_000n);
    const recipient = Keypair.generate().publicKey;
    const intentId = await intent(wallet, `pay ${recipient.toBase58()} 12.5 usdc`);
    const res = await build({ intentId, walletAddress: wallet.publicKey.toBase58() });
    expect(res.status).toBe(200);
    expect(res.body.data.expectedOutput.rent).toBeGreaterThan(0);
    await signAndSend(res.body.data, wallet);
    const ata = getAssociatedTokenAddressSync(new PublicKey(USDC.mint), recipient);
    expect((await connection.getTokenAccountBalance(ata)).value.amount).toBe('12500000');
  });

  it('builds a swap through Jupiter (stub) with the quote’s output', async () => {
    const wallet = fundedWallet();
    const intentId = await intent(wallet, 'swap 1 SOL for USDC');
    const res = await build({ intentId, walletAddress: wallet.publicKey.toBase58() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.expectedOutput).toMatchObject({ outputAmount: '150000000', outputToken: { symbol: 'USDC' } });
    const poolBefore = await connection.getBalance(STUB_POOL.publicKey);
    await signAndSend(res.body.data, wallet);
    expect((await connection.getBalance(STUB_POOL.publicKey)) - poolBefore).toBe(LAMPORTS_PER_SOL);
  });

  it('answers 200 with simulation.success false and a readable error when the wallet cannot pay', async () => {
    const wallet = fundedWallet(1n);
    const intentId = await intent(wallet, `send 5 SOL to ${Keypair.generate().publicKey.toBase58()}`);
    const res = await build({ intentId, walletAddress: wallet.publicKey.toBase58() });
    expect(res.status).toBe(200);
    expect(res.body.data.simulation.success).toBe(false);
    expect(res.body.data.simulation.error.message).toMatch(/insufficient|not enough/i);
  });

  it('skips the simulation when asked', async () => {
    const wallet = fundedWallet();
    const intentId = await intent(wallet, 'wrap 1 SOL');
    const res = await build({ intentId, walletAddress: wallet.publicKey.toBase58(), simulate: false });
    expect(res.status).toBe(200);
    expect(res.body.data.simulation).toBeUndefined();
    await signAndSend(res.body.data, wallet);
  });

  it('replays an Idempotency-Key: one record, the same answer', async () => {
    const wallet = fundedWallet();
    const intentId = await intent(wallet, 'wrap 0.1 SOL');
    const headers = { 'Idempotency-Key': `build-${Date.now()}` };
    const first = await build({ intentId, walletAddress: wallet.publicKey.toBase58() }, headers);
    const second = await build({ intentId, walletAddress: wallet.publicKey.toBase58() }, headers);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await h.orm.em.fork().count(TransactionRecord, { intentId })).toBe(1);
  });

  it('refuses a wallet other than the intent’s (400), an unparsed intent (409) and another account’s intent (404)', async () => {
    const wallet = fundedWallet();
    const intentId = await intent(wallet, 'wrap 1 SOL');
    const other = await build({ intentId, walletAddress: Keypair.generate().publicKey.toBase58() });
    expect(other.status).toBe(400);
    expect(other.body.error.details.field).toBe('walletAddress');

    const failed = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: 'swap 1 SOL for ZZZQX' }, headers: bearer(owner) });
    expect(failed.status).toBe(422);
    const failedId = (await h.orm.em.fork().findOneOrFail((await import('../../shared/db/entities/intent.entity.js')).Intent, { accountId: owner.accountId, status: 'failed' }, { orderBy: { createdAt: 'desc' } })).id;
    expect((await build({ intentId: failedId, walletAddress: wallet.publicKey.toBase58() })).status).toBe(409);

    const stranger = await createAccountWithKey(h, { environment: 'test' });
    expect((await build({ intentId, walletAddress: wallet.publicKey.toBase58() }, {}, stranger)).status).toBe(404);
    expect((await build({ walletAddress: wallet.publicKey.toBase58() })).status).toBe(400);
  });

  it('counts successful builds against the tier’s transactions per day, and answers 429 quota_exceeded past it', async () => {
    const free = await createAccountWithKey(h, { environment: 'test', tier: 'free', scopes: ['admin'] });
    for (let i = 0; i < 99; i++) await h.app.limiter.consumeTransactionQuota(free.accountId, 'free');
    const wallet = fundedWallet();
    const first = await build({ intentId: await intent(wallet, 'wrap 0.1 SOL', free), walletAddress: wallet.publicKey.toBase58() }, {}, free);
    expect(first.status).toBe(200); // the 100th
    const refused = await build({ intentId: await intent(wallet, 'wrap 0.1 SOL', free), walletAddress: wallet.publicKey.toBase58() }, {}, free);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'quota_exceeded', details: { limitType: 'transactions_per_day', limit: 100 } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('builds that fail simulation', () => {
  it('count against the cheaper failed-builds budget (5 × the tier\'s transactions per day): past it 429 quota_exceeded failed_builds_per_day; successful builds still go', async () => {
    const free = await createAccountWithKey(h, { environment: 'test', tier: 'free', scopes: ['admin'] });
    const budgets = new DailyBudgets(h.redis, h.config.redisPrefix);
    for (let i = 0; i < 499; i++) await budgets.count(free.accountId, 'failed-builds', 500);
    const poor = fundedWallet(1n);
    const failing = () => intent(poor, `send 5 SOL to ${Keypair.generate().publicKey.toBase58()}`, free);
    const last = await build({ intentId: await failing(), walletAddress: poor.publicKey.toBase58() }, {}, free);
    expect(last.status, last.text).toBe(200); // the 500th
    expect(last.body.data.simulation.success).toBe(false);
    const refused = await build({ intentId: await failing(), walletAddress: poor.publicKey.toBase58() }, {}, free);
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'quota_exceeded', details: { limitType: 'failed_builds_per_day', limit: 500, remaining: 0 } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A build that simulates fine is counted against transactions per day, not this budget.
    const rich = fundedWallet();
    const ok = await build({ intentId: await intent(rich, 'wrap 0.1 SOL', free), walletAddress: rich.publicKey.toBase58() }, {}, free);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.simulation.success).toBe(true);
  });
});

describe('when the RPC is down', () => {
  it('answers 502 upstream_error within the deadline and marks the record failed', async () => {
    const down = await startHarness({ env: { BUILD_DEADLINE_MS: '8000', RPC_TIMEOUT_MS: '300', RPC_MAX_RETRIES: '0' } });
    try {
      const key = await createAccountWithKey(down, { environment: 'test' });
      const wallet = Keypair.generate();
      const created = await down.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: 'wrap 1 SOL' }, headers: bearer(key) });
      const res = await down.request('/v1/transactions/build', { method: 'POST', json: { intentId: created.body.data.id, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(key) });
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('upstream_error');
      const row = await down.orm.em.fork().findOneOrFail(TransactionRecord, { intentId: created.body.data.id });
      expect(row.status).toBe('failed');
    } finally {
      await down.close();
    }
  });
});

securityMatrix(() => h, [
  { method: 'POST', path: '/v1/transactions/build', scope: 'write:transactions', body: { intentId: 'int_0000000000000000000000', walletAddress: '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH' } },
]);

describe('networks stay apart', () => {
  it('a test key of the same account can neither read nor build a live key’s (mainnet) intent: 404', async () => {
    const live = await createAccountWithKey(h, { environment: 'live', scopes: ['admin'] });
    const { addKey } = await import('../helpers/accounts.js');
    const test = await addKey(h, live.accountId, { environment: 'test', scopes: ['admin'] });
    const wallet = Keypair.generate().publicKey.toBase58();
    const created = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet, command: 'wrap 1 SOL' }, headers: bearer(live) });
    expect(created.body.data.network).toBe('mainnet');
    expect((await h.request(`/v1/intents/${created.body.data.id}`, { headers: bearer(test) })).status).toBe(404);
    const built = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId: created.body.data.id, walletAddress: wallet }, headers: bearer(test) });
    expect(built.status).toBe(404);
  });
});

describe('quota under redelivery', () => {
  it('counts a build once even when its job runs twice', async () => {
    const free = await createAccountWithKey(h, { environment: 'test', tier: 'free', scopes: ['admin'] });
    const wallet = fundedWallet();
    const res = await build({ intentId: await intent(wallet, 'wrap 0.1 SOL', free), walletAddress: wallet.publicKey.toBase58() }, {}, free);
    expect(res.status).toBe(200);
    const used = (await h.app.limiter.checkTransactionQuota(free.accountId, 'free')).used;
    // A redelivered job: the record is put back to running, as a worker dying after counting leaves it.
    await h.orm.em.fork().nativeUpdate(TransactionRecord, { id: res.body.data.id }, { status: 'running' });
    const { buildsQueue } = await import('../../shared/jobs/builds.js');
    await h.app.queues.enqueue(buildsQueue, { transactionId: res.body.data.id }, { jobId: `${res.body.data.id}-again` });
    let row = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: res.body.data.id });
    for (let i = 0; i < 100 && row.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      row = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: res.body.data.id });
    }
    expect(row.status).toBe('built');
    expect((await h.app.limiter.checkTransactionQuota(free.accountId, 'free')).used).toBe(used);
  });
});
