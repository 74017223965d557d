import { Migration } from '@mikro-orm/migrations';

/** Intents: commands per account and what they were parsed into. */
export class Migration20261123000002_intents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table intents (
        id text primary key,
        account_id text not null references accounts (id),
        api_key_id text not null,
        network text not null check (network in ('mainnet', 'devnet')),
        wallet_address text not null,
        command text not null check (char_length(command) between 1 and 500),
        status text not null check (status in ('pending', 'running', 'parsed', 'failed')),
        type text check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap')),
        params jsonb,
        confidence double precision check (confidence between 0 and 1),
        details jsonb,
        error jsonb,
        attempts integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    // Per-account listing and hourly analytics rollups scan by (account, time).
    this.addSql('create index intents_account_created_idx on intents (account_id, created_at);');
    this.addSql(`create index intents_stuck_idx on intents (updated_at) where status in ('pending', 'running');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists intents;');
  }
}
