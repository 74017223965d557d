import { describe, expect, it } from 'vitest';
import { usagePage, type UsagePageModel } from './views.js';

const hour = (start: string, t: { total: number; confirmed: number; failed: number; expired: number; successRate: number }) => ({
  period: { start, end: start },
  requests: { total: 1, errors: 0, rateLimited: 0, mcp: 0 },
  intents: { total: 0, parseErrors: 0 },
  transactions: t,
  volume: { totalUSD: 0 },
});

/** The usage page's model around one analytics report. */
const modelOf = (report: unknown) => ({
  viewer: { accountName: 'A', environment: 'live', keyName: 'k', csrf: 'c' }, report, period: '24h', granularity: 'hour', periods: [], granularities: ['hour'],
  limits: { tier: 'free', requestsPerMinute: 30, quotaLimit: 100, quotaUsed: 0, quotaRemaining: 100, quotaResetAt: '2026-11-29T00:00:00.000Z', testKeyDaily: null },
  lag: { watermark: null, intervalMs: 60_000, behindMs: null },
}) as unknown as UsagePageModel;

describe('the usage page\'s success-rate chart (issue 34, point 8)', () => {
  it('leaves a gap (null) for an hour with no finished transaction, not 0%', () => {
    const report = {
      transactions: { total: 2, successRate: 50 }, volume: { totalUSD: 0 }, requests: { total: 3, errors: 0, rateLimited: 0, mcp: 0 }, intents: { total: 0, parseErrors: 0 },
      landing: { submitted: 0, landed: 0, failed: 0, expired: 0, medianTimeToLandMs: null },
      series: [
        hour('2026-11-28T01:00:00.000Z', { total: 2, confirmed: 1, failed: 1, expired: 0, successRate: 50 }),
        hour('2026-11-28T02:00:00.000Z', { total: 0, confirmed: 0, failed: 0, expired: 0, successRate: 0 }),
        hour('2026-11-28T03:00:00.000Z', { total: 1, confirmed: 0, failed: 0, expired: 1, successRate: 0 }),
      ],
    };
    const text = usagePage(modelOf(report)).value;
    const json = /<script type="application\/json" id="usage-data">([\s\S]*?)<\/script>/.exec(text)![1]!;
    const data = JSON.parse(json.replace(/\\u003c/gi, '<')) as { series: { successRate: Array<number | null> } };
    expect(data.series.successRate).toEqual([50, null, 0]);
    expect(/id="success-rate">([^<]*)</.exec(text)![1]).toBe('50% success');
  });

  it('says no transaction finished yet, not 0% success, for a period with none', () => {
    const empty = { total: 0, confirmed: 0, failed: 0, expired: 0, successRate: 0 };
    const report = {
      transactions: { total: 0, successRate: 0 }, volume: { totalUSD: 0 }, requests: { total: 1, errors: 0, rateLimited: 0, mcp: 0 }, intents: { total: 0, parseErrors: 0 },
      landing: { submitted: 0, landed: 0, failed: 0, expired: 0, medianTimeToLandMs: null },
      series: [hour('2026-11-28T01:00:00.000Z', empty), hour('2026-11-28T02:00:00.000Z', empty)],
    };
    expect(/id="success-rate">([^<]*)</.exec(usagePage(modelOf(report)).value)![1]).toBe('none finished yet');
  });
});
