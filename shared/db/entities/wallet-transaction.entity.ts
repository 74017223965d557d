import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/** What a transaction was, for the wallet it is indexed for. */
export type WalletTransactionType = 'swap' | 'transfer' | 'stake' | 'unstake' | 'wrap' | 'unwrap' | 'close_accounts' | 'other';

/**
 * How much of one asset the wallet gained (positive) or lost (negative) in a transaction.
 * SOL and wrapped SOL both carry NATIVE_MINT as `mint`; `native` tells them apart: true for the
 * lamports of the wallet's own account (fee included when the wallet paid it), false for a
 * token account the wallet owns.
 */
export interface BalanceChange {
  mint: string;
  native: boolean;
  /** Signed raw integer (lamports or token base units), as a decimal string. */
  delta: string;
  decimals: number;
  /**
   * The token's symbol and name when it was indexed (catalogue, else its on-chain metadata;
   * absent on rows indexed before naming). Answers name it again from the catalogue first.
   */
  symbol?: string | null;
  name?: string | null;
}

/**
 * Who received what left the wallet in one transaction (an outgoing transfer, or a
 * swap-and-send's recipient): the party (the owner of the token account that was paid, or the
 * account that received SOL), the token account paid (null for SOL) and the raw amount gained.
 */
export interface Recipient {
  address: string;
  tokenAccount: string | null;
  mint: string;
  native: boolean;
  /** Raw units the recipient gained, a positive decimal string. */
  delta: string;
  decimals: number;
}

/**
 * One on-chain transaction in a wallet's indexed history (docs/history.md), stored once per
 * (network, wallet, signature). messageHash is the sha256 (hex) of the serialized message, so
 * a transaction the service built can be matched to the one that landed.
 */
export class WalletTransaction {
  network!: Network;
  walletAddress!: string;
  signature!: string;
  slot!: number;
  blockTime: Date | null = null;
  status!: 'success' | 'failed';
  /** The transaction error as the RPC reports it; null when it succeeded. */
  err: unknown = null;
  /** Lamports, paid by feePayer. */
  fee!: number;
  feePayer!: string;
  messageHash!: string;
  type!: WalletTransactionType;
  changes: BalanceChange[] = [];
  /** Who received what left the wallet (null: nothing left it, or no single receiver is seen). */
  recipient: Recipient | null = null;
  indexedAt: Date = new Date();
}

export const WalletTransactionSchema = new EntitySchema<WalletTransaction>({
  class: WalletTransaction,
  tableName: 'wallet_transactions',
  properties: {
    network: { type: 'string', primary: true },
    walletAddress: { type: 'string', primary: true },
    signature: { type: 'string', primary: true },
    // Slots and fees stay far below 2^53, so numbers are exact.
    slot: { type: new BigIntType('number') },
    blockTime: { type: 'datetime', nullable: true },
    status: { type: 'string' },
    err: { type: 'json', nullable: true },
    fee: { type: new BigIntType('number') },
    feePayer: { type: 'string' },
    messageHash: { type: 'string' },
    type: { type: 'string' },
    changes: { type: 'json' },
    recipient: { type: 'json', nullable: true },
    indexedAt: { type: 'datetime' },
  },
});
