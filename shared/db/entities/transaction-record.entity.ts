import { EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/**
 * pending → running → built | failed (the build itself); then built → confirmed | failed
 * (the signed transaction landed, or landed and failed) | expired (its blockhash expired
 * without it landing), moved by the wallet indexer (api-decisions section 6).
 */
export type TransactionStatus = 'pending' | 'running' | 'built' | 'failed' | 'confirmed' | 'expired';

/** A transaction built for a wallet from an intent: what was handed out, and what became of it. */
export class TransactionRecord {
  id!: string;
  accountId!: string;
  apiKeyId!: string;
  intentId!: string;
  network!: Network;
  walletAddress!: string;
  /** The intent's type (swap, transfer, stake, unstake, wrap, unwrap). */
  type!: string;
  status: TransactionStatus = 'pending';
  simulate = true;
  /** Base64 serialized unsigned v0 transaction. */
  transaction: string | null = null;
  /** sha256 (hex) of the serialized message: how the indexer recognises it on chain. */
  messageHash: string | null = null;
  signature: string | null = null;
  simulation: Record<string, unknown> | null = null;
  expectedOutput: Record<string, unknown> | null = null;
  /** Value of what the transaction moves, in USD at build time (null when no price). */
  volumeUsd: number | null = null;
  lastValidBlockHeight: string | null = null;
  expiresAt: Date | null = null;
  error: Record<string, unknown> | null = null;
  attempts = 0;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
  /** When the transaction reached confirmed, failed (on chain) or expired. */
  settledAt: Date | null = null;
}

export const TransactionRecordSchema = new EntitySchema<TransactionRecord>({
  class: TransactionRecord,
  tableName: 'transactions',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    apiKeyId: { type: 'string' },
    intentId: { type: 'string' },
    network: { type: 'string' },
    walletAddress: { type: 'string' },
    type: { type: 'string' },
    status: { type: 'string' },
    simulate: { type: 'boolean' },
    transaction: { type: 'text', nullable: true },
    messageHash: { type: 'string', nullable: true },
    signature: { type: 'string', nullable: true },
    simulation: { type: 'json', nullable: true },
    expectedOutput: { type: 'json', nullable: true },
    volumeUsd: { type: 'double', nullable: true },
    lastValidBlockHeight: { type: 'bigint', nullable: true },
    expiresAt: { type: 'datetime', nullable: true },
    error: { type: 'json', nullable: true },
    attempts: { type: 'integer' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    settledAt: { type: 'datetime', nullable: true },
  },
});
