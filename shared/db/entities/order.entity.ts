import { EntitySchema } from '@mikro-orm/core';
import type { Network } from '../../chain/token-list.js';

/**
 * awaiting_signature (armed, until the wallet signs the setup and the fills) → open →
 * triggered → filled | failed; open → cancelled | expired (api-decisions section 9).
 * A notify order is open from creation.
 */
export type OrderStatus = 'awaiting_signature' | 'open' | 'triggered' | 'filled' | 'failed' | 'cancelled' | 'expired';
export type OrderExecution = 'armed' | 'notify';

/** What the service built for an armed order, and what the wallet signed (never rendered whole). */
export interface OrderArming {
  /** Durable nonce accounts (createAccountWithSeed from the wallet), one per fill. */
  nonceAccounts: Array<{ address: string; seed: string }>;
  rentLamports: number;
  /** The unsigned setup transaction (base64) and its blockhash's last valid height. */
  setupTransaction: string;
  setupLastValidBlockHeight: number;
  /** The tx_ record that landed the signed setup. */
  setupTransactionId: string | null;
  /** Unsigned fills built against the landed nonces (base64), one per priority level, in order. */
  fills: Array<{ transaction: string; nonceAccount: string; computeUnitPrice: number }>;
}

/** A swap that waits for a price (or a schedule): api-decisions section 9. */
export class Order {
  id!: string;
  accountId!: string;
  apiKeyId!: string;
  network!: Network;
  walletAddress!: string;
  intentId!: string;
  kind!: string;
  execution!: OrderExecution;
  status: OrderStatus = 'awaiting_signature';
  /** The intent's swap fields: inputToken, outputToken, amount, amountSide, slippageBps. */
  swap!: Record<string, unknown>;
  /** `{ token, condition, priceUsd }` (relative ones made absolute at opening, with their reference); null for a schedule. */
  trigger: Record<string, unknown> | null = null;
  schedule: Record<string, unknown> | null = null;
  /** The USD mint the watcher reads (the trigger token's market mint); null for a schedule. */
  watchMint: string | null = null;
  /** Absolute trigger level, USD per whole token (a copy of trigger.priceUsd the watcher compares in SQL). */
  triggerPriceUsd: string | null = null;
  arming: OrderArming | null = null;
  /** The signed fills (base64 wire transactions), held until one lands or the order ends; null once deleted. */
  signedFills: string[] | null = null;
  triggeredAt: Date | null = null;
  triggerPrice: Record<string, unknown> | null = null;
  /** Why a failed order failed: `{ reason, message }`. */
  failure: Record<string, unknown> | null = null;
  /** The unsigned transaction that advances and closes the nonces (armed cancel). */
  cancelTransaction: string | null = null;
  cancelledAt: Date | null = null;
  expiresAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const OrderSchema = new EntitySchema<Order>({
  class: Order,
  tableName: 'orders',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    apiKeyId: { type: 'string' },
    network: { type: 'string' },
    walletAddress: { type: 'string' },
    intentId: { type: 'string' },
    kind: { type: 'string' },
    execution: { type: 'string' },
    status: { type: 'string' },
    swap: { type: 'json' },
    trigger: { type: 'json', nullable: true },
    schedule: { type: 'json', nullable: true },
    watchMint: { type: 'string', nullable: true },
    triggerPriceUsd: { type: 'string', nullable: true },
    arming: { type: 'json', nullable: true },
    signedFills: { type: 'json', nullable: true },
    triggeredAt: { type: 'datetime', nullable: true },
    triggerPrice: { type: 'json', nullable: true },
    failure: { type: 'json', nullable: true },
    cancelTransaction: { type: 'text', nullable: true },
    cancelledAt: { type: 'datetime', nullable: true },
    expiresAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
