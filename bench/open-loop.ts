import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

export interface OpenLoopRequest { path: string; headers: Record<string, string>; body?: string }

export interface OpenLoopJob {
  baseUrl: string;
  method: string;
  ratePerS: number;
  /** Sent first at the same rate, not measured. */
  warmup: OpenLoopRequest[];
  measured: OpenLoopRequest[];
}

export interface OpenLoopResult {
  /** Per measured answer, ms from when its request was due to its last byte. */
  latencies: number[];
  elapsedS: number;
  /** e.g. "201×800 422×200" */
  statuses: string;
}

/**
 * The load generator thread of loadFixedRate (bench/lib.ts): sends request i when it is due
 * (start + i/rate) whatever the earlier ones are doing, over keep-alive connections.
 */
export async function openLoop(agent: Agent, job: OpenLoopJob, requests: OpenLoopRequest[]): Promise<OpenLoopResult> {
  const url = new URL(job.baseUrl);
  const interval = 1000 / job.ratePerS;
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const count = (k: string) => statuses.set(k, (statuses.get(k) ?? 0) + 1);
  const send = ({ path, headers, body }: OpenLoopRequest, due: number) => new Promise<void>((resolve) => {
    const req = request({ agent, host: url.hostname, port: url.port, method: job.method, path, headers: body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => { latencies.push(performance.now() - due); count(String(res.statusCode)); resolve(); });
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    // A failed request counts too, for as long as it took to fail: leaving it out would flatter
    // the figures exactly when the service struggles.
    req.on('error', (err) => { latencies.push(performance.now() - due); count(err.message === 'timeout' ? 'timeout' : 'error'); resolve(); });
    req.end(body);
  });

  const inFlight: Array<Promise<void>> = [];
  const start = performance.now();
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      while (next < requests.length && start + next * interval <= performance.now()) {
        inFlight.push(send(requests[next], start + next * interval));
        next += 1;
      }
      if (next >= requests.length) return done();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  return {
    latencies,
    elapsedS: (performance.now() - start) / 1000,
    statuses: [...statuses].sort().map(([code, n]) => `${code}×${n}`).join(' '),
  };
}

if (!isMainThread && parentPort) {
  const job = workerData as OpenLoopJob;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  if (job.warmup.length) await openLoop(agent, job, job.warmup);
  const result = await openLoop(agent, job, job.measured);
  agent.destroy();
  parentPort.postMessage(result);
}
