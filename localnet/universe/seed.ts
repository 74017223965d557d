/**
 * Writes the token universe (universe.ts) into a fresh ledger: each mint account (the faucet
 * authority as mint authority, supply 0, so the faucet and the market maker can mint it) and
 * its name: a Metaplex Metadata account at the mint's PDA, or for the Token-2022 token the
 * metadata extension in the mint itself; the no-metadata token gets neither.
 */
import type { Address, Lamports } from '@solana/kit';
import type { Keypair } from '@solana/web3.js';
import { metadataAddress, TOKEN_METADATA_PROGRAM_ID } from '../../shared/chain/token-metadata.js';
import type { LocalLedger } from '../ledger.js';
import { MINT_SIZE } from '../token-layout.js';
import { metaplexMetadataData, token2022MintWithMetadata } from './metadata-accounts.js';
import { metadataUri, universeTokens, type UniverseToken } from './universe.js';

function setAccount(ledger: LocalLedger, address: string, owner: string, data: Uint8Array): void {
  ledger.svm.setAccount({
    address: address as Address,
    programAddress: owner as Address,
    lamports: ledger.svm.minimumBalanceForRentExemption(BigInt(data.length)) as Lamports,
    data,
    executable: false,
    space: BigInt(data.length),
  });
}

/** A plain 82-byte mint with `authority` as mint authority. */
export function plainMintData(authority: Uint8Array, decimals: number): Uint8Array {
  const data = new Uint8Array(MINT_SIZE);
  new DataView(data.buffer).setUint32(0, 1, true); // mint_authority: Some
  data.set(authority, 4);
  data[44] = decimals;
  data[45] = 1;
  return data;
}

/** Write one token's mint and metadata accounts. */
export function writeUniverseToken(ledger: LocalLedger, token: Pick<UniverseToken, 'mint' | 'symbol' | 'name' | 'decimals' | 'tokenProgram' | 'metadata'> & { metadataAccount?: string | null }, authority: Keypair): void {
  const fields = { name: token.name ?? '', symbol: token.symbol ?? '', uri: metadataUri(token.mint) };
  const authorityAddress = authority.publicKey.toBase58();
  if (token.metadata === 'token-2022') {
    setAccount(ledger, token.mint, token.tokenProgram, token2022MintWithMetadata(token.mint, authorityAddress, token.decimals, fields));
    return;
  }
  setAccount(ledger, token.mint, token.tokenProgram, plainMintData(authority.publicKey.toBytes(), token.decimals));
  if (token.metadata === 'metaplex') setAccount(ledger, token.metadataAccount ?? metadataAddress(token.mint), TOKEN_METADATA_PROGRAM_ID, metaplexMetadataData(token.mint, authorityAddress, fields));
}

/** Create every universe token on the ledger; returns them. */
export function seedUniverse(ledger: LocalLedger, authority: Keypair): readonly UniverseToken[] {
  const tokens = universeTokens();
  for (const token of tokens) writeUniverseToken(ledger, token, authority);
  return tokens;
}
