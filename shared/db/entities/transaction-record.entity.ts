import { EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/**
 * pending → running → built | failed (the build itself); then built → submitted (the client
 * handed the signed bytes to POST /v1/transactions/{id}/submit and the landing loop sends
 * them) → confirmed | failed (the signed transaction landed, or landed and failed) | expired
 * (its blockhash expired without it landing). A transaction the client sent itself goes from
 * built straight to its final state, moved by the wallet indexer (api-decisions section 6).
 */
export type TransactionStatus = 'pending' | 'running' | 'built' | 'submitted' | 'failed' | 'confirmed' | 'expired';

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
  /** priorityLevel asked for on POST /v1/transactions/build (null: the default percentile). */
  priorityLevel: string | null = null;
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
  /** Base64 of the signed wire transaction the landing loop sends (set by submit). */
  signedTransaction: string | null = null;
  submittedAt: Date | null = null;
  /** When the landing loop (or the indexer) saw it land: confirmed or failed on chain. */
  landedAt: Date | null = null;
  /** Slot it landed in. */
  slot: string | null = null;
  /** How many times the landing loop sent the signed bytes (every path counts once per round). */
  broadcasts = 0;
  /** The worker running the landing loop, and until when its lease holds (the loop renews it). */
  landingOwner: string | null = null;
  landingLeaseUntil: Date | null = null;
  /** The payable link a payer fetched this build from (docs/links.md), or null. */
  linkId: string | null = null;
  /** The Solana Pay reference key (base58) added to a link build's transaction, watched on chain. */
  reference: string | null = null;
  /** When the link's counters and `link.paid` event counted this record's payment (once). */
  linkPaidAt: Date | null = null;
  /** The order this record fills (docs/orders.md), or null. */
  orderId: string | null = null;
  /** What landed: the wallet's balance changes read from the landed transaction (confirmed records). */
  actualOutput: Record<string, unknown> | null = null;
  /** Set when a final state was corrected (an `expired` record its wallet's history shows landed). */
  correction: Record<string, unknown> | null = null;
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
    priorityLevel: { type: 'string', nullable: true },
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
    signedTransaction: { type: 'text', nullable: true },
    submittedAt: { type: 'datetime', nullable: true },
    landedAt: { type: 'datetime', nullable: true },
    slot: { type: 'bigint', nullable: true },
    broadcasts: { type: 'integer' },
    landingOwner: { type: 'string', nullable: true },
    landingLeaseUntil: { type: 'datetime', nullable: true },
    linkId: { type: 'string', nullable: true },
    reference: { type: 'string', nullable: true },
    linkPaidAt: { type: 'datetime', nullable: true },
    orderId: { type: 'string', nullable: true },
    actualOutput: { type: 'json', nullable: true },
    correction: { type: 'json', nullable: true },
  },
});
