import { Migration } from '@mikro-orm/migrations';

/** Indexed on-chain history per wallet (issue 8) and each wallet's indexing cursors. */
export class Migration20261124000001_wallet_history extends Migration {
  override async up(): Promise<void> {
    // One row per (wallet, transaction): type and changes are what the transaction did to
    // that wallet, so a transfer between two indexed wallets is a row for each of them.
    this.addSql(`
      create table wallet_transactions (
        network text not null check (network in ('mainnet', 'devnet')),
        wallet_address text not null,
        signature text not null,
        slot bigint not null check (slot >= 0),
        block_time timestamptz,
        status text not null check (status in ('success', 'failed')),
        err jsonb,
        fee bigint not null check (fee >= 0),
        fee_payer text not null,
        message_hash text not null check (message_hash ~ '^[0-9a-f]{64}$'),
        type text not null check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap', 'other')),
        changes jsonb not null default '[]' check (jsonb_typeof(changes) = 'array'),
        indexed_at timestamptz not null default now(),
        primary key (network, wallet_address, signature)
      );`);
    // A wallet's history newest first, keyset-paged by (slot, signature): both are immutable
    // once a transaction is confirmed, so a cursor never skips or repeats as rows arrive.
    this.addSql('create index wallet_transactions_wallet_slot_idx on wallet_transactions (network, wallet_address, slot desc, signature desc);');
    // Matching a built transaction (its unsigned message) to the one that landed.
    this.addSql('create index wallet_transactions_message_hash_idx on wallet_transactions (network, message_hash);');
    this.addSql(`
      create table wallet_index_state (
        network text not null check (network in ('mainnet', 'devnet')),
        wallet_address text not null,
        newest_signature text,
        newest_slot bigint,
        catchup_before text,
        catchup_until text,
        backfill_before text,
        backfill_done boolean not null default false,
        version integer not null default 1,
        updated_at timestamptz not null default now(),
        primary key (network, wallet_address),
        check ((catchup_before is null) = (catchup_until is null))
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists wallet_index_state;');
    this.addSql('drop table if exists wallet_transactions;');
  }
}
