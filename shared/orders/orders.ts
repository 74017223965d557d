/**
 * Orders (api-decisions section 9, docs/orders.md): the record as clients see it, the open
 * orders each tier may hold, and the durable nonce accounts an armed order uses.
 */
import { NONCE_ACCOUNT_LENGTH, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import type { Order, OrderStatus } from '../db/entities/order.entity.js';
import type { TransactionRecord } from '../db/entities/transaction-record.entity.js';
import type { Tier } from '../ratelimit/tier-limits.js';

/** Open orders (awaiting a signature, open or triggered) one account may hold, per tier. */
export const OPEN_ORDER_LIMITS: Readonly<Record<Tier, number>> = Object.freeze({ free: 10, pro: 100, enterprise: 1_000 });

/** States in which an order still counts against the limit and can be cancelled. */
export const LIVE_ORDER_STATUSES: readonly OrderStatus[] = ['awaiting_signature', 'open', 'triggered'];

/** A trigger order's lifetime when the command names none. */
export const DEFAULT_ORDER_LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** Bytes of a nonce account (System program), whose rent-exempt minimum the wallet pays per nonce. */
export const NONCE_SPACE = NONCE_ACCOUNT_LENGTH;

/**
 * The seed of an order's i-th nonce account: createAccountWithSeed(wallet, seed, System) gives
 * an address known before the account exists, with the wallet as its only signer (no keypair
 * for the service to hold). At most 32 bytes: "o" + the id's 22 characters + the index.
 */
export function nonceSeed(orderId: string, index: number): string {
  return `o${orderId.slice(4)}${index}`;
}

/** The address of an order's i-th nonce account. */
export async function nonceAddress(wallet: PublicKey, orderId: string, index: number): Promise<PublicKey> {
  return PublicKey.createWithSeed(wallet, nonceSeed(orderId, index), SystemProgram.programId);
}

/** Compile `instructions` for `payer` as an unsigned v0 transaction (base64). */
export function unsignedTransaction(payer: PublicKey, recentBlockhash: string, instructions: TransactionInstruction[]): string {
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash, instructions }).compileToV0Message();
  return Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
}

/**
 * The setup of an armed order: one transaction, paid and signed by the wallet alone, creating
 * each nonce account (seed-derived from the wallet) and initializing it with the wallet as its
 * authority.
 */
export async function buildNonceSetup(wallet: PublicKey, orderId: string, count: number, rentLamports: number, recentBlockhash: string): Promise<{ transaction: string; nonceAccounts: Array<{ address: string; seed: string }> }> {
  const nonceAccounts: Array<{ address: string; seed: string }> = [];
  const instructions: TransactionInstruction[] = [];
  for (let i = 0; i < count; i++) {
    const seed = nonceSeed(orderId, i);
    const address = await PublicKey.createWithSeed(wallet, seed, SystemProgram.programId);
    nonceAccounts.push({ address: address.toBase58(), seed });
    instructions.push(
      SystemProgram.createAccountWithSeed({ fromPubkey: wallet, newAccountPubkey: address, basePubkey: wallet, seed, lamports: rentLamports, space: NONCE_SPACE, programId: SystemProgram.programId }),
      SystemProgram.nonceInitialize({ noncePubkey: address, authorizedPubkey: wallet }),
    );
  }
  return { transaction: unsignedTransaction(wallet, recentBlockhash, instructions), nonceAccounts };
}

/**
 * The transaction that ends an armed order's nonces: each one's whole balance withdrawn to the
 * wallet, which closes the account (its rent comes back). A closed nonce holds no blockhash, so
 * no fill signed against it can ever land, as surely as advancing it. (Advancing first in the
 * same transaction would make the close fail: a nonce whose value is the current blockhash
 * cannot be emptied, NonceBlockhashNotExpired.) The wallet signs it; the service cannot.
 */
export function buildNonceClose(wallet: PublicKey, nonces: Array<{ address: string; lamports: number }>, recentBlockhash: string): string {
  const instructions = nonces.map((n) => SystemProgram.nonceWithdraw({ noncePubkey: new PublicKey(n.address), authorizedPubkey: wallet, toPubkey: wallet, lamports: n.lamports }));
  return unsignedTransaction(wallet, recentBlockhash, instructions);
}

/** A fill of an order: its transaction record, as api-decisions section 9 names the fields. */
export function renderFill(t: TransactionRecord) {
  return {
    id: t.id,
    orderId: t.orderId,
    status: t.status,
    signature: t.signature,
    expectedOutput: t.expectedOutput,
    actualOutput: t.actualOutput ?? null,
    error: t.error,
    createdAt: t.createdAt.toISOString(),
    landedAt: t.landedAt?.toISOString() ?? null,
  };
}

/** The order record as the API answers it (GET /v1/orders/{id}, webhooks). */
export function renderOrder(o: Order, fills: TransactionRecord[] = []) {
  const arming = o.arming;
  return {
    id: o.id,
    intentId: o.intentId,
    walletAddress: o.walletAddress,
    network: o.network,
    kind: o.kind,
    execution: o.execution,
    status: o.status,
    swap: o.swap,
    trigger: o.trigger,
    schedule: o.schedule,
    // What the wallet signs while the order waits for it; the nonces while they exist.
    setup: o.execution === 'armed' && arming
      ? {
        nonceAccounts: arming.nonceAccounts.map((n) => n.address),
        rentLamports: arming.rentLamports,
        ...(o.status === 'awaiting_signature'
          ? { stage: arming.setupTransactionId ? 'fills' : 'nonces', transactions: arming.setupTransactionId ? arming.fills.map((f) => f.transaction) : [arming.setupTransaction] }
          : {}),
      }
      : null,
    fills: fills.map(renderFill),
    triggeredAt: o.triggeredAt?.toISOString() ?? null,
    triggerPrice: o.triggerPrice,
    failure: o.failure,
    ...(o.cancelTransaction ? { cancel: { transaction: o.cancelTransaction } } : {}),
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    expiresAt: o.expiresAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
export type RenderedOrder = ReturnType<typeof renderOrder>;

/** `base × (1 + percent / 100)` as a plain decimal string with at most 12 significant digits. */
export function applyChangePercent(basePriceUsd: number, changePercent: string): string {
  const value = basePriceUsd * (1 + Number(changePercent) / 100);
  return plainDecimal(value);
}

/** A positive number as a plain decimal string (no exponent), 12 significant digits. */
export function plainDecimal(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const digits = Math.max(0, 12 - Math.floor(Math.log10(value)) - 1);
  return value.toFixed(Math.min(digits, 20)).replace(/\.?0+$/, '');
}
