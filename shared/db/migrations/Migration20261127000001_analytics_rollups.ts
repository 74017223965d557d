import { Migration } from '@mikro-orm/migrations';

/** The counters of a rollup row (docs/analytics.md says what each counts), as name:type. */
const COUNTER_SPECS = [
  'requests', 'request_errors', 'request_latency_ms_sum:bigint',
  'intents_parsed', 'intents_confidence_sum:double precision', 'intent_parse_errors',
  'transactions', 'swaps', 'transfers', 'stakes', 'unstakes', 'wraps', 'unwraps',
  'confirmed', 'failed', 'expired',
  'volume_usd:double precision', 'volume_transactions',
].map((spec) => spec.split(':') as [string, string?]);
const COUNTERS = COUNTER_SPECS.map(([name, type = 'integer']) => `${name} ${type} not null default 0${type === 'double precision' ? '' : ` check (${name} >= 0)`}`).join(',\n        ');
const COUNTER_NAMES = COUNTER_SPECS.map(([name]) => name).join(', ');

/**
 * Usage analytics (issue 8): hourly and daily rollups per account, the rollup's watermark, and
 * what the rollup needs of the raw tables to find the hours that changed since its last run.
 */
export class Migration20261127000001_analytics_rollups extends Migration {
  override async up(): Promise<void> {
    // One row per account, network and UTC hour that saw any activity (live keys' activity is
    // mainnet's, test keys' devnet's: each key sees its own network's figures); recomputed
    // whole from the raw rows by shared/analytics/hourly-rollup.ts, read by
    // GET /v1/analytics/metrics. Derived data: it can always be rebuilt, so no foreign key ties
    // it to the account lifecycle.
    this.addSql(`
      create table account_hourly_metrics (
        account_id text not null,
        network text not null check (network in ('mainnet', 'devnet')),
        hour timestamptz not null check (hour = date_trunc('hour', hour, 'UTC')),
        ${COUNTERS},
        updated_at timestamptz not null default now(),
        primary key (account_id, network, hour)
      );`);
    // The same counters per account and UTC day, summed from the hourly rows by the same run:
    // a year answered by day, week or month reads 365 rows instead of 8,760. The key carries
    // the counters (INCLUDE), so that read is an index-only scan of a few contiguous pages; the
    // table is small (a row per account-day), so the copy costs little.
    this.addSql(`
      create table account_daily_metrics (
        account_id text not null,
        network text not null check (network in ('mainnet', 'devnet')),
        day timestamptz not null check (day = date_trunc('day', day, 'UTC')),
        ${COUNTERS},
        updated_at timestamptz not null default now(),
        primary key (account_id, network, day) include (${COUNTER_NAMES})
      );`);
    // Where the incremental rollup stands: rows changed before `watermark` minus the lateness
    // window are already rolled up.
    this.addSql(`
      create table analytics_rollup_state (
        name text primary key,
        watermark timestamptz not null,
        updated_at timestamptz not null default now()
      );`);
    // Usage events carry the time of the request (created_at), but are written in batches and,
    // after a Postgres outage, possibly much later. recorded_at is when the row was written:
    // what the rollup's watermark compares, so a late batch still marks its (old) hours.
    this.addSql('alter table usage_events add column recorded_at timestamptz not null default now();');
    this.addSql('create index usage_events_recorded_at_idx on usage_events (recorded_at);');
    // Intents and transactions are marked changed by updated_at (every status change bumps it);
    // settled_at too, in case a settlement is written without touching updated_at.
    this.addSql('create index intents_updated_at_idx on intents (updated_at);');
    this.addSql('create index transactions_updated_at_idx on transactions (updated_at);');
    this.addSql('create index transactions_settled_at_idx on transactions (settled_at) where settled_at is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists transactions_settled_at_idx;');
    this.addSql('drop index if exists transactions_updated_at_idx;');
    this.addSql('drop index if exists intents_updated_at_idx;');
    this.addSql('drop index if exists usage_events_recorded_at_idx;');
    this.addSql('alter table usage_events drop column if exists recorded_at;');
    this.addSql('drop table if exists analytics_rollup_state;');
    this.addSql('drop table if exists account_daily_metrics;');
    this.addSql('drop table if exists account_hourly_metrics;');
  }
}
