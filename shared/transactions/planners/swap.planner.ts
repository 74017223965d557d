/**
 * swap: the venue's instructions for the wallet (ExactIn when the amount names what is paid,
 * built by Swap API v2 `/build`; ExactOut when it names what is received, by v1 quote +
 * swap-instructions), without Jupiter's compute budget instructions (the builder adds its
 * own), compiled against Jupiter's address lookup tables. Native SOL is wrapped and unwrapped
 * inside the transaction.
 */
import { AddressLookupTableAccount, AddressLookupTableProgram, PublicKey, SystemProgram, type AccountInfo, type TransactionInstruction } from '@solana/web3.js';
import { ACCOUNT_SIZE, ASSOCIATED_TOKEN_PROGRAM_ID, createAssociatedTokenAccountIdempotentInstruction, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, unpackAccount } from '@solana/spl-token';
import { NATIVE_MINT } from '../../chain/token-list.js';
import { AppError, validationError } from '../../errors/app-error.js';
import type { SwapParams, TokenRef } from '../../intents/intent.types.js';
import { toTransactionInstruction } from '../../swap/jupiter-swap-client.js';
import type { SwapClient } from '../../swap/swap-venue.js';
import { toRawUnitsFloor } from '../amounts.js';
import { DEFAULT_COMPUTE_UNIT_LIMITS, isComputeBudgetInstruction } from '../compute-budget.js';
import type { PlanContext, Planner, RentItem } from '../planner.types.js';
import { amountOf, resolveAmount, spendableLamports, type UsdFallback } from '../resolve-amount.js';
import { associatedAccountSize, parseAddress, readMint, SOL, ui } from './planner-kit.js';
import { associatedTokenAddress } from '../../chain/associated-address.js';
import { refuseNonWalletRecipient } from './transfer.planner.js';

/** A swap's params with the recipient of a swap-and-send (null or absent: the wallet itself). */
export type SwapOrSendParams = SwapParams & { recipient?: string | null };

/**
 * Where a swap-and-send delivers: the recipient, and for a token output the token account the
 * venue pays (the recipient's associated account, created in the same transaction when missing,
 * or the recipient itself when it is a token account of that mint, as transfers allow).
 */
interface Delivery {
  recipient: PublicKey;
  /** The venue's `destinationTokenAccount`; null for SOL output (unwrapped to the wallet, then sent by a System transfer). */
  tokenAccount: PublicKey | null;
  /** Creates the recipient's associated token account idempotently, paid by the wallet. */
  create: TransactionInstruction | null;
  /** Whether the recipient account exists (a SOL transfer to a new account must cover its rent-exempt minimum). */
  recipientExists: boolean;
  rentExemptMinimum: bigint;
}

/**
 * Lamports a SOL-input swap of a percentage or "all" keeps back for its fee (signatures and a
 * generous priority fee); it cannot be measured first, since the amount goes into the quote.
 */
const SWAP_FEE_BUDGET_LAMPORTS = 2_000_000n;
/** Token accounts a swap may create at the wallet's expense (output, and wrapped SOL). */
const SWAP_ACCOUNTS_BUDGET = 2n;
// Associated token program instructions: 0 (or empty data) Create, 1 CreateIdempotent.
const ATA_CREATE = 0;
const ATA_CREATE_IDEMPOTENT = 1;
// Token program CloseAccount.
const TOKEN_CLOSE_ACCOUNT = 9;

/** Plans a swap through the network's venue (Jupiter on mainnet). */
export const planSwap: Planner<SwapOrSendParams> = async (ctx, params) => {
  if (!ctx.venue) {
    if (ctx.network === 'mainnet') {
      throw new AppError('upstream_error', 'Swaps need Jupiter, which this deployment has not configured; try again later.', { details: { provider: 'jupiter', reason: 'not_configured' } });
    }
    // Not an outage: retrying never helps. Jupiter routes mainnet only.
    throw validationError('network', 'no_swap_venue', `No swap venue serves ${ctx.network} in this deployment, so test keys cannot swap here: use a live key for mainnet swaps, or a deployment running the local cluster's market.`);
  }
  const venue = ctx.venue;
  const jupiter = venue.client;
  const { inputToken, outputToken, amountSide } = params;
  const slippageBps = params.slippageBps ?? ctx.settings.defaultSlippageBps;
  const sideToken = amountSide === 'input' ? inputToken : outputToken;
  if (amountSide === 'output' && (params.amount.unit === 'percent' || params.amount.unit === 'all')) {
    throw validationError('amount', 'share_of_output', 'A percentage or "all" can only name what is paid; give the amount to receive in tokens.');
  }

  const inputNative = inputToken.mint === NATIVE_MINT;
  const inputEntry = inputNative ? null : await ctx.token(inputToken, 'inputToken');
  const inputProgram = inputEntry ? new PublicKey(inputEntry.tokenProgram) : null;
  const inputAccount = inputEntry && inputProgram ? associatedTokenAddress(new PublicKey(inputEntry.mint), ctx.wallet, false, inputProgram) : null;
  const recipient = params.recipient ? parseAddress(params.recipient, 'recipient') : null;
  const [snapshot, resolved, delivery] = await Promise.all([
    ctx.read(inputAccount ? [ctx.wallet, inputAccount] : [ctx.wallet]),
    resolveAmount(ctx, params.amount, sideToken, usdByQuote(ctx, jupiter, sideToken, slippageBps)),
    recipient && !recipient.equals(ctx.wallet) ? planDelivery(ctx, recipient, outputToken) : Promise.resolve(null),
  ]);
  const inputInfo = inputAccount ? snapshot.account(inputAccount) : null;
  const inputBalance = inputAccount && inputInfo && inputProgram ? unpackAccount(inputAccount, inputInfo, inputProgram).amount : 0n;
  const balance = inputNative ? snapshot.lamports(ctx.wallet) : inputBalance;
  const spendable = inputNative ? spendableLamports(snapshot, ctx.wallet, SWAP_FEE_BUDGET_LAMPORTS, SWAP_ACCOUNTS_BUDGET * snapshot.rentExempt(ACCOUNT_SIZE)) : balance;
  const amount = amountOf(resolved, balance, spendable, inputToken);

  const quote = await jupiter.build({
    inputMint: inputToken.mint,
    outputMint: outputToken.mint,
    amount: amount.toString(),
    swapMode: amountSide === 'input' ? 'ExactIn' : 'ExactOut',
    slippageBps,
    wallet: ctx.wallet.toBase58(),
    ...(delivery?.tokenAccount ? { destinationTokenAccount: delivery.tokenAccount.toBase58() } : {}),
  });
  const outAmount = BigInt(quote.outAmount);
  // Swap-and-send, one transaction: the recipient's token account first (the venue expects it
  // to exist), then the venue's instructions paying it; for SOL output a System transfer of the
  // quoted output after the venue unwrapped it to the wallet. Any failure fails them all.
  const instructions = [
    ...(delivery?.create ? [delivery.create] : []),
    ...quote.instructions.map(toTransactionInstruction).filter((ix) => !isComputeBudgetInstruction(ix)),
    ...(delivery && !delivery.tokenAccount ? [SystemProgram.transfer({ fromPubkey: ctx.wallet, toPubkey: delivery.recipient, lamports: outAmount })] : []),
  ];

  // One read for the lookup tables the venue names (v1 without their addresses; v2 with them,
  // which the chain must confirm: docs/transactions.md, "Lookup tables are read on chain") and
  // for the token accounts the swap creates at the wallet's expense (whether they exist yet, and
  // their mints, whose extensions size a Token-2022 account).
  const tables = quote.lookupTables.map((t) => new PublicKey(t.address));
  const creations = accountCreations(ctx.wallet, instructions);
  const extra = tables.length || creations.length ? await ctx.read([...tables, ...creations.flatMap((c) => [c.account, c.mint])]) : null;
  const accountOf = (key: PublicKey) => extra?.account(key) ?? null;
  // The message is compiled against the tables as the chain holds them, never as the venue says.
  const lookupTables = quote.lookupTables.map((t) => confirmedLookupTable(lookupTable(new PublicKey(t.address), accountOf(new PublicKey(t.address))), t.addresses));
  const known = new Map([inputToken, outputToken].map((t) => [t.mint, t.symbol]));
  const rent: RentItem[] = creations
    .filter((c) => accountOf(c.account) === null)
    .map((c) => {
      const size = c.program.equals(TOKEN_2022_PROGRAM_ID) ? associatedAccountSize(readMint(c.mint, accountOf(c.mint), c.program, c.mint.toBase58(), ctx.network, 'outputToken'), c.program) : ACCOUNT_SIZE;
      const symbol = known.get(c.mint.toBase58()) ?? c.mint.toBase58();
      const whose = c.owner.equals(ctx.wallet) ? "the wallet's" : `${c.owner.toBase58()}'s`;
      return { address: c.account, purpose: `${whose} ${symbol} token account`, lamports: snapshot.rentExempt(size) };
    });

  const inAmount = BigInt(quote.inAmount);
  const priceImpact = quote.priceImpact * 100;
  // An RFQ quote names its market maker, whose signature the transaction needs (its own leg).
  const maker = typeof quote.maker === 'string' ? parseMaker(quote.maker) : undefined;
  const cosigner = maker && instructions.some((ix) => ix.keys.some((k) => k.isSigner && k.pubkey.equals(maker))) ? maker : undefined;
  return {
    defaultComputeUnitLimit: DEFAULT_COMPUTE_UNIT_LIMITS.swap,
    lookupTables,
    cosigner,
    compose: () => ({
      instructions,
      output: { token: outputToken, amount: outAmount },
      input: { token: inputToken, amount: inAmount },
      priceImpact: Number.isFinite(priceImpact) ? priceImpact : 0,
      rent,
      details: {
        slippageBps: quote.slippageBps,
        swapMode: quote.swapMode,
        otherAmountThreshold: quote.otherAmountThreshold,
        route: quote.route,
        venue: venue.name,
        swapApi: quote.api,
        ...(delivery ? { recipient: deliveryOf(delivery, outputToken, outAmount) } : {}),
        notes: [
          ...(delivery ? [deliveryNote(delivery, outputToken, outAmount, quote.swapMode, rent.some((r) => delivery.create && r.address.equals(delivery.tokenAccount!)))] : []),
          quote.swapMode === 'ExactIn'
            ? `At ${quote.slippageBps} bps slippage the swap fails rather than deliver less than ${ui(BigInt(quote.otherAmountThreshold), outputToken)}.`
            : `At ${quote.slippageBps} bps slippage the swap fails rather than take more than ${ui(BigInt(quote.otherAmountThreshold), inputToken)}.`,
          ...(inputNative && !('fixed' in resolved) ? [`Kept back for fees, token account rent and the wallet's rent-exempt minimum: ${ui(snapshot.lamports(ctx.wallet) - spendable, SOL)}.`] : []),
        ],
      },
      hints: inputNative
        ? { insufficient_funds: `The wallet holds ${ui(balance, SOL)}; the swap needs ${ui(inAmount, SOL)} plus fees and rent.` }
        : delivery && !delivery.tokenAccount && !delivery.recipientExists && outAmount < delivery.rentExemptMinimum
          ? { insufficient_funds_for_rent: `The recipient account does not exist yet: the swap must deliver at least ${ui(delivery.rentExemptMinimum, SOL)} to create it.` }
          : {
            insufficient_token_balance: `The wallet's ${inputToken.symbol} account holds ${ui(balance, inputToken)}; the swap needs ${ui(inAmount, inputToken)}.`,
            account_not_found: inputInfo ? undefined : `The wallet has no ${inputToken.symbol} token account, so it holds no ${inputToken.symbol}.`,
          },
    }),
  };
};

/** Reads and checks the recipient of a swap-and-send (refused as for transfers: a program, a mint, a token account of another token). */
async function planDelivery(ctx: PlanContext, recipient: PublicKey, outputToken: TokenRef): Promise<Delivery> {
  if (outputToken.mint === NATIVE_MINT) {
    const snapshot = await ctx.read([recipient]);
    refuseNonWalletRecipient(recipient, snapshot.account(recipient), null);
    return { recipient, tokenAccount: null, create: null, recipientExists: snapshot.account(recipient) !== null, rentExemptMinimum: snapshot.rentExempt(0) };
  }
  const entry = await ctx.token(outputToken, 'outputToken');
  const program = new PublicKey(entry.tokenProgram);
  const mint = new PublicKey(entry.mint);
  // Off-curve owners (program-derived addresses, e.g. a vault) can hold tokens too.
  const ata = associatedTokenAddress(mint, recipient, true, program);
  const snapshot = await ctx.read([recipient]);
  const direct = refuseNonWalletRecipient(recipient, snapshot.account(recipient), { mint, program });
  return {
    recipient,
    tokenAccount: direct ? recipient : ata,
    create: direct ? null : createAssociatedTokenAccountIdempotentInstruction(ctx.wallet, ata, recipient, mint, program),
    recipientExists: snapshot.account(recipient) !== null,
    rentExemptMinimum: snapshot.rentExempt(0),
  };
}

function deliveryOf(delivery: Delivery, token: TokenRef, amount: bigint) {
  return { address: delivery.recipient.toBase58(), tokenAccount: delivery.tokenAccount?.toBase58() ?? null, token: { mint: token.mint, symbol: token.symbol, decimals: token.decimals }, amount: amount.toString() };
}

function deliveryNote(delivery: Delivery, token: TokenRef, amount: bigint, swapMode: string, creates: boolean): string {
  const who = delivery.recipient.toBase58();
  if (!delivery.tokenAccount) {
    const exact = swapMode === 'ExactOut' ? '' : ' (the quoted output: should the route deliver less, the wallet\'s own SOL makes up the difference; more stays with the wallet)';
    return `${who} receives ${ui(amount, token)} in this transaction: the swap's SOL is sent on by a System transfer${exact}.`;
  }
  return `${who} receives ${swapMode === 'ExactOut' ? '' : 'the output, '}${ui(amount, token)}${swapMode === 'ExactOut' ? '' : ' as quoted'}, straight into its token account ${delivery.tokenAccount.toBase58()}${creates ? ' (created by this transaction, paid by the wallet)' : ''}; the wallet holds none of it. Either it receives or nothing moves.`;
}

function parseMaker(address: string): PublicKey {
  try {
    return new PublicKey(address);
  } catch (err) {
    throw new AppError('upstream_error', `The swap venue named market maker ${address}, which is not an address; try again shortly.`, { details: { maker: address }, cause: err });
  }
}

/** When the price service has no USD price: what Jupiter gives for that many dollars of USDC. */
function usdByQuote(ctx: PlanContext, jupiter: SwapClient, token: TokenRef, slippageBps: number): UsdFallback {
  return async (usd) => {
    const usdc = await ctx.lookupToken('USDC');
    if (!usdc) return null;
    const dollars = toRawUnitsFloor(usd, usdc.decimals);
    if (token.mint === usdc.mint || dollars === 0n) return dollars;
    const quote = await jupiter.quote({ inputMint: usdc.mint, outputMint: token.mint, amount: dollars.toString(), swapMode: 'ExactIn', slippageBps });
    return BigInt(quote.outAmount);
  };
}

interface AccountCreation {
  account: PublicKey;
  owner: PublicKey;
  mint: PublicKey;
  program: PublicKey;
}

/**
 * Associated token accounts the instructions create with the wallet paying, leaving out those
 * closed again in the same transaction (the wrapped SOL account of a SOL swap).
 */
function accountCreations(wallet: PublicKey, instructions: TransactionInstruction[]): AccountCreation[] {
  const closed = new Set(
    instructions.filter((ix) => (ix.programId.equals(TOKEN_PROGRAM_ID) || ix.programId.equals(TOKEN_2022_PROGRAM_ID)) && ix.data[0] === TOKEN_CLOSE_ACCOUNT).map((ix) => ix.keys[0]?.pubkey.toBase58()),
  );
  return instructions
    .filter((ix) => ix.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID) && (ix.data.length === 0 || ix.data[0] === ATA_CREATE || ix.data[0] === ATA_CREATE_IDEMPOTENT))
    .filter((ix) => ix.keys.length >= 6 && ix.keys[0].pubkey.equals(wallet) && !closed.has(ix.keys[1].pubkey.toBase58()))
    .map((ix) => ({ account: ix.keys[1].pubkey, owner: ix.keys[2].pubkey, mint: ix.keys[3].pubkey, program: ix.keys[5].pubkey }));
}

/**
 * A lookup table as the chain holds it, checked against the addresses Swap API v2 sent for it
 * (null: v1, which sends none). The venue's list must be the table's, entry for entry; a table
 * may have grown since (tables are append-only), so the chain may hold more after them. Any other
 * difference is a forged or stale answer: 502 upstream_error (reason lookup_table_mismatch) and
 * nothing is built to sign.
 */
function confirmedLookupTable(table: AddressLookupTableAccount, sent: string[] | null): AddressLookupTableAccount {
  if (sent === null) return table;
  const onChain = table.state.addresses.map((a) => a.toBase58());
  const differs = sent.findIndex((address, i) => onChain[i] !== address);
  if (differs !== -1) {
    throw new AppError('upstream_error', `The swap venue's address lookup table ${table.key.toBase58()} is not what the chain holds (entry ${differs}: ${sent[differs]} sent, ${onChain[differs] ?? 'none'} on chain); nothing was built. Try again shortly.`, {
      details: { provider: 'jupiter', lookupTable: table.key.toBase58(), reason: 'lookup_table_mismatch', index: differs },
    });
  }
  return table;
}

/** A lookup table Jupiter named, as compile needs it; upstream_error when it is not one. */
function lookupTable(key: PublicKey, info: AccountInfo<Buffer> | null): AddressLookupTableAccount {
  const broken = () => new AppError('upstream_error', `Jupiter named address lookup table ${key.toBase58()}, which is not one on chain; nothing was built. Try again shortly.`, { details: { provider: 'jupiter', lookupTable: key.toBase58(), reason: 'lookup_table_missing' } });
  if (!info?.owner.equals(AddressLookupTableProgram.programId)) throw broken();
  try {
    return new AddressLookupTableAccount({ key, state: AddressLookupTableAccount.deserialize(info.data) });
  } catch {
    throw broken();
  }
}
