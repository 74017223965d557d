import type { Middleware } from 'koa';
import { rateLimitHeaders, rateLimitRefusal } from '../../shared/ratelimit/rate-limit-response.js';
import type { AppDeps } from '../deps.js';
import { authOf } from './auth.js';

/**
 * Count the request against the account's per-minute limit (and a test key's daily limit) in
 * one Redis round trip, set the X-RateLimit-* headers (they stay on any later error answer),
 * and refuse with 429 when a limit is spent.
 */
export function rateLimit(deps: Pick<AppDeps, 'limiter'>): Middleware {
  return async (ctx, next) => {
    const auth = authOf(ctx);
    const result = await deps.limiter.hit({ accountId: auth.accountId, tier: auth.tier, apiKeyId: auth.keyId, environment: auth.environment });
    ctx.set(rateLimitHeaders(result));
    if (!result.allowed) throw rateLimitRefusal(result);
    await next();
  };
}
