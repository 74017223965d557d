import { Migration } from '@mikro-orm/migrations';

/**
 * The token catalogue (issue 33, docs/intents.md "The token catalogue"): the registry table
 * grows the fields of Jupiter's Tokens API v2 and a third source, `catalogue` (rows written by
 * the tokens-sync job and by on-demand searches). Curated rows (source `registry`) stay the
 * pinned core: a sync never rewrites their symbol, name, decimals, program or aliases.
 *
 * Every insert or change of a row takes the next value of tokens_version_seq into `version`
 * (a trigger, so no writer can forget it), and each statement that writes rows notifies the
 * `tokens_changed` channel: every process's in-memory index loads only the rows whose version
 * is above the one it holds.
 */
export class Migration20261220000001_token_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table tokens drop constraint if exists tokens_source_check;`);
    this.addSql(`alter table tokens add constraint tokens_source_check check (source in ('registry', 'chain', 'catalogue'));`);
    this.addSql(`create sequence if not exists tokens_version_seq;`);
    this.addSql(`
      alter table tokens
        add column logo_uri text,
        add column verified boolean not null default false,
        add column organic_score double precision,
        add column liquidity_usd double precision,
        add column holder_count bigint,
        add column tags text[] not null default '{}',
        add column updated_at timestamptz not null default now(),
        add column version bigint not null default nextval('tokens_version_seq');`);
    // The curated list is verified by definition (its entries always win).
    this.addSql(`update tokens set verified = true where source = 'registry';`);
    this.addSql(`create index tokens_network_version_idx on tokens (network, version);`);
    this.addSql(`create index tokens_network_symbol_prefix_idx on tokens (network, lower(symbol) text_pattern_ops);`);
    this.addSql(`create index tokens_network_name_prefix_idx on tokens (network, lower(name) text_pattern_ops);`);
    this.addSql(`
      create or replace function tokens_bump_version() returns trigger language plpgsql as $$
      begin
        new.version := nextval('tokens_version_seq');
        new.updated_at := now();
        return new;
      end $$;`);
    this.addSql(`create trigger tokens_bump_version before insert or update on tokens for each row execute function tokens_bump_version();`);
    this.addSql(`
      create or replace function tokens_notify_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('tokens_changed', '');
        return null;
      end $$;`);
    this.addSql(`create trigger tokens_notify_changed after insert or update on tokens for each statement execute function tokens_notify_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists tokens_notify_changed on tokens;`);
    this.addSql(`drop trigger if exists tokens_bump_version on tokens;`);
    this.addSql(`drop function if exists tokens_notify_changed();`);
    this.addSql(`drop function if exists tokens_bump_version();`);
    this.addSql(`delete from tokens where source = 'catalogue';`);
    this.addSql(`drop index if exists tokens_network_version_idx;`);
    this.addSql(`drop index if exists tokens_network_symbol_prefix_idx;`);
    this.addSql(`drop index if exists tokens_network_name_prefix_idx;`);
    this.addSql(`alter table tokens drop column logo_uri, drop column verified, drop column organic_score, drop column liquidity_usd, drop column holder_count, drop column tags, drop column updated_at, drop column version;`);
    this.addSql(`drop sequence if exists tokens_version_seq;`);
    this.addSql(`alter table tokens drop constraint if exists tokens_source_check;`);
    this.addSql(`alter table tokens add constraint tokens_source_check check (source in ('registry', 'chain'));`);
  }
}
