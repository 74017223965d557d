import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import compose from 'koa-compose';
import { respond } from '../api/lib/envelope.js';
import { authenticate } from '../api/middleware/auth.js';
import { jsonBody } from '../api/middleware/body.js';
import { errorEnvelope } from '../api/middleware/errors.js';
import { httpMetrics } from '../api/middleware/http-metrics.js';
import { rateLimit } from '../api/middleware/rate-limit.js';
import { requestId } from '../api/middleware/request-id.js';
import { recordUsage } from '../api/middleware/usage.js';
import { ACCOUNTS_PER_LOAD, loadRotating, ratio, warmAccounts, type BenchRow } from './lib.js';
import type { BenchStack } from './stack.js';

/**
 * Count the commands this process's API connection sends to Redis (round trips; a Lua script
 * is one, whatever it runs inside Redis) until the returned stop function is called.
 */
function countRedisCommands(stack: BenchStack): () => number {
  const redis = stack.deps.redis;
  const original = redis.sendCommand.bind(redis);
  let sent = 0;
  redis.sendCommand = ((...args: Parameters<typeof original>) => { sent += 1; return original(...args); }) as typeof redis.sendCommand;
  return () => { redis.sendCommand = original; return sent; };
}

/**
 * Issue 4: one GET route served by the API's own middleware, with and without the /v1
 * authentication, usage recording and rate limit, in the same process and run: what auth and
 * limits cost, and how many Redis commands they add per request (target: one).
 */
export async function authBench(stack: BenchStack, durationS: number): Promise<BenchRow[]> {
  const deps = stack.deps;
  const route = new Router();
  route.get('/v1/bench-target', (ctx) => respond(ctx, 200, { ok: true }));
  const appWith = (auth: boolean) => {
    const app = new Koa();
    app.use(requestId(deps.logger));
    app.use(httpMetrics(deps.metrics));
    app.use(errorEnvelope());
    if (auth) app.use(compose([authenticate(deps), recordUsage(deps.usage, Date.now), rateLimit(deps)]));
    for (const mw of jsonBody(deps.config.http.bodyLimitBytes)) app.use(mw);
    app.use(route.routes());
    return app;
  };
  const listen = async (app: Koa) => {
    const server = createServer(app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => { server.close(); server.closeAllConnections(); } };
  };

  const open = await listen(appWith(false));
  const bare = await loadRotating(open.url, durationS, () => ({ path: '/v1/bench-target', headers: {} }));
  open.close();

  const guarded = await listen(appWith(true));
  const accounts = await warmAccounts(stack, ACCOUNTS_PER_LOAD, async (headers) => {
    await fetch(`${guarded.url}/v1/bench-target`, { headers }).then((r) => r.arrayBuffer());
    return '/v1/bench-target';
  });
  const stop = countRedisCommands(stack);
  const authed = await loadRotating(guarded.url, durationS, (i) => accounts[i % accounts.length]);
  const perRequest = stop() / authed.sent;
  guarded.close();

  return [
    { section: 'auth', name: 'GET route, no auth or limits', rps: bare.rps, p50Ms: bare.p50Ms, p99Ms: bare.p99Ms, note: bare.spread },
    {
      section: 'auth', name: 'GET route, authenticated + rate-limited', rps: authed.rps, p50Ms: authed.p50Ms, p99Ms: authed.p99Ms,
      note: `${ratio(authed.rps, bare.rps)} of unauthenticated; ${perRequest.toFixed(2)} Redis commands/request; ${authed.statuses}; ${authed.spread}`,
    },
  ];
}
