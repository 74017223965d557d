/**
 * The TransactionBuilder: a parsed intent of a wallet becomes an unsigned v0 transaction (fee
 * payer = the wallet, a recent blockhash, our ComputeBudget instructions), simulated before it
 * is answered. See docs/transactions.md for the decisions behind it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PACKET_DATA_SIZE, PublicKey as SolanaPublicKey, TransactionInstruction as SolanaInstruction, VersionedTransaction, type AddressLookupTableAccount, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { simulateTransaction } from '../chain/raw-rpc.js';
import type { ChainClients } from '../chain/rpc.js';
import type { TokenRegistry } from '../chain/token-registry.js';
import type { Network } from '../chain/token-list.js';
import { AppError, isAppError, validationError } from '../errors/app-error.js';
import { untraced, type StepTrace } from '../metrics/step-trace.js';
import type { IntentBody, TokenRef } from '../intents/intent.types.js';
import type { SwapVenues } from '../swap/swap-venue.js';
import { checkedDraft } from './amount-check.js';
import { formatUnits } from './amounts.js';
import { BlockhashCache, PriorityFeeCache } from './chain-caches.js';
import { readChainSnapshot } from './chain-snapshot.js';
import { computeBudgetInstructions, LAMPORTS_PER_SIGNATURE, limitFromUnits, MAX_COMPUTE_UNIT_LIMIT, priorityFeeLamports, signerCount, writableAccounts } from './compute-budget.js';
import { compileV0Message } from './compile-v0.js';
import { CountedRpc } from './counted-rpc.js';
import type { Composition, Draft, PlanContext, TransactionBuilderSettings } from './planner.types.js';
import { planStake, planUnstake } from './planners/stake.planner.js';
import { planSwap } from './planners/swap.planner.js';
import { planCloseAccounts } from './planners/close-accounts.planner.js';
import { liquidTokenOf, planLiquidStake, planLiquidUnstake } from './planners/liquid-stake.planner.js';
import { parseAddress } from './planners/planner-kit.js';
import { planTransfer } from './planners/transfer.planner.js';
import { planUnwrap, planWrap } from './planners/wrap.planner.js';
import { decodeSimulationError } from './simulation-error.js';
import { PRIORITY_LEVEL_PERCENTILES, type BuildRequest, type BuildResult, type SimulationResult } from './transaction.types.js';

/** A USD price with where it came from and when it was current. */
export interface UsdQuote {
  price: number;
  source: string;
  /** ISO 8601 time the price was current. */
  lastUpdated: string;
}

/** USD prices for amounts given in dollars (the price service answers them). */
export interface UsdPriceSource {
  /** USD per whole token of `mint`, or null when no price is known. */
  usdPrice(network: Network, mint: string): Promise<number | null>;
  /** The same with its source and age; builds state both (and refuse a price past usdPriceMaxAgeMs). */
  usdQuote?(network: Network, mint: string): Promise<UsdQuote | null>;
}

/** A USD price an amount was converted at, as the breakdown states it. */
interface UsdPriceUsed extends UsdQuote {
  mint: string;
  symbol: string;
  ageSeconds: number;
}

/** What the builder works with; dependencies are passed in, settings come from config.solana. */
export interface TransactionBuilderOptions {
  chain: ChainClients;
  registry: Pick<TokenRegistry, 'resolve'>;
  prices: UsdPriceSource;
  /** The swap venue of each network; a network without one refuses swaps (validation_error no_swap_venue). */
  swapVenues: SwapVenues;
  settings: TransactionBuilderSettings;
  now?: () => number;
  /** How long a fetched blockhash is reused, in ms (default 2,000). */
  blockhashCacheMs?: number;
  /** Oldest USD price an amount given in dollars may be converted at, in ms (USD_PRICE_MAX_AGE_MS; default no limit). */
  usdPriceMaxAgeMs?: number;
}

const DEFAULT_BLOCKHASH_CACHE_MS = 2_000;

/** SPL Memo (v3): carries each build's nonce. */
const MEMO_PROGRAM_ID = new SolanaPublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
/** Compute units added to a type's default limit for the nonce memo (it consumes ~290 on the local cluster). */
const NONCE_MEMO_COMPUTE_UNITS = 1_000;

/**
 * A build's nonce and its Memo instruction (no signer, 16 bytes of data): two builds of the
 * same intent within the blockhash cache window would otherwise be byte-identical, and one
 * landing would settle both records (docs/transactions.md, "Every build is unique").
 */
function nonceMemo(): { nonce: string; instruction: SolanaInstruction } {
  const nonce = randomBytes(9).toString('base64url');
  return { nonce, instruction: new SolanaInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(`sis:${nonce}`, 'utf8') }) };
}

function plan(ctx: PlanContext, intent: IntentBody): Promise<Draft> {
  switch (intent.type) {
    case 'transfer':
      return planTransfer(ctx, intent.params);
    case 'swap':
      return planSwap(ctx, intent.params);
    case 'stake': {
      const lst = liquidTokenOf(intent.params);
      return lst ? planLiquidStake(ctx, intent.params, lst) : planStake(ctx, intent.params);
    }
    case 'unstake': {
      const lst = liquidTokenOf(intent.params);
      return lst ? planLiquidUnstake(ctx, intent.params, lst) : planUnstake(ctx, intent.params);
    }
    case 'wrap':
      return planWrap(ctx, intent.params);
    case 'unwrap':
      return planUnwrap(ctx, intent.params);
    case 'close_accounts':
      return planCloseAccounts(ctx, intent.params);
    case 'order':
    case 'cancel_order':
      // The build route refuses these first (422 nothing_to_do, reason order_intent).
      throw new AppError('nothing_to_do', 'Orders are placed with POST /v1/orders, not built as a transaction now.', { details: { reason: 'order_intent' } });
  }
}

function compile(payer: PublicKey, blockhash: string, limit: number, microLamports: number, body: TransactionInstruction[], tables: AddressLookupTableAccount[], reference?: PublicKey): VersionedTransaction {
  const instructions = [...computeBudgetInstructions(limit, microLamports), ...body];
  // A Solana Pay reference rides on SetComputeUnitLimit as a read-only non-signer account: the
  // ComputeBudget program reads only instruction data, so the key changes nothing but makes the
  // transaction findable by getSignaturesForAddress(reference), whatever the intent's type (the
  // Memo program, the other instruction every build has, refuses accounts that do not sign).
  if (reference) instructions[0]!.keys.push({ pubkey: reference, isSigner: false, isWritable: false });
  return new VersionedTransaction(compileV0Message(payer, blockhash, instructions, tables));
}

function serialize(tx: VersionedTransaction, type: IntentBody['type'], routed: boolean): Uint8Array {
  let bytes: Uint8Array | undefined;
  try {
    bytes = tx.serialize();
  } catch {
    bytes = undefined;
  }
  if (bytes && bytes.length <= PACKET_DATA_SIZE) return bytes;
  // Only a venue's route (a swap, or liquid staking) is outside our control; the other types are kept well under the limit.
  throw new AppError(routed ? 'upstream_error' : 'internal_error', `The ${type} transaction does not fit in ${PACKET_DATA_SIZE} bytes${routed ? ': Jupiter chose a route too large; try again or a smaller amount' : ''}.`, {
    details: { type, size: bytes?.length ?? null },
  });
}

function programOf(tx: VersionedTransaction, index: number): string | undefined {
  const ix = tx.message.compiledInstructions[index];
  return ix ? tx.message.staticAccountKeys[ix.programIdIndex]?.toBase58() : undefined;
}

/** Who must sign the transaction, in message order, and whether the answer already carries each signature. */
function signersOf(tx: VersionedTransaction): { address: string; signed: boolean }[] {
  return tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures).map((key, i) => ({
    address: key.toBase58(),
    signed: tx.signatures[i]?.some((byte) => byte !== 0) ?? false,
  }));
}

function tokenRef(token: TokenRef): TokenRef {
  return { mint: token.mint, symbol: token.symbol, decimals: token.decimals };
}

/**
 * Builds every intent type into an unsigned, serialized v0 VersionedTransaction for the wallet
 * to sign, with its simulation and expected outcome. Failures are AppErrors: an RPC outage is
 * upstream_error or timeout, Jupiter's failures are its client's, an intent that cannot be
 * built (unknown stake account, nothing to unstake, a share of a zero balance...) is
 * validation_error. A failed simulation is not an error: it is answered with success false.
 */
export class TransactionBuilder {
  private readonly blockhashes: BlockhashCache;
  private readonly priorityFees: PriorityFeeCache;

  constructor(private readonly options: TransactionBuilderOptions) {
    const now = options.now ?? Date.now;
    this.blockhashes = new BlockhashCache(options.blockhashCacheMs ?? DEFAULT_BLOCKHASH_CACHE_MS, now);
    this.priorityFees = new PriorityFeeCache(options.settings.priorityFeePercentile, options.settings.priorityFeeCacheMs, now, options.settings.priorityFeeMaxMicroLamports);
  }

  /**
   * Build (and unless asked not to, simulate) the transaction of one intent. `trace` times its
   * steps (plan, priority_fee, blockhash, compile_trial, simulate, compile, cosign, assemble).
   */
  async build(request: BuildRequest, trace: StepTrace = untraced()): Promise<BuildResult> {
    const wallet = parseAddress(request.walletAddress, 'walletAddress');
    const reference = request.reference ? parseAddress(request.reference, 'reference') : undefined;
    const rpc = new CountedRpc(this.options.chain, request.network);
    // The blockhash does not depend on the plan: fetch it alongside (its failure surfaces when awaited).
    const recent = this.blockhashes.get(rpc);
    recent.catch(() => undefined);

    const usdPrices: UsdPriceUsed[] = [];
    // Every composition is checked: its instructions must carry exactly the amounts it reports.
    const draft = checkedDraft(await plan(this.context(request.network, wallet, rpc, usdPrices), request.intent), request.intent, wallet);
    trace.mark('plan');
    const probe = draft.compose(LAMPORTS_PER_SIGNATURE);
    const signatures = BigInt(signerCount(wallet, probe.instructions));
    const level = request.priorityLevel;
    const microLamports = await this.priorityFees.get(rpc, writableAccounts(wallet, probe.instructions), level ? PRIORITY_LEVEL_PERCENTILES[level] : undefined);
    trace.mark('priority_fee');
    const memo = nonceMemo();
    const { blockhash, lastValidBlockHeight } = await recent;
    trace.mark('blockhash');
    const feeAt = (limit: number) => signatures * LAMPORTS_PER_SIGNATURE + priorityFeeLamports(microLamports, limit);

    let simulation: SimulationResult | undefined;
    let limit = draft.defaultComputeUnitLimit + NONCE_MEMO_COMPUTE_UNITS;
    let limitSource: BuildResult['computeUnitLimitSource'] = 'default';
    if (request.simulate) {
      // Simulate once at the maximum limit; the amounts are composed for that fee, so a share
      // of the balance is proven with a debit at least as large as the final one.
      const trial = draft.compose(feeAt(MAX_COMPUTE_UNIT_LIMIT));
      const tx = compile(wallet, blockhash, MAX_COMPUTE_UNIT_LIMIT, microLamports, [...trial.instructions, memo.instruction], draft.lookupTables, reference);
      trace.mark('compile_trial');
      simulation = await this.simulate(rpc, tx, trial);
      trace.mark('simulate');
      if (simulation.success && simulation.computeUnits > 0) {
        limit = limitFromUnits(simulation.computeUnits, this.options.settings.computeUnitMarginPct);
        limitSource = 'simulation';
      }
    }

    const fee = feeAt(limit);
    const final = draft.compose(fee);
    let tx = compile(wallet, blockhash, limit, microLamports, [...final.instructions, memo.instruction], draft.lookupTables, reference);
    // A swap, or liquid staking (a swap through the venue): its route is the venue's.
    const routed = request.intent.type === 'swap' || ((request.intent.type === 'stake' || request.intent.type === 'unstake') && liquidTokenOf(request.intent.params) !== null);
    let bytes = serialize(tx, request.intent.type, routed);
    trace.mark('compile');
    // An RFQ venue's maker signs its own leg of the swap: the transaction is answered partially signed.
    const venue = this.options.swapVenues[request.network];
    if (draft.cosigner && venue) {
      tx = await venue.client.cosign(tx);
      bytes = serialize(tx, request.intent.type, routed);
      trace.mark('cosign');
    }
    // A swap (or liquid staking, a swap too) answers who signs: an RFQ maker may have signed already.
    const signers = request.intent.type === 'swap' || draft.cosigner ? signersOf(tx) : undefined;
    const signatureFee = signatures * LAMPORTS_PER_SIGNATURE;
    const rent = final.rent.reduce((sum, r) => sum + r.lamports, 0n);
    const notes = [...(final.details.notes ?? [])];
    for (const used of usdPrices) notes.push(`The USD amount was converted at $${used.price} per ${used.symbol} (${used.source}, ${used.ageSeconds} s old).`);
    if (!request.simulate) notes.push(`Not simulated: the compute unit limit is the ${request.intent.type} default of ${limit} units.`);
    else if (limitSource === 'default') notes.push(`The simulation failed: the compute unit limit is the ${request.intent.type} default of ${limit} units.`);

    const result: BuildResult = {
      transaction: Buffer.from(bytes).toString('base64'),
      // The wire format is the signature count (one byte below 128), the signatures, then the message.
      messageHash: createHash('sha256').update(bytes.subarray(1 + 64 * tx.signatures.length)).digest('hex'),
      ...(simulation ? { simulation } : {}),
      expectedOutput: {
        outputAmount: final.output.amount.toString(),
        outputUiAmount: formatUnits(final.output.amount, final.output.token.decimals),
        outputToken: tokenRef(final.output.token),
        priceImpact: final.priceImpact,
        fee: Number(fee),
        rent: Number(rent),
        breakdown: {
          signatureFee: Number(signatureFee),
          priorityFee: Number(priorityFeeLamports(microLamports, limit)),
          rentAccounts: final.rent.map((r) => ({ address: r.address.toBase58(), purpose: r.purpose, lamports: Number(r.lamports) })),
          inputToken: final.input ? tokenRef(final.input.token) : null,
          inputAmount: final.input ? final.input.amount.toString() : null,
          ...final.details,
          ...(usdPrices.length > 0 ? { usdPrice: (({ symbol: _symbol, ...used }) => used)(usdPrices[0]) } : {}),
          ...(signers ? { signers } : {}),
          priorityLevel: level ?? 'default',
          computeUnitPrice: microLamports,
          nonce: memo.nonce,
          notes,
        },
      },
      blockhash,
      lastValidBlockHeight,
      computeUnitLimit: limit,
      computeUnitPrice: microLamports,
      computeUnitLimitSource: limitSource,
      rpcCalls: rpc.calls,
    };
    trace.mark('assemble');
    return result;
  }

  private async simulate(rpc: CountedRpc, tx: VersionedTransaction, composition: Composition): Promise<SimulationResult> {
    const value = await rpc.call((c) => simulateTransaction(c, tx, { sigVerify: false, replaceRecentBlockhash: false, commitment: 'confirmed' }));
    const logs = value.logs ?? [];
    const computeUnits = value.unitsConsumed ?? 0;
    if (value.err === null) return { success: true, computeUnits, logs };
    return { success: false, computeUnits, logs, error: decodeSimulationError(value.err, logs, (i) => programOf(tx, i), composition.hints) };
  }

  private context(network: Network, wallet: PublicKey, rpc: CountedRpc, usdPrices: UsdPriceUsed[]): PlanContext {
    const { registry, prices, swapVenues, settings, usdPriceMaxAgeMs } = this.options;
    const now = this.options.now ?? Date.now;
    const lookupToken = (symbolOrMint: string) => registry.resolve(network, symbolOrMint);
    return {
      network,
      wallet,
      rpc,
      settings,
      venue: swapVenues[network] ?? null,
      read: (addresses) => readChainSnapshot(rpc, addresses),
      lookupToken,
      async token(ref, field) {
        const entry = await lookupToken(ref.mint);
        if (!entry) throw validationError(field, 'unknown_token', `${ref.symbol} (${ref.mint}) is not a known token on ${network}.`);
        return entry;
      },
      async usdPrice(mint, symbolOf) {
        try {
          if (!prices.usdQuote) return await prices.usdPrice(network, mint);
          const quote = await prices.usdQuote(network, mint);
          if (!quote) return null;
          const ageMs = Math.max(0, now() - Date.parse(quote.lastUpdated));
          const symbol = symbolOf ?? mint;
          // Money is at stake: a dollar amount is not converted at a price from hours ago.
          if (usdPriceMaxAgeMs !== undefined && !(ageMs <= usdPriceMaxAgeMs)) {
            throw validationError('amount', 'stale_usd_price', `The latest USD price of ${symbol} is ${Math.round(ageMs / 1000)} s old, older than the ${Math.round(usdPriceMaxAgeMs / 1000)} s a dollar amount may use (the price providers are not answering); give the amount in ${symbol} instead, or retry shortly.`);
          }
          usdPrices.push({ mint, symbol, price: quote.price, source: quote.source, lastUpdated: quote.lastUpdated, ageSeconds: Math.round(ageMs / 1000) });
          return quote.price;
        } catch (err) {
          if (isAppError(err)) throw err;
          throw new AppError('upstream_error', 'The price service failed to answer a USD price; try again shortly.', { details: { mint }, cause: err });
        }
      },
      seed: (prefix) => `${prefix}-${randomBytes(9).toString('base64url')}`,
    };
  }
}
