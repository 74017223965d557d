/**
 * Positional JSON-RPC parameters of Solana's RPC, checked strictly: a malformed address,
 * signature, transaction or option is a -32602 with a message saying what was expected.
 */
import bs58 from 'bs58';
import type { Commitment, LocalLedger } from './ledger.js';
import { JsonRpcError, RPC_ERROR, invalidParams } from './rpc-error.js';
import { decodeWireTransaction, type DecodedTransaction } from './wire-transaction.js';

const COMMITMENTS: Readonly<Record<string, Commitment>> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  // Deprecated spellings a node still accepts.
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
};

/** An options object (the usual last parameter); absent or null is `{}`. */
export type Config = Record<string, unknown>;

function describe(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function base58Bytes(value: string, what: string): Uint8Array {
  const bytes = bs58.decodeUnsafe(value);
  if (bytes) return bytes;
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const index = [...value].findIndex((c) => !alphabet.includes(c));
  throw invalidParams(`${what} is not valid base58: invalid character ${JSON.stringify(value[index])} at index ${index}`);
}

/** The parameter at `index`, which must be present. */
export function required(params: unknown[], index: number, name: string): unknown {
  if (params[index] === undefined || params[index] === null) throw invalidParams(`missing parameter ${index + 1} (${name})`);
  return params[index];
}

/** A base58 32-byte address. */
export function addressParam(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a base58 address string, got ${describe(value)}`);
  const bytes = base58Bytes(value, name);
  if (bytes.length !== 32) throw invalidParams(`WrongSize: ${name} ${describe(value)} decodes to ${bytes.length} bytes, an address has 32`);
  return value;
}

/** A base58 64-byte transaction signature. */
export function signatureParam(value: unknown, name = 'signature'): string {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a base58 signature string, got ${describe(value)}`);
  const bytes = base58Bytes(value, name);
  if (bytes.length !== 64) throw invalidParams(`${name} ${describe(value)} decodes to ${bytes.length} bytes, a signature has 64`);
  return value;
}

/** A base58 32-byte blockhash. */
export function blockhashParam(value: unknown): string {
  if (typeof value !== 'string' || base58Bytes(value, 'blockhash').length !== 32) throw invalidParams(`blockhash must be a base58 32-byte hash, got ${describe(value)}`);
  return value;
}

/** An options object, or {} when absent. */
export function configParam(value: unknown): Config {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams(`expected an options object, got ${describe(value)}`);
  return value as Config;
}

/** A non-negative safe integer. */
export function integerParam(value: unknown, name: string, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) throw invalidParams(`${name} must be an integer from 0 to ${max}, got ${describe(value)}`);
  return value;
}

/** An optional boolean option. */
export function booleanOption(config: Config, name: string, fallback: boolean): boolean {
  const value = config[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw invalidParams(`${name} must be true or false, got ${describe(value)}`);
  return value;
}

/** An array parameter with at most `max` entries (a node's per-request input limits). */
export function arrayParam(value: unknown, name: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw invalidParams(`${name} must be an array, got ${describe(value)}`);
  if (value.length > max) throw invalidParams(`Too many inputs provided; max ${max}`);
  return value;
}

/** The `commitment` option (finalized when absent, as on a real node). */
export function commitmentOption(config: Config): Commitment {
  const value = config.commitment;
  if (value === undefined || value === null) return 'finalized';
  const commitment = typeof value === 'string' ? COMMITMENTS[value] : undefined;
  if (!commitment) throw invalidParams(`unknown commitment ${describe(value)}, expected one of processed, confirmed, finalized`);
  return commitment;
}

/** Throw the node's -32016 when the request's minContextSlot is ahead of the answering slot. */
export function checkMinContextSlot(config: Config, ledger: LocalLedger, commitment: Commitment): void {
  if (config.minContextSlot === undefined || config.minContextSlot === null) return;
  const minContextSlot = integerParam(config.minContextSlot, 'minContextSlot');
  const contextSlot = ledger.block(commitment).slot;
  if (minContextSlot > contextSlot) throw new JsonRpcError(RPC_ERROR.minContextSlotNotReached, 'Minimum context slot has not been reached', { contextSlot });
}

/** The transaction parameter of sendTransaction/simulateTransaction, in the `encoding` option (base58 by default). */
export function transactionParam(value: unknown, config: Config): DecodedTransaction {
  if (typeof value !== 'string') throw invalidParams(`the transaction must be an encoded string, got ${describe(value)}`);
  const encoding = config.encoding ?? 'base58';
  let wire: Uint8Array;
  if (encoding === 'base58') {
    wire = base58Bytes(value, 'the base58 transaction');
  } else if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) throw invalidParams('the base64 transaction is not valid base64 text');
    wire = new Uint8Array(Buffer.from(value, 'base64'));
  } else {
    throw invalidParams(`unsupported transaction encoding ${describe(encoding)}, expected base58 or base64`);
  }
  return decodeWireTransaction(wire);
}
