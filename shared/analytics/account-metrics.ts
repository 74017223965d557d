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
  /** The transactions submitted through POST /v1/transactions/{id}/submit in the period (docs/analytics.md, "Landing"). */
  landing: LandingFigures;
}

/**
 * The records submitted in a period (by `submittedAt`) and what became of them so far:
 * `landed` reached the chain (confirmed, or failed on chain: `failed` counts those among
 * `landed`), `expired` never did. The rest are still in flight. `medianTimeToLandMs`: the
 * median `timeToLandMs` of the landed ones, null when none landed.
 */
export interface LandingFigures {
  submitted: number;
  landed: number;
  failed: number;
  expired: number;
  medianTimeToLandMs: number | null;
}

/** The answer of GET /v1/analytics/metrics: the whole range, and one record per bucket. */
export interface MetricsReport extends MetricsRecord {
  series: MetricsRecord[];
}

/** The counters of a period with no activity. */
const ZERO: Readonly<MetricSums> = Object.freeze(Object.fromEntries(METRIC_COLUMNS.map((c) => [c, 0])) as MetricSums);
/** The landing figures of a period in which nothing was submitted. */
const NO_LANDING: Readonly<LandingFigures> = Object.freeze({ submitted: 0, landed: 0, failed: 0, expired: 0, medianTimeToLandMs: null });
/** Round half away from zero to `digits` decimals (the figures are never negative). */
const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};
const ratio = (a: number, b: number, digits: number) => (b > 0 ? round(a / b, digits) : 0);

/** A Metrics record from the counters of its period. */
export function metricsRecord(span: TimeSpan, granularity: Granularity, s: MetricSums, landing: LandingFigures = NO_LANDING): MetricsRecord {
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
    landing,
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

  const landing = await readLanding(orm, `"${schema}"."transactions"`, owner, range);

  // Rows are keyed by their bucket's aligned start; the first bucket, cut to the range, may start later.
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  const series = bucketsOf(range, range.granularity).map((span) => {
    const at = bucketStart(span.startMs, range.granularity);
    return metricsRecord(span, range.granularity, byBucket.get(at) ?? ZERO, landing.byBucket.get(at) ?? NO_LANDING);
  });
  const total = { ...ZERO };
  for (const row of rows) for (const c of METRIC_COLUMNS) total[c] += row[c];
  return { ...metricsRecord(range, range.granularity, total, landing.total), series };
}

const HOUR_MS = 3_600_000;

/**
 * The landing figures of a range, per bucket and in total, straight from the transaction
 * records (a median does not add up from hourly rollups): one statement, an index range scan
 * of transactions_account_submitted_idx (account, network, submitted_at), grouped by bucket
 * and, through the empty grouping set, over the whole range. Same hour rule as the rollups: a
 * record counts when the start of its `submittedAt` hour lies in [start, end), so the bounds
 * are both ends rounded up to the hour. Times to land are taken between the instants cut to the
 * millisecond, as the records' `timeToLandMs` are, so the median is one of theirs (or the mean of two).
 */
async function readLanding(orm: Orm, table: string, owner: { accountId: string; network: Network }, range: MetricsRange): Promise<{ byBucket: Map<number, LandingFigures>; total: LandingFigures }> {
  const iso = (t: number) => new Date(Math.ceil(t / HOUR_MS) * HOUR_MS).toISOString();
  const rows = await orm.em.getConnection().execute(
    `select (extract(epoch from at) * 1000)::float8 as bucket, grouping(at) as whole,
       count(*)::int as submitted,
       (count(*) filter (where landed_at is not null))::int as landed,
       (count(*) filter (where landed_at is not null and status = 'failed'))::int as failed,
       (count(*) filter (where status = 'expired'))::int as expired,
       percentile_cont(0.5) within group (order by greatest(0, floor(extract(epoch from landed_at) * 1000) - floor(extract(epoch from submitted_at) * 1000))) filter (where landed_at is not null) as median
     from (select date_trunc(?, submitted_at, 'UTC') as at, submitted_at, landed_at, status from ${table}
       where account_id = ? and network = ? and submitted_at is not null and submitted_at >= ?::timestamptz and submitted_at < ?::timestamptz) as t
     group by grouping sets ((at), ())`,
    [range.granularity, owner.accountId, owner.network, iso(range.startMs), iso(range.endMs)],
  ) as Array<{ bucket: number | null; whole: number; submitted: number; landed: number; failed: number; expired: number; median: number | string | null }>;
  const figures = (r: (typeof rows)[number]): LandingFigures => ({
    submitted: r.submitted,
    landed: r.landed,
    failed: r.failed,
    expired: r.expired,
    medianTimeToLandMs: r.median === null ? null : Math.round(Number(r.median)),
  });
  const byBucket = new Map<number, LandingFigures>();
  let total: LandingFigures = NO_LANDING;
  for (const r of rows) {
    if (Number(r.whole) === 1) total = figures(r);
    else byBucket.set(Number(r.bucket), figures(r));
  }
  return { byBucket, total };
}
