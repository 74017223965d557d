import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { writeWebhookEvents } from '../shared/webhooks/events.js';
import { percentiles, timeSequential, type BenchRow } from './lib.js';
import type { BenchStack } from './stack.js';

/** Events timed one at a time (event written → webhook received). */
const LATENCY_EVENTS = 60;
/** Events written at once for the throughput figure. */
const BURST_EVENTS = 2000;
/**
 * Receivers on this many loopback addresses (127.0.0.1, 127.0.0.2, …: Linux answers on all of
 * 127/8), one endpoint each (WEBHOOK_ENDPOINTS_MAX allows 16), so that the pipeline's figures
 * are not WEBHOOK_HOST_RATE_PER_SECOND's: the limit is per host name and stays at its default.
 */
const HOSTS = 16;

/**
 * Issue 18: webhooks through the deployed worker process. Receivers on loopback answer 204 and
 * note when each webhook-id arrives.
 * - event → delivery latency: one outbox event at a time, from its commit to its arrival
 *   (Postgres's notification to the relay, the queue, signing and the HTTP attempt), the
 *   events taking the HOSTS receivers in turn, so no host nears its rate limit;
 * - the same to one host, as fast as it goes: past WEBHOOK_HOST_RATE_PER_SECOND, where the
 *   limit spaces the deliveries (the wait a stream over the limit meets);
 * - deliveries/s: BURST_EVENTS events committed at once over the HOSTS receivers, until the
 *   last one arrives (bounded by HOSTS × the host limit, noted);
 * - baseline: the same POST sent straight to a receiver from this process.
 */
export async function webhooksBench(stack: BenchStack): Promise<BenchRow[]> {
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  const receivers = Array.from({ length: HOSTS }, () => createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id'] ?? '');
      arrivals.set(id, performance.now());
      waiters.get(id)?.();
      res.writeHead(204).end();
    });
  }));
  await Promise.all(receivers.map((r, k) => new Promise<void>((done) => r.listen(0, `127.0.0.${k + 1}`, done))));
  const urls = receivers.map((r, k) => `http://127.0.0.${k + 1}:${(r.address() as AddressInfo).port}/hooks`);
  try {
    const headers = { ...(await stack.newAccount()), 'Content-Type': 'application/json' };
    const endpoints: Array<{ id: string; network: 'mainnet' | 'devnet' }> = [];
    for (const url of urls) {
      const created = await fetch(`${stack.apiUrl}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url }) });
      if (created.status !== 201) throw new Error(`webhook endpoint not created: ${created.status} ${await created.text()}`);
      endpoints.push(((await created.json()) as { data: { id: string; network: 'mainnet' | 'devnet' } }).data);
    }
    const [{ account_id: owner }] = await stack.orm.em.fork().getConnection().execute<Array<{ account_id: string }>>('select account_id from webhook_endpoints where id = ?', [endpoints[0]!.id]);
    const event = (i: number, host = i % HOSTS) => ({ accountId: owner, network: endpoints[host]!.network, type: 'ping' as const, endpointId: endpoints[host]!.id, data: { i } });

    // Latency: one event at a time, to the hosts in turn, or all to one host.
    const oneAtATime = async (host?: number) => {
      const latencies: number[] = [];
      const began = performance.now();
      for (let i = 0; i < LATENCY_EVENTS; i++) {
        const [id] = await writeWebhookEvents(stack.orm.em.fork(), [event(i, host)]);
        const committed = performance.now();
        await new Promise<void>((resolve) => (arrivals.has(id!) ? resolve() : waiters.set(id!, resolve)));
        latencies.push(arrivals.get(id!)! - committed);
      }
      return { ...percentiles(latencies), perS: (LATENCY_EVENTS / (performance.now() - began)) * 1000 };
    };
    const latency = await oneAtATime();
    const oneHost = await oneAtATime(0);

    // Throughput: a burst committed at once.
    arrivals.clear();
    const ids = await writeWebhookEvents(stack.orm.em.fork(), Array.from({ length: BURST_EVENTS }, (_, i) => event(i)));
    const start = performance.now();
    const wanted = new Set(ids);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if ([...wanted].every((id) => arrivals.has(id))) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    const last = Math.max(...ids.map((id) => arrivals.get(id)!));
    const perS = (BURST_EVENTS / (last - start)) * 1000;

    const body = JSON.stringify({ type: 'ping', timestamp: new Date().toISOString(), data: { i: 0 } });
    const direct = await timeSequential(200, () => new Promise<void>((resolve, reject) => {
      const req = request(urls[0]!, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-id': 'baseline' } }, (res) => { res.resume(); res.on('end', resolve); });
      req.on('error', reject);
      req.end(body);
    }));

    const hostRate = stack.config.webhooks.hostRatePerSecond;
    return [
      { section: 'webhooks', name: 'event → delivery (outbox to receiver)', p50Ms: latency.p50Ms, p99Ms: latency.p99Ms, note: `${LATENCY_EVENTS} events one at a time over ${HOSTS} hosts; relay woken by NOTIFY (poll every ${stack.config.webhooks.relayIntervalMs} ms)` },
      { section: 'webhooks', name: 'event → delivery, one host past its limit', rps: oneHost.perS, p50Ms: oneHost.p50Ms, p99Ms: oneHost.p99Ms, note: `${LATENCY_EVENTS} events one at a time to one host; WEBHOOK_HOST_RATE_PER_SECOND ${hostRate}` },
      { section: 'webhooks', name: `deliveries/s (burst of ${BURST_EVENTS})`, rps: perS, note: `worker concurrency ${stack.config.jobs.concurrency}; over ${HOSTS} hosts (at most ${hostRate ? HOSTS * hostRate : 'no limit'}/s by the host limit)` },
      { section: 'webhooks', name: 'baseline: POST straight to the receiver', rps: direct.opsPerS, p50Ms: direct.p50Ms, p99Ms: direct.p99Ms, note: 'sequential, same process' },
    ];
  } finally {
    await Promise.all(receivers.map((r) => new Promise<void>((done) => { r.close(() => done()); r.closeAllConnections(); })));
  }
}
