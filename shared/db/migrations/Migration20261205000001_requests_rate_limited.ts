import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's usage charts (issue 17) show the 429 answers: a counter of them in both
 * rollup tables. Existing rows read 0 until their hour is rolled up again (the rollup only
 * recomputes hours that saw new activity). The daily table's primary key carries every counter
 * (INCLUDE, for index-only reads), so it is rebuilt with the new one.
 */
export class Migration20261205000001_requests_rate_limited extends Migration {
  override async up(): Promise<void> {
    for (const table of ['account_hourly_metrics', 'account_daily_metrics']) {
      this.addSql(`alter table ${table} add column requests_rate_limited integer not null default 0 check (requests_rate_limited >= 0);`);
    }
    this.addSql(`
      alter table account_daily_metrics drop constraint account_daily_metrics_pkey,
        add primary key (account_id, network, day) include (
          requests, request_errors, request_latency_ms_sum, requests_rate_limited,
          intents_parsed, intents_confidence_sum, intent_parse_errors,
          transactions, swaps, transfers, stakes, unstakes, wraps, unwraps,
          confirmed, failed, expired, volume_usd, volume_transactions);`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table account_daily_metrics drop constraint account_daily_metrics_pkey,
        add primary key (account_id, network, day) include (
          requests, request_errors, request_latency_ms_sum,
          intents_parsed, intents_confidence_sum, intent_parse_errors,
          transactions, swaps, transfers, stakes, unstakes, wraps, unwraps,
          confirmed, failed, expired, volume_usd, volume_transactions);`);
    for (const table of ['account_hourly_metrics', 'account_daily_metrics']) {
      this.addSql(`alter table ${table} drop column requests_rate_limited;`);
    }
  }
}
