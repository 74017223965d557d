import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { buildOpenApiDocument, OPERATIONS } from '../../api/openapi/document.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { requester, startHarness, type Harness } from '../helpers/harness.js';
import { OpenApiResponseChecker, type ObservedResponse } from '../helpers/openapi-check.js';

const document = buildOpenApiDocument();

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('uses 3.1 nullability (type arrays), never `nullable`', () => {
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('gives every operation a unique operationId, a tag, a summary and the scope it needs', () => {
    const ids = OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, item] of Object.entries<any>(document.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(op.tags).toHaveLength(1);
        expect(op.summary).toBeTruthy();
        // Public under /v1: the document itself, and a payable link's Action (the link id is the capability).
        if (path.startsWith('/v1/') && path !== '/v1/openapi.json' && !/^\/v1\/links\/\{id\}\/action$/.test(path)) {
          expect(op.security, `${method} ${path}`).toHaveLength(1);
          expect(op.responses['401'], `${method} ${path}`).toBeDefined();
          expect(op.responses['429'].headers['Retry-After'].required).toBe(true);
          for (const status of Object.keys(op.responses).filter((s) => /^2/.test(s))) {
            expect(Object.keys(op.responses[status].headers)).toEqual(expect.arrayContaining(['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']));
          }
        }
        // Every authenticated POST; the public payable-link POSTs (a wallet's request) are not idempotent.
        if (method === 'post' && op.security.length) expect(op.parameters.map((p: any) => p.name), `${method} ${path}`).toContain('Idempotency-Key');
      }
    }
    expect(document.paths['/v1/keys'].post.security).toEqual([{ bearerAuth: ['admin'] }]);
    expect(document.paths['/v1/transactions/build'].post.parameters.map((p: any) => p.name)).toContain('Prefer');
    expect(document.paths['/v1/transactions/build'].post.responses['202'].headers.Location.required).toBe(true);
  });

  it('describes every route the app serves, and no route it does not', async () => {
    const h = await startHarness({ workers: false });
    try {
      const app = buildApp(h.app);
      const served = new Set<string>();
      for (const mw of app.middleware as Array<{ router?: { stack: Array<{ path: string; methods: string[] }> } }>) {
        for (const layer of mw.router?.stack ?? []) {
          const path = layer.path.replace(/:(\w+)/g, '{$1}');
          for (const m of layer.methods.filter((x) => x !== 'HEAD')) served.add(`${m} ${path}`);
        }
      }
      // Not API operations: the HTML reference page and its assets, and the GET on the POST-only build path (405).
      for (const s of [...served]) if (s.includes(' /docs') || s === 'GET /v1/transactions/build') served.delete(s);
      // OPTIONS (the Actions' CORS preflights) is described once for every path: components.responses.Options.
      for (const s of [...served]) if (s.startsWith('OPTIONS ')) served.delete(s);
      const documented = new Set(OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path.replace(/\/$/, '')}`));
      expect([...served].map((s) => s.replace(/\/$/, '')).sort()).toEqual([...documented].sort());
    } finally {
      await h.close();
    }
  });

  it('validates every example it carries', () => {
    const checker = new OpenApiResponseChecker(document);
    let examples = 0;
    for (const item of Object.values<any>(document.paths)) {
      for (const op of Object.values<any>(item)) {
        for (const response of Object.values<any>(op.responses)) {
          for (const media of Object.values<any>(response.content ?? {})) {
            if (media.example === undefined) continue;
            examples++;
            const validate = checker.validator(media.schema);
            expect(validate(media.example), JSON.stringify(validate.errors)).toBe(true);
          }
        }
      }
    }
    expect(examples).toBeGreaterThan(5);
  });
});

describe('the response check', () => {
  const checker = new OpenApiResponseChecker(document);
  const key = {
    id: 'key_0000000000000000000001', name: 'ci', environment: 'live', scopes: ['read:prices'], prefix: 'service_live_', last4: 'abcd', status: 'active',
    createdAt: '2026-11-23T10:00:00.000Z', expiresAt: null, lastUsedAt: null, revokedAt: null, rotatedToId: null, gracePeriodEndsAt: null, createdByKeyId: null,
  };
  const headers = (extra: Record<string, string> = {}) => new Headers({
    'Content-Type': 'application/json; charset=utf-8', 'X-Request-Id': 'req_1', 'X-Content-Type-Options': 'nosniff', 'X-RateLimit-Limit': '600', 'X-RateLimit-Remaining': '599', 'X-RateLimit-Reset': '1795000000', ...extra,
  });
  const answer = (over: Partial<ObservedResponse> & { json?: unknown }): ObservedResponse => {
    const body = over.json ?? { data: key, meta: { requestId: 'req_1', timestamp: '2026-11-23T10:00:00.000Z' } };
    return { method: 'GET', path: '/v1/keys/key_0000000000000000000001', status: 200, headers: headers(), body, text: JSON.stringify(body), ...over };
  };

  it('accepts an answer the document describes', () => {
    expect(() => checker.check(answer({}))).not.toThrow();
  });

  it('rejects an undocumented field', () => {
    expect(() => checker.check(answer({ json: { data: { ...key, secretHash: 'x' }, meta: { requestId: 'req_1', timestamp: '2026-11-23T10:00:00.000Z' } } })))
      .toThrow(/body does not match the document: .*must NOT have additional properties/);
  });

  it('rejects an undocumented status', () => {
    expect(() => checker.check(answer({ status: 418 }))).toThrow(/status 418 is not documented for GET \/v1\/keys\/\{keyId\}/);
  });

  it('rejects an undocumented header, and a missing required one', () => {
    expect(() => checker.check(answer({ headers: headers({ 'X-Powered-By': 'koa' }) }))).toThrow(/header x-powered-by is not documented/);
    const without = headers();
    without.delete('X-RateLimit-Remaining');
    expect(() => checker.check(answer({ headers: without }))).toThrow(/required header X-RateLimit-Remaining is missing/);
  });

  it('requires X-Content-Type-Options: nosniff on every answer', () => {
    const without = headers();
    without.delete('X-Content-Type-Options');
    expect(() => checker.check(answer({ headers: without }))).toThrow(/required header X-Content-Type-Options is missing/);
    expect(() => checker.check(answer({ headers: headers({ 'X-Content-Type-Options': 'sniff' }) }))).toThrow(/not one of nosniff/);
  });

  it('accepts 204 with Allow for OPTIONS on a documented path, and nothing else there', () => {
    const options = (status: number, extra: Record<string, string>) => {
      const h = headers(extra);
      for (const name of ['Content-Type', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']) h.delete(name);
      return answer({ method: 'OPTIONS', status, headers: h, body: null, text: '' });
    };
    expect(() => checker.check(options(204, { Allow: 'HEAD, GET, DELETE' }))).not.toThrow();
    expect(() => checker.check(options(204, {}))).toThrow(/required header Allow is missing/);
    expect(() => checker.check(options(200, { Allow: 'HEAD, GET, DELETE' }))).toThrow(/200 is not an answer for an unknown route/);
  });

  it('rejects an error code the operation does not document', () => {
    const json = { error: { code: 'upstream_error', message: 'x', details: {} }, meta: { requestId: 'req_1', timestamp: '2026-11-23T10:00:00.000Z' } };
    expect(() => checker.check(answer({ status: 502, json }))).toThrow(/status 502 is not documented/);
    expect(() => checker.check(answer({ status: 400, json: { ...json, error: { ...json.error, code: 'not_found' } } }))).toThrow(/must be equal to one of the allowed values/);
  });

  describe('in the harness requester', () => {
    let server: Server;
    let baseUrl: string;
    beforeAll(async () => {
      // A server that answers a key record with one field too many.
      server = createServer((_req, res) => {
        res.writeHead(200, Object.fromEntries(headers()));
        res.end(JSON.stringify({ data: { ...key, extra: 1 }, meta: { requestId: 'req_1', timestamp: '2026-11-23T10:00:00.000Z' } }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => { await new Promise((resolve) => server.close(resolve)); });

    it('fails the request of a test that receives an undocumented answer', async () => {
      await expect(requester(baseUrl)('/v1/keys/key_0000000000000000000001')).rejects.toThrow(/OpenAPI: GET \/v1\/keys\/key_0000000000000000000001 → 200: body does not match/);
    });
  });
});

describe('GET /v1/openapi.json and /docs', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness({ workers: false }); });
  afterAll(async () => { await h.close(); });

  it('serves the document without a key', async () => {
    const res = await h.request('/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('still needs a key for every other /v1 path', async () => {
    const res = await h.request('/v1/openapi.jsonx');
    expect(res.status).toBe(401);
    const key = await createAccountWithKey(h);
    expect((await h.request('/v1/openapi.json', { headers: bearer(key) })).status).toBe(200);
  });

  it('serves the reference page and its assets from this origin, with a CSP that allows no inline script', async () => {
    const page = await h.request('/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.text).not.toMatch(/<script>(?!<\/script>)|https?:\/\//);
    for (const src of page.text.match(/(?:src|href)="([^"]+)"/g)!.map((m) => m.split('"')[1]!)) {
      const asset = await h.request(src);
      expect(asset.status, src).toBe(200);
    }
    expect((await h.request('/docs/package.json')).status).toBe(404);
  });
});
