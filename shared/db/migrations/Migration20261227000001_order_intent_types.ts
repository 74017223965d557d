import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 41: the intent types `order` and `cancel_order` (api-decisions section 9). Only intents
 * carry them: an order is never built as a transaction record (POST /v1/transactions/build
 * answers 422 `order_intent`), so the transactions' constraint stays as it is.
 */
export class Migration20261227000001_order_intent_types extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table intents drop constraint if exists intents_type_check;`);
    this.addSql(`alter table intents add constraint intents_type_check check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap', 'close_accounts', 'order', 'cancel_order'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table intents drop constraint if exists intents_type_check;`);
    this.addSql(`alter table intents add constraint intents_type_check check (type in ('swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap', 'close_accounts')) not valid;`);
  }
}
