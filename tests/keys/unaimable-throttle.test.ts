import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, revokeKey, type TestKey } from '../helpers/accounts.js';
import { generateApiKey } from '../../shared/auth/api-key.js';
import { resolveClientAddress } from '../../api/middleware/client-address.js';
import { rawMcp } from '../mcp/mcp-helpers.js';

/**
 * Throttles nobody can aim (issue 34, point 4). One trusted proxy hop, as behind one load
 * balancer: it appends the address it saw, so X-Forwarded-For "<anything the client wrote>,
 * <client>" reaches the API and only the rightmost entry is the client's.
 */
const LIMIT = 30;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ workers: false, env: { TRUST_PROXY_HOPS: '1', AUTH_FAILURES_PER_IP: String(LIMIT), AUTH_FAILURE_WINDOW_MS: '600000' } });
});
afterAll(async () => {
  await h.close();
});

/** A request as the load balancer forwards it from `client`, with what the client wrote to the left. */
const from = (client: string, written = '') => ({ 'X-Forwarded-For': written ? `${written}, ${client}` : client });
const fakeKey = () => generateApiKey('live').plaintext;
const get = (key: string | TestKey, client: string, written = '', path = '/v1/keys?limit=1') => h.request(path, { headers: { ...bearer(key), ...from(client, written) } });

describe('the client address', () => {
  it('is the entry the outermost trusted proxy wrote, never one the client wrote', () => {
    expect(resolveClientAddress('6.6.6.6, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('6.6.6.6, 203.0.113.9, 10.0.0.3', '10.0.0.2', 2)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', '10.0.0.2', 2)).toBe('203.0.113.9');
    expect(resolveClientAddress('6.6.6.6', '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(resolveClientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('cannot be rotated to escape the throttle, nor written to lock a victim out', async () => {
    const attacker = '198.51.100.66';
    const victim = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 10; i++) {
      // A different address written into the header each time, and the victim's as well.
      statuses.push((await get(fakeKey(), attacker, i % 2 ? `203.0.113.${i}` : victim)).status);
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMIT).every((s) => s === 429)).toBe(true);
    // The victim was never counted: its mistyped key is a 401, not a 429.
    const own = await get(fakeKey(), victim);
    expect(own.status).toBe(401);
    expect(own.body.error.details.reason).toBe('unknown_key');
  });
});

describe('a valid key from an address that sent many failing keys', () => {
  it('is never refused: 25 revoked keys sent 75 failing requests, then a fresh key\'s burst of 120 all pass, with X-RateLimit-*', async () => {
    const nat = '192.0.2.10';
    const stale = await createAccountWithKey(h);
    const revoked: TestKey[] = [];
    for (let i = 0; i < 25; i++) revoked.push(await addKey(h, stale.accountId, { scopes: ['read:prices'] }));
    for (const k of revoked) await revokeKey(h, k);
    const refusals = new Set<string>();
    for (const k of revoked) {
      for (let i = 0; i < 3; i++) {
        const res = await get(k, nat);
        refusals.add(`${res.status} ${res.body.error.details.reason}`);
      }
    }
    expect(refusals).toContain('429 too_many_failed_keys'); // the address is throttled for unknown keys

    // A neighbour behind the same address gets a new key (made elsewhere) and uses it at once.
    const owner = await createAccountWithKey(h);
    const made = await h.request('/v1/keys', { method: 'POST', headers: { ...bearer(owner), ...from('192.0.2.99') }, json: { name: 'fresh', scopes: ['admin'] } });
    expect(made.status).toBe(201);
    rememberPlaintext(made.body.data.key);
    const fresh: string = made.body.data.key;
    h.app.keys.invalidate({ keyId: made.body.data.id }); // not in this process's cache either
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(fresh, nat)));
      for (const a of answers) {
        statuses.push(a.status);
        expect(a.headers.get('x-ratelimit-limit')).toBe('600');
      }
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // Another account's key from the same address, issued by the operator (not through the
    // API) a moment ago and never used: found in the database before any refusal (no sync by hand).
    const other = await createAccountWithKey(h);
    expect((await get(other, nat)).status).toBe(200);
    // An unknown key from that address still waits for the window.
    expect((await get(fakeKey(), nat)).status).toBe(429);
  });
});

describe('/mcp', () => {
  const initialize = (id: number) => ({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
  const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });
  const mcp = (key: string | TestKey, client: string, body: object) => rawMcp(`${h.baseUrl}/mcp`, key, body, from(client));

  it('goes through the failing-key throttle of the same address', async () => {
    const client = '192.0.2.50';
    for (let i = 0; i < LIMIT; i++) expect((await mcp(fakeKey(), client, initialize(1))).status).toBe(401);
    const refused = await mcp(fakeKey(), client, initialize(1));
    expect(refused.status).toBe(429);
    expect(refused.json.error.data.details.reason).toBe('too_many_failed_keys');
    // The same address is throttled on /v1 too: one counter.
    expect((await get(fakeKey(), client)).status).toBe(429);
  });

  it('counts every protocol message against the key\'s rate limit', async () => {
    const key = await createAccountWithKey(h, { tier: 'free' });
    const first = await mcp(key, '192.0.2.60', initialize(1));
    expect(first.status).toBe(200);
    const before = Number(first.headers.get('x-ratelimit-remaining'));
    expect(first.headers.get('x-ratelimit-limit')).toBe('30');
    const batch = await mcp(key, '192.0.2.60', [list(2), list(3), list(4)]);
    expect(batch.status).toBe(200);
    expect(Number(batch.headers.get('x-ratelimit-remaining'))).toBe(before - 3);
    // Spent: the 31st message in the minute is refused with 429 and Retry-After.
    let last = batch;
    for (let i = 0; i < 30 && last.status === 200; i++) last = await mcp(key, '192.0.2.60', list(5));
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(last.json.error.data.code).toBe('rate_limit_exceeded');
  });
});
