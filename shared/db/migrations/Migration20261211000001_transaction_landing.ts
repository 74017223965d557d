import { Migration } from '@mikro-orm/migrations';

/**
 * Submitting and landing built transactions (docs/transactions.md, "Submit and land"): the
 * signed bytes the landing loop rebroadcasts, when it was submitted and landed, the slot, the
 * number of broadcasts, and the loop's lease (which worker runs it, until when). A landed
 * signature settles at most one record: the index on (network, signature) becomes unique.
 */
export class Migration20261211000001_transaction_landing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table transactions
      add column signed_transaction text null,
      add column submitted_at timestamptz null,
      add column landed_at timestamptz null,
      add column slot bigint null,
      add column broadcasts integer not null default 0,
      add column landing_owner varchar(255) null,
      add column landing_lease_until timestamptz null,
      add column priority_level varchar(16) null;`);
    this.addSql('alter table transactions drop constraint transactions_status_check;');
    this.addSql(`alter table transactions add constraint transactions_status_check check (status in ('pending', 'running', 'built', 'submitted', 'failed', 'confirmed', 'expired'));`);
    // Before this release two byte-identical builds could both be settled by one landing: keep
    // the signature on the oldest record only, so the unique index can be built.
    this.addSql(`update transactions as t set signature = null
      where t.signature is not null and exists (
        select 1 from transactions as o where o.network = t.network and o.signature = t.signature
          and (o.created_at, o.id) < (t.created_at, t.id));`);
    this.addSql('drop index if exists transactions_signature_idx;');
    this.addSql('create unique index transactions_signature_idx on transactions (network, signature) where signature is not null;');
    // The sweep finds submitted records whose landing loop lost its job (Redis emptied).
    this.addSql(`create index transactions_submitted_idx on transactions (landing_lease_until) where status = 'submitted';`);
  }

  override async down(): Promise<void> {
    this.addSql(`update transactions set status = 'built' where status = 'submitted';`);
    this.addSql('alter table transactions drop constraint transactions_status_check;');
    this.addSql(`alter table transactions add constraint transactions_status_check check (status in ('pending', 'running', 'built', 'failed', 'confirmed', 'expired'));`);
    this.addSql('drop index if exists transactions_submitted_idx;');
    this.addSql('drop index if exists transactions_signature_idx;');
    this.addSql('create index transactions_signature_idx on transactions (network, signature) where signature is not null;');
    this.addSql(`alter table transactions drop column signed_transaction, drop column submitted_at, drop column landed_at,
      drop column slot, drop column broadcasts, drop column landing_owner, drop column landing_lease_until, drop column priority_level;`);
  }
}
