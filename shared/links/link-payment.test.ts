import { describe, expect, it } from 'vitest';
import { Keypair, MessageV0, PublicKey, SystemProgram, type TokenBalance } from '@solana/web3.js';
import { messageHash, type LandedTransaction } from '../indexer/transaction-summary.js';
import { linkActualOutput, receivedBy, validateLinkPayment, type LinkBuildFacts } from './link-payment.js';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OTHER_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY4cpgcRL5GGJ8BM';
const payer = Keypair.generate().publicKey;
const merchant = Keypair.generate().publicKey;
const stranger = Keypair.generate().publicKey;

/**
 * A landed transaction as getTransaction answers it: fee payer first, one token transfer's
 * balances (owner → amount before/after), the error if it failed.
 */
function landed(options: { feePayer?: PublicKey; to?: PublicKey; mint?: string; paid?: bigint; err?: unknown; memo?: number }): { tx: LandedTransaction; hash: string } {
  const feePayer = options.feePayer ?? payer;
  const to = options.to ?? merchant;
  const message = MessageV0.compile({
    payerKey: feePayer,
    recentBlockhash: '11111111111111111111111111111111',
    instructions: [SystemProgram.transfer({ fromPubkey: feePayer, toPubkey: to, lamports: options.memo ?? 1 })],
  });
  const mint = options.mint ?? USDC;
  const paid = options.paid ?? 5_000_000n;
  const balance = (accountIndex: number, owner: PublicKey, amount: bigint): TokenBalance => ({
    accountIndex, mint, owner: owner.toBase58(), uiTokenAmount: { amount: amount.toString(), decimals: 6, uiAmount: Number(amount) / 1e6, uiAmountString: '' },
  });
  const tx = {
    slot: 10,
    blockTime: 1,
    version: 0,
    transaction: { message, signatures: ['sig'] },
    meta: {
      err: options.err ?? null,
      fee: 5000,
      preBalances: [1_000_000_000, 0, 1],
      postBalances: [999_995_000, 0, 1],
      preTokenBalances: [balance(0, feePayer, 10_000_000n), balance(1, to, 0n)],
      postTokenBalances: options.err ? [balance(0, feePayer, 10_000_000n), balance(1, to, 0n)] : [balance(0, feePayer, 10_000_000n - paid), balance(1, to, paid)],
      innerInstructions: [],
      logMessages: [],
      loadedAddresses: { writable: [], readonly: [] },
    },
  } as unknown as LandedTransaction;
  return { tx, hash: messageHash(message.serialize()) };
}

const facts = (over: Partial<LinkBuildFacts> = {}): LinkBuildFacts => ({
  type: 'transfer',
  walletAddress: payer.toBase58(),
  messageHash: 'not-this-one',
  expectedOutput: { outputAmount: '5000000', outputToken: { mint: USDC } },
  recipient: merchant.toBase58(),
  ...over,
});

describe('validateLinkPayment: which transaction pays a link build', () => {
  it('the built message pays: confirmed when it succeeded, failed when it landed with an error', () => {
    const ok = landed({});
    expect(validateLinkPayment(ok.tx, facts({ messageHash: ok.hash }))).toEqual({ kind: 'match', status: 'confirmed', err: null });
    const failing = landed({ err: { InstructionError: [0, 'Custom'] } });
    expect(validateLinkPayment(failing.tx, facts({ messageHash: failing.hash }))).toEqual({ kind: 'match', status: 'failed', err: { InstructionError: [0, 'Custom'] } });
  });

  it('a rewritten payment counts when it succeeded, the payer paid the fee, and the recipient got the whole amount of the mint', () => {
    expect(validateLinkPayment(landed({}).tx, facts())).toEqual({ kind: 'delivered', status: 'confirmed', err: null });
    expect(validateLinkPayment(landed({ paid: 6_000_000n }).tx, facts())).toEqual({ kind: 'delivered', status: 'confirmed', err: null });
  });

  it("never counts a stranger's, a failing, a partial or a wrong-mint transaction that is not the built message", () => {
    expect(validateLinkPayment(landed({ feePayer: stranger }).tx, facts()), 'stranger as fee payer').toBeNull();
    expect(validateLinkPayment(landed({ err: { InstructionError: [0, 'Custom'] } }).tx, facts()), 'failing').toBeNull();
    expect(validateLinkPayment(landed({ paid: 4_999_999n }).tx, facts()), 'one unit short').toBeNull();
    expect(validateLinkPayment(landed({ mint: OTHER_MINT }).tx, facts()), 'another mint').toBeNull();
    expect(validateLinkPayment(landed({ to: stranger }).tx, facts()), 'paid to someone else').toBeNull();
  });

  it('only transfer links can be paid by a rewritten transaction, and only when the record says what to deliver', () => {
    const tx = landed({}).tx;
    expect(validateLinkPayment(tx, facts({ type: 'swap' }))).toBeNull();
    expect(validateLinkPayment(tx, facts({ recipient: null }))).toBeNull();
    expect(validateLinkPayment(tx, facts({ expectedOutput: null }))).toBeNull();
    expect(validateLinkPayment(tx, facts({ expectedOutput: { outputAmount: '0', outputToken: { mint: USDC } } }))).toBeNull();
    expect(validateLinkPayment(tx, facts({ expectedOutput: { outputAmount: '5e6', outputToken: { mint: USDC } } }))).toBeNull();
    expect(validateLinkPayment(tx, facts({ messageHash: null }))).toEqual({ kind: 'delivered', status: 'confirmed', err: null });
  });

  it('reads what the recipient received, and the payment record says it', () => {
    const { tx } = landed({ paid: 6_000_000n });
    const keys = [payer.toBase58(), merchant.toBase58(), SystemProgram.programId.toBase58()];
    expect(receivedBy(keys, tx.meta, merchant.toBase58(), USDC)).toBe(6_000_000n);
    expect(receivedBy(keys, tx.meta, merchant.toBase58(), OTHER_MINT)).toBe(0n);
    expect(receivedBy(keys, tx.meta, stranger.toBase58(), USDC)).toBe(0n);
    const output = linkActualOutput(tx, facts(), 'sig');
    expect(output.outputAmount).toBe('6000000');
    expect(output.signature).toBe('sig');
  });
});
