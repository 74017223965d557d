/**
 * One read of everything a build needs from chain: the accounts it names plus the Rent and Clock
 * sysvars, in a single getMultipleAccounts (sysvars are ordinary accounts), so rent-exempt
 * minimums and the current epoch cost no call of their own.
 */
import { PublicKey, SYSVAR_CLOCK_PUBKEY, SYSVAR_RENT_PUBKEY, type AccountInfo } from '@solana/web3.js';
import { getMultipleAccounts } from '../chain/raw-rpc.js';
import { AppError } from '../errors/app-error.js';
import type { CountedRpc } from './counted-rpc.js';
import { base58Of } from '../chain/key-text.js';

/** getMultipleAccounts answers at most 100 accounts per call. */
const MAX_ACCOUNTS_PER_CALL = 100;
/** Bytes every account is charged rent for on top of its data. */
const ACCOUNT_STORAGE_OVERHEAD = 128n;

/** Accounts as they were when the build read them. */
export interface ChainSnapshot {
  /** The account, or null when it does not exist; only accounts the build asked for. */
  account(address: PublicKey): AccountInfo<Buffer> | null;
  /** Lamports of an account (0 when it does not exist). */
  lamports(address: PublicKey): bigint;
  /** Rent-exempt minimum of an account holding `dataSize` bytes, in lamports. */
  rentExempt(dataSize: number): bigint;
  /** The current epoch and the cluster's Unix time (seconds), from the Clock sysvar. */
  epoch: bigint;
  unixTimestamp: bigint;
}

function sysvarError(name: string): AppError {
  return new AppError('upstream_error', `The Solana RPC answered without a readable ${name} sysvar. Retry later.`, { details: { sysvar: name } });
}

/** Read `addresses` (deduplicated) and the Rent and Clock sysvars in as few getMultipleAccounts as the limit allows. */
export async function readChainSnapshot(rpc: CountedRpc, addresses: PublicKey[]): Promise<ChainSnapshot> {
  const unique = [...new Map([SYSVAR_RENT_PUBKEY, SYSVAR_CLOCK_PUBKEY, ...addresses].map((k) => [base58Of(k), k])).values()];
  const infos: (AccountInfo<Buffer> | null)[] = [];
  for (let i = 0; i < unique.length; i += MAX_ACCOUNTS_PER_CALL) {
    const chunk = unique.slice(i, i + MAX_ACCOUNTS_PER_CALL);
    infos.push(...(await rpc.call((c) => getMultipleAccounts(c, chunk, 'confirmed'))));
  }
  const byAddress = new Map(unique.map((k, i) => [base58Of(k), infos[i] ?? null]));

  // Rent: lamports_per_byte_year u64, exemption_threshold f64, burn_percent u8.
  const rent = byAddress.get(base58Of(SYSVAR_RENT_PUBKEY));
  if (!rent || rent.data.length < 17) throw sysvarError('Rent');
  const lamportsPerByteYear = rent.data.readBigUInt64LE(0);
  const exemptionThreshold = rent.data.readDoubleLE(8);
  // Clock: slot u64, epoch_start_timestamp i64, epoch u64, leader_schedule_epoch u64, unix_timestamp i64.
  const clock = byAddress.get(base58Of(SYSVAR_CLOCK_PUBKEY));
  if (!clock || clock.data.length < 40) throw sysvarError('Clock');

  const account = (address: PublicKey) => {
    const info = byAddress.get(base58Of(address));
    if (info === undefined) throw new Error(`readChainSnapshot: ${address.toBase58()} was not read`);
    return info;
  };
  return {
    account,
    lamports: (address) => BigInt(account(address)?.lamports ?? 0),
    // The runtime's formula: ((128 + size) × lamports_per_byte_year) as f64 × threshold, truncated.
    rentExempt: (dataSize) => BigInt(Math.floor(Number((ACCOUNT_STORAGE_OVERHEAD + BigInt(dataSize)) * lamportsPerByteYear) * exemptionThreshold)),
    epoch: clock.data.readBigUInt64LE(16),
    unixTimestamp: clock.data.readBigInt64LE(32),
  };
}
