/**
 * SPL Token and Token-2022 account and mint layouts, decoded from raw account data, and their
 * jsonParsed form as a Solana RPC node renders it (account-decoder's parse_token).
 */
import bs58 from 'bs58';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../shared/chain/token-list.js';

/** Byte length of an SPL token account (Token-2022 extensions start after it). */
export const TOKEN_ACCOUNT_SIZE = 165;
/** Byte length of an SPL mint. */
export const MINT_SIZE = 82;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;
const TOKEN_ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'] as const;

/** Whether an owner program is one of the two token programs. */
export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM_ID || owner === TOKEN_2022_PROGRAM_ID;
}

/** `{ amount, decimals, uiAmount, uiAmountString }` as the RPC renders a raw token amount. */
export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number;
  uiAmountString: string;
}

/** A raw amount with decimals, as RPC token amounts show it (trailing zeros trimmed). */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  let uiAmountString = amount.toString();
  if (decimals > 0) {
    const unit = 10n ** BigInt(decimals);
    const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
    uiAmountString = fraction ? `${amount / unit}.${fraction}` : `${amount / unit}`;
  }
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

function view(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

function key(data: Uint8Array, offset: number): string {
  return bs58.encode(data.subarray(offset, offset + 32));
}

/** COption<Pubkey>: a u32 tag then 32 bytes. */
function optionalKey(data: Uint8Array, offset: number): string | null {
  return view(data).getUint32(offset, true) === 1 ? key(data, offset + 4) : null;
}

/** OptionalNonZeroPubkey (Token-2022 extensions): all zeros means none. */
function nonZeroKey(data: Uint8Array, offset: number): string | null {
  return data.subarray(offset, offset + 32).some((b) => b !== 0) ? key(data, offset) : null;
}

/** A token account's base fields. */
export interface TokenAccountState {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: (typeof TOKEN_ACCOUNT_STATES)[number];
  /** Rent-exempt reserve of a wrapped-SOL account, null for other mints. */
  nativeReserve: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
  extensions: TlvEntry[];
}

/** A mint's base fields. */
export interface MintState {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
  extensions: TlvEntry[];
}

/** One Token-2022 extension: its type number and value bytes. */
export interface TlvEntry {
  type: number;
  value: Uint8Array;
}

function readExtensions(data: Uint8Array): TlvEntry[] {
  const entries: TlvEntry[] = [];
  let offset = TOKEN_ACCOUNT_SIZE + 1;
  while (offset + 4 <= data.length) {
    const type = view(data).getUint16(offset, true);
    const length = view(data).getUint16(offset + 2, true);
    if (type === 0 || offset + 4 + length > data.length) break;
    entries.push({ type, value: data.subarray(offset + 4, offset + 4 + length) });
    offset += 4 + length;
  }
  return entries;
}

/** Decode a token account owned by a token program, or null if the data is not one. */
export function decodeTokenAccount(owner: string, data: Uint8Array): TokenAccountState | null {
  if (!isTokenProgram(owner) || data.length < TOKEN_ACCOUNT_SIZE) return null;
  if (data.length > TOKEN_ACCOUNT_SIZE && (owner === TOKEN_PROGRAM_ID || data[TOKEN_ACCOUNT_SIZE] !== ACCOUNT_TYPE_ACCOUNT)) return null;
  const state = TOKEN_ACCOUNT_STATES[data[108]];
  if (!state || state === 'uninitialized') return null;
  const dv = view(data);
  return {
    mint: key(data, 0),
    owner: key(data, 32),
    amount: dv.getBigUint64(64, true),
    delegate: optionalKey(data, 72),
    state,
    nativeReserve: dv.getUint32(109, true) === 1 ? dv.getBigUint64(113, true) : null,
    delegatedAmount: dv.getBigUint64(121, true),
    closeAuthority: optionalKey(data, 129),
    extensions: data.length > TOKEN_ACCOUNT_SIZE ? readExtensions(data) : [],
  };
}

/** Decode a mint owned by a token program, or null if the data is not one. */
export function decodeMint(owner: string, data: Uint8Array): MintState | null {
  if (!isTokenProgram(owner)) return null;
  const plain = data.length === MINT_SIZE;
  const extended = owner === TOKEN_2022_PROGRAM_ID && data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT;
  if (!plain && !extended) return null;
  return {
    mintAuthority: optionalKey(data, 0),
    supply: view(data).getBigUint64(36, true),
    decimals: data[44],
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(data, 46),
    extensions: extended ? readExtensions(data) : [],
  };
}

function transferFee(value: Uint8Array, offset: number): Record<string, number> {
  const dv = view(value);
  return {
    epoch: Number(dv.getBigUint64(offset, true)),
    maximumFee: Number(dv.getBigUint64(offset + 8, true)),
    transferFeeBasisPoints: dv.getUint16(offset + 16, true),
  };
}

/** One extension as the RPC's jsonParsed shows it; the ones not modelled here are "unparseableExtension". */
function parseExtension({ type, value }: TlvEntry): Record<string, unknown> {
  const dv = view(value);
  switch (type) {
    case 1:
      return {
        extension: 'transferFeeConfig',
        state: {
          transferFeeConfigAuthority: nonZeroKey(value, 0),
          withdrawWithheldAuthority: nonZeroKey(value, 32),
          withheldAmount: Number(dv.getBigUint64(64, true)),
          olderTransferFee: transferFee(value, 72),
          newerTransferFee: transferFee(value, 90),
        },
      };
    case 2:
      return { extension: 'transferFeeAmount', state: { withheldAmount: Number(dv.getBigUint64(0, true)) } };
    case 3:
      return { extension: 'mintCloseAuthority', state: { closeAuthority: nonZeroKey(value, 0) } };
    case 6:
      return { extension: 'defaultAccountState', state: { accountState: TOKEN_ACCOUNT_STATES[value[0]] ?? 'uninitialized' } };
    case 7:
      return { extension: 'immutableOwner' };
    case 8:
      return { extension: 'memoTransfer', state: { requireIncomingTransferMemos: value[0] === 1 } };
    case 9:
      return { extension: 'nonTransferable' };
    case 11:
      return { extension: 'cpiGuard', state: { lockCpi: value[0] === 1 } };
    case 12:
      return { extension: 'permanentDelegate', state: { delegate: nonZeroKey(value, 0) } };
    case 13:
      return { extension: 'nonTransferableAccount' };
    case 14:
      return { extension: 'transferHook', state: { authority: nonZeroKey(value, 0), programId: nonZeroKey(value, 32) } };
    case 15:
      return { extension: 'transferHookAccount', state: { transferring: value[0] === 1 } };
    case 18:
      return { extension: 'metadataPointer', state: { authority: nonZeroKey(value, 0), metadataAddress: nonZeroKey(value, 32) } };
    default:
      return { extension: 'unparseableExtension' };
  }
}

/** jsonParsed `parsed` member of a token account. */
export function parsedTokenAccount(account: TokenAccountState, decimals: number): Record<string, unknown> {
  const info: Record<string, unknown> = {
    isNative: account.nativeReserve !== null,
    mint: account.mint,
    owner: account.owner,
    state: account.state,
    tokenAmount: uiTokenAmount(account.amount, decimals),
  };
  if (account.delegate) {
    info.delegate = account.delegate;
    info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals);
  }
  if (account.nativeReserve !== null) info.rentExemptReserve = uiTokenAmount(account.nativeReserve, decimals);
  if (account.closeAuthority) info.closeAuthority = account.closeAuthority;
  if (account.extensions.length > 0) info.extensions = account.extensions.map(parseExtension);
  return { type: 'account', info };
}

/** jsonParsed `parsed` member of a mint. */
export function parsedMint(mint: MintState): Record<string, unknown> {
  const info: Record<string, unknown> = {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority,
    isInitialized: mint.isInitialized,
    mintAuthority: mint.mintAuthority,
    supply: mint.supply.toString(),
  };
  if (mint.extensions.length > 0) info.extensions = mint.extensions.map(parseExtension);
  return { type: 'mint', info };
}
