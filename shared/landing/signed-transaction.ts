/**
 * The checks POST /v1/transactions/{id}/submit makes on the signed bytes before anything is
 * sent (docs/transactions.md, "Submit and land"): the message must be the one the build
 * answered, byte for byte, and every required signature must be present and verify (ed25519
 * over the message bytes).
 */
import { createPublicKey, verify } from 'node:crypto';
import bs58 from 'bs58';
import { VersionedMessage } from '@solana/web3.js';

/** A wire transaction split into its signatures and its message bytes. */
export interface WireTransaction {
  signatures: Uint8Array[];
  message: Uint8Array;
}

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Split wire bytes (compact-u16 signature count, 64 bytes each, then the message); null when malformed. */
export function splitWireTransaction(bytes: Uint8Array): WireTransaction | null {
  let count = 0;
  let offset = 0;
  for (let shift = 0; ; shift += 7) {
    if (offset >= bytes.length || shift > 14) return null;
    const byte = bytes[offset++];
    count |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
  }
  if (count < 1 || offset + 64 * count >= bytes.length) return null;
  const signatures: Uint8Array[] = [];
  for (let i = 0; i < count; i++) signatures.push(bytes.subarray(offset + 64 * i, offset + 64 * (i + 1)));
  return { signatures, message: bytes.subarray(offset + 64 * count) };
}

/**
 * The canonical wire bytes of `tx`: the signature count as the shortest compact-u16 (a count
 * written with redundant continuation bytes, e.g. 0x81 0x00 for 1, is read the same by
 * splitWireTransaction but is not what validators accept), the signatures, the message.
 */
export function serializeWireTransaction(tx: WireTransaction): Buffer {
  const prefix: number[] = [];
  let rest = tx.signatures.length;
  do {
    const byte = rest & 0x7f;
    rest >>= 7;
    prefix.push(rest ? byte | 0x80 : byte);
  } while (rest);
  return Buffer.concat([Buffer.from(prefix), ...tx.signatures, tx.message]);
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(b.buffer, b.byteOffset, b.byteLength)) === 0;
}

/**
 * What differs between the built message and the submitted one, in the parts a client can
 * recognise: `header`, `accountKeys`, `recentBlockhash`, `instructions`, `addressTableLookups`,
 * `version`; `message` when the submitted bytes are not a message at all. Empty when equal.
 */
export function messageDifferences(built: Uint8Array, submitted: Uint8Array): string[] {
  if (bytesEqual(built, submitted)) return [];
  let a: VersionedMessage;
  let b: VersionedMessage;
  try {
    a = VersionedMessage.deserialize(built);
    b = VersionedMessage.deserialize(submitted);
  } catch {
    return ['message'];
  }
  const differs: string[] = [];
  if (a.version !== b.version) differs.push('version');
  if (JSON.stringify(a.header) !== JSON.stringify(b.header)) differs.push('header');
  if (a.staticAccountKeys.map(String).join() !== b.staticAccountKeys.map(String).join()) differs.push('accountKeys');
  if (a.recentBlockhash !== b.recentBlockhash) differs.push('recentBlockhash');
  const ix = (m: VersionedMessage) => JSON.stringify(m.compiledInstructions.map((i) => [i.programIdIndex, i.accountKeyIndexes, Buffer.from(i.data).toString('hex')]));
  if (ix(a) !== ix(b)) differs.push('instructions');
  const lookups = (m: VersionedMessage) => JSON.stringify(m.addressTableLookups.map((l) => [l.accountKey.toBase58(), l.writableIndexes, l.readonlyIndexes]));
  if (lookups(a) !== lookups(b)) differs.push('addressTableLookups');
  // Bytes differ but no part does: trailing bytes or another encoding of the same fields.
  return differs.length ? differs : ['message'];
}

/** Whether `signature` is `signer`'s valid ed25519 signature of `message`. */
export function verifySignature(message: Uint8Array, signature: Uint8Array, signer: Uint8Array): boolean {
  try {
    const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, signer]), format: 'der', type: 'spki' });
    return verify(null, message, key, signature);
  } catch {
    return false;
  }
}

/** The signers a message requires (its first numRequiredSignatures static keys) and their state in `tx`. */
export function signatureCheck(tx: WireTransaction): { missing: string[]; invalid: string[]; signers: string[] } {
  const message = VersionedMessage.deserialize(tx.message);
  const required = message.header.numRequiredSignatures;
  const signers = message.staticAccountKeys.slice(0, required).map((k) => k.toBase58());
  const missing: string[] = [];
  const invalid: string[] = [];
  signers.forEach((signer, i) => {
    const signature = tx.signatures[i];
    if (!signature || signature.every((b) => b === 0)) missing.push(signer);
    else if (!verifySignature(tx.message, signature, bs58.decode(signer))) invalid.push(signer);
  });
  return { missing, invalid, signers };
}

/** The transaction's id on chain: its first signature, base58. */
export function transactionSignature(tx: WireTransaction): string {
  return bs58.encode(tx.signatures[0]);
}
