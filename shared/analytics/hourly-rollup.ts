import type { EntityManager, Orm } from '../db/orm.js';

/** The counters of the rollup tables (account_hourly_metrics, account_daily_metrics), in one list the rollup and the read use. */
export const METRIC_COLUMNS = [
  'requests', 'request_errors', 'request_latency_ms_sum', 'requests_rate_limited', 'requests_mcp',
  'intents_parsed', 'intents_confidence_sum', 'intent_parse_errors',
  'transactions', 'swaps', 'transfers', 'stakes', 'unstakes', 'wraps', 'unwraps',
  'confirmed', 'failed', 'expired',
  'volume_usd', 'volume_transactions',
  'close_accounts',
] as const;
export type MetricColumn = (typeof METRIC_COLUMNS)[number];

/** The watermark row of the hourly rollup in analytics_rollup_state. */
const STATE_NAME = 'account_hourly_metrics';
/** One run may rebuild years of history on its first run; the ORM's 15 s statement bound is for requests. */
const ROLLUP_STATEMENT_TIMEOUT = '300s';

export interface RollupOptions {
  /**
   * Each run re-covers rows changed this long before the previous run started, so that rows
   * committed late (in flight during that run) or stamped by a host whose clock lags are
   * still rolled up.
   */
  latenessMs: number;
  /**
   * When another run holds the lock: false (default) waits for it, then runs; true returns
   * null at once (the scheduled job: the run in progress covers what this one would do, and
   * a waiting run would only hold a connection).
   */
  skipIfBusy?: boolean;
}

export interface RollupResult {
  /** This run rolled up the rows changed since then (the last watermark less the lateness); null on a first run: everything. */
  since: string | null;
  /** Where the next run starts (before its own lateness window). */
  watermark: string;
  /** Account-hours recomputed from raw rows. */
  hoursRecomputed: number;
  /** Of those, the hours whose counters actually changed. */
  hoursChanged: number;
}

/** Schema-qualified table names (DATABASE_SCHEMA). */
function tables(orm: Orm) {
  const schema = String(orm.config.get('schema') ?? 'public').replace(/"/g, '""');
  const t = (name: string) => `"${schema}"."${name}"`;
  return {
    schema,
    hourly: t('account_hourly_metrics'),
    daily: t('account_daily_metrics'),
    state: t('analytics_rollup_state'),
    usage: t('usage_events'),
    intents: t('intents'),
    transactions: t('transactions'),
    keys: t('api_keys'),
  };
}

/** A transaction counts once it was built: a failed build is no transaction, an on-chain failure is (it settled). */
const BUILT = `(x.status in ('built', 'submitted', 'confirmed', 'expired') or (x.status = 'failed' and x.settled_at is not null))`;
/**
 * A transaction's USD volume: its build-time value (volume_usd, of what leaves the wallet), scaled
 * to what landed for a confirmed record whose actualOutput says how much input left the wallet
 * (a swap fills anywhere within its slippage bound; docs/analytics.md).
 */
const VOLUME = `(case when x.status = 'confirmed' and x.volume_usd is not null
      and x.actual_output->>'inputAmount' ~ '^-?[0-9]+$' and x.expected_output->'breakdown'->>'inputAmount' ~ '^[0-9]+$'
      and (x.expected_output->'breakdown'->>'inputAmount')::numeric > 0
    then x.volume_usd * greatest((x.actual_output->>'inputAmount')::numeric / (x.expected_output->'breakdown'->>'inputAmount')::numeric, 0)::float8
    else x.volume_usd end)`;
/** The UTC hour of a raw row. */
const HOUR = `date_trunc('hour', created_at, 'UTC')`;
/** The network of a key's environment: live keys act on mainnet, test keys on devnet. */
const KEY_NETWORK = `case k.environment when 'live' then 'mainnet' else 'devnet' end`;
/** The per-run temporary table of (account_id, network, hour) to recompute; dropped at commit. */
const DIRTY = 'analytics_dirty_hours';
/** Rows of a rollup table and of a derived set that are the same (account, network, time). */
const same = (a: string, b: string, time: string) => `${a}.account_id = ${b}.account_id and ${a}.network = ${b}.network and ${a}.${time} = ${b}.${time}`;
/** The upsert tail of both rollup tables: rewrite a row only when a counter changed. */
const upsertTail = (key: string) => `
    on conflict (account_id, network, ${key}) do update set ${METRIC_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = excluded.updated_at
    where (${METRIC_COLUMNS.map((c) => `m.${c}`).join(', ')}) is distinct from (${METRIC_COLUMNS.map((c) => `excluded.${c}`).join(', ')})`;

/**
 * The statement that recomputes every (account, network, hour) of the temporary DIRTY table
 * whole from the raw rows and upserts it; a row whose counters did not change is left alone,
 * so re-running is idempotent and reports 0 changes. Each hour reads its raw rows through the
 * (account_id, created_at) indexes of the raw tables; a usage event's network is its key's.
 */
function recomputeSql(orm: Orm): string {
  const t = tables(orm);
  const inHour = (alias: string) => `${alias}.account_id = d.account_id and ${alias}.created_at >= d.hour and ${alias}.created_at < d.hour + interval '1 hour'`;
  const source = (c: MetricColumn) => (c.startsWith('request') ? 'usage_h' : c.startsWith('intent') ? 'intents_h' : 'tx_h');
  return `
    with usage_h as (
      select d.account_id, d.network, d.hour, count(*) as requests, count(*) filter (where e.status >= 400) as request_errors,
             count(*) filter (where e.status = 429) as requests_rate_limited,
             count(*) filter (where e.via = 'mcp') as requests_mcp,
             sum(e.latency_ms) as request_latency_ms_sum
      from ${DIRTY} d
      join ${t.usage} e on ${inHour('e')}
      join ${t.keys} k on k.id = e.key_id and ${KEY_NETWORK} = d.network
      group by d.account_id, d.network, d.hour
    ),
    intents_h as (
      select d.account_id, d.network, d.hour,
             count(*) filter (where n.status = 'parsed') as intents_parsed,
             coalesce(sum(n.confidence) filter (where n.status = 'parsed'), 0) as intents_confidence_sum,
             count(*) filter (where n.status = 'failed' and n.error->>'code' = 'intent_parse_error') as intent_parse_errors
      from ${DIRTY} d join ${t.intents} n on ${inHour('n')} and n.network = d.network
      group by d.account_id, d.network, d.hour
    ),
    tx_h as (
      select d.account_id, d.network, d.hour,
             count(*) filter (where ${BUILT}) as transactions,
             ${['swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap'].map((type) => `count(*) filter (where ${BUILT} and x.type = '${type}') as ${type}s`).join(',\n             ')},
             count(*) filter (where ${BUILT} and x.type = 'close_accounts') as close_accounts,
             count(*) filter (where x.status = 'confirmed') as confirmed,
             count(*) filter (where x.status = 'failed' and x.settled_at is not null) as failed,
             count(*) filter (where x.status = 'expired') as expired,
             coalesce(sum(${VOLUME}) filter (where ${BUILT}), 0) as volume_usd,
             count(x.volume_usd) filter (where ${BUILT}) as volume_transactions
      from ${DIRTY} d join ${t.transactions} x on ${inHour('x')} and x.network = d.network
      group by d.account_id, d.network, d.hour
    )
    insert into ${t.hourly} as m (account_id, network, hour, ${METRIC_COLUMNS.join(', ')}, updated_at)
    select d.account_id, d.network, d.hour, ${METRIC_COLUMNS.map((c) => `coalesce(${source(c)}.${c}, 0)`).join(', ')}, now()
    from ${DIRTY} d
    left join usage_h on ${same('usage_h', 'd', 'hour')}
    left join intents_h on ${same('intents_h', 'd', 'hour')}
    left join tx_h on ${same('tx_h', 'd', 'hour')}${upsertTail('hour')}`;
}

/**
 * The statement that recomputes the days of the DIRTY hours from the hourly rows (24 rows a
 * day), the same idempotent way: the daily table is the hourly one summed per UTC day.
 */
function recomputeDaysSql(orm: Orm): string {
  const t = tables(orm);
  return `
    insert into ${t.daily} as m (account_id, network, day, ${METRIC_COLUMNS.join(', ')}, updated_at)
    select d.account_id, d.network, d.day, ${METRIC_COLUMNS.map((c) => `coalesce(sum(h.${c}), 0)`).join(', ')}, now()
    from (select distinct account_id, network, date_trunc('day', hour, 'UTC') as day from ${DIRTY}) d
    left join ${t.hourly} h on h.account_id = d.account_id and h.network = d.network and h.hour >= d.day and h.hour < d.day + interval '24 hours'
    group by d.account_id, d.network, d.day${upsertTail('day')}`;
}

/** The text whose hashtext() is the rollup's advisory lock (one per database schema). */
export function rollupLockKey(orm: Orm): string {
  return `solana-intent-service:analytics-rollup:${tables(orm).schema}`;
}

type Conn = ReturnType<EntityManager['getConnection']>;
type Exec = <R>(sql: string, params: unknown[], method: 'all' | 'run') => Promise<R>;

/**
 * Run `work` in one transaction holding the rollup's advisory lock, with a statement bound fit
 * for rebuilding history rather than for answering requests. Concurrent runs queue up on the
 * lock, or with `skipIfBusy` give up at once (null).
 */
async function underRollupLock<T>(orm: Orm, skipIfBusy: boolean, work: (exec: Exec) => Promise<T>): Promise<T | null> {
  const key = rollupLockKey(orm);
  return orm.em.fork().transactional(async (em) => {
    const conn: Conn = em.getConnection();
    const ctx = em.getTransactionContext();
    const exec: Exec = (sql, params, method) => conn.execute(sql, params as never[], method, ctx) as never;
    await exec(`set local statement_timeout = '${ROLLUP_STATEMENT_TIMEOUT}'`, [], 'run');
    if (skipIfBusy) {
      const [{ locked }] = await exec<Array<{ locked: boolean }>>('select pg_try_advisory_xact_lock(hashtext(?)) as locked', [key], 'all');
      if (!locked) return null;
    } else {
      await exec('select pg_advisory_xact_lock(hashtext(?))', [key], 'all');
    }
    return work(exec);
  });
}

/** Fill the DIRTY table from a query of (account_id, network, hour), recompute those hours, then their days. */
async function recompute(orm: Orm, exec: Exec, dirty: string, params: unknown[]): Promise<{ hoursRecomputed: number; hoursChanged: number }> {
  const made = await exec<{ affectedRows: number }>(`create temporary table ${DIRTY} on commit drop as ${dirty}`, params, 'run');
  if (made.affectedRows === 0) return { hoursRecomputed: 0, hoursChanged: 0 };
  await exec(`analyze ${DIRTY}`, [], 'run');
  const changed = await exec<{ affectedRows: number }>(recomputeSql(orm), [], 'run');
  await exec(recomputeDaysSql(orm), [], 'run');
  return { hoursRecomputed: made.affectedRows, hoursChanged: changed.affectedRows };
}

/**
 * Bring account_hourly_metrics and account_daily_metrics up to date: find the (account, hour)
 * pairs whose raw rows changed since the last run (less the lateness window), recompute each
 * whole from usage_events, intents and transactions (INSERT … SELECT … GROUP BY … ON CONFLICT
 * DO UPDATE), then their days from the hours.
 * "Changed" means a usage event written (recorded_at), an intent or transaction updated
 * (updated_at; settled_at too), so a transaction confirmed hours after it was built updates
 * the hour it was built in. The first run covers everything.
 *
 * Safe to run anywhere, any number of times, at once: one transaction under an advisory lock,
 * so concurrent runs queue up (the second finds little to do; with skipIfBusy it returns null
 * instead) and the watermark only moves forward; the upsert itself is idempotent.
 */
export async function rollupHourlyMetrics(orm: Orm, options: RollupOptions & { skipIfBusy: true }): Promise<RollupResult | null>;
export async function rollupHourlyMetrics(orm: Orm, options: RollupOptions): Promise<RollupResult>;
export async function rollupHourlyMetrics(orm: Orm, options: RollupOptions): Promise<RollupResult | null> {
  const t = tables(orm);
  return underRollupLock(orm, options.skipIfBusy ?? false, async (exec) => {
    // Read after the lock: a run that finished while this one waited has moved the watermark.
    // Both as Unix ms (sub-millisecond parts dropped: the watermark only ever errs earlier).
    const [state] = await exec<Array<{ now: number; watermark: number | null }>>(
      `select floor(extract(epoch from clock_timestamp()) * 1000)::float8 as now,
              (select floor(extract(epoch from watermark) * 1000)::float8 from ${t.state} where name = ?) as watermark`,
      [STATE_NAME], 'all',
    );
    const watermark = new Date(state.now).toISOString();
    const since = state.watermark === null ? null : new Date(state.watermark - options.latenessMs).toISOString();
    const from = since ?? '-infinity';
    const dirty = `
      select e.account_id, ${KEY_NETWORK} as network, date_trunc('hour', e.created_at, 'UTC') as hour
        from ${t.usage} e join ${t.keys} k on k.id = e.key_id where e.recorded_at >= ?::timestamptz
      union
      select account_id, network, ${HOUR} from ${t.intents} where updated_at >= ?::timestamptz
      union
      select account_id, network, ${HOUR} from ${t.transactions} where updated_at >= ?::timestamptz or settled_at >= ?::timestamptz`;
    const done = await recompute(orm, exec, dirty, [from, from, from, from]);
    await exec(
      `insert into ${t.state} as s (name, watermark, updated_at) values (?, ?, now())
       on conflict (name) do update set watermark = greatest(s.watermark, excluded.watermark), updated_at = now()`,
      [STATE_NAME, watermark], 'run',
    );
    return { since, watermark, ...done };
  });
}

/**
 * Recompute every account's hours in [from, to) (widened to whole hours) from the raw rows,
 * whatever the watermark: for backfills and repairs. Hours in the range whose raw rows are
 * gone are set to zero. Same lock as rollupHourlyMetrics; the watermark is left alone.
 */
export async function rebuildHourlyMetrics(orm: Orm, from: Date, to: Date): Promise<Pick<RollupResult, 'hoursRecomputed' | 'hoursChanged'>> {
  const t = tables(orm);
  const start = new Date(Math.floor(from.getTime() / 3_600_000) * 3_600_000).toISOString();
  const end = new Date(Math.ceil(to.getTime() / 3_600_000) * 3_600_000).toISOString();
  const done = await underRollupLock(orm, false, async (exec) => {
    const inRange = 'created_at >= ?::timestamptz and created_at < ?::timestamptz';
    const dirty = `
      select e.account_id, ${KEY_NETWORK} as network, date_trunc('hour', e.created_at, 'UTC') as hour
        from ${t.usage} e join ${t.keys} k on k.id = e.key_id where e.created_at >= ?::timestamptz and e.created_at < ?::timestamptz
      union
      select account_id, network, ${HOUR} from ${t.intents} where ${inRange}
      union
      select account_id, network, ${HOUR} from ${t.transactions} where ${inRange}
      union
      select account_id, network, hour from ${t.hourly} where hour >= ?::timestamptz and hour < ?::timestamptz
      union
      select account_id, network, day from ${t.daily} where day >= ?::timestamptz and day < ?::timestamptz`;
    return recompute(orm, exec, dirty, [start, end, start, end, start, end, start, end, start, end]);
  });
  return done!;
}

/**
 * Where the rollup stands: activity before this instant (less the lateness window re-covered
 * by the next run) is in the rollup tables; null before the first run. The dashboard shows it
 * as how far the usage figures lag.
 */
export async function readRollupWatermark(orm: Orm): Promise<Date | null> {
  const rows = await orm.em.getConnection().execute<Array<{ watermark: Date | string }>>(
    `select watermark from ${tables(orm).state} where name = ?`, [STATE_NAME]);
  const value = rows[0]?.watermark;
  return value === undefined ? null : new Date(value);
}
