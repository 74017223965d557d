import { Migration } from '@mikro-orm/migrations';

/**
 * Landing figures of GET /v1/analytics/metrics (docs/analytics.md, "Landing"): the submitted
 * records of an account on a network, by `submitted_at`, read as one index range scan.
 */
export class Migration20261212000001_landing_metrics extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index transactions_account_submitted_idx on transactions (account_id, network, submitted_at) where submitted_at is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists transactions_account_submitted_idx;');
  }
}
