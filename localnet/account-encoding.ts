/**
 * Accounts in the JSON shape of Solana's RPC (`UiAccount`): lamports, owner, data in the
 * requested encoding, executable, rentEpoch, space. jsonParsed covers token accounts, mints and
 * stake accounts; other owners fall back to base64, as a real node does.
 */
import bs58 from 'bs58';
import { TOKEN_2022_PROGRAM_ID } from '../shared/chain/token-list.js';
import { JsonRpcError, RPC_ERROR, invalidParams } from './rpc-error.js';
import { decodeMint, decodeTokenAccount, parsedMint, parsedTokenAccount } from './token-layout.js';

/** The stake program (an on-chain core BPF program in LiteSVM, as on mainnet). */
export const STAKE_PROGRAM_ID = 'Stake11111111111111111111111111111111111111';
/** Rent epoch a real node reports for rent-exempt accounts (u64::MAX, as a JSON number). */
const RENT_EXEMPT_RENT_EPOCH = 2 ** 64;
const BASE58_DATA_LIMIT = 128;

/** An account as the ledger holds it. */
export interface LedgerAccount {
  lamports: bigint;
  owner: string;
  data: Uint8Array;
  executable: boolean;
}

/** Account data encodings the local cluster serves (not base64+zstd). */
export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed';

/** `dataSlice` of account requests. */
export interface DataSlice {
  offset: number;
  length: number;
}

/** What jsonParsed needs from the ledger: a mint's decimals for token amounts. */
export type MintDecimalsLookup = (mint: string) => number | undefined;

/** Read and check the `encoding` option of an account request. */
export function accountEncodingParam(value: unknown, fallback: AccountEncoding): AccountEncoding {
  if (value === undefined || value === null) return fallback;
  if (value === 'base58' || value === 'base64' || value === 'jsonParsed') return value;
  if (value === 'base64+zstd') throw invalidParams('base64+zstd encoding is not supported by the local cluster; use base64');
  throw invalidParams(`unknown encoding ${JSON.stringify(value)}; expected base58, base64 or jsonParsed`);
}

function sliced(data: Uint8Array, slice: DataSlice | undefined): Uint8Array {
  return slice ? data.subarray(slice.offset, slice.offset + slice.length) : data;
}

/** The `data` member in a binary encoding. */
function binaryData(data: Uint8Array, encoding: 'base58' | 'base64'): [string, string] {
  if (encoding === 'base64') return [Buffer.from(data).toString('base64'), 'base64'];
  if (data.length > BASE58_DATA_LIMIT) {
    throw new JsonRpcError(RPC_ERROR.invalidRequest, `Encoded binary (base 58) data should be less than ${BASE58_DATA_LIMIT} bytes, please use Base64 encoding.`);
  }
  return [bs58.encode(data), 'base58'];
}

const STAKE_STATE_SIZE = 200;
const STAKE_STATE_INITIALIZED = 1;
const STAKE_STATE_DELEGATED = 2;

/** The delegation of a delegated stake account (StakeStateV2::Stake), or null for any other state. */
export function stakeDelegation(data: Uint8Array): { voter: string; stake: bigint; activationEpoch: bigint; deactivationEpoch: bigint; warmupCooldownRate: number; creditsObserved: bigint } | null {
  if (data.length < STAKE_STATE_SIZE) return null;
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (dv.getUint32(0, true) !== STAKE_STATE_DELEGATED) return null;
  return {
    voter: bs58.encode(data.subarray(124, 156)),
    stake: dv.getBigUint64(156, true),
    activationEpoch: dv.getBigUint64(164, true),
    deactivationEpoch: dv.getBigUint64(172, true),
    warmupCooldownRate: dv.getFloat64(180, true),
    creditsObserved: dv.getBigUint64(188, true),
  };
}

/** StakeStateV2 as jsonParsed renders it (account-decoder's parse_stake). */
function parsedStake(data: Uint8Array): Record<string, unknown> | null {
  if (data.length < STAKE_STATE_SIZE) return null;
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tag = dv.getUint32(0, true);
  if (tag === 0) return { type: 'uninitialized' };
  if (tag === 3) return { type: 'rewardsPool' };
  if (tag !== STAKE_STATE_INITIALIZED && tag !== STAKE_STATE_DELEGATED) return null;
  const meta = {
    rentExemptReserve: dv.getBigUint64(4, true).toString(),
    authorized: { staker: bs58.encode(data.subarray(12, 44)), withdrawer: bs58.encode(data.subarray(44, 76)) },
    lockup: { unixTimestamp: Number(dv.getBigInt64(76, true)), epoch: Number(dv.getBigUint64(84, true)), custodian: bs58.encode(data.subarray(92, 124)) },
  };
  const delegation = stakeDelegation(data);
  if (!delegation) return { type: 'initialized', info: { meta, stake: null } };
  const stake = {
    delegation: {
      voter: delegation.voter,
      stake: delegation.stake.toString(),
      activationEpoch: delegation.activationEpoch.toString(),
      deactivationEpoch: delegation.deactivationEpoch.toString(),
      warmupCooldownRate: delegation.warmupCooldownRate,
    },
    creditsObserved: Number(delegation.creditsObserved),
  };
  return { type: 'delegated', info: { meta, stake } };
}

/** The jsonParsed `data` member, or null when the owner has no parser here. */
function parsedData(account: LedgerAccount, mintDecimals: MintDecimalsLookup): Record<string, unknown> | null {
  const program = account.owner === TOKEN_2022_PROGRAM_ID ? 'spl-token-2022' : 'spl-token';
  const tokenAccount = decodeTokenAccount(account.owner, account.data);
  if (tokenAccount) {
    const decimals = mintDecimals(tokenAccount.mint);
    if (decimals === undefined) return null;
    return { program, parsed: parsedTokenAccount(tokenAccount, decimals), space: account.data.length };
  }
  const mint = decodeMint(account.owner, account.data);
  if (mint) return { program, parsed: parsedMint(mint), space: account.data.length };
  if (account.owner === STAKE_PROGRAM_ID) {
    const parsed = parsedStake(account.data);
    if (parsed) return { program: 'stake', parsed, space: account.data.length };
  }
  return null;
}

/** An account in the RPC's `UiAccount` shape. */
export function encodeAccount(account: LedgerAccount, encoding: AccountEncoding, slice: DataSlice | undefined, mintDecimals: MintDecimalsLookup): Record<string, unknown> {
  const data = encoding === 'jsonParsed' ? (parsedData(account, mintDecimals) ?? binaryData(sliced(account.data, slice), 'base64')) : binaryData(sliced(account.data, slice), encoding);
  return {
    lamports: Number(account.lamports),
    owner: account.owner,
    data,
    executable: account.executable,
    rentEpoch: RENT_EXEMPT_RENT_EPOCH,
    space: account.data.length,
  };
}
