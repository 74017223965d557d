/**
 * The stake account layout (StakeStateV2, 200 bytes) as far as unstaking needs it, and where a
 * stake is in its life cycle at a given epoch.
 */
import { PublicKey, StakeProgram, type AccountInfo } from '@solana/web3.js';

const STATE_INITIALIZED = 1;
const STATE_STAKE = 2;
const U64_MAX = 2n ** 64n - 1n;

/** Offset of the withdraw authority in a stake account (getProgramAccounts memcmp filter). */
export const STAKE_WITHDRAWER_OFFSET = 44;

/** A decoded stake account. */
export interface StakeAccount {
  address: PublicKey;
  lamports: bigint;
  rentExemptReserve: bigint;
  staker: PublicKey;
  withdrawer: PublicKey;
  lockupUnixTimestamp: bigint;
  lockupEpoch: bigint;
  /** Null for an initialized but never delegated account. */
  delegation: { voter: PublicKey; stake: bigint; activationEpoch: bigint; deactivationEpoch: bigint } | null;
}

/**
 * Where a stake is: `active` (delegated and not deactivated, activating included), `deactivating`
 * (deactivated this epoch, cooling down), or `inactive` (never delegated, or deactivated in an
 * earlier epoch, or deactivated in the epoch it was activated): withdrawable.
 */
export type StakeStatus = 'active' | 'deactivating' | 'inactive';

/** Decode a stake account; null when it is not an initialized or delegated stake account. */
export function decodeStakeAccount(address: PublicKey, info: AccountInfo<Buffer>): StakeAccount | null {
  const data = info.data;
  if (!info.owner.equals(StakeProgram.programId) || data.length < StakeProgram.space) return null;
  const state = data.readUInt32LE(0);
  if (state !== STATE_INITIALIZED && state !== STATE_STAKE) return null;
  // Meta: rent_exempt_reserve u64 @4, staker @12, withdrawer @44, lockup { unix_timestamp i64 @76, epoch u64 @84, custodian @92 }.
  // Stake.delegation: voter @124, stake u64 @156, activation_epoch u64 @164, deactivation_epoch u64 @172.
  return {
    address,
    lamports: BigInt(info.lamports),
    rentExemptReserve: data.readBigUInt64LE(4),
    staker: new PublicKey(data.subarray(12, 44)),
    withdrawer: new PublicKey(data.subarray(44, 76)),
    lockupUnixTimestamp: data.readBigInt64LE(76),
    lockupEpoch: data.readBigUInt64LE(84),
    delegation:
      state === STATE_STAKE
        ? { voter: new PublicKey(data.subarray(124, 156)), stake: data.readBigUInt64LE(156), activationEpoch: data.readBigUInt64LE(164), deactivationEpoch: data.readBigUInt64LE(172) }
        : null,
  };
}

/**
 * The stake's status at `epoch`. A deactivated stake counts as inactive from the next epoch on:
 * exact for stakes that cool down within one epoch (every wallet-sized stake); a very large
 * stake limited by the cluster's cooldown rate may need longer, which the simulation then shows.
 */
export function stakeStatus(stake: StakeAccount, epoch: bigint): StakeStatus {
  const d = stake.delegation;
  if (d === null) return 'inactive';
  if (d.deactivationEpoch === U64_MAX) return 'active';
  if (d.deactivationEpoch < epoch || d.activationEpoch === d.deactivationEpoch) return 'inactive';
  return 'deactivating';
}

/** Whether the lockup forbids withdrawing now (a custodian's signature would be needed). */
export function isLockedUp(stake: StakeAccount, epoch: bigint, unixTimestamp: bigint): boolean {
  return stake.lockupEpoch > epoch || stake.lockupUnixTimestamp > unixTimestamp;
}
