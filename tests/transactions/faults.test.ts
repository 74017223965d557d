import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { ChainClients } from '../../shared/chain/rpc.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { IntentBody } from '../../shared/intents/intent.types.js';
import { TransactionBuilder } from '../../shared/transactions/index.js';
import { fundedWallet, LAMPORTS, SOL_REF } from './builder-harness.js';

/** How the proxy answers one JSON-RPC method instead of forwarding it. */
type Fault = 'hang' | 'garbage' | 'http500' | 'wrongShape' | 'rpcError';

/**
 * A JSON-RPC proxy in front of the local cluster that misbehaves on chosen methods, so a build
 * can fail at any of its calls.
 */
async function startFaultyRpc(target: string): Promise<{ url: string; faults: Map<string, Fault>; close(): Promise<void> }> {
  const faults = new Map<string, Fault>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { method, id } = JSON.parse(body) as { method: string; id: unknown };
      const fault = faults.get(method);
      if (fault === 'hang') return;
      if (fault === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc": "2.0", "res');
      if (fault === 'http500') return void res.writeHead(500).end('boom');
      if (fault === 'wrongShape') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, result: 'nonsense' }));
      if (fault === 'rpcError') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32005, message: 'Node is behind' } }));
      // The cluster behind it may already be closing (a call still in flight at teardown): a
      // proxy answers 502 then, as a real one does, rather than leave a rejection unhandled.
      try {
        const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      } catch {
        if (!res.headersSent) res.writeHead(502).end('upstream closed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    faults,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const registry = { resolve: async () => null };
const prices = { usdPrice: async () => null };
const settings = { defaultSlippageBps: 50, defaultValidatorVoteAccount: '', priorityFeePercentile: 75, priorityFeeCacheMs: 0, computeUnitMarginPct: 10 };

function builderFor(url: string, timeoutMs = 2_000): TransactionBuilder {
  // No caches, so every build makes each of its calls.
  return new TransactionBuilder({ chain: new ChainClients({ mainnet: url, devnet: url }, timeoutMs, 0), registry, prices, swapVenues: {}, settings, blockhashCacheMs: 0 });
}

const transfer: IntentBody = { type: 'transfer', params: { token: SOL_REF, amount: { value: '0.1', unit: 'token' }, recipient: Keypair.generate().publicKey.toBase58() } };

let cluster: LocalCluster;
let proxy: Awaited<ReturnType<typeof startFaultyRpc>>;
let wallet: Keypair;
beforeAll(async () => {
  cluster = await startLocalCluster({ port: 0 });
  proxy = await startFaultyRpc(cluster.url);
  wallet = fundedWallet(cluster, LAMPORTS);
});
afterAll(async () => {
  await proxy.close();
  await cluster.close();
});

async function failure(builder: TransactionBuilder): Promise<AppError> {
  const err = await builder.build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent: transfer, simulate: true }).then(
    () => {
      throw new Error('the build should have failed');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('TransactionBuilder: RPC faults become 502/504, never 500 or a hang', () => {
  it('works through the proxy when nothing misbehaves', async () => {
    proxy.faults.clear();
    const result = await builderFor(proxy.url).build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent: transfer, simulate: true });
    expect(result.simulation?.success).toBe(true);
    // The accounts' states before the simulation (expectedOutput.changes) are the fifth.
    expect(result.rpcCalls).toBe(5);
  });

  it('an unreachable RPC is upstream_error', async () => {
    expect(await failure(builderFor('http://127.0.0.1:1'))).toMatchObject({ code: 'upstream_error', status: 502 });
  });

  for (const method of ['getMultipleAccounts', 'getLatestBlockhash', 'getRecentPrioritizationFees', 'simulateTransaction']) {
    it(`${method}: a hang is timeout, garbage, HTTP 500, a wrong shape and a JSON-RPC error are upstream_error`, async () => {
      const cases: [Fault, string][] = [
        ['hang', 'timeout'],
        ['garbage', 'upstream_error'],
        ['http500', 'upstream_error'],
        ['wrongShape', 'upstream_error'],
        ['rpcError', 'upstream_error'],
      ];
      for (const [fault, code] of cases) {
        proxy.faults.clear();
        proxy.faults.set(method, fault);
        const started = Date.now();
        // A short RPC timeout only where the fault is a hang: it bounds every call of the build,
        // and the healthy ones before the faulted method must not time out on a loaded machine.
        const err = await failure(builderFor(proxy.url, fault === 'hang' ? 300 : 2000));
        expect(err.code, `${method} ${fault}`).toBe(code);
        expect(Date.now() - started).toBeLessThan(10_000); // bounded, never a hang
      }
    });
  }
});
