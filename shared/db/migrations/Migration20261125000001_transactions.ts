import { Migration } from '@mikro-orm/migrations';

/** Built transactions and their lifecycle (api-decisions section 6). */
export class Migration20261125000001_transactions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table transactions (
        id text primary key,
        account_id text not null references accounts (id),
        api_key_id text not null,
        intent_id text not null references intents (id),
        network text not null check (network in ('mainnet', 'devnet')),
        wallet_address text not null,
        type text not null check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap')),
        status text not null check (status in ('pending', 'running', 'built', 'failed', 'confirmed', 'expired')),
        simulate boolean not null default true,
        transaction text,
        message_hash text,
        signature text,
        simulation jsonb,
        expected_output jsonb,
        volume_usd double precision,
        last_valid_block_height bigint,
        expires_at timestamptz,
        error jsonb,
        attempts integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        settled_at timestamptz
      );`);
    // Newest-first keyset pages per account (and per wallet), the indexer's match by message,
    // the expiry sweep over built records, and hourly rollups.
    this.addSql('create index transactions_account_created_idx on transactions (account_id, created_at desc, id desc);');
    this.addSql('create index transactions_account_wallet_created_idx on transactions (account_id, wallet_address, created_at desc, id desc);');
    this.addSql(`create index transactions_message_hash_idx on transactions (network, message_hash) where message_hash is not null;`);
    this.addSql(`create index transactions_built_expiry_idx on transactions (expires_at) where status = 'built';`);
    this.addSql(`create index transactions_stuck_idx on transactions (updated_at) where status in ('pending', 'running');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists transactions;');
  }
}
