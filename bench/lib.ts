import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { OpenLoopJob, OpenLoopRequest, OpenLoopResult } from './open-loop.js';
import type { BenchStack } from './stack.js';

/** One measured figure of a benchmark row. */
export interface BenchRow {
  section: string;
  name: string;
  /** requests (or operations) per second */
  rps?: number;
  p50Ms?: number;
  p99Ms?: number;
  /** free-form extra figure, e.g. "3 RPC calls/build" */
  note?: string;
}

/** Throughput and latency of one HTTP endpoint under load (autocannon, loopback). */
export async function loadHttp(url: string, opts: { durationS?: number; connections?: number; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<{ rps: number; p50Ms: number; p99Ms: number; non2xx: number }> {
  const result = await autocannon({
    url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 32,
    duration: opts.durationS ?? 5,
    pipelining: 1,
  });
  return { rps: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

/** p50/p99 of `n` sequential runs of an async operation, in milliseconds. */
export async function timeSequential(n: number, op: (i: number) => Promise<unknown>, warmup = Math.min(20, n)): Promise<{ p50Ms: number; p99Ms: number; opsPerS: number }> {
  for (let i = 0; i < warmup; i++) await op(i);
  const samples: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await op(i);
    samples.push(performance.now() - s);
  }
  const total = performance.now() - t0;
  return { ...percentiles(samples), opsPerS: (n / total) * 1000 };
}

export function percentiles(samples: number[]): { p50Ms: number; p99Ms: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

const fmt = (v: number | undefined, digits = 2) => (v === undefined || Number.isNaN(v) ? '' : v.toFixed(digits));

/** Print rows as an aligned table. */
export function printRows(rows: BenchRow[]): void {
  const table = [['section', 'benchmark', 'req/s', 'p50 ms', 'p99 ms', 'note'], ...rows.map((r) => [r.section, r.name, fmt(r.rps, 0), fmt(r.p50Ms), fmt(r.p99Ms), r.note ?? ''])];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const row of table) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '));
}

export function ratio(a: number, b: number): string {
  return `${((a / b) * 100).toFixed(0)}%`;
}

/**
 * Accounts per load test. Each enterprise account allows a burst of 600 requests then 10/s;
 * rotating the requests over this many keeps every load far below the limit (no 429 skews a
 * figure), for the baselines and the measured route alike.
 */
export const ACCOUNTS_PER_LOAD = 96;

export interface Load { rps: number; p50Ms: number; p99Ms: number; statuses: string }

export type LoadRequest = OpenLoopRequest;

/** autocannon over `baseUrl` at full speed (closed loop, 32 connections), request i going to `pick(i)`. */
export async function loadRotating(baseUrl: string, durationS: number, pick: (i: number) => LoadRequest, method: 'GET' | 'POST' = 'GET'): Promise<Load> {
  let i = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: 32,
    duration: durationS,
    pipelining: 1,
    requests: [{ method, setupRequest: (req) => { const next = pick(i++); return { ...req, path: next.path, headers: { ...req.headers, ...next.headers }, ...(next.body === undefined ? {} : { body: next.body }) }; } }],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}×${s.count ?? 0}`).join(' ');
  return { rps: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, statuses };
}

/** Fresh enterprise accounts with one request each already made (keys verified and cached). */
export async function warmAccounts(stack: BenchStack, n: number, path: (headers: Record<string, string>, i: number) => Promise<string>): Promise<Array<{ path: string; headers: Record<string, string> }>> {
  const out: Array<{ path: string; headers: Record<string, string> }> = [];
  for (let i = 0; i < n; i++) {
    const headers = await stack.newAccount();
    const p = await path(headers, i);
    await fetch(stack.baseUrl + p, { headers }).then((r) => r.arrayBuffer());
    out.push({ path: p, headers });
  }
  return out;
}

/**
 * An open-loop load at a fixed rate (what wrk2 does): request i is due at start + i/rate and
 * is sent then, whatever the earlier ones are doing; its latency runs from when it was due to
 * its last response byte, so a stalled server cannot hide its backlog (no coordinated
 * omission). autocannon's `overallRate` is not this: each connection fires its share of a
 * second back to back when a 1 s tick releases it, i.e. the whole second's requests in a burst.
 * A warm-up at the same rate runs first, unmeasured (connection pools, JIT). Every answer counts
 * (a 422 is an answer too); the statuses are reported beside the figures.
 *
 * The requests are made here, then sent from a worker thread of their own (bench/open-loop.ts):
 * a pause of this process (its garbage collector with the local cluster and a whole service
 * stack in the heap) would otherwise send late requests and count the lateness as the
 * service's.
 */
export async function loadFixedRate(baseUrl: string, opts: { durationS: number; ratePerS: number; warmupS?: number; method?: 'GET' | 'POST' }, pick: (i: number) => LoadRequest): Promise<Load> {
  const warmup = Math.round((opts.warmupS ?? 0) * opts.ratePerS);
  const measured = Math.round(opts.durationS * opts.ratePerS);
  const requests = Array.from({ length: warmup + measured }, (_, i) => pick(i));
  const job: OpenLoopJob = { baseUrl, method: opts.method ?? 'GET', ratePerS: opts.ratePerS, warmup: requests.slice(0, warmup), measured: requests.slice(warmup) };
  // tsx's loader hooks are per thread: the thread imports the TypeScript module through tsx's API.
  const entry = JSON.stringify(new URL('./open-loop.ts', import.meta.url).href);
  const worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${entry}, ${JSON.stringify(import.meta.url)}))`, { eval: true, workerData: job });
  try {
    const result = await new Promise<OpenLoopResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`load generator thread exited with ${code}`)));
    });
    const { p50Ms, p99Ms } = percentiles(result.latencies);
    return { rps: result.latencies.length / result.elapsedS, p50Ms, p99Ms, statuses: result.statuses };
  } finally {
    await worker.terminate();
  }
}
