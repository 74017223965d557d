import { createAccountWithAdminKey } from '../shared/accounts/accounts.js';
import { readAccountMetrics } from '../shared/analytics/account-metrics.js';
import { METRIC_COLUMNS } from '../shared/analytics/hourly-rollup.js';
import { metricsReportJson } from '../shared/analytics/metrics-json.js';
import { parseMetricsRange, type Granularity } from '../shared/analytics/time-buckets.js';
import { ratio, timeSequential, type BenchRow } from './lib.js';
import type { BenchStack } from './stack.js';

/** Accounts whose year of hourly rollups the requests rotate over (each allows 600 requests a minute). */
const MEASURED_ACCOUNTS = 8;
/** Accounts in all, their rows interleaved hour by hour as a year of rollups would write them. */
const ACCOUNTS = 32;
const HOURS = 365 * 24;
const REQUESTS = 600;

/**
 * Issue 8 part 3: GET /v1/analytics/metrics over one year of hourly rollups (8,760 rows per
 * account, and the 365 daily rows the rollup derives from them; 32 accounts interleaved in the
 * tables), per granularity, beside a trivial
 * authenticated route measured in the same run (an unknown /v1 path: authentication and the
 * rate limit, then 404), and beside the same read called in-process (SQL and assembly, no
 * HTTP, no JSON), and its answer's serialization. Sequential requests, so the figures are latencies, not queueing.
 */
export async function analyticsBench(stack: BenchStack): Promise<BenchRow[]> {
  const accounts: Array<{ accountId: string; headers: Record<string, string> }> = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const created = await createAccountWithAdminKey(stack.orm.em.fork(), stack.config.keys.hashSecret, { name: `analytics bench ${i}`, tier: 'enterprise' });
    accounts.push({ accountId: created.accountId, headers: { Authorization: `Bearer ${created.key}` } });
  }
  const end = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const start = end - HOURS * 3_600_000;
  const conn = stack.orm.em.getConnection();
  // One year, hour by hour, every account: the physical order a live rollup table would have.
  await conn.execute(
    `insert into account_hourly_metrics (account_id, network, hour, requests, request_errors, request_latency_ms_sum, intents_parsed, intents_confidence_sum,
       intent_parse_errors, transactions, swaps, transfers, stakes, confirmed, failed, expired, volume_usd, volume_transactions)
     select a.id, 'mainnet', h.hour, 50 + (random() * 100)::int, (random() * 5)::int, 2000 + (random() * 4000)::int, 10, 9.1, 1, 8, 4, 3, 1, 5, 1, 1, 800 + random() * 400, 7
     from generate_series(?::timestamptz, ?::timestamptz - interval '1 hour', interval '1 hour') as h(hour)
     cross join unnest(string_to_array(?, ',')) as a(id)
     order by h.hour, a.id`,
    [new Date(start).toISOString(), new Date(end).toISOString(), accounts.map((a) => a.accountId).join(',')],
  );
  // And their days, as the rollup derives them from the hours.
  await conn.execute(
    `insert into account_daily_metrics (account_id, network, day, ${METRIC_COLUMNS.join(', ')})
     select account_id, network, date_trunc('day', hour, 'UTC'), ${METRIC_COLUMNS.map((c) => `sum(${c})`).join(', ')}
     from account_hourly_metrics where account_id in (${accounts.map(() => '?').join(', ')}) group by 1, 2, 3 order by 3, 1`,
    accounts.map((a) => a.accountId),
  );
  await conn.execute('vacuum analyze account_hourly_metrics');
  await conn.execute('vacuum analyze account_daily_metrics');

  const measured = accounts.slice(0, MEASURED_ACCOUNTS);
  const iso = (t: number) => new Date(t).toISOString();
  const get = async (i: number, path: string, expect: number) => {
    const res = await fetch(stack.baseUrl + path, { headers: measured[i % measured.length].headers });
    await res.arrayBuffer();
    if (res.status !== expect) throw new Error(`${path} answered ${res.status}, expected ${expect}`);
  };
  const metricsPath = (from: number, granularity: Granularity) => `/v1/analytics/metrics?startDate=${iso(from)}&endDate=${iso(end)}&granularity=${granularity}`;
  const monthAgo = end - 30 * 24 * 3_600_000;

  const bare = await timeSequential(REQUESTS, (i) => get(i, '/v1/bench-bare-authenticated', 404));
  const day = await timeSequential(REQUESTS, (i) => get(i, metricsPath(start, 'day'), 200));
  const month = await timeSequential(REQUESTS, (i) => get(i, metricsPath(start, 'month'), 200));
  const hour = await timeSequential(REQUESTS, (i) => get(i, metricsPath(monthAgo, 'hour'), 200));
  const sizeOf = async (path: string) => (await (await fetch(stack.baseUrl + path, { headers: measured[0].headers })).arrayBuffer()).byteLength;
  const [daySize, hourSize] = [await sizeOf(metricsPath(start, 'day')), await sizeOf(metricsPath(monthAgo, 'hour'))];
  const yearRange = parseMetricsRange({ startDate: iso(start), endDate: iso(end), granularity: 'day' });
  const inProcess = await timeSequential(REQUESTS, (i) => readAccountMetrics(stack.orm, { accountId: measured[i % measured.length].accountId, network: 'mainnet' }, yearRange));
  const monthRange = parseMetricsRange({ startDate: iso(monthAgo), endDate: iso(end), granularity: 'hour' });
  const inProcessHour = await timeSequential(REQUESTS, (i) => readAccountMetrics(stack.orm, { accountId: measured[i % measured.length].accountId, network: 'mainnet' }, monthRange));
  const report = await readAccountMetrics(stack.orm, { accountId: measured[0].accountId, network: 'mainnet' }, monthRange);
  const serialize = await timeSequential(REQUESTS, async () => Buffer.from(`{"data":${metricsReportJson(report)},"meta":${JSON.stringify({ requestId: 'req_x', timestamp: iso(end) })}}`));
  const stringify = await timeSequential(REQUESTS, async () => Buffer.from(JSON.stringify({ data: report, meta: { requestId: 'req_x', timestamp: iso(end) } })));

  const vs = (p99: number) => `p99 ${(p99 - bare.p99Ms).toFixed(1)} ms over the bare route; target p99 ≤ 20 ms`;
  return [
    { section: 'analytics', name: 'GET unknown /v1 route (auth + rate limit, 404)', rps: bare.opsPerS, p50Ms: bare.p50Ms, p99Ms: bare.p99Ms, note: 'baseline' },
    { section: 'analytics', name: 'GET metrics, 1 year by day (365 buckets)', rps: day.opsPerS, p50Ms: day.p50Ms, p99Ms: day.p99Ms, note: `${vs(day.p99Ms)}; ${(daySize / 1024).toFixed(0)} KiB` },
    { section: 'analytics', name: 'GET metrics, 1 year by month (13 buckets)', rps: month.opsPerS, p50Ms: month.p50Ms, p99Ms: month.p99Ms, note: vs(month.p99Ms) },
    { section: 'analytics', name: 'GET metrics, 30 days by hour (720 buckets)', rps: hour.opsPerS, p50Ms: hour.p50Ms, p99Ms: hour.p99Ms, note: `${vs(hour.p99Ms)}; ${(hourSize / 1024).toFixed(0)} KiB` },
    { section: 'analytics', name: 'readAccountMetrics in-process, 1 year by day', rps: inProcess.opsPerS, p50Ms: inProcess.p50Ms, p99Ms: inProcess.p99Ms, note: 'SQL + assembly, no HTTP/JSON' },
    { section: 'analytics', name: 'readAccountMetrics in-process, 30 days by hour', rps: inProcessHour.opsPerS, p50Ms: inProcessHour.p50Ms, p99Ms: inProcessHour.p99Ms, note: 'SQL + assembly, no HTTP/JSON' },
    { section: 'analytics', name: '  its answer to JSON bytes, in-process', rps: serialize.opsPerS, p50Ms: serialize.p50Ms, p99Ms: serialize.p99Ms, note: 'metricsReportJson + UTF-8, as the route sends it' },
    { section: 'analytics', name: '  the same with JSON.stringify', rps: stringify.opsPerS, p50Ms: stringify.p50Ms, p99Ms: stringify.p99Ms, note: `${ratio(stringify.p50Ms, serialize.p50Ms)} of the route's p50` },
  ];
}
