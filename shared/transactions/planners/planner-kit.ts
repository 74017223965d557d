/** Small pieces every planner uses: native SOL's token refs, address parsing, token account sizes. */
import { PublicKey, type AccountInfo } from '@solana/web3.js';
import { ACCOUNT_SIZE, ExtensionType, getAccountLen, getAccountTypeOfMintType, getExtensionTypes, TOKEN_2022_PROGRAM_ID, unpackMint, type Mint } from '@solana/spl-token';
import { NATIVE_MINT } from '../../chain/token-list.js';
import { validationError } from '../../errors/app-error.js';
import type { TokenRef } from '../../intents/intent.types.js';
import { formatUnits } from '../amounts.js';

/** Native SOL (amounts in lamports). */
export const SOL: TokenRef = { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 };
/** Wrapped SOL held in a token account. */
export const WSOL: TokenRef = { mint: NATIVE_MINT, symbol: 'wSOL', decimals: 9 };

/** A base58 address from an intent field; validation_error naming the field otherwise. */
export function parseAddress(value: string, field: string): PublicKey {
  try {
    return new PublicKey(value);
  } catch {
    throw validationError(field, 'invalid_address', `${field} must be a base58 Solana address; got ${JSON.stringify(value)}.`);
  }
}

/** "1.5 USDC" from raw units. */
export function ui(raw: bigint, token: TokenRef): string {
  return `${formatUnits(raw, token.decimals)} ${token.symbol}`;
}

/**
 * Size of a new associated token account for `mint`: 165 bytes under the Token program; under
 * Token-2022 the account extensions the mint requires (e.g. TransferFeeAmount) plus
 * ImmutableOwner, which the associated token program always adds there.
 */
export function associatedAccountSize(mint: Mint, tokenProgram: PublicKey): number {
  if (!tokenProgram.equals(TOKEN_2022_PROGRAM_ID)) return ACCOUNT_SIZE;
  // Mint extensions without an account-side counterpart map to Uninitialized and take no space.
  const extensions = getExtensionTypes(mint.tlvData).map(getAccountTypeOfMintType).filter((e) => e !== ExtensionType.Uninitialized);
  return getAccountLen([...extensions, ExtensionType.ImmutableOwner]);
}

/** The mint account of a token, decoded under its program; validation_error on `field` when missing or not a mint. */
export function readMint(mintKey: PublicKey, info: AccountInfo<Buffer> | null, program: PublicKey, symbol: string, network: string, field = 'token'): Mint {
  if (!info) throw validationError(field, 'mint_not_found', `The ${symbol} mint ${mintKey.toBase58()} does not exist on ${network}.`);
  try {
    return unpackMint(mintKey, info, program);
  } catch {
    throw validationError(field, 'not_a_mint', `${mintKey.toBase58()} is not a ${symbol} mint of the expected token program on ${network}.`);
  }
}
