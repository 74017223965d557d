import { Migration } from '@mikro-orm/migrations';

/** Indexes for the wallet history job and the merged transaction list (docs/history.md). */
export class Migration20261126000001_transaction_history extends Migration {
  override async up(): Promise<void> {
    // The history job settles and expires a wallet's open build records on every page it indexes.
    this.addSql(`create index transactions_open_wallet_idx on transactions (network, wallet_address) where status = 'built';`);
    // The list leaves out an indexed row whose transaction is already listed as a build record.
    this.addSql('create index transactions_signature_idx on transactions (network, signature) where signature is not null;');
    // A wallet's indexed history newest first in the list's own order (time, then slot, then
    // signature byte-wise), so a page is an index range however long the history.
    this.addSql('create index wallet_transactions_wallet_time_idx on wallet_transactions (network, wallet_address, (coalesce(block_time, indexed_at)) desc, slot desc, signature collate "C" desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists wallet_transactions_wallet_time_idx;');
    this.addSql('drop index if exists transactions_signature_idx;');
    this.addSql('drop index if exists transactions_open_wallet_idx;');
  }
}
