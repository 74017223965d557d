/**
 * wrap: SOL into the wallet's wrapped SOL (wSOL) associated token account, created idempotently
 * when missing, then SyncNative. unwrap: the whole balance closes that account (its rent comes
 * back too); a partial amount moves through a temporary wSOL account derived with a seed
 * (no extra signer) that is closed in the same transaction, so exactly that amount comes back
 * as SOL and the rest stays wrapped.
 */
import { PublicKey, SystemProgram } from '@solana/web3.js';
import {
  ACCOUNT_SIZE,
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createInitializeAccount3Instruction,
  createSyncNativeInstruction,
  createTransferCheckedInstruction,
  NATIVE_MINT,
  TOKEN_PROGRAM_ID,
  unpackAccount,
} from '@solana/spl-token';
import type { WrapParams } from '../../intents/intent.types.js';
import { DEFAULT_COMPUTE_UNIT_LIMITS } from '../compute-budget.js';
import type { Planner, RentItem } from '../planner.types.js';
import { amountOf, resolveAmount, spendableLamports } from '../resolve-amount.js';
import { SOL, ui, WSOL } from './planner-kit.js';
import { associatedTokenAddress } from '../../chain/associated-address.js';

/** Plans wrapping SOL into wSOL. */
export const planWrap: Planner<WrapParams> = async (ctx, params) => {
  const ata = associatedTokenAddress(NATIVE_MINT, ctx.wallet, false, TOKEN_PROGRAM_ID);
  const [snapshot, resolved] = await Promise.all([ctx.read([ctx.wallet, ata]), resolveAmount(ctx, params.amount, SOL)]);
  const balance = snapshot.lamports(ctx.wallet);
  const rent: RentItem[] = snapshot.account(ata) === null ? [{ address: ata, purpose: 'wrapped SOL token account', lamports: snapshot.rentExempt(ACCOUNT_SIZE) }] : [];
  const rentPaid = rent.reduce((sum, r) => sum + r.lamports, 0n);
  return {
    defaultComputeUnitLimit: DEFAULT_COMPUTE_UNIT_LIMITS.wrap,
    lookupTables: [],
    compose(fee) {
      const amount = amountOf(resolved, balance, spendableLamports(snapshot, ctx.wallet, fee, rentPaid), SOL);
      return {
        instructions: [
          ...rent.map(() => createAssociatedTokenAccountIdempotentInstruction(ctx.wallet, ata, ctx.wallet, NATIVE_MINT, TOKEN_PROGRAM_ID)),
          SystemProgram.transfer({ fromPubkey: ctx.wallet, toPubkey: ata, lamports: amount }),
          createSyncNativeInstruction(ata, TOKEN_PROGRAM_ID),
        ],
        output: { token: WSOL, amount },
        input: { token: SOL, amount },
        priceImpact: 0,
        rent,
        details: { notes: 'fixed' in resolved ? [] : [`Kept back for fees, rent and the wallet's rent-exempt minimum: ${ui(snapshot.rentExempt(0) + fee + rentPaid, SOL)}.`] },
        hints: {
          insufficient_funds: `The wallet holds ${ui(balance, SOL)}; wrapping needs ${ui(amount + rentPaid, SOL)} plus fees.`,
          insufficient_funds_for_rent: `The wallet must keep at least ${ui(snapshot.rentExempt(0), SOL)} (its rent-exempt minimum).`,
        },
      };
    },
  };
};

/** Plans unwrapping wSOL back into SOL. */
export const planUnwrap: Planner<WrapParams> = async (ctx, params) => {
  const ata = associatedTokenAddress(NATIVE_MINT, ctx.wallet, false, TOKEN_PROGRAM_ID);
  const [snapshot, resolved] = await Promise.all([ctx.read([ctx.wallet, ata]), resolveAmount(ctx, params.amount, WSOL)]);
  const info = snapshot.account(ata);
  const balance = info ? unpackAccount(ata, info, TOKEN_PROGRAM_ID).amount : 0n;
  const amount = amountOf(resolved, balance, balance, WSOL);
  const hints = {
    insufficient_token_balance: `The wallet holds ${ui(balance, WSOL)}; unwrapping needs ${ui(amount, WSOL)}.`,
    account_not_found: info ? undefined : 'The wallet has no wrapped SOL account, so it holds no wSOL.',
  };

  if (info && amount === balance) {
    const rentRefund = BigInt(info.lamports) - balance;
    return {
      defaultComputeUnitLimit: DEFAULT_COMPUTE_UNIT_LIMITS.unwrap,
      lookupTables: [],
      compose: () => ({
        instructions: [createCloseAccountInstruction(ata, ctx.wallet, ctx.wallet, [], TOKEN_PROGRAM_ID)],
        output: { token: SOL, amount },
        input: { token: WSOL, amount },
        priceImpact: 0,
        rent: [],
        details: { rentRefund: Number(rentRefund), notes: [`Unwrapping everything closes the wrapped SOL account; its ${ui(rentRefund, SOL)} of rent comes back too.`] },
        hints,
      }),
    };
  }

  const seed = ctx.seed('unwrap');
  const temporary = await PublicKey.createWithSeed(ctx.wallet, seed, TOKEN_PROGRAM_ID);
  const temporaryRent = snapshot.rentExempt(ACCOUNT_SIZE);
  return {
    defaultComputeUnitLimit: DEFAULT_COMPUTE_UNIT_LIMITS.unwrap,
    lookupTables: [],
    compose: () => ({
      instructions: [
        SystemProgram.createAccountWithSeed({ fromPubkey: ctx.wallet, newAccountPubkey: temporary, basePubkey: ctx.wallet, seed, lamports: Number(temporaryRent), space: ACCOUNT_SIZE, programId: TOKEN_PROGRAM_ID }),
        createInitializeAccount3Instruction(temporary, NATIVE_MINT, ctx.wallet, TOKEN_PROGRAM_ID),
        createTransferCheckedInstruction(ata, NATIVE_MINT, temporary, ctx.wallet, amount, WSOL.decimals, [], TOKEN_PROGRAM_ID),
        createCloseAccountInstruction(temporary, ctx.wallet, ctx.wallet, [], TOKEN_PROGRAM_ID),
      ],
      output: { token: SOL, amount },
      input: { token: WSOL, amount },
      priceImpact: 0,
      rent: [],
      details: {
        notes: [`A partial unwrap moves ${ui(amount, WSOL)} through a temporary account (${temporary.toBase58()}) closed in the same transaction; its ${ui(temporaryRent, SOL)} of rent is paid and refunded at once.`],
      },
      hints: { ...hints, insufficient_funds: `The temporary account needs ${ui(temporaryRent, SOL)} for the length of the transaction.` },
    }),
  };
};
