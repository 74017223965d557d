import type { Context } from 'koa';

/** The `meta` block of every body: the request id and when the answer was made. */
export function meta(ctx: Context): { requestId: string; timestamp: string } {
  return { requestId: ctx.state.requestId, timestamp: new Date().toISOString() };
}

/** Answer `{ data, meta }` (and `pagination` for lists) with a status. */
export function respond(ctx: Context, status: number, data: unknown, pagination?: { hasMore: boolean; nextCursor: string | null }): void {
  ctx.status = status;
  ctx.body = pagination ? { data, pagination, meta: meta(ctx) } : { data, meta: meta(ctx) };
}

/**
 * Answer `{ data, meta }` with `data` already written as JSON text (`dataJson`, e.g. by a
 * serializer made for one answer's shape): the same bytes and headers as respond() would send
 * for the parsed value, without JSON.stringify walking a large answer. The body is a Buffer of
 * type application/json; in-process callers of the app (MCP) parse it back (api/mcp/dispatch.ts).
 */
export function respondJson(ctx: Context, status: number, dataJson: string): void {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = Buffer.from(`{"data":${dataJson},"meta":${JSON.stringify(meta(ctx))}}`, 'utf8');
}
