import { timingSafeEqual } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import type { Queue } from 'bullmq';

const BASE_PATH = '/admin/queues';

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a), y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * bull-board at /admin/queues behind HTTP Basic auth with the operator credential. Returns
 * null when no credential is configured: the dashboard is then not mounted at all.
 */
export function queueBoard(queues: Queue[], user: string, password: string): Middleware | null {
  if (!user || !password) return null;
  const adapter = new KoaAdapter();
  adapter.setBasePath(BASE_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
  const board = adapter.registerPlugin();
  const guard: Middleware = async (ctx, next) => {
    const header = ctx.get('Authorization');
    const decoded = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : '';
    const sep = decoded.indexOf(':');
    if (sep < 0 || !safeEqual(decoded.slice(0, sep), user) || !safeEqual(decoded.slice(sep + 1), password)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Basic realm="queues", charset="UTF-8"');
      ctx.body = 'Authentication required.';
      return;
    }
    await next();
  };
  const guarded = compose([guard, board]);
  return async (ctx, next) => {
    if (ctx.path === BASE_PATH || ctx.path.startsWith(`${BASE_PATH}/`)) return guarded(ctx, next);
    return next();
  };
}
