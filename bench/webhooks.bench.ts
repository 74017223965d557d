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
 * Issue 18: webhooks through the deployed worker process. A receiver on loopback answers 204
 * and notes when each webhook-id arrives.
 * - event → delivery latency: one outbox event at a time, from its commit to its arrival
 *   (Postgres's notification to the relay, the queue, signing and the HTTP attempt);
 * - deliveries/s: BURST_EVENTS events committed at once, until the last one arrives;
 * - baseline: the same POST sent straight to the receiver from this process.
 */
export async function webhooksBench(stack: BenchStack): Promise<BenchRow[]> {
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id'] ?? '');
      arrivals.set(id, performance.now());
      waiters.get(id)?.();
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    const headers = { ...(await stack.newAccount()), 'Content-Type': 'application/json' };
    const created = await fetch(`${stack.apiUrl}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url }) });
    if (created.status !== 201) throw new Error(`webhook endpoint not created: ${created.status} ${await created.text()}`);
    const endpoint = ((await created.json()) as { data: { id: string; network: 'mainnet' | 'devnet' } }).data;
    const [{ account_id: owner }] = await stack.orm.em.fork().getConnection().execute<Array<{ account_id: string }>>('select account_id from webhook_endpoints where id = ?', [endpoint.id]);
    const event = (i: number) => ({ accountId: owner, network: endpoint.network, type: 'ping' as const, endpointId: endpoint.id, data: { i } });

    // Latency: one event at a time.
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_EVENTS; i++) {
      const [id] = await writeWebhookEvents(stack.orm.em.fork(), [event(i)]);
      const committed = performance.now();
      await new Promise<void>((resolve) => (arrivals.has(id!) ? resolve() : waiters.set(id!, resolve)));
      latencies.push(arrivals.get(id!)! - committed);
    }
    const latency = percentiles(latencies);

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
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-id': 'baseline' } }, (res) => { res.resume(); res.on('end', resolve); });
      req.on('error', reject);
      req.end(body);
    }));

    return [
      { section: 'webhooks', name: 'event → delivery (outbox to receiver)', p50Ms: latency.p50Ms, p99Ms: latency.p99Ms, note: `${LATENCY_EVENTS} events one at a time; relay woken by NOTIFY (poll every ${stack.config.webhooks.relayIntervalMs} ms)` },
      { section: 'webhooks', name: `deliveries/s (burst of ${BURST_EVENTS})`, rps: perS, note: `worker concurrency ${stack.config.jobs.concurrency}` },
      { section: 'webhooks', name: 'baseline: POST straight to the receiver', rps: direct.opsPerS, p50Ms: direct.p50Ms, p99Ms: direct.p99Ms, note: 'sequential, same process' },
    ];
  } finally {
    await new Promise<void>((r) => { receiver.close(() => r()); receiver.closeAllConnections(); });
  }
}
