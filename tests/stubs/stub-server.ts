import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a stub received, kept so tests can assert batching, paths and headers. */
export interface StubRequest {
  method: string;
  /** Path without the query string, e.g. `/price/v3`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (POST), the raw text when it is not JSON, undefined when empty. */
  body: unknown;
  /** When the request arrived (epoch ms), for tests of request rates. */
  at: number;
}

/**
 * How a stub endpoint misbehaves on purpose:
 * - `http500` / `http429`: that status with a JSON error body (429 with `Retry-After: 1`);
 * - `errorBody`: HTTP 200 whose body is the provider's error shape instead of data;
 * - `garbage`: HTTP 200, `content-type: application/json`, a body that is not JSON;
 * - `nonsense`: HTTP 200 in the documented shape with implausible figures or wrong types
 *   (each stub documents which);
 * - `hang`: never answers (the connection stays open until the stub closes), for timeouts.
 */
export type StubFailMode = 'http500' | 'http429' | 'errorBody' | 'garbage' | 'nonsense' | 'hang';

/** A stub handler's answer: JSON or raw text with a status, or `hang` for no answer at all. */
export type StubReply = { status: number; json: unknown; headers?: Record<string, string> } | { status: number; text: string } | 'hang';

/** A running stub: its base URL (http://127.0.0.1:<port>), its request log, and how to stop it. */
export interface StubServer {
  readonly url: string;
  readonly requests: StubRequest[];
  close(): Promise<void>;
}

/** Starts an HTTP server on 127.0.0.1, port 0 (any free port), answering every request through `handle`. */
export async function startStubServer(handle: (request: StubRequest) => StubReply): Promise<StubServer> {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const request: StubRequest = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body, at: Date.now() };
      requests.push(request);

      let reply: StubReply;
      try {
        reply = handle(request);
      } catch (err) {
        // A stub bug must show up as a loud 500 in the test, not as a hung request.
        reply = { status: 500, json: { error: `stub handler threw: ${err instanceof Error ? err.message : String(err)}` } };
      }
      if (reply === 'hang') return;
      if ('json' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.json));
      } else {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.text);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging requests hold their sockets open; drop them so close() can finish.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** The reply of the fail modes that look the same on every endpoint; undefined for `errorBody` and `nonsense`, which each endpoint shapes itself. */
export function genericFailure(mode: StubFailMode): StubReply | undefined {
  switch (mode) {
    case 'http500':
      return { status: 500, json: { error: 'Internal Server Error' } };
    case 'http429':
      return { status: 429, json: { error: 'Too Many Requests' }, headers: { 'retry-after': '1' } };
    case 'garbage':
      return { status: 200, text: '<html><body>502 Bad Gateway</body></html>' };
    case 'hang':
      return 'hang';
    default:
      return undefined;
  }
}
