/**
 * A brand-new token on the local cluster, as a user launching one would make it: a mint
 * created and initialized by real transactions (faucet authority as mint authority), and its
 * name in a Metaplex Metadata account at the mint's PDA (written directly: LiteSVM has no
 * Metaplex program). It is in no registry, catalogue or market: only its on-chain metadata
 * names it. `npm run faucet -- --to <address> --new-token <SYMBOL> --name "<name>" --amount <n>`.
 */
import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import { createInitializeMint2Instruction } from '@solana/spl-token';
import type { Address, Lamports } from '@solana/kit';
import { TOKEN_PROGRAM_ID } from '../../shared/chain/token-list.js';
import { metadataAddress, TOKEN_METADATA_PROGRAM_ID } from '../../shared/chain/token-metadata.js';
import { submitInstructions } from '../faucet.js';
import type { LocalLedger } from '../ledger.js';
import { invalidParams } from '../rpc-error.js';
import { MINT_SIZE } from '../token-layout.js';
import { metaplexMetadataData } from './metadata-accounts.js';
import { metadataUri } from './universe.js';

/** Metaplex's limits, in UTF-8 bytes. */
const MAX_NAME_BYTES = 32;
const MAX_SYMBOL_BYTES = 10;
const MAX_DECIMALS = 9;

export interface NewTokenRequest {
  symbol: string;
  name: string;
  decimals: number;
}

export interface NewToken {
  mint: string;
  metadataAccount: string;
  decimals: number;
  /** The transaction that created and initialized the mint. */
  signature: string;
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
  return { symbol: text('symbol', MAX_SYMBOL_BYTES), name: text('name', MAX_NAME_BYTES), decimals };
}

/** Create the mint (real transactions) and its Metaplex metadata account. */
export function createNewToken(ledger: LocalLedger, authority: Keypair, request: NewTokenRequest): NewToken {
  const mint = Keypair.generate();
  const lamports = Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)));
  const signature = submitInstructions(ledger, [
    SystemProgram.createAccount({ fromPubkey: authority.publicKey, newAccountPubkey: mint.publicKey, lamports, space: MINT_SIZE, programId: new PublicKey(TOKEN_PROGRAM_ID) }),
    createInitializeMint2Instruction(mint.publicKey, request.decimals, authority.publicKey, null),
  ], [authority, mint]);
  const address = mint.publicKey.toBase58();
  const metadataAccount = metadataAddress(address);
  const data = metaplexMetadataData(address, authority.publicKey.toBase58(), { name: request.name, symbol: request.symbol, uri: metadataUri(address) });
  ledger.svm.setAccount({
    address: metadataAccount as Address,
    programAddress: TOKEN_METADATA_PROGRAM_ID as Address,
    lamports: ledger.svm.minimumBalanceForRentExemption(BigInt(data.length)) as Lamports,
    data,
    executable: false,
    space: BigInt(data.length),
  });
  return { mint: address, metadataAccount, decimals: request.decimals, signature };
}
