/**
 * What a stranger can do with a link (issue 40): spend the owner's budget, borrow the Host
 * header for the URLs inside QR codes, or make a link that drains the payer. Through HTTP on
 * the local cluster, with production's public limits, and without PUBLIC_BASE_URL (a
 * development deployment: the URLs are the API's own configured address, never a header's).
 */
import http from 'node:http';
import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, revokeKey, type TestKey } from '../helpers/accounts.js';
import { connectMcp } from '../mcp/mcp-helpers.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { WalletTransaction } from '../../shared/db/entities/wallet-transaction.entity.js';
import { WalletIndexState } from '../../shared/db/entities/wallet-index-state.entity.js';

let h: Harness;
let owner: TestKey;

beforeAll(async () => {
  // TRUST_PROXY: X-Forwarded-For names the client (one hop), and X-Forwarded-Host would name the host if anything read it.
  h = await startHarness({ localnet: true, env: { TRUST_PROXY: 'true', LINKS_MAX: '5', HISTORY_AFTER_BUILD_MS: '0' } });
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'free', scopes: ['admin'] });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

async function createLink(body: Record<string, unknown>, key: TestKey = owner) {
  return h.request('/v1/links', { method: 'POST', headers: bearer(key), json: body });
}

/** A raw HTTP request with the headers as given (fetch will not send a Host of our choosing). */
function raw(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const url = new URL(h.baseUrl + path);
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: { ...headers, ...(data ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(data)) } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

function funded(): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 2n * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

describe('public endpoints spend their own budget', () => {
  it("110 anonymous POSTs from many addresses leave the owner's own builds answering, not 429; no payer's history is indexed", async () => {
    const merchant = Keypair.generate().publicKey.toBase58();
    const made = await createLink({ command: `send 0.001 SOL to ${merchant}`, title: 'Tips' });
    expect(made.status, made.text).toBe(201);
    const link = made.body.data;
    // The owner has built 99 of its free tier's 100 transactions today.
    for (let i = 0; i < 99; i++) await h.app.limiter.consumeTransactionQuota(owner.accountId, 'free');
    // Two requests from each of 55 addresses: production's per-address limit (60 a minute) does not stop them.
    const answers: number[] = [];
    const payers = Array.from({ length: 110 }, () => funded());
    for (let i = 0; i < payers.length; i += 10) {
      const batch = payers.slice(i, i + 10).map((p, j) => raw('POST', `/pay/${link.id}`, { 'X-Forwarded-For': `203.0.113.${Math.floor((i + j) / 2) + 1}` }, { account: p.publicKey.toBase58() }).then((r) => r.status));
      answers.push(...await Promise.all(batch));
    }
    expect(answers.filter((s) => s !== 200)).toEqual([]);
    expect(await h.app.limiter.checkTransactionQuota(owner.accountId, 'free')).toMatchObject({ used: 99, remaining: 1 });

    // The owner's own build: its last transaction of the day is still there, untouched by its payers.
    const wallet = funded();
    const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(owner), json: { walletAddress: wallet.publicKey.toBase58(), command: `send 0.01 SOL to ${merchant}` } });
    expect(intent.status, intent.text).toBe(201);
    const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(owner), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() } });
    expect(built.status, built.text).toBe(200);

    // Builds nobody sent index nobody's wallet.
    await new Promise((r) => setTimeout(r, 1_000));
    const indexed = await h.orm.em.fork().count(WalletTransaction, { walletAddress: { $in: payers.map((p) => p.publicKey.toBase58()) } });
    expect(indexed).toBe(0);
    expect(await h.orm.em.fork().count(WalletIndexState, { walletAddress: { $in: payers.map((p) => p.publicKey.toBase58()) } })).toBe(0);
  }, 120_000);

  it('one payer asking again gets the same build while its blockhash lives: one row, not one per POST', async () => {
    const made = await createLink({ command: `send 0.001 SOL to ${Keypair.generate().publicKey.toBase58()}`, title: 'Again' });
    expect(made.status, made.text).toBe(201);
    const payer = funded();
    const first = await raw('POST', `/v1/links/${made.body.data.id}/action`, {}, { account: payer.publicKey.toBase58() });
    const second = await raw('POST', `/v1/links/${made.body.data.id}/action`, {}, { account: payer.publicKey.toBase58() });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(JSON.parse(second.text).transaction).toBe(JSON.parse(first.text).transaction);
    expect(await h.orm.em.fork().count(TransactionRecord, { linkId: made.body.data.id })).toBe(1);
  });
});

describe('no drainer links, no borrowed hosts', () => {
  it('"all", a percentage and "swap all" are refused at creation (422, error envelope); nothing is stored', async () => {
    const to = Keypair.generate().publicKey.toBase58();
    for (const command of [`send all my SOL to ${to}`, `send 50% of my USDC to ${to}`, 'swap all my SOL for USDC']) {
      const res = await createLink({ command, title: 'Claim your free airdrop' });
      expect(res.status, `${command}: ${res.text}`).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'intent_parse_error', details: { reason: 'unbounded_amount', field: 'amount' } });
    }
    const list = await h.request('/v1/links', { headers: bearer(owner) });
    expect(list.body.data.filter((l: { title: string }) => l.title === 'Claim your free airdrop')).toEqual([]);
  });

  it('what the wallet shows is derived from the transaction, with the owner\'s text beside it', async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const made = await createLink({ command: `send 0.002 SOL to ${to}`, title: 'Claim your free airdrop', description: 'Free tokens!' });
    expect(made.status, made.text).toBe(201);
    const action = await raw('GET', `/v1/links/${made.body.data.id}/action`, {});
    expect(JSON.parse(action.text).description).toBe(`Send 0.002 SOL to ${to.slice(0, 4)}…${to.slice(-4)} — Free tokens!`);
    const payer = funded();
    const post = await raw('POST', `/pay/${made.body.data.id}`, {}, { account: payer.publicKey.toBase58() });
    expect(post.status, post.text).toBe(200);
    const body = JSON.parse(post.text);
    expect(body.message).toBe(`Send 0.002 SOL to ${to.slice(0, 4)}…${to.slice(-4)} — Claim your free airdrop`);
    expect(VersionedTransaction.deserialize(Buffer.from(body.transaction, 'base64')).message.staticAccountKeys.map((k) => k.toBase58())).toContain(to);
  });

  it('link URLs and QR codes never come from the Host or X-Forwarded-Host header; an unknown id has no QR code', async () => {
    const evil = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', Authorization: bearer(owner).Authorization! };
    const res = await raw('POST', '/v1/links', evil, { command: `send 0.001 SOL to ${Keypair.generate().publicKey.toBase58()}`, title: 'Host' });
    expect(res.status, res.text).toBe(201);
    const link = JSON.parse(res.text).data;
    for (const url of [link.solanaPayUrl, link.actionUrl, link.qrUrl]) expect(decodeURIComponent(url)).not.toMatch(/evil/);
    const read = await raw('GET', `/v1/links/${link.id}`, evil);
    expect(read.text).not.toMatch(/evil/);
    const qr = await raw('GET', `/pay/${link.id}/qr.svg`, evil);
    expect(qr.status).toBe(200);
    const pay = await raw('GET', `/pay/${link.id}`, evil);
    expect(pay.text).not.toMatch(/evil/);
    const unknown = await raw('GET', '/pay/lnk_0000000000000000000000/qr.svg', evil);
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('links are revoked with the key that made them, and an account has at most LINKS_MAX', async () => {
    const account = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['admin'] });
    const key = await addKey(h, account.accountId, { environment: 'test', scopes: ['write:transactions', 'read:transactions'] });
    const made = await createLink({ command: `send 0.001 SOL to ${Keypair.generate().publicKey.toBase58()}`, title: 'by key' }, key);
    expect(made.status, made.text).toBe(201);
    expect((await raw('GET', `/pay/${made.body.data.id}`, {})).status).toBe(200);
    await revokeKey(h, key);
    const gone = await raw('GET', `/pay/${made.body.data.id}`, {});
    expect(gone.status).toBe(410);
    expect(JSON.parse(gone.text).error.details).toEqual({ reason: 'revoked' });
    const listed = await h.request(`/v1/links/${made.body.data.id}`, { headers: bearer(account) });
    expect(listed.body.data.status).toBe('revoked');

    for (let i = 0; i < 5; i++) expect((await createLink({ command: `send 0.001 SOL to ${Keypair.generate().publicKey.toBase58()}`, title: `n${i}` }, account)).status).toBe(201);
    const over = await createLink({ command: `send 0.001 SOL to ${Keypair.generate().publicKey.toBase58()}`, title: 'one too many' }, account);
    expect(over.status, over.text).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'conflict', details: { reason: 'links_max', limit: 5 } });
  });
});

describe('as a wallet meets it', () => {
  it('the Solana Pay endpoint answers CORS on preflight and on errors', async () => {
    const preflight = await raw('OPTIONS', '/pay/lnk_0000000000000000000000', { Origin: 'https://wallet.example', 'Access-Control-Request-Method': 'POST' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
    for (const [method, path] of [['POST', '/pay/lnk_0000000000000000000000'], ['POST', '/pay/not-a-link'], ['GET', '/pay/lnk_0000000000000000000000']] as const) {
      const res = await raw(method, path, { Origin: 'https://wallet.example' }, method === 'POST' ? { account: 'nope' } : undefined);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.headers['access-control-allow-origin'], `${method} ${path}`).toBe('*');
    }
  });

  it("an Action's custom label is not doubled; the MCP link summary names the action", async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const agent = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['admin'] });
    const made = await createLink({ command: `send 0.005 SOL to ${to}`, title: 'Label', label: 'Pay 0.005 SOL' }, agent);
    expect(made.status, made.text).toBe(201);
    const action = JSON.parse((await raw('GET', `/v1/links/${made.body.data.id}/action`, {})).text);
    expect(action.label).toBe('Pay 0.005 SOL');

    const mcp = await connectMcp(`${h.baseUrl}/mcp`, agent);
    try {
      const created = await mcp.client.callTool({ name: 'create_payment_link', arguments: { command: `send 0.003 SOL to ${to}`, title: 'Invoice 9' } });
      expect(created.isError ?? false, JSON.stringify(created)).toBe(false);
      expect((created.content as any[])[0].text).toContain(`Send 0.003 SOL to ${to.slice(0, 4)}…${to.slice(-4)}`);
      expect((created.content as any[])[0].text).not.toMatch(/transfer \./);
    } finally {
      await mcp.close();
    }
  });
});
