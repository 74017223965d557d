/**
 * The local cluster's chain: LiteSVM for accounts and execution, plus what a validator adds
 * around it and LiteSVM lacks: slots and block heights that advance with time, a window of
 * valid blockhashes, commitment levels, prioritization fees, and a transaction history with
 * the metadata (balances, token balances, logs, fee) that getTransaction serves.
 */
import bs58 from 'bs58';
import type { Address } from '@solana/kit';
import { Clock, EpochSchedule, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { advancedNonceData, validNonceAccount } from './durable-nonce.js';
import { messageFee, type FeeBreakdown } from './fees.js';
import type { LedgerAccount } from './account-encoding.js';
import { decodeTokenAccount, decodeMint } from './token-layout.js';
import { describeTransactionError, namedTransactionError, type DescribedTransactionError } from './transaction-error.js';
import { signaturesVerify, withRecentBlockhash, isWritableIndex, type DecodedTransaction, type MessageView } from './wire-transaction.js';

/** Commitment levels: this cluster confirms at once and finalizes 32 slots later. */
export type Commitment = 'processed' | 'confirmed' | 'finalized';

/** Blocks a blockhash stays usable after it was the latest (Solana's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150;
/** Slots behind the tip at which a block is finalized (a validator's 32-vote lockout). */
const FINALITY_DEPTH = 32;
/** Slots the status cache covers: statuses older than this need searchTransactionHistory. */
const STATUS_CACHE_SLOTS = 300;
/** Blocks kept for the SlotHashes sysvar and commitment lookups (the sysvar's own size). */
const RECENT_BLOCKS = 512;
/** Blocks getRecentPrioritizationFees reports, as a real node's fee cache does. */
const PRIORITIZATION_FEE_BLOCKS = 150;
const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
const LOOKUP_TABLE_META_SIZE = 56;
const MEMO_PROGRAMS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo']);

/** One produced block. Every slot of this cluster has one, so block height = slots since genesis. */
export interface Block {
  slot: number;
  blockHeight: number;
  blockhash: string;
  /** Unix seconds. */
  blockTime: number;
}

/** A token account's balance before or after a transaction. */
export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  amount: bigint;
  decimals: number;
}

/** An instruction a program invoked (CPI), indices into the transaction's account keys. */
export interface InnerInstruction {
  programIndex: number;
  accounts: number[];
  data: Uint8Array;
  stackHeight: number;
}

/** What running a transaction produced, success or not. */
export interface ExecutionResult {
  err: DescribedTransactionError | null;
  logs: string[];
  computeUnitsConsumed: bigint;
  returnData: { programId: string; data: Uint8Array } | null;
  /** Per top-level instruction, in order. */
  innerInstructions: InnerInstruction[][];
}

/** A transaction's full account key list: static keys, then lookup-table writable, then readonly. */
export interface ResolvedAccountKeys {
  all: string[];
  loadedWritable: string[];
  loadedReadonly: string[];
}

/** An executed transaction kept in history (failed ones too: they paid their fee). */
export interface LandedTransaction {
  signature: string;
  slot: number;
  blockTime: number;
  transaction: DecodedTransaction;
  accountKeys: ResolvedAccountKeys;
  fee: bigint;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  result: ExecutionResult;
  /** Memo program texts, formatted like getSignaturesForAddress's `memo` ("[len] text; ..."). */
  memo: string | null;
}

/** Outcome of sendTransaction, before it is put in JSON-RPC terms. */
export type SendOutcome =
  | { kind: 'accepted'; signature: string }
  | { kind: 'signatureFailure' }
  | { kind: 'preflightFailure'; result: ExecutionResult };

/** Outcome of simulateTransaction. */
export type SimulationOutcome =
  | { kind: 'signatureFailure' }
  | {
      kind: 'simulated';
      result: ExecutionResult;
      replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null;
      /** An account as the transaction would leave it (null: absent). */
      accountAfter: (address: string) => LedgerAccount | null;
    };

/** Events subscriptions follow. */
export interface LedgerListener {
  onSlot?(block: Block): void;
  onTransaction?(tx: LandedTransaction): void;
}

/** Options of a LocalLedger. */
export interface LedgerOptions {
  /** Slots per epoch (no warm-up). Default 432,000 as on mainnet. */
  slotsPerEpoch?: number;
}

interface PrioritizationFeeStats {
  blockMin: bigint;
  writableAccountMin: Map<string, bigint>;
}

interface Execution {
  included: boolean;
  result: ExecutionResult;
  fees: FeeBreakdown;
  keys: ResolvedAccountKeys | null;
  preBalances: bigint[];
  preTokenBalances: TokenBalance[];
  /** Accounts as a simulation left them (read lazily: most simulations ask for none). */
  simulatedAccount(address: string): LedgerAccount | undefined;
}

const EMPTY_RESULT: Omit<ExecutionResult, 'err'> = { logs: [], computeUnitsConsumed: 0n, returnData: null, innerInstructions: [] };

function readMetadata(meta: TransactionMetadata): Omit<ExecutionResult, 'err'> {
  const returnData = meta.returnData();
  const data = returnData.data();
  return {
    logs: meta.logs(),
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    returnData: data.length > 0 ? { programId: bs58.encode(returnData.programId()), data: new Uint8Array(data) } : null,
    innerInstructions: meta.innerInstructions().map((list) =>
      list.map((inner) => {
        const ix = inner.instruction();
        return { programIndex: ix.programIdIndex(), accounts: [...ix.accounts()], data: new Uint8Array(ix.data()), stackHeight: inner.stackHeight() };
      }),
    ),
  };
}

function memoOf(message: MessageView): string | null {
  const memos = message.instructions
    .filter((ix) => MEMO_PROGRAMS.has(message.staticAccounts[ix.programIndex]))
    .map((ix) => `[${ix.data.length}] ${Buffer.from(ix.data).toString('utf8')}`);
  return memos.length > 0 ? memos.join('; ') : null;
}

/** LiteSVM with a validator's notion of time, commitment and history. */
export class LocalLedger {
  readonly svm: LiteSVM;
  readonly genesisHash: string;
  readonly slotsPerEpoch: number;
  private slotNumber: number;
  private readonly genesisSlot: number;
  private readonly blocks: Block[] = [];
  private readonly blockhashHeights = new Map<string, number>();
  private readonly transactions = new Map<string, LandedTransaction>();
  private readonly signaturesByAddress = new Map<string, string[]>();
  private readonly prioritizationFees = new Map<number, PrioritizationFeeStats>();
  private readonly mintDecimalsCache = new Map<string, number>();
  private readonly listeners = new Set<LedgerListener>();
  private epochStartTimestamp = 0;

  constructor(options: LedgerOptions = {}) {
    // The ledger verifies signatures and blockhash age itself: LiteSVM accepts only its latest
    // blockhash, where a validator accepts any of the last 150.
    this.svm = new LiteSVM().withNativeMints().withSigverify(false).withBlockhashCheck(false);
    this.slotsPerEpoch = options.slotsPerEpoch ?? 432_000;
    const schedule = BigInt(this.slotsPerEpoch);
    this.svm.setEpochSchedule(new EpochSchedule(schedule, schedule, false, 0n, 0n));
    // LiteSVM starts at a mainnet-like slot and its builtin programs are deployed there, so
    // the ledger starts at that slot too and only moves forward.
    this.genesisSlot = Number(this.svm.getClock().slot);
    this.slotNumber = this.genesisSlot;
    this.genesisHash = this.svm.latestBlockhash();
    this.produceBlock(this.genesisHash);
  }

  /** The current (processed) slot. */
  get slot(): number {
    return this.slotNumber;
  }

  /** The current block height: blocks since genesis. */
  get blockHeight(): number {
    return this.slotNumber - this.genesisSlot;
  }

  /** The epoch of the current slot. */
  get epoch(): number {
    return Math.floor(this.slotNumber / this.slotsPerEpoch);
  }

  /** Executed transactions since genesis. */
  get transactionCount(): number {
    return this.transactions.size;
  }

  /** Follow new blocks and landed transactions; returns the unsubscribe function. */
  listen(listener: LedgerListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Move the chain forward by `count` slots in one block: a new blockhash, clock and slot hashes. */
  advanceSlots(count = 1): Block {
    if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`advanceSlots needs a positive integer, got ${count}`);
    this.slotNumber += count;
    this.svm.expireBlockhash();
    const block = this.produceBlock(this.svm.latestBlockhash());
    for (const listener of this.listeners) listener.onSlot?.(block);
    return block;
  }

  private produceBlock(blockhash: string): Block {
    const blockTime = Math.floor(Date.now() / 1000);
    const block: Block = { slot: this.slotNumber, blockHeight: this.blockHeight, blockhash, blockTime };
    const previous = this.blocks.at(-1);
    if (!previous || Math.floor(previous.slot / this.slotsPerEpoch) !== this.epoch) this.epochStartTimestamp = blockTime;
    this.blocks.push(block);
    if (this.blocks.length > RECENT_BLOCKS) this.blocks.shift();
    this.blockhashHeights.set(blockhash, block.blockHeight);
    // Insertion order is height order: drop from the front until the first still-valid hash.
    for (const [hash, height] of this.blockhashHeights) {
      if (height + BLOCKHASH_VALIDITY_BLOCKS >= block.blockHeight) break;
      this.blockhashHeights.delete(hash);
    }
    const oldestFeeSlot = this.blocks.at(-PRIORITIZATION_FEE_BLOCKS)?.slot ?? 0;
    for (const slot of this.prioritizationFees.keys()) if (slot < oldestFeeSlot) this.prioritizationFees.delete(slot);
    const epoch = BigInt(this.epoch);
    this.svm.setClock(new Clock(BigInt(block.slot), BigInt(this.epochStartTimestamp), epoch, epoch + 1n, BigInt(blockTime)));
    // SlotHashes lists the newest first; address lookup table creation checks its recent slot here.
    this.svm.setSlotHashes(this.blocks.map((b) => ({ slot: BigInt(b.slot), hash: b.blockhash })).reverse());
    return block;
  }

  /** The newest block at the given commitment (finalized lags the tip by 32 slots). */
  block(commitment: Commitment): Block {
    const latest = this.blocks[this.blocks.length - 1];
    if (commitment !== 'finalized') return latest;
    const target = latest.slot - FINALITY_DEPTH;
    for (let i = this.blocks.length - 1; i >= 0; i--) if (this.blocks[i].slot <= target) return this.blocks[i];
    return this.blocks[0];
  }

  /** Whether a transaction using this blockhash can still land. */
  isBlockhashValid(blockhash: string): boolean {
    const height = this.blockhashHeights.get(blockhash);
    return height !== undefined && this.blockHeight <= height + BLOCKHASH_VALIDITY_BLOCKS;
  }

  /**
   * Whether a message can land now: its recent blockhash is one of the last 150 blocks', or it
   * is the stored value of the durable nonce its first instruction advances (localnet/durable-nonce.ts).
   */
  canLand(message: MessageView): boolean {
    return this.isBlockhashValid(message.recentBlockhash) || validNonceAccount(message, (a) => this.account(a)) !== null;
  }

  /** Blocks since this blockhash was the latest (0: it is), or null when the ledger does not know it (or no longer). */
  blockhashAge(blockhash: string): number | null {
    const height = this.blockhashHeights.get(blockhash);
    return height === undefined ? null : this.blockHeight - height;
  }

  /** An account's current state, or null when it does not exist (zero lamports). */
  account(address: string): LedgerAccount | null {
    const account = this.svm.getAccount(address as Address);
    if (!account.exists || account.lamports === 0n) return null;
    return { lamports: account.lamports, owner: account.programAddress, data: account.data, executable: account.executable };
  }

  /** Every live account owned by a program, with its address. */
  programAccounts(program: string): Array<{ address: string; account: LedgerAccount }> {
    return this.svm
      .getProgramAccounts(program as Address)
      .filter((a) => a.lamports > 0n)
      .map((a) => ({ address: a.address, account: { lamports: a.lamports, owner: a.programAddress, data: new Uint8Array(a.data), executable: a.executable } }));
  }

  /** Decimals of a mint, or undefined when the address holds no mint. */
  mintDecimals = (mint: string): number | undefined => {
    const cached = this.mintDecimalsCache.get(mint);
    if (cached !== undefined) return cached;
    const account = this.account(mint);
    const decoded = account && decodeMint(account.owner, account.data);
    if (!decoded) return undefined;
    this.mintDecimalsCache.set(mint, decoded.decimals);
    return decoded.decimals;
  };

  /** A landed transaction by signature. */
  transaction(signature: string): LandedTransaction | undefined {
    return this.transactions.get(signature);
  }

  /** The commitment a landed transaction has reached. */
  confirmationStatus(tx: LandedTransaction): 'confirmed' | 'finalized' {
    return this.slotNumber - tx.slot >= FINALITY_DEPTH ? 'finalized' : 'confirmed';
  }

  /** Whether a landed transaction is visible at the given commitment. */
  reached(tx: LandedTransaction, commitment: Commitment): boolean {
    return commitment !== 'finalized' || this.confirmationStatus(tx) === 'finalized';
  }

  /** Whether a status is still in the status cache (reachable without searchTransactionHistory). */
  inStatusCache(tx: LandedTransaction): boolean {
    return this.slotNumber - tx.slot <= STATUS_CACHE_SLOTS;
  }

  /** Signatures touching an address, newest first, paged like getSignaturesForAddress. */
  signaturesForAddress(address: string, options: { before?: string; until?: string; limit: number; commitment: Commitment }): LandedTransaction[] {
    const signatures = this.signaturesByAddress.get(address) ?? [];
    let end = signatures.length;
    if (options.before !== undefined) {
      end = signatures.lastIndexOf(options.before);
      if (end < 0) return [];
    }
    const found: LandedTransaction[] = [];
    for (let i = end - 1; i >= 0 && found.length < options.limit; i--) {
      if (signatures[i] === options.until) break;
      const tx = this.transactions.get(signatures[i]);
      if (tx && this.reached(tx, options.commitment)) found.push(tx);
    }
    return found;
  }

  /** Per-block prioritization fees of the recent blocks, for transactions write-locking `addresses`. */
  recentPrioritizationFees(addresses: string[]): Array<{ slot: number; prioritizationFee: number }> {
    return this.blocks.slice(-PRIORITIZATION_FEE_BLOCKS).map(({ slot }) => {
      const stats = this.prioritizationFees.get(slot);
      let fee = stats?.blockMin ?? 0n;
      for (const address of addresses) {
        const accountFee = stats?.writableAccountMin.get(address);
        if (accountFee !== undefined && accountFee > fee) fee = accountFee;
      }
      return { slot, prioritizationFee: Number(fee) };
    });
  }

  /** The full account key list of a message, reading lookup tables; null if a table is unusable. */
  resolveAccountKeys(message: MessageView): ResolvedAccountKeys | null {
    const loadedWritable: string[] = [];
    const loadedReadonly: string[] = [];
    for (const lookup of message.lookups) {
      const table = this.account(lookup.table);
      if (!table || table.owner !== ADDRESS_LOOKUP_TABLE_PROGRAM) return null;
      const count = Math.floor((table.data.length - LOOKUP_TABLE_META_SIZE) / 32);
      const at = (i: number) => (i < count ? bs58.encode(table.data.subarray(LOOKUP_TABLE_META_SIZE + 32 * i, LOOKUP_TABLE_META_SIZE + 32 * (i + 1))) : null);
      for (const [indexes, into] of [[lookup.writableIndexes, loadedWritable], [lookup.readonlyIndexes, loadedReadonly]] as const) {
        for (const i of indexes) {
          const address = at(i);
          if (!address) return null;
          into.push(address);
        }
      }
    }
    return { all: [...message.staticAccounts, ...loadedWritable, ...loadedReadonly], loadedWritable, loadedReadonly };
  }

  private tokenBalances(keys: string[]): TokenBalance[] {
    const balances: TokenBalance[] = [];
    keys.forEach((key, accountIndex) => {
      const account = this.account(key);
      const token = account && decodeTokenAccount(account.owner, account.data);
      const decimals = token ? this.mintDecimals(token.mint) : undefined;
      if (account && token && decimals !== undefined) {
        balances.push({ accountIndex, mint: token.mint, owner: token.owner, programId: account.owner, amount: token.amount, decimals });
      }
    });
    return balances;
  }

  /** Run a transaction on LiteSVM, committing it or only simulating it. */
  private execute(tx: DecodedTransaction, mode: 'commit' | 'simulate'): Execution {
    const keys = this.resolveAccountKeys(tx.message);
    // Pre-balances only matter for the history of a committed transaction.
    const preBalances = keys && mode === 'commit' ? keys.all.map((k) => this.account(k)?.lamports ?? 0n) : [];
    const preTokenBalances = keys && mode === 'commit' ? this.tokenBalances(keys.all) : [];
    const base = { fees: messageFee(tx.message), keys, preBalances, preTokenBalances, simulatedAccount: (_address: string): LedgerAccount | undefined => undefined };
    if (mode === 'commit') {
      const outcome = this.svm.sendTransaction(tx.kit);
      if (!(outcome instanceof FailedTransactionMetadata)) return { ...base, included: true, result: { err: null, ...readMetadata(outcome) } };
      // A failed transaction that paid its fee is in LiteSVM's history; one rejected before
      // execution (fee payer missing or short of the fee, lookup table unusable...) is not.
      const included = this.svm.getTransaction(tx.signature as Parameters<LiteSVM['getTransaction']>[0]) !== null;
      return { ...base, included, result: { err: describeTransactionError(outcome), ...readMetadata(outcome.meta()) } };
    }
    const outcome = this.svm.simulateTransaction(tx.kit);
    if (outcome instanceof FailedTransactionMetadata) {
      return { ...base, included: false, result: { err: describeTransactionError(outcome), ...readMetadata(outcome.meta()) } };
    }
    let after: Map<string, LedgerAccount> | null = null;
    const simulatedAccount = (address: string) => {
      after ??= new Map(outcome.postAccounts().map((a) => [a.address, { lamports: a.lamports, owner: a.programAddress, data: new Uint8Array(a.data), executable: a.executable }]));
      return after.get(address);
    };
    return { ...base, simulatedAccount, included: false, result: { err: null, ...readMetadata(outcome.meta()) } };
  }

  /**
   * Transactions the cluster accepts and then loses, as a leader under load drops packets:
   * sendTransaction answers their signature, and they are never executed. Set by tests through
   * LocalCluster.dropTransactions; null (the default) drops nothing.
   */
  dropFilter: ((tx: DecodedTransaction) => boolean) | null = null;

  /** Submit a transaction the way sendTransaction does, with or without the preflight simulation. */
  sendTransaction(tx: DecodedTransaction, options: { skipPreflight: boolean }): SendOutcome {
    if (!signaturesVerify(tx)) return { kind: 'signatureFailure' };
    const accepted: SendOutcome = { kind: 'accepted', signature: tx.signature };
    if (this.dropFilter?.(tx)) return accepted;
    const rejected = (name: string): SendOutcome => ({ kind: 'preflightFailure', result: { err: namedTransactionError(name), ...EMPTY_RESULT } });
    // Without preflight a node forwards whatever it gets; a duplicate or stale transaction is
    // then simply never included, which the sender sees as a status that never arrives.
    if (this.transactions.has(tx.signature)) return options.skipPreflight ? accepted : rejected('AlreadyProcessed');
    if (!this.canLand(tx.message)) return options.skipPreflight ? accepted : rejected('BlockhashNotFound');
    if (!options.skipPreflight) {
      const preflight = this.execute(tx, 'simulate');
      if (preflight.result.err) return { kind: 'preflightFailure', result: preflight.result };
    }
    const nonce = this.isBlockhashValid(tx.message.recentBlockhash) ? null : validNonceAccount(tx.message, (a) => this.account(a));
    const execution = this.execute(tx, 'commit');
    // A validator advances the nonce of a nonce transaction that fails too (it pays its fee):
    // LiteSVM rolls the failed transaction's instructions back, the AdvanceNonceAccount with them.
    if (nonce && execution.included && execution.result.err) this.advanceNonce(nonce);
    if (execution.included) this.record(tx, execution);
    return accepted;
  }

  /** Store the nonce value of the current blockhash in a nonce account, as AdvanceNonceAccount does. */
  private advanceNonce(address: string): void {
    const account = this.svm.getAccount(address as Address);
    if (!account.exists) return;
    this.svm.setAccount({ ...account, data: advancedNonceData(account.data, this.svm.latestBlockhash(), 5_000n) });
  }

  /** Run a transaction without committing it, as simulateTransaction does. */
  simulateTransaction(tx: DecodedTransaction, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): SimulationOutcome {
    if (options.sigVerify && !signaturesVerify(tx)) return { kind: 'signatureFailure' };
    let replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null = null;
    let candidate = tx;
    if (options.replaceRecentBlockhash) {
      const latest = this.block('processed');
      replacementBlockhash = { blockhash: latest.blockhash, lastValidBlockHeight: latest.blockHeight + BLOCKHASH_VALIDITY_BLOCKS };
      candidate = withRecentBlockhash(tx, latest.blockhash);
    } else if (!this.canLand(tx.message)) {
      return { kind: 'simulated', result: { err: namedTransactionError('BlockhashNotFound'), ...EMPTY_RESULT }, replacementBlockhash, accountAfter: () => null };
    }
    const execution = this.execute(candidate, 'simulate');
    const accountAfter = (address: string) => {
      const simulated = execution.simulatedAccount(address);
      if (simulated) return simulated.lamports === 0n ? null : simulated;
      return this.account(address);
    };
    return { kind: 'simulated', result: execution.result, replacementBlockhash, accountAfter };
  }

  /** The fee a message would pay now, or null when its blockhash can no longer land. */
  feeForMessage(message: MessageView): bigint | null {
    if (!this.canLand(message)) return null;
    const fees = messageFee(message);
    return fees.signatureFee + fees.prioritizationFee;
  }

  private record(tx: DecodedTransaction, execution: Execution): void {
    const keys = execution.keys ?? { all: [...tx.message.staticAccounts], loadedWritable: [], loadedReadonly: [] };
    const block = this.block('processed');
    const landed: LandedTransaction = {
      signature: tx.signature,
      slot: block.slot,
      blockTime: block.blockTime,
      transaction: tx,
      accountKeys: keys,
      fee: execution.fees.signatureFee + execution.fees.prioritizationFee,
      preBalances: execution.keys ? execution.preBalances : keys.all.map(() => 0n),
      postBalances: keys.all.map((k) => this.account(k)?.lamports ?? 0n),
      preTokenBalances: execution.preTokenBalances,
      postTokenBalances: this.tokenBalances(keys.all),
      result: execution.result,
      memo: memoOf(tx.message),
    };
    this.transactions.set(tx.signature, landed);
    for (const address of new Set(keys.all)) {
      const list = this.signaturesByAddress.get(address);
      if (list) list.push(tx.signature);
      else this.signaturesByAddress.set(address, [tx.signature]);
    }
    this.recordPrioritizationFee(landed, execution.fees.computeUnitPrice);
    for (const listener of this.listeners) listener.onTransaction?.(landed);
  }

  private recordPrioritizationFee(tx: LandedTransaction, price: bigint): void {
    let stats = this.prioritizationFees.get(tx.slot);
    if (!stats) {
      stats = { blockMin: price, writableAccountMin: new Map() };
      this.prioritizationFees.set(tx.slot, stats);
    }
    if (price < stats.blockMin) stats.blockMin = price;
    tx.accountKeys.all.forEach((address, i) => {
      if (!isWritableIndex(tx.transaction.message, i, tx.accountKeys.loadedWritable.length)) return;
      const current = stats.writableAccountMin.get(address);
      if (current === undefined || price < current) stats.writableAccountMin.set(address, price);
    });
  }
}
