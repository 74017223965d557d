import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/**
 * Where indexing of one wallet's history stands (shared/indexer/wallet-indexer.ts). Everything
 * is indexed except what these cursors point at: transactions newer than newestSignature, the
 * catch-up window between catchupBefore and catchupUntil (open while more than a page of new
 * transactions arrived at once), and, until backfillDone, history older than backfillBefore.
 */
export class WalletIndexState {
  network!: Network;
  walletAddress!: string;
  newestSignature: string | null = null;
  newestSlot: number | null = null;
  /** Continue catching up with `before` = this signature … */
  catchupBefore: string | null = null;
  /** … down to (excluding) this one, the newest signature before the catch-up began. */
  catchupUntil: string | null = null;
  /** Continue the backfill of older history with `before` = this signature. */
  backfillBefore: string | null = null;
  backfillDone = false;
  /** Bumped on every update: a run that read an older version does not write its cursors. */
  version = 1;
  updatedAt: Date = new Date();
}

export const WalletIndexStateSchema = new EntitySchema<WalletIndexState>({
  class: WalletIndexState,
  tableName: 'wallet_index_state',
  properties: {
    network: { type: 'string', primary: true },
    walletAddress: { type: 'string', primary: true },
    newestSignature: { type: 'string', nullable: true },
    newestSlot: { type: new BigIntType('number'), nullable: true },
    catchupBefore: { type: 'string', nullable: true },
    catchupUntil: { type: 'string', nullable: true },
    backfillBefore: { type: 'string', nullable: true },
    backfillDone: { type: 'boolean' },
    version: { type: 'integer' },
    updatedAt: { type: 'datetime' },
  },
});
