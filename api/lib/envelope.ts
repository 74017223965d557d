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
