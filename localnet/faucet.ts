/**
 * The local cluster's faucet: SOL airdrops and token mints as real transactions signed by the
 * faucet authority (the mint authority of every seeded mint), so they appear in history,
 * signatures and balances exactly like any other transfer.
 */
import { createHash } from 'node:crypto';
import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, createMintToInstruction, createSyncNativeInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { NATIVE_MINT } from '../shared/chain/token-list.js';
import { invalidParams } from './rpc-error.js';
import type { LocalLedger } from './ledger.js';
import { preflightFailure } from './transaction-encoding.js';
import { decodeMint } from './token-layout.js';
import { decodeWireTransaction } from './wire-transaction.js';

/** A keypair every run derives the same way, so local addresses are stable across restarts. */
export function deterministicKeypair(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(label).digest());
}

/** The faucet and mint authority: 5BZoRyYVNLEwxdaFDyW3miHZKALiuLBUH8VEyQZCouDz. */
export function faucetAuthorityKeypair(): Keypair {
  return deterministicKeypair('localnet-faucet-authority');
}

/**
 * Sign and execute a transaction built from instructions, with the latest blockhash and the
 * preflight check; returns the signature or throws the preflight failure (-32002).
 */
export function submitInstructions(ledger: LocalLedger, instructions: TransactionInstruction[], signers: Keypair[]): string {
  for (;;) {
    const transaction = new Transaction({ feePayer: signers[0].publicKey, recentBlockhash: ledger.block('processed').blockhash }).add(...instructions);
    transaction.sign(...signers);
    const decoded = decodeWireTransaction(transaction.serialize());
    // The same request twice in one slot is the same transaction; a new slot makes it new.
    if (ledger.transaction(decoded.signature)) {
      ledger.advanceSlots(1);
      continue;
    }
    const outcome = ledger.sendTransaction(decoded, { skipPreflight: false });
    if (outcome.kind === 'preflightFailure') throw preflightFailure(outcome.result);
    return decoded.signature;
  }
}

function publicKey(address: string, what: string): PublicKey {
  try {
    return new PublicKey(address);
  } catch {
    throw invalidParams(`${what} is not a valid address: ${JSON.stringify(address)}`);
  }
}

/** Result of a faucet token mint. */
export interface FaucetMint {
  signature: string;
  /** The owner's associated token account that received the tokens. */
  tokenAccount: string;
}

/** SOL and token faucet of the local cluster. */
export class LocalFaucet {
  readonly authority: Keypair;

  constructor(private readonly ledger: LocalLedger, authority: Keypair) {
    this.authority = authority;
  }

  /** Transfer lamports from the faucet to an address; returns the transaction signature. */
  airdrop(to: string, lamports: bigint): string {
    if (lamports <= 0n) throw invalidParams('the airdrop amount must be a positive number of lamports');
    const transfer = SystemProgram.transfer({ fromPubkey: this.authority.publicKey, toPubkey: publicKey(to, 'recipient'), lamports });
    return submitInstructions(this.ledger, [transfer], [this.authority]);
  }

  /**
   * Mint raw token units to an owner's associated token account, creating it (under the mint's
   * token program) when missing. Wrapped SOL is funded with lamports and synced instead.
   */
  mintTo(owner: string, mint: string, amount: bigint): FaucetMint {
    if (amount <= 0n || amount >= 2n ** 64n) throw invalidParams('the amount must be a positive raw token amount below 2^64');
    const mintAccount = this.ledger.account(mint);
    if (!mintAccount || !decodeMint(mintAccount.owner, mintAccount.data)) throw invalidParams(`${mint} is not a token mint on the local cluster`);
    const ownerKey = publicKey(owner, 'owner');
    const mintKey = publicKey(mint, 'mint');
    const tokenProgram = new PublicKey(mintAccount.owner);
    // Off-curve owners (PDAs) are allowed: a program's vault can be funded too.
    const tokenAccount = getAssociatedTokenAddressSync(mintKey, ownerKey, true, tokenProgram);
    const payer = this.authority.publicKey;
    const instructions = [createAssociatedTokenAccountIdempotentInstruction(payer, tokenAccount, ownerKey, mintKey, tokenProgram)];
    if (mint === NATIVE_MINT) {
      instructions.push(SystemProgram.transfer({ fromPubkey: payer, toPubkey: tokenAccount, lamports: amount }), createSyncNativeInstruction(tokenAccount, tokenProgram));
    } else {
      instructions.push(createMintToInstruction(mintKey, tokenAccount, payer, amount, [], tokenProgram));
    }
    return { signature: submitInstructions(this.ledger, instructions, [this.authority]), tokenAccount: tokenAccount.toBase58() };
  }
}
