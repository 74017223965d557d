import { Migration } from '@mikro-orm/migrations';

/** API keys (hash only), usage events, and the owning account of ping records. */
export class Migration20261122000001_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table api_keys (
        id text primary key,
        account_id text not null references accounts(id),
        name text not null check (char_length(name) between 1 and 100),
        environment text not null check (environment in ('live', 'test')),
        scopes text[] not null check (cardinality(scopes) > 0),
        prefix text not null,
        last4 text not null,
        key_hash text not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz,
        rotated_to_id text references api_keys(id),
        grace_period_ends_at timestamptz,
        created_by_key_id text references api_keys(id)
      );`);
    this.addSql('create unique index api_keys_key_hash_key on api_keys (key_hash);');
    // Listing an account's keys newest first (ids sort by creation time).
    this.addSql('create index api_keys_account_id_id_idx on api_keys (account_id, id desc);');
    this.addSql(`
      create table usage_events (
        id bigint generated always as identity primary key,
        account_id text not null,
        key_id text not null,
        method text not null,
        route text not null,
        status smallint not null,
        latency_ms integer not null,
        created_at timestamptz not null
      );`);
    this.addSql('create index usage_events_account_id_created_at_idx on usage_events (account_id, created_at);');
    this.addSql('alter table pings add column account_id text references accounts(id);');
    this.addSql('create index pings_account_id_idx on pings (account_id);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table pings drop column if exists account_id;');
    this.addSql('drop table if exists usage_events;');
    this.addSql('drop table if exists api_keys;');
  }
}
