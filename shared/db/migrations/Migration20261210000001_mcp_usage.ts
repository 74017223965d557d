import { Migration } from '@mikro-orm/migrations';

/**
 * MCP traffic in usage analytics (issue 26): each usage event says how the request came
 * (`rest`, or `mcp` for the REST call an MCP tool call made), and both rollup tables count the
 * MCP ones (`requests_mcp`, among `requests`). Existing events are REST (the default); rollup
 * rows read 0 until their hour is rolled up again. The daily table's primary key carries every
 * counter (INCLUDE, for index-only reads), so it is rebuilt with the new one.
 */
export class Migration20261210000001_mcp_usage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table usage_events add column via text not null default 'rest' check (via in ('rest', 'mcp'));`);
    for (const table of ['account_hourly_metrics', 'account_daily_metrics']) {
      this.addSql(`alter table ${table} add column requests_mcp integer not null default 0 check (requests_mcp >= 0);`);
    }
    this.addSql(`
      alter table account_daily_metrics drop constraint account_daily_metrics_pkey,
        add primary key (account_id, network, day) include (
          requests, request_errors, request_latency_ms_sum, requests_rate_limited, requests_mcp,
          intents_parsed, intents_confidence_sum, intent_parse_errors,
          transactions, swaps, transfers, stakes, unstakes, wraps, unwraps,
          confirmed, failed, expired, volume_usd, volume_transactions);`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table account_daily_metrics drop constraint account_daily_metrics_pkey,
        add primary key (account_id, network, day) include (
          requests, request_errors, request_latency_ms_sum, requests_rate_limited,
          intents_parsed, intents_confidence_sum, intent_parse_errors,
          transactions, swaps, transfers, stakes, unstakes, wraps, unwraps,
          confirmed, failed, expired, volume_usd, volume_transactions);`);
    for (const table of ['account_hourly_metrics', 'account_daily_metrics']) {
      this.addSql(`alter table ${table} drop column requests_mcp;`);
    }
    this.addSql('alter table usage_events drop column via;');
  }
}
