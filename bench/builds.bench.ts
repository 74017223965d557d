import { Connection, Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { timeSequential, type BenchRow } from './lib.js';
import type { BenchStack } from './stack.js';

/** Methods the wallet history indexer calls (a build asks for its wallet to be indexed). */
const INDEXER_METHODS = new Set(['getSignaturesForAddress', 'getTransaction', 'getBlockHeight']);

/** Solana RPC calls the workers made on devnet so far, split into the builder's and the indexer's. */
async function devnetRpcCalls(stack: BenchStack): Promise<{ build: number; indexer: number }> {
  const text = await (await fetch(stack.workerMetricsUrl)).text();
  const calls = { build: 0, indexer: 0 };
  for (const m of text.matchAll(/solana_rpc_calls_total\{[^}]*network="devnet",method="(\w+)"[^}]*\} (\d+)/g)) {
    calls[INDEXER_METHODS.has(m[1]) ? 'indexer' : 'build'] += Number(m[2]);
  }
  return calls;
}

/** Timed sequential builds of one command (spread over five test accounts) and their RPC calls per build, warm. */
async function timeBuilds(stack: BenchStack, wallet: Keypair, command: string, n: number) {
  // Test keys allow 100 requests a day each: spread the builds over several accounts.
  const accounts: Array<{ headers: Record<string, string>; intentId: string }> = [];
  for (let i = 0; i < 5; i++) {
    const headers = { ...(await stack.newAccount('test')), 'Content-Type': 'application/json' };
    const res = await fetch(`${stack.baseUrl}/v1/intents`, { method: 'POST', headers, body: JSON.stringify({ walletAddress: wallet.publicKey.toBase58(), command }) });
    const intent = (await res.json()) as { data: { id: string } };
    accounts.push({ headers, intentId: intent.data.id });
  }
  let last = '';
  const buildOnce = async (i: number) => {
    const a = accounts[i % accounts.length];
    const res = await fetch(`${stack.baseUrl}/v1/transactions/build`, { method: 'POST', headers: a.headers, body: JSON.stringify({ intentId: a.intentId, walletAddress: wallet.publicKey.toBase58() }) });
    const body = (await res.json()) as { data: { transaction: string; simulation: { success: boolean } } };
    if (res.status !== 200 || !body.data.simulation.success) throw new Error(`build answered ${res.status}: ${JSON.stringify(body)}`);
    last = body.data.transaction;
  };
  await buildOnce(0); // warm the blockhash, priority fee, registry (and price) caches
  const before = await devnetRpcCalls(stack);
  const builds = await timeSequential(n, buildOnce, 0);
  const after = await devnetRpcCalls(stack);
  return { builds, last, rpcPerBuild: (after.build - before.build) / n, indexerPerBuild: (after.indexer - before.indexer) / n };
}

/**
 * Issue 26: the same SOL transfer build as an MCP tool call (build_transaction with the intent
 * id) through the official SDK client on Streamable HTTP, one connected client per account:
 * what the MCP layer (JSON-RPC, a fresh server per request, the in-process dispatch into the
 * REST route) adds to the REST build.
 */
async function timeMcpBuilds(stack: BenchStack, wallet: Keypair, command: string, n: number) {
  const clients: Array<{ client: Client; intentId: string }> = [];
  for (let i = 0; i < 5; i++) {
    const headers = { ...(await stack.newAccount('test')), 'Content-Type': 'application/json' };
    const res = await fetch(`${stack.baseUrl}/v1/intents`, { method: 'POST', headers, body: JSON.stringify({ walletAddress: wallet.publicKey.toBase58(), command }) });
    const intent = (await res.json()) as { data: { id: string } };
    const client = new Client({ name: 'bench', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.baseUrl}/mcp`), { requestInit: { headers: { Authorization: (headers as Record<string, string>).Authorization! } } }));
    clients.push({ client, intentId: intent.data.id });
  }
  // On a loaded machine the API may shed a call (503 overloaded, Retry-After: 1): the client
  // does as told and retries; the retries are counted in the row's note, their wait included.
  let shed = 0;
  const buildOnce = async (i: number) => {
    const c = clients[i % clients.length];
    for (let attempt = 0; ; attempt++) {
      const result = await c.client.callTool({ name: 'build_transaction', arguments: { intentId: c.intentId, walletAddress: wallet.publicKey.toBase58() } });
      const record = result.structuredContent as { simulation?: { success: boolean } } | undefined;
      if (!result.isError && record?.simulation?.success) return;
      if (result._meta?.code === 'service_unavailable' && attempt < 5) {
        shed++;
        await new Promise((r) => setTimeout(r, 1000 * Number(result._meta?.retryAfterSeconds ?? 1)));
        continue;
      }
      throw new Error(`build_transaction answered ${JSON.stringify(result.content)}`);
    }
  };
  try {
    for (let i = 0; i < 5; i++) await buildOnce(i); // warm the SDK's schemas, each client and the caches
    shed = 0;
    return { ...(await timeSequential(n, buildOnce, 0)), shed };
  } finally {
    await Promise.all(clients.map((c) => c.client.close()));
  }
}

/**
 * Issue 6: POST /v1/transactions/build for a SOL transfer on the local cluster, sequentially,
 * with the Solana RPC calls per build once the caches are warm (target ≤ 3), beside a bare
 * simulateTransaction of the same transaction over the same RPC. Issue 13: the same for a swap
 * through the local cluster's market (quote, instructions and the maker's co-signature: three
 * HTTP calls to the venue per build, beside the RPC calls), measured in the same run. Issue 26:
 * the SOL transfer build again as an MCP tool call, beside the REST one.
 */
export async function buildsBench(stack: BenchStack): Promise<BenchRow[]> {
  const wallet = Keypair.generate();
  stack.cluster.faucet.airdrop(wallet.publicKey.toBase58(), 1_000n * BigInt(LAMPORTS_PER_SOL));
  const recipient = Keypair.generate().publicKey.toBase58();
  const n = 90;
  const { builds, last, rpcPerBuild, indexerPerBuild } = await timeBuilds(stack, wallet, `send 0.001 SOL to ${recipient}`, n);
  const swap = await timeBuilds(stack, wallet, 'swap 0.01 SOL for USDC', n);
  const mcp = await timeMcpBuilds(stack, wallet, `send 0.001 SOL to ${recipient}`, n);

  const connection = new Connection(stack.cluster.url, 'confirmed');
  const tx = VersionedTransaction.deserialize(Buffer.from(last, 'base64'));
  const simulate = await timeSequential(200, async () => {
    await connection.simulateTransaction(tx, { sigVerify: false, replaceRecentBlockhash: true });
  });
  return [
    { section: 'builds', name: 'simulateTransaction alone (JSON-RPC)', rps: simulate.opsPerS, p50Ms: simulate.p50Ms, p99Ms: simulate.p99Ms },
    { section: 'builds', name: 'POST /v1/transactions/build, SOL transfer', rps: builds.opsPerS, p50Ms: builds.p50Ms, p99Ms: builds.p99Ms, note: `${rpcPerBuild.toFixed(2)} RPC calls/build (warm), + ${indexerPerBuild.toFixed(2)} by the history job it enqueues` },
    { section: 'builds', name: 'MCP build_transaction (tools/call on /mcp), SOL transfer', rps: mcp.opsPerS, p50Ms: mcp.p50Ms, p99Ms: mcp.p99Ms, note: `the REST build above through the MCP layer: p50 ${mcp.p50Ms >= builds.p50Ms ? '+' : ''}${(mcp.p50Ms - builds.p50Ms).toFixed(1)} ms${mcp.shed ? `; ${mcp.shed} calls shed (503) and retried` : ''}` },
    { section: 'builds', name: 'POST /v1/transactions/build, local swap (SOL → USDC)', rps: swap.builds.opsPerS, p50Ms: swap.builds.p50Ms, p99Ms: swap.builds.p99Ms, note: `${swap.rpcPerBuild.toFixed(2)} RPC calls/build (warm) + 3 venue calls, + ${swap.indexerPerBuild.toFixed(2)} by the history job` },
  ];
}
