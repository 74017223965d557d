/**
 * Transactions in the JSON shapes of Solana's RPC: getTransaction's result (json, jsonParsed,
 * base64, base58) and simulateTransaction's value, which preflight failures carry as well.
 */
import bs58 from 'bs58';
import { parseInstruction } from './instruction-parser.js';
import type { ExecutionResult, InnerInstruction, LandedTransaction, ResolvedAccountKeys, TokenBalance } from './ledger.js';
import { JsonRpcError, RPC_ERROR } from './rpc-error.js';
import { uiTokenAmount } from './token-layout.js';
import { isWritableIndex, type MessageView } from './wire-transaction.js';

/** getTransaction encodings served here. */
export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

/** `{ Ok: null }` / `{ Err: ... }`, the legacy status member next to `err`. */
export function statusOf(err: unknown): Record<string, unknown> {
  return err === null ? { Ok: null } : { Err: err };
}

function uiTokenBalance(balance: TokenBalance): Record<string, unknown> {
  return {
    accountIndex: balance.accountIndex,
    mint: balance.mint,
    owner: balance.owner,
    programId: balance.programId,
    uiTokenAmount: uiTokenAmount(balance.amount, balance.decimals),
  };
}

/** An instruction in jsonParsed form: parsed when recognised, else partially decoded. */
function jsonParsedInstruction(programIndex: number, accounts: number[], data: Uint8Array, keys: string[], stackHeight: number | null): Record<string, unknown> {
  const programId = keys[programIndex];
  const accountKeys = accounts.map((i) => keys[i]);
  const parsed = parseInstruction(programId, accountKeys, data);
  if (parsed) return { ...parsed, programId, stackHeight };
  return { programId, accounts: accountKeys, data: bs58.encode(data), stackHeight };
}

/** Inner instructions in jsonParsed form, grouped by top-level instruction (empty groups left out). */
export function jsonParsedInnerInstructions(inner: InnerInstruction[][], keys: string[]): Array<Record<string, unknown>> {
  return inner
    .map((list, index) => ({ index, instructions: list.map((ix) => jsonParsedInstruction(ix.programIndex, ix.accounts, ix.data, keys, ix.stackHeight)) }))
    .filter((group) => group.instructions.length > 0);
}

function jsonInnerInstructions(inner: InnerInstruction[][]): Array<Record<string, unknown>> {
  return inner
    .map((list, index) => ({
      index,
      instructions: list.map((ix) => ({ programIdIndex: ix.programIndex, accounts: ix.accounts, data: bs58.encode(ix.data), stackHeight: ix.stackHeight })),
    }))
    .filter((group) => group.instructions.length > 0);
}

function addressTableLookups(message: MessageView): Record<string, unknown> {
  if (message.version === 'legacy') return {};
  return { addressTableLookups: message.lookups.map((l) => ({ accountKey: l.table, writableIndexes: l.writableIndexes, readonlyIndexes: l.readonlyIndexes })) };
}

function jsonMessage(message: MessageView): Record<string, unknown> {
  return {
    accountKeys: message.staticAccounts,
    header: {
      numRequiredSignatures: message.numRequiredSignatures,
      numReadonlySignedAccounts: message.numReadonlySignedAccounts,
      numReadonlyUnsignedAccounts: message.numReadonlyUnsignedAccounts,
    },
    recentBlockhash: message.recentBlockhash,
    instructions: message.instructions.map((ix) => ({ programIdIndex: ix.programIndex, accounts: ix.accounts, data: bs58.encode(ix.data), stackHeight: null })),
    ...addressTableLookups(message),
  };
}

function jsonParsedMessage(message: MessageView, keys: ResolvedAccountKeys): Record<string, unknown> {
  const staticCount = message.staticAccounts.length;
  return {
    accountKeys: keys.all.map((pubkey, i) => ({
      pubkey,
      writable: isWritableIndex(message, i, keys.loadedWritable.length),
      signer: i < message.numRequiredSignatures,
      source: i < staticCount ? 'transaction' : 'lookupTable',
    })),
    recentBlockhash: message.recentBlockhash,
    instructions: message.instructions.map((ix) => jsonParsedInstruction(ix.programIndex, ix.accounts, ix.data, keys.all, null)),
    ...addressTableLookups(message),
  };
}

function encodedTransaction(tx: LandedTransaction, encoding: TransactionEncoding): unknown {
  const { message } = tx.transaction;
  switch (encoding) {
    case 'base64':
      return [Buffer.from(tx.transaction.wire).toString('base64'), 'base64'];
    case 'base58':
      return [bs58.encode(tx.transaction.wire), 'base58'];
    case 'jsonParsed':
      return { signatures: tx.transaction.signatures, message: jsonParsedMessage(message, tx.accountKeys) };
    case 'json':
      return { signatures: tx.transaction.signatures, message: jsonMessage(message) };
  }
}

function encodedMeta(tx: LandedTransaction, encoding: TransactionEncoding): Record<string, unknown> {
  const err = tx.result.err?.json ?? null;
  const meta: Record<string, unknown> = {
    err,
    status: statusOf(err),
    fee: Number(tx.fee),
    preBalances: tx.preBalances.map(Number),
    postBalances: tx.postBalances.map(Number),
    innerInstructions: encoding === 'jsonParsed' ? jsonParsedInnerInstructions(tx.result.innerInstructions, tx.accountKeys.all) : jsonInnerInstructions(tx.result.innerInstructions),
    logMessages: tx.result.logs,
    preTokenBalances: tx.preTokenBalances.map(uiTokenBalance),
    postTokenBalances: tx.postTokenBalances.map(uiTokenBalance),
    rewards: [],
    computeUnitsConsumed: Number(tx.result.computeUnitsConsumed),
  };
  // jsonParsed marks lookup-table keys in accountKeys instead (as a real node does).
  if (encoding !== 'jsonParsed') meta.loadedAddresses = { writable: tx.accountKeys.loadedWritable, readonly: tx.accountKeys.loadedReadonly };
  if (tx.result.returnData) meta.returnData = { programId: tx.result.returnData.programId, data: [Buffer.from(tx.result.returnData.data).toString('base64'), 'base64'] };
  return meta;
}

/** getTransaction's result; `version` only when the client declared maxSupportedTransactionVersion. */
export function encodeLandedTransaction(tx: LandedTransaction, encoding: TransactionEncoding, withVersion: boolean): Record<string, unknown> {
  const result: Record<string, unknown> = {
    slot: tx.slot,
    blockTime: tx.blockTime,
    transaction: encodedTransaction(tx, encoding),
    meta: encodedMeta(tx, encoding),
  };
  if (withVersion) result.version = tx.transaction.message.version;
  return result;
}

/** simulateTransaction's `value`; `accounts` and `innerInstructions` only when the request asked. */
export function simulationValue(
  result: ExecutionResult,
  extras: { accounts: unknown[] | null; innerInstructions: unknown[] | null; replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null },
): Record<string, unknown> {
  return {
    err: result.err?.json ?? null,
    logs: result.logs,
    accounts: extras.accounts,
    unitsConsumed: Number(result.computeUnitsConsumed),
    returnData: result.returnData ? { programId: result.returnData.programId, data: [Buffer.from(result.returnData.data).toString('base64'), 'base64'] } : null,
    innerInstructions: extras.innerInstructions,
    replacementBlockhash: extras.replacementBlockhash,
  };
}

/** sendTransaction's -32002 error for a failed preflight, carrying the simulation as `data`. */
export function preflightFailure(result: ExecutionResult): JsonRpcError {
  return new JsonRpcError(
    RPC_ERROR.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${result.err?.message ?? 'unknown error'}`,
    simulationValue(result, { accounts: null, innerInstructions: null, replacementBlockhash: null }),
  );
}
