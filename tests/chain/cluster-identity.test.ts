/**
 * Issue 34, point 7: cluster identity. Each network's RPC must answer its network's genesis
 * hash (SOLANA_<NETWORK>_GENESIS_HASH, default mainnet-beta's for mainnet). Until it does, the
 * network is unready: /readyz names it with the reason, its builds and submits answer 503
 * service_unavailable (reason wrong_cluster), and its landing loops send nothing. Here "mainnet"
 * is the embedded cluster behind a proxy that counts every JSON-RPC method it receives and can
 * answer getGenesisHash with another cluster's hash (the URL pointed somewhere else).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { markSubmitted } from '../../shared/history/settlement.js';
import { landingQueue } from '../../shared/jobs/landing.js';
import { historyDedupId, historyIndexJob } from '../../shared/jobs/wallet-history.js';
import { WalletTransaction } from '../../shared/db/entities/wallet-transaction.entity.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/** The published genesis hashes (docs/deployment.md, "Cluster identity"). */
const PUBLISHED_GENESIS_HASHES = {
  'mainnet-beta': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
} as const;

/** A JSON-RPC proxy: forwards to `target`, counts methods, and may answer getGenesisHash itself. */
class CountingRpc {
  target = '';
  /** When set, getGenesisHash answers this instead of asking the target. */
  genesisHash: string | null = null;
  methods: string[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const parsed = JSON.parse(text) as { id: unknown; method: string } | Array<{ id: unknown; method: string }>;
        const calls = Array.isArray(parsed) ? parsed : [parsed];
        for (const c of calls) this.methods.push(c.method);
        if (!Array.isArray(parsed) && parsed.method === 'getGenesisHash' && this.genesisHash) {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: parsed.id, result: this.genesisHash }));
          return;
        }
        try {
          const upstream = await fetch(this.target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
          res.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end(await upstream.text());
        } catch {
          res.writeHead(502).end();
        }
      });
    }).listen(0, '127.0.0.1');
    await new Promise((r) => this.server!.once('listening', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  sends(): number {
    return this.methods.filter((m) => m === 'sendTransaction').length;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}

describe('cluster identity: a mainnet RPC that is not mainnet-beta, from the start', () => {
  let h: Harness;
  let live: TestKey;
  beforeAll(async () => {
    // The mainnet URL points at the local cluster, and mainnet expects mainnet-beta (the default).
    h = await startHarness({ localnet: true, localnetAsMainnet: true, env: { SOLANA_MAINNET_GENESIS_HASH: PUBLISHED_GENESIS_HASHES['mainnet-beta'] } });
    live = await createAccountWithKey(h, { environment: 'live', tier: 'enterprise', scopes: ['admin'] });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('/readyz names mainnet unready with the reason and both hashes; devnet stays ready', async () => {
    const res = await h.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('degraded');
    expect(res.body.data.networks.mainnet).toMatchObject({
      status: 'unready', reason: 'wrong_cluster', genesisHash: h.cluster!.ledger.genesisHash, expectedGenesisHashes: [PUBLISHED_GENESIS_HASHES['mainnet-beta']],
    });
    expect(res.body.data.networks.mainnet.message).toContain('SOLANA_MAINNET_RPC_URL');
    expect(res.body.data.networks.devnet).toEqual({ status: 'ready', genesisHash: h.cluster!.ledger.genesisHash });
  });

  it('a live build is refused with 503 service_unavailable naming the network, and no record is built', async () => {
    const wallet = Keypair.generate().publicKey.toBase58();
    const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(live), json: { walletAddress: wallet, command: `send 0.1 SOL to ${Keypair.generate().publicKey.toBase58()}` } });
    expect(intent.status, intent.text).toBe(201);
    const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(live), json: { intentId: intent.body.data.id, walletAddress: wallet } });
    expect(built.status, built.text).toBe(503);
    expect(built.body.error).toMatchObject({ code: 'service_unavailable', details: { network: 'mainnet', reason: 'wrong_cluster', genesisHash: h.cluster!.ledger.genesisHash } });
    expect(built.body.error.message).toContain('Mainnet is unavailable');
    expect(await h.orm.em.fork().count(TransactionRecord, { accountId: live.accountId })).toBe(0);
  });

  it('a wallet\'s history is not indexed from the other cluster: the index job stores nothing for mainnet', async () => {
    const wallet = Keypair.generate().publicKey.toBase58();
    h.cluster!.faucet.airdrop(wallet, 2n * BigInt(LAMPORTS_PER_SOL));
    const listed = await h.request(`/v1/transactions?walletAddress=${wallet}`, { headers: bearer(live) });
    expect(listed.status, listed.text).toBe(200);
    const queue = h.app.queues.get(historyIndexJob.name);
    const jobId = await queue.getDeduplicationJobId(historyDedupId('mainnet', wallet));
    expect(jobId).toBeTruthy();
    const job = await eventually(() => queue.getJob(jobId!), (j) => Boolean(j?.failedReason), 10_000);
    expect(job?.failedReason).toContain('Mainnet is unavailable');
    expect(await h.orm.em.fork().count(WalletTransaction, { network: 'mainnet', walletAddress: wallet })).toBe(0);
  });
});

describe('cluster identity: a mainnet RPC that turns into another cluster', () => {
  const rpc = new CountingRpc();
  let h: Harness;
  let live: TestKey;
  beforeAll(async () => {
    // The proxy says it is mainnet-beta (the default expectation) and serves the local cluster.
    rpc.genesisHash = PUBLISHED_GENESIS_HASHES['mainnet-beta'];
    await rpc.start();
    h = await startHarness({ localnet: true, env: { SOLANA_MAINNET_RPC_URL: rpc.url, CLUSTER_IDENTITY_RECHECK_MS: '1000', LANDING_REBROADCAST_MS: '300' } });
    rpc.target = h.cluster!.url;
    live = await createAccountWithKey(h, { environment: 'live', tier: 'enterprise', scopes: ['admin'] });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await rpc.close();
  });

  const readyz = () => h.request('/readyz');
  async function signedBuild(): Promise<{ id: string; bytes: string }> {
    const wallet = Keypair.generate();
    h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 2n * BigInt(LAMPORTS_PER_SOL));
    const walletAddress = wallet.publicKey.toBase58();
    const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(live), json: { walletAddress, command: `send 0.1 SOL to ${Keypair.generate().publicKey.toBase58()}` } });
    expect(intent.status, intent.text).toBe(201);
    const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(live), json: { intentId: intent.body.data.id, walletAddress } });
    expect(built.status, built.text).toBe(200);
    expect(built.body.data.network).toBe('mainnet');
    const tx = VersionedTransaction.deserialize(Buffer.from(built.body.data.transaction, 'base64'));
    tx.sign([wallet]);
    return { id: built.body.data.id, bytes: Buffer.from(tx.serialize()).toString('base64') };
  }

  it('verified, mainnet builds and lands; once its RPC answers another genesis hash, submits are refused with 503 and nothing is sent', async () => {
    expect((await readyz()).body.data.networks.mainnet).toEqual({ status: 'ready', genesisHash: PUBLISHED_GENESIS_HASHES['mainnet-beta'] });
    // The matching case: build, submit, land.
    const first = await signedBuild();
    const landed = await h.request(`/v1/transactions/${first.id}/submit`, { method: 'POST', headers: { ...bearer(live), Prefer: 'wait=20' }, json: { transaction: first.bytes } });
    expect(landed.status, landed.text).toBe(200);
    expect(landed.body.data.status).toBe('confirmed');
    expect(rpc.sends()).toBeGreaterThanOrEqual(1);

    // Built while verified, signed; then the URL turns out to be devnet.
    const second = await signedBuild();
    const third = await signedBuild();
    rpc.genesisHash = PUBLISHED_GENESIS_HASHES.devnet;
    const seen = await eventually(readyz, (r) => r.body.data.networks.mainnet.status === 'unready', 5000, 100);
    expect(seen.body.data.networks.mainnet).toMatchObject({ status: 'unready', reason: 'wrong_cluster', genesisHash: PUBLISHED_GENESIS_HASHES.devnet, expectedGenesisHashes: [PUBLISHED_GENESIS_HASHES['mainnet-beta']] });
    expect(seen.body.data.networks.mainnet.message).toContain('devnet');
    expect(seen.body.data.status).toBe('degraded');
    const sendsBefore = rpc.sends();

    const refused = await h.request(`/v1/transactions/${second.id}/submit`, { method: 'POST', headers: { ...bearer(live), Prefer: 'wait=2' }, json: { transaction: second.bytes } });
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body.error).toMatchObject({ code: 'service_unavailable', details: { network: 'mainnet', reason: 'wrong_cluster', genesisHash: PUBLISHED_GENESIS_HASHES.devnet } });
    expect((await h.request(`/v1/transactions/${second.id}`, { headers: bearer(live) })).body.data.status).toBe('built');

    // A new build is refused too.
    const wallet = Keypair.generate().publicKey.toBase58();
    const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(live), json: { walletAddress: wallet, command: `send 0.1 SOL to ${Keypair.generate().publicKey.toBase58()}` } });
    const build = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(live), json: { intentId: intent.body.data.id, walletAddress: wallet } });
    expect(build.status, build.text).toBe(503);
    expect(build.body.error.details).toMatchObject({ network: 'mainnet', reason: 'wrong_cluster' });

    // A record already submitted (here: moved as the submit route would, the check bypassed)
    // is not broadcast by the landing loop while the network is unready...
    await markSubmitted(h.orm, third.id, signatureOf(third.bytes), third.bytes);
    await h.app.queues.enqueue(landingQueue, { transactionId: third.id }, { jobId: `${third.id}-1` });
    await new Promise((r) => setTimeout(r, 1500));
    expect(rpc.sends()).toBe(sendsBefore);
    expect((await h.request(`/v1/transactions/${third.id}`, { headers: bearer(live) })).body.data.status).toBe('submitted');

    // ...and once the RPC is mainnet again, it is sent and lands.
    rpc.genesisHash = PUBLISHED_GENESIS_HASHES['mainnet-beta'];
    await eventually(readyz, (r) => r.body.data.networks.mainnet.status === 'ready', 5000, 100);
    await h.app.queues.enqueue(landingQueue, { transactionId: third.id }, { jobId: `${third.id}-2` });
    const final = await eventually(() => h.request(`/v1/transactions/${third.id}`, { headers: bearer(live) }), (r) => r.body.data.status === 'confirmed', 15_000, 200);
    expect(final.body.data.status).toBe('confirmed');
    expect(rpc.sends()).toBeGreaterThan(sendsBefore);
  }, 90_000);
});

function signatureOf(base64: string): string {
  return bs58.encode(VersionedTransaction.deserialize(Buffer.from(base64, 'base64')).signatures[0]);
}
