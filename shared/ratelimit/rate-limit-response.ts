import { AppError } from '../errors/app-error.js';
import type { RateLimitResult, TransactionQuota } from './rate-limiter.js';

/**
 * The X-RateLimit-* headers every authenticated response carries (the tier's per-minute limit;
 * a test key's answers add X-RateLimit-Daily-Limit and -Daily-Remaining).
 * When a test key's daily allowance refused the request, no request is left until the next UTC
 * day, whatever the minute's window says: Remaining is 0 and Reset is the day's reset (the same
 * instant as Retry-After), so a client reading only these headers waits long enough.
 */
export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  const dailySpent = !result.allowed && result.tripped === 'test_key_daily' && result.testKeyDaily;
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(result.limit),
    'X-RateLimit-Remaining': String(dailySpent ? 0 : result.remaining),
    'X-RateLimit-Reset': String(dailySpent ? Math.max(result.testKeyDaily!.resetAt, result.resetAt) : result.resetAt),
  };
  // A test key's 100 requests a UTC day, beside the spec's per-minute headers (issue 40): the
  // per-minute Remaining alone would show 599 of 600 left on a key that is nearly spent.
  if (result.testKeyDaily) {
    headers['X-RateLimit-Daily-Limit'] = String(result.testKeyDaily.limit);
    headers['X-RateLimit-Daily-Remaining'] = String(result.testKeyDaily.remaining);
  }
  return headers;
}

/**
 * The 429 for a refused request: rate_limit_exceeded when the per-minute limit refused it,
 * quota_exceeded when a test key's daily allowance did, with Retry-After either way.
 */
export function rateLimitRefusal(result: RateLimitResult): AppError {
  const { retryAfterSeconds } = result;
  const headers = { 'Retry-After': String(retryAfterSeconds) };
  if (result.tripped === 'test_key_daily' && result.testKeyDaily) {
    const { limit, remaining, resetAt } = result.testKeyDaily;
    return new AppError(
      'quota_exceeded',
      `This test key has used its ${limit} requests for today (UTC); retry in ${retryAfterSeconds} s or use a live key.`,
      { details: { limitType: 'test_key_requests_per_day', limit, remaining, resetAt, retryAfterSeconds }, headers },
    );
  }
  const { limit, remaining, resetAt } = result;
  return new AppError(
    'rate_limit_exceeded',
    `Too many requests: this account may make ${limit} per minute; retry in ${retryAfterSeconds} s.`,
    { details: { limitType: 'requests_per_minute', limit, remaining, resetAt, retryAfterSeconds }, headers },
  );
}

/** The 429 quota_exceeded for a build when the account's transactions for today are spent. */
export function transactionQuotaRefusal(quota: TransactionQuota): AppError {
  const { limit, remaining, resetAt, retryAfterSeconds } = quota;
  return new AppError(
    'quota_exceeded',
    `This account has built its ${limit} transactions for today (UTC); retry in ${retryAfterSeconds} s or move to a higher tier.`,
    {
      details: { limitType: 'transactions_per_day', limit, remaining, resetAt, retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    },
  );
}
