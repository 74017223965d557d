import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SYSVAR_CLOCK_PUBKEY, SYSVAR_RENT_PUBKEY, VersionedTransaction } from '@solana/web3.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { bareJobRoundTrip } from './foundation.bench.js';
import { loadFixedRate, metricsText, timeSequential, type BenchRow } from './lib.js';
import type { BenchStack } from './stack.js';

/** Methods the wallet history indexer calls (a build asks for its wallet to be indexed). */
const INDEXER_METHODS = new Set(['getSignaturesForAddress', 'getTransaction', 'getBlockHeight']);

/** Solana RPC calls the workers made on devnet so far, split into the builder's and the indexer's. */
async function devnetRpcCalls(stack: BenchStack): Promise<{ build: number; indexer: number }> {
  const text = await metricsText(stack.workerMetricsUrl);
  const calls = { build: 0, indexer: 0 };
  for (const m of text.matchAll(/solana_rpc_calls_total\{[^}]*network="devnet",method="(\w+)"[^}]*\} (\d+)/g)) {
    calls[INDEXER_METHODS.has(m[1]) ? 'indexer' : 'build'] += Number(m[2]);
  }
  return calls;
}

type Totals = Map<string, { sum: number; count: number }>;

/** A histogram's sum and count per label value (`label`), from both processes' /metrics. */
async function histogramTotals(stack: BenchStack, metric: string, label: string): Promise<Totals> {
  const out: Totals = new Map();
  for (const url of [stack.apiMetricsUrl, stack.workerMetricsUrl]) {
    const text = await metricsText(url);
    const re = new RegExp(`^${metric}_(sum|count)\\{[^}]*${label}="([^"]+)"[^}]*\\} ([0-9.e+-]+)$`, 'gm');
    for (const m of text.matchAll(re)) {
      const entry = out.get(m[2]) ?? { sum: 0, count: 0 };
      entry[m[1] as 'sum' | 'count'] += Number(m[3]);
      out.set(m[2], entry);
    }
  }
  return out;
}

/** CPU seconds the API and the worker processes have used so far (process_cpu_seconds_total). */
async function cpuSeconds(stack: BenchStack): Promise<{ api: number; worker: number }> {
  const read = async (url: string) => Number(/^process_cpu_seconds_total\{[^}]*\} ([0-9.e+-]+)$/m.exec(await metricsText(url))?.[1] ?? NaN);
  const [api, worker] = await Promise.all([read(stack.apiMetricsUrl), read(stack.workerMetricsUrl)]);
  return { api, worker };
}

/** CPU milliseconds per operation of each process between two readings. */
function cpuPer(before: { api: number; worker: number }, after: { api: number; worker: number }, ops: number): string {
  return `CPU per build: API ${(((after.api - before.api) * 1000) / ops).toFixed(1)} ms, worker ${(((after.worker - before.worker) * 1000) / ops).toFixed(1)} ms`;
}

/** Per step: its total time per build (ms), between two readings, over `builds` builds. */
function perBuild(before: Totals, after: Totals, builds: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [key, a] of after) {
    const b = before.get(key) ?? { sum: 0, count: 0 };
    if (a.count > b.count) out.set(key, ((a.sum - b.sum) * 1000) / builds);
  }
  return out;
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
  const [stepsBefore, rpcBefore, venueBefore] = await Promise.all([histogramTotals(stack, 'build_step_duration_seconds', 'step'), histogramTotals(stack, 'solana_rpc_duration_seconds', 'method'), histogramTotals(stack, 'swap_venue_call_duration_seconds', 'endpoint')]);
  const cpuBefore = await cpuSeconds(stack);
  const builds = await timeSequential(n, buildOnce, 0);
  const cpu = cpuPer(cpuBefore, await cpuSeconds(stack), n);
  const [stepsAfter, rpcAfter, venueAfter] = await Promise.all([histogramTotals(stack, 'build_step_duration_seconds', 'step'), histogramTotals(stack, 'solana_rpc_duration_seconds', 'method'), histogramTotals(stack, 'swap_venue_call_duration_seconds', 'endpoint')]);
  const after = await devnetRpcCalls(stack);
  return {
    builds, last, rpcPerBuild: (after.build - before.build) / n, indexerPerBuild: (after.indexer - before.indexer) / n,
    steps: perBuild(stepsBefore, stepsAfter, n), rpcMs: perBuild(rpcBefore, rpcAfter, n), venueMs: perBuild(venueBefore, venueAfter, n), accounts, cpu,
  };
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

/** The order of a build's steps: the API's, then the worker's, each in the order they run. */
const STEP_ORDER = ['api_middleware', 'api_intent_and_quota', 'api_insert', 'api_enqueue', 'worker_queue_wait', 'worker_claim', 'worker_plan', 'worker_priority_fee', 'worker_blockhash', 'worker_compile_trial', 'worker_simulate', 'worker_compile', 'worker_cosign', 'worker_assemble', 'worker_quota_and_volume', 'worker_final_write', 'worker_announce', 'worker_history_enqueue', 'api_wait', 'api_render'];
function byProcessThenOrder(a: string, b: string): number {
  const rank = (s: string) => (STEP_ORDER.includes(s) ? STEP_ORDER.indexOf(s) : STEP_ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** One durable single-row commit (autocommitted INSERT, then UPDATE of that row) on the service's database, p50 of each. */
async function timeCommits(stack: BenchStack): Promise<{ insertMs: number; updateMs: number }> {
  const connection = stack.orm.em.getConnection();
  await connection.execute('create table if not exists bench_commit_probe (id text primary key, n integer not null, at timestamptz not null default now())');
  try {
    let i = 0;
    const insert = await timeSequential(200, () => connection.execute('insert into bench_commit_probe (id, n) values (?, 0)', [`p${i++}`]));
    let j = 0;
    const update = await timeSequential(200, () => connection.execute('update bench_commit_probe set n = n + 1, at = now() where id = ?', [`p${j++ % i}`]));
    return { insertMs: insert.p50Ms, updateMs: update.p50Ms };
  } finally {
    await connection.execute('drop table if exists bench_commit_probe');
  }
}

/**
 * SOL transfer builds sent at a fixed rate (open loop, its own process), rotating over enough
 * test-key accounts (100 requests a day each, 600 a minute) that no rate limit or daily quota
 * answers instead. Test keys, as the other rows: their network's prices come from the local
 * market; a live key's come from Jupiter, which this offline machine cannot reach.
 */
async function buildsAtFixedRate(stack: BenchStack, wallet: Keypair, command: string, ratePerS: number, durationS: number) {
  const accounts: Array<{ headers: Record<string, string>; body: string }> = [];
  const builds = (durationS + 1) * ratePerS * 3;
  for (let i = 0; i < Math.ceil(builds / 80) + 1; i++) {
    const headers = { ...(await stack.newAccount('test')), 'Content-Type': 'application/json' };
    const res = await fetch(`${stack.baseUrl}/v1/intents`, { method: 'POST', headers, body: JSON.stringify({ walletAddress: wallet.publicKey.toBase58(), command }) });
    const intent = (await res.json()) as { data: { id: string } };
    accounts.push({ headers, body: JSON.stringify({ intentId: intent.data.id, walletAddress: wallet.publicKey.toBase58() }) });
  }
  const before = await cpuSeconds(stack);
  const load = await loadFixedRate(stack.baseUrl, { durationS, ratePerS, warmupS: 1, method: 'POST' }, (i) => ({ path: '/v1/transactions/build', ...accounts[i % accounts.length] }));
  // Each repetition sends a second of warm-up before its measured requests: count those too.
  return { ...load, cpu: cpuPer(before, await cpuSeconds(stack), (load.sent * (durationS + 1)) / durationS) };
}

/**
 * Issue 6: POST /v1/transactions/build for a SOL transfer on the local cluster, sequentially,
 * with the Solana RPC calls per build once the caches are warm (target ≤ 3), beside a bare
 * simulateTransaction of the same transaction over the same RPC. Issue 13: the same for a swap
 * through the local cluster's market (quote, instructions and the maker's co-signature: three
 * HTTP calls to the venue per build, beside the RPC calls), measured in the same run. Issue 26:
 * the SOL transfer build again as an MCP tool call, beside the REST one.
 */
export async function buildsBench(stack: BenchStack, durationS: number): Promise<BenchRow[]> {
  const wallet = Keypair.generate();
  stack.cluster.faucet.airdrop(wallet.publicKey.toBase58(), 1_000n * BigInt(LAMPORTS_PER_SOL));
  const recipient = Keypair.generate().publicKey.toBase58();
  const n = 90;
  const transfer = await timeBuilds(stack, wallet, `send 0.001 SOL to ${recipient}`, n);
  const { builds, last, rpcPerBuild, indexerPerBuild } = transfer;
  const swap = await timeBuilds(stack, wallet, 'swap 0.01 SOL for USDC', n);
  const mcp = await timeMcpBuilds(stack, wallet, `send 0.001 SOL to ${recipient}`, n);

  const connection = new Connection(stack.cluster.url, 'confirmed');
  const tx = VersionedTransaction.deserialize(Buffer.from(last, 'base64'));
  const simulate = await timeSequential(200, async () => {
    await connection.simulateTransaction(tx, { sigVerify: false, replaceRecentBlockhash: true });
  });
  // The transfer's unavoidable steps, each timed alone in this run: a bare job round trip, its
  // two RPC calls (the accounts it reads, the simulation) and its two durable commits (the
  // record's INSERT before the job, its final UPDATE before the answer).
  const readAccounts = await timeSequential(200, () => connection.getMultipleAccountsInfo([wallet.publicKey, new PublicKey(recipient), SYSVAR_RENT_PUBKEY, SYSVAR_CLOCK_PUBKEY], 'confirmed'));
  const bare = await bareJobRoundTrip(stack, 200);
  const commits = await timeCommits(stack);
  const unavoidable = bare.p50Ms + readAccounts.p50Ms + simulate.p50Ms + commits.insertMs + commits.updateMs;
  const fixedRate = await buildsAtFixedRate(stack, wallet, `send 0.001 SOL to ${recipient}`, 50, durationS);
  // The swap's own RPC calls and venue calls, as the worker timed them during its builds (the
  // indexer's calls excluded); the history job runs later, outside the timed builds.
  const sumOf = (m: Map<string, number>, skip: Set<string> = new Set()) => [...m].filter(([k]) => !skip.has(k)).reduce((a, [, v]) => a + v, 0);
  const swapRpc = sumOf(swap.rpcMs, INDEXER_METHODS);
  const swapVenue = sumOf(swap.venueMs);
  const swapUnavoidable = bare.p50Ms + swapRpc + swapVenue + commits.insertMs + commits.updateMs;
  const stepNames = [...new Set([...transfer.steps.keys(), ...swap.steps.keys()])].sort(byProcessThenOrder);
  const stepRows: BenchRow[] = stepNames.map((step) => ({
    section: 'builds', name: `  step ${step}`, p50Ms: transfer.steps.get(step),
    note: `mean per build (transfer); swap ${(swap.steps.get(step) ?? 0).toFixed(2)} ms`,
  }));
  const rpcNote = (m: Map<string, number>) => [...m].map(([method, ms]) => `${method} ${ms.toFixed(2)}`).join(', ');
  return [
    { section: 'builds', name: 'job round trip, bare BullMQ', rps: bare.opsPerS, p50Ms: bare.p50Ms, p99Ms: bare.p99Ms },
    { section: 'builds', name: 'getMultipleAccounts alone (the transfer\'s read)', rps: readAccounts.opsPerS, p50Ms: readAccounts.p50Ms, p99Ms: readAccounts.p99Ms },
    { section: 'builds', name: 'a one-row durable commit alone (INSERT; UPDATE)', p50Ms: commits.insertMs, p99Ms: commits.updateMs, note: 'p50 of the INSERT in p50, of the UPDATE in p99' },
    { section: 'builds', name: 'simulateTransaction alone (JSON-RPC)', rps: simulate.opsPerS, p50Ms: simulate.p50Ms, p99Ms: simulate.p99Ms },
    { section: 'builds', name: 'POST /v1/transactions/build, SOL transfer', rps: builds.opsPerS, p50Ms: builds.p50Ms, p99Ms: builds.p99Ms, note: `${rpcPerBuild.toFixed(2)} RPC calls/build (warm), + ${indexerPerBuild.toFixed(2)} by the history job it enqueues; ${transfer.cpu}` },
    {
      section: 'builds', name: 'SOL transfer build / its unavoidable steps', p50Ms: unavoidable,
      note: `p50 ${(builds.p50Ms / unavoidable).toFixed(2)}x the sum (target <= 1.5x): bare job ${bare.p50Ms.toFixed(2)} + RPC ${readAccounts.p50Ms.toFixed(2)} + ${simulate.p50Ms.toFixed(2)} + commits ${commits.insertMs.toFixed(2)} + ${commits.updateMs.toFixed(2)} ms${builds.p50Ms / unavoidable > 1.5 ? '; OVER' : ''}`,
    },
    {
      section: 'builds', name: 'SOL transfer builds at 50/s (open loop)', rps: fixedRate.rps, p50Ms: fixedRate.p50Ms, p99Ms: fixedRate.p99Ms,
      note: `p99 ${(fixedRate.p99Ms / fixedRate.p50Ms).toFixed(2)}x p50 (target <= 3x); ${fixedRate.statuses}; ${fixedRate.cpu}; ${fixedRate.spread}`,
    },
    { section: 'builds', name: 'MCP build_transaction (tools/call on /mcp), SOL transfer', rps: mcp.opsPerS, p50Ms: mcp.p50Ms, p99Ms: mcp.p99Ms, note: `the REST build above through the MCP layer: p50 ${mcp.p50Ms >= builds.p50Ms ? '+' : ''}${(mcp.p50Ms - builds.p50Ms).toFixed(1)} ms${mcp.shed ? `; ${mcp.shed} calls shed (503) and retried` : ''}` },
    { section: 'builds', name: 'POST /v1/transactions/build, local swap (SOL → USDC)', rps: swap.builds.opsPerS, p50Ms: swap.builds.p50Ms, p99Ms: swap.builds.p99Ms, note: `${swap.rpcPerBuild.toFixed(2)} RPC calls/build (warm) + venue calls ${[...swap.venueMs.keys()].join(' + ')}, + ${swap.indexerPerBuild.toFixed(2)} by the history job` },
    {
      section: 'builds', name: 'local swap build / its unavoidable steps', p50Ms: swapUnavoidable,
      note: `p50 ${(swap.builds.p50Ms / swapUnavoidable).toFixed(2)}x the sum (target <= 1.5x): bare job ${bare.p50Ms.toFixed(2)} + RPC ${swapRpc.toFixed(2)} + venue ${swapVenue.toFixed(2)} (${[...swap.venueMs].map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}; both as the worker timed them) + commits ${(commits.insertMs + commits.updateMs).toFixed(2)} ms${swap.builds.p50Ms / swapUnavoidable > 1.5 ? '; OVER' : ''}`,
    },
    ...stepRows,
    { section: 'builds', name: '  RPC time per build, in the worker', p50Ms: sumOf(transfer.rpcMs, INDEXER_METHODS), note: `transfer: ${rpcNote(transfer.rpcMs)}; swap: ${rpcNote(swap.rpcMs)}` },
  ];
}
