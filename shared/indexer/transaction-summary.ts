/**
 * What one landed transaction means for one wallet: its balance changes, its type, and the
 * facts a built transaction is later matched by (fee payer, message hash). Pure: it reads a
 * getTransaction answer (json encoding, which keeps every instruction's bytes, so the message
 * re-serializes to exactly the bytes that were signed) and nothing else.
 */
import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { PublicKey, StakeProgram, SystemProgram, type ConfirmedTransactionMeta, type TokenBalance, type VersionedTransactionResponse } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { NATIVE_MINT, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../chain/token-list.js';
import type { BalanceChange, Recipient, WalletTransactionType } from '../db/entities/wallet-transaction.entity.js';

/** A landed transaction as getTransaction answers it, with its metadata. */
export type LandedTransaction = VersionedTransactionResponse & { meta: ConfirmedTransactionMeta };

/** The wallet a history is indexed for, with the account its wrapped SOL usually sits in. */
export interface WalletKeys {
  address: string;
  /** The wallet's associated wSOL account (SPL Token), known even before it exists. */
  wrappedSolAccount: string;
}

/** Everything stored for a transaction in a wallet's history, but the wallet itself. */
export interface WalletTransactionSummary {
  signature: string;
  slot: number;
  blockTime: Date | null;
  status: 'success' | 'failed';
  err: unknown;
  fee: number;
  feePayer: string;
  /** sha256 (hex) of the serialized message: the bytes every signer signed. */
  messageHash: string;
  type: WalletTransactionType;
  changes: BalanceChange[];
  /** Who received what left the wallet (an outgoing transfer, a swap-and-send), else null: recipientOf. */
  recipient: Recipient | null;
}

/** An instruction with its accounts resolved to addresses. */
export interface Instruction {
  programId: string;
  accounts: string[];
  data: Uint8Array;
}

const SOL_DECIMALS = 9;
const STAKE_PROGRAM_ID = StakeProgram.programId.toBase58();
const SYSTEM_PROGRAM_ID = SystemProgram.programId.toBase58();
const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]);

// Instruction discriminators (stake and system: u32 little-endian; token: one byte).
const STAKE_OPENING = new Set([0 /* Initialize */, 2 /* DelegateStake */, 9 /* InitializeChecked */]);
const STAKE_CLOSING = new Set([4 /* Withdraw */, 5 /* Deactivate */, 14 /* DeactivateDelinquent */]);
const SYSTEM_TRANSFER = 2;
const SYSTEM_TRANSFER_WITH_SEED = 11;
const TOKEN_TRANSFER = 3;
const TOKEN_CLOSE_ACCOUNT = 9;
const TOKEN_TRANSFER_CHECKED = 12;
const TOKEN_SYNC_NATIVE = 17;
// InitializeAccount (owner in accounts[2]), InitializeAccount2 and 3 (owner in the data).
const TOKEN_INITIALIZE_ACCOUNT = 1;
const TOKEN_INITIALIZE_ACCOUNT_2 = 16;
const TOKEN_INITIALIZE_ACCOUNT_3 = 18;
const TOKEN_2022_TRANSFER_FEE_EXTENSION = 26;

/** The keys of a wallet address; throws on an address that is not a public key. */
export function walletKeys(address: string): WalletKeys {
  const owner = new PublicKey(address);
  // allowOwnerOffCurve: a program-owned wallet (a PDA) can hold wSOL too.
  const wrappedSolAccount = getAssociatedTokenAddressSync(new PublicKey(NATIVE_MINT), owner, true, new PublicKey(TOKEN_PROGRAM_ID)).toBase58();
  return { address: owner.toBase58(), wrappedSolAccount };
}

/** sha256 (hex) of a serialized transaction message. */
export function messageHash(serializedMessage: Uint8Array): string {
  return createHash('sha256').update(serializedMessage).digest('hex');
}

/** Summarize a landed transaction for the wallet whose history it belongs to. */
export function summarizeForWallet(tx: LandedTransaction, wallet: WalletKeys): WalletTransactionSummary {
  const { message } = tx.transaction;
  const { meta } = tx;
  const keys = (message.version === 'legacy' ? message.getAccountKeys() : message.getAccountKeys({ accountKeysFromLookups: meta.loadedAddresses }))
    .keySegments().flat().map((k) => k.toBase58());
  const walletIndex = keys.indexOf(wallet.address);
  const changes = balanceChanges(keys, meta, wallet.address);
  const feePayer = keys[0];
  const moves = movements(changes, meta, wallet.address === feePayer);
  const recipient = recipientOf(keys, meta, wallet.address, moves);
  return {
    signature: tx.transaction.signatures[0],
    slot: tx.slot,
    blockTime: tx.blockTime == null ? null : new Date(tx.blockTime * 1000),
    status: meta.err === null ? 'success' : 'failed',
    err: meta.err,
    fee: meta.fee,
    feePayer,
    messageHash: messageHash(message.serialize()),
    type: classifyForWallet({
      wallet,
      walletSigned: walletIndex >= 0 && walletIndex < message.header.numRequiredSignatures,
      instructions: instructionsOf(tx, keys),
      tokenAccounts: walletTokenAccounts(keys, meta, wallet),
      movements: moves,
      recipient,
    }),
    changes,
    recipient: recipient?.party ?? null,
  };
}

/**
 * The wallet's balance changes, SOL first then tokens by mint; zero changes left out.
 * SOL is post − pre lamports of the wallet's own account, so it includes the fee when the
 * wallet paid it (the fee is stored beside it; add it back for the change without the fee).
 * Tokens are post − pre raw amounts summed over the token accounts the wallet owns, per mint.
 * A token balance without an owner (transactions from before 2021) is not attributed.
 */
export function balanceChanges(keys: string[], meta: ConfirmedTransactionMeta, wallet: string): BalanceChange[] {
  const changes: BalanceChange[] = [];
  const walletIndex = keys.indexOf(wallet);
  if (walletIndex >= 0) {
    const delta = BigInt(meta.postBalances[walletIndex]) - BigInt(meta.preBalances[walletIndex]);
    if (delta !== 0n) changes.push({ mint: NATIVE_MINT, native: true, delta: delta.toString(), decimals: SOL_DECIMALS });
  }
  const byMint = new Map<string, { delta: bigint; decimals: number }>();
  const add = (balances: TokenBalance[] | null | undefined, sign: bigint) => {
    for (const b of balances ?? []) {
      if (b.owner !== wallet) continue;
      const entry = byMint.get(b.mint) ?? { delta: 0n, decimals: b.uiTokenAmount.decimals };
      entry.delta += sign * BigInt(b.uiTokenAmount.amount);
      byMint.set(b.mint, entry);
    }
  };
  // Owners are read on each side, so an account that changed hands counts for both owners.
  add(meta.preTokenBalances, -1n);
  add(meta.postTokenBalances, 1n);
  for (const mint of [...byMint.keys()].sort()) {
    const { delta, decimals } = byMint.get(mint)!;
    if (delta !== 0n) changes.push({ mint, native: false, delta: delta.toString(), decimals });
  }
  return changes;
}

/** A recipient found by recipientOf, and whether what it got is another asset than the wallet sent (a swap on the way). */
export interface FoundRecipient {
  party: Recipient;
  swapped: boolean;
}

/**
 * Who received what left the wallet, read from the balance changes of the other accounts: only
 * when every move of the wallet is outgoing (a transfer out, a swap-and-send). The recipient is
 * a party (a token account's owner, or an account that is no token account, by its lamports)
 * other than the wallet whose changes are all gains. A party that gained an asset the wallet did
 * not send, which another party (the venue) gave up, is a swap-and-send's recipient (`swapped`);
 * else one that gained an asset the wallet sent (a transfer; tokens before SOL, so a tip beside
 * a token transfer is not taken for its recipient). The largest gain decides between several;
 * none: null. SOL and wrapped SOL count as one asset (NATIVE_MINT).
 */
export function recipientOf(keys: string[], meta: ConfirmedTransactionMeta, wallet: string, moves: Movement[]): FoundRecipient | null {
  if (moves.length === 0 || moves.some((m) => m.direction > 0)) return null;
  const sent = new Set(moves.map((m) => m.mint));
  interface Gain { address: string; tokenAccount: string | null; mint: string; native: boolean; delta: bigint; decimals: number }
  const gains = new Map<string, Gain[]>();
  const losers = new Map<string, Set<string>>(); // mint → parties that lost it
  const lost = new Set<string>(); // parties with any loss
  const note = (party: string, g: Omit<Gain, 'address'>) => {
    if (g.delta < 0n) {
      lost.add(party);
      losers.set(g.mint, (losers.get(g.mint) ?? new Set()).add(party));
    } else if (g.delta > 0n) gains.set(party, [...(gains.get(party) ?? []), { address: party, ...g }]);
  };
  const tokenIndexes = new Set([...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])].map((b) => b.accountIndex));
  const perAccount = new Map<number, { owner: string; mint: string; decimals: number; delta: bigint }>();
  for (const [list, sign] of [[meta.preTokenBalances, -1n], [meta.postTokenBalances, 1n]] as const) {
    for (const b of list ?? []) {
      if (!b.owner) continue;
      const entry = perAccount.get(b.accountIndex) ?? { owner: b.owner, mint: b.mint, decimals: b.uiTokenAmount.decimals, delta: 0n };
      entry.delta += sign * BigInt(b.uiTokenAmount.amount);
      perAccount.set(b.accountIndex, entry);
    }
  }
  for (const [i, a] of perAccount) {
    if (a.owner === wallet) continue;
    note(a.owner, { tokenAccount: keys[i], mint: a.mint, native: false, delta: a.delta, decimals: a.decimals });
  }
  keys.forEach((address, i) => {
    if (address === wallet || tokenIndexes.has(i) || meta.preBalances[i] === undefined) return;
    const delta = BigInt(meta.postBalances[i]) - BigInt(meta.preBalances[i]);
    note(address, { tokenAccount: null, mint: NATIVE_MINT, native: true, delta, decimals: SOL_DECIMALS });
  });
  const candidates = [...gains.entries()].filter(([party]) => !lost.has(party)).flatMap(([, g]) => g);
  const pick = (list: Gain[]) => list.sort((a, b) => (a.delta === b.delta ? (a.address < b.address ? -1 : 1) : a.delta > b.delta ? -1 : 1))[0];
  const swappedTo = candidates.filter((g) => !sent.has(g.mint) && [...(losers.get(g.mint) ?? [])].some((p) => p !== g.address));
  const transferredTo = candidates.filter((g) => sent.has(g.mint));
  const best = swappedTo.length ? pick(swappedTo)
    : transferredTo.some((g) => !g.native) ? pick(transferredTo.filter((g) => !g.native)) : transferredTo.length ? pick(transferredTo) : undefined;
  if (!best) return null;
  return {
    party: { address: best.address, tokenAccount: best.tokenAccount, mint: best.mint, native: best.native, delta: best.delta.toString(), decimals: best.decimals },
    swapped: swappedTo.includes(best),
  };
}

/** A significant move of one asset in or out of the wallet (native SOL counts as NATIVE_MINT). */
export interface Movement {
  mint: string;
  direction: 1 | -1;
}

/**
 * The moves the classifier looks at: every token change, and the SOL change without the fee
 * when it is more than the rent of token accounts the transaction opened or closed (creating a
 * recipient's token account, or closing an empty one, is not what a transaction is about).
 */
function movements(changes: BalanceChange[], meta: ConfirmedTransactionMeta, walletPaidFee: boolean): Movement[] {
  const before = new Map((meta.preTokenBalances ?? []).map((b) => [b.accountIndex, b]));
  const after = new Map((meta.postTokenBalances ?? []).map((b) => [b.accountIndex, b]));
  let rent = 0n;
  for (const [i, b] of after) if (!before.has(i)) rent += rentOf(BigInt(meta.postBalances[i]), b);
  for (const [i, b] of before) if (!after.has(i)) rent += rentOf(BigInt(meta.preBalances[i]), b);
  const moves: Movement[] = [];
  for (const c of changes) {
    let delta = BigInt(c.delta);
    if (c.native) {
      if (walletPaidFee) delta += BigInt(meta.fee);
      if ((delta < 0n ? -delta : delta) <= rent) continue;
    }
    if (delta !== 0n) moves.push({ mint: c.mint, direction: delta > 0n ? 1 : -1 });
  }
  return moves;
}

/** The rent part of a token account's lamports: a wSOL account also holds the SOL it wraps. */
function rentOf(lamports: bigint, balance: TokenBalance): bigint {
  return balance.mint === NATIVE_MINT ? lamports - BigInt(balance.uiTokenAmount.amount) : lamports;
}

/** Top-level then inner instructions, with account indexes resolved to addresses. */
function instructionsOf(tx: LandedTransaction, keys: string[]): Instruction[] {
  const top = tx.transaction.message.compiledInstructions.map((ix) => ({ programId: keys[ix.programIdIndex], accounts: ix.accountKeyIndexes.map((i) => keys[i]), data: ix.data }));
  const inner = (tx.meta.innerInstructions ?? []).flatMap((group) =>
    group.instructions.map((ix) => ({ programId: keys[ix.programIdIndex], accounts: ix.accounts.map((i) => keys[i]), data: bs58.decode(ix.data) })));
  return [...top, ...inner];
}

/** Token accounts the wallet owns in this transaction (either side), plus its wSOL account. */
function walletTokenAccounts(keys: string[], meta: ConfirmedTransactionMeta, wallet: WalletKeys): { all: Set<string>; wrappedSol: Set<string> } {
  const all = new Set([wallet.wrappedSolAccount]);
  const wrappedSol = new Set([wallet.wrappedSolAccount]);
  for (const b of [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])]) {
    if (b.owner !== wallet.address) continue;
    all.add(keys[b.accountIndex]);
    if (b.mint === NATIVE_MINT) wrappedSol.add(keys[b.accountIndex]);
  }
  return { all, wrappedSol };
}

function u32(data: Uint8Array): number | null {
  return data.length >= 4 ? new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true) : null;
}

/** What the classifier sees of a transaction. */
export interface ClassificationInput {
  wallet: WalletKeys;
  walletSigned: boolean;
  instructions: Instruction[];
  tokenAccounts: { all: Set<string>; wrappedSol: Set<string> };
  movements: Movement[];
  /** recipientOf's answer; a recipient that got another asset than the wallet sent makes it a swap (a swap-and-send). */
  recipient?: FoundRecipient | null;
}

/**
 * The type of a transaction for one wallet; the first rule that holds decides:
 *
 * 1. stake / unstake: a Stake program instruction (top-level or inner). Initialize,
 *    InitializeChecked and DelegateStake → stake; Deactivate, DeactivateDelinquent and
 *    Withdraw → unstake (the first such instruction decides).
 * 2. swap: two different mints moved in opposite directions (one down, another up). Native SOL
 *    counts as NATIVE_MINT, so SOL ↔ wSOL is not a swap; the fee, and SOL no larger than the
 *    rent of token accounts opened or closed, do not count as a move. Checked before wrap and
 *    unwrap because DEX routes wrap and unwrap SOL on the way. A swap-and-send is a swap too:
 *    only the input left the wallet, and the recipient (recipientOf) gained another asset that
 *    a third party (the venue) gave up.
 * 3. close_accounts: the wallet signed, nothing moved but rent, and every instruction is a
 *    CloseAccount of one of its token accounts (ComputeBudget and Memo aside): a rent reclaim.
 * 4. wrap: the wallet signed, and a SyncNative on one of its wSOL accounts or a System transfer
 *    into one of them.
 * 5. unwrap: the wallet signed, and a CloseAccount of one of its wSOL accounts (including one
 *    the same transaction initialized: the service's partial unwrap through a temporary account).
 * 6. transfer: assets moved, all in the same direction (into or out of the wallet).
 * 7. transfer: nothing moved (a failed transaction, or to itself), but there is a System or
 *    SPL Token transfer from or to the wallet or its token accounts.
 * 8. other: anything else (only a fee paid, programs not recognised).
 *
 * A failed transaction changes no balance but its fee, so rules 2 and 6 never hold for it; it
 * keeps its type through the instruction rules (1, 3, 4, 5, 7). A failed swap through a DEX is
 * `other`: nothing in its instructions says swap.
 */
export function classifyForWallet(input: ClassificationInput): WalletTransactionType {
  const { wallet, walletSigned, instructions, tokenAccounts, movements: moves, recipient } = input;
  for (const ix of instructions) {
    if (ix.programId !== STAKE_PROGRAM_ID) continue;
    const kind = u32(ix.data);
    if (kind !== null && STAKE_OPENING.has(kind)) return 'stake';
    if (kind !== null && STAKE_CLOSING.has(kind)) return 'unstake';
  }
  if (moves.some((down) => down.direction < 0 && moves.some((up) => up.direction > 0 && up.mint !== down.mint))) return 'swap';
  if (recipient?.swapped) return 'swap';
  if (walletSigned && moves.length === 0 && isRentReclaim(instructions, tokenAccounts.all)) return 'close_accounts';
  if (walletSigned) {
    const wraps = instructions.some((ix) =>
      (TOKEN_PROGRAMS.has(ix.programId) && ix.data[0] === TOKEN_SYNC_NATIVE && tokenAccounts.wrappedSol.has(ix.accounts[0]))
      || (ix.programId === SYSTEM_PROGRAM_ID && u32(ix.data) === SYSTEM_TRANSFER && tokenAccounts.wrappedSol.has(ix.accounts[1])));
    if (wraps) return 'wrap';
    // A wSOL account of the wallet closed; it may be one opened in this same transaction (a
    // partial unwrap through a temporary account), which no token balance lists.
    const wrappedSol = new Set([...tokenAccounts.wrappedSol, ...wrappedSolOpened(wallet.address, instructions)]);
    if (instructions.some((ix) => TOKEN_PROGRAMS.has(ix.programId) && ix.data[0] === TOKEN_CLOSE_ACCOUNT && wrappedSol.has(ix.accounts[0]))) return 'unwrap';
  }
  if (moves.length > 0 && moves.every((m) => m.direction === moves[0].direction)) return 'transfer';
  if (moves.length === 0 && instructions.some((ix) => transferParties(ix).some((a) => a === wallet.address || tokenAccounts.all.has(a)))) return 'transfer';
  return 'other';
}

const COMPUTE_BUDGET_PROGRAM_ID = 'ComputeBudget111111111111111111111111111111';
const MEMO_PROGRAM_IDS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo']);

/** Only CloseAccounts of the wallet's token accounts (at least one), besides ComputeBudget and Memo. */
function isRentReclaim(instructions: Instruction[], walletAccounts: Set<string>): boolean {
  const acting = instructions.filter((ix) => ix.programId !== COMPUTE_BUDGET_PROGRAM_ID && !MEMO_PROGRAM_IDS.has(ix.programId));
  return acting.length > 0 && acting.every((ix) => TOKEN_PROGRAMS.has(ix.programId) && ix.data[0] === TOKEN_CLOSE_ACCOUNT && walletAccounts.has(ix.accounts[0]));
}

/** Token accounts of the wrapped SOL mint that the instructions initialize for `owner`. */
function wrappedSolOpened(owner: string, instructions: Instruction[]): string[] {
  return instructions.flatMap((ix) => {
    if (!TOKEN_PROGRAMS.has(ix.programId) || ix.accounts[1] !== NATIVE_MINT) return [];
    const kind = ix.data[0];
    const ownerOf = kind === TOKEN_INITIALIZE_ACCOUNT ? ix.accounts[2]
      : (kind === TOKEN_INITIALIZE_ACCOUNT_2 || kind === TOKEN_INITIALIZE_ACCOUNT_3) && ix.data.length >= 33 ? bs58.encode(ix.data.subarray(1, 33))
        : undefined;
    return ownerOf === owner ? [ix.accounts[0]] : [];
  });
}

/** The source, destination and authority of a System or SPL Token transfer; [] for anything else. */
function transferParties(ix: Instruction): string[] {
  if (ix.programId === SYSTEM_PROGRAM_ID) {
    const kind = u32(ix.data);
    if (kind === SYSTEM_TRANSFER) return ix.accounts.slice(0, 2);
    // TransferWithSeed: [from, base, to].
    if (kind === SYSTEM_TRANSFER_WITH_SEED) return [ix.accounts[0], ix.accounts[1], ix.accounts[2]];
    return [];
  }
  if (!TOKEN_PROGRAMS.has(ix.programId)) return [];
  switch (ix.data[0]) {
    case TOKEN_TRANSFER: // [source, destination, authority]
      return ix.accounts.slice(0, 3);
    case TOKEN_TRANSFER_CHECKED: // [source, mint, destination, authority]
      return [ix.accounts[0], ix.accounts[2], ix.accounts[3]];
    case TOKEN_2022_TRANSFER_FEE_EXTENSION: // sub-instruction 1: TransferCheckedWithFee, accounts as TransferChecked
      return ix.data[1] === 1 ? [ix.accounts[0], ix.accounts[2], ix.accounts[3]] : [];
    default:
      return [];
  }
}
