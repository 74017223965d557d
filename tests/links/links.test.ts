import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { parseURL, type TransactionRequestURL } from '@solana/pay';
import { BlinkInstance, BlockchainIds, setProxyUrl, type BlinkAdapter, type SingleValueActionComponent } from '@dialectlabs/blinks-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { securityMatrix } from '../helpers/security.js';
import { WebhookReceiver } from '../webhooks/receiver.js';
import { connectMcp } from '../mcp/mcp-helpers.js';
import { eventually } from '../helpers/eventually.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { TIER_LIMITS } from '../../shared/ratelimit/tier-limits.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const PUBLIC_BASE = 'https://pay.example.test';

let h: Harness;
let connection: Connection;
let owner: TestKey;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  // The public origin wallets see (TLS ends at a proxy in front of the API): Solana Pay links must be https.
  h = await startHarness({ localnet: true, env: { PUBLIC_BASE_URL: PUBLIC_BASE, WEBHOOK_RELAY_INTERVAL_MS: '50', LINK_WATCH_INTERVAL_MS: '300', LINK_REQUESTS_PER_MINUTE_PER_ADDRESS: '1000', LINK_REQUESTS_PER_MINUTE_PER_LINK: '1000' } });
  connection = new Connection(h.cluster!.url, 'confirmed');
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
  await receiver.start();
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(owner), json: { url: receiver.url, events: ['link.paid', 'transaction.confirmed'] } });
  expect(res.status, res.text).toBe(201);
  rememberPlaintext(res.body.data.secret);
  receiver.secrets.push(res.body.data.secret);
  setProxyUrl(null as unknown as string); // blinks-core fetches our loopback API directly, not through dial.to
});
afterAll(async () => {
  await h?.close();
  await receiver.stop();
});

function fundedWallet(usdc = 0n): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
  if (usdc > 0n) h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, usdc);
  return wallet;
}

async function createLink(body: Record<string, unknown>, key: TestKey = owner) {
  const res = await h.request('/v1/links', { method: 'POST', headers: bearer(key), json: body });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

/** A public endpoint, called as a wallet does: plain fetch, no key. */
async function wallet(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(h.baseUrl + path, {
    method: init.method ?? 'GET',
    headers: { ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  const text = await res.text();
  let body: any = null;
  try { body = JSON.parse(text); } catch { body = null; }
  return { status: res.status, headers: res.headers, body, text };
}

async function usdcBalance(owner: PublicKey): Promise<bigint> {
  const account = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(USDC.mint), owner)).catch(() => null);
  return account ? BigInt(account.value.amount) : 0n;
}

/** Sign the v0 transaction the link answered and send it from the wallet's own RPC connection. */
async function signAndSend(transaction: string, payer: Keypair): Promise<string> {
  const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  expect(tx.message.staticAccountKeys[0]!.toBase58()).toBe(payer.publicKey.toBase58());
  tx.sign([payer]);
  const signature = await connection.sendTransaction(tx);
  const latest = await connection.getLatestBlockhash();
  await connection.confirmTransaction({ signature, blockhash: tx.message.recentBlockhash, lastValidBlockHeight: latest.lastValidBlockHeight }, 'confirmed');
  // A payment counts once finalized (32 slots on the local cluster): no need to wait ~13 s for it.
  h.cluster!.advanceSlots(33);
  return signature;
}

describe('a Solana Pay transaction request, paid by a wallet that sends it itself', () => {
  it('parseURL reads solanaPayUrl; the wallet POSTs its account, signs and sends; the link is paid and link.paid arrives signed', async () => {
    const merchant = Keypair.generate().publicKey;
    const link = await createLink({ command: `send 5 USDC to ${merchant.toBase58()}`, title: 'Coffee', description: 'One flat white' });
    expect(link).toMatchObject({ status: 'active', type: 'transfer', views: 0, builds: 0, paid: 0, amount: null });
    expect(link.params.amount).toEqual({ value: '5', unit: 'token' });

    const parsed = parseURL(link.solanaPayUrl) as TransactionRequestURL;
    expect(parsed.link.toString()).toBe(`${PUBLIC_BASE}/pay/${link.id}`);

    const qr = await wallet(new URL(link.qrUrl).pathname);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(qr.text).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const get = await wallet(parsed.link.pathname);
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ label: 'Coffee', icon: link.qrUrl });

    const payer = fundedWallet(20_000_000n);
    const post = await wallet(parsed.link.pathname, { method: 'POST', json: { account: payer.publicKey.toBase58() } });
    expect(post.status, post.text).toBe(200);
    expect(post.body.message).toBe(`Send 5 USDC to ${merchant.toBase58().slice(0, 4)}…${merchant.toBase58().slice(-4)} — Coffee`);
    const tx = VersionedTransaction.deserialize(Buffer.from(post.body.transaction, 'base64'));

    const signature = await signAndSend(post.body.transaction, payer);
    expect(await usdcBalance(merchant)).toBe(5_000_000n);

    const [paid] = await receiver.waitFor((r) => r.payload.type === 'link.paid' && r.payload.data.link.id === link.id, 'link.paid');
    expect(paid!.verifiedBy).toEqual([0]);
    expect(paid!.payload.data.link).toMatchObject({ id: link.id, paid: 1, builds: 1 });
    expect(paid!.payload.data.transaction).toMatchObject({ status: 'confirmed', signature, walletAddress: payer.publicKey.toBase58() });
    const [confirmed] = await receiver.waitFor((r) => r.payload.type === 'transaction.confirmed' && r.payload.data.signature === signature, 'transaction.confirmed');
    expect(confirmed!.verifiedBy).toEqual([0]);

    // Found by its Solana Pay reference key: read-only, not a signer, in the transaction the wallet sent.
    const stored = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: paid!.payload.data.transaction.id });
    expect(stored).toMatchObject({ linkId: link.id, reference: expect.any(String) });
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
    const at = keys.indexOf(stored.reference!);
    expect(at).toBeGreaterThan(0);
    expect(tx.message.isAccountSigner(at)).toBe(false);
    expect(tx.message.isAccountWritable(at)).toBe(false);
    expect((await connection.getSignaturesForAddress(new PublicKey(stored.reference!))).map((s) => s.signature)).toEqual([signature]);

    const record = await h.request(`/v1/transactions/${paid!.payload.data.transaction.id}`, { headers: bearer(owner) });
    expect(record.status).toBe(200);
    expect(record.body.data).toMatchObject({ status: 'confirmed', signature });
    const after = await h.request(`/v1/links/${link.id}`, { headers: bearer(owner) });
    expect(after.body.data).toMatchObject({ views: 1, builds: 1, paid: 1, status: 'active' });
    // The build's USD value (null when the volume price was not cached yet at build time) moved the link's volume.
    expect(after.body.data.volumeUsd).toBe(stored.volumeUsd ?? 0);
  });
});

describe('a Solana Action with an amount the payer chooses, through blinks-core', () => {
  it('blinks-core fetches the Action, posts an account with an amount, and the transaction lands', async () => {
    const merchant = Keypair.generate().publicKey;
    const link = await createLink({ command: `send USDC to ${merchant.toBase58()}`, title: 'Tip jar', amount: { min: '1', max: '20' } });
    expect(link.amount).toEqual({ min: '1', max: '20' });

    const preflight = await wallet(new URL(link.actionUrl).pathname, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('x-action-version')).toBe('2.4');
    expect(preflight.headers.get('x-blockchain-ids')).toBe(BlockchainIds.SOLANA_DEVNET);
    const rules = await wallet('/actions.json');
    expect(rules.body.rules).toContainEqual({ pathPattern: '/pay/*', apiPath: '/v1/links/*/action' });
    expect(rules.headers.get('access-control-allow-origin')).toBe('*');

    expect(link.actionUrl).toBe(`${PUBLIC_BASE}/v1/links/${link.id}/action`);
    // Fetched on loopback, where the proxy in front of PUBLIC_BASE_URL would send it.
    const blink = await BlinkInstance.fetch(`${h.baseUrl}${new URL(link.actionUrl).pathname}`);
    const payer = fundedWallet(30_000_000n);
    const adapter: BlinkAdapter = {
      metadata: { supportedBlockchainIds: [BlockchainIds.SOLANA_DEVNET] }, // the local cluster plays devnet
      connect: async () => payer.publicKey.toBase58(),
      signTransaction: async () => ({ error: 'not used' }),
      confirmTransaction: async () => undefined,
      signMessage: async () => ({ error: 'not used' }),
    };
    expect(await blink.isSupported(adapter)).toEqual({ isSupported: true });
    expect(blink.title).toBe('Tip jar');
    const [action] = blink.actions;
    expect(action!.parameters.map((p) => p.name)).toEqual(['amount']);
    (action as SingleValueActionComponent).setValue('7.5');
    const answer = await action!.post(payer.publicKey.toBase58()) as { type: string; transaction: string; message: string };
    expect(answer.type).toBe('transaction');
    expect(answer.message).toBe(`Send 7.5 USDC to ${merchant.toBase58().slice(0, 4)}…${merchant.toBase58().slice(-4)} — Tip jar`);
    await signAndSend(answer.transaction, payer);
    expect(await usdcBalance(merchant)).toBe(7_500_000n);
    await receiver.waitFor((r) => r.payload.type === 'link.paid' && r.payload.data.link.id === link.id, 'link.paid of the blink');

    // Outside min/max: 400 with the spec's { message } a blink shows.
    (action as SingleValueActionComponent).setValue('25');
    await expect(action!.post(payer.publicKey.toBase58())).rejects.toMatchObject({ message: expect.stringMatching(/between 1 and 20 USDC/) });
  });
});

describe('bad input gets its 4xx', () => {
  let merchant: string;
  beforeAll(() => { merchant = Keypair.generate().publicKey.toBase58(); });

  it('an account that is not a wallet address is 400 with a message', async () => {
    const link = await createLink({ command: `send 1 USDC to ${merchant}`, title: 'x' });
    for (const account of ['nope', '', 42, null]) {
      const res = await wallet(`/pay/${link.id}`, { method: 'POST', json: { account } });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), error: { code: 'validation_error', details: { field: 'account' } } });
    }
    const missing = await wallet(`/v1/links/${link.id}/action`, { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('amount missing, not a number, or outside min/max is 400', async () => {
    const link = await createLink({ command: `send USDC to ${merchant}`, title: 'range', amount: { min: '2', max: '3' } });
    const account = fundedWallet(10_000_000n).publicKey.toBase58();
    for (const [query, reason] of [['', 'is required'], ['?amount=abc', 'must be a positive number'], ['?amount=1.99', 'out_of_range'], ['?amount=3.01', 'out_of_range'], ['?amount=-2', 'must be a positive number']] as const) {
      const res = await wallet(`/v1/links/${link.id}/action${query}`, { method: 'POST', json: { account } });
      expect(res.status, `${query}: ${res.text}`).toBe(400);
      expect(res.body.error.details).toMatchObject({ field: 'amount', reason });
    }
  });

  it('a payer whose simulation fails gets a message a wallet can show (insufficient USDC)', async () => {
    const link = await createLink({ command: `send 5 USDC to ${merchant}`, title: 'x' });
    const poor = fundedWallet(1_000_000n); // 1 USDC
    const res = await wallet(`/pay/${link.id}`, { method: 'POST', json: { account: poor.publicKey.toBase58() } });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe('insufficient USDC');
  });

  it('a revoked link is 410 on every public endpoint; an unknown one 404', async () => {
    const link = await createLink({ command: `send 1 USDC to ${merchant}`, title: 'x' });
    const del = await h.request(`/v1/links/${link.id}`, { method: 'DELETE', headers: bearer(owner) });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    const account = Keypair.generate().publicKey.toBase58();
    for (const [method, path] of [['GET', `/pay/${link.id}`], ['POST', `/pay/${link.id}`], ['GET', `/v1/links/${link.id}/action`], ['POST', `/v1/links/${link.id}/action`]] as const) {
      const res = await wallet(path, { method, ...(method === 'POST' ? { json: { account } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(410);
      expect(res.body.message).toMatch(/revoked/);
    }
    expect((await wallet('/pay/lnk_0000000000000000000000')).status).toBe(404);
    expect((await wallet('/pay/not-a-link')).status).toBe(400);
  });

  it('an expired link is 410, and expiresAt in the past is refused at creation', async () => {
    const past = await h.request('/v1/links', { method: 'POST', headers: bearer(owner), json: { command: `send 1 USDC to ${merchant}`, title: 'x', expiresAt: '2020-01-01T00:00:00Z' } });
    expect(past.status).toBe(400);
    const link = await createLink({ command: `send 1 USDC to ${merchant}`, title: 'x', expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await wallet(`/pay/${link.id}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    const res = await wallet(`/pay/${link.id}`);
    expect(res.status).toBe(410);
    expect(res.body.error.details).toEqual({ reason: 'expired' });
  });

  it('a build the payer never sends expires once its blockhash can no longer land; the link is not paid', async () => {
    const link = await createLink({ command: `send 1 USDC to ${merchant}`, title: 'never sent' });
    const payer = fundedWallet(5_000_000n);
    const post = await wallet(`/pay/${link.id}`, { method: 'POST', json: { account: payer.publicKey.toBase58() } });
    expect(post.status, post.text).toBe(200);
    const stored = await h.orm.em.fork().findOneOrFail(TransactionRecord, { linkId: link.id });
    // One block per slot until the finalized block height is past lastValidBlockHeight.
    while ((await connection.getBlockHeight('finalized')) <= Number(stored.lastValidBlockHeight)) for (let i = 0; i < 20; i++) h.cluster!.advanceSlots(1);
    // The watcher sees it at its next check (LINK_WATCH_INTERVAL_MS is 300 ms here).
    const after = await eventually(() => h.orm.em.fork().findOneOrFail(TransactionRecord, { id: stored.id }), (r) => r.status !== 'built', 10_000, 100);
    expect(after.status).toBe('expired');
    const read = await h.request(`/v1/links/${link.id}`, { headers: bearer(owner) });
    expect(read.body.data).toMatchObject({ builds: 1, paid: 0, status: 'active' });
    // The jump of ~200 blocks at once outdated the builders' cached blockhash (kept 2 s): let it go.
    await new Promise((r) => setTimeout(r, 2_100));
  });

  it('a maxUses link stops building once it is used up', async () => {
    const link = await createLink({ command: `send 1 USDC to ${merchant}`, title: 'once', maxUses: 1 });
    const payer = fundedWallet(5_000_000n);
    const post = await wallet(`/pay/${link.id}`, { method: 'POST', json: { account: payer.publicKey.toBase58() } });
    expect(post.status, post.text).toBe(200);
    await signAndSend(post.body.transaction, payer);
    await receiver.waitFor((r) => r.payload.type === 'link.paid' && r.payload.data.link.id === link.id, 'link.paid of the maxUses link');
    const again = await wallet(`/pay/${link.id}`, { method: 'POST', json: { account: payer.publicKey.toBase58() } });
    expect(again.status).toBe(410);
    expect(again.body.error.details).toEqual({ reason: 'used_up' });
    const read = await h.request(`/v1/links/${link.id}`, { headers: bearer(owner) });
    expect(read.body.data).toMatchObject({ status: 'used_up', paid: 1 });
  });

  it("a spent quota of the link's owner does not stop its payers: public builds spend the link's own budget", async () => {
    const poorOwner = await createAccountWithKey(h, { environment: 'test', tier: 'free', scopes: ['admin'] });
    const link = await createLink({ command: `send 1 USDC to ${merchant}`, title: 'x' }, poorOwner);
    for (let i = 0; i < TIER_LIMITS.free.transactionsPerDay!; i++) await h.app.limiter.consumeTransactionQuota(poorOwner.accountId, 'free');
    const res = await wallet(`/v1/links/${link.id}/action`, { method: 'POST', json: { account: fundedWallet(5_000_000n).publicKey.toBase58() } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.type).toBe('transaction');
  });

  it('creation: an unparseable command is 422, a command naming an amount with `amount` is 422, min > max is 400, a bad icon is 400', async () => {
    const bad = await h.request('/v1/links', { method: 'POST', headers: bearer(owner), json: { command: 'make me rich', title: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('intent_parse_error');
    const both = await h.request('/v1/links', { method: 'POST', headers: bearer(owner), json: { command: `send 5 USDC to ${merchant}`, title: 'x', amount: { min: '1', max: '2' } } });
    expect(both.status).toBe(422);
    const inverted = await h.request('/v1/links', { method: 'POST', headers: bearer(owner), json: { command: `send USDC to ${merchant}`, title: 'x', amount: { min: '3', max: '2' } } });
    expect(inverted.status).toBe(400);
    for (const icon of ['ftp://example.com/x.png', 'https://user:pw@example.com/x.png', 'https://example.com:22/x.png']) {
      const res = await h.request('/v1/links', { method: 'POST', headers: bearer(owner), json: { command: `send 1 USDC to ${merchant}`, title: 'x', icon } });
      expect(res.status, icon).toBe(400);
      expect(res.body.error.details.field).toBe('icon');
    }
  });
});

describe('MCP: an agent asks a person for money with one call and watches it arrive', () => {
  it('create_payment_link answers the link; the person pays with their wallet; get_link shows it paid', async () => {
    const mcp = await connectMcp(`${h.baseUrl}/mcp`, owner);
    try {
      const merchant = Keypair.generate().publicKey;
      const created = await mcp.client.callTool({ name: 'create_payment_link', arguments: { command: `send 2 USDC to ${merchant.toBase58()}`, title: 'Invoice 17' } });
      expect(created.isError ?? false, JSON.stringify(created)).toBe(false);
      const link = created.structuredContent as any;
      expect((created.content as any[])[0].text).toContain(link.solanaPayUrl);
      const payer = fundedWallet(5_000_000n);
      const post = await wallet(`/pay/${link.id}`, { method: 'POST', json: { account: payer.publicKey.toBase58() } });
      expect(post.status, post.text).toBe(200);
      await signAndSend(post.body.transaction, payer);
      await receiver.waitFor((r) => r.payload.type === 'link.paid' && r.payload.data.link.id === link.id, 'link.paid of the MCP link');
      const got = await mcp.client.callTool({ name: 'get_link', arguments: { id: link.id } });
      expect(got.structuredContent).toMatchObject({ id: link.id, paid: 1, builds: 1 });
      expect((got.content as any[])[0].text).toMatch(/1 payment/);
    } finally {
      await mcp.close();
    }
  });
});

describe('listing', () => {
  it('lists the links of the key newest first, in cursor pages, with counters', async () => {
    const other = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['write:transactions', 'read:transactions'] });
    const merchant = Keypair.generate().publicKey.toBase58();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createLink({ command: `send ${i + 1} USDC to ${merchant}`, title: `n${i}` }, other));
    const first = await h.request('/v1/links?limit=2', { headers: bearer(other) });
    expect(first.status).toBe(200);
    expect(first.body.data.map((l: { id: string }) => l.id)).toEqual([made[2].id, made[1].id]);
    expect(first.body.pagination.hasMore).toBe(true);
    const second = await h.request(`/v1/links?limit=2&cursor=${first.body.pagination.nextCursor}`, { headers: bearer(other) });
    expect(second.body.data.map((l: { id: string }) => l.id)).toEqual([made[0].id]);
    expect(second.body.pagination).toEqual({ hasMore: false, nextCursor: null });
  });
});

describe('abuse', () => {
  it('a 300-request burst on one link from one address is limited, with no 5xx', async () => {
    const limited = await startHarness({ localnet: false, env: { LINK_REQUESTS_PER_MINUTE_PER_ADDRESS: '60' } });
    try {
      const key = await createAccountWithKey(limited, { environment: 'test', tier: 'pro', scopes: ['admin'] });
      // A link row of its own (no parse needed for the limiter): created through the API with the intents worker.
      const res = await limited.request('/v1/links', { method: 'POST', headers: bearer(key), json: { command: `send 1 USDC to ${Keypair.generate().publicKey.toBase58()}`, title: 'burst' } });
      expect(res.status, res.text).toBe(201);
      const statuses = await Promise.all(Array.from({ length: 300 }, (_, i) => fetch(`${limited.baseUrl}${i % 2 ? `/pay/${res.body.data.id}` : `/v1/links/${res.body.data.id}/action`}`).then(async (r) => { await r.arrayBuffer(); return r.status; })));
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 200).length).toBe(60);
      expect(statuses.filter((s) => s === 429).length).toBe(240);
    } finally {
      await limited.close();
    }
  });
});

securityMatrix(() => h, [
  { method: 'POST', path: '/v1/links', scope: 'write:transactions', body: { command: 'send 1 SOL to 2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH', title: 'x' } },
  { method: 'GET', path: '/v1/links', scope: 'read:transactions' },
  {
    method: 'GET', path: (id) => `/v1/links/${id}`, scope: 'read:transactions',
    resourceOf: async (hh, key) => (await hh.request('/v1/links', { method: 'POST', headers: bearer(key), json: { command: 'send 1 SOL to 2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH', title: 'x' } })).body.data.id,
  },
  {
    method: 'DELETE', path: (id) => `/v1/links/${id}`, scope: 'write:transactions',
    resourceOf: async (hh, key) => (await hh.request('/v1/links', { method: 'POST', headers: bearer(key), json: { command: 'send 1 SOL to 2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH', title: 'x' } })).body.data.id,
  },
]);
