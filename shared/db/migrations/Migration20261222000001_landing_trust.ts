import { Migration } from '@mikro-orm/migrations';

/**
 * Landing you can trust (issue 34, docs/transactions.md):
 * - `actual_output`: the balance changes read from the landed transaction, beside the build's
 *   expected_output;
 * - `correction`: set when a record's final state was corrected (an `expired` record the wallet's
 *   history shows landed), named in the transaction.confirmed webhook;
 * - the landing loops' queue: submitted records of a network, oldest signed first, and the live
 *   loops of one account (the per-account cap).
 */
export class Migration20261222000001_landing_trust extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table transactions add column actual_output jsonb null, add column correction jsonb null;');
    this.addSql(`create index transactions_landing_queue_idx on transactions (network, submitted_at, id) where status = 'submitted';`);
    this.addSql(`create index transactions_landing_account_idx on transactions (account_id, network) where status = 'submitted';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists transactions_landing_account_idx;');
    this.addSql('drop index if exists transactions_landing_queue_idx;');
    this.addSql('alter table transactions drop column actual_output, drop column correction;');
  }
}
