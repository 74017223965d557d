import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicKey } from '@solana/web3.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChainClients, rpc } from '../../shared/chain/rpc.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { ServiceMetrics } from '../../shared/metrics/metrics.js';
import { AppError } from '../../shared/errors/app-error.js';

/** A JSON-RPC server on loopback whose behaviour each test sets (a misbehaving provider). */
async function fakeRpc(handle: (req: IncomingMessage, res: ServerResponse, body: any) => void) {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => handle(req, res, JSON.parse(raw || '{}')));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => { server.closeAllConnections(); server.close(); } };
}

const someKey = new PublicKey('So11111111111111111111111111111111111111112');
let cluster: LocalCluster;
beforeAll(async () => { cluster = await startLocalCluster({ port: 0 }); });
afterAll(async () => { await cluster.close(); });

let close: (() => void) | undefined;
afterEach(() => { close?.(); close = undefined; });

// A generous timeout by default (the fake RPCs run in this loaded process); short only where a hang is the case.
function clients(devnet: string, timeoutMs = 2000, retries = 2, metrics?: ServiceMetrics) {
  return new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet }, timeoutMs, retries, metrics);
}

describe('ChainClients', () => {
  it('reads the local cluster through web3.js and counts calls by method', async () => {
    const metrics = new ServiceMetrics('t');
    const chain = clients(cluster.url, 2000, 0, metrics);
    const { value } = await rpc('devnet', () => chain.connection('devnet').getLatestBlockhash().then((v) => ({ value: v })));
    expect(value.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/solana_rpc_calls_total\{[^}]*network="devnet",method="getLatestBlockhash",outcome="ok"[^}]*\} 1/);
  });

  it('retries a 503 with backoff, then succeeds', async () => {
    let calls = 0;
    const fake = await fakeRpc((_req, res, body) => {
      calls += 1;
      if (calls < 3) { res.writeHead(503).end('busy'); return; }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: { context: { slot: 1 }, value: 42 } }));
    });
    close = fake.close;
    const balance = await rpc('devnet', () => clients(fake.url).connection('devnet').getBalance(someKey));
    expect(balance).toBe(42);
    expect(calls).toBe(3);
  });

  it('gives up after the bounded retries with upstream_error', async () => {
    let calls = 0;
    const fake = await fakeRpc((_req, res) => { calls += 1; res.writeHead(500).end(); });
    close = fake.close;
    const err = await rpc('devnet', () => clients(fake.url, 2000, 2).connection('devnet').getBalance(someKey)).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'upstream_error', status: 502 });
    expect(calls).toBe(3);
  });

  it('maps a hanging RPC to timeout (504)', async () => {
    const fake = await fakeRpc(() => { /* never answers */ });
    close = fake.close;
    const err = await rpc('devnet', () => clients(fake.url, 150, 1).connection('devnet').getBalance(someKey)).catch((e) => e);
    expect(err).toMatchObject({ code: 'timeout', status: 504 });
  });

  it('maps a JSON-RPC error to upstream_error with the RPC code', async () => {
    const fake = await fakeRpc((_req, res, body) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: body.id, error: { code: -32005, message: 'Node is unhealthy' } }));
    });
    close = fake.close;
    const err = await rpc('devnet', () => clients(fake.url).connection('devnet').getBalance(someKey)).catch((e) => e);
    expect(err).toMatchObject({ code: 'upstream_error', details: { rpcCode: -32005 } });
  });

  it('maps a garbage answer to upstream_error, not a crash', async () => {
    const fake = await fakeRpc((_req, res) => { res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":"nonsense"}'); });
    close = fake.close;
    const err = await rpc('devnet', () => clients(fake.url).connection('devnet').getBalance(someKey)).catch((e) => e);
    expect(err).toMatchObject({ code: 'upstream_error' });
  });

  it('maps an unreachable RPC to upstream_error', async () => {
    const err = await rpc('mainnet', () => clients(cluster.url, 2000, 0).connection('mainnet').getBalance(someKey)).catch((e) => e);
    expect(err).toMatchObject({ code: 'upstream_error', details: { network: 'mainnet' } });
  });
});
