/**
 * Whether a transaction that names a link build's reference key is the payment (docs/links.md,
 * "Which transaction pays"). The reference is public (a read-only key of the unsigned
 * transaction every POST answers), so anyone can send a transaction naming it: a 5,000-lamport
 * no-op, or a failing one. Only two kinds count:
 *
 * - `match`: the message the payer signed is the one built (its sha256 equals the record's
 *   message hash). It settles the record `confirmed`, or `failed` when it landed with an error.
 * - `delivered`: a wallet that rewrote the transaction (its own compute budget, another fee
 *   payer order…): it succeeded, the payer is its fee payer, and the balance changes deliver at
 *   least the link's amount of its mint to its recipient, as Solana Pay's validateTransfer
 *   checks (post − pre of the recipient's balance ≥ amount). Transfers only: no other type has a
 *   recipient whose balance says the job was done.
 *
 * Anything else (a stranger's transaction, a failing one that is not the built message, a
 * partial amount, another mint) is `null`: it never settles the record. Pure: it reads a
 * getTransaction answer and the record's facts.
 */
import type { ConfirmedTransactionMeta } from '@solana/web3.js';
import { NATIVE_MINT } from '../chain/token-list.js';
import { actualOutputOf, type ActualOutput } from '../landing/actual-output.js';
import { balanceChanges, messageHash, summarizeForWallet, walletKeys, type LandedTransaction } from '../indexer/transaction-summary.js';

/** What a link build's record says its payment must do. */
export interface LinkBuildFacts {
  type: string;
  /** The payer: the build's fee payer. */
  walletAddress: string;
  messageHash: string | null;
  expectedOutput: Record<string, unknown> | null;
  /** The link's recipient (transfer links), from the build's intent. */
  recipient: string | null;
}

export type LinkPaymentVerdict =
  | { kind: 'match'; status: 'confirmed' | 'failed'; err: unknown }
  | { kind: 'delivered'; status: 'confirmed'; err: null };

interface ExpectedTransfer { outputAmount?: unknown; outputToken?: { mint?: unknown } | null }

/** The account keys of a landed transaction, lookups included, in message order. */
function keysOf(tx: LandedTransaction): string[] {
  const { message } = tx.transaction;
  return (message.version === 'legacy' ? message.getAccountKeys() : message.getAccountKeys({ accountKeysFromLookups: tx.meta.loadedAddresses }))
    .keySegments().flat().map((k) => k.toBase58());
}

/** Raw units of `mint` (NATIVE_MINT: lamports of the account itself) the transaction gave `owner`. */
export function receivedBy(keys: string[], meta: ConfirmedTransactionMeta, owner: string, mint: string): bigint {
  const changes = balanceChanges(keys, meta, owner);
  const change = changes.find((c) => (mint === NATIVE_MINT ? c.native : !c.native && c.mint === mint));
  return change ? BigInt(change.delta) : 0n;
}

/** The amount and mint a transfer link's build delivers to its recipient, or null when the record does not say. */
function expectedDelivery(facts: LinkBuildFacts): { mint: string; amount: bigint } | null {
  if (facts.type !== 'transfer' || !facts.recipient) return null;
  const expected = (facts.expectedOutput ?? {}) as ExpectedTransfer;
  const mint = typeof expected.outputToken?.mint === 'string' ? expected.outputToken.mint : null;
  const amount = typeof expected.outputAmount === 'string' && /^\d+$/.test(expected.outputAmount) ? BigInt(expected.outputAmount) : null;
  return mint && amount !== null && amount > 0n ? { mint, amount } : null;
}

/** Whether the landed transaction pays the link build (see the module comment); null: it does not. */
export function validateLinkPayment(tx: LandedTransaction, facts: LinkBuildFacts): LinkPaymentVerdict | null {
  if (facts.messageHash && messageHash(tx.transaction.message.serialize()) === facts.messageHash) {
    return { kind: 'match', status: tx.meta.err === null ? 'confirmed' : 'failed', err: tx.meta.err };
  }
  if (tx.meta.err !== null) return null;
  const delivery = expectedDelivery(facts);
  if (!delivery) return null;
  const keys = keysOf(tx);
  if (keys[0] !== facts.walletAddress) return null;
  return receivedBy(keys, tx.meta, facts.recipient!, delivery.mint) >= delivery.amount ? { kind: 'delivered', status: 'confirmed', err: null } : null;
}

/**
 * What landed for a link payment: the payer's balance changes (shared/landing/actual-output.ts)
 * and, for a transfer, `outputAmount` = what the recipient received, read from the chain's
 * balance changes (raw units of the link's token), not what left the payer.
 */
export function linkActualOutput(tx: LandedTransaction, facts: LinkBuildFacts, signature: string): ActualOutput {
  const summary = summarizeForWallet(tx, walletKeys(facts.walletAddress));
  const base = actualOutputOf({
    type: facts.type, expectedOutput: facts.expectedOutput, signature, slot: tx.slot,
    fee: summary.fee, walletPaidFee: summary.feePayer === facts.walletAddress, changes: summary.changes,
    recipient: summary.recipient,
  });
  const mint = (facts.expectedOutput as ExpectedTransfer | null)?.outputToken?.mint;
  if (facts.type !== 'transfer' || !facts.recipient || typeof mint !== 'string') return base;
  const received = receivedBy(keysOf(tx), tx.meta, facts.recipient, mint);
  return { ...base, outputAmount: received.toString() };
}
