import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, rememberPlaintext } from '../helpers/accounts.js';
import { ApiKey } from '../../shared/db/entities/api-key.entity.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await startHarness({ workers: false });
  key = (await createAccountWithKey(h)).key;
});
afterAll(async () => { await h.close(); });

const req: Harness['request'] = (path, init = {}) => h.request(path, { ...init, headers: { ...bearer(key), ...(init.headers as Record<string, string> | undefined) } });

describe('deeply nested JSON', () => {
  it('a 16 KB body of [[[[… is a 400 naming the nesting limit on every route and method, never a 500', async () => {
    const deep = '['.repeat(8000) + ']'.repeat(8000);
    for (const [method, path] of [['POST', '/v1/ping'], ['POST', '/v1/intents'], ['POST', '/v1/keys'], ['PATCH', '/v1/nope'], ['DELETE', '/v1/keys/key_x']] as const) {
      const res = await req(path, { method, body: deep, headers: { 'Content-Type': 'application/json' } });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect(res.body.error.details.reason).toBe('must not nest deeper than 64 levels');
    }
  });

  it('an object nested 64 levels is read; 65 levels is refused with the path where it gets too deep', async () => {
    let ok: unknown = 'x';
    for (let i = 0; i < 63; i++) ok = { a: ok };
    const fine = await req('/v1/ping', { method: 'POST', json: { note: ok } });
    expect(fine.status).toBe(400); // the ping body has no `note` field: the schema, not the depth check, refuses
    expect(fine.body.error.details).toEqual({ field: 'note', reason: 'is not a known field' });
    const tooDeep = await req('/v1/ping', { method: 'POST', json: { note: { a: ok } } });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error.details.reason).toBe('must not nest deeper than 64 levels');
    expect(tooDeep.body.error.details.field).toBe(`note${'.a'.repeat(63)}`);
  });
});

/** Send raw bytes to the API and read everything it answers until it closes the connection. */
function raw(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: any }> {
  const { hostname, port } = new URL(h.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      let body: any = null;
      try { body = JSON.parse(rest.join('\r\n\r\n')); } catch { body = null; }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    // Half-close a moment after sending, as a client that sent its request and waits would.
    socket.write(bytes, () => setTimeout(() => socket.end(), 300));
  });
}

describe('requests Node\'s HTTP parser refuses are answered in the envelope', () => {
  it('an oversized URL: 431 headers_too_large', async () => {
    const res = await raw(`GET /v1/keys?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.body.error).toMatchObject({ code: 'headers_too_large', details: { reason: 'request line and headers too large' } });
    expect(res.body.meta.requestId).toBe(res.headers['x-request-id']);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('oversized headers through fetch: 431 in the envelope', async () => {
    const res = await h.request('/healthz', { headers: { 'X-Pad': 'p'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(res.body.error.code).toBe('headers_too_large');
  });

  it('Transfer-Encoding with Content-Length: 400 validation_error naming both', async () => {
    const res = await raw('POST /v1/ping HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'request', reason: 'Transfer-Encoding and Content-Length must not both be sent' } });
  });

  it('a request line that is not HTTP, and a header with a bad byte: 400 in the envelope', async () => {
    for (const bytes of ['HELLO THERE\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n']) {
      const res = await raw(bytes);
      expect(res.status, JSON.stringify(bytes)).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect(res.body.error.details.field).toBe('request');
    }
  });
});

describe('methods and transfer codings outside the routes', () => {
  it('CONNECT: 405 method_not_allowed in the envelope (Node would drop the connection)', async () => {
    const res = await raw('CONNECT /v1/keys HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
  });

  it('a Transfer-Encoding other than chunked: 400 at once, not a request left waiting', async () => {
    const res = await raw(`POST /v1/ping HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'Transfer-Encoding', reason: 'only chunked is supported' } });
  });

  it('OPTIONS: 204 with Allow, no body', async () => {
    const res = await req('/v1/keys', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toContain('POST');
    expect(res.text).toBe('');
  });
});

describe('headers', () => {
  it('X-Content-Type-Options: nosniff on every answer: success, 404, 401, 405', async () => {
    for (const res of [await h.request('/healthz'), await req('/v1/nope'), await h.request('/v1/keys'), await h.request('/healthz', { method: 'DELETE' })]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('Cache-Control: no-store on the answers that show a key\'s plaintext (create, rotate)', async () => {
    const created = await req('/v1/keys', { method: 'POST', json: { name: 'cache', scopes: ['read:prices'] } });
    expect(created.status).toBe(201);
    rememberPlaintext(created.body.data.key);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const rotated = await req(`/v1/keys/${created.body.data.id}/rotate`, { method: 'POST', json: {} });
    expect(rotated.status).toBe(201);
    rememberPlaintext(rotated.body.data.key);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
  });
});

describe('unpaired UTF-16 surrogates', () => {
  it('a key name with a lone surrogate is refused with 400, and nothing is stored', async () => {
    const before = await h.orm.em.fork().count(ApiKey, {});
    for (const name of ['bad \\ud800 name', 'x\\udc00', 'end\\ud83d']) {
      const res = await req('/v1/keys', { method: 'POST', body: `{"name":"${name}","scopes":["read:prices"]}`, headers: { 'Content-Type': 'application/json' } });
      expect(res.status, name).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'name', reason: 'must be valid Unicode text (no unpaired UTF-16 surrogates)' } });
    }
    expect(await h.orm.em.fork().count(ApiKey, {})).toBe(before);
  });

  it('a well-formed pair (an emoji, escaped or not) is stored exactly as echoed', async () => {
    const res = await req('/v1/keys', { method: 'POST', body: '{"name":"rocket \\ud83d\\ude80 🚀","scopes":["read:prices"]}', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(201);
    rememberPlaintext(res.body.data.key);
    expect(res.body.data.name).toBe('rocket 🚀 🚀');
    const stored = await h.orm.em.fork().findOneOrFail(ApiKey, { id: res.body.data.id });
    expect(stored.name).toBe('rocket 🚀 🚀');
  });
});

describe('analytics dates, granularity and ids: what the error says', () => {
  const metricsAt = (query: string) => req(`/v1/analytics/metrics?${query}`);

  it('accepts an offset whose + was not percent-encoded (it arrives as a space), a date alone and no seconds', async () => {
    const plus = await metricsAt('startDate=2025-03-01T10:00:00+01:00&endDate=2025-03-01T12:00+01:00&granularity=hour');
    expect(plus.status, plus.text).toBe(200);
    expect(plus.body.data.period).toEqual({ start: '2025-03-01T09:00:00.000Z', end: '2025-03-01T11:00:00.000Z', granularity: 'hour' });
    const dates = await metricsAt('startDate=2025-03-01&endDate=2025-03-03');
    expect(dates.status, dates.text).toBe(200);
    expect(dates.body.data.period).toEqual({ start: '2025-03-01T00:00:00.000Z', end: '2025-03-03T00:00:00.000Z', granularity: 'day' });
  });

  it('refuses a date-time without a zone, saying to add one', async () => {
    const res = await metricsAt('startDate=2025-03-01T10:00:00&endDate=2025-03-02T00:00:00Z');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({ field: 'startDate', reason: expect.stringMatching(/^must name its zone/) });
  });

  it('an invalid granularity lists the allowed values', async () => {
    const res = await metricsAt('startDate=2025-03-01&endDate=2025-03-02&granularity=year');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ field: 'granularity', reason: 'must be one of: hour, day, week, month' });
  });

  it('a malformed id says what an id looks like, not the internal regex', async () => {
    for (const [path, prefix] of [['/v1/keys/nope', 'key'], ['/v1/ping/png_short', 'png'], ['/v1/intents/x', 'int'], ['/v1/transactions/tx_', 'tx']] as const) {
      const res = await req(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.details.reason).toBe(`must be a ${prefix}_ id (${prefix}_ followed by 22 letters and digits)`);
      expect(res.text).not.toMatch(/pattern|\[0-9A-Za-z\]/);
    }
  });
});

describe('ping records', () => {
  it('a failed ping shows why it failed; a pending one has error null', async () => {
    const accepted = await req('/v1/ping', { method: 'POST', json: {}, headers: { Prefer: 'respond-async' } });
    expect(accepted.status).toBe(202);
    expect(accepted.body.data.error).toBeNull();
    const error = { code: 'service_unavailable', message: 'Postgres was unreachable for longer than the job could wait.', details: {} };
    await h.orm.em.fork().nativeUpdate(Ping, { id: accepted.body.data.id }, { status: 'failed', error });
    const res = await req(`/v1/ping/${accepted.body.data.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'failed', error });
  });
});
