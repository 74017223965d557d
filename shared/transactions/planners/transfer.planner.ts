/**
 * transfer: native SOL by a System transfer; any registry token by TransferChecked under the
 * mint's own program (Token or Token-2022), creating the recipient's associated token account
 * idempotently when it is missing. A Token-2022 transfer fee is withheld from what arrives.
 */
import { PublicKey, SystemProgram, type AccountInfo } from '@solana/web3.js';
import {
  calculateEpochFee,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getTransferFeeConfig,
  getTransferHook,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import { NATIVE_MINT } from '../../chain/token-list.js';
import { validationError } from '../../errors/app-error.js';
import type { TransferParams } from '../../intents/intent.types.js';
import { DEFAULT_COMPUTE_UNIT_LIMITS } from '../compute-budget.js';
import type { Draft, PlanContext, Planner, RentItem } from '../planner.types.js';
import { amountOf, resolveAmount, spendableLamports } from '../resolve-amount.js';
import { associatedAccountSize, parseAddress, readMint, SOL, ui } from './planner-kit.js';
import { associatedTokenAddress } from '../../chain/associated-address.js';

/** Plans a transfer of SOL or of a token to a recipient. */
export const planTransfer: Planner<TransferParams> = async (ctx, params) => {
  const recipient = parseAddress(params.recipient, 'recipient');
  return params.token.mint === NATIVE_MINT ? planSolTransfer(ctx, params, recipient) : planTokenTransfer(ctx, params, recipient);
};

async function planSolTransfer(ctx: PlanContext, params: TransferParams, recipient: PublicKey): Promise<Draft> {
  const token = { ...SOL, symbol: params.token.symbol };
  const [snapshot, resolved] = await Promise.all([ctx.read([ctx.wallet, recipient]), resolveAmount(ctx, params.amount, token)]);
  // Lamports sent to a program, a mint or a token account are lost to the recipient's owner.
  refuseNonWalletRecipient(recipient, snapshot.account(recipient), null);
  const balance = snapshot.lamports(ctx.wallet);
  const recipientExists = snapshot.account(recipient) !== null;
  const minimum = snapshot.rentExempt(0);
  return {
    defaultComputeUnitLimit: DEFAULT_COMPUTE_UNIT_LIMITS.solTransfer,
    lookupTables: [],
    compose(fee: bigint) {
      const amount = amountOf(resolved, balance, spendableLamports(snapshot, ctx.wallet, fee, 0n), token);
      const kept = 'fixed' in resolved ? [] : [`Kept back for fees and the wallet's rent-exempt minimum: ${ui(minimum + fee, token)}.`];
      return {
        instructions: [SystemProgram.transfer({ fromPubkey: ctx.wallet, toPubkey: recipient, lamports: amount })],
        output: { token, amount },
        input: { token, amount },
        priceImpact: 0,
        rent: [],
        details: { recipient: recipientOfTransfer(recipient, null, token, amount), notes: kept },
        hints: {
          insufficient_funds: `The wallet holds ${ui(balance, token)}; the transfer needs ${ui(amount, token)} plus fees.`,
          insufficient_funds_for_rent: !recipientExists && amount < minimum
            ? `The recipient account does not exist yet: send at least ${ui(minimum, token)} to create it.`
            : `The wallet must keep at least ${ui(minimum, token)} (its rent-exempt minimum) or send everything.`,
        },
      };
    },
  };
}

async function planTokenTransfer(ctx: PlanContext, params: TransferParams, recipient: PublicKey): Promise<Draft> {
  const entry = await ctx.token(params.token, 'token');
  const program = new PublicKey(entry.tokenProgram);
  const mintKey = new PublicKey(entry.mint);
  const source = associatedTokenAddress(mintKey, ctx.wallet, false, program);
  // Off-curve owners (program-derived addresses, e.g. a vault) can hold tokens too.
  const recipientAta = associatedTokenAddress(mintKey, recipient, true, program);
  const snapshot = await ctx.read([ctx.wallet, mintKey, source, recipient, recipientAta]);

  const mint = readMint(mintKey, snapshot.account(mintKey), program, params.token.symbol, ctx.network);
  const token = { mint: entry.mint, symbol: params.token.symbol, decimals: mint.decimals };
  const hook = getTransferHook(mint);
  if (hook && !hook.programId.equals(PublicKey.default)) {
    throw validationError('token', 'transfer_hook_unsupported', `${token.symbol} runs a transfer hook program on every transfer, which this service cannot build yet.`);
  }

  // The recipient may be given as a token account of this mint rather than as a wallet; a
  // program, a mint or any other token program account cannot own a token account we create.
  const recipientInfo = snapshot.account(recipient);
  const direct = refuseNonWalletRecipient(recipient, recipientInfo, { mint: mintKey, program });
  const destination = direct ? recipient : recipientAta;
  const rent: RentItem[] = [];
  if (destination === recipientAta && snapshot.account(recipientAta) === null) {
    rent.push({ address: recipientAta, purpose: `recipient's ${token.symbol} token account`, lamports: snapshot.rentExempt(associatedAccountSize(mint, program)) });
  }

  const sourceInfo = snapshot.account(source);
  const balance = sourceInfo ? unpackAccount(source, sourceInfo, program).amount : 0n;
  const resolved = await resolveAmount(ctx, params.amount, token);
  const amount = amountOf(resolved, balance, balance, token);
  const feeConfig = getTransferFeeConfig(mint);
  const transferFee = feeConfig ? calculateEpochFee(feeConfig, snapshot.epoch, amount) : 0n;
  const instructions = [
    ...rent.map((r) => createAssociatedTokenAccountIdempotentInstruction(ctx.wallet, r.address, recipient, mintKey, program)),
    createTransferCheckedInstruction(source, mintKey, destination, ctx.wallet, amount, mint.decimals, [], program),
  ];
  const solBalance = snapshot.lamports(ctx.wallet);
  const rentNeeded = rent.reduce((sum, r) => sum + r.lamports, 0n);
  return {
    defaultComputeUnitLimit: rent.length ? DEFAULT_COMPUTE_UNIT_LIMITS.tokenTransferCreatingAccount : DEFAULT_COMPUTE_UNIT_LIMITS.tokenTransfer,
    lookupTables: [],
    compose: () => ({
      instructions,
      output: { token, amount: amount - transferFee },
      input: { token, amount },
      priceImpact: 0,
      rent,
      details: {
        ...(feeConfig ? { transferFee: transferFee.toString() } : {}),
        recipient: recipientOfTransfer(recipient, destination, token, amount - transferFee),
        notes: feeConfig ? [`${token.symbol} charges a transfer fee: ${ui(transferFee, token)} is withheld from the ${ui(amount, token)} sent.`] : [],
      },
      hints: {
        insufficient_token_balance: `The wallet's ${token.symbol} account holds ${ui(balance, token)}; the transfer needs ${ui(amount, token)}.`,
        account_not_found: sourceInfo ? undefined : `The wallet has no ${token.symbol} token account, so it holds no ${token.symbol}.`,
        insufficient_funds: rentNeeded ? `Creating the recipient's token account needs ${ui(rentNeeded, SOL)} of rent; the wallet holds ${ui(solBalance, SOL)}.` : undefined,
      },
    }),
  };
}

/**
 * `breakdown.recipient` of a transfer, as a swap-and-send's: who receives, the token account
 * paid (null for SOL) and the raw amount it receives (after a Token-2022 fee). A record's
 * actualOutput reads what that recipient received from the landed transaction.
 */
function recipientOfTransfer(recipient: PublicKey, tokenAccount: PublicKey | null, token: { mint: string; symbol: string; decimals: number }, amount: bigint) {
  return { address: recipient.toBase58(), tokenAccount: tokenAccount?.toBase58() ?? null, token: { mint: token.mint, symbol: token.symbol, decimals: token.decimals }, amount: amount.toString() };
}

function tryUnpackAccount(address: PublicKey, info: AccountInfo<Buffer>, program: PublicKey) {
  try {
    return unpackAccount(address, info, program);
  } catch {
    return null;
  }
}

function isMint(address: PublicKey, info: AccountInfo<Buffer>): boolean {
  try {
    unpackMint(address, info, info.owner);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuse a recipient that is not a wallet (issue 22, item 10), reading the account the build
 * already fetched: an executable account (a program), a mint, or a token account where an owner
 * is expected: always for SOL, and for a token unless it is a token account of that very mint
 * under its program (then it is paid directly: answers true). validation_error on `recipient`.
 */
export function refuseNonWalletRecipient(recipient: PublicKey, info: AccountInfo<Buffer> | null, token: { mint: PublicKey; program: PublicKey } | null): boolean {
  if (!info) return false;
  const address = recipient.toBase58();
  if (info.executable) {
    throw validationError('recipient', 'recipient_is_program', `The recipient ${address} is a program (an executable account), not a wallet: whatever is sent there cannot be taken out again. Give the recipient's wallet address.`);
  }
  if (!info.owner.equals(TOKEN_PROGRAM_ID) && !info.owner.equals(TOKEN_2022_PROGRAM_ID)) return false;
  if (isMint(recipient, info)) {
    throw validationError('recipient', 'recipient_is_mint', `The recipient ${address} is a token mint, not a wallet: nobody could spend what is sent there. Give the recipient's wallet address.`);
  }
  const account = tryUnpackAccount(recipient, info, info.owner);
  if (account && token && !account.mint.equals(token.mint)) {
    throw validationError('recipient', 'token_account_of_other_mint', `The recipient is a token account of another token (${account.mint.toBase58()}); give the recipient's wallet address.`);
  }
  if (account && token && info.owner.equals(token.program)) return true;
  const owner = account ? ` owned by wallet ${account.owner.toBase58()}` : '';
  throw validationError('recipient', 'recipient_is_token_account', `The recipient ${address} is a token account${owner}, not a wallet: ${token ? 'tokens' : 'SOL'} sent to it as a wallet would be lost. Give the ${account ? "owner's " : "recipient's "}wallet address${account ? ` (${account.owner.toBase58()})` : ''}.`);
}
