import { Migration } from '@mikro-orm/migrations';

/**
 * Rent reclaims in analytics (issue 35): both rollup tables count the close_accounts
 * transactions built (`close_accounts`, among `transactions`). Rollup rows read 0 until their
 * hour is rolled up again. The daily table's primary key carries every counter (INCLUDE, for
 * index-only reads), so it is rebuilt with the new one.
 */
export class Migration20261225000002_close_accounts_metrics extends Migration {
  override async up(): Promise<void> {
    for (const table of ['account_hourly_metrics', 'account_daily_metrics']) {
      this.addSql(`alter table ${table} add column close_accounts integer not null default 0 check (close_accounts >= 0);`);
    }
    this.addSql(`
      alter table account_daily_metrics drop constraint account_daily_metrics_pkey,
        add primary key (account_id, network, day) include (
          requests, request_errors, request_latency_ms_sum, requests_rate_limited, requests_mcp,
          intents_parsed, intents_confidence_sum, intent_parse_errors,
          transactions, swaps, transfers, stakes, unstakes, wraps, unwraps,
          confirmed, failed, expired, volume_usd, volume_transactions, close_accounts);`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table account_daily_metrics drop constraint account_daily_metrics_pkey,
        add primary key (account_id, network, day) include (
          requests, request_errors, request_latency_ms_sum, requests_rate_limited, requests_mcp,
          intents_parsed, intents_confidence_sum, intent_parse_errors,
          transactions, swaps, transfers, stakes, unstakes, wraps, unwraps,
          confirmed, failed, expired, volume_usd, volume_transactions);`);
    for (const table of ['account_hourly_metrics', 'account_daily_metrics']) {
      this.addSql(`alter table ${table} drop column close_accounts;`);
    }
  }
}
