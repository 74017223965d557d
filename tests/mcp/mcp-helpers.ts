import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { TestKey } from '../helpers/accounts.js';

/** Every HTTP answer the client's transport received (status and headers), in order. */
export interface SeenAnswer {
  status: number;
  headers: Headers;
}

export interface McpTestClient {
  client: Client;
  /** The HTTP answers seen so far (rate-limit headers, request ids). */
  answers: SeenAnswer[];
  close(): Promise<void>;
}

/**
 * The official SDK client on Streamable HTTP against `url`, with the key as a Bearer header,
 * as a generic MCP client is configured (docs/agents.md). `modern` pins the 2026-07-28
 * protocol; the default is the SDK's default (the 2025 handshake, served statelessly).
 */
export async function connectMcp(url: string, key: TestKey | string, options: { modern?: boolean } = {}): Promise<McpTestClient> {
  const answers: SeenAnswer[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${typeof key === 'string' ? key : key.key}` } },
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      answers.push({ status: res.status, headers: res.headers });
      return res;
    },
  });
  const client = new Client({ name: 'mcp-test-client', version: '1.0.0' }, options.modern ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
  await client.connect(transport);
  return { client, answers, close: () => client.close() };
}

/** The parsed JSON envelope a tool error carries (its second text block). */
export function errorEnvelopeOf(result: { content?: unknown }): { error: { code: string; message: string; details: Record<string, unknown> }; meta: { requestId: string } } {
  const blocks = (result.content ?? []) as Array<{ type: string; text?: string }>;
  return JSON.parse(blocks[1]!.text!);
}

/** One raw POST to /mcp (for what an SDK client never sends). */
export async function rawMcp(url: string, key: TestKey | string | null, body: string | object, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; text: string; json: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(key ? { Authorization: `Bearer ${typeof key === 'string' ? key : key.key}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try { json = JSON.parse(text); } catch { json = null; }
  return { status: res.status, headers: res.headers, text, json };
}
