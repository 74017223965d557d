import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type Koa from 'koa';
import compose from 'koa-compose';

/** One REST request made on behalf of an MCP tool call. */
export interface DispatchRequest {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';
  /** Path with its parameters filled in (already URL-encoded), e.g. `/v1/transactions/tx_…`. */
  path: string;
  query?: Record<string, string>;
  /** A JSON body (sent as application/json). */
  body?: unknown;
  /** Headers of the caller's /mcp request carried over: Authorization, X-Request-Id, Host. */
  headers: Record<string, string>;
  /** The caller's address (ctx.ip of the REST request). */
  remoteAddress?: string;
}

/** The REST answer, as the client of /v1 would have read it. */
export interface DispatchAnswer {
  status: number;
  headers: Record<string, string>;
  /** The JSON body: `{ data, meta }`, `{ data, pagination, meta }` or `{ error, meta }`. */
  body: any;
}

export type Dispatch = (request: DispatchRequest) => Promise<DispatchAnswer>;

/** What a request dispatched here is marked with on ctx.state.via (usage analytics count it apart). */
export type Via = 'rest' | 'mcp';

/** The body as a client of /v1 reads it: JSON that a route wrote itself as text (api/lib/envelope.ts, respondJson) is parsed back. */
function jsonBody(ctx: Koa.Context): unknown {
  const body: unknown = ctx.body;
  if ((typeof body === 'string' || Buffer.isBuffer(body)) && ctx.response.is('json')) return JSON.parse(body.toString());
  return body ?? null;
}

/**
 * Run a REST request through the Koa app's own middleware (request id, metrics, error envelope,
 * the /v1 gate of authentication, usage, rate limits, body limits, the route's scope check,
 * validation and handler) in this process, without a socket: an MCP tool call is answered by
 * exactly the code that answers the same REST call, and counted the same way. The request is a
 * real IncomingMessage whose body is streamed to the JSON parser like any other; the answer is
 * read from the context (status, headers, body) instead of being written to a socket.
 * `ctx.state.via` marks the request for usage analytics; no header can set it.
 */
export function inProcessDispatch(app: Koa, via: Via): Dispatch {
  // Composed on first use: every app.use() has run by then.
  let run: ((ctx: Koa.Context) => Promise<unknown>) | null = null;
  return async (r) => {
    run ??= compose(app.middleware as compose.Middleware<Koa.Context>[]) as (ctx: Koa.Context) => Promise<unknown>;
    const socket = new Socket();
    Object.defineProperty(socket, 'remoteAddress', { value: r.remoteAddress, configurable: true });
    const req = new IncomingMessage(socket);
    const search = r.query && Object.keys(r.query).length ? `?${new URLSearchParams(r.query).toString()}` : '';
    req.method = r.method;
    req.url = r.path + search;
    const payload = r.body === undefined ? null : Buffer.from(JSON.stringify(r.body), 'utf8');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(r.headers)) headers[name.toLowerCase()] = value;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
      req.push(payload);
    }
    req.push(null);
    req.headers = headers;
    const res = new ServerResponse(req);
    const ctx = app.createContext(req, res);
    ctx.state.via = via;
    try {
      await run(ctx);
    } finally {
      // What a socket's close would signal: usage is recorded on it (api/middleware/usage.ts).
      res.emit('close');
      socket.destroy();
    }
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (value !== undefined) answerHeaders[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: ctx.status, headers: answerHeaders, body: jsonBody(ctx) };
  };
}
