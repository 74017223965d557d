/**
 * Build records and indexed rows written straight into Postgres, as the build worker and the
 * indexer write them, for the transaction history tests.
 */
import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import type { Harness } from '../helpers/harness.js';
import type { TestKey } from '../helpers/accounts.js';
import type { Network } from '../../shared/chain/token-list.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { TransactionRecord, type TransactionStatus } from '../../shared/db/entities/transaction-record.entity.js';
import { WalletTransaction, type BalanceChange, type WalletTransactionType } from '../../shared/db/entities/wallet-transaction.entity.js';
import { newId } from '../../shared/db/ids.js';

export interface BuildRecordFields {
  walletAddress: string;
  /** Default mainnet (live keys). */
  network?: Network;
  type?: string;
  status?: TransactionStatus;
  /** Base64 of the unsigned v0 transaction. */
  transaction?: string | null;
  messageHash?: string | null;
  signature?: string | null;
  lastValidBlockHeight?: number | null;
  expiresAt?: Date | null;
  createdAt?: Date;
}

/** Insert a `transactions` row (and the intent it refers to) as the build worker would. */
export async function insertBuildRecord(h: Harness, key: TestKey, fields: BuildRecordFields): Promise<TransactionRecord> {
  const em = h.orm.em.fork();
  const createdAt = fields.createdAt ?? new Date();
  const network = fields.network ?? 'mainnet';
  const type = fields.type ?? 'transfer';
  const intent = Object.assign(new Intent(), {
    id: newId('int'), accountId: key.accountId, apiKeyId: key.keyId, network, walletAddress: fields.walletAddress,
    command: `${type} for the history tests`, status: 'parsed', type, createdAt, updatedAt: createdAt,
  });
  const record = Object.assign(new TransactionRecord(), {
    id: newId('tx', createdAt.getTime()), accountId: key.accountId, apiKeyId: key.keyId, intentId: intent.id, network,
    walletAddress: fields.walletAddress, type, status: fields.status ?? 'built', transaction: fields.transaction ?? null,
    messageHash: fields.messageHash ?? null, signature: fields.signature ?? null,
    lastValidBlockHeight: fields.lastValidBlockHeight === undefined || fields.lastValidBlockHeight === null ? null : String(fields.lastValidBlockHeight),
    expiresAt: fields.expiresAt ?? null, createdAt, updatedAt: createdAt,
  });
  await em.insert(Intent, intent);
  await em.insert(TransactionRecord, record);
  return record;
}

export interface HistoryRowFields {
  network?: Network;
  walletAddress: string;
  signature?: string;
  slot: number;
  blockTime: Date | null;
  status?: 'success' | 'failed';
  type?: WalletTransactionType;
  changes?: BalanceChange[];
  messageHash?: string;
}

/** A random 64-byte signature in base58, as a transaction signature looks. */
export function randomSignature(): string {
  return bs58.encode(randomBytes(64));
}

/** Insert a `wallet_transactions` row as the indexer would. */
export async function insertHistoryRow(h: Harness, fields: HistoryRowFields): Promise<WalletTransaction> {
  const row = Object.assign(new WalletTransaction(), {
    network: fields.network ?? 'mainnet', walletAddress: fields.walletAddress, signature: fields.signature ?? randomSignature(),
    slot: fields.slot, blockTime: fields.blockTime, status: fields.status ?? 'success', err: fields.status === 'failed' ? { InstructionError: [0, 'Custom'] } : null,
    fee: 5000, feePayer: fields.walletAddress, messageHash: fields.messageHash ?? randomBytes(32).toString('hex'),
    type: fields.type ?? 'transfer', changes: fields.changes ?? [], indexedAt: new Date(),
  });
  await h.orm.em.fork().insert(WalletTransaction, row);
  return row;
}
