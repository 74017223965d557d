import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { metricsText, printRows, takeWorst, type BenchRow } from './lib.js';
import { startBenchStack } from './stack.js';
import { analyticsBench } from './analytics.bench.js';
import { authBench } from './auth.bench.js';
import { buildsBench } from './builds.bench.js';
import { landingBench } from './landing.bench.js';
import { chainBench } from './chain.bench.js';
import { indexerBench } from './indexer.bench.js';
import { intentsBench } from './intents.bench.js';
import { foundationBench } from './foundation.bench.js';
import { pricesBench } from './prices.bench.js';
import { faultsBench } from './faults.bench.js';
import { webhooksBench } from './webhooks.bench.js';
import { scaleBench } from './scale.bench.js';
import { catalogueBench } from './catalogue.bench.js';

/**
 * `npm run bench [-- --duration 5] [-- --only foundation]`: every benchmark, each beside a
 * baseline measured in the same run, printed as one table. Speed targets live here, never as
 * timed assertions in tests.
 */
const args = process.argv.slice(2);
const durationS = Number(args[args.indexOf('--duration') + 1]) || 5;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;

const sections: Array<[string, (stack: Awaited<ReturnType<typeof startBenchStack>>) => Promise<BenchRow[]>]> = [
  ['foundation', (s) => foundationBench(s, durationS)],
  ['chain', () => chainBench()],
  ['auth', (s) => authBench(s, durationS)],
  ['intents', (s) => intentsBench(s, durationS)],
  ['catalogue', (s) => catalogueBench(s, durationS)],
  ['builds', (s) => buildsBench(s, durationS)],
  ['landing', (s) => landingBench(s)],
  ['prices', (s) => pricesBench(s, durationS)],
  ['analytics', (s) => analyticsBench(s)],
  ['indexer', (s) => indexerBench(s)],
  // Its own rig (private Postgres and Redis, killed and restarted): tests/faults/fault-rig.ts.
  ['faults', () => faultsBench()],
  ['webhooks', (s) => webhooksBench(s)],
  // Its own rig (Redis Cluster, PgBouncer, API and worker processes): tests/scale/scale-rig.ts.
  ['scale', () => scaleBench(durationS)],
];

/** This process's own event-loop delay (the in-process app of the auth and foundation sections lives here). */
const benchLoop = monitorEventLoopDelay({ resolution: 10 });
benchLoop.enable();

/**
 * A process's /metrics, as { metric name: value } for the unlabelled-but-`process` gauges; the
 * reset-at-scrape ones at their worst over every read since the previous call (a benchmark's
 * own reads of /metrics go through metricsText too, so they hide nothing).
 */
async function scrape(url: string): Promise<Record<string, number>> {
  const text = await metricsText(url);
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^(http_requests_shed_total)\{[^}]*\} ([0-9.e+-]+)$/gm)) out[m[1]] = Number(m[2]);
  return { ...out, ...takeWorst(url) };
}

/**
 * Nanoseconds a process's main thread has spent on a CPU and runnable but waiting for one
 * (Linux /proc/<pid>/schedstat), or null elsewhere. A stall made of waiting is the machine's
 * (other processes on the two cores), not work this process did on its loop.
 */
function schedstat(pid: number | undefined): { runNs: number; waitNs: number } | null {
  if (pid === undefined) return null;
  try {
    const [runNs, waitNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { runNs, waitNs };
  } catch {
    return null;
  }
}
type Sched = { api: ReturnType<typeof schedstat>; worker: ReturnType<typeof schedstat>; at: number };
const schedOf = (s: Awaited<ReturnType<typeof startBenchStack>>): Sched => ({ api: schedstat(s.pids.api), worker: schedstat(s.pids.worker), at: performance.now() });
/** "waited for a CPU 1.2 s of 30 s (4%)": the main thread's run-queue wait over the section. */
function waited(before: Sched, after: Sched, who: 'api' | 'worker'): string {
  const [a, b] = [before[who], after[who]];
  if (!a || !b) return '';
  const ms = (b.waitNs - a.waitNs) / 1e6;
  const span = after.at - before.at;
  return `, waited for a CPU ${(ms / 1000).toFixed(1)} s of ${(span / 1000).toFixed(0)} s (${((100 * ms) / span).toFixed(0)}%)`;
}

/**
 * The worst event-loop delay and GC pause of each process during a section (prom-client's
 * monitorEventLoopDelay max, reset at each scrape, so worst since the section started;
 * sampled every 10 ms, which the figure includes). Target: under 50 ms everywhere.
 */
async function stalls(section: string, s: Awaited<ReturnType<typeof startBenchStack>>, before: Sched): Promise<BenchRow> {
  const [api, worker] = await Promise.all([scrape(s.apiMetricsUrl), scrape(s.workerMetricsUrl)]);
  const after = schedOf(s);
  const ms = (v: number | undefined) => (v === undefined ? '?' : `${(v * 1000).toFixed(0)} ms`);
  const bench = benchLoop.max / 1e6;
  const worst = Math.max((api.nodejs_eventloop_lag_max_seconds ?? 0) * 1000, (worker.nodejs_eventloop_lag_max_seconds ?? 0) * 1000);
  return {
    section, name: 'worst event-loop delay (GC pause)', p99Ms: worst,
    note: `api ${ms(api.nodejs_eventloop_lag_max_seconds)} (${ms(api.nodejs_gc_pause_max_seconds)}${waited(before, after, 'api')}), worker ${ms(worker.nodejs_eventloop_lag_max_seconds)} (${ms(worker.nodejs_gc_pause_max_seconds)}${waited(before, after, 'worker')}), bench process ${bench.toFixed(0)} ms; ${api.http_requests_shed_total ?? 0} shed so far${worst >= 50 ? '; OVER the 50 ms target' : ''}`,
  };
}

/** Sections that bring their own service (the shared stack is not started for them alone). */
const STANDALONE = new Set(['faults', 'scale']);
const selected = sections.filter(([name]) => !only || only.includes(name));
const stack = selected.some(([name]) => !STANDALONE.has(name)) ? await startBenchStack() : null;
const rows: BenchRow[] = [];
try {
  for (const [name, run] of selected) {
    process.stderr.write(`running ${name}…\n`);
    if (stack) await Promise.all([scrape(stack.apiMetricsUrl), scrape(stack.workerMetricsUrl)]); // resets their worst-since-scrape
    const before = stack ? schedOf(stack) : null;
    benchLoop.reset();
    // A section that fails is a row saying so; the others still run and the table is printed.
    try {
      rows.push(...(await run(stack!)));
    } catch (err) {
      process.stderr.write(`${name} failed: ${(err as Error).stack ?? String(err)}\n`);
      rows.push({ section: name, name: 'FAILED', note: (err as Error).message.split('\n')[0].slice(0, 200) });
    }
    if (stack && before && !STANDALONE.has(name)) rows.push(await stalls(name, stack, before));
  }
} finally {
  await stack?.close();
}
console.log(`\nbenchmarks (${new Date().toISOString()}, node ${process.version}, ${durationS}s per load test)\n`);
printRows(rows);
process.exit(0);
