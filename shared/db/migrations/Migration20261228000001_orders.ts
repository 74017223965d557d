import { Migration } from '@mikro-orm/migrations';

/**
 * Orders (api-decisions section 9, docs/orders.md): swaps that wait for a price. One intent
 * places at most one order (unique intent_id), so a retried create can never place two. The
 * watcher's index covers the open orders of a watched mint; fills are transaction records
 * carrying `order_id`.
 */
export class Migration20261228000001_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table orders (
        id text primary key,
        account_id text not null references accounts (id),
        api_key_id text not null,
        network text not null,
        wallet_address text not null,
        intent_id text not null unique,
        kind text not null,
        execution text not null,
        status text not null,
        swap jsonb not null,
        trigger jsonb,
        schedule jsonb,
        watch_mint text,
        trigger_price_usd numeric,
        arming jsonb,
        signed_fills jsonb,
        triggered_at timestamptz,
        trigger_price jsonb,
        failure jsonb,
        cancel_transaction text,
        cancelled_at timestamptz,
        expires_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index orders_account_idx on orders (account_id, network, id desc);');
    this.addSql("create index orders_open_idx on orders (network, watch_mint) where status = 'open';");
    this.addSql('alter table transactions add column order_id text;');
    this.addSql('create index transactions_order_idx on transactions (order_id, created_at) where order_id is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists transactions_order_idx;');
    this.addSql('alter table transactions drop column if exists order_id;');
    this.addSql('drop table if exists orders;');
  }
}
