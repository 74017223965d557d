/**
 * stake: a new stake account derived from the wallet with a fresh seed (createAccountWithSeed,
 * so the wallet is the only signer), initialized with the wallet as staker and withdrawer, and
 * delegated to the named validator or the configured default.
 *
 * unstake: the wallet's stake accounts (found by withdraw authority) or the one named. "All"
 * deactivates every active stake and withdraws every inactive one; a partial amount deactivates
 * that many lamports of one active account (split off into a new seed-derived account when it
 * is less than the whole), or, for a named inactive account, withdraws them. docs/transactions.md
 * has the rules.
 */
import { Authorized, PublicKey, StakeProgram, VoteProgram, type TransactionInstruction } from '@solana/web3.js';
import { validationError } from '../../errors/app-error.js';
import type { StakeParams, UnstakeParams } from '../../intents/intent.types.js';
import { canonicalDecimal } from '../../intents/decimal.js';
import { createWithSeedLamportsOffset, withU64At } from '../amount-check.js';
import { percentOf } from '../amounts.js';
import type { ChainSnapshot } from '../chain-snapshot.js';
import { DEFAULT_COMPUTE_UNIT_LIMITS } from '../compute-budget.js';
import type { PlanContext, Planner, RentItem } from '../planner.types.js';
import { amountOf, resolveAmount, spendableLamports } from '../resolve-amount.js';
import { decodeStakeAccount, isLockedUp, STAKE_WITHDRAWER_OFFSET, stakeStatus, type StakeAccount, type StakeStatus } from '../stake-account.js';
import type { SkippedStake, StakeAction } from '../transaction.types.js';
import { parseAddress, SOL, ui } from './planner-kit.js';

/** Offset of the lamports of the Stake program's Split and Withdraw instructions (after the u32 index). */
const STAKE_LAMPORTS_OFFSET = 4;

/** Stake accounts one unstake transaction acts on at most (keeps it well inside the 1,232-byte limit). */
const MAX_STAKE_ACTIONS = 10;

/** Plans delegating SOL to a validator from a new stake account. */
export const planStake: Planner<StakeParams> = async (ctx, params) => {
  const validator = params.validator ?? ctx.settings.defaultValidatorVoteAccount;
  if (!validator) {
    throw validationError('validator', 'no_default_validator', 'This deployment has no default validator; name the validator vote account to stake with.');
  }
  const vote = parseAddress(validator, 'validator');
  const seed = ctx.seed('stake');
  const [stakeAccount, snapshot, resolved] = await Promise.all([
    PublicKey.createWithSeed(ctx.wallet, seed, StakeProgram.programId),
    ctx.read([ctx.wallet, vote]),
    resolveAmount(ctx, params.amount, SOL),
  ]);
  if (!snapshot.account(vote)?.owner.equals(VoteProgram.programId)) {
    throw validationError('validator', 'not_a_vote_account', `${validator} is not a validator vote account on ${ctx.network}; name a vote account.`);
  }
  const balance = snapshot.lamports(ctx.wallet);
  const reserve = snapshot.rentExempt(StakeProgram.space);
  return {
    defaultComputeUnitLimit: DEFAULT_COMPUTE_UNIT_LIMITS.stake,
    lookupTables: [],
    compose(fee) {
      // The amount funds the stake account; its rent-exempt reserve stays there and the rest is delegated.
      const amount = amountOf(resolved, balance, spendableLamports(snapshot, ctx.wallet, fee, 0n), SOL);
      if (amount <= reserve) {
        throw validationError('amount', 'below_stake_minimum', `Stake more than ${ui(reserve, SOL)}: that much stays in the stake account as its rent-exempt reserve.`);
      }
      return {
        instructions: [
          ...createStakeAccount(ctx, stakeAccount, seed, amount),
          ...StakeProgram.delegate({ stakePubkey: stakeAccount, authorizedPubkey: ctx.wallet, votePubkey: vote }).instructions,
        ],
        output: { token: SOL, amount: amount - reserve },
        input: { token: SOL, amount },
        priceImpact: 0,
        rent: [{ address: stakeAccount, purpose: 'stake account rent-exempt reserve (part of the amount; returned on withdrawal)', lamports: reserve }],
        details: {
          stakeAccount: stakeAccount.toBase58(),
          validator,
          notes: [
            `${ui(amount, SOL)} funds stake account ${stakeAccount.toBase58()}; ${ui(amount - reserve, SOL)} is delegated and ${ui(reserve, SOL)} stays as its rent-exempt reserve.`,
            ...('fixed' in resolved ? [] : [`Kept back for fees and the wallet's rent-exempt minimum: ${ui(snapshot.rentExempt(0) + fee, SOL)}.`]),
          ],
        },
        hints: {
          insufficient_funds: `The wallet holds ${ui(balance, SOL)}; staking needs ${ui(amount, SOL)} plus fees.`,
          insufficient_funds_for_rent: `The wallet must keep at least ${ui(snapshot.rentExempt(0), SOL)} (its rent-exempt minimum).`,
          stake_error: `${ui(amount - reserve, SOL)} would be delegated (the amount less the ${ui(reserve, SOL)} reserve); stake more if the cluster's minimum delegation is higher.`,
        },
      };
    },
  };
};

interface Candidate {
  stake: StakeAccount;
  status: StakeStatus;
}

/** Plans deactivating and withdrawing the wallet's stake. */
export const planUnstake: Planner<UnstakeParams> = async (ctx, params) => {
  const named = params.stakeAccount === null ? null : parseAddress(params.stakeAccount, 'stakeAccount');
  const [snapshot, stakes] = named ? await readNamedStake(ctx, named) : await readWalletStakes(ctx);
  const candidates = stakes.map((stake) => ({ stake, status: stakeStatus(stake, snapshot.epoch) }));
  const whole = params.amount.unit === 'all' || (params.amount.unit === 'percent' && canonicalDecimal(params.amount.value) === '100');
  const plan = whole ? unstakeEverything(ctx, snapshot, candidates) : await unstakePart(ctx, snapshot, candidates, params, named !== null);
  const actions = plan.actions;
  const unstaked = actions.reduce((sum, a) => sum + BigInt(a.lamports), 0n);
  return {
    defaultComputeUnitLimit:
      DEFAULT_COMPUTE_UNIT_LIMITS.unstakeBase +
      actions.reduce((sum, a) => sum + (a.splitFrom ? DEFAULT_COMPUTE_UNIT_LIMITS.unstakeSplit : DEFAULT_COMPUTE_UNIT_LIMITS.unstakePerAccount), 0),
    lookupTables: [],
    compose: () => ({
      instructions: plan.instructions,
      output: { token: SOL, amount: unstaked },
      input: null,
      priceImpact: 0,
      rent: plan.rent,
      details: {
        stakeActions: actions,
        skippedStakeAccounts: plan.skipped,
        notes: [
          'outputAmount is every lamport unstaked: withdrawn lamports are back in the wallet when the transaction lands; deactivated ones can be withdrawn (unstake again) from the next epoch.',
        ],
      },
      hints: { insufficient_funds: 'A stake account holds fewer withdrawable lamports than asked; its stake may still be cooling down.' },
    }),
  };
};

async function readNamedStake(ctx: PlanContext, address: PublicKey): Promise<[ChainSnapshot, StakeAccount[]]> {
  const snapshot = await ctx.read([ctx.wallet, address]);
  const info = snapshot.account(address);
  const stake = info && decodeStakeAccount(address, info);
  if (!stake) throw validationError('stakeAccount', 'not_a_stake_account', `${address.toBase58()} is not a stake account on ${ctx.network}.`);
  if (!stake.staker.equals(ctx.wallet) && !stake.withdrawer.equals(ctx.wallet)) {
    throw validationError('stakeAccount', 'not_owned', `The wallet is neither the staker nor the withdrawer of stake account ${address.toBase58()}.`);
  }
  return [snapshot, [stake]];
}

async function readWalletStakes(ctx: PlanContext): Promise<[ChainSnapshot, StakeAccount[]]> {
  const [snapshot, found] = await Promise.all([
    ctx.read([ctx.wallet]),
    ctx.rpc.call((c) =>
      c.getProgramAccounts(StakeProgram.programId, {
        commitment: 'confirmed',
        filters: [{ dataSize: StakeProgram.space }, { memcmp: { offset: STAKE_WITHDRAWER_OFFSET, bytes: ctx.wallet.toBase58() } }],
      }),
    ),
  ]);
  const stakes = found.map((a) => decodeStakeAccount(a.pubkey, a.account)).filter((s): s is StakeAccount => s !== null);
  if (stakes.length === 0) throw validationError('stakeAccount', 'no_stake_accounts', 'The wallet has no stake accounts (none with it as withdraw authority); nothing to unstake.');
  // Largest first, so the action limit keeps the stake that matters most.
  return [snapshot, stakes.sort((a, b) => (b.lamports > a.lamports ? 1 : b.lamports < a.lamports ? -1 : 0))];
}

interface UnstakePlan {
  instructions: TransactionInstruction[];
  actions: StakeAction[];
  skipped: SkippedStake[];
  rent: RentItem[];
}

function deactivate(ctx: PlanContext, stake: PublicKey): TransactionInstruction[] {
  return StakeProgram.deactivate({ stakePubkey: stake, authorizedPubkey: ctx.wallet }).instructions;
}

// web3.js encodes these lamport fields from a JS number (exact only up to 2^53): the
// instructions are built with 0 and the exact bigint written in (amount-check.ts).

/** createAccountWithSeed of the stake account funded with exactly `lamports`, then Initialize. */
function createStakeAccount(ctx: PlanContext, stakeAccount: PublicKey, seed: string, lamports: bigint): TransactionInstruction[] {
  const [create, ...rest] = StakeProgram.createAccountWithSeed({
    fromPubkey: ctx.wallet,
    stakePubkey: stakeAccount,
    basePubkey: ctx.wallet,
    seed,
    authorized: new Authorized(ctx.wallet, ctx.wallet),
    lamports: 0,
  }).instructions;
  return [withU64At(create, createWithSeedLamportsOffset(seed), lamports), ...rest];
}

function withdraw(ctx: PlanContext, stake: PublicKey, lamports: bigint): TransactionInstruction[] {
  const [ix] = StakeProgram.withdraw({ stakePubkey: stake, authorizedPubkey: ctx.wallet, toPubkey: ctx.wallet, lamports: 0 }).instructions;
  return [withU64At(ix, STAKE_LAMPORTS_OFFSET, lamports)];
}

/** Split `lamports` of `source` into the seed-derived `split`, prefunded with its rent-exempt `reserve`. */
function splitWithSeed(ctx: PlanContext, source: PublicKey, split: PublicKey, seed: string, lamports: bigint, reserve: bigint): TransactionInstruction[] {
  const instructions = StakeProgram.splitWithSeed({ stakePubkey: source, authorizedPubkey: ctx.wallet, splitStakePubkey: split, basePubkey: ctx.wallet, seed, lamports: 0 }, Number(reserve)).instructions;
  const last = instructions.length - 1;
  instructions[last] = withU64At(instructions[last], STAKE_LAMPORTS_OFFSET, lamports);
  return instructions;
}

/** Deactivate every active stake, withdraw every inactive one; the rest is reported as skipped. */
function unstakeEverything(ctx: PlanContext, snapshot: ChainSnapshot, candidates: Candidate[]): UnstakePlan {
  const plan: UnstakePlan = { instructions: [], actions: [], skipped: [], rent: [] };
  for (const { stake, status } of candidates) {
    const address = stake.address.toBase58();
    const lamports = stake.lamports.toString();
    const skip = (reason: SkippedStake['reason']) => plan.skipped.push({ stakeAccount: address, reason, lamports });
    if (status === 'deactivating') skip('deactivating');
    else if (plan.actions.length >= MAX_STAKE_ACTIONS) skip('limit');
    else if (status === 'active' && !stake.staker.equals(ctx.wallet)) skip('other_authority');
    else if (status === 'inactive' && !stake.withdrawer.equals(ctx.wallet)) skip('other_authority');
    else if (status === 'inactive' && isLockedUp(stake, snapshot.epoch, snapshot.unixTimestamp)) skip('locked');
    else if (status === 'active') {
      plan.instructions.push(...deactivate(ctx, stake.address));
      plan.actions.push({ stakeAccount: address, action: 'deactivate', lamports });
    } else {
      plan.instructions.push(...withdraw(ctx, stake.address, stake.lamports));
      plan.actions.push({ stakeAccount: address, action: 'withdraw', lamports });
    }
  }
  if (plan.actions.length === 0) {
    const cooling = plan.skipped.filter((s) => s.reason === 'deactivating').length;
    const why = cooling ? `${cooling} stake account(s) are cooling down; withdraw them from epoch ${snapshot.epoch + 1n} on` : 'no stake account can be deactivated or withdrawn by this wallet';
    throw validationError('amount', 'nothing_to_unstake', `Nothing to unstake: ${why}.`);
  }
  return plan;
}

/**
 * Unstake part of the stake: from a named inactive account, withdraw the amount; otherwise
 * deactivate it from one active account, the smallest that covers it (whole when the amount is
 * the account's balance, else split off into a new account first).
 */
async function unstakePart(ctx: PlanContext, snapshot: ChainSnapshot, candidates: Candidate[], params: UnstakeParams, named: boolean): Promise<UnstakePlan> {
  const active = candidates.filter((c) => c.status === 'active' && c.stake.staker.equals(ctx.wallet));
  const resolved = await resolveAmount(ctx, params.amount, SOL);
  const base = named ? candidates[0].stake.lamports : active.reduce((sum, c) => sum + c.stake.lamports, 0n);
  const amount = 'fixed' in resolved ? resolved.fixed : percentOf(base, resolved.percent ?? '100');
  if (amount <= 0n) throw validationError('amount', 'zero_balance', `Nothing to unstake: ${params.amount.value}% of ${ui(base, SOL)} staked is 0.`);

  if (named && candidates[0].status !== 'active') return withdrawPart(ctx, snapshot, candidates[0], amount);
  if (active.length === 0) {
    throw validationError('amount', 'nothing_to_unstake', 'No active stake to deactivate. Say "unstake all" to withdraw stake that is already inactive.');
  }
  const fitting = active.filter((c) => c.stake.lamports === amount || c.stake.lamports - amount >= c.stake.rentExemptReserve + 1n);
  const chosen = fitting.sort((a, b) => (a.stake.lamports < b.stake.lamports ? -1 : a.stake.lamports > b.stake.lamports ? 1 : 0)).find((c) => c.stake.lamports === amount) ?? fitting[0];
  if (!chosen) {
    const largest = active.reduce((max, c) => (c.stake.lamports > max ? c.stake.lamports : max), 0n);
    throw validationError('amount', 'exceeds_stake', `No single active stake account can give up ${ui(amount, SOL)} (the largest holds ${ui(largest, SOL)}, part of which is its rent reserve). Unstake less, or "all".`);
  }
  const source = chosen.stake.address;
  if (chosen.stake.lamports === amount) {
    return { instructions: deactivate(ctx, source), actions: [{ stakeAccount: source.toBase58(), action: 'deactivate', lamports: amount.toString() }], skipped: [], rent: [] };
  }
  // Split the amount into a new seed-derived stake account, funded with its rent-exempt reserve
  // first (the stake program wants the destination rent-exempt), then deactivate that one; the
  // source stays active with the rest.
  const seed = ctx.seed('unstake');
  const split = await PublicKey.createWithSeed(ctx.wallet, seed, StakeProgram.programId);
  const reserve = snapshot.rentExempt(StakeProgram.space);
  return {
    instructions: [
      ...splitWithSeed(ctx, source, split, seed, amount, reserve),
      ...deactivate(ctx, split),
    ],
    actions: [{ stakeAccount: split.toBase58(), action: 'deactivate', lamports: amount.toString(), splitFrom: source.toBase58() }],
    skipped: [],
    rent: [{ address: split, purpose: 'rent-exempt reserve of the stake account split off (returned on withdrawal)', lamports: reserve }],
  };
}

function withdrawPart(ctx: PlanContext, snapshot: ChainSnapshot, { stake, status }: Candidate, amount: bigint): UnstakePlan {
  const address = stake.address.toBase58();
  if (status === 'deactivating') {
    throw validationError('stakeAccount', 'deactivating', `Stake account ${address} is cooling down; withdraw it from epoch ${snapshot.epoch + 1n} on.`);
  }
  if (!stake.withdrawer.equals(ctx.wallet)) throw validationError('stakeAccount', 'not_owned', `The wallet is not the withdrawer of stake account ${address}.`);
  if (isLockedUp(stake, snapshot.epoch, snapshot.unixTimestamp)) throw validationError('stakeAccount', 'locked', `Stake account ${address} is locked up; it cannot be withdrawn yet.`);
  if (amount > stake.lamports) throw validationError('amount', 'exceeds_stake', `Stake account ${address} holds ${ui(stake.lamports, SOL)}; withdraw at most that.`);
  if (amount < stake.lamports && stake.lamports - amount < stake.rentExemptReserve) {
    throw validationError('amount', 'below_rent_reserve', `Withdraw all ${ui(stake.lamports, SOL)} of stake account ${address}, or leave at least ${ui(stake.rentExemptReserve, SOL)} in it.`);
  }
  return { instructions: withdraw(ctx, stake.address, amount), actions: [{ stakeAccount: address, action: 'withdraw', lamports: amount.toString() }], skipped: [], rent: [] };
}
