import { Migration } from '@mikro-orm/migrations';

/**
 * Payable links (docs/links.md): a command parsed once, which any wallet can pay through Solana
 * Pay or Solana Actions. The build records a link's payers fetch carry the link and the Solana
 * Pay reference key the watcher looks for on chain; `link_paid_at` makes the link's counters and
 * its `link.paid` event once-only, whoever settled the record (the watcher or the wallet indexer).
 */
export class Migration20261226000001_payment_links extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payment_links (
        id text primary key,
        account_id text not null references accounts (id),
        api_key_id text not null,
        network text not null,
        intent_id text not null,
        command text not null,
        type text not null,
        params jsonb not null,
        title text not null,
        description text,
        icon text,
        label text,
        amount_min text,
        amount_max text,
        status text not null default 'active',
        max_uses integer,
        expires_at timestamptz,
        views integer not null default 0,
        builds integer not null default 0,
        paid integer not null default 0,
        volume_usd double precision not null default 0,
        revoked_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index payment_links_account_idx on payment_links (account_id, network, created_at desc, id desc);');
    this.addSql('alter table transactions add column link_id text, add column reference text, add column link_paid_at timestamptz;');
    this.addSql('create index transactions_link_idx on transactions (link_id, created_at) where link_id is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists transactions_link_idx;');
    this.addSql('alter table transactions drop column if exists link_id, drop column if exists reference, drop column if exists link_paid_at;');
    this.addSql('drop table if exists payment_links;');
  }
}
