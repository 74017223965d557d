/**
 * Issue 23, senders: a live key's submitted transaction goes out through the network's RPC and,
 * with LANDING_EXTRA_SENDER_URL, through a second path in parallel (a Helius Sender stub, in its
 * documented request shape); each path's outcome is counted in the worker's /metrics. The test
 * network sends through its RPC only. Here "mainnet" is the embedded cluster.
 */
import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { startSenderStub } from '../stubs/sender-stub.js';
import type { StubServer } from '../stubs/stub-server.js';

let h: Harness;
let mainnet: LocalCluster;
let sender: StubServer;
let live: TestKey;

beforeAll(async () => {
  mainnet = await startLocalCluster({ port: 0 });
  sender = await startSenderStub();
  h = await startHarness({ localnet: true, env: { SOLANA_MAINNET_RPC_URL: mainnet.url, SOLANA_MAINNET_GENESIS_HASH: mainnet.ledger.genesisHash, LANDING_EXTRA_SENDER_URL: `${sender.url}/fast`, LANDING_REBROADCAST_MS: '300', PROVIDER_TIMEOUT_MS: '5000' } });
  live = await createAccountWithKey(h, { environment: 'live', tier: 'enterprise', scopes: ['admin'] });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await mainnet?.close();
  await sender?.close();
});

const sends = async () => {
  const text = await h.worker.metrics.registry.metrics();
  const count = (network: string, path: string, outcome: string) => Number(new RegExp(`landing_sends_total\\{[^}]*network="${network}",path="${path}",outcome="${outcome}"[^}]*\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { rpc: count('mainnet', 'rpc', 'accepted'), extra: count('mainnet', 'extra', 'accepted'), extraRejected: count('mainnet', 'extra', 'rejected'), text };
};

describe('senders', () => {
  it('a live key lands through the RPC and sends the same bytes through the extra sender too, counted per path', async () => {
    const wallet = Keypair.generate();
    mainnet.faucet.airdrop(wallet.publicKey.toBase58(), 10n * BigInt(LAMPORTS_PER_SOL));
    const walletAddress = wallet.publicKey.toBase58();
    const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(live), json: { walletAddress, command: `send 0.5 SOL to ${Keypair.generate().publicKey.toBase58()}` } });
    expect(intent.status, intent.text).toBe(201);
    const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(live), json: { intentId: intent.body.data.id, walletAddress } });
    expect(built.status, built.text).toBe(200);
    expect(built.body.data.network).toBe('mainnet');
    const tx = VersionedTransaction.deserialize(Buffer.from(built.body.data.transaction, 'base64'));
    tx.sign([wallet]);
    const bytes = Buffer.from(tx.serialize()).toString('base64');
    const res = await h.request(`/v1/transactions/${built.body.data.id}/submit`, { method: 'POST', headers: { ...bearer(live), Prefer: 'wait=20' }, json: { transaction: bytes } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('confirmed');

    // The extra path got the identical bytes in Helius Sender's shape.
    const received = sender.requests.filter((r) => r.path === '/fast');
    expect(received.length).toBeGreaterThanOrEqual(1);
    for (const r of received) expect((r.body as any).params).toEqual([bytes, { encoding: 'base64', skipPreflight: true, maxRetries: 0 }]);
    // A round still in flight when the record settled is counted once its send answers.
    const counted = await eventually(sends, (c) => c.extra + c.extraRejected >= sender.requests.filter((r) => r.path === '/fast').length, 10_000, 50);
    expect(counted.rpc, counted.text).toBeGreaterThanOrEqual(1);
    expect(counted.extra).toBeGreaterThanOrEqual(received.length);
    expect(counted.extraRejected).toBe(0);
  }, 60_000);
});
