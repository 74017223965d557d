import { MessageV0, TransactionMessage, type AddressLookupTableAccount, type PublicKey, type TransactionInstruction } from '@solana/web3.js';

/**
 * A v0 message of `instructions` paid by `payer`: the same message, byte for byte, as web3.js's
 * `new TransactionMessage(…).compileToV0Message(tables)`, in a fraction of its time when no
 * lookup table is given (every build but a routed swap's). web3.js names each key by its base58
 * text to order them, then decodes that text back into a new PublicKey: two base58 conversions
 * per key and occurrence, most of a compile's ~0.6 ms here (profiled). This orders the same keys
 * by their bytes and keeps the caller's PublicKey objects. With lookup tables it is web3.js's
 * own compile (shared/transactions/compile-v0.test.ts compares both on random instruction sets).
 *
 * The order, as web3.js (CompiledKeys): the payer, then each instruction's program and
 * accounts in order of first appearance, a key's flags the union of its uses; then grouped
 * into writable signers, read-only signers, writable non-signers and read-only non-signers,
 * each group in first-appearance order.
 */
export function compileV0Message(payer: PublicKey, recentBlockhash: string, instructions: readonly TransactionInstruction[], tables: readonly AddressLookupTableAccount[] = []): MessageV0 {
  if (tables.length > 0) {
    return new TransactionMessage({ payerKey: payer, recentBlockhash, instructions: [...instructions] }).compileToV0Message([...tables]);
  }
  interface Meta { key: PublicKey; isSigner: boolean; isWritable: boolean }
  const metas = new Map<string, Meta>();
  const meta = (key: PublicKey): Meta => {
    const id = keyId(key);
    let found = metas.get(id);
    if (!found) metas.set(id, (found = { key, isSigner: false, isWritable: false }));
    return found;
  };
  const payerMeta = meta(payer);
  payerMeta.isSigner = true;
  payerMeta.isWritable = true;
  for (const ix of instructions) {
    meta(ix.programId);
    for (const account of ix.keys) {
      const m = meta(account.pubkey);
      m.isSigner ||= account.isSigner;
      m.isWritable ||= account.isWritable;
    }
  }
  const all = [...metas.values()];
  if (all.length > 256) throw new Error('Max static account keys length exceeded');
  const writableSigners = all.filter((m) => m.isSigner && m.isWritable);
  const readonlySigners = all.filter((m) => m.isSigner && !m.isWritable);
  const writableNonSigners = all.filter((m) => !m.isSigner && m.isWritable);
  const readonlyNonSigners = all.filter((m) => !m.isSigner && !m.isWritable);
  const ordered = [...writableSigners, ...readonlySigners, ...writableNonSigners, ...readonlyNonSigners];
  const index = new Map<string, number>();
  ordered.forEach((m, i) => index.set(keyId(m.key), i));
  const at = (key: PublicKey) => index.get(keyId(key))!;
  return new MessageV0({
    header: {
      numRequiredSignatures: writableSigners.length + readonlySigners.length,
      numReadonlySignedAccounts: readonlySigners.length,
      numReadonlyUnsignedAccounts: readonlyNonSigners.length,
    },
    staticAccountKeys: ordered.map((m) => m.key),
    recentBlockhash,
    compiledInstructions: instructions.map((ix) => ({
      programIdIndex: at(ix.programId),
      accountKeyIndexes: ix.keys.map((k) => at(k.pubkey)),
      data: ix.data,
    })),
    addressTableLookups: [],
  });
}

/** A key's 32 bytes as text, remembered per PublicKey object (keys recur: the payer, programs, the memo). */
const ids = new WeakMap<PublicKey, string>();
function keyId(key: PublicKey): string {
  let id = ids.get(key);
  if (id === undefined) ids.set(key, (id = key.toBuffer().toString('latin1')));
  return id;
}
