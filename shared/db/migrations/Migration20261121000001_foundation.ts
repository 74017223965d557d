import { Migration } from '@mikro-orm/migrations';

/** Accounts, API keys and the ping records of the request-to-job mechanism. */
export class Migration20261121000001_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table accounts (
        id text primary key,
        name text not null,
        tier text not null default 'free' check (tier in ('free', 'pro', 'enterprise')),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table pings (
        id text primary key,
        status text not null,
        result jsonb,
        error jsonb,
        attempts integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists pings;');
    this.addSql('drop table if exists accounts;');
  }
}
