import type Koa from 'koa';
import compose from 'koa-compose';
import { createMcpHandler, isLegacyRequest, validateHostHeader, validateOriginHeader, WebStandardStreamableHTTPServerTransport, type AuthInfo, type McpHandlerRequestOptions, type McpRequestContext } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import type { AuthContext } from '../../shared/auth/key-verifier.js';
import { TokenRegistry } from '../../shared/chain/token-registry.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { AppDeps } from '../deps.js';
import { jsonBody } from '../middleware/body.js';
import { toAppError } from '../middleware/errors.js';
import { shedLoad } from '../middleware/overload.js';
import { clientAddress } from '../middleware/client-address.js';
import { rateLimitHeaders, rateLimitRefusal } from '../../shared/ratelimit/rate-limit-response.js';
import { inProcessDispatch } from './dispatch.js';
import { mcpServerFor, type McpCaller } from './server.js';

/** The path of the endpoint (case-insensitive, as /v1 is; a trailing slash is the same path). */
export const MCP_PATH = '/mcp';
const IS_MCP = /^\/mcp\/?$/i;

/** The server version MCP clients see (serverInfo): the API's version, as the OpenAPI document's info.version. */
const version = '1.0.0';

/** JSON-RPC error codes of refusals made before the MCP server sees the request. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const SERVER_ERROR = -32000;

function jsonRpcCode(e: AppError): number {
  const { field, reason } = e.details as { field?: string; reason?: string };
  if (e.code === 'validation_error' && field === 'body' && /^(malformed|unreadable)/.test(reason ?? '')) return PARSE_ERROR;
  if (['validation_error', 'payload_too_large', 'unsupported_media_type'].includes(e.code)) return INVALID_REQUEST;
  return SERVER_ERROR;
}

/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP (docs/agents.md), served by the
 * official SDK: `createMcpHandler` from @modelcontextprotocol/server for the 2026-07-28
 * protocol, its stateless Streamable HTTP transport for 2025-era clients (told apart by the
 * SDK's own isLegacyRequest), mounted with @modelcontextprotocol/node. Stateless: a fresh MCP
 * server per request, no session, so any API process answers any request.
 *
 * Before the SDK sees a request: Host and Origin are checked (DNS-rebinding protection,
 * MCP_ALLOWED_HOSTS / MCP_ALLOWED_ORIGINS), the method must be POST, an overloaded process
 * sheds it, the API key is verified as on /v1 (401 with the Bearer challenge), the body is read
 * under BODY_LIMIT_BYTES by the same JSON parser as /v1, and a batch is at most MCP_MAX_BATCH
 * messages. Those refusals are HTTP errors whose body is a JSON-RPC error carrying the /v1
 * error object in `error.data`.
 *
 * Each protocol message (initialize, tools/list, resources, prompts, notifications) counts one
 * request against the key's rate limit, and a failing key counts against the client address's
 * failure throttle as on /v1; each tool call is dispatched into this app's own /v1 route (inProcessDispatch), so
 * it is counted, rate-limited, scoped, validated and recorded in usage (as MCP traffic)
 * exactly like the REST call it mirrors.
 */
export function mcpEndpoint(deps: AppDeps, app: Koa): Koa.Middleware {
  const { bodyLimitBytes } = deps.config.http;
  const { allowedHosts, allowedOrigins, maxBatch } = deps.config.mcp;
  const dispatch = inProcessDispatch(app, 'mcp');
  // The API never learns mints from chain: the registry is read-only here (as for prices).
  const registry = new TokenRegistry(() => deps.orm.em.fork(), null);
  const factory = (context: McpRequestContext) => {
    const caller = (context.authInfo?.extra as { caller?: McpCaller } | undefined)?.caller;
    if (!caller) throw new Error('MCP request without an authenticated caller');
    return mcpServerFor(caller, { dispatch, registry, version });
  };
  // The 2026-07-28 protocol: the SDK's per-request entry. Its answers are JSON unless a tool
  // emits a message before its result, which these tools never do.
  const modern = createMcpHandler(factory, {
    legacy: 'reject',
    responseMode: 'auto',
    maxRequestBodySize: bodyLimitBytes,
    onerror: (err) => deps.logger.debug({ err: err.message }, 'mcp request refused'),
  });
  // 2025-era clients (initialize handshake): the established stateless idiom, a fresh server and
  // transport per request (sessionIdGenerator undefined), answering JSON (enableJsonResponse)
  // rather than an SSE stream, so that the answer's headers (X-RateLimit-*, Retry-After) are
  // written after the tool calls ran, as on /v1.
  const legacy = async (request: Request, options: McpHandlerRequestOptions = {}): Promise<Response> => {
    const server = factory({ era: 'legacy', ...(options.authInfo ? { authInfo: options.authInfo } : {}), requestInfo: request });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: bodyLimitBytes });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, options);
    } finally {
      await transport.close().catch(() => {});
      await server.close().catch(() => {});
    }
  };
  const serve = toNodeHandler({
    fetch: async (request, options) => ((await isLegacyRequest(request, options?.parsedBody)) ? legacy(request, options) : modern.fetch(request, options)),
  }, {
    maxRequestBodySize: bodyLimitBytes,
    onerror: (err) => deps.logger.error({ err }, 'mcp handler failed'),
  });
  const readBody = compose(jsonBody(bodyLimitBytes));
  const shed = shedLoad(deps, deps.config.http.overloadMaxDelayMs);

  const gate = async (ctx: Koa.Context): Promise<{ auth: AuthContext; body: unknown }> => {
    const host = validateHostHeader(ctx.get('Host'), allowedHosts ?? []);
    if (allowedHosts && !host.ok) {
      throw new AppError('forbidden', `Host ${JSON.stringify(ctx.get('Host'))} is not an allowed host of /mcp (MCP_ALLOWED_HOSTS).`, { details: { reason: 'host_not_allowed' } });
    }
    const origin = validateOriginHeader(ctx.get('Origin') || undefined, allowedOrigins);
    if (!origin.ok) {
      throw new AppError('forbidden', `Origin ${JSON.stringify(ctx.get('Origin'))} is not allowed to call /mcp (MCP_ALLOWED_ORIGINS).`, { details: { reason: 'origin_not_allowed' } });
    }
    if (ctx.method !== 'POST') {
      throw new AppError('method_not_allowed', `${ctx.method} is not allowed on /mcp: this server is stateless, send each JSON-RPC message with POST.`, { headers: { Allow: 'POST' } });
    }
    await shed(ctx, async () => {});
    // The same failing-key throttle as /v1, keyed on the same client address.
    const auth = await deps.keys.verify(ctx.get('Authorization') || undefined, clientAddress(ctx));
    await readBody(ctx, async () => {});
    const body = ctx.request.body;
    if (Array.isArray(body) && body.length > maxBatch) {
      throw new AppError('validation_error', `A batch of ${body.length} JSON-RPC messages; at most ${maxBatch} are accepted in one request (MCP_MAX_BATCH). Send them in smaller batches or one by one.`, { details: { field: 'body', reason: `batch larger than ${maxBatch}`, limit: maxBatch } });
    }
    // Every protocol message (initialize, tools/list, notifications…) counts one request against
    // the key's rate limit here; a tools/call counts when it is dispatched into its /v1 route.
    const messages = Array.isArray(body) ? body : [body];
    const protocol = messages.filter((m) => (m as { method?: unknown } | null)?.method !== 'tools/call').length;
    for (let i = 0; i < protocol; i++) {
      const result = await deps.limiter.hit({ accountId: auth.accountId, tier: auth.tier, apiKeyId: auth.keyId, environment: auth.environment });
      ctx.set(rateLimitHeaders(result));
      if (!result.allowed) throw rateLimitRefusal(result);
    }
    return { auth, body };
  };

  return async (ctx, next) => {
    if (!IS_MCP.test(ctx.path)) return next();
    (ctx as unknown as { _matchedRoute?: string })._matchedRoute = MCP_PATH;
    let admitted: { auth: AuthContext; body: unknown };
    try {
      admitted = await gate(ctx);
    } catch (err) {
      const e = toAppError(err);
      const status = e.status;
      if (status >= 500 && e.code !== 'service_unavailable') ctx.state.log?.error({ err }, 'mcp request failed');
      ctx.status = status;
      for (const [name, value] of Object.entries(e.headers)) ctx.set(name, value);
      ctx.body = { jsonrpc: '2.0', id: null, error: { code: jsonRpcCode(e), message: e.message, data: { ...e.toJSON(), requestId: ctx.state.requestId } } };
      return;
    }
    const { auth, body } = admitted;
    const res = ctx.res;
    const caller: McpCaller = {
      auth,
      requestId: ctx.state.requestId,
      authorization: ctx.get('Authorization'),
      host: ctx.get('Host'),
      remoteAddress: clientAddress(ctx),
      setHeader: (name, value) => { if (!res.headersSent) res.setHeader(name, value); },
    };
    // The SDK writes the answer itself.
    ctx.respond = false;
    const req = ctx.req as typeof ctx.req & { auth?: AuthInfo };
    req.auth = { token: auth.keyId, clientId: auth.keyId, scopes: auth.scopes, extra: { caller } };
    await serve(req, res, body);
  };
}
