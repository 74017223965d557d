/**
 * Durable nonces as a validator checks them (agave's `check_transaction_age` and
 * `advance_nonce_account`): a transaction whose recent blockhash is no longer (or never was) in
 * the blockhash queue is still valid when its first instruction is the System Program's
 * AdvanceNonceAccount, the nonce account it names is writable in the message, initialized,
 * holds exactly that blockhash as its durable nonce, and its authority signed the transaction.
 * Executing the instruction stores a new nonce value, so every other transaction signed
 * against the old one can never land again.
 */
import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import type { LedgerAccount } from './account-encoding.js';
import { isWritableIndex, type MessageView } from './wire-transaction.js';

const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111';
/** SystemInstruction::AdvanceNonceAccount, the u32 tag of the instruction's data. */
const ADVANCE_NONCE_ACCOUNT = 4;
/** nonce::state::Versions: u32 version, u32 state, authority (32), durable nonce (32), lamports per signature (u64). */
export const NONCE_ACCOUNT_LENGTH = 80;
const STATE_INITIALIZED = 1;

/** An initialized nonce account's contents. */
export interface NonceState {
  authority: string;
  /** The durable nonce: the value a transaction uses as its recent blockhash. */
  value: string;
  lamportsPerSignature: bigint;
}

/** A nonce account's state, or null when the account is no initialized nonce account. */
export function readNonce(account: LedgerAccount | null): NonceState | null {
  if (!account || account.owner !== SYSTEM_PROGRAM_ID || account.data.length !== NONCE_ACCOUNT_LENGTH) return null;
  const data = Buffer.from(account.data);
  if (data.readUInt32LE(4) !== STATE_INITIALIZED) return null;
  return {
    authority: bs58.encode(data.subarray(8, 40)),
    value: bs58.encode(data.subarray(40, 72)),
    lamportsPerSignature: data.readBigUInt64LE(72),
  };
}

/** The nonce value advancing stores while `blockhash` is the bank's: sha256("DURABLE_NONCE" ‖ blockhash). */
export function durableNonceFrom(blockhash: string): string {
  return bs58.encode(createHash('sha256').update('DURABLE_NONCE').update(bs58.decode(blockhash)).digest());
}

/** The data of a nonce account advanced to the value of `blockhash`, authority unchanged. */
export function advancedNonceData(data: Uint8Array, blockhash: string, lamportsPerSignature: bigint): Uint8Array {
  const next = Buffer.from(data);
  Buffer.from(bs58.decode(durableNonceFrom(blockhash))).copy(next, 40);
  next.writeBigUInt64LE(lamportsPerSignature, 72);
  return new Uint8Array(next);
}

/**
 * The nonce account a message's first instruction advances, or null when the message does not
 * start with AdvanceNonceAccount. Only static keys count: the nonce account and its authority
 * are never loaded from a lookup table.
 */
export function advancedNonceAccount(message: MessageView): { nonce: string; authority: string } | null {
  const first = message.instructions[0];
  if (!first || message.staticAccounts[first.programIndex] !== SYSTEM_PROGRAM_ID) return null;
  if (first.data.length < 4 || Buffer.from(first.data).readUInt32LE(0) !== ADVANCE_NONCE_ACCOUNT) return null;
  const [nonceIndex, , authorityIndex] = first.accounts;
  if (nonceIndex === undefined || authorityIndex === undefined) return null;
  const nonce = message.staticAccounts[nonceIndex];
  const authority = message.staticAccounts[authorityIndex];
  if (!nonce || !authority) return null;
  if (!isWritableIndex(message, nonceIndex, 0)) return null;
  if (authorityIndex >= message.numRequiredSignatures) return null;
  return { nonce, authority };
}

/**
 * Whether a message is valid by its durable nonce now: its first instruction advances a nonce
 * account that holds the message's recent blockhash, with a signing authority. Returns the
 * nonce account's address, or null.
 */
export function validNonceAccount(message: MessageView, account: (address: string) => LedgerAccount | null): string | null {
  const advanced = advancedNonceAccount(message);
  if (!advanced) return null;
  const state = readNonce(account(advanced.nonce));
  if (!state || state.value !== message.recentBlockhash || state.authority !== advanced.authority) return null;
  return advanced.nonce;
}
