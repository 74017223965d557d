/**
 * The local cluster's genesis, seeded like mainnet: every mint of the token registries at its
 * real address (decimals, token program, the FEE mint's transfer fee), a funded faucet that is
 * their mint authority, and one validator with a real vote account so stakes can delegate.
 */
import type { Address, Lamports } from '@solana/kit';
import { VoteInit, VoteProgram, type Keypair } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, localClusterMints, type TokenListEntry } from '../shared/chain/token-list.js';
import { deterministicKeypair, submitInstructions } from './faucet.js';
import type { LocalLedger } from './ledger.js';
import { MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './token-layout.js';

const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111';
/** The faucet's starting balance: 5 million SOL (kept below 2^53 so JSON clients read it exactly). */
const FAUCET_LAMPORTS = 5_000_000n * 1_000_000_000n;
const VALIDATOR_COMMISSION_PERCENT = 5;
const EXTENSION_TRANSFER_FEE_CONFIG = 1;
const TRANSFER_FEE_CONFIG_SIZE = 108;
const ACCOUNT_TYPE_MINT = 1;

/** The validator the cluster pretends to run, for stake delegation. */
export interface LocalValidator {
  identity: string;
  voteAccount: string;
  /** Commission in percent. */
  commission: number;
}

/**
 * Mint account data: the 82-byte base mint with the faucet as mint authority, plus for a
 * Token-2022 mint with a transfer fee the account-type byte and a TransferFeeConfig TLV entry.
 */
function mintData(entry: TokenListEntry, authority: Uint8Array): Uint8Array {
  const withFee = entry.tokenProgram === TOKEN_2022_PROGRAM_ID && entry.transferFeeBps !== undefined;
  const data = new Uint8Array(withFee ? TOKEN_ACCOUNT_SIZE + 1 + 4 + TRANSFER_FEE_CONFIG_SIZE : MINT_SIZE);
  const dv = new DataView(data.buffer);
  dv.setUint32(0, 1, true); // mint_authority: Some
  data.set(authority, 4);
  data[44] = entry.decimals;
  data[45] = 1; // is_initialized; supply 0 and no freeze authority stay zero
  if (!withFee) return data;
  data[TOKEN_ACCOUNT_SIZE] = ACCOUNT_TYPE_MINT;
  const tlv = TOKEN_ACCOUNT_SIZE + 1;
  dv.setUint16(tlv, EXTENSION_TRANSFER_FEE_CONFIG, true);
  dv.setUint16(tlv + 2, TRANSFER_FEE_CONFIG_SIZE, true);
  const value = tlv + 4;
  data.set(authority, value); // transfer fee config authority
  data.set(authority, value + 32); // withdraw withheld authority
  // withheld_amount (u64) stays 0; then older and newer fees: epoch u64, maximum_fee u64, bps u16.
  for (const fee of [value + 72, value + 90]) {
    dv.setBigUint64(fee + 8, BigInt(entry.maxTransferFee ?? '0'), true);
    dv.setUint16(fee + 16, entry.transferFeeBps ?? 0, true);
  }
  return data;
}

function setAccount(ledger: LocalLedger, address: string, owner: string, data: Uint8Array, lamports?: bigint): void {
  ledger.svm.setAccount({
    address: address as Address,
    programAddress: owner as Address,
    lamports: (lamports ?? ledger.svm.minimumBalanceForRentExemption(BigInt(data.length))) as Lamports,
    data,
    executable: false,
    space: BigInt(data.length),
  });
}

/** Create the genesis state on a fresh ledger; returns the validator it set up. */
export function seedGenesis(ledger: LocalLedger, faucet: Keypair): LocalValidator {
  setAccount(ledger, faucet.publicKey.toBase58(), SYSTEM_PROGRAM_ID, new Uint8Array(0), FAUCET_LAMPORTS);
  const authority = faucet.publicKey.toBytes();
  for (const entry of localClusterMints()) setAccount(ledger, entry.mint, entry.tokenProgram, mintData(entry, authority));

  // The vote account is created by a real transaction, so the vote program initializes it and
  // the stake program accepts it in DelegateStake.
  const identity = deterministicKeypair('localnet-validator-identity');
  const vote = deterministicKeypair('localnet-validator-vote-account');
  const lamports = Number(ledger.svm.minimumBalanceForRentExemption(BigInt(VoteProgram.space)));
  const voteInit = new VoteInit(identity.publicKey, identity.publicKey, identity.publicKey, VALIDATOR_COMMISSION_PERCENT);
  const create = VoteProgram.createAccount({ fromPubkey: faucet.publicKey, votePubkey: vote.publicKey, voteInit, lamports });
  submitInstructions(ledger, create.instructions, [faucet, vote, identity]);
  return { identity: identity.publicKey.toBase58(), voteAccount: vote.publicKey.toBase58(), commission: VALIDATOR_COMMISSION_PERCENT };
}
