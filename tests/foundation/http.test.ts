import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await startHarness();
  key = (await createAccountWithKey(h)).key;
});
afterAll(async () => { await h.close(); });

/** A request with a valid API key (every /v1 route needs one). */
const req: Harness['request'] = (path, init = {}) => h.request(path, { ...init, headers: { ...bearer(key), ...(init.headers as Record<string, string> | undefined) } });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('envelope and request ids', () => {
  it('answers /healthz in the envelope with a request id header equal to meta.requestId', async () => {
    const res = await h.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ok' });
    expect(res.body.meta.timestamp).toMatch(ISO);
    expect(res.headers.get('x-request-id')).toBe(res.body.meta.requestId);
  });

  it('reuses a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const good = await h.request('/healthz', { headers: { 'X-Request-Id': 'client-trace-0001' } });
    expect(good.headers.get('x-request-id')).toBe('client-trace-0001');
    const bad = await h.request('/healthz', { headers: { 'X-Request-Id': 'bad id with spaces <script>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  });
});

describe('bad input is a 4xx in the error envelope', () => {
  it('unknown route: 404 not_found', async () => {
    const res = await req('/v1/nope');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', details: {} });
    expect(res.body.meta.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('wrong method: 405 with Allow', async () => {
    const res = await h.request('/healthz', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toContain('GET');
  });

  it('wrong method on a path another route reads as an id: GET /v1/transactions/build is 405, not a bad id', async () => {
    const res = await req('/v1/transactions/build');
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('non-JSON body: 415', async () => {
    const res = await req('/v1/ping', { method: 'POST', body: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('malformed JSON: 400 validation_error on body', async () => {
    const res = await req('/v1/ping', { method: 'POST', body: '{"a":', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'body' } });
  });

  it('a JSON scalar body is refused as malformed', async () => {
    const res = await req('/v1/ping', { method: 'POST', body: '42', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
  });

  it('oversize body: 413', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(h.config.http.bodyLimitBytes + 10) });
    const res = await req('/v1/ping', { method: 'POST', body: big, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('unknown body field: 400 naming the field', async () => {
    const res = await req('/v1/ping', { method: 'POST', json: { surprise: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'surprise', reason: 'is not a known field' } });
  });

  it('invalid path value: 400 naming the field', async () => {
    const res = await req('/v1/ping/not-an-id');
    expect(res.status).toBe(400);
    expect(res.body.error.details.field).toBe('id');
  });
});

describe('request to job and back', () => {
  it('answers 201 with the finished record, stored in Postgres', async () => {
    const res = await req('/v1/ping', { method: 'POST', json: {} });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'succeeded', result: { pong: true } });
    const row = await h.orm.em.fork().findOneOrFail(Ping, { id: res.body.data.id });
    expect(row.status).toBe('succeeded');
    expect(row.attempts).toBe(1);
  });

  it('Prefer: respond-async answers 202 + Location at once, and the record finishes', async () => {
    const res = await req('/v1/ping', { method: 'POST', json: {}, headers: { Prefer: 'respond-async' } });
    expect(res.status).toBe(202);
    expect(res.body.data.status).toBe('pending');
    const location = res.headers.get('location')!;
    expect(location).toBe(`/v1/ping/${res.body.data.id}`);
    let status = 'pending';
    for (let i = 0; i < 100 && status !== 'succeeded'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await req(location)).body.data.status;
    }
    expect(status).toBe('succeeded');
  });

  it('GET of an unknown record is 404', async () => {
    const res = await req('/v1/ping/png_0000000000000000000000');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('operations', () => {
  it('/readyz reports postgres and redis', async () => {
    const res = await h.request('/readyz');
    expect(res.status).toBe(200);
    // No Solana RPC answers in this harness (closed ports): each network is named unready, with the reason.
    expect(res.body.data).toMatchObject({ status: 'degraded', checks: { postgres: 'ok', redis: 'ok' }, networks: { mainnet: { status: 'unready', reason: 'rpc_unreachable' }, devnet: { status: 'unready', reason: 'rpc_unreachable' } } });
  });

  it('/metrics renders request durations by route and queue depth', async () => {
    await h.request('/healthz');
    const res = await h.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).toMatch(/http_request_duration_seconds_count\{[^}]*method="GET",route="\/healthz",status="200"/);
    expect(res.text).toMatch(/queue_jobs\{queue="ping",state="waiting"[^}]*\} 0/);
    expect(res.text).toContain('process_cpu_user_seconds_total');
  });

  it('/admin/queues is not mounted without an admin credential', async () => {
    const res = await h.request('/admin/queues');
    expect(res.status).toBe(404);
  });
});

describe('/readyz with the Solana RPC', () => {
  it('reports an RPC that does not answer as degraded, and stays ready (tests/http/readiness.test.ts has the rest)', async () => {
    const { ChainClients } = await import('../../shared/chain/rpc.js');
    const chain = new ChainClients({ mainnet: 'http://127.0.0.1:1', devnet: 'http://127.0.0.1:1' }, 500, 0);
    const withRpc = await startHarness({ workers: false, app: { upstreams: { 'solana-mainnet': chain.readiness('mainnet') } } });
    try {
      const res = await withRpc.request('/readyz');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'degraded', checks: { postgres: 'ok', redis: 'ok' }, upstreams: { 'solana-mainnet': 'degraded' } });
    } finally {
      await withRpc.close();
    }
  });
});

describe('bodies and paths the parser or router could trip on', () => {
  it('answers 4xx, never 500, for a __proto__ key, a false Content-Encoding and an unknown one', async () => {
    const auth = bearer(await createAccountWithKey(h));
    const proto = await h.request('/v1/ping', { method: 'POST', body: '{"__proto__":{"x":1},"a":1}', headers: { ...auth, 'Content-Type': 'application/json' } });
    expect(proto.status).toBe(400);
    const gzip = await h.request('/v1/ping', { method: 'POST', body: '{}', headers: { ...auth, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } });
    expect(gzip.status).toBe(400);
    expect(gzip.body.error.details.field).toBe('body');
    const unknownEncoding = await h.request('/v1/ping', { method: 'POST', body: '{}', headers: { ...auth, 'Content-Type': 'application/json', 'Content-Encoding': 'x-unknown' } });
    expect(unknownEncoding.status).toBe(415);
  });

  it('treats /V1/… like /v1/…: authentication applies whatever the case', async () => {
    const res = await h.request('/V1/ping/png_0000000000000000000000');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });
});
