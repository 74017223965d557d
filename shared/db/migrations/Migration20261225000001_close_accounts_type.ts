import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35: the intent type `close_accounts` (rent reclaim). Intents and their transaction
 * records may carry it, and the wallet history types a transaction that closes the wallet's
 * token accounts (and moves nothing else) as `close_accounts`.
 */
export class Migration20261225000001_close_accounts_type extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table intents drop constraint if exists intents_type_check;`);
    this.addSql(`alter table intents add constraint intents_type_check check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap', 'close_accounts'));`);
    this.addSql(`alter table transactions drop constraint if exists transactions_type_check;`);
    this.addSql(`alter table transactions add constraint transactions_type_check check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap', 'close_accounts'));`);
    this.addSql(`alter table wallet_transactions drop constraint if exists wallet_transactions_type_check;`);
    this.addSql(`alter table wallet_transactions add constraint wallet_transactions_type_check check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap', 'close_accounts', 'other'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table intents drop constraint if exists intents_type_check;`);
    this.addSql(`alter table intents add constraint intents_type_check check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap')) not valid;`);
    this.addSql(`alter table transactions drop constraint if exists transactions_type_check;`);
    this.addSql(`alter table transactions add constraint transactions_type_check check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap')) not valid;`);
    this.addSql(`alter table wallet_transactions drop constraint if exists wallet_transactions_type_check;`);
    this.addSql(`alter table wallet_transactions add constraint wallet_transactions_type_check check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap', 'other')) not valid;`);
  }
}
