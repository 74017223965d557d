import autocannon from 'autocannon';
import { Agent } from 'node:http';
import { openLoop, type OpenLoopJob, type OpenLoopRequest } from './open-loop.js';

/** What the load process is asked to do (JSON on stdin). */
export type LoadJob =
  | ({ kind: 'open'; repetitions: number } & OpenLoopJob)
  | { kind: 'closed'; baseUrl: string; method: string; requests: OpenLoopRequest[]; durationS: number; connections: number; repetitions: number };

/** One repetition's figures (JSON on stdout, one array for the job). */
export interface LoadSample { rps: number; latencies?: number[]; p50Ms?: number; p99Ms?: number; statuses: string; sent: number }

/**
 * The load generator as a process of its own (bench/lib.ts spawns it, pinned to a CPU of its
 * own with taskset where there is one to spare): its garbage collector, its HTTP parsing and
 * its timers never run on the event loop of the process being measured, and the bench process
 * (the local cluster, an in-process service stack) cannot delay its requests.
 */
async function closedLoop(job: Extract<LoadJob, { kind: 'closed' }>): Promise<LoadSample> {
  let i = 0;
  const result = await autocannon({
    url: job.baseUrl,
    connections: job.connections,
    duration: job.durationS,
    pipelining: 1,
    requests: [{
      method: job.method as 'GET',
      setupRequest: (req) => {
        const next = job.requests[i++ % job.requests.length];
        return { ...req, path: next.path, headers: { ...req.headers, ...next.headers }, ...(next.body === undefined ? {} : { body: next.body }) };
      },
    }],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}×${s.count ?? 0}`).join(' ');
  const errors = result.errors + result.timeouts;
  return { rps: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, statuses: errors ? `${statuses} errors×${errors}` : statuses, sent: result.requests.sent };
}

async function main(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const job = JSON.parse(input) as LoadJob;
  const samples: LoadSample[] = [];
  if (job.kind === 'closed') {
    for (let r = 0; r < job.repetitions; r++) samples.push(await closedLoop(job));
  } else {
    const agent = new Agent({ keepAlive: true, maxSockets: 256 });
    if (job.warmup.length) await openLoop(agent, job, job.warmup);
    for (let r = 0; r < job.repetitions; r++) {
      const result = await openLoop(agent, job, job.measured);
      samples.push({ rps: result.latencies.length / result.elapsedS, latencies: result.latencies, statuses: result.statuses, sent: job.measured.length });
    }
    agent.destroy();
  }
  process.stdout.write(JSON.stringify(samples));
}

await main();
