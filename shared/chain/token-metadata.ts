/**
 * A mint's on-chain name, symbol and uri: from its Metaplex Token Metadata account (the PDA
 * ["metadata", program, mint]) or, for a Token-2022 mint, its metadata extension (the
 * TokenMetadata TLV entry in the mint account itself). Read in batches (getMultipleAccounts,
 * the mint and its PDA together) and cached in Redis per network and mint: a found name for
 * TOKEN_METADATA_TTL_MS, "no metadata" for the shorter TOKEN_METADATA_MISS_TTL_MS (a mint's
 * metadata can be created after the mint). An RPC failure caches nothing.
 */
import { PublicKey, type AccountInfo } from '@solana/web3.js';
import type { Redis } from 'ioredis';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, type Network } from './token-list.js';
import { cleanTokenText } from './token-text.js';

/** The Metaplex Token Metadata program. */
export const TOKEN_METADATA_PROGRAM_ID = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';
/** A found name is kept a day: metadata rarely changes, and the catalogue comes first anyway. */
export const TOKEN_METADATA_TTL_MS = 24 * 3600_000;
/** "No metadata" is kept 10 minutes: it may be created later. */
export const TOKEN_METADATA_MISS_TTL_MS = 10 * 60_000;
/** getMultipleAccounts takes at most 100 keys: 50 mints and their PDAs. */
const MINTS_PER_CALL = 50;

/** Metaplex account key of a Metadata account (Key::MetadataV1). */
const METAPLEX_KEY_METADATA_V1 = 4;
/** Token-2022 extension types (spl-token-2022 ExtensionType). */
export const EXTENSION_METADATA_POINTER = 18;
export const EXTENSION_TOKEN_METADATA = 19;
const MINT_BASE_SIZE = 82;
/** Token-2022: extended accounts pad the base to 165 bytes, then an account-type byte (1 = mint). */
const ACCOUNT_TYPE_OFFSET = 165;
const ACCOUNT_TYPE_MINT = 1;
/** Longest name, symbol and uri kept (Metaplex's own limits are 32, 10 and 200 bytes). */
const LIMITS = { name: 64, symbol: 16, uri: 200 } as const;

/** What a mint says about itself on chain. All null when it says nothing. */
export interface OnchainTokenMetadata {
  name: string | null;
  symbol: string | null;
  uri: string | null;
  /** Where it was read: the Metaplex account, the Token-2022 extension, or nowhere. */
  source: 'metaplex' | 'token-2022' | null;
}

export const NO_METADATA: OnchainTokenMetadata = Object.freeze({ name: null, symbol: null, uri: null, source: null });

/** The Metaplex metadata PDA of a mint. */
export function metadataAddress(mint: string): string {
  const program = new PublicKey(TOKEN_METADATA_PROGRAM_ID);
  return PublicKey.findProgramAddressSync([Buffer.from('metadata'), program.toBuffer(), new PublicKey(mint).toBuffer()], program)[0].toBase58();
}

/** A Borsh string (u32 length, UTF-8 bytes) at `offset`; null past the data. */
function borshString(data: Uint8Array, offset: number): { value: string; next: number } | null {
  if (offset + 4 > data.length) return null;
  const length = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);
  const start = offset + 4;
  if (start + length > data.length) return null;
  return { value: Buffer.from(data.subarray(start, start + length)).toString('utf8'), next: start + length };
}

/**
 * Metaplex pads names and symbols with NUL bytes; anyone can write anything there, so the one
 * sanitizer of token text (token-text.ts) drops every invisible character, collapses whitespace
 * and bounds the result. Empty is null.
 */
function clean(text: string, max: number): string | null {
  return cleanTokenText(text, max);
}

function fields(name: string, symbol: string, uri: string, source: 'metaplex' | 'token-2022'): OnchainTokenMetadata {
  const result = { name: clean(name, LIMITS.name), symbol: clean(symbol, LIMITS.symbol), uri: clean(uri, LIMITS.uri), source };
  return result.name || result.symbol ? result : NO_METADATA;
}

/**
 * Decode a Metaplex Metadata account: key (u8, 4), update authority (32), mint (32), then the
 * Data struct's name, symbol and uri as Borsh strings. Null when it is not one for `mint`.
 */
export function decodeMetaplexMetadata(data: Uint8Array, mint?: string): OnchainTokenMetadata | null {
  if (data.length < 65 + 12 || data[0] !== METAPLEX_KEY_METADATA_V1) return null;
  if (mint !== undefined && new PublicKey(data.subarray(33, 65)).toBase58() !== mint) return null;
  const name = borshString(data, 65);
  const symbol = name && borshString(data, name.next);
  const uri = symbol && borshString(data, symbol.next);
  if (!name || !symbol || !uri) return null;
  return fields(name.value, symbol.value, uri.value, 'metaplex');
}

/**
 * The TokenMetadata extension of a Token-2022 mint: update authority (32), mint (32), name,
 * symbol and uri (Borsh strings), additional metadata. Null when the mint has none.
 */
export function decodeToken2022Metadata(data: Uint8Array): OnchainTokenMetadata | null {
  if (data.length <= ACCOUNT_TYPE_OFFSET || data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_MINT) return null;
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let at = ACCOUNT_TYPE_OFFSET + 1; at + 4 <= data.length;) {
    const type = dv.getUint16(at, true);
    const length = dv.getUint16(at + 2, true);
    const value = at + 4;
    if (type === 0 || value + length > data.length) return null;
    if (type === EXTENSION_TOKEN_METADATA) {
      const entry = data.subarray(value, value + length);
      const name = borshString(entry, 64);
      const symbol = name && borshString(entry, name.next);
      const uri = symbol && borshString(entry, symbol.next);
      return name && symbol && uri ? fields(name.value, symbol.value, uri.value, 'token-2022') : null;
    }
    at = value + length;
  }
  return null;
}

/** What the mint account and its Metaplex PDA say, the Token-2022 extension first for a Token-2022 mint. */
export function metadataOf(mintAccount: Pick<AccountInfo<Uint8Array>, 'owner' | 'data'> | null, metaplexAccount: Pick<AccountInfo<Uint8Array>, 'owner' | 'data'> | null, mint: string): OnchainTokenMetadata {
  const owner = mintAccount?.owner.toBase58();
  if (!mintAccount || (owner !== TOKEN_PROGRAM_ID && owner !== TOKEN_2022_PROGRAM_ID) || mintAccount.data.length < MINT_BASE_SIZE) return NO_METADATA;
  if (owner === TOKEN_2022_PROGRAM_ID) {
    const extension = decodeToken2022Metadata(mintAccount.data);
    if (extension) return extension;
  }
  if (metaplexAccount && metaplexAccount.owner.toBase58() === TOKEN_METADATA_PROGRAM_ID) return decodeMetaplexMetadata(metaplexAccount.data, mint) ?? NO_METADATA;
  return NO_METADATA;
}

/** The one RPC call the reader needs, as @solana/web3.js's Connection answers it. */
export type MultipleAccountsReader = (network: Network, keys: PublicKey[]) => Promise<Array<AccountInfo<Buffer | Uint8Array> | null>>;

/**
 * Reads mints' on-chain metadata through the Redis cache: one MGET for the batch, then one
 * getMultipleAccounts per 50 mints not cached, then one pipelined write.
 */
export class TokenMetadataReader {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly accounts: MultipleAccountsReader,
    private readonly ttl: { foundMs: number; missMs: number } = { foundMs: TOKEN_METADATA_TTL_MS, missMs: TOKEN_METADATA_MISS_TTL_MS },
  ) {}

  key(network: Network, mint: string): string {
    return `${this.prefix}:token-metadata:${network}:${mint}`;
  }

  /** Cached answers only (no RPC): what the API tier can afford on a read. */
  async cached(network: Network, mints: string[]): Promise<Map<string, OnchainTokenMetadata>> {
    const found = new Map<string, OnchainTokenMetadata>();
    const unique = [...new Set(mints)];
    if (unique.length === 0) return found;
    const values = await this.redis.mget(...unique.map((m) => this.key(network, m)));
    unique.forEach((mint, i) => {
      const parsed = parse(values[i]);
      if (parsed) found.set(mint, parsed);
    });
    return found;
  }

  /** Every mint's metadata (NO_METADATA when it has none); throws when the RPC fails. */
  async read(network: Network, mints: string[]): Promise<Map<string, OnchainTokenMetadata>> {
    const unique = [...new Set(mints)].filter(isAddress);
    const found = await this.cached(network, unique);
    const missing = unique.filter((m) => !found.has(m));
    for (let i = 0; i < missing.length; i += MINTS_PER_CALL) {
      const batch = missing.slice(i, i + MINTS_PER_CALL);
      const keys = [...batch.map((m) => new PublicKey(m)), ...batch.map((m) => new PublicKey(metadataAddress(m)))];
      const infos = await this.accounts(network, keys);
      const pipeline = this.redis.pipeline();
      batch.forEach((mint, j) => {
        const meta = metadataOf(asBytes(infos[j]), asBytes(infos[batch.length + j]), mint);
        found.set(mint, meta);
        pipeline.set(this.key(network, mint), JSON.stringify(meta), 'PX', meta.source ? this.ttl.foundMs : this.ttl.missMs);
      });
      await pipeline.exec();
    }
    return found;
  }
}

function asBytes(info: AccountInfo<Buffer | Uint8Array> | null | undefined): AccountInfo<Uint8Array> | null {
  return info ? { ...info, data: new Uint8Array(info.data) } : null;
}

function isAddress(mint: string): boolean {
  try {
    return new PublicKey(mint).toBase58() === mint;
  } catch {
    return false;
  }
}

function parse(value: string | null): OnchainTokenMetadata | null {
  if (value === null) return null;
  try {
    const v = JSON.parse(value) as OnchainTokenMetadata;
    return typeof v === 'object' && v !== null && 'source' in v ? v : null;
  } catch {
    return null;
  }
}
