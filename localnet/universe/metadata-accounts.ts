/**
 * Token metadata written straight into the local cluster's accounts, byte for byte as the real
 * programs lay it out (there is no Metaplex program binary in LiteSVM):
 * - a Metaplex `Metadata` account (Borsh, MAX_METADATA_LEN 679 bytes, name/symbol/uri padded
 *   with NUL to 32/10/200 bytes as the program's `puff_out_data_fields` does), at the PDA
 *   ["metadata", program, mint] owned by metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s;
 * - a Token-2022 mint carrying the MetadataPointer (to itself) and TokenMetadata extensions.
 */
import { PublicKey } from '@solana/web3.js';
import { EXTENSION_METADATA_POINTER, EXTENSION_TOKEN_METADATA } from '../../shared/chain/token-metadata.js';

/** Metaplex's fixed account size for Metadata. */
export const MAX_METADATA_LEN = 679;
const MAX_NAME_LENGTH = 32;
const MAX_SYMBOL_LENGTH = 10;
const MAX_URI_LENGTH = 200;
const KEY_METADATA_V1 = 4;
const TOKEN_STANDARD_FUNGIBLE = 2;

export interface MetadataFields {
  name: string;
  symbol: string;
  uri: string;
}

/** UTF-8 bytes of `text`, cut at a character boundary to at most `max` bytes, then NUL-padded to `pad`. */
function padded(text: string, max: number, pad = max): Buffer {
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > max) {
    text = [...text].slice(0, -1).join('');
    bytes = Buffer.from(text, 'utf8');
  }
  return Buffer.concat([bytes, Buffer.alloc(pad - bytes.length)]);
}

function borsh(bytes: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** A Metaplex Metadata account's data for a fungible token. */
export function metaplexMetadataData(mint: string, updateAuthority: string, fields: MetadataFields, isMutable = true): Uint8Array {
  const data = Buffer.alloc(MAX_METADATA_LEN);
  const parts = [
    Buffer.from([KEY_METADATA_V1]),
    new PublicKey(updateAuthority).toBuffer(),
    new PublicKey(mint).toBuffer(),
    borsh(padded(fields.name, MAX_NAME_LENGTH)),
    borsh(padded(fields.symbol, MAX_SYMBOL_LENGTH)),
    borsh(padded(fields.uri, MAX_URI_LENGTH)),
    Buffer.from([0, 0]), // seller_fee_basis_points
    Buffer.from([0]), // creators: None
    Buffer.from([0]), // primary_sale_happened
    Buffer.from([isMutable ? 1 : 0]), // is_mutable
    Buffer.from([0]), // edition_nonce: None
    Buffer.from([1, TOKEN_STANDARD_FUNGIBLE]), // token_standard: Some(Fungible)
    Buffer.from([0, 0, 0, 0]), // collection, uses, collection_details, programmable_config: None
  ];
  Buffer.concat(parts).copy(data);
  return data;
}

function tlv(type: number, value: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(value.length, 2);
  return Buffer.concat([header, value]);
}

/**
 * A Token-2022 mint account with the metadata pointer and metadata extensions: the 82-byte
 * base (mint authority set, supply 0, initialized), padding to 165, the account type (mint),
 * then MetadataPointer { authority, metadata_address: the mint } and TokenMetadata
 * { update_authority, mint, name, symbol, uri, additional_metadata: [] }.
 */
export function token2022MintWithMetadata(mint: string, authority: string, decimals: number, fields: MetadataFields): Uint8Array {
  const base = Buffer.alloc(165);
  base.writeUInt32LE(1, 0); // mint_authority: Some
  new PublicKey(authority).toBuffer().copy(base, 4);
  base[44] = decimals;
  base[45] = 1;
  const authorityKey = new PublicKey(authority).toBuffer();
  const mintKey = new PublicKey(mint).toBuffer();
  const metadata = Buffer.concat([
    authorityKey, mintKey,
    borsh(Buffer.from(fields.name, 'utf8')), borsh(Buffer.from(fields.symbol, 'utf8')), borsh(Buffer.from(fields.uri, 'utf8')),
    Buffer.from([0, 0, 0, 0]),
  ]);
  return new Uint8Array(Buffer.concat([base, Buffer.from([1]), tlv(EXTENSION_METADATA_POINTER, Buffer.concat([authorityKey, mintKey])), tlv(EXTENSION_TOKEN_METADATA, metadata)]));
}
