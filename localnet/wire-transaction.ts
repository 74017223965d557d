/**
 * Wire transactions as the local cluster receives them: decoded with @solana/kit (the form
 * LiteSVM executes), checked the way a validator's RPC checks them before execution (size,
 * signatures), and viewed as a plain message for history, fees and account lists.
 */
import { createPublicKey, verify } from 'node:crypto';
import bs58 from 'bs58';
import {
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  type Transaction as KitTransaction,
} from '@solana/kit';
import { JsonRpcError, RPC_ERROR } from './rpc-error.js';

/** Largest serialized transaction a validator accepts (one UDP packet payload). */
const PACKET_DATA_SIZE = 1232;

/** One compiled instruction, indices into the transaction's account keys. */
export interface MessageInstruction {
  programIndex: number;
  accounts: number[];
  data: Uint8Array;
}

/** An address lookup table reference of a v0 message. */
export interface MessageLookup {
  table: string;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

/** The parts of a compiled message the cluster reads. */
export interface MessageView {
  version: 'legacy' | 0;
  numRequiredSignatures: number;
  numReadonlySignedAccounts: number;
  numReadonlyUnsignedAccounts: number;
  staticAccounts: string[];
  recentBlockhash: string;
  instructions: MessageInstruction[];
  lookups: MessageLookup[];
}

/** A received transaction: the bytes LiteSVM executes and the view the RPC answers from. */
export interface DecodedTransaction {
  wire: Uint8Array;
  kit: KitTransaction;
  messageBytes: Uint8Array;
  message: MessageView;
  /** Base58 signatures in signer order; a missing signature is all zeros, like on the wire. */
  signatures: string[];
  /** The first signature: the transaction's id. */
  signature: string;
}

const ZERO_SIGNATURE = bs58.encode(new Uint8Array(64));
const transactionDecoder = getTransactionDecoder();
const messageDecoder = getCompiledTransactionMessageDecoder();
const messageEncoder = getCompiledTransactionMessageEncoder();

function invalidTransaction(reason: string): JsonRpcError {
  return new JsonRpcError(RPC_ERROR.invalidParams, `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${reason}`);
}

/** Decode a compiled message (legacy or v0) into the cluster's view; throws on anything else. */
export function decodeMessage(messageBytes: Uint8Array): MessageView {
  const [compiled, end] = messageDecoder.read(messageBytes, 0);
  if (end !== messageBytes.length) throw new Error(`${messageBytes.length - end} trailing bytes after the message`);
  if (compiled.version !== 'legacy' && compiled.version !== 0) throw new Error(`transaction version ${String(compiled.version)} is not supported`);
  const lookups = compiled.version === 0 ? (compiled.addressTableLookups ?? []) : [];
  return {
    version: compiled.version,
    numRequiredSignatures: compiled.header.numSignerAccounts,
    numReadonlySignedAccounts: compiled.header.numReadonlySignerAccounts,
    numReadonlyUnsignedAccounts: compiled.header.numReadonlyNonSignerAccounts,
    staticAccounts: [...compiled.staticAccounts],
    recentBlockhash: compiled.lifetimeToken,
    instructions: compiled.instructions.map((ix) => ({ programIndex: ix.programAddressIndex, accounts: [...(ix.accountIndices ?? [])], data: new Uint8Array(ix.data ?? []) })),
    lookups: lookups.map((l) => ({ table: l.lookupTableAddress, writableIndexes: [...l.writableIndexes], readonlyIndexes: [...l.readonlyIndexes] })),
  };
}

/** Decode wire bytes; malformed input is a -32602, as on a real node. */
export function decodeWireTransaction(wire: Uint8Array): DecodedTransaction {
  if (wire.length > PACKET_DATA_SIZE) {
    throw new JsonRpcError(RPC_ERROR.invalidParams, `decoded solana_transaction::versioned::VersionedTransaction too large: ${wire.length} bytes (max: ${PACKET_DATA_SIZE} bytes)`);
  }
  let kit: KitTransaction;
  let message: MessageView;
  try {
    kit = transactionDecoder.decode(wire);
    message = decodeMessage(new Uint8Array(kit.messageBytes));
  } catch (err) {
    throw invalidTransaction(err instanceof Error ? err.message : String(err));
  }
  const signatureBytes = Object.values(kit.signatures);
  if (signatureBytes.length !== message.numRequiredSignatures || message.numRequiredSignatures === 0) {
    throw new JsonRpcError(RPC_ERROR.invalidParams, 'invalid transaction: Transaction failed to sanitize accounts offsets correctly');
  }
  const signatures = signatureBytes.map((s) => (s ? bs58.encode(s) : ZERO_SIGNATURE));
  return { wire, kit, messageBytes: new Uint8Array(kit.messageBytes), message, signatures, signature: signatures[0] };
}

// DER prefix turning a raw 32-byte ed25519 public key into an SPKI key node:crypto accepts.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Whether every signer's signature verifies over the message bytes. */
export function signaturesVerify(tx: DecodedTransaction): boolean {
  return tx.signatures.every((signature, i) => {
    const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, bs58.decode(tx.message.staticAccounts[i])]), format: 'der', type: 'spki' });
    return verify(null, tx.messageBytes, key, bs58.decode(signature));
  });
}

/** The same transaction with another recent blockhash, unsigned (simulate's replaceRecentBlockhash). */
export function withRecentBlockhash(tx: DecodedTransaction, blockhash: string): DecodedTransaction {
  const compiled = messageDecoder.decode(tx.messageBytes);
  const messageBytes = new Uint8Array(messageEncoder.encode({ ...compiled, lifetimeToken: blockhash } as typeof compiled));
  const signatureCount = tx.signatures.length;
  // Wire layout: compact-u16 signature count (one byte below 128 signers), signatures, message.
  const wire = new Uint8Array(1 + 64 * signatureCount + messageBytes.length);
  wire[0] = signatureCount;
  wire.set(messageBytes, 1 + 64 * signatureCount);
  return decodeWireTransaction(wire);
}

/** Whether the account at this index of the full key list (static, then loaded) is writable. */
export function isWritableIndex(message: MessageView, index: number, loadedWritableCount: number): boolean {
  const staticCount = message.staticAccounts.length;
  if (index >= staticCount) return index - staticCount < loadedWritableCount;
  if (index < message.numRequiredSignatures) return index < message.numRequiredSignatures - message.numReadonlySignedAccounts;
  return index < staticCount - message.numReadonlyUnsignedAccounts;
}
