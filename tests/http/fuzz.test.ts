import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../shared/errors/app-error.js';
import { addKey, createAccountWithKey } from '../helpers/accounts.js';
import { manualClock } from '../helpers/clock.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * A seeded fuzz of malformed requests over every route and method against the real service
 * (the app on a real socket, real Postgres and Redis): every answer must be in the envelope and
 * none may be a 500. Deterministic: the same seed sends the same requests in the same order.
 * Valid-looking requests reach the routes' deep paths; the job deadlines are short and no
 * worker runs, so those answer 202 (or 504 for reads waiting for a worker) quickly.
 */
const SEED = 0x5eed_1207;
const HTTP_REQUESTS = 5200;
const RAW_REQUESTS = 300;
const NEWER_REQUESTS = 1600;
const CONCURRENCY = 6;

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Rng = ReturnType<typeof prng>;

const WALLET = '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const WEIRD_STRINGS = [
  '', ' ', 'null', 'undefined', 'NaN', '-1', '0', '1e309', '-0', '9'.repeat(400), '💥', '\u202e\u0644', 'ä', 'Ω≈ç√',
  '<script>alert(1)</script>', "' or 1=1 --", '${jndi:ldap://x}', '../../etc/passwd', '%00', '\\u0000', '\t\n\r', 'a'.repeat(600),
  'So11111111111111111111111111111111111111112', WALLET, 'SOL', '$usdc', 'send NaN SOL to x', 'swap 1 SOL for USDC', 'buy 100 BONK with SOL',
  '2026-11-01T00:00:00Z', '2026-13-45T99:99:99Z', '2026-11-01', 'hour', 'day', 'week', 'int_', 'key_', 'tx_', 'png_',
];

function randomString(r: Rng): string {
  switch (r.int(5)) {
    case 0: return r.pick(WEIRD_STRINGS);
    case 1: return Array.from({ length: r.int(40) }, () => ALNUM[r.int(ALNUM.length)]).join('');
    case 2: return Array.from({ length: r.int(20) }, () => String.fromCodePoint(r.pick([r.int(0x80), 0x80 + r.int(0x780), 0x4e00 + r.int(500), 0x1f600 + r.int(80), 0xfffd, 0x200b]))).join('');
    case 3: return r.pick(WEIRD_STRINGS) + r.pick(WEIRD_STRINGS);
    default: return String(r.int(1e6));
  }
}

function randomValue(r: Rng, depth = 0): unknown {
  switch (r.int(depth > 3 ? 5 : 8)) {
    case 0: return randomString(r);
    case 1: return r.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 0.1, 100, 500, 1000, 10001]);
    case 2: return r.pick([true, false]);
    case 3: return null;
    case 4: return r.pick(WEIRD_STRINGS);
    case 5: return Array.from({ length: r.int(4) }, () => randomValue(r, depth + 1));
    default: return Object.fromEntries(Array.from({ length: r.int(4) }, () => [r.chance(0.5) ? randomString(r) : r.pick(['name', 'scopes', 'command', 'walletAddress', 'intentId', '__proto__', 'constructor']), randomValue(r, depth + 1)]));
  }
}

/** Near-valid bodies per route, to be mutated: fields dropped, retyped, added. */
const BASE_BODIES: Record<string, () => Record<string, unknown>> = {
  '/v1/keys': () => ({ name: 'fuzz', scopes: ['read:prices'] }),
  '/v1/intents': () => ({ walletAddress: WALLET, command: 'swap 1 SOL for USDC' }),
  '/v1/transactions/build': () => ({ intentId: 'int_0000000000000000000000', walletAddress: WALLET }),
  '/v1/ping': () => ({}),
  '/v1/transactions/': () => ({ signedTransaction: 'AQ==' }),
  '/v1/webhooks': () => ({ url: 'https://example.com/hook', events: ['transaction.confirmed'] }),
  '/v1/links/': () => ({ account: WALLET }),
  '/v1/links': () => ({ command: 'send 0.1 SOL to ' + WALLET, label: 'fuzz' }),
  '/pay/': () => ({ account: WALLET }),
  '/mcp': () => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_prices', arguments: { ids: ['SOL'] } } }),
};

function mutateBody(r: Rng, base: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  const keys = Object.keys(out);
  for (let i = r.int(3); i >= 0; i--) {
    const k = keys.length && r.chance(0.7) ? r.pick(keys) : randomString(r);
    if (r.chance(0.3)) delete out[k];
    else out[k] = randomValue(r);
  }
  return out;
}

/** A body as raw text: JSON of some shape, or something that is not JSON at all. */
function randomBodyText(r: Rng, path: string): string {
  const base = BASE_BODIES[Object.keys(BASE_BODIES).find((p) => path.startsWith(p)) ?? '/v1/ping']();
  switch (r.int(12)) {
    case 0: return '';
    case 1: return r.pick(['{', '{"a":', '[1,2', '{"a":1}}', 'nul', 'tru', '{"a":01}', '{"a":NaN}', "{'a':1}", '{"a":1,}', '\ufeff{}', '{"a":"\\x"}']);
    case 2: return JSON.stringify(randomValue(r));
    case 3: return '['.repeat(500 + r.int(9000)) + ']'.repeat(r.int(2) ? 0 : 500);
    case 4: return JSON.stringify({ ...base, pad: 'x'.repeat(60_000 + r.int(20_000)) });
    case 5: return `{"name":"bad \\ud${r.pick(['800', 'c00', 'bff'])}","scopes":["read:prices"],"command":"x\\u0000y"}`;
    case 6: return '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}';
    case 7: return JSON.stringify(base).replace(/"$/, '');
    default: return JSON.stringify(mutateBody(r, base));
  }
}

function randomId(r: Rng, prefix: string): string {
  switch (r.int(6)) {
    case 0: return prefix + Array.from({ length: 22 }, () => ALNUM[r.int(ALNUM.length)]).join('');
    case 1: return encodeURIComponent(randomString(r)) || 'x';
    case 2: return r.pick(['..', '.', '%2e%2e', '%2F', '%00', '%ff', '%ED%A0%80', '%', '%zz', 'a%2Fb', '~', '*', ';', '@', '%E2%80%AE']);
    case 3: return prefix + 'x'.repeat(r.int(3000));
    case 4: return prefix;
    default: return r.pick(['So11111111111111111111111111111111111111112', 'SOL', 'usdc', '$BONK', 'int_0', 'key_0000000000000000000000', 'tx_0000000000000000000000', 'png_0000000000000000000000']);
  }
}

function randomQuery(r: Rng, base: Record<string, string>): string {
  const params: string[] = Object.entries(base).filter(() => r.chance(0.7)).map(([k, v]) => `${k}=${r.chance(0.6) ? encodeURIComponent(v) : encodeURIComponent(randomString(r))}`);
  for (let i = r.int(3); i > 0; i--) {
    params.push(r.pick([
      `${encodeURIComponent(randomString(r))}=${encodeURIComponent(randomString(r))}`,
      `${r.pick(Object.keys(base).concat('limit'))}=${r.pick(['', '%', '%zz', '%ED%A0%80', '-5', '1e3', '101', '0', 'abc', '%00', encodeURIComponent(randomString(r))])}`,
      `${r.pick(Object.keys(base).concat('cursor'))}=a&${r.pick(Object.keys(base).concat('cursor'))}=b`,
      'limit[]=1', 'a[b]=c', '=', '&&&', 'x=' + 'y'.repeat(r.int(5000)),
    ]));
  }
  return params.length ? `?${params.join('&')}` : r.chance(0.1) ? '?' : '';
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'FOO'];

interface FuzzRequest { method: string; path: string; headers: Record<string, string>; body?: string }

type Routes = (r: Rng) => Array<[string, () => string]>;

/** The routes of the first rounds. */
const coreRoutes: Routes = (r) => {
  const analyticsBase = { startDate: '2026-11-01T00:00:00Z', endDate: '2026-11-02T00:00:00Z', granularity: 'hour' };
  return [
    ['GET', () => r.pick(['/healthz', '/readyz', '/metrics', '/', '/v1', '/v1/', '/admin/queues', '/V1/KEYS', '/v1//keys', '/v1/keys/', '/favicon.ico'])],
    ['POST', () => '/v1/ping'], ['GET', () => `/v1/ping/${randomId(r, 'png_')}`],
    ['POST', () => '/v1/keys'], ['GET', () => `/v1/keys${randomQuery(r, { limit: '10', cursor: 'abc' })}`],
    ['GET', () => `/v1/keys/${randomId(r, 'key_')}`], ['DELETE', () => `/v1/keys/${randomId(r, 'key_')}`], ['POST', () => `/v1/keys/${randomId(r, 'key_')}/rotate`],
    ['POST', () => '/v1/intents'], ['GET', () => `/v1/intents/${randomId(r, 'int_')}`],
    ['POST', () => '/v1/transactions/build'], ['GET', () => `/v1/transactions${randomQuery(r, { walletAddress: WALLET, status: 'built', limit: '20', cursor: 'x' })}`],
    ['GET', () => `/v1/transactions/${randomId(r, 'tx_')}`],
    ['GET', () => `/v1/prices/${randomId(r, '')}`], ['GET', () => `/v1/prices${randomQuery(r, { ids: 'SOL,USDC,' + randomString(r) })}`],
    ['GET', () => `/v1/portfolio${randomQuery(r, { walletAddress: WALLET })}`],
    ['GET', () => `/v1/analytics/metrics${randomQuery(r, analyticsBase)}`],
  ];
};

/**
 * The routes added since (a separate seed, so the core sequence above is unchanged): submit,
 * webhooks, payment links and their public wallet endpoints, the token catalogue, MCP.
 */
const newerRoutes: Routes = (r) => [
  ['POST', () => `/v1/transactions/${randomId(r, 'tx_')}/submit`],
  ['POST', () => '/v1/webhooks'], ['GET', () => `/v1/webhooks${randomQuery(r, { limit: '10', cursor: 'abc' })}`],
  ['GET', () => `/v1/webhooks/${randomId(r, 'whk_')}`], ['PATCH', () => `/v1/webhooks/${randomId(r, 'whk_')}`], ['DELETE', () => `/v1/webhooks/${randomId(r, 'whk_')}`],
  ['POST', () => `/v1/webhooks/${randomId(r, 'whk_')}/rotate-secret`], ['POST', () => `/v1/webhooks/${randomId(r, 'whk_')}/test`],
  ['GET', () => `/v1/webhooks/${randomId(r, 'whk_')}/deliveries${randomQuery(r, { limit: '10', cursor: 'abc' })}`],
  ['POST', () => `/v1/webhooks/${randomId(r, 'whk_')}/deliveries/${randomId(r, 'dlv_')}/retry`],
  ['POST', () => '/v1/links'], ['GET', () => `/v1/links${randomQuery(r, { limit: '10', cursor: 'abc', status: 'active' })}`],
  ['GET', () => `/v1/links/${randomId(r, 'lnk_')}`], ['DELETE', () => `/v1/links/${randomId(r, 'lnk_')}`],
  ['GET', () => `/v1/links/${randomId(r, 'lnk_')}/action${randomQuery(r, { amount: '1' })}`], ['POST', () => `/v1/links/${randomId(r, 'lnk_')}/action${randomQuery(r, { amount: '1' })}`],
  ['GET', () => `/pay/${randomId(r, 'lnk_')}`], ['POST', () => `/pay/${randomId(r, 'lnk_')}${randomQuery(r, { amount: '1' })}`], ['GET', () => `/pay/${randomId(r, 'lnk_')}/qr.svg`],
  ['GET', () => '/actions.json'],
  ['GET', () => `/v1/tokens${randomQuery(r, { query: 'usd', verified: 'true', limit: '10', cursor: 'abc' })}`], ['GET', () => `/v1/tokens/${randomId(r, '')}`],
  ['POST', () => '/mcp'],
];

function randomRequest(r: Rng, keys: { admin: string; narrow: string; test: string }, routesOf: Routes = coreRoutes): FuzzRequest {
  const [routeMethod, makePath] = r.pick(routesOf(r));
  const method = r.chance(0.8) ? routeMethod : r.pick(METHODS);
  const path = makePath();
  const headers: Record<string, string> = {};
  const auth = r.int(10);
  if (auth < 6) headers.Authorization = `Bearer ${keys.admin}`;
  else if (auth === 6) headers.Authorization = `Bearer ${keys.narrow}`;
  else if (auth === 7) headers.Authorization = `Bearer ${keys.test}`;
  else if (auth === 8) headers.Authorization = r.pick(['Bearer', 'Bearer ', 'Basic abc', `Bearer ${keys.admin}x`, `bearer ${keys.admin}`, `Bearer service_live_${'A'.repeat(40)}`, 'Bearer ' + 'x'.repeat(5000), `Bearer ${keys.admin}, Bearer ${keys.admin}`]);
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD' && r.chance(0.85)) {
    body = randomBodyText(r, path);
    headers['Content-Type'] = r.chance(0.85) ? 'application/json' : r.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x', 'application/jsonx', '*/*', '']);
  }
  if (r.chance(0.15)) headers['Idempotency-Key'] = r.pick(['', 'k', 'k'.repeat(300), randomString(r).replace(/[^\x20-\x7e]/g, '') || 'x', `fuzz-${r.int(20)}`]);
  if (r.chance(0.1)) headers.Prefer = r.pick(['respond-async', 'wait=1', 'respond-async, wait=0', '']);
  if (r.chance(0.1)) headers['X-Request-Id'] = r.pick(['', 'short', 'x'.repeat(200), 'ok-request-id-123', 'bad id', '<>']);
  if (r.chance(0.05)) headers['Content-Encoding'] = r.pick(['gzip', 'deflate', 'br', 'identity', 'zstd', 'x']);
  if (r.chance(0.05)) headers.Accept = r.pick(['text/html', 'application/xml', '*/*', '']);
  return { method, path, headers, body };
}

/** Raw socket oddities: requests fetch would refuse to send. Each is a complete message. */
function randomRawRequest(r: Rng, key: string): string {
  const auth = `Authorization: Bearer ${key}\r\n`;
  const body = '{"walletAddress":"' + WALLET + '","command":"swap 1 SOL for USDC"}';
  return r.pick([
    () => `GET /v1/keys?x=${'a'.repeat(17_000 + r.int(10_000))} HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    () => `POST /v1/intents HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nTransfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    () => `POST /v1/ping HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    () => `POST /v1/ping HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    () => `POST /v1/ping HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{} `,
    () => `POST /v1/ping HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: -1\r\n\r\n`,
    () => `GET /v1/keys HTTP/1.1\r\nHost: x\r\n${auth}X-Bad\u0001: y\r\n\r\n`,
    () => `GET /v1/keys HTTP/1.1\r\nHost: x\r\n${auth}Bad Header: y\r\n\r\n`,
    () => `GET /v1/keys HTTP/1.1\r\nHost: x\r\n${auth} folded: y\r\n\r\n`,
    () => `${r.pick(['GETT', 'G ET', 'get', '\u00ff', 'CONNECT', 'TRACE'])} /v1/keys HTTP/1.1\r\nHost: x\r\n${auth}\r\n`,
    () => `GET /v1/keys HTTP/${r.pick(['0.9', '1.0', '2.0', '1.2', '9.9', 'x'])}\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    () => `GET ${r.pick(['*', 'http://evil.example/v1/keys', '//v1/keys', '/v1/keys#frag', '/v1/%', '/v1/\u00e9', '/v1/keys/%ED%A0%80', 'v1/keys'])} HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    () => `HELLO\r\n\r\n`,
    () => `\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    () => `POST /v1/intents HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 4\r\nConnection: close\r\n\r\nnope`,
  ])();
}

interface Answer { status: number; contentType: string; requestIdHeader: string | null; text: string }

/** The first answer in what the server sent, once it is complete (by Content-Length or the last chunk). */
function parseAnswer(text: string, closed: boolean): Answer | null {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return closed && text ? { status: Number(text.split(' ')[1]), contentType: '', requestIdHeader: null, text: '' } : null;
  const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n');
  const header = (name: string) => lines.find((l) => l.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? null;
  let rest = text.slice(headEnd + 4);
  const length = Number(header('content-length') ?? NaN);
  if (Number.isFinite(length)) {
    if (Buffer.byteLength(rest, 'latin1') < length && !closed) return null;
    rest = rest.slice(0, length);
  } else if (/chunked/i.test(header('transfer-encoding') ?? '')) {
    if (!/\r\n0\r\n\r\n/.test(rest) && !closed) return null;
    rest = rest.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n[\s\S]*$/, '');
  } else if (!closed) {
    return null;
  }
  return { status: Number(statusLine.split(' ')[1]), contentType: header('content-type') ?? '', requestIdHeader: header('x-request-id'), text: Buffer.from(rest, 'latin1').toString('utf8') };
}

/** Send raw bytes and read the first answer: complete, or whatever came before the server closed. */
function sendRaw(baseUrl: string, bytes: string): Promise<Answer | null> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    let done = false;
    const finish = (answer: Answer | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(parseAnswer(text, true)), 60_000);
    socket.on('data', (c: Buffer) => {
      text += c.toString('latin1');
      const answer = parseAnswer(text, false);
      if (answer) finish(answer);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(text ? parseAnswer(text, true) : null));
    // No half-close: the client waits for its answer as a real one would.
    socket.write(bytes, 'latin1');
  });
}

/** Why an answer breaks the rules, or null when it is in the envelope and not a 500. */
function problem(req: { method: string; path: string }, a: Answer): string | null {
  if (a.status === 500) return 'status 500';
  if (req.method === 'HEAD' || a.status === 204 || a.status === 304) return null;
  // Answers in other protocols' shapes: Solana Pay's and Actions' success bodies, the QR image,
  // MCP's JSON-RPC; their errors still may not be 500s (above) and must be JSON or an image.
  if (/^\/(pay\/|actions\.json|mcp)/.test(req.path) || (/\/action(\?|$)/.test(req.path) && a.status < 400)) {
    if (a.status >= 400 && /^\/pay\//.test(req.path)) return problemOfEnvelope(a);
    return a.contentType.startsWith('application/json') || a.contentType.startsWith('image/svg+xml') || a.contentType.startsWith('text/event-stream') ? null : `content-type ${a.contentType || '(none)'}`;
  }
  if (a.status === 200 && /^\/metrics(\?|$)/.test(req.path)) return a.contentType.startsWith('text/plain') ? null : 'metrics not text/plain';
  return problemOfEnvelope(a);
}

/** Why an answer is not in the service's envelope. */
function problemOfEnvelope(a: Answer): string | null {
  if (!a.contentType.startsWith('application/json')) return `content-type ${a.contentType || '(none)'}`;
  let body: any;
  try { body = JSON.parse(a.text); } catch { return 'body is not JSON'; }
  if (!body || typeof body !== 'object' || !body.meta || typeof body.meta.requestId !== 'string' || typeof body.meta.timestamp !== 'string') return 'no meta';
  if (a.requestIdHeader !== body.meta.requestId) return 'X-Request-Id differs from meta.requestId';
  if (a.status >= 400) {
    const e = body.error;
    if (!e || typeof e.code !== 'string' || typeof e.message !== 'string' || !e.details || typeof e.details !== 'object' || Array.isArray(e.details)) return 'error not in the envelope';
    if (!(e.code in ERROR_STATUS)) return `unknown code ${e.code}`;
    if (ERROR_STATUS[e.code as keyof typeof ERROR_STATUS] !== a.status) return `code ${e.code} with status ${a.status}`;
    if ('data' in body) return 'error with data';
  } else if (!('data' in body)) {
    return 'success without data';
  }
  return null;
}

let h: Harness;
const clock = manualClock();
let keys: { admin: string; narrow: string; test: string };
beforeAll(async () => {
  h = await startHarness({
    workers: false,
    now: clock.now,
    env: { INTENT_DEADLINE_MS: '150', BUILD_DEADLINE_MS: '150', JOB_DEADLINE_MS: '150', PORTFOLIO_DEADLINE_MS: '150', PRICE_FETCH_DEADLINE_MS: '150' },
  });
  const admin = await createAccountWithKey(h);
  keys = {
    admin: admin.key,
    narrow: (await addKey(h, admin.accountId, { scopes: ['read:prices'] })).key,
    test: (await addKey(h, admin.accountId, { environment: 'test' })).key,
  };
});
afterAll(async () => { await h?.close(); });

/** Send `requests` (CONCURRENCY at a time) and `raws`; answers the rule breaks, the statuses and the slowest answers. */
async function fire(requests: FuzzRequest[], raws: string[]) {
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  const slow: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      // A new minute every 400 requests: the per-minute limit does not hide the routes.
      if (i % 400 === 0) clock.advance(61_000);
      const q = requests[i];
      let answer: Answer;
      const started = performance.now();
      try {
        const res = await fetch(h.baseUrl + q.path, { method: q.method, headers: q.headers, body: q.body, signal: AbortSignal.timeout(60_000) });
        answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', requestIdHeader: res.headers.get('x-request-id'), text: await res.text() };
      } catch (err) {
        // fetch refuses to send some (e.g. a forbidden method): nothing reached the server.
        if (err instanceof TypeError && !/fetch failed/.test(err.message)) continue;
        failures.push(`#${i} ${q.method} ${q.path.slice(0, 120)}: ${(err as Error).message} ${String((err as Error).cause ?? '')}`);
        continue;
      }
      const ms = performance.now() - started;
      // Reported, not asserted (speed belongs to the benchmarks): answers over 2 s outside the job deadlines.
      if (ms > 2000) slow.push(`${Math.round(ms)} ms ${q.method} ${q.path.slice(0, 80)} -> ${answer.status}`);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const why = problem(q, answer);
      if (why) failures.push(`#${i} ${q.method} ${q.path.slice(0, 120)} -> ${answer.status} ${why}: ${answer.text.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  for (let i = 0; i < raws.length; i += CONCURRENCY) {
    const batch = raws.slice(i, i + CONCURRENCY);
    const answers = await Promise.all(batch.map((bytes) => sendRaw(h.baseUrl, bytes)));
    answers.forEach((a, j) => {
      const line = batch[j].slice(0, batch[j].indexOf('\r\n')).slice(0, 100);
      if (!a) { failures.push(`raw #${i + j} ${JSON.stringify(line)}: no answer`); return; }
      statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      const method = line.split(' ')[0];
      const why = problem({ method, path: line.split(' ')[1] ?? '' }, a);
      if (why) failures.push(`raw #${i + j} ${JSON.stringify(line)} -> ${a.status} ${why}: ${a.text.slice(0, 200)}`);
    });
  }
  if (slow.length) console.warn(`fuzz: ${slow.length} answers over 2 s:\n${slow.slice(0, 10).join('\n')}`);
  return { failures, statuses, answered: Object.values(statuses).reduce((x, y) => x + y, 0) };
}

describe('fuzz: malformed requests over every route and method', () => {
  it(`${HTTP_REQUESTS} requests through fetch and ${RAW_REQUESTS} raw ones: every answer in the envelope, none a 500`, async () => {
    const r = prng(SEED);
    const requests = Array.from({ length: HTTP_REQUESTS }, () => randomRequest(r, keys));
    const raws = Array.from({ length: RAW_REQUESTS }, () => randomRawRequest(r, keys.admin));
    const { failures, statuses, answered } = await fire(requests, raws);
    expect(failures.slice(0, 25), `${failures.length} failures; statuses ${JSON.stringify(statuses)}`).toEqual([]);
    expect(answered).toBeGreaterThanOrEqual(5000);
    expect(statuses[500] ?? 0).toBe(0);
  }, 600_000);

  it(`${NEWER_REQUESTS} requests over the newer routes (submit, webhooks, links and their wallet endpoints, tokens, MCP): none a 500, each in its protocol's shape`, async () => {
    const r = prng(SEED ^ 0x2026_1128);
    const requests = Array.from({ length: NEWER_REQUESTS }, () => randomRequest(r, keys, newerRoutes));
    const { failures, statuses, answered } = await fire(requests, []);
    expect(failures.slice(0, 25), `${failures.length} failures; statuses ${JSON.stringify(statuses)}`).toEqual([]);
    expect(answered).toBeGreaterThanOrEqual(NEWER_REQUESTS * 0.9);
    // The routes were reached: not everything was refused at the door.
    expect(Object.keys(statuses).filter((code) => code !== '404' && code !== '401').length).toBeGreaterThan(2);
  }, 600_000);
});
