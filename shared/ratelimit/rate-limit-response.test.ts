import { describe, expect, it } from 'vitest';
import { rateLimitHeaders, rateLimitRefusal, transactionQuotaRefusal } from './rate-limit-response.js';
import type { RateLimitResult } from './rate-limiter.js';

const refusedPerMinute: RateLimitResult = {
  allowed: false,
  limit: 30,
  remaining: 0,
  resetAt: 1_900_000_060,
  retryAfterSeconds: 2,
  tripped: 'requests_per_minute',
  testKeyDaily: null,
};

/** A test key's daily allowance refused, with 12 left in the minute window. */
const refusedDaily: RateLimitResult = {
  ...refusedPerMinute,
  remaining: 12,
  retryAfterSeconds: 3600,
  tripped: 'test_key_daily',
  testKeyDaily: { limit: 100, remaining: 0, resetAt: 1_900_022_400 },
};

describe('rateLimitHeaders', () => {
  it('reports the per-minute window as X-RateLimit-* strings', () => {
    expect(rateLimitHeaders(refusedPerMinute)).toEqual({
      'X-RateLimit-Limit': '30',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': '1900000060',
    });
  });
});

describe('rateLimitHeaders when the daily allowance refused', () => {
  it('says 0 requests remain until the day resets, not the minute window\'s remainder', () => {
    const headers = rateLimitHeaders(refusedDaily);
    expect(headers).toEqual({
      'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '1900022400',
      'X-RateLimit-Daily-Limit': '100', 'X-RateLimit-Daily-Remaining': '0',
    });
  });
});

describe('rateLimitRefusal', () => {
  it('answers rate_limit_exceeded with Retry-After when the per-minute limit refused', () => {
    const error = rateLimitRefusal(refusedPerMinute);
    expect(error.code).toBe('rate_limit_exceeded');
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ 'Retry-After': '2' });
    expect(error.details).toEqual({ limitType: 'requests_per_minute', limit: 30, remaining: 0, resetAt: 1_900_000_060, retryAfterSeconds: 2 });
  });

  it("answers quota_exceeded with the day's numbers when a test key's daily allowance refused", () => {
    const error = rateLimitRefusal(refusedDaily);
    expect(error.code).toBe('quota_exceeded');
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ 'Retry-After': '3600' });
    expect(error.details).toEqual({ limitType: 'test_key_requests_per_day', limit: 100, remaining: 0, resetAt: 1_900_022_400, retryAfterSeconds: 3600 });
  });
});

describe('transactionQuotaRefusal', () => {
  it('answers quota_exceeded with Retry-After until the next UTC midnight', () => {
    const error = transactionQuotaRefusal({ allowed: false, limit: 100, used: 100, remaining: 0, resetAt: 1_900_022_400, retryAfterSeconds: 600 });
    expect(error.code).toBe('quota_exceeded');
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ 'Retry-After': '600' });
    expect(error.details).toEqual({ limitType: 'transactions_per_day', limit: 100, remaining: 0, resetAt: 1_900_022_400, retryAfterSeconds: 600 });
  });
});
