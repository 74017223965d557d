import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { newId } from '../../shared/db/ids.js';

const unknownPing = `/v1/ping/${newId('png')}`;

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await startHarness({ env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '200' } });
  key = (await createAccountWithKey(h)).key;
});
afterAll(async () => { await h.close(); });

/** A connected socket to the API: its writes reach the kernel at once, even from a blocked loop. */
async function open(): Promise<Socket> {
  const url = new URL(h.baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); });
  return socket;
}

/** Send one HTTP/1.1 request on the socket now; resolve with the parsed answer once it is complete. */
function send(socket: Socket, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: string; body: any }> {
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${h.baseUrl.slice('http://'.length)}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  let raw = '';
  const answer = new Promise<{ status: number; headers: string; body: any }>((resolve, reject) => {
    socket.on('data', (chunk) => { raw += chunk.toString('utf8'); });
    socket.once('error', reject);
    socket.once('end', () => {
      const [head, body] = [raw.slice(0, raw.indexOf('\r\n\r\n')), raw.slice(raw.indexOf('\r\n\r\n') + 4)];
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) });
    });
  });
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  return answer;
}

/** Keep this process's event loop busy (a stand-in for any synchronous stall: a long GC, a big JSON). */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* busy */ }
}

describe('an API process whose event loop runs late sheds /v1 requests', () => {
  it('answers 503 service_unavailable (reason overloaded, Retry-After) to requests that waited through a stall, but still serves /healthz', async () => {
    const [v1, health] = [await open(), await open()];
    // Both requests are in the kernel before the stall; the server reads them right after it.
    const shed = send(v1, unknownPing, bearer(key));
    const ops = send(health, '/healthz');
    stall(700);
    const [res, healthz] = [await shed, await ops];

    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'service_unavailable', details: { reason: 'overloaded' } });
    expect(res.body.error.message).toMatch(/overloaded/);
    expect(res.headers).toContain('retry-after: 1');
    expect(healthz.status).toBe(200);

    const metrics = await h.request('/metrics');
    expect(metrics.text).toMatch(/^http_requests_shed_total\{process="api"\} [1-9]/m);
  });

  it('serves again once the loop has caught up', async () => {
    // On a busy shared machine the loop may still be late now and then: the first request the
    // process takes while on time must be served.
    let res = await h.request(unknownPing, { headers: bearer(key) });
    for (let i = 0; i < 50 && res.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await h.request(unknownPing, { headers: bearer(key) });
    }
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('event-loop delay and GC pauses in /metrics', () => {
  it('the API and the worker export the worst event-loop delay and GC pause since the last scrape', async () => {
    const api = (await h.request('/metrics')).text;
    const worker = (await h.worker.metrics.render()).body;
    for (const [text, proc] of [[api, 'api'], [worker, 'worker']] as const) {
      expect(text).toMatch(new RegExp(`^nodejs_eventloop_lag_max_seconds\\{process="${proc}"\\} [0-9.e-]+$`, 'm'));
      expect(text).toMatch(new RegExp(`^nodejs_eventloop_lag_p99_seconds\\{process="${proc}"\\} [0-9.e-]+$`, 'm'));
      expect(text).toMatch(new RegExp(`^nodejs_gc_pause_max_seconds\\{process="${proc}"\\} [0-9.e-]+$`, 'm'));
      expect(text).toContain('nodejs_gc_duration_seconds_bucket');
    }
  });
});
