import { Connection, Keypair, LAMPORTS_PER_SOL, NonceAccount, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { securityMatrix } from '../helpers/security.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { Order } from '../../shared/db/entities/order.entity.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;

let h: Harness;
let connection: Connection;
let owner: TestKey;

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { WEBHOOK_RELAY_INTERVAL_MS: '50', LANDING_REBROADCAST_MS: '500', INTENT_DEADLINE_MS: '20000' } });
  connection = new Connection(h.cluster!.url, 'confirmed');
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
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

async function intentOf(wallet: Keypair, command: string, key: TestKey = owner): Promise<string> {
  const res = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command }, headers: bearer(key) });
  expect([200, 201], res.text).toContain(res.status);
  expect(res.body.data.status, res.text).toBe('parsed');
  return res.body.data.id as string;
}

async function placeOrder(wallet: Keypair, command: string, execution: 'armed' | 'notify' = 'armed', key: TestKey = owner) {
  const intentId = await intentOf(wallet, command, key);
  const res = await h.request('/v1/orders', { method: 'POST', headers: bearer(key), json: { intentId, walletAddress: wallet.publicKey.toBase58(), execution } });
  return res;
}

function sign(transaction: string, wallet: Keypair): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  tx.sign([wallet]);
  return Buffer.from(tx.serialize()).toString('base64');
}

/** Place, sign the setup, sign the fills: the order is open. */
async function armedOrder(wallet: Keypair, command: string) {
  const created = await placeOrder(wallet, command);
  expect(created.status, created.text).toBe(201);
  const order = created.body.data;
  const first = await h.request(`/v1/orders/${order.id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: order.setup.transactions.map((t: string) => sign(t, wallet)) } });
  expect(first.status, first.text).toBe(200);
  expect(first.body.data.setup.stage).toBe('fills');
  const second = await h.request(`/v1/orders/${order.id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: first.body.data.setup.transactions.map((t: string) => sign(t, wallet)) } });
  expect(second.status, second.text).toBe(200);
  return { order: second.body.data, fills: first.body.data.setup.transactions as string[] };
}

describe('POST /v1/orders: armed', () => {
  it('"buy 2 SOL when it drops to $120" is armed: the nonce account exists with the wallet as authority, and the fills are on it', async () => {
    const wallet = fundedWallet(500_000_000n);
    const created = await placeOrder(wallet, 'buy 2 SOL when it drops to $120');
    expect(created.status, created.text).toBe(201);
    const order = created.body.data;
    expect(order).toMatchObject({ id: expect.stringMatching(/^ord_/), kind: 'limit_buy', execution: 'armed', status: 'awaiting_signature', network: 'devnet', fills: [], walletAddress: wallet.publicKey.toBase58() });
    expect(order.trigger).toMatchObject({ condition: 'below', priceUsd: '120', token: { symbol: 'SOL' } });
    expect(order.setup).toMatchObject({ stage: 'nonces', transactions: [expect.any(String)], rentLamports: await connection.getMinimumBalanceForRentExemption(80) });
    const [nonceAddress] = order.setup.nonceAccounts as string[];
    expect(await connection.getAccountInfo(new PublicKey(nonceAddress!))).toBeNull();
    const setup = VersionedTransaction.deserialize(Buffer.from(order.setup.transactions[0], 'base64'));
    // The wallet alone signs and pays.
    expect(setup.message.header.numRequiredSignatures).toBe(1);
    expect(setup.message.staticAccountKeys[0]!.toBase58()).toBe(wallet.publicKey.toBase58());

    const first = await h.request(`/v1/orders/${order.id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: [sign(order.setup.transactions[0], wallet)] } });
    expect(first.status, first.text).toBe(200);
    const info = await connection.getAccountInfo(new PublicKey(nonceAddress!));
    expect(info).not.toBeNull();
    const nonce = NonceAccount.fromAccountData(info!.data);
    expect(nonce.authorizedPubkey.toBase58()).toBe(wallet.publicKey.toBase58());
    expect(first.body.data.setup.stage).toBe('fills');
    const fills = first.body.data.setup.transactions as string[];
    expect(fills.length).toBeGreaterThanOrEqual(2);
    for (const f of fills) {
      const tx = VersionedTransaction.deserialize(Buffer.from(f, 'base64'));
      expect(tx.message.recentBlockhash).toBe(nonce.nonce);
      const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
      const firstIx = tx.message.compiledInstructions[0]!;
      expect(keys[firstIx.programIdIndex]).toBe('11111111111111111111111111111111');
      expect(Buffer.from(firstIx.data).readUInt32LE(0)).toBe(4); // AdvanceNonceAccount
      expect(keys[firstIx.accountKeyIndexes[0]!]).toBe(nonceAddress);
    }
    // Different priority fees: distinct messages, one nonce.
    expect(new Set(fills).size).toBe(fills.length);

    const second = await h.request(`/v1/orders/${order.id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: fills.map((t) => sign(t, wallet)) } });
    expect(second.status, second.text).toBe(200);
    expect(second.body.data.status).toBe('open');
    const row = await h.orm.em.fork().findOneOrFail(Order, { id: order.id });
    expect(row.signedFills).toHaveLength(fills.length);

    const again = await h.request(`/v1/orders/${order.id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: fills.map((t) => sign(t, wallet)) } });
    expect(again.status, again.text).toBe(409);
  });

  it('a setup signed by another key, or changed, is refused and nothing is stored or sent', async () => {
    const wallet = fundedWallet(500_000_000n);
    const created = await placeOrder(wallet, 'buy 2 SOL when it drops to $120');
    const order = created.body.data;

    const wrongSigner = VersionedTransaction.deserialize(Buffer.from(order.setup.transactions[0], 'base64'));
    // A signature by another key in the wallet's slot.
    wrongSigner.signatures[0] = Uint8Array.from(Buffer.alloc(64, 7));
    const bad = await h.request(`/v1/orders/${order.id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: [Buffer.from(wrongSigner.serialize()).toString('base64')] } });
    expect(bad.status, bad.text).toBe(400);
    expect(bad.body.error.code).toBe('not_fully_signed');

    // Another blockhash, signed by the wallet itself: still not what was built.
    const tx = VersionedTransaction.deserialize(Buffer.from(order.setup.transactions[0], 'base64'));
    tx.message.recentBlockhash = (await connection.getLatestBlockhash()).blockhash === tx.message.recentBlockhash ? Keypair.generate().publicKey.toBase58() : (await connection.getLatestBlockhash()).blockhash;
    tx.sign([wallet]);
    const mismatch = await h.request(`/v1/orders/${order.id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: [Buffer.from(tx.serialize()).toString('base64')] } });
    expect(mismatch.status, mismatch.text).toBe(409);
    expect(mismatch.body.error.code).toBe('transaction_mismatch');

    const notTx = await h.request(`/v1/orders/${order.id}/arm`, { method: 'POST', headers: bearer(owner), json: { transactions: ['AAAA'] } });
    expect(notTx.status).toBe(400);

    expect(await connection.getAccountInfo(new PublicKey(order.setup.nonceAccounts[0]))).toBeNull();
    const row = await h.orm.em.fork().findOneOrFail(Order, { id: order.id });
    expect(row).toMatchObject({ status: 'awaiting_signature', signedFills: null });
    expect(row.arming!.setupTransactionId).toBeNull();
  });

  it('a cancelled armed order answers a close transaction that lands: the nonce is closed and its rent is back', async () => {
    const wallet = fundedWallet(500_000_000n);
    const { order } = await armedOrder(wallet, 'buy 2 SOL when it drops to $120');
    const nonceAddress = new PublicKey(order.setup.nonceAccounts[0]);
    const cancelled = await h.request(`/v1/orders/${order.id}`, { method: 'DELETE', headers: bearer(owner) });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancel: { transaction: expect.any(String) } });
    const row = await h.orm.em.fork().findOneOrFail(Order, { id: order.id });
    expect(row.signedFills).toBeNull();
    const before = await connection.getBalance(wallet.publicKey);
    const tx = VersionedTransaction.deserialize(Buffer.from(cancelled.body.data.cancel.transaction, 'base64'));
    tx.sign([wallet]);
    const signature = await connection.sendTransaction(tx);
    const latest = await connection.getLatestBlockhash();
    const { value } = await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
    expect(value.err).toBeNull();
    expect(await connection.getAccountInfo(nonceAddress)).toBeNull();
    expect(await connection.getBalance(wallet.publicKey)).toBe(before + order.setup.rentLamports - 5000);
    // Cancelling again answers the cancelled order.
    const again = await h.request(`/v1/orders/${order.id}`, { method: 'DELETE', headers: bearer(owner) });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('cancelled');
  });
});

describe('relative triggers', () => {
  it('"sell 1 SOL if it falls 20%" is made absolute when placed, recording its reference price, source and time', async () => {
    const wallet = fundedWallet();
    const res = await placeOrder(wallet, 'sell 1 SOL if it falls 20%', 'notify');
    expect(res.status, res.text).toBe(201);
    const trigger = res.body.data.trigger;
    expect(trigger).toMatchObject({ condition: 'below', changePercent: '-20', referenceSource: expect.any(String), referenceAt: expect.any(String) });
    // The local market's SOL is $150 at start: 20% below is $120.
    expect(Number(trigger.referencePriceUsd)).toBeCloseTo(150, 0);
    expect(Number(trigger.priceUsd)).toBeCloseTo(Number(trigger.referencePriceUsd) * 0.8, 6);
    const row = await h.orm.em.fork().findOneOrFail(Order, { id: res.body.data.id });
    expect(Number(row.triggerPriceUsd)).toBeCloseTo(Number(trigger.priceUsd), 6);
  });
});

describe('bad input and limits', () => {
  it('an intent that is not an order is 400 not_an_order, a foreign intent 404, another wallet 400; nothing is written', async () => {
    const wallet = fundedWallet();
    const swapIntent = await intentOf(wallet, 'swap 1 SOL for USDC');
    const notOrder = await h.request('/v1/orders', { method: 'POST', headers: bearer(owner), json: { intentId: swapIntent, walletAddress: wallet.publicKey.toBase58() } });
    expect(notOrder.status, notOrder.text).toBe(400);
    expect(notOrder.body.error.details).toMatchObject({ field: 'intentId', reason: 'not_an_order' });

    const other = await createAccountWithKey(h, { environment: 'test', tier: 'free', scopes: ['admin'] });
    const foreign = await intentOf(wallet, 'buy 2 SOL when it drops to $120', other);
    const notMine = await h.request('/v1/orders', { method: 'POST', headers: bearer(owner), json: { intentId: foreign, walletAddress: wallet.publicKey.toBase58() } });
    expect(notMine.status).toBe(404);

    const mine = await intentOf(wallet, 'buy 2 SOL when it drops to $120');
    const otherWallet = await h.request('/v1/orders', { method: 'POST', headers: bearer(owner), json: { intentId: mine, walletAddress: Keypair.generate().publicKey.toBase58() } });
    expect(otherWallet.status).toBe(400);
    expect(otherWallet.body.error.details.field).toBe('walletAddress');

    for (const body of [{}, { intentId: 'int_x', walletAddress: wallet.publicKey.toBase58() }, { intentId: mine, walletAddress: 'nope' }, { intentId: mine, walletAddress: wallet.publicKey.toBase58(), execution: 'later' }, { intentId: mine, walletAddress: wallet.publicKey.toBase58(), extra: 1 }]) {
      const res = await h.request('/v1/orders', { method: 'POST', headers: bearer(owner), json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
    expect(await h.orm.em.fork().count(Order, { intentId: { $in: [swapIntent, foreign, mine] } })).toBe(0);

    const placed = await h.request('/v1/orders', { method: 'POST', headers: bearer(owner), json: { intentId: mine, walletAddress: wallet.publicKey.toBase58(), execution: 'notify' } });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.data).toMatchObject({ status: 'open', execution: 'notify', setup: null });
    const twice = await h.request('/v1/orders', { method: 'POST', headers: bearer(owner), json: { intentId: mine, walletAddress: wallet.publicKey.toBase58(), execution: 'notify' } });
    expect(twice.status).toBe(409);
  });

  it('a free account holds 10 open orders; the 11th is 422 order_limit, and a cancel makes room', async () => {
    const free = await createAccountWithKey(h, { environment: 'test', tier: 'free', scopes: ['admin'] });
    const wallet = fundedWallet();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await placeOrder(wallet, `sell 1 SOL when it reaches $${400 + i}`, 'notify', free);
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.data.id);
    }
    const over = await placeOrder(wallet, 'sell 1 SOL when it reaches $500', 'notify', free);
    expect(over.status, over.text).toBe(422);
    expect(over.body.error).toMatchObject({ code: 'limit_exceeded', details: { reason: 'order_limit', limit: 10 } });
    expect(await h.orm.em.fork().count(Order, { accountId: free.accountId })).toBe(10);
    const cancel = await h.request(`/v1/orders/${ids[0]}`, { method: 'DELETE', headers: bearer(free) });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.cancel).toBeUndefined();
    const room = await placeOrder(wallet, 'sell 1 SOL when it reaches $500', 'notify', free);
    expect(room.status, room.text).toBe(201);

    const list = await h.request('/v1/orders?status=cancelled', { headers: bearer(free) });
    expect(list.status).toBe(200);
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    const page = await h.request(`/v1/orders?limit=4&walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(free) });
    expect(page.body.data).toHaveLength(4);
    expect(page.body.pagination.hasMore).toBe(true);
    const next = await h.request(`/v1/orders?limit=100&cursor=${page.body.pagination.nextCursor}`, { headers: bearer(free) });
    expect(next.body.data).toHaveLength(7);
    expect((await h.request('/v1/orders?status=bogus', { headers: bearer(free) })).status).toBe(400);
    expect((await h.request('/v1/orders?cursor=zzz', { headers: bearer(free) })).status).toBe(400);
  });
});

securityMatrix(() => h, [
  { method: 'GET', path: '/v1/orders', scope: 'read:transactions' },
  { method: 'POST', path: '/v1/orders', scope: 'write:transactions', body: { intentId: 'int_0000000000000000000000', walletAddress: '11111111111111111111111111111111' } },
  {
    method: 'GET', path: (id) => `/v1/orders/${id}`, scope: 'read:transactions',
    resourceOf: async (harness, key) => {
      const wallet = Keypair.generate();
      const intent = await harness.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: 'sell 1 SOL when it reaches $400' }, headers: bearer(key) });
      const res = await harness.request('/v1/orders', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58(), execution: 'notify' } });
      return res.body.data.id;
    },
  },
  {
    method: 'DELETE', path: (id) => `/v1/orders/${id}`, scope: 'write:transactions',
    resourceOf: async (harness, key) => {
      const wallet = Keypair.generate();
      const intent = await harness.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: 'sell 1 SOL when it reaches $400' }, headers: bearer(key) });
      const res = await harness.request('/v1/orders', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58(), execution: 'notify' } });
      return res.body.data.id;
    },
  },
]);


