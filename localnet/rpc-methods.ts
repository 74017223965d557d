/**
 * The JSON-RPC methods of the local cluster, with the request parameters and response shapes of
 * Solana's RPC (so @solana/web3.js's Connection validates them), plus operator methods a real
 * node does not have: localnet_mintTo, localnet_advanceSlots, and localnet_createToken
 * ({ symbol, name, decimals? }: a new mint with Metaplex metadata, localnet/universe/new-token.ts).
 */
import bs58 from 'bs58';
import { STAKE_PROGRAM_ID, accountEncodingParam, encodeAccount, stakeDelegation, type AccountEncoding, type DataSlice, type LedgerAccount } from './account-encoding.js';
import type { LocalFaucet } from './faucet.js';
import type { LocalValidator } from './genesis.js';
import { BLOCKHASH_VALIDITY_BLOCKS, type Commitment, type LandedTransaction, type LocalLedger } from './ledger.js';
import { JsonRpcError, RPC_ERROR, invalidParams } from './rpc-error.js';
import {
  addressParam,
  arrayParam,
  blockhashParam,
  booleanOption,
  checkMinContextSlot,
  commitmentOption,
  configParam,
  integerParam,
  required,
  signatureParam,
  transactionParam,
  type Config,
} from './rpc-params.js';
import { decodeTokenAccount, decodeMint, isTokenProgram, uiTokenAmount } from './token-layout.js';
import { encodeLandedTransaction, jsonParsedInnerInstructions, preflightFailure, simulationValue, statusOf, type TransactionEncoding } from './transaction-encoding.js';
import { decodeMessage } from './wire-transaction.js';
import { createNewToken, newTokenRequest, type TokenLister } from './universe/new-token.js';

/** The Agave version the RPC claims (the runtime LiteSVM 1.x embeds). */
const SOLANA_CORE_VERSION = '3.0.0';
// getVersion's feature-set id: a fixed marker, as the local feature set never changes.
const FEATURE_SET_ID = 0;
const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_SIGNATURE_STATUSES = 256;
const MAX_PRIORITIZATION_FEE_ACCOUNTS = 128;
const MAX_SIGNATURES_LIMIT = 1000;
const MAX_PROGRAM_ACCOUNT_FILTERS = 4;
const MAX_MEMCMP_BYTES = 128;
const MAX_ACCOUNT_DATA_SIZE = 10 * 1024 * 1024;
const MAX_ADVANCE_SLOTS = 1_000_000;
const MAX_LARGEST_ACCOUNTS = 20;
const U64_MAX = 2n ** 64n - 1n;

/** What the methods work on. */
export interface RpcContext {
  ledger: LocalLedger;
  faucet: LocalFaucet;
  validator: LocalValidator;
  /** The local market, for new tokens listed on it (localnet_createToken's listUsd). */
  lister?: TokenLister;
}

type Method = (params: unknown[], ctx: RpcContext) => unknown;

function withContext(ledger: LocalLedger, commitment: Commitment, value: unknown): { context: { slot: number; apiVersion: string }; value: unknown } {
  return { context: { slot: ledger.block(commitment).slot, apiVersion: SOLANA_CORE_VERSION }, value };
}

/** Commitment and minContextSlot of a read, checked; returns the commitment. */
function readCommitment(config: Config, ledger: LocalLedger): Commitment {
  const commitment = commitmentOption(config);
  checkMinContextSlot(config, ledger, commitment);
  return commitment;
}

/** getTransaction and getSignaturesForAddress refuse processed, as a real node does. */
function confirmedCommitment(config: Config): Commitment {
  const commitment = commitmentOption(config);
  if (commitment === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
  return commitment;
}

function dataSliceOption(config: Config): DataSlice | undefined {
  if (config.dataSlice === undefined || config.dataSlice === null) return undefined;
  const slice = configParam(config.dataSlice);
  return { offset: integerParam(slice.offset, 'dataSlice.offset'), length: integerParam(slice.length, 'dataSlice.length') };
}

function encodeOrNull(ctx: RpcContext, account: LedgerAccount | null, encoding: AccountEncoding, slice: DataSlice | undefined): unknown {
  return account ? encodeAccount(account, encoding, slice, ctx.ledger.mintDecimals) : null;
}

function keyedAccounts(ctx: RpcContext, accounts: Array<{ address: string; account: LedgerAccount }>, config: Config): unknown[] {
  const encoding = accountEncodingParam(config.encoding, 'base64');
  const slice = dataSliceOption(config);
  return accounts.map(({ address, account }) => ({ pubkey: address, account: encodeAccount(account, encoding, slice, ctx.ledger.mintDecimals) }));
}

type AccountFilter = (data: Uint8Array) => boolean;

/** getProgramAccounts `filters`: memcmp (base58 or base64 bytes) and dataSize. */
function programAccountFilters(value: unknown): AccountFilter[] {
  if (value === undefined || value === null) return [];
  return arrayParam(value, 'filters', MAX_PROGRAM_ACCOUNT_FILTERS).map((raw): AccountFilter => {
    const filter = configParam(raw);
    if (filter.dataSize !== undefined) {
      const size = integerParam(filter.dataSize, 'dataSize');
      return (data) => data.length === size;
    }
    if (filter.memcmp !== undefined) {
      const memcmp = configParam(filter.memcmp);
      const offset = integerParam(memcmp.offset, 'memcmp.offset');
      if (typeof memcmp.bytes !== 'string') throw invalidParams('memcmp.bytes must be an encoded string');
      const encoding = memcmp.encoding ?? 'base58';
      const bytes = encoding === 'base64' ? Buffer.from(memcmp.bytes, 'base64') : encoding === 'base58' ? bs58.decodeUnsafe(memcmp.bytes) : undefined;
      if (!bytes) throw invalidParams(`memcmp.bytes is not valid ${String(encoding)}`);
      if (bytes.length > MAX_MEMCMP_BYTES) throw invalidParams(`memcmp.bytes is longer than ${MAX_MEMCMP_BYTES} bytes`);
      return (data) => data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
    }
    throw invalidParams(`unknown filter ${JSON.stringify(raw)}; expected memcmp or dataSize`);
  });
}

function signatureStatus(ctx: RpcContext, tx: LandedTransaction): Record<string, unknown> {
  const confirmationStatus = ctx.ledger.confirmationStatus(tx);
  const err = tx.result.err?.json ?? null;
  return {
    slot: tx.slot,
    confirmations: confirmationStatus === 'finalized' ? null : ctx.ledger.slot - tx.slot,
    err,
    status: statusOf(err),
    confirmationStatus,
  };
}

/** A u64 amount given as a JSON number or a decimal string (for amounts beyond 2^53). */
function u64Param(value: unknown, name: string): bigint {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' && /^\d{1,20}$/.test(value) ? value : undefined;
  if (text === undefined || BigInt(text) > U64_MAX) throw invalidParams(`${name} must be an unsigned 64-bit integer (number or decimal string), got ${JSON.stringify(value)}`);
  return BigInt(text);
}

const METHODS: Readonly<Record<string, Method>> = {
  getHealth: () => 'ok',

  getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': FEATURE_SET_ID }),

  getGenesisHash: (_params, { ledger }) => ledger.genesisHash,

  getIdentity: (_params, { validator }) => ({ identity: validator.identity }),

  getSlot: (params, { ledger }) => ledger.block(readCommitment(configParam(params[0]), ledger)).slot,

  getBlockHeight: (params, { ledger }) => ledger.block(readCommitment(configParam(params[0]), ledger)).blockHeight,

  getEpochInfo: (params, { ledger }) => {
    const block = ledger.block(readCommitment(configParam(params[0]), ledger));
    return {
      absoluteSlot: block.slot,
      blockHeight: block.blockHeight,
      epoch: Math.floor(block.slot / ledger.slotsPerEpoch),
      slotIndex: block.slot % ledger.slotsPerEpoch,
      slotsInEpoch: ledger.slotsPerEpoch,
      transactionCount: ledger.transactionCount,
    };
  },

  getEpochSchedule: (_params, { ledger }) => ({
    slotsPerEpoch: ledger.slotsPerEpoch,
    leaderScheduleSlotOffset: ledger.slotsPerEpoch,
    warmup: false,
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
  }),

  getLatestBlockhash: (params, { ledger }) => {
    const commitment = readCommitment(configParam(params[0]), ledger);
    const block = ledger.block(commitment);
    return withContext(ledger, commitment, { blockhash: block.blockhash, lastValidBlockHeight: block.blockHeight + BLOCKHASH_VALIDITY_BLOCKS });
  },

  isBlockhashValid: (params, { ledger }) => {
    const blockhash = blockhashParam(required(params, 0, 'blockhash'));
    const commitment = readCommitment(configParam(params[1]), ledger);
    return withContext(ledger, commitment, ledger.isBlockhashValid(blockhash));
  },

  getFeeForMessage: (params, { ledger }) => {
    const encoded = required(params, 0, 'message');
    if (typeof encoded !== 'string') throw invalidParams('message must be a base64 string');
    const commitment = readCommitment(configParam(params[1]), ledger);
    let message;
    try {
      message = decodeMessage(new Uint8Array(Buffer.from(encoded, 'base64')));
    } catch (err) {
      throw invalidParams(`message is not a valid base64 transaction message: ${err instanceof Error ? err.message : String(err)}`);
    }
    const fee = ledger.feeForMessage(message);
    return withContext(ledger, commitment, fee === null ? null : Number(fee));
  },

  getMinimumBalanceForRentExemption: (params, { ledger }) => {
    const size = integerParam(required(params, 0, 'data length'), 'data length', MAX_ACCOUNT_DATA_SIZE);
    readCommitment(configParam(params[1]), ledger);
    return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(size)));
  },

  getBalance: (params, { ledger }) => {
    const address = addressParam(required(params, 0, 'address'), 'address');
    const commitment = readCommitment(configParam(params[1]), ledger);
    return withContext(ledger, commitment, Number(ledger.account(address)?.lamports ?? 0n));
  },

  getAccountInfo: (params, ctx) => {
    const address = addressParam(required(params, 0, 'address'), 'address');
    const config = configParam(params[1]);
    const commitment = readCommitment(config, ctx.ledger);
    const value = encodeOrNull(ctx, ctx.ledger.account(address), accountEncodingParam(config.encoding, 'base64'), dataSliceOption(config));
    return withContext(ctx.ledger, commitment, value);
  },

  getMultipleAccounts: (params, ctx) => {
    const addresses = arrayParam(required(params, 0, 'addresses'), 'addresses', MAX_MULTIPLE_ACCOUNTS).map((a) => addressParam(a, 'address'));
    const config = configParam(params[1]);
    const commitment = readCommitment(config, ctx.ledger);
    const encoding = accountEncodingParam(config.encoding, 'base64');
    const slice = dataSliceOption(config);
    return withContext(ctx.ledger, commitment, addresses.map((a) => encodeOrNull(ctx, ctx.ledger.account(a), encoding, slice)));
  },

  getProgramAccounts: (params, ctx) => {
    const program = addressParam(required(params, 0, 'program id'), 'program id');
    const config = configParam(params[1]);
    const commitment = readCommitment(config, ctx.ledger);
    const filters = programAccountFilters(config.filters);
    const matching = ctx.ledger.programAccounts(program).filter(({ account }) => filters.every((f) => f(account.data)));
    const value = keyedAccounts(ctx, matching, config);
    return booleanOption(config, 'withContext', false) ? withContext(ctx.ledger, commitment, value) : value;
  },

  getTokenAccountsByOwner: (params, ctx) => {
    const owner = addressParam(required(params, 0, 'owner'), 'owner');
    const filter = configParam(required(params, 1, 'filter'));
    const config = configParam(params[2]);
    const commitment = readCommitment(config, ctx.ledger);
    let programs: string[];
    let mint: string | undefined;
    if (filter.mint !== undefined) {
      mint = addressParam(filter.mint, 'mint');
      const mintAccount = ctx.ledger.account(mint);
      if (!mintAccount || !decodeMint(mintAccount.owner, mintAccount.data)) throw invalidParams('could not find mint');
      programs = [mintAccount.owner];
    } else if (filter.programId !== undefined) {
      const programId = addressParam(filter.programId, 'programId');
      if (!isTokenProgram(programId)) throw invalidParams('unrecognized Token program id');
      programs = [programId];
    } else {
      throw invalidParams('the filter must be {"mint": <address>} or {"programId": <address>}');
    }
    const accounts = programs.flatMap((p) => ctx.ledger.programAccounts(p)).filter(({ account }) => {
      const token = decodeTokenAccount(account.owner, account.data);
      return token !== null && token.owner === owner && (mint === undefined || token.mint === mint);
    });
    return withContext(ctx.ledger, commitment, keyedAccounts(ctx, accounts, config));
  },

  getTokenAccountBalance: (params, { ledger }) => {
    const address = addressParam(required(params, 0, 'token account'), 'token account');
    const commitment = readCommitment(configParam(params[1]), ledger);
    const account = ledger.account(address);
    const token = account && decodeTokenAccount(account.owner, account.data);
    const decimals = token ? ledger.mintDecimals(token.mint) : undefined;
    if (!token || decimals === undefined) throw invalidParams('not a Token account');
    return withContext(ledger, commitment, uiTokenAmount(token.amount, decimals));
  },

  getTokenSupply: (params, { ledger }) => {
    const address = addressParam(required(params, 0, 'mint'), 'mint');
    const commitment = readCommitment(configParam(params[1]), ledger);
    const account = ledger.account(address);
    const mint = account && decodeMint(account.owner, account.data);
    if (!mint) throw invalidParams('not a Token mint');
    return withContext(ledger, commitment, uiTokenAmount(mint.supply, mint.decimals));
  },

  // The 20 largest token accounts of a mint, largest first, as a node answers them.
  getTokenLargestAccounts: (params, { ledger }) => {
    const address = addressParam(required(params, 0, 'mint'), 'mint');
    const commitment = readCommitment(configParam(params[1]), ledger);
    const account = ledger.account(address);
    const mint = account && decodeMint(account.owner, account.data);
    if (!mint || !account) throw invalidParams('Invalid param: not a Token mint');
    const holders = ledger.programAccounts(account.owner)
      .map(({ address: a, account: acc }) => ({ address: a, token: decodeTokenAccount(acc.owner, acc.data) }))
      .filter((h): h is { address: string; token: NonNullable<typeof h.token> } => h.token !== null && h.token.mint === address)
      .sort((a, b) => (a.token.amount === b.token.amount ? (a.address < b.address ? -1 : 1) : a.token.amount > b.token.amount ? -1 : 1))
      .slice(0, MAX_LARGEST_ACCOUNTS);
    return withContext(ledger, commitment, holders.map((h) => ({ address: h.address, ...uiTokenAmount(h.token.amount, mint.decimals) })));
  },

  getRecentPrioritizationFees: (params, { ledger }) => {
    const addresses = params[0] === undefined || params[0] === null ? [] : arrayParam(params[0], 'addresses', MAX_PRIORITIZATION_FEE_ACCOUNTS).map((a) => addressParam(a, 'address'));
    return ledger.recentPrioritizationFees(addresses);
  },

  simulateTransaction: (params, ctx) => {
    const config = configParam(params[1]);
    const tx = transactionParam(required(params, 0, 'transaction'), config);
    const sigVerify = booleanOption(config, 'sigVerify', false);
    const replaceRecentBlockhash = booleanOption(config, 'replaceRecentBlockhash', false);
    if (sigVerify && replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const commitment = readCommitment(config, ctx.ledger);
    let accountsRequest: { addresses: string[]; encoding: AccountEncoding } | undefined;
    if (config.accounts !== undefined && config.accounts !== null) {
      const accounts = configParam(config.accounts);
      const encoding = accountEncodingParam(accounts.encoding, 'base64');
      if (encoding === 'base58') throw invalidParams('base58 encoding not supported');
      accountsRequest = { addresses: arrayParam(accounts.addresses, 'accounts.addresses', MAX_MULTIPLE_ACCOUNTS).map((a) => addressParam(a, 'account address')), encoding };
    }
    const outcome = ctx.ledger.simulateTransaction(tx, { sigVerify, replaceRecentBlockhash });
    if (outcome.kind === 'signatureFailure') throw new JsonRpcError(RPC_ERROR.transactionSignatureVerificationFailure, 'Transaction signature verification failure');
    const keys = ctx.ledger.resolveAccountKeys(tx.message)?.all ?? tx.message.staticAccounts;
    const value = simulationValue(outcome.result, {
      accounts: accountsRequest ? accountsRequest.addresses.map((a) => encodeOrNull(ctx, outcome.accountAfter(a), accountsRequest.encoding, undefined)) : null,
      innerInstructions: booleanOption(config, 'innerInstructions', false) ? jsonParsedInnerInstructions(outcome.result.innerInstructions, keys) : null,
      replacementBlockhash: outcome.replacementBlockhash,
    });
    return withContext(ctx.ledger, commitment, value);
  },

  sendTransaction: (params, { ledger }) => {
    const config = configParam(params[1]);
    const tx = transactionParam(required(params, 0, 'transaction'), config);
    const skipPreflight = booleanOption(config, 'skipPreflight', false);
    if (!skipPreflight) checkMinContextSlot(config, ledger, 'processed');
    const outcome = ledger.sendTransaction(tx, { skipPreflight });
    if (outcome.kind === 'signatureFailure') throw new JsonRpcError(RPC_ERROR.transactionSignatureVerificationFailure, 'Transaction signature verification failure');
    if (outcome.kind === 'preflightFailure') throw preflightFailure(outcome.result);
    return outcome.signature;
  },

  getSignatureStatuses: (params, ctx) => {
    const signatures = arrayParam(required(params, 0, 'signatures'), 'signatures', MAX_SIGNATURE_STATUSES).map((s) => signatureParam(s));
    const searchTransactionHistory = booleanOption(configParam(params[1]), 'searchTransactionHistory', false);
    const value = signatures.map((signature) => {
      const tx = ctx.ledger.transaction(signature);
      return tx && (searchTransactionHistory || ctx.ledger.inStatusCache(tx)) ? signatureStatus(ctx, tx) : null;
    });
    return withContext(ctx.ledger, 'processed', value);
  },

  getSignaturesForAddress: (params, ctx) => {
    const address = addressParam(required(params, 0, 'address'), 'address');
    const config = configParam(params[1]);
    const commitment = confirmedCommitment(config);
    checkMinContextSlot(config, ctx.ledger, commitment);
    const limit = config.limit === undefined || config.limit === null ? MAX_SIGNATURES_LIMIT : integerParam(config.limit, 'limit', MAX_SIGNATURES_LIMIT);
    if (limit === 0) throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES_LIMIT}`);
    const before = config.before === undefined || config.before === null ? undefined : signatureParam(config.before, 'before');
    const until = config.until === undefined || config.until === null ? undefined : signatureParam(config.until, 'until');
    return ctx.ledger.signaturesForAddress(address, { before, until, limit, commitment }).map((tx) => ({
      signature: tx.signature,
      slot: tx.slot,
      err: tx.result.err?.json ?? null,
      memo: tx.memo,
      blockTime: tx.blockTime,
      confirmationStatus: ctx.ledger.confirmationStatus(tx),
    }));
  },

  getTransaction: (params, ctx) => {
    const signature = signatureParam(required(params, 0, 'signature'));
    // The second parameter may also be a bare encoding string (the deprecated form).
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : configParam(params[1]);
    const commitment = confirmedCommitment(config);
    const encoding = (config.encoding ?? 'json') as TransactionEncoding;
    if (!['json', 'jsonParsed', 'base64', 'base58'].includes(encoding)) throw invalidParams(`unsupported encoding ${JSON.stringify(config.encoding)}, expected json, jsonParsed, base64 or base58`);
    const maxVersion = config.maxSupportedTransactionVersion === undefined || config.maxSupportedTransactionVersion === null ? undefined : integerParam(config.maxSupportedTransactionVersion, 'maxSupportedTransactionVersion', 0);
    const tx = ctx.ledger.transaction(signature);
    if (!tx || !ctx.ledger.reached(tx, commitment)) return null;
    if (tx.transaction.message.version !== 'legacy' && maxVersion === undefined) {
      throw new JsonRpcError(
        RPC_ERROR.unsupportedTransactionVersion,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      );
    }
    return encodeLandedTransaction(tx, encoding, maxVersion !== undefined);
  },

  requestAirdrop: (params, { faucet }) => {
    const address = addressParam(required(params, 0, 'address'), 'address');
    return faucet.airdrop(address, u64Param(required(params, 1, 'lamports'), 'lamports'));
  },

  getVoteAccounts: (_params, { ledger, validator }) => {
    let activatedStake = 0n;
    for (const { account } of ledger.programAccounts(STAKE_PROGRAM_ID)) {
      const delegation = stakeDelegation(account.data);
      // Stakes never deactivated count; the ledger keeps no stake history to warm them up.
      if (delegation?.voter === validator.voteAccount && delegation.deactivationEpoch === U64_MAX) activatedStake += delegation.stake;
    }
    const current = {
      votePubkey: validator.voteAccount,
      nodePubkey: validator.identity,
      activatedStake: Number(activatedStake),
      epochVoteAccount: true,
      commission: validator.commission,
      lastVote: ledger.slot,
      epochCredits: [],
      rootSlot: ledger.block('finalized').slot,
    };
    return { current: [current], delinquent: [] };
  },

  localnet_mintTo: (params, { faucet }) => {
    const owner = addressParam(required(params, 0, 'owner'), 'owner');
    const mint = addressParam(required(params, 1, 'mint'), 'mint');
    return faucet.mintTo(owner, mint, u64Param(required(params, 2, 'amount'), 'amount'));
  },

  localnet_createToken: (params, { ledger, faucet, lister }) => {
    const created = createNewToken(ledger, faucet.authority, newTokenRequest(required(params, 0, 'token')), lister);
    return created;
  },

  localnet_advanceSlots: (params, { ledger }) => {
    const count = params[0] === undefined || params[0] === null ? 1 : integerParam(params[0], 'slot count', MAX_ADVANCE_SLOTS);
    if (count === 0) throw invalidParams('the slot count must be at least 1');
    const block = ledger.advanceSlots(count);
    return { slot: block.slot, blockHeight: block.blockHeight, blockhash: block.blockhash };
  },
};

/** Run one method; throws JsonRpcError for anything the caller should see. */
export function callMethod(method: string, params: unknown[], ctx: RpcContext): unknown {
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!handler) throw new JsonRpcError(RPC_ERROR.methodNotFound, 'Method not found');
  return handler(params, ctx);
}
