/**
 * Issue 12 item 1, the network to an RPC: a build whose Solana RPC cannot be reached is retried
 * without spending its attempts while its record is younger than RPC_OUTAGE_RETRY_MS, and built
 * once the RPC answers again; past that window it fails saying the RPC was unreachable. The
 * same for an intent naming a mint the registry must learn from chain. The RPC is the embedded
 * local cluster behind a proxy that drops every connection while "down".
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Connection, Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { freshMint } from '../helpers/mints.js';
import { eventually } from '../helpers/eventually.js';

/** An HTTP proxy to the cluster's RPC that, while down, drops each connection unanswered. */
class SwitchableRpc {
  down = false;
  target = '';
  requests = 0;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.requests++;
      if (this.down || !this.target) return void req.socket.destroy();
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const answer = await fetch(this.target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

// Long enough that the tries seen below fit inside it on a loaded machine.
const WINDOW_MS = 8000;
const rpc = new SwitchableRpc();
let h: Harness;
let key: TestKey;
let connection: Connection;

beforeAll(async () => {
  await rpc.start();
  h = await startHarness({
    localnet: true,
    env: { SOLANA_DEVNET_RPC_URL: rpc.url, RPC_OUTAGE_RETRY_MS: String(WINDOW_MS), RPC_MAX_RETRIES: '0', BUILD_DEADLINE_MS: '800', INTENT_DEADLINE_MS: '800', JOB_ATTEMPTS: '2' },
  });
  rpc.target = h.cluster!.url;
  connection = new Connection(h.cluster!.url, 'confirmed');
});
// A key per test: a test key allows 100 requests a day, and each test polls for seconds.
beforeEach(async () => {
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents', 'write:transactions', 'read:transactions'] });
});
afterAll(async () => {
  await h?.close();
  await rpc.close();
});

function fundedWallet(): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

/** An intent to send 0.1 SOL, parsed while the RPC is up. */
async function transferIntent(wallet: Keypair): Promise<string> {
  const res = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: wallet.publicKey.toBase58(), command: `send 0.1 SOL to ${Keypair.generate().publicKey.toBase58()}` } });
  expect([201, 202], res.text).toContain(res.status); // 202 if the parse outlived the deadline
  const id: string = res.body.data.id;
  if (res.status === 202) expect((await poll(id, settled, `/v1/intents/${id}`)).status).toBe('parsed');
  return id;
}

/** GET a record (a build by default, or `/v1/intents/<id>`) until `done` says so or the bound passes. */
async function poll(id: string, done: (status: string) => boolean, path = `/v1/transactions/${id}`, boundMs = 20_000): Promise<any> {
  const until = Date.now() + boundMs;
  for (;;) {
    const res = await h.request(path, { headers: bearer(key) });
    expect(res.status, res.text).toBe(200);
    if (done(res.body.data.status) || Date.now() > until) return res.body.data;
    // Every 400 ms: a test key allows 100 requests a day, and a test waits out an 8 s window.
    await new Promise((r) => setTimeout(r, 400));
  }
}

const settled = (status: string) => status !== 'pending' && status !== 'running';

describe('a build while the Solana RPC cannot be reached', () => {
  it('is accepted (202), stays pending through more failed tries than it has attempts, and is built once the RPC answers', async () => {
    const wallet = fundedWallet();
    const intentId = await transferIntent(wallet);
    rpc.down = true;
    const seen = rpc.requests;
    const accepted = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId, walletAddress: wallet.publicKey.toBase58() } });
    expect(accepted.status, accepted.text).toBe(202);
    const id = accepted.body.data.id;

    // Tried again and again (JOB_ATTEMPTS is 2), and not failed: no attempt was spent on it.
    expect(await eventually(async () => rpc.requests - seen, (n) => n >= 3, 5000, 50)).toBeGreaterThanOrEqual(3);
    expect(['pending', 'running']).toContain((await poll(id, () => true)).status);

    rpc.down = false;
    const built = await poll(id, settled);
    expect(built).toMatchObject({ id, status: 'built', simulation: { success: true } });
    // It is a real transaction: signed and sent, it lands.
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    tx.sign([wallet]);
    const signature = await connection.sendTransaction(tx);
    const { value } = await connection.confirmTransaction({ signature, blockhash: built.blockhash, lastValidBlockHeight: built.lastValidBlockHeight }, 'confirmed');
    expect(value.err).toBeNull();
  });

  it('fails with upstream_error saying the RPC was unreachable once RPC_OUTAGE_RETRY_MS has passed', async () => {
    const wallet = fundedWallet();
    const intentId = await transferIntent(wallet);
    rpc.down = true;
    try {
      const t0 = Date.now();
      const accepted = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId, walletAddress: wallet.publicKey.toBase58() } });
      expect(accepted.status, accepted.text).toBe(202);
      const failed = await poll(accepted.body.data.id, settled);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(WINDOW_MS);
      expect(failed).toMatchObject({ status: 'failed', error: { code: 'upstream_error', details: { network: 'devnet', reason: 'rpc_unreachable' } } });
      expect(failed.error.message).toMatch(/unreachable/);
    } finally {
      rpc.down = false;
    }
  });
});

describe('an intent naming an unknown mint while the Solana RPC cannot be reached', () => {
  const recipient = Keypair.generate().publicKey.toBase58();
  const wallet = Keypair.generate().publicKey.toBase58();

  it('is not refused as an unknown token: accepted (202), it waits for the RPC and is parsed once it answers', async () => {
    const mint = await freshMint(h.cluster!, 3);
    rpc.down = true;
    const seen = rpc.requests;
    const accepted = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: wallet, command: `send 5 ${mint} to ${recipient}` } });
    expect(accepted.status, accepted.text).toBe(202);
    // More tries than JOB_ATTEMPTS, none spent.
    expect(await eventually(async () => rpc.requests - seen, (n) => n >= 3, 5000, 50)).toBeGreaterThanOrEqual(3);
    expect(['pending', 'running']).toContain((await h.request(`/v1/intents/${accepted.body.data.id}`, { headers: bearer(key) })).body.data.status);

    rpc.down = false;
    const parsed = await poll(accepted.body.data.id, settled, `/v1/intents/${accepted.body.data.id}`);
    expect(parsed).toMatchObject({ status: 'parsed', type: 'transfer', params: { token: { mint, decimals: 3 }, recipient } });
  });

  it('fails with upstream_error saying the RPC was unreachable once RPC_OUTAGE_RETRY_MS has passed', async () => {
    const mint = await freshMint(h.cluster!, 3);
    rpc.down = true;
    try {
      const accepted = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: wallet, command: `send 5 ${mint} to ${recipient}` } });
      expect(accepted.status, accepted.text).toBe(202);
      const failed = await poll(accepted.body.data.id, settled, `/v1/intents/${accepted.body.data.id}`);
      expect(failed).toMatchObject({ status: 'failed', error: { code: 'upstream_error', details: { network: 'devnet', reason: 'rpc_unreachable' } } });
    } finally {
      rpc.down = false;
    }
  });
});
