import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { Order } from '../../shared/db/entities/order.entity.js';
import { scheduleOrderWatch } from '../../shared/jobs/orders.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const run = promisify(execFile);

let h: Harness;
let connection: Connection;
let owner: TestKey;

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { WEBHOOK_RELAY_INTERVAL_MS: '50', LANDING_REBROADCAST_MS: '500', INTENT_DEADLINE_MS: '20000', ORDER_WATCH_INTERVAL_MS: '300', PRICE_FRESHNESS_MS: '1000' } });
  connection = new Connection(h.cluster!.url, 'confirmed');
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
  // The harness registers no schedules; the worker's start-up registers this one (workers/lib/schedules.ts).
  await scheduleOrderWatch(h.app.queues, h.config.orders.watchIntervalMs);
});
afterAll(async () => {
  await h?.close();
});

function fundedWallet(usdc = 0n): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
  if (usdc > 0n) h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, usdc);
  return wallet;
}

function sign(transaction: string, wallet: Keypair): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  tx.sign([wallet]);
  return Buffer.from(tx.serialize()).toString('base64');
}

async function armedOrder(wallet: Keypair, command: string) {
  const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command }, headers: bearer(owner) });
  expect(intent.body.data?.status, intent.text).toBe('parsed');
  const created = await h.request('/v1/orders', { method: 'POST', headers: bearer(owner), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() } });
  expect(created.status, created.text).toBe(201);
  const id = created.body.data.id as string;
  const first = await h.request(`/v1/orders/${id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: created.body.data.setup.transactions.map((t: string) => sign(t, wallet)) } });
  expect(first.status, first.text).toBe(200);
  const second = await h.request(`/v1/orders/${id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: first.body.data.setup.transactions.map((t: string) => sign(t, wallet)) } });
  expect(second.status, second.text).toBe(200);
  expect(second.body.data.status).toBe('open');
  return second.body.data;
}

async function usdc(owner: PublicKey): Promise<bigint> {
  const account = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(USDC.mint), owner)).catch(() => null);
  return account ? BigInt(account.value.amount) : 0n;
}

/** The operator's command, as a person at a terminal runs it. */
async function setPrice(symbol: string, usd: number): Promise<string> {
  const { stdout } = await run('npx', ['tsx', 'scripts/market.ts', '--url', h.cluster!.url, '--set-price', `${symbol}=${usd}`], { cwd: process.cwd(), timeout: 60_000 });
  return stdout;
}

const order = (id: string) => h.request(`/v1/orders/${id}`, { headers: bearer(owner) }).then((r) => r.body.data);

describe('armed orders fill with no one online', () => {
  it('"buy 2 SOL when it drops to $120" fills by itself exactly once when the market moves to $118; a sell at $400 stays open; a cancelled one never fills', async () => {
    const buyer = fundedWallet(500_000_000n);
    const buy = await armedOrder(buyer, 'buy 2 SOL when it drops to $120');
    const seller = fundedWallet();
    const sell = await armedOrder(seller, 'sell 1 SOL when it reaches $400');
    const quitter = fundedWallet(500_000_000n);
    const cancelled = await armedOrder(quitter, 'buy 2 SOL when it drops to $120');
    const cancel = await h.request(`/v1/orders/${cancelled.id}`, { method: 'DELETE', headers: bearer(owner) });
    expect(cancel.status, cancel.text).toBe(200);

    // At $150 nothing fires.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await order(buy.id)).status).toBe('open');

    const solBefore = await connection.getBalance(buyer.publicKey);
    const usdcBefore = await usdc(buyer.publicKey);
    expect(await setPrice('SOL', 118)).toMatch(/SOL .* is now \$118/);

    // Polled in Postgres (a test key has 100 requests a day), then read once over HTTP.
    await eventually(() => h.orm.em.fork().findOneOrFail(Order, { id: buy.id }, { disableIdentityMap: true }), (o) => o.status === 'filled' || o.status === 'failed', 30_000, 200);
    const filled = await order(buy.id);
    expect(filled.status, JSON.stringify(filled)).toBe('filled');
    expect(filled.triggerPrice).toMatchObject({ usd: expect.any(String), source: expect.any(String), at: expect.any(String) });
    expect(Number(filled.triggerPrice.usd)).toBeLessThanOrEqual(120);
    expect(filled.fills).toHaveLength(1);
    expect(filled.fills[0]).toMatchObject({ orderId: buy.id, status: 'confirmed', signature: expect.any(String), actualOutput: expect.objectContaining({ outputAmount: '2000000000' }) });

    // The wallet got 2 SOL (less the fee) and paid no more than $240.
    const paid = usdcBefore - (await usdc(buyer.publicKey));
    expect(paid).toBeGreaterThan(0n);
    expect(paid).toBeLessThanOrEqual(240_000_000n);
    const gained = BigInt(await connection.getBalance(buyer.publicKey)) - BigInt(solBefore);
    expect(gained).toBeGreaterThan(2n * BigInt(LAMPORTS_PER_SOL) - 1_000_000n);

    // Exactly once: more ticks, one fill record.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await h.orm.em.fork().count(TransactionRecord, { orderId: buy.id })).toBe(1);
    expect((await order(buy.id)).status).toBe('filled');

    // The sell at $400 stays open; the cancelled order never filled, though its price was crossed.
    expect((await order(sell.id)).status).toBe('open');
    const gone = await order(cancelled.id);
    expect(gone).toMatchObject({ status: 'cancelled', fills: [] });
    expect(await h.orm.em.fork().count(TransactionRecord, { orderId: cancelled.id })).toBe(0);
    expect(await usdc(quitter.publicKey)).toBe(500_000_000n);
    // And its cancel transaction lands.
    const tx = VersionedTransaction.deserialize(Buffer.from(cancel.body.data.cancel.transaction, 'base64'));
    tx.sign([quitter]);
    const signature = await connection.sendTransaction(tx);
    const latest = await connection.getLatestBlockhash();
    expect((await connection.confirmTransaction({ signature, ...latest }, 'confirmed')).value.err).toBeNull();
    expect(await connection.getAccountInfo(new PublicKey(cancelled.setup.nonceAccounts[0]))).toBeNull();
  }, 120_000);

  it('a notify order delivers order.action_required with a fresh transaction; signed and submitted, it fills the order', async () => {
    const wallet = fundedWallet(500_000_000n);
    const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: 'buy 1 SOL when it drops to $125' }, headers: bearer(owner) });
    const created = await h.request('/v1/orders', { method: 'POST', headers: bearer(owner), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58(), execution: 'notify' } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    // The market is at $118 since the first test: the next tick fires it.
    const record = await eventually(() => h.orm.em.fork().findOne(TransactionRecord, { orderId: id }, { disableIdentityMap: true }), (r) => r !== null, 30_000, 200);
    expect(record).not.toBeNull();
    const events = await h.orm.em.fork().getConnection().execute<Array<{ data: { transactionId: string; transaction: string; expiresAt: string; order: { id: string } } }>>("select data from webhook_events where type = 'order.action_required'", [], 'all');
    const event = events.find((e) => e.data.order.id === id)!;
    expect(event.data).toMatchObject({ transactionId: record!.id, transaction: record!.transaction, expiresAt: expect.any(String) });
    const submitted = await h.request(`/v1/transactions/${record!.id}/submit`, { method: 'POST', headers: { ...bearer(owner), Prefer: 'wait=20' }, json: { transaction: sign(event.data.transaction, wallet) } });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data.status).toBe('confirmed');
    await eventually(() => h.orm.em.fork().findOneOrFail(Order, { id }, { disableIdentityMap: true }), (o) => o.status === 'filled', 30_000, 200);
    const filled = await order(id);
    expect(filled).toMatchObject({ status: 'filled', fills: [{ id: record!.id, status: 'confirmed' }] });
  }, 120_000);

  it('the market command refuses an RPC whose genesis hash is mainnet-beta\'s, an unreachable one, and a malformed price', async () => {
    const { createServer } = await import('node:http');
    // A JSON-RPC endpoint that says it is mainnet-beta: nothing may be moved there.
    const mainnet = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        const { id } = JSON.parse(body) as { id: unknown };
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, result: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuqCjDsRFYx' }));
      });
    });
    await new Promise<void>((r) => mainnet.listen(0, '127.0.0.1', r));
    const port = (mainnet.address() as { port: number }).port;
    try {
      const refused = await run('npx', ['tsx', 'scripts/market.ts', '--url', `http://127.0.0.1:${port}`, '--set-price', 'SOL=1'], { cwd: process.cwd(), timeout: 60_000 }).then(() => null, (e: { code: number; stderr: string }) => e);
      expect(refused?.code).toBe(2);
      expect(refused?.stderr).toMatch(/mainnet-beta/);
    } finally {
      mainnet.close();
    }
    const unreachable = await run('npx', ['tsx', 'scripts/market.ts', '--url', 'http://127.0.0.1:9', '--set-price', 'SOL=1'], { cwd: process.cwd(), timeout: 60_000 }).then(() => null, (e: { code: number; stderr: string }) => e);
    expect(unreachable?.code).toBe(2);
    const bad = await run('npx', ['tsx', 'scripts/market.ts', '--url', h.cluster!.url, '--set-price', 'SOL'], { cwd: process.cwd(), timeout: 60_000 }).then(() => null, (e: { code: number; stderr: string }) => e);
    expect(bad?.stderr).toMatch(/SYMBOL=USD/);
  }, 120_000);
});
