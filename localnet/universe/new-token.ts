/**
 * A brand-new token on the local cluster, as a user launching one would make it: a mint
 * created and initialized by real transactions (faucet authority as mint authority), and its
 * name in a Metaplex Metadata account at the mint's PDA (written directly: LiteSVM has no
 * Metaplex program). It is in no registry, catalogue or market: only its on-chain metadata
 * names it. `npm run faucet -- --to <address> --new-token <SYMBOL> --name "<name>" --amount <n>`.
 *
 * `features` give it chosen dangers (docs/safety.md, "Tokens with dangers on the local
 * cluster"): the faucet authority keeps the mint or freeze authority, or becomes its
 * permanent delegate, transfer-fee authority or metadata update authority; any Token-2022
 * feature makes a Token-2022 mint. Given a first amount (`mintTo`) and no `mint-authority`, the
 * mint authority is revoked once that amount (and, for a listed token, the market's inventory)
 * is minted; without `mintTo` it is kept, for localnet_mintTo.
 */
import { Keypair, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import {
  AccountState,
  AuthorityType,
  ExtensionType,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeDefaultAccountStateInstruction,
  createInitializeMint2Instruction,
  createInitializeNonTransferableMintInstruction,
  createInitializePermanentDelegateInstruction,
  createInitializeTransferFeeConfigInstruction,
  createInitializeTransferHookInstruction,
  createMintToInstruction,
  createSetAuthorityInstruction,
  createThawAccountInstruction,
  getAssociatedTokenAddressSync,
  getMintLen,
} from '@solana/spl-token';
import type { Address, Lamports } from '@solana/kit';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../shared/chain/token-list.js';
import { metadataAddress, TOKEN_METADATA_PROGRAM_ID } from '../../shared/chain/token-metadata.js';
import { deterministicKeypair, submitInstructions } from '../faucet.js';
import type { LocalLedger } from '../ledger.js';
import { invalidParams } from '../rpc-error.js';
import { MINT_SIZE } from '../token-layout.js';
import { metaplexMetadataData } from './metadata-accounts.js';
import { metadataUri } from './universe.js';

/** Metaplex's limits, in UTF-8 bytes. */
const MAX_NAME_BYTES = 32;
const MAX_SYMBOL_BYTES = 10;
const MAX_DECIMALS = 9;
const MAX_FEE_BPS = 10_000;
const U64_MAX = 2n ** 64n - 1n;

/** The dangers a new token may carry (`--with`). */
export const TOKEN_FEATURES = ['freeze-authority', 'mint-authority', 'permanent-delegate', 'transfer-fee', 'transfer-hook', 'default-frozen', 'non-transferable', 'mutable-metadata'] as const;
export type TokenFeature = (typeof TOKEN_FEATURES)[number];
const TOKEN_2022_FEATURES: ReadonlySet<TokenFeature> = new Set(['permanent-delegate', 'transfer-fee', 'transfer-hook', 'default-frozen', 'non-transferable']);

/**
 * The transfer hook program a `transfer-hook` token names. LiteSVM ships no transfer-hook
 * program, so it is an address with no program behind it: Token-2022 refuses every transfer of
 * the token that does not bring the hook's accounts (and the hook could not run if it did), as
 * a hook that refuses sales does. Minting is not a transfer, so holders can be funded.
 */
export const LOCAL_TRANSFER_HOOK_PROGRAM = deterministicKeypair('localnet-transfer-hook-program').publicKey.toBase58();

export interface NewTokenRequest {
  symbol: string;
  name: string;
  decimals: number;
  /** The chosen dangers; empty for a plain token. */
  features: TokenFeature[];
  /** transfer-fee's basis points (with `transfer-fee`). */
  transferFeeBps?: number;
  /** Mint this much (raw) to this owner's associated token account before the mint authority is revoked. */
  mintTo?: { owner: string; amount: bigint };
  /** List it on the local market at this USD price. */
  listUsd?: number;
}

export interface NewToken {
  mint: string;
  metadataAccount: string;
  decimals: number;
  tokenProgram: string;
  features: TokenFeature[];
  /** The transaction that created and initialized the mint. */
  signature: string;
  /** The owner's associated token account when `mintTo` was given. */
  tokenAccount?: string;
  /** The USD price it trades at on the local market when listed. */
  listedUsd?: number;
}

/** What a listing needs: the market trades the token and holds an inventory of it. */
export interface TokenLister {
  readonly address: string;
  list(token: { symbol: string; name: string; mint: string; decimals: number; tokenProgram: string; priceUsd: number }): { inventory: bigint };
}

/** Check a request's fields (JSON-RPC invalid params otherwise). */
export function newTokenRequest(value: unknown): NewTokenRequest {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (field: 'symbol' | 'name', max: number): string => {
    const s = v[field];
    // eslint-disable-next-line no-control-regex
    if (typeof s !== 'string' || !s.trim() || /[\u0000-\u001f\u007f]/.test(s)) throw invalidParams(`${field} must be a non-empty string without control characters`);
    if (Buffer.byteLength(s.trim(), 'utf8') > max) throw invalidParams(`${field} must be at most ${max} bytes (Metaplex's limit)`);
    return s.trim();
  };
  const decimals = v.decimals ?? 6;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) throw invalidParams(`decimals must be an integer from 0 to ${MAX_DECIMALS}`);
  const request: NewTokenRequest = { symbol: text('symbol', MAX_SYMBOL_BYTES), name: text('name', MAX_NAME_BYTES), decimals, features: [] };
  const features = v.features ?? [];
  if (!Array.isArray(features)) throw invalidParams(`features must be a list of ${TOKEN_FEATURES.join(', ')}`);
  for (const raw of features) {
    const [name, arg] = typeof raw === 'string' ? raw.split('=', 2) : [undefined, undefined];
    if (!TOKEN_FEATURES.includes(name as TokenFeature)) throw invalidParams(`unknown feature ${JSON.stringify(raw)}; known: ${TOKEN_FEATURES.join(', ')} (transfer-fee=<bps>)`);
    if (name === 'transfer-fee') {
      const bps = Number(arg);
      if (arg === undefined || !Number.isInteger(bps) || bps < 0 || bps > MAX_FEE_BPS) throw invalidParams(`transfer-fee needs its basis points, 0 to ${MAX_FEE_BPS}: transfer-fee=<bps>`);
      request.transferFeeBps = bps;
    } else if (arg !== undefined) {
      throw invalidParams(`${name} takes no value`);
    }
    if (!request.features.includes(name as TokenFeature)) request.features.push(name as TokenFeature);
  }
  if (v.mintTo !== undefined && v.mintTo !== null) {
    const m = v.mintTo as Record<string, unknown>;
    const amount = typeof m.amount === 'string' && /^\d{1,20}$/.test(m.amount) ? BigInt(m.amount) : undefined;
    if (typeof m.owner !== 'string' || amount === undefined || amount === 0n || amount > U64_MAX) throw invalidParams('mintTo must be { owner: <address>, amount: <raw amount as a decimal string> }');
    try {
      new PublicKey(m.owner);
    } catch {
      throw invalidParams(`mintTo.owner is not a valid address: ${JSON.stringify(m.owner)}`);
    }
    request.mintTo = { owner: m.owner, amount };
  }
  if (v.listUsd !== undefined && v.listUsd !== null) {
    if (typeof v.listUsd !== 'number' || !Number.isFinite(v.listUsd) || v.listUsd <= 0) throw invalidParams('listUsd must be a positive USD price');
    request.listUsd = v.listUsd;
  }
  return request;
}

/** Create the mint (real transactions) and its Metaplex metadata account; fund, list and lock it as asked. */
export function createNewToken(ledger: LocalLedger, authority: Keypair, request: NewTokenRequest, lister?: TokenLister): NewToken {
  const has = (f: TokenFeature) => request.features.includes(f);
  const token2022 = request.features.some((f) => TOKEN_2022_FEATURES.has(f));
  const programId = new PublicKey(token2022 ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID);
  const mint = Keypair.generate();
  const address = mint.publicKey.toBase58();
  const authorityKey = authority.publicKey;
  const extensions: ExtensionType[] = [];
  const init: TransactionInstruction[] = [];
  if (has('transfer-fee')) {
    extensions.push(ExtensionType.TransferFeeConfig);
    init.push(createInitializeTransferFeeConfigInstruction(mint.publicKey, authorityKey, authorityKey, request.transferFeeBps ?? 0, U64_MAX, programId));
  }
  if (has('permanent-delegate')) {
    extensions.push(ExtensionType.PermanentDelegate);
    init.push(createInitializePermanentDelegateInstruction(mint.publicKey, authorityKey, programId));
  }
  if (has('transfer-hook')) {
    extensions.push(ExtensionType.TransferHook);
    init.push(createInitializeTransferHookInstruction(mint.publicKey, authorityKey, new PublicKey(LOCAL_TRANSFER_HOOK_PROGRAM), programId));
  }
  if (has('default-frozen')) {
    extensions.push(ExtensionType.DefaultAccountState);
    init.push(createInitializeDefaultAccountStateInstruction(mint.publicKey, AccountState.Frozen, programId));
  }
  if (has('non-transferable')) {
    extensions.push(ExtensionType.NonTransferable);
    init.push(createInitializeNonTransferableMintInstruction(mint.publicKey, programId));
  }
  // Frozen-by-default accounts need a freeze authority to thaw them.
  const freezeAuthority = has('freeze-authority') || has('default-frozen') ? authorityKey : null;
  const space = token2022 ? getMintLen(extensions) : MINT_SIZE;
  const lamports = Number(ledger.svm.minimumBalanceForRentExemption(BigInt(space)));
  const signature = submitInstructions(ledger, [
    SystemProgram.createAccount({ fromPubkey: authorityKey, newAccountPubkey: mint.publicKey, lamports, space, programId }),
    ...init,
    createInitializeMint2Instruction(mint.publicKey, request.decimals, authorityKey, freezeAuthority, programId),
  ], [authority, mint]);
  const metadataAccount = metadataAddress(address);
  const data = metaplexMetadataData(address, authorityKey.toBase58(), { name: request.name, symbol: request.symbol, uri: metadataUri(address) }, has('mutable-metadata'));
  ledger.svm.setAccount({
    address: metadataAccount as Address,
    programAddress: TOKEN_METADATA_PROGRAM_ID as Address,
    lamports: ledger.svm.minimumBalanceForRentExemption(BigInt(data.length)) as Lamports,
    data,
    executable: false,
    space: BigInt(data.length),
  });

  const fund = (owner: PublicKey, amount: bigint): string => {
    const account = getAssociatedTokenAddressSync(mint.publicKey, owner, true, programId);
    submitInstructions(ledger, [
      createAssociatedTokenAccountIdempotentInstruction(authorityKey, account, owner, mint.publicKey, programId),
      ...(has('default-frozen') ? [createThawAccountInstruction(account, mint.publicKey, authorityKey, [], programId)] : []),
      createMintToInstruction(mint.publicKey, account, authorityKey, amount, [], programId),
    ], [authority]);
    return account.toBase58();
  };
  const result: NewToken = { mint: address, metadataAccount, decimals: request.decimals, tokenProgram: programId.toBase58(), features: request.features, signature };
  if (request.mintTo) result.tokenAccount = fund(new PublicKey(request.mintTo.owner), request.mintTo.amount);
  if (request.listUsd !== undefined && lister) {
    const { inventory } = lister.list({ symbol: request.symbol, name: request.name, mint: address, decimals: request.decimals, tokenProgram: programId.toBase58(), priceUsd: request.listUsd });
    fund(new PublicKey(lister.address), inventory);
    result.listedUsd = request.listUsd;
  }
  // A token made without a first amount (the operator method's older form) keeps its mint
  // authority, for localnet_mintTo to fund it later.
  if (request.mintTo && !has('mint-authority')) {
    submitInstructions(ledger, [createSetAuthorityInstruction(mint.publicKey, authorityKey, AuthorityType.MintTokens, null, [], programId)], [authority]);
  }
  return result;
}
