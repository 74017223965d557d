import type { Middleware } from 'koa';
import { rateLimitHeaders, rateLimitRefusal } from '../../shared/ratelimit/rate-limit-response.js';
import { warnQuota, warningThreshold } from '../../shared/webhooks/quota-warnings.js';
import type { AppDeps } from '../deps.js';
import { authOf } from './auth.js';

/**
 * Count the request against the account's per-minute limit (and a test key's daily limit) in
 * one Redis round trip, set the X-RateLimit-* headers (they stay on any later error answer),
 * and refuse with 429 when a limit is spent.
 */
export function rateLimit(deps: Pick<AppDeps, 'limiter' | 'orm' | 'now'>): Middleware {
  return async (ctx, next) => {
    const auth = authOf(ctx);
    const result = await deps.limiter.hit({ accountId: auth.accountId, tier: auth.tier, apiKeyId: auth.keyId, environment: auth.environment });
    ctx.set(rateLimitHeaders(result));
    const daily = result.testKeyDaily;
    // The one request that reaches 80% of a test key's daily requests (the Redis counter is
    // atomic, so exactly one sees it) writes the day's quota.warning webhook, off the request
    // path: never a database write on every request past the threshold.
    if (daily && result.allowed && daily.limit - daily.remaining === warningThreshold(daily.limit)) {
      warnQuota(deps.orm, {
        accountId: auth.accountId, network: auth.network, quota: 'test_key_requests_per_day', keyId: auth.keyId,
        limit: daily.limit, used: daily.limit - daily.remaining, resetAt: daily.resetAt,
      }, (deps.now ?? Date.now)()).catch((err: Error) => ctx.state.log?.warn({ err: err.message }, 'quota warning not written'));
    }
    if (!result.allowed) throw rateLimitRefusal(result);
    await next();
  };
}
