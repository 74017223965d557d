import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair, PublicKey, type ParsedAccountData } from '@solana/web3.js';
import type { Amount, IntentBody } from '../../shared/intents/intent.types.js';
import type { TransactionBuilder } from '../../shared/transactions/index.js';
import { fundedWallet, LAMPORTS, lamportsOf, signAndSend, startBuilderHarness, type BuilderHarness } from './builder-harness.js';

const SLOTS_PER_EPOCH = 432_000;
const STAKE_RESERVE = 2_282_880n;

const stake = (amount: Amount, validator: string | null = null): IntentBody => ({ type: 'stake', params: { amount, validator } });
const unstake = (amount: Amount, stakeAccount: string | null = null): IntentBody => ({ type: 'unstake', params: { amount, stakeAccount } });
const ALL: Amount = { value: null, unit: 'all' };

let h: BuilderHarness;
beforeAll(async () => {
  h = await startBuilderHarness({ slotsPerEpoch: SLOTS_PER_EPOCH });
});
afterAll(async () => {
  await h.close();
});

/** Move to the next epoch; a new builder, since the cached blockhash of the old one is now expired. */
function nextEpoch(): TransactionBuilder {
  h.cluster.advanceSlots(SLOTS_PER_EPOCH);
  return h.makeBuilder();
}

async function buildWith(builder: TransactionBuilder, wallet: Keypair, intent: IntentBody) {
  return builder.build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent, simulate: true });
}

async function parsedStake(address: string) {
  const info = await h.connection.getParsedAccountInfo(new PublicKey(address));
  return info.value ? (info.value.data as ParsedAccountData).parsed : null;
}

describe('TransactionBuilder: stake', () => {
  it('creates a seed-derived stake account delegated to the default validator, signed by the wallet alone', async () => {
    const wallet = fundedWallet(h.cluster, 5n * LAMPORTS);
    const result = await h.build(wallet, stake({ value: '2', unit: 'token' }));
    expect(result.simulation?.success).toBe(true);
    const { stakeAccount, validator } = result.expectedOutput.breakdown;
    expect(validator).toBe(h.cluster.validatorVoteAccount);
    expect(result.expectedOutput).toMatchObject({ outputAmount: String(2n * LAMPORTS - STAKE_RESERVE), rent: Number(STAKE_RESERVE) });

    const landed = await signAndSend(h.connection, result, [wallet]);
    expect(landed.err).toBeNull();
    const parsed = await parsedStake(stakeAccount!);
    expect(parsed.type).toBe('delegated');
    expect(parsed.info.meta.authorized).toEqual({ staker: wallet.publicKey.toBase58(), withdrawer: wallet.publicKey.toBase58() });
    expect(parsed.info.stake.delegation.voter).toBe(h.cluster.validatorVoteAccount);
    expect(await lamportsOf(h.connection, new PublicKey(stakeAccount!))).toBe(2n * LAMPORTS);
    expect(await lamportsOf(h.connection, wallet.publicKey)).toBe(3n * LAMPORTS - BigInt(landed.fee));
    expect(Math.abs(landed.computeUnits - result.simulation!.computeUnits)).toBeLessThanOrEqual(landed.computeUnits * 0.1);
  });

  it('derives a new stake account every build', async () => {
    const wallet = fundedWallet(h.cluster, 5n * LAMPORTS);
    const a = await h.build(wallet, stake({ value: '1', unit: 'token' }));
    const b = await h.build(wallet, stake({ value: '1', unit: 'token' }));
    expect(a.expectedOutput.breakdown.stakeAccount).not.toBe(b.expectedOutput.breakdown.stakeAccount);
  });

  it('refuses a validator that is not a vote account and an amount at or below the reserve', async () => {
    const wallet = fundedWallet(h.cluster, 5n * LAMPORTS);
    await expect(h.build(wallet, stake({ value: '1', unit: 'token' }, Keypair.generate().publicKey.toBase58()))).rejects.toMatchObject({
      code: 'validation_error',
      details: { field: 'validator', reason: 'not_a_vote_account' },
    });
    await expect(h.build(wallet, stake({ value: '0.002', unit: 'token' }))).rejects.toMatchObject({ code: 'validation_error', details: { reason: 'below_stake_minimum' } });
  });

  it('fails its simulation readably below the cluster minimum delegation (1 SOL on the local cluster)', async () => {
    const wallet = fundedWallet(h.cluster, 5n * LAMPORTS);
    const result = await h.build(wallet, stake({ value: '1', unit: 'token' }));
    expect(result.simulation).toMatchObject({ success: false, error: { code: 'stake_error' } });
    expect(result.simulation?.error?.message).toMatch(/below the minimum delegation.*0\.99771712 SOL would be delegated/);
  });

  it('fails its simulation readably when the wallet cannot fund the stake', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    const result = await h.build(wallet, stake({ value: '3', unit: 'token' }));
    expect(result.simulation).toMatchObject({ success: false, error: { code: 'insufficient_funds' } });
    expect(result.simulation?.error?.message).toMatch(/holds 1 SOL; staking needs 3 SOL/);
  });
});

describe('TransactionBuilder: unstake', () => {
  it('deactivates the active stake, then withdraws it an epoch later', async () => {
    const wallet = fundedWallet(h.cluster, 5n * LAMPORTS);
    const staked = await buildWith(h.makeBuilder(), wallet, stake({ value: '2', unit: 'token' }));
    await signAndSend(h.connection, staked, [wallet]);
    const account = staked.expectedOutput.breakdown.stakeAccount!;

    let builder = nextEpoch();
    const deactivation = await buildWith(builder, wallet, unstake(ALL));
    expect(deactivation.simulation?.success).toBe(true);
    expect(deactivation.expectedOutput.breakdown.stakeActions).toEqual([{ stakeAccount: account, action: 'deactivate', lamports: String(2n * LAMPORTS) }]);
    expect(deactivation.expectedOutput.outputAmount).toBe(String(2n * LAMPORTS));
    const landed = await signAndSend(h.connection, deactivation, [wallet]);
    expect(landed.err).toBeNull();
    expect(Math.abs(landed.computeUnits - deactivation.simulation!.computeUnits)).toBeLessThanOrEqual(landed.computeUnits * 0.1);
    const { epoch } = await h.connection.getEpochInfo();
    expect((await parsedStake(account)).info.stake.delegation.deactivationEpoch).toBe(String(epoch));

    // Still cooling down this epoch: nothing to do.
    await expect(buildWith(builder, wallet, unstake(ALL))).rejects.toMatchObject({ code: 'validation_error', details: { reason: 'nothing_to_unstake' } });

    builder = nextEpoch();
    const before = await lamportsOf(h.connection, wallet.publicKey);
    const withdrawal = await buildWith(builder, wallet, unstake(ALL));
    expect(withdrawal.expectedOutput.breakdown.stakeActions).toEqual([{ stakeAccount: account, action: 'withdraw', lamports: String(2n * LAMPORTS) }]);
    await signAndSend(h.connection, withdrawal, [wallet]);
    expect(await h.connection.getAccountInfo(new PublicKey(account))).toBeNull();
    expect(await lamportsOf(h.connection, wallet.publicKey)).toBe(before + 2n * LAMPORTS - BigInt(withdrawal.expectedOutput.fee));
  });

  it('withdraws a stake deactivated in the epoch it was delegated right away', async () => {
    const wallet = fundedWallet(h.cluster, 5n * LAMPORTS);
    const builder = h.makeBuilder();
    await signAndSend(h.connection, await buildWith(builder, wallet, stake({ value: '2', unit: 'token' })), [wallet]);
    await signAndSend(h.connection, await buildWith(builder, wallet, unstake(ALL)), [wallet]);
    const withdrawal = await buildWith(builder, wallet, unstake(ALL));
    expect(withdrawal.expectedOutput.breakdown.stakeActions?.[0].action).toBe('withdraw');
    expect(withdrawal.simulation?.success).toBe(true);
    expect((await signAndSend(h.connection, withdrawal, [wallet])).err).toBeNull();
  });

  it('unstakes part of a stake by splitting it off and deactivating the split', async () => {
    const wallet = fundedWallet(h.cluster, 5n * LAMPORTS);
    const staked = await buildWith(h.makeBuilder(), wallet, stake({ value: '3', unit: 'token' }));
    await signAndSend(h.connection, staked, [wallet]);
    const source = staked.expectedOutput.breakdown.stakeAccount!;

    const builder = nextEpoch();
    const result = await buildWith(builder, wallet, unstake({ value: '1', unit: 'token' }));
    expect(result.simulation?.success).toBe(true);
    const [action] = result.expectedOutput.breakdown.stakeActions!;
    expect(action).toMatchObject({ action: 'deactivate', lamports: String(LAMPORTS), splitFrom: source });
    expect(result.expectedOutput.rent).toBe(Number(STAKE_RESERVE));
    const landed = await signAndSend(h.connection, result, [wallet]);
    expect(landed.err).toBeNull();

    expect(await lamportsOf(h.connection, new PublicKey(source))).toBe(2n * LAMPORTS);
    expect((await parsedStake(source)).info.stake.delegation.deactivationEpoch).toBe('18446744073709551615');
    expect(await lamportsOf(h.connection, new PublicKey(action.stakeAccount))).toBe(LAMPORTS + STAKE_RESERVE);
    const split = await parsedStake(action.stakeAccount);
    expect(split.info.stake.delegation.stake).toBe(String(LAMPORTS));
    expect(split.info.stake.delegation.deactivationEpoch).not.toBe('18446744073709551615');
  });

  it('unstakes a named stake account', async () => {
    const wallet = fundedWallet(h.cluster, 6n * LAMPORTS);
    const builder = h.makeBuilder();
    const a = await buildWith(builder, wallet, stake({ value: '2', unit: 'token' }));
    await signAndSend(h.connection, a, [wallet]);
    const b = await buildWith(builder, wallet, stake({ value: '2.5', unit: 'token' }));
    await signAndSend(h.connection, b, [wallet]);
    const result = await buildWith(builder, wallet, unstake(ALL, b.expectedOutput.breakdown.stakeAccount!));
    expect(result.expectedOutput.breakdown.stakeActions).toEqual([{ stakeAccount: b.expectedOutput.breakdown.stakeAccount, action: 'deactivate', lamports: '2500000000' }]);
    expect((await signAndSend(h.connection, result, [wallet])).err).toBeNull();
    expect((await parsedStake(a.expectedOutput.breakdown.stakeAccount!)).info.stake.delegation.deactivationEpoch).toBe('18446744073709551615');
  });

  it('stakes and splits without simulation within the default compute unit limits', async () => {
    const wallet = fundedWallet(h.cluster, 5n * LAMPORTS);
    const builder = h.makeBuilder();
    const build = (intent: IntentBody) => builder.build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent, simulate: false });
    const staked = await build(stake({ value: '3', unit: 'token' }));
    expect(staked.computeUnitLimitSource).toBe('default');
    const landed = await signAndSend(h.connection, staked, [wallet]);
    expect(landed.err).toBeNull();
    expect(landed.computeUnits).toBeLessThanOrEqual(staked.computeUnitLimit);
    const split = await build(unstake({ value: '1', unit: 'token' }));
    const splitLanded = await signAndSend(h.connection, split, [wallet]);
    expect(splitLanded.err).toBeNull();
    expect(splitLanded.computeUnits).toBeLessThanOrEqual(split.computeUnitLimit);
  });

  it('refuses unknown stake accounts and wallets with nothing staked', async () => {
    const wallet = fundedWallet(h.cluster, LAMPORTS);
    await expect(h.build(wallet, unstake(ALL))).rejects.toMatchObject({ code: 'validation_error', details: { field: 'stakeAccount', reason: 'no_stake_accounts' } });
    await expect(h.build(wallet, unstake(ALL, Keypair.generate().publicKey.toBase58()))).rejects.toMatchObject({ code: 'validation_error', details: { reason: 'not_a_stake_account' } });
    await expect(h.build(wallet, unstake(ALL, 'not-an-address'))).rejects.toMatchObject({ code: 'validation_error', details: { field: 'stakeAccount', reason: 'invalid_address' } });
  });
});
