/**
 * close_accounts: reclaim the rent of the wallet's empty token accounts (SPL Token and
 * Token-2022), CloseAccount each with the rent to the wallet. Never one with a balance, with
 * transfer fees withheld in it (Token-2022 TransferFeeAmount), configured for confidential
 * transfers (Token-2022 ConfidentialTransferAccount: its encrypted balances must be emptied by
 * the owner's own proofs first, so CloseAccount would fail), frozen, closable only by another
 * authority, or not owned by the wallet. Only the tokens of the accounts it closes are looked
 * up (for their symbols), TOKEN_LOOKUP_BATCH at a time: a wallet with thousands of empty
 * accounts of unknown mints costs at most one transaction's worth of reads. `tokens` non-null limits it to those mints. As many as
 * fit in one transaction, measured by the serialized size of the transaction the builder
 * answers (its compute budget and nonce memo included); the rest are counted as remaining.
 * Nothing to close is 422 nothing_to_do.
 */
import { PublicKey, TransactionInstruction, VersionedTransaction, PACKET_DATA_SIZE } from '@solana/web3.js';
import { createCloseAccountInstruction, ExtensionType, getExtensionTypes, getTransferFeeAmount, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, unpackAccount, type Account } from '@solana/spl-token';
import { AppError } from '../../errors/app-error.js';
import type { TokenRef } from '../../intents/intent.types.js';
import { computeBudgetInstructions, MAX_COMPUTE_UNIT_LIMIT } from '../compute-budget.js';
import { compileV0Message } from '../compile-v0.js';
import type { Planner } from '../planner.types.js';
import { SOL, ui } from './planner-kit.js';

/** The params of close_accounts: the tokens whose empty accounts to close, or null for all. */
export interface CloseAccountsPlanParams {
  tokens: TokenRef[] | null;
}

/** Compute units per CloseAccount when the build does not simulate (SPL ~3,000, Token-2022 more), plus a base. */
const CLOSE_COMPUTE_UNITS = 6_000;
const CLOSE_BASE_COMPUTE_UNITS = 2_000;
/** The builder's nonce memo: SPL Memo v3 with 16 bytes of data, counted in the size that must fit. */
const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const NONCE_MEMO_BYTES = 16;
/** A placeholder blockhash for measuring (every blockhash is 32 bytes). */
const MEASURE_BLOCKHASH = PublicKey.default.toBase58();

interface Candidate {
  address: PublicKey;
  program: PublicKey;
  account: Account;
  lamports: bigint;
}

type SkipReason = 'balance' | 'withheld_fees' | 'confidential_transfer' | 'frozen' | 'other_close_authority';

/** Token lookups (symbols of closed accounts' mints) run this many at a time. */
const TOKEN_LOOKUP_BATCH = 8;

/** Human words of a skip reason, in the refusal and in the notes. */
const SKIP_WORDS: Record<SkipReason, { short: string; note: string }> = {
  balance: { short: 'holding a balance', note: 'holding a balance' },
  withheld_fees: { short: 'holding withheld transfer fees', note: 'holding withheld Token-2022 transfer fees (harvest them first)' },
  confidential_transfer: { short: 'configured for confidential transfers', note: 'configured for Token-2022 confidential transfers (empty them with your wallet\'s confidential transfer tools first)' },
  frozen: { short: 'frozen', note: 'frozen by the token issuer' },
  other_close_authority: { short: 'closable only by another authority', note: 'only another authority can close' },
};

function skipReason(wallet: PublicKey, c: Candidate): SkipReason | null {
  if (c.account.amount > 0n) return 'balance';
  if (!c.account.owner.equals(wallet)) return 'other_close_authority';
  if (c.account.closeAuthority && !c.account.closeAuthority.equals(wallet)) return 'other_close_authority';
  if (c.account.isFrozen) return 'frozen';
  if (c.program.equals(TOKEN_2022_PROGRAM_ID) && (getTransferFeeAmount(c.account)?.withheldAmount ?? 0n) > 0n) return 'withheld_fees';
  if (c.program.equals(TOKEN_2022_PROGRAM_ID) && c.account.tlvData.length > 0 && getExtensionTypes(c.account.tlvData).includes(ExtensionType.ConfidentialTransferAccount)) return 'confidential_transfer';
  return null;
}

/** Serialized size of the transaction the builder would answer with these close instructions. */
function measuredSize(wallet: PublicKey, closes: TransactionInstruction[]): number {
  const memo = new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.alloc(NONCE_MEMO_BYTES) });
  const message = compileV0Message(wallet, MEASURE_BLOCKHASH, [...computeBudgetInstructions(MAX_COMPUTE_UNIT_LIMIT, 1), ...closes, memo]);
  return new VersionedTransaction(message).serialize().length;
}

/** Plans closing the wallet's empty token accounts. */
export const planCloseAccounts: Planner<CloseAccountsPlanParams> = async (ctx, params) => {
  const wanted = params.tokens && params.tokens.length > 0 ? new Set(params.tokens.map((t) => t.mint)) : null;
  const owned = await Promise.all([TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map(async (program) => {
    const answer = await ctx.rpc.call((c) => c.getTokenAccountsByOwner(ctx.wallet, { programId: program }, 'confirmed'));
    return answer.value.flatMap(({ pubkey, account }): Candidate[] => {
      // The RPC filters by owner; decoding under the program it answered for checks it again.
      if (!account.owner.equals(program)) return [];
      try {
        return [{ address: pubkey, program, account: unpackAccount(pubkey, account, program), lamports: BigInt(account.lamports) }];
      } catch {
        return [];
      }
    });
  }));
  const all = owned.flat().filter((c) => c.account.owner.equals(ctx.wallet) && (!wanted || wanted.has(c.account.mint.toBase58())));
  const skipped = new Map<SkipReason, number>();
  const closable: Candidate[] = [];
  for (const c of all) {
    const reason = skipReason(ctx.wallet, c);
    if (reason) skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
    else closable.push(c);
  }
  // Largest rent first, then by address, so the same wallet closes the same accounts first.
  closable.sort((a, b) => (a.lamports === b.lamports ? a.address.toBase58().localeCompare(b.address.toBase58()) : a.lamports > b.lamports ? -1 : 1));

  const what = wanted ? ` of ${params.tokens!.map((t) => t.symbol).join(', ')}` : '';
  if (closable.length === 0) {
    const held = [...skipped.entries()].map(([reason, n]) => `${n} ${SKIP_WORDS[reason].short}`);
    throw new AppError('nothing_to_do', `The wallet has no empty token account${what} to close${held.length ? ` (left alone: ${held.join(', ')})` : ''}.`, {
      details: { reason: 'no_empty_accounts', tokenAccounts: all.length, skipped: Object.fromEntries(skipped) },
    });
  }

  const chosen: Candidate[] = [];
  const instructions: TransactionInstruction[] = [];
  for (const c of closable) {
    const ix = createCloseAccountInstruction(c.address, ctx.wallet, ctx.wallet, [], c.program);
    let size: number;
    try {
      size = measuredSize(ctx.wallet, [...instructions, ix]);
    } catch {
      break;
    }
    if (size > PACKET_DATA_SIZE) break;
    chosen.push(c);
    instructions.push(ix);
  }
  // Symbols of the closed accounts' tokens only, a bounded batch at a time.
  const symbols = new Map<string, string | null>();
  const mints = [...new Set(chosen.map((c) => c.account.mint.toBase58()))];
  for (let i = 0; i < mints.length; i += TOKEN_LOOKUP_BATCH) {
    await Promise.all(mints.slice(i, i + TOKEN_LOOKUP_BATCH).map(async (mint) => symbols.set(mint, (await ctx.lookupToken(mint))?.symbol ?? null)));
  }
  const remaining = closable.length - chosen.length;
  const reclaimed = chosen.reduce((sum, c) => sum + c.lamports, 0n);
  const notes = [
    `Closes ${chosen.length} empty token account${chosen.length === 1 ? '' : 's'}${what} and returns their rent, ${ui(reclaimed, SOL)}, to the wallet.`,
    ...(remaining > 0 ? [`${remaining} more empty account${remaining === 1 ? '' : 's'} did not fit in one transaction: build again once this one lands.`] : []),
    ...[...skipped.entries()].map(([reason, n]) => `Left alone: ${n} account${n === 1 ? '' : 's'} ${SKIP_WORDS[reason].note}.`),
  ];
  return {
    defaultComputeUnitLimit: CLOSE_BASE_COMPUTE_UNITS + CLOSE_COMPUTE_UNITS * chosen.length,
    lookupTables: [],
    compose: () => ({
      instructions,
      output: { token: SOL, amount: reclaimed },
      input: null,
      priceImpact: 0,
      rent: [],
      details: {
        closedAccounts: chosen.map((c) => ({ address: c.address.toBase58(), mint: c.account.mint.toBase58(), symbol: symbols.get(c.account.mint.toBase58()) ?? null, tokenProgram: c.program.toBase58(), lamports: c.lamports.toString() })),
        remainingAccounts: remaining,
        lamportsReclaimed: reclaimed.toString(),
        notes,
      },
      hints: {},
    }),
  };
};

