import type { Network } from '../chain/token-list.js';
import type { Orm } from '../db/orm.js';
import { METRIC_COLUMNS, type MetricColumn } from './hourly-rollup.js';
import { bucketStart, bucketsOf, type Granularity, type MetricsRange, type TimeSpan } from './time-buckets.js';

/** The counters of a span of time: sums of account_hourly_metrics columns. */
export type MetricSums = Record<MetricColumn, number>;

/** The spec's Metrics record, plus `requests` and the per-type and per-outcome transaction counts (docs/analytics.md). */
export interface MetricsRecord {
  period: { start: string; end: string; granularity: Granularity };
  transactions: {
    total: number;
    swaps: number;
    transfers: number;
    /** Percent of the transactions that reached a final state that were confirmed; 0 when none did. */
    successRate: number;
    stakes: number;
    unstakes: number;
    wraps: number;
    unwraps: number;
    confirmed: number;
    failed: number;
    expired: number;
  };
  volume: { totalUSD: number; averagePerTransaction: number };
  intents: { total: number; averageConfidence: number; parseErrors: number };
  /** `rateLimited`: the answers 429 (per-minute limit or daily quota), counted among `errors` too. `mcp`: those made by MCP tool calls, counted among `total` too. */
  requests: { total: number; errors: number; rateLimited: number; averageLatencyMs: number; mcp: number };
}

/** The answer of GET /v1/analytics/metrics: the whole range, and one record per bucket. */
export interface MetricsReport extends MetricsRecord {
  series: MetricsRecord[];
}

/** The counters of a period with no activity. */
const ZERO: Readonly<MetricSums> = Object.freeze(Object.fromEntries(METRIC_COLUMNS.map((c) => [c, 0])) as MetricSums);
/** Round half away from zero to `digits` decimals (the figures are never negative). */
const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};
const ratio = (a: number, b: number, digits: number) => (b > 0 ? round(a / b, digits) : 0);

/** A Metrics record from the counters of its period. */
export function metricsRecord(span: TimeSpan, granularity: Granularity, s: MetricSums): MetricsRecord {
  const settled = s.confirmed + s.failed + s.expired;
  return {
    period: { start: new Date(span.startMs).toISOString(), end: new Date(span.endMs).toISOString(), granularity },
    transactions: {
      total: s.transactions,
      swaps: s.swaps,
      transfers: s.transfers,
      successRate: ratio(100 * s.confirmed, settled, 2),
      stakes: s.stakes,
      unstakes: s.unstakes,
      wraps: s.wraps,
      unwraps: s.unwraps,
      confirmed: s.confirmed,
      failed: s.failed,
      expired: s.expired,
    },
    volume: { totalUSD: round(s.volume_usd, 6), averagePerTransaction: ratio(s.volume_usd, s.volume_transactions, 6) },
    intents: {
      total: s.intents_parsed + s.intent_parse_errors,
      averageConfidence: ratio(s.intents_confidence_sum, s.intents_parsed, 4),
      parseErrors: s.intent_parse_errors,
    },
    requests: { total: s.requests, errors: s.request_errors, rateLimited: s.requests_rate_limited, averageLatencyMs: ratio(s.request_latency_ms_sum, s.requests, 1), mcp: s.requests_mcp },
  };
}

const DAY_MS = 86_400_000;

/**
 * An account's metrics on one network (the caller's: live keys see mainnet, test keys devnet)
 * over a range, from the rollup tables only (never the raw rows), in one statement summed per
 * UTC bucket (at most MAX_BUCKETS rows come back). It counts the hours whose start lies in
 * [start, end): as whole UTC days from account_daily_metrics where the range covers them, as
 * hours from account_hourly_metrics at its ragged ends (and for hourly buckets). A year by day
 * reads about 365 rows. Buckets with no activity are answered with zeros: a chart has no gaps.
 */
export async function readAccountMetrics(orm: Orm, owner: { accountId: string; network: Network }, range: MetricsRange): Promise<MetricsReport> {
  const schema = String(orm.config.get('schema') ?? 'public').replace(/"/g, '""');
  const hourly = `"${schema}"."account_hourly_metrics"`;
  const daily = `"${schema}"."account_daily_metrics"`;
  const cols = METRIC_COLUMNS.join(', ');
  const iso = (t: number) => new Date(t).toISOString();
  const firstDay = Math.ceil(range.startMs / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(range.endMs / DAY_MS) * DAY_MS;
  let source: string;
  let params: unknown[];
  if (range.granularity === 'hour' || firstDay >= lastDay) {
    source = `select hour as at, ${cols} from ${hourly} where account_id = ? and network = ? and hour >= ?::timestamptz and hour < ?::timestamptz`;
    params = [owner.accountId, owner.network, iso(range.startMs), iso(range.endMs)];
  } else {
    source = `select day as at, ${cols} from ${daily} where account_id = ? and network = ? and day >= ?::timestamptz and day < ?::timestamptz
      union all
      select hour, ${cols} from ${hourly} where account_id = ? and network = ?
        and ((hour >= ?::timestamptz and hour < ?::timestamptz) or (hour >= ?::timestamptz and hour < ?::timestamptz))`;
    params = [owner.accountId, owner.network, iso(firstDay), iso(lastDay), owner.accountId, owner.network, iso(range.startMs), iso(firstDay), iso(lastDay), iso(range.endMs)];
  }
  const rows = await orm.em.getConnection().execute(
    `select (extract(epoch from date_trunc(?, at, 'UTC')) * 1000)::float8 as bucket, ${METRIC_COLUMNS.map((c) => `sum(${c})::float8 as ${c}`).join(', ')}
     from (${source}) as r group by 1`,
    [range.granularity, ...params],
  ) as Array<{ bucket: number } & MetricSums>;

  // Rows are keyed by their bucket's aligned start; the first bucket, cut to the range, may start later.
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  const series = bucketsOf(range, range.granularity).map((span) => metricsRecord(span, range.granularity, byBucket.get(bucketStart(span.startMs, range.granularity)) ?? ZERO));
  const total = { ...ZERO };
  for (const row of rows) for (const c of METRIC_COLUMNS) total[c] += row[c];
  return { ...metricsRecord(range, range.granularity, total), series };
}
