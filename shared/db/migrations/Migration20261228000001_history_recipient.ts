import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40 (item 6): a wallet's indexed transaction keeps who received what left it (an
 * outgoing transfer, a swap-and-send's recipient): `{ address, tokenAccount, mint, native,
 * delta, decimals }`, null when nothing left the wallet or no receiver is seen. A record's
 * actualOutput settled from the history reads what its recipient received from it.
 */
export class Migration20261228000001_history_recipient extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table wallet_transactions add column recipient jsonb null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table wallet_transactions drop column recipient;');
  }
}
