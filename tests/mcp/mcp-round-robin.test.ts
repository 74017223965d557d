/**
 * Issue 26: nothing on /mcp is session-bound. Two API processes' apps behind a round-robin
 * proxy: one MCP client's consecutive requests alternate between them, and every one succeeds
 * (the handshake on one, the tool calls on either), in both protocol eras.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startSecondInstance, type SecondInstance } from '../helpers/instance.js';
import { connectMcp } from './mcp-helpers.js';

let h: Harness;
let second: SecondInstance;
let proxy: Server;
let proxyUrl: string;
let key: TestKey;
/** Which backend served each proxied request, in order. */
const served: number[] = [];

beforeAll(async () => {
  h = await startHarness({ workers: ['intents'] });
  second = await startSecondInstance(h);
  const backends = [h.baseUrl, second.baseUrl].map((u) => new URL(u));
  let next = 0;
  proxy = createServer((req, res) => {
    const index = next++ % backends.length;
    served.push(index);
    const target = backends[index]!;
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => { res.writeHead(502).end(); });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/mcp`;
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents', 'read:transactions'] });
});
afterAll(async () => {
  await new Promise<void>((resolve) => { proxy?.close(() => resolve()); proxy?.closeAllConnections(); });
  await second?.close();
  await h?.close();
});

describe.each([{ modern: false }, { modern: true }])('round robin over two API processes (modern: $modern)', ({ modern }) => {
  it('answers one client\'s consecutive calls on both processes, every one successfully', async () => {
    const from = served.length;
    const c = await connectMcp(proxyUrl, key, { modern });
    try {
      const intents: string[] = [];
      for (let i = 0; i < 4; i++) {
        const parsed = await c.client.callTool({ name: 'parse_intent', arguments: { walletAddress: '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH', command: `send ${i + 1} SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin` } });
        expect(parsed.isError ?? false, JSON.stringify(parsed.content)).toBe(false);
        intents.push((parsed.structuredContent as { id: string }).id);
        const listed = await c.client.callTool({ name: 'list_transactions', arguments: { limit: 5 } });
        expect(listed.isError ?? false, JSON.stringify(listed.content)).toBe(false);
      }
      expect(new Set(intents).size).toBe(4);
      // Every /mcp answer was a success (but the 405 to a 2025 client's optional GET stream: a
      // stateless server offers none, and the client goes on without it).
      expect(c.answers.map((a) => a.status).filter((s) => s !== 405 && s !== 200 && s !== 202)).toEqual([]);
    } finally {
      await c.close();
    }
    const mine = served.slice(from);
    expect(new Set(mine)).toEqual(new Set([0, 1]));
    expect(mine.length).toBeGreaterThanOrEqual(8);
  });
});
