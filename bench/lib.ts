import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadSample } from './load-process.js';
import type { OpenLoopRequest } from './open-loop.js';
import type { BenchStack } from './stack.js';

/**
 * Each process's gauges that reset at every scrape (the worst event-loop delay and GC pause
 * since the previous scrape), kept at their worst over every scrape since the last takeWorst:
 * a benchmark reading /metrics for its own figures must not hide a stall from the section's
 * stall row.
 */
const worstSeen = new Map<string, Record<string, number>>();
const RESET_AT_SCRAPE = /^(nodejs_eventloop_lag_max_seconds|nodejs_gc_pause_max_seconds)\{[^}]*\} ([0-9.e+-]+)$/gm;

/** A process's /metrics text (empty when it does not answer); every read goes through here. */
export async function metricsText(url: string): Promise<string> {
  const text = await fetch(url).then((r) => r.text()).catch(() => '');
  const worst = worstSeen.get(url) ?? {};
  for (const m of text.matchAll(RESET_AT_SCRAPE)) worst[m[1]] = Math.max(worst[m[1]] ?? 0, Number(m[2]));
  worstSeen.set(url, worst);
  return text;
}

/** The worst of the reset-at-scrape gauges over the reads since the previous call, then forget them. */
export function takeWorst(url: string): Record<string, number> {
  const worst = worstSeen.get(url) ?? {};
  worstSeen.delete(url);
  return worst;
}

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

/** Throughput and latency of one HTTP endpoint under load (autocannon in its own process, loopback; median of REPETITIONS runs). */
export async function loadHttp(url: string, opts: { durationS?: number } = {}): Promise<Load> {
  const u = new URL(url);
  return loadRotating(u.origin, opts.durationS ?? 5, () => ({ path: u.pathname + u.search, headers: {} }));
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
 * rotating the requests over this many keeps every load (REPETITIONS runs of it) far below the
 * limit (no 429 skews a figure), for the baselines and the measured route alike.
 */
export const ACCOUNTS_PER_LOAD = 288;

/** Repetitions of each load figure: the figure is their median, the spread is reported beside it. */
export const REPETITIONS = 3;

export interface Load {
  /** Medians over the repetitions. */
  rps: number; p50Ms: number; p99Ms: number;
  statuses: string;
  /** e.g. "3 runs: 5.1k-5.6k req/s, p50 1.2-1.5, p99 8.0-12.1 ms" */
  spread: string;
  /** Requests sent over all repetitions. */
  sent: number;
}

export type LoadRequest = OpenLoopRequest;

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const range = (xs: number[], digits: number) => `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}`;

/** Median figures of the repetitions, with their spread and every status summed. */
function summarize(samples: Array<{ rps: number; p50Ms: number; p99Ms: number; statuses: string; sent: number }>): Load {
  const statuses = new Map<string, number>();
  for (const s of samples) for (const part of s.statuses.split(' ').filter(Boolean)) { const [k, n] = part.split('×'); statuses.set(k, (statuses.get(k) ?? 0) + Number(n)); }
  const rps = samples.map((s) => s.rps), p50 = samples.map((s) => s.p50Ms), p99 = samples.map((s) => s.p99Ms);
  return {
    rps: median(rps), p50Ms: median(p50), p99Ms: median(p99),
    statuses: [...statuses].sort().map(([k, n]) => `${k}×${n}`).join(' '),
    spread: `${samples.length} runs: ${range(rps, 0)} req/s, p50 ${range(p50, 2)}, p99 ${range(p99, 2)} ms`,
    sent: samples.reduce((a, s) => a + s.sent, 0),
  };
}

/**
 * Run the load generator (bench/load-process.ts) as a process of its own. With a CPU to spare
 * it is pinned (taskset) to the last CPU and the measured processes keep the others: on two
 * cores the generator gets one, the API, worker and this process share the other... as far as
 * `pinServiceAway` moved them (see bench/stack.ts).
 */
async function runLoadProcess(job: LoadJob): Promise<LoadSample[]> {
  const entry = fileURLToPath(new URL('./load-process.ts', import.meta.url));
  const node = [process.execPath, '--import', 'tsx', entry];
  const cpu = loadGeneratorCpu();
  const [cmd, ...args] = cpu === null ? node : ['taskset', '-c', String(cpu), ...node];
  const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => { out += c.toString('utf8'); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stdin.end(JSON.stringify(job));
  const code = await exited;
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  return JSON.parse(out) as LoadSample[];
}

let tasksetWorks: boolean | undefined;
/** The CPU the load generator is pinned to (the last one), or null with one CPU or no taskset. */
export function loadGeneratorCpu(): number | null {
  if (availableParallelism() < 2) return null;
  tasksetWorks ??= spawnSync('taskset', ['-c', '0', 'true']).status === 0;
  return tasksetWorks ? availableParallelism() - 1 : null;
}

/** Requests made up front for the load process: pick(i) for i below n, sent round robin. */
const prepared = (pick: (i: number) => LoadRequest, n: number) => Array.from({ length: n }, (_, i) => pick(i));

/**
 * autocannon over `baseUrl` at full speed (closed loop, 32 connections), request i going to
 * `pick(i % 2880)` (pick must be a pure function of i), in its own process; REPETITIONS runs of
 * `durationS` each, the median reported with the spread.
 */
export async function loadRotating(baseUrl: string, durationS: number, pick: (i: number) => LoadRequest, method: 'GET' | 'POST' = 'GET'): Promise<Load> {
  const samples = await runLoadProcess({ kind: 'closed', baseUrl, method, requests: prepared(pick, 2880), durationS, connections: 32, repetitions: REPETITIONS });
  return summarize(samples.map((s) => ({ ...s, p50Ms: s.p50Ms!, p99Ms: s.p99Ms! })));
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
 * A warm-up at the same rate runs first, unmeasured (connection pools, JIT), then REPETITIONS
 * measured runs of `durationS`; the median of each figure is reported with the spread. Every
 * answer counts (a 422 is an answer too); the statuses are reported beside the figures.
 *
 * The requests are made here and sent from a process of its own (bench/load-process.ts),
 * pinned away from the service where a CPU is free: a pause of this process (its garbage
 * collector with the local cluster and a whole service stack in the heap) would otherwise send
 * late requests and count the lateness as the service's.
 */
export async function loadFixedRate(baseUrl: string, opts: { durationS: number; ratePerS: number; warmupS?: number; method?: 'GET' | 'POST' }, pick: (i: number) => LoadRequest): Promise<Load> {
  const warmup = Math.round((opts.warmupS ?? 0) * opts.ratePerS);
  const measured = Math.round(opts.durationS * opts.ratePerS);
  const requests = Array.from({ length: warmup + measured }, (_, i) => pick(i));
  const samples = await runLoadProcess({ kind: 'open', repetitions: REPETITIONS, baseUrl, method: opts.method ?? 'GET', ratePerS: opts.ratePerS, warmup: requests.slice(0, warmup), measured: requests.slice(warmup) });
  return summarize(samples.map((s) => ({ ...s, ...percentiles(s.latencies!) })));
}
