import { describe, expect, it } from 'vitest';
import type { MetricsRecord, MetricsReport } from './account-metrics.js';
import { metricsReportJson } from './metrics-json.js';

/** A record whose every figure is `n` times something awkward for a number's text. */
function record(start: string, end: string, n: number, median: number | null): MetricsRecord {
  return {
    period: { start, end, granularity: 'hour' },
    transactions: { total: n, swaps: 0, transfers: 2 ** 53, successRate: 57.14, stakes: -0, unstakes: 1e21, wraps: 1e-7, unwraps: 0.1 + 0.2, closeAccounts: n / 7, confirmed: n * 3, failed: 1, expired: 123456789012 },
    volume: { totalUSD: 1840.123457 * n, averagePerTransaction: 1 / 3 },
    intents: { total: 15, averageConfidence: 0.9333, parseErrors: n },
    requests: { total: 240, errors: 7, rateLimited: 2, averageLatencyMs: 41.2, mcp: Number.MAX_SAFE_INTEGER },
    landing: { submitted: 8, landed: 7, failed: 1, expired: 1, medianTimeToLandMs: median },
  };
}

describe('metricsReportJson', () => {
  it('writes exactly the bytes JSON.stringify writes for a report', () => {
    const series = Array.from({ length: 30 }, (_, i) => record(`2026-11-22T${String(i % 24).padStart(2, '0')}:00:00.000Z`, `2026-11-22T${String((i + 1) % 24).padStart(2, '0')}:00:00.000Z`, i * 1.5, i % 3 === 0 ? null : i * 17));
    const report: MetricsReport = { ...record('2026-11-22T00:30:00.000Z', '2026-11-23T06:00:00.000Z', 7, 1240), series };
    expect(metricsReportJson(report)).toBe(JSON.stringify(report));
    expect(metricsReportJson({ ...report, series: [] })).toBe(JSON.stringify({ ...report, series: [] }));
  });

  it('writes a number JSON has no word for as null, as JSON.stringify does', () => {
    const odd = record('2026-11-22T00:00:00.000Z', '2026-11-22T01:00:00.000Z', Number.NaN, null);
    odd.volume.totalUSD = Number.POSITIVE_INFINITY;
    const report: MetricsReport = { ...odd, series: [odd] };
    expect(metricsReportJson(report)).toBe(JSON.stringify(report));
  });
});
