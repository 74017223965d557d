/**
 * Issue 26: /mcp with the official MCP SDK client (Client + Streamable HTTP client transport),
 * in both protocol eras the endpoint serves: the tools and their JSON Schemas, scopes, rate
 * limits, usage analytics, the request id, the resource and prompt, and bad input of every kind
 * answered with JSON-RPC errors or tool errors, never a 500 or a hang.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { rollupHourlyMetrics } from '../../shared/analytics/hourly-rollup.js';
import { UsageEvent } from '../../shared/db/entities/usage-event.entity.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { connectMcp, errorEnvelopeOf, rawMcp } from './mcp-helpers.js';

let h: Harness;
let url: string;
let key: TestKey;
beforeAll(async () => {
  h = await startHarness({ workers: ['intents'] });
  url = `${h.baseUrl}/mcp`;
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents', 'read:transactions', 'read:prices', 'read:portfolio'] });
});
afterAll(async () => {
  await h?.close();
});

const TOOL_NAMES = ['parse_intent', 'build_transaction', 'submit_transaction', 'get_transaction', 'list_transactions', 'get_portfolio', 'get_prices', 'search_tokens', 'get_token', 'explain_transaction', 'get_token_safety', 'get_metrics', 'create_payment_link', 'get_link'];
const WALLET = '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH';

describe.each([{ era: '2025 (initialize, stateless)', modern: false }, { era: '2026-07-28', modern: true }])('the MCP client, protocol $era', ({ modern }) => {
  it('lists the tools with valid JSON Schemas, annotations, and no key anywhere', async () => {
    const c = await connectMcp(url, key, { modern });
    try {
      const { tools } = await c.client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
      const ajv = new Ajv2020({ strict: true, allErrors: true });
      addFormats.default(ajv);
      for (const tool of tools) {
        expect(tool.inputSchema.type, tool.name).toBe('object');
        expect(() => ajv.compile(tool.inputSchema), `${tool.name} input`).not.toThrow();
        expect(tool.outputSchema?.type, tool.name).toBe('object');
        expect(() => ajv.compile(tool.outputSchema!), `${tool.name} output`).not.toThrow();
        // Non-custodial: no tool takes a key or a secret.
        expect(JSON.stringify(tool.inputSchema)).not.toMatch(/private|secret|seed|mnemonic|keypair/i);
      }
      const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
      for (const read of ['get_transaction', 'list_transactions', 'get_portfolio', 'get_prices', 'get_metrics', 'get_link']) {
        expect(byName[read]!.annotations?.readOnlyHint, read).toBe(true);
      }
      expect(byName.build_transaction!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
      // The input schema is the REST one: build takes intentId or command, walletAddress, simulate,
      // safety, and the agent's acknowledgement of a dangerous token (MCP builds block them by default).
      expect(Object.keys(byName.build_transaction!.inputSchema.properties!).sort()).toEqual(['acknowledgeRisk', 'command', 'intentId', 'priorityLevel', 'safety', 'simulate', 'walletAddress']);
      expect(byName.build_transaction!.inputSchema.required).toEqual(['walletAddress']);
      expect(byName.parse_intent!.inputSchema.required).toEqual(['walletAddress', 'command']);
      // A valid REST body validates against the advertised schema; a wrong type does not.
      const parse = ajv.compile(byName.parse_intent!.inputSchema);
      expect(parse({ walletAddress: WALLET, command: 'swap 1 SOL for USDC' })).toBe(true);
      expect(parse({ walletAddress: 5, command: 'swap 1 SOL for USDC' })).toBe(false);
    } finally {
      await c.close();
    }
  });

  it('parses an intent: the /v1 record as structured content, a short text, the request id', async () => {
    const c = await connectMcp(url, key, { modern });
    try {
      const result = await c.client.callTool({ name: 'parse_intent', arguments: { walletAddress: WALLET, command: 'swap 1.5 SOL for USDC' } });
      expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
      const intent = result.structuredContent as any;
      expect(intent).toMatchObject({ walletAddress: WALLET, type: 'swap', status: 'parsed', network: 'devnet' });
      expect((result.content as any[])[0].text).toContain(intent.id);
      // The same record REST answers for it.
      const rest = await h.request(`/v1/intents/${intent.id}`, { headers: bearer(key) });
      expect(rest.body.data).toEqual(intent);
      // One request id: the /mcp answer's header, the tool result's, and the intent's job logs.
      const last = c.answers.at(-1)!;
      expect(last.headers.get('x-request-id')).toMatch(/^req_/);
      expect(result._meta?.requestId).toBe(last.headers.get('x-request-id'));
      expect(last.headers.get('x-ratelimit-limit')).toBe('600');
    } finally {
      await c.close();
    }
  });

  it('refuses a tool whose scope the key lacks with a tool error naming the scope', async () => {
    const c = await connectMcp(url, key, { modern });
    try {
      for (const args of [{ walletAddress: WALLET, command: 'swap 1 SOL for USDC' }, { walletAddress: WALLET, intentId: 'int_0000000000000000000000' }]) {
        const result = await c.client.callTool({ name: 'build_transaction', arguments: args });
        expect(result.isError).toBe(true);
        expect((result.content as any[])[0].text).toContain('write:transactions');
        expect(errorEnvelopeOf(result).error).toMatchObject({ code: 'insufficient_scope', details: { requiredScope: 'write:transactions' } });
      }
      const metrics = await c.client.callTool({ name: 'get_metrics', arguments: { startDate: '2026-01-01', endDate: '2026-01-02' } });
      expect(errorEnvelopeOf(metrics).error).toMatchObject({ code: 'insufficient_scope', details: { requiredScope: 'admin' } });
    } finally {
      await c.close();
    }
  });

  it('answers wrong arguments and unknown tools as REST and JSON-RPC would', async () => {
    const c = await connectMcp(url, key, { modern });
    try {
      const wrongType = await c.client.callTool({ name: 'parse_intent', arguments: { walletAddress: 12, command: 'swap 1 SOL for USDC' } });
      expect(wrongType.isError).toBe(true);
      expect(errorEnvelopeOf(wrongType).error).toMatchObject({ code: 'validation_error', details: { field: 'walletAddress' } });
      const unknownField = await c.client.callTool({ name: 'parse_intent', arguments: { walletAddress: WALLET, command: 'x', privateKey: 'abc' } });
      expect(errorEnvelopeOf(unknownField).error).toMatchObject({ code: 'validation_error', details: { field: 'privateKey', reason: 'is not a known field' } });
      const objectInQuery = await c.client.callTool({ name: 'list_transactions', arguments: { limit: { a: 1 } } });
      expect(errorEnvelopeOf(objectInQuery).error).toMatchObject({ code: 'validation_error', details: { field: 'limit' } });
      const badLimit = await c.client.callTool({ name: 'list_transactions', arguments: { limit: 1000 } });
      expect(errorEnvelopeOf(badLimit).error).toMatchObject({ code: 'validation_error', details: { field: 'limit' } });
      const noId = await c.client.callTool({ name: 'get_transaction', arguments: {} });
      expect(errorEnvelopeOf(noId).error).toMatchObject({ code: 'validation_error', details: { field: 'id', reason: 'is required' } });
      const both = await c.client.callTool({ name: 'build_transaction', arguments: { walletAddress: WALLET } });
      expect(both.isError).toBe(true);
      await expect(c.client.callTool({ name: 'drain_wallet', arguments: {} })).rejects.toThrow(/drain_wallet/);
    } finally {
      await c.close();
    }
  });

  it('serves the token registry of the key\'s network and the transaction-flow prompt', async () => {
    const c = await connectMcp(url, key, { modern });
    try {
      const { resources } = await c.client.listResources();
      expect(resources.map((r) => r.uri)).toEqual(['solana-intents://tokens']);
      const read = await c.client.readResource({ uri: 'solana-intents://tokens' });
      const registry = JSON.parse((read.contents[0] as { text: string }).text);
      expect(registry.network).toBe('devnet');
      const usdc = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
      expect(registry.tokens).toContainEqual(expect.objectContaining({ symbol: 'USDC', mint: usdc.mint, decimals: 6 }));
      const { prompts } = await c.client.listPrompts();
      expect(prompts.map((p) => p.name)).toEqual(['transaction_flow']);
      const prompt = await c.client.getPrompt({ name: 'transaction_flow' });
      const text = (prompt.messages[0]!.content as { text: string }).text;
      expect(text).toMatch(/parse_intent[\s\S]*build_transaction[\s\S]*sign[\s\S]*submit/i);
      expect(text).toMatch(/wallet signs/i);
    } finally {
      await c.close();
    }
  });
});

describe('the same limits as REST', () => {
  it('refuses a free-tier key past 30 calls a minute, with REST\'s Retry-After, and counts MCP calls in the metrics', async () => {
    const free = await createAccountWithKey(h, { tier: 'free', environment: 'test', scopes: ['admin'] });
    const c = await connectMcp(url, free, { modern: true });
    const started = Date.now();
    let results;
    try {
      // At once, as the REST limit test does: the bucket refills one call every 2 s.
      results = await Promise.all(Array.from({ length: 40 }, () => c.client.callTool({ name: 'list_transactions', arguments: { limit: 1 } })));
    } finally {
      await c.close();
    }
    const refilled = Math.ceil((Date.now() - started) / 2000);
    const passed = results.filter((r) => !r.isError).length;
    // The connection's protocol messages (the version probe or initialize) count too (issue 34).
    expect(passed).toBeGreaterThanOrEqual(27);
    expect(passed).toBeLessThanOrEqual(30 + refilled);
    const refused = results.filter((r) => r.isError);
    for (const r of refused) expect(errorEnvelopeOf(r).error).toMatchObject({ code: 'rate_limit_exceeded', details: { limitType: 'requests_per_minute', limit: 30 } });
    // The /mcp answer of a refused call carries REST's headers: 200 (a tool error), Retry-After, no calls left.
    const answer = c.answers.find((a) => a.headers.get('retry-after') !== null)!;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.map((r) => r._meta?.retryAfterSeconds)).toContain(retryAfter);
    // REST says the same, on the same account's minute.
    const rest = await h.request('/v1/transactions', { headers: bearer(free) });
    expect(rest.status).toBe(429);
    expect(Math.abs(Number(rest.headers.get('retry-after')) - retryAfter)).toBeLessThanOrEqual(2);

    // Usage analytics: 40 MCP calls (some refused) and the one REST call.
    const until = Date.now() + 10_000;
    while ((await h.orm.em.fork().count(UsageEvent, { keyId: free.keyId })) < 41 && Date.now() < until) {
      await h.app.usage.flush();
      await new Promise((r) => setTimeout(r, 20));
    }
    const events = await h.orm.em.fork().find(UsageEvent, { keyId: free.keyId });
    // As on REST, a refused call never reached a route.
    expect(events.filter((e) => e.via === 'mcp').map((e) => e.route).sort()).toEqual([...Array(passed).fill('/v1/transactions'), ...Array(40 - passed).fill('unmatched')]);
    expect(events.filter((e) => e.via === 'rest')).toHaveLength(1);
    await rollupHourlyMetrics(h.orm, { latenessMs: h.config.analytics.rollupLatenessMs });
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const query = `/v1/analytics/metrics?startDate=${new Date(hour - 3_600_000).toISOString()}&endDate=${new Date(hour + 3_600_000).toISOString()}&granularity=hour`;
    let res = await h.request(query, { headers: bearer(free) });
    while (res.status === 429) {
      await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after'))));
      res = await h.request(query, { headers: bearer(free) });
    }
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.requests).toMatchObject({ total: 41, mcp: 40, rateLimited: 40 - passed + 1 });

    // And on the dashboard's usage page, signed in with the same (admin) key.
    const cookies = new Map<string, string>();
    const page = async (path: string, form?: Record<string, string>) => {
      const res = await fetch(h.baseUrl + path, {
        method: form ? 'POST' : 'GET', redirect: 'manual',
        headers: { ...(cookies.size ? { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}), ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      for (const c of res.headers.getSetCookie()) { const [name, value] = c.split(';')[0]!.split('='); if (value) cookies.set(name!, value); }
      return res.text();
    };
    const signIn = await page('/dashboard/sign-in');
    await page('/dashboard/sign-in', { csrf: /name="csrf" value="([^"]+)"/.exec(signIn)![1]!, key: free.key });
    const usage = await page('/dashboard/usage');
    expect(/<span id="mcp-requests">(\d+)<\/span> via MCP/.exec(usage)?.[1]).toBe('40');
  }, 120_000);
});

describe('bad input never gets a 500 or a hang', () => {
  const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
  const call = (id: number, name: string, args: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

  it('malformed JSON is a JSON-RPC parse error', async () => {
    const res = await rawMcp(url, key, '{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700, data: { code: 'validation_error', requestId: expect.stringMatching(/^req_/) } } });
  });

  it('a message that is not JSON-RPC, or an unknown method, is a JSON-RPC error', async () => {
    for (const body of [{ hello: 'world' }, [], ['x'], { jsonrpc: '2.0', id: 1, method: 'tools/explode' }, { jsonrpc: '2.0', id: 1, method: 'tools/call' }]) {
      const res = await rawMcp(url, key, body);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBeLessThan(500);
      expect(res.json?.error ?? res.json?.[0]?.error, res.text).toBeDefined();
    }
  });

  it('wrong argument types are tool errors naming the field', async () => {
    const res = await rawMcp(url, key, call(1, 'list_transactions', { status: ['built'], startDate: 7 }));
    expect(res.status).toBe(200);
    expect(res.json.result.isError).toBe(true);
    expect(JSON.parse(res.json.result.content[1].text).error.details.field).toBe('status');
    const notObject = await rawMcp(url, key, call(2, 'list_transactions', 'limit=5'));
    expect(notObject.status).toBeLessThan(500);
    expect(notObject.json.error ?? notObject.json.result?.isError).toBeTruthy();
  });

  it('an oversized body is 413 with a JSON-RPC error, before any work', async () => {
    const res = await rawMcp(url, key, call(1, 'parse_intent', { walletAddress: WALLET, command: 'x'.repeat(h.config.http.bodyLimitBytes) }));
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ jsonrpc: '2.0', error: { code: -32600, data: { code: 'payload_too_large' } } });
  });

  it('a batch of hundreds of calls is refused whole; a small batch is answered', async () => {
    const many = Array.from({ length: 300 }, (_, i) => call(i + 1, 'list_transactions', { limit: 1 }));
    const res = await rawMcp(url, key, many);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: -32600, data: { code: 'validation_error', details: { limit: h.config.mcp.maxBatch } } } });
    const before = await h.orm.em.fork().count(UsageEvent, { keyId: key.keyId, via: 'mcp', route: '/v1/transactions' });
    await h.app.usage.flush();
    expect(await h.orm.em.fork().count(UsageEvent, { keyId: key.keyId, via: 'mcp', route: '/v1/transactions' })).toBe(before);
  });

  it('no key is 401 with the Bearer challenge; a wrong method 405; a foreign Origin or Host 403', async () => {
    const anonymous = await rawMcp(url, null, initialize);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(anonymous.json.error.data).toMatchObject({ code: 'unauthorized', details: { reason: 'missing_authorization' } });
    const get = await fetch(url, { headers: { ...bearer(key), Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const evil = await rawMcp(url, key, initialize, { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.json.error.data).toMatchObject({ code: 'forbidden', details: { reason: 'origin_not_allowed' } });
    const local = await rawMcp(url, key, initialize, { Origin: 'http://localhost:6274' });
    expect(local.status).toBe(200);
    const rebound = await new Promise<number>((resolve, reject) => {
      // fetch will not send another Host header: a raw request does, as a rebound DNS name would.
      import('node:http').then(({ request }) => {
        const req = request(url, { method: 'POST', headers: { Host: 'attacker.example:80', 'Content-Type': 'application/json', ...bearer(key) } }, (r) => { r.resume(); resolve(r.statusCode!); });
        req.on('error', reject);
        req.end(JSON.stringify(initialize));
      });
    });
    expect(rebound).toBe(403);
  });
});
