import type { Network } from '../chain/token-list.js';
import type { Orm } from '../db/orm.js';
import { METRIC_COLUMNS, type MetricColumn } from './hourly-rollup.js';
import { bucketStart, bucketsOf, type Granularity, type MetricsRange } from './time-buckets.js';

/** Where each counter sits in a bucket's values (METRIC_COLUMNS order): `values[offset + COL.swaps]`. */
const COL = Object.freeze(Object.fromEntries(METRIC_COLUMNS.map((c, i) => [c, i]))) as Readonly<Record<MetricColumn, number>>;

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
    /** Rent reclaims built (close_accounts). */
    closeAccounts: number;
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
const ZERO: readonly number[] = Object.freeze(METRIC_COLUMNS.map(() => 0));
/** The landing figures of a period in which nothing was submitted. */
const NO_LANDING: Readonly<LandingFigures> = Object.freeze({ submitted: 0, landed: 0, failed: 0, expired: 0, medianTimeToLandMs: null });
/** Round half away from zero to `digits` decimals (the figures are never negative). */
const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};
const ratio = (a: number, b: number, digits: number) => (b > 0 ? round(a / b, digits) : 0);

/**
 * A Metrics record from the counters of its period: `v[o + COL.name]` (the counters of many
 * buckets in one flat array, so a series of 720 hours makes no object per bucket for them).
 */
function recordOf(start: string, end: string, granularity: Granularity, v: ArrayLike<number>, o: number, landing: LandingFigures): MetricsRecord {
  const confirmed = v[o + COL.confirmed];
  const failed = v[o + COL.failed];
  const expired = v[o + COL.expired];
  const transactions = v[o + COL.transactions];
  const volumeUsd = v[o + COL.volume_usd];
  const intentsParsed = v[o + COL.intents_parsed];
  const parseErrors = v[o + COL.intent_parse_errors];
  const requests = v[o + COL.requests];
  return {
    period: { start, end, granularity },
    transactions: {
      total: transactions,
      swaps: v[o + COL.swaps],
      transfers: v[o + COL.transfers],
      successRate: ratio(100 * confirmed, confirmed + failed + expired, 2),
      stakes: v[o + COL.stakes],
      unstakes: v[o + COL.unstakes],
      wraps: v[o + COL.wraps],
      unwraps: v[o + COL.unwraps],
      closeAccounts: v[o + COL.close_accounts],
      confirmed,
      failed,
      expired,
    },
    volume: { totalUSD: round(volumeUsd, 6), averagePerTransaction: ratio(volumeUsd, v[o + COL.volume_transactions], 6) },
    intents: {
      total: intentsParsed + parseErrors,
      averageConfidence: ratio(v[o + COL.intents_confidence_sum], intentsParsed, 4),
      parseErrors,
    },
    requests: { total: requests, errors: v[o + COL.request_errors], rateLimited: v[o + COL.requests_rate_limited], averageLatencyMs: ratio(v[o + COL.request_latency_ms_sum], requests, 1), mcp: v[o + COL.requests_mcp] },
    landing,
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Fields of a bucket in the text the read answers: its start, then the counters. */
const BUCKET_FIELDS = 1 + METRIC_COLUMNS.length;

/**
 * An account's metrics on one network (the caller's: live keys see mainnet, test keys devnet)
 * over a range, from the rollup tables only (never the raw rows), in one statement summed per
 * UTC bucket (at most MAX_BUCKETS buckets come back). It counts the hours whose start lies in
 * [start, end): as whole UTC days from account_daily_metrics where the range covers them, as
 * hours from account_hourly_metrics at its ragged ends (and for hourly buckets). A year by day
 * reads about 365 rows. Buckets with no activity are answered with zeros: a chart has no gaps.
 *
 * The buckets come back as one text value, every bucket's start (Unix ms) and counters
 * separated by commas, rather than one row per bucket: 720 rows of 21 columns cost the
 * driver about 2.5 ms of this process's CPU to decode, the one text value a tenth of that
 * (docs/performance.md, "GET /v1/analytics/metrics, 30 days by hour"). Hourly buckets are the
 * hourly rows themselves (one per account, network and hour), so they are not grouped again;
 * bucket starts are float8 epochs (date_part), not numerics (extract), which cost Postgres more.
 */
export async function readAccountMetrics(orm: Orm, owner: { accountId: string; network: Network }, range: MetricsRange): Promise<MetricsReport> {
  const schema = String(orm.config.get('schema') ?? 'public').replace(/"/g, '""');
  const hourly = `"${schema}"."account_hourly_metrics"`;
  const daily = `"${schema}"."account_daily_metrics"`;
  const cols = METRIC_COLUMNS.join(', ');
  const iso = (t: number) => new Date(t).toISOString();
  const firstDay = Math.ceil(range.startMs / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(range.endMs / DAY_MS) * DAY_MS;
  let buckets: string;
  let params: unknown[];
  if (range.granularity === 'hour') {
    buckets = `select date_part('epoch', hour) * 1000 as bucket, ${cols} from ${hourly}
      where account_id = ? and network = ? and hour >= ?::timestamptz and hour < ?::timestamptz`;
    params = [owner.accountId, owner.network, iso(range.startMs), iso(range.endMs)];
  } else {
    const source = firstDay >= lastDay
      ? `select hour as at, ${cols} from ${hourly} where account_id = ? and network = ? and hour >= ?::timestamptz and hour < ?::timestamptz`
      : `select day as at, ${cols} from ${daily} where account_id = ? and network = ? and day >= ?::timestamptz and day < ?::timestamptz
      union all
      select hour, ${cols} from ${hourly} where account_id = ? and network = ?
        and ((hour >= ?::timestamptz and hour < ?::timestamptz) or (hour >= ?::timestamptz and hour < ?::timestamptz))`;
    buckets = `select date_part('epoch', date_trunc(?, at, 'UTC')) * 1000 as bucket, ${METRIC_COLUMNS.map((c) => `sum(${c}::float8) as ${c}`).join(', ')}
      from (${source}) as r group by 1`;
    params = [range.granularity, ...(firstDay >= lastDay
      ? [owner.accountId, owner.network, iso(range.startMs), iso(range.endMs)]
      : [owner.accountId, owner.network, iso(firstDay), iso(lastDay), owner.accountId, owner.network, iso(range.startMs), iso(firstDay), iso(lastDay), iso(range.endMs)])];
  }
  const [[{ flat }], landing] = await Promise.all([
    orm.em.getConnection().execute(`select string_agg(concat_ws(',', bucket, ${cols}), ',') as flat from (${buckets}) as b`, params) as Promise<Array<{ flat: string | null }>>,
    readLanding(orm, `"${schema}"."transactions"`, owner, range),
  ]);

  const values = bucketValues(flat);
  // Buckets are keyed by their aligned start; the first bucket, cut to the range, may start later.
  const offsetOf = new Map<number, number>();
  const total = new Array<number>(METRIC_COLUMNS.length).fill(0);
  for (let o = 0; o < values.length; o += BUCKET_FIELDS) {
    offsetOf.set(values[o], o + 1);
    for (let c = 0; c < METRIC_COLUMNS.length; c++) total[c] += values[o + 1 + c];
  }
  const g = range.granularity;
  const spans = bucketsOf(range, g);
  const isoOf = isoWriter();
  const series: MetricsRecord[] = new Array(spans.length);
  let start = isoOf(range.startMs);
  for (let i = 0; i < spans.length; i++) {
    const end = isoOf(spans[i].endMs);
    const at = bucketStart(spans[i].startMs, g);
    const o = offsetOf.get(at);
    series[i] = recordOf(start, end, g, o === undefined ? ZERO : values, o ?? 0, landing.byBucket.get(at) ?? NO_LANDING);
    start = end;
  }
  return { ...recordOf(isoOf(range.startMs), isoOf(range.endMs), g, total, 0, landing.total), series };
}

/**
 * The numbers of the read's text: JSON.parse reads the comma-separated list in one native pass
 * (float8's text form is JSON's, Postgres writing the shortest text that reads back to the same
 * double, as the driver's parseFloat of a row would have read it); a NaN or Infinity, which
 * JSON has no word for, falls back to Number() of each. Every column is NOT NULL (concat_ws
 * would skip a null and shift the rest): a count that does not divide is a broken read.
 */
function bucketValues(flat: string | null): number[] {
  if (flat === null) return [];
  let values: number[];
  try {
    values = JSON.parse(`[${flat}]`) as number[];
  } catch {
    values = flat.split(',').map(Number);
  }
  if (values.length % BUCKET_FIELDS !== 0) throw new Error(`readAccountMetrics: ${values.length} values are not buckets of ${BUCKET_FIELDS}`);
  return values;
}

const TWO_DIGITS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/**
 * Date#toISOString for a series' bounds, about 1 µs each: a whole hour (every bound of an hourly,
 * daily, weekly or monthly series but the range's own ends) is written from its day's text, kept
 * while the hours stay in the same day.
 */
function isoWriter(): (t: number) => string {
  let day = NaN;
  let prefix = '';
  return (t) => {
    if (t % HOUR_MS !== 0) return new Date(t).toISOString();
    const d = Math.floor(t / DAY_MS);
    if (d !== day) {
      const text = new Date(d * DAY_MS).toISOString();
      day = d;
      prefix = text.slice(0, text.indexOf('T') + 1);
    }
    return `${prefix}${TWO_DIGITS[(t - d * DAY_MS) / HOUR_MS]}:00:00.000Z`;
  };
}


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
