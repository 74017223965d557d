/**
 * The local cluster's swap venue: a house market maker in the request-for-quote pattern of
 * Jupiter's RFQ venue. It quotes from virtual constant-product pools (reference-prices.ts),
 * answers the instructions of a quoted swap (both legs: the wallet pays the maker, the maker
 * pays the wallet), and co-signs a transaction only when its legs match a live quote it gave
 * for that wallet. Its inventory of every priced token is minted by the faucet authority and
 * topped up when a quote needs more. A trade moves its pool when the transaction lands; an
 * outstanding quote reserves what it promises but never moves the price, and one wallet or
 * account holds a capped number of them (docs/transactions.md "Swaps on the test network").
 */
import { createHash, randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import { PublicKey, SystemProgram, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction } from '@solana/spl-token';
import { DEVNET_TOKENS, NATIVE_MINT, type TokenListEntry } from '../../shared/chain/token-list.js';
import { deterministicKeypair, type LocalFaucet } from '../faucet.js';
import type { LandedTransaction, LocalLedger } from '../ledger.js';
import { decodeMint, decodeTokenAccount } from '../token-layout.js';
import { VirtualPool } from './pool.js';
import { REFERENCE_TOKENS, type ReferenceToken } from './reference-prices.js';
import { associatedTokenAddress } from '../../shared/chain/associated-address.js';

/** The venue's name, as quotes (routePlan label) and prices name it. */
export const VENUE_LABEL = 'Localnet RFQ';
/** How long a quote can be turned into instructions and co-signed. */
export const DEFAULT_QUOTE_TTL_MS = 30_000;
/**
 * How old (in blocks) a transaction's blockhash may be when the maker co-signs it: a signed
 * fill can land only until its blockhash expires (150 blocks after it was the latest), so a
 * fresh one keeps the fill from being held as a free option for the chain's whole window.
 */
export const DEFAULT_MAX_BLOCKHASH_AGE_BLOCKS = 30;
/**
 * Open quotes (reservations) one wallet may hold at once: quotes made out to it (v2 build's
 * `taker`, or v1 swap-instructions' `userPublicKey`) that still hold liquidity. Above a busy
 * integration's bursts (the builds bench makes 90 swaps of one wallet within a minute), far
 * below what it takes to sit on a pool.
 */
export const DEFAULT_MAX_RESERVATIONS_PER_WALLET = 128;
/**
 * Open quotes one account may hold at once: an account is the caller's `x-api-key` (as
 * Jupiter's API keys), callers without one are one account together ("anonymous"; the
 * service's own calls are, so this is sized for all its tenants' builds of a minute).
 */
export const DEFAULT_MAX_RESERVATIONS_PER_ACCOUNT = 2048;
/** The account of callers that send no `x-api-key`. */
export const ANONYMOUS_ACCOUNT = 'anonymous';
const DAY_MS = 24 * 3600 * 1000;
const BPS = 10_000n;
const U64_MAX = 2n ** 64n - 1n;
/** Inventory minted per token at start, in USD; topped up when a quote needs more. */
const INITIAL_INVENTORY_USD = 1_000_000;
/** Pool depth (USD, both sides) and fee of a token listed by the faucet's `--list`. */
const LISTED_DEPTH_USD = 200_000;
const LISTED_FEE_BPS = 30;
const SYSTEM_TRANSFER = 2;
const TOKEN_TRANSFER_CHECKED = 12;
const SYSTEM_ADVANCE_NONCE = 4;

/** A refusal in Jupiter's error shape: HTTP status, `errorCode`, `error`. */
export class MarketError extends Error {
  constructor(readonly status: number, readonly errorCode: string, message: string) {
    super(message);
  }
}

export interface MarketOptions {
  /** How long a quote stays valid, in ms. Default 30 s. */
  quoteTtlMs?: number;
  /** Oldest blockhash (blocks behind the latest) the maker co-signs. Default 30 (12 s at 400 ms slots; the local cluster sets 12 s of its slots). */
  maxBlockhashAgeBlocks?: number;
  /** Open quotes one wallet may hold. Default DEFAULT_MAX_RESERVATIONS_PER_WALLET (128). */
  maxReservationsPerWallet?: number;
  /** Open quotes one account (`x-api-key`) may hold. Default DEFAULT_MAX_RESERVATIONS_PER_ACCOUNT (2048). */
  maxReservationsPerAccount?: number;
  now?: () => number;
}

/** Who asks for a quote: the account (its `x-api-key`) and, when known already, the wallet. */
export interface QuoteCaller {
  account?: string;
  wallet?: string;
}

export interface MarketToken extends TokenListEntry, ReferenceToken {}

interface LiveQuote {
  id: string;
  inputMint: string;
  outputMint: string;
  inAmount: bigint;
  outAmount: bigint;
  threshold: bigint;
  swapMode: 'ExactIn' | 'ExactOut';
  slippageBps: number;
  pool: VirtualPool;
  expiresAt: number;
  /** The account that asked for it (its `x-api-key`, or ANONYMOUS_ACCOUNT). */
  account: string;
  /** The wallet the instructions were made for. */
  user?: string;
  /** The token account the output goes to when the instructions named one (`destinationTokenAccount`). */
  destination?: string;
  /** The message it was co-signed for (base64), once. */
  signedMessage?: string;
  /** The co-signed transaction's blockhash: the fill holds its liquidity until that expires. */
  signedBlockhash?: string;
}

interface Trade {
  at: number;
  inputMint: string;
  outputMint: string;
  usd: number;
}

interface Leg {
  mint: string;
  amount: bigint;
  from: string;
  /** The receiving account: the owner itself for SOL, its associated token account otherwise. */
  to: string;
}

export class MarketMaker {
  readonly keypair = deterministicKeypair('localnet-market-maker');
  readonly address = this.keypair.publicKey.toBase58();
  private readonly tokens = new Map<string, MarketToken>();
  /** The maker's own addresses (its wallet and a token account per traded token), kept as the token list grows: a co-signature checks every instruction against them. */
  private makerKeys: { size: number; keys: Set<string> } = { size: -1, keys: new Set() };
  private readonly pools = new Map<string, VirtualPool>();
  private readonly quotes = new Map<string, LiveQuote>();
  /** Maker signature (base58) → the quote it filled, until the transaction lands. */
  private readonly pendingFills = new Map<string, LiveQuote>();
  private readonly trades: Trade[] = [];
  /** Mid-price history per mint: [time, usd], oldest first (the reference price at start). */
  private readonly history = new Map<string, Array<[number, number]>>();
  private readonly quoteTtlMs: number;
  private readonly maxBlockhashAgeBlocks: number;
  private readonly maxPerWallet: number;
  private readonly maxPerAccount: number;
  private readonly now: () => number;
  private readonly usdc: MarketToken;
  private readonly startedAt: number;
  private readonly stocked = new Set<string>();

  constructor(private readonly ledger: LocalLedger, private readonly faucet: LocalFaucet, options: MarketOptions = {}) {
    this.quoteTtlMs = options.quoteTtlMs ?? DEFAULT_QUOTE_TTL_MS;
    this.maxBlockhashAgeBlocks = options.maxBlockhashAgeBlocks ?? DEFAULT_MAX_BLOCKHASH_AGE_BLOCKS;
    this.maxPerWallet = options.maxReservationsPerWallet ?? DEFAULT_MAX_RESERVATIONS_PER_WALLET;
    this.maxPerAccount = options.maxReservationsPerAccount ?? DEFAULT_MAX_RESERVATIONS_PER_ACCOUNT;
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
    for (const reference of REFERENCE_TOKENS) {
      const entry = DEVNET_TOKENS.find((t) => t.symbol === reference.symbol);
      if (entry) this.tokens.set(entry.mint, { ...entry, ...reference });
    }
    this.usdc = [...this.tokens.values()].find((t) => t.symbol === 'USDC')!;
    for (const token of this.tokens.values()) this.history.set(token.mint, [[this.startedAt, token.priceUsd]]);
    ledger.listen({ onTransaction: (tx) => this.onTransaction(tx) });
  }

  /**
   * Fund the maker with a token the first time it is quoted (SOL for fees and inventory, every
   * other token minted into its associated token account), so genesis stays as it was.
   */
  private stock(token: MarketToken): void {
    if (this.stocked.has(token.mint)) return;
    this.stocked.add(token.mint);
    this.topUp(token, rawOf(INITIAL_INVENTORY_USD / token.priceUsd, token.decimals));
  }

  /** A pool's reserves as trades have left them (outstanding quotes not applied), `inputMint`'s first. */
  poolReserves(inputMint: string, outputMint: string): [bigint, bigint] {
    return this.pool(this.token(inputMint, 'inputMint'), this.token(outputMint, 'outputMint')).reserves(inputMint);
  }

  /** The tokens the venue trades. */
  listTokens(): MarketToken[] {
    return [...this.tokens.values()];
  }

  /**
   * Trade more tokens (the local token universe, localnet/universe): each priced from its
   * reference price, with pools made on first use. A mint already traded keeps its entry.
   */
  addTokens(tokens: readonly MarketToken[]): void {
    for (const token of tokens) {
      if (this.tokens.has(token.mint)) continue;
      this.tokens.set(token.mint, token);
      this.history.set(token.mint, [[this.startedAt, token.priceUsd]]);
    }
  }

  /**
   * Trade a new token at a USD price (the faucet's `--list`), stocked by the caller: answers the
   * inventory the maker should hold (INITIAL_INVENTORY_USD of it), which the caller mints to the
   * maker's associated token account before it may revoke the mint authority.
   */
  list(token: { symbol: string; name: string; mint: string; decimals: number; tokenProgram: string; priceUsd: number }): { inventory: bigint } {
    if (this.tokens.has(token.mint)) throw new MarketError(400, 'INVALID_REQUEST', `${token.mint} is traded already.`);
    this.addTokens([{ ...token, depthUsd: LISTED_DEPTH_USD, feeBps: LISTED_FEE_BPS }]);
    this.stocked.add(token.mint);
    return { inventory: rawOf(INITIAL_INVENTORY_USD / token.priceUsd, token.decimals) };
  }

  /** The address of a traded token's pool against USDC (USDC's: against SOL). */
  poolAddress(mint: string): string {
    const token = this.token(mint, 'mint');
    return this.pool(token, token.mint === this.usdc.mint ? this.tokens.get(NATIVE_MINT)! : this.usdc).address;
  }

  /** Figures of a traded token over the last `windowMs`: price change (percent) and landed trades. */
  windowStats(mint: string, windowMs: number): { priceChange: number; buyVolume: number; sellVolume: number; numBuys: number; numSells: number } {
    const since = this.now() - windowMs;
    const history = this.history.get(mint)!;
    let before = history[0][1];
    for (const [at, usd] of history) if (at <= since) before = usd;
    let buyVolume = 0;
    let sellVolume = 0;
    let numBuys = 0;
    let numSells = 0;
    for (const trade of this.trades) {
      if (trade.at <= since) continue;
      if (trade.outputMint === mint) {
        buyVolume += trade.usd;
        numBuys++;
      }
      if (trade.inputMint === mint) {
        sellVolume += trade.usd;
        numSells++;
      }
    }
    return { priceChange: (this.midPrice(mint) / before - 1) * 100, buyVolume, sellVolume, numBuys, numSells };
  }

  // --- quotes ---

  quote(query: URLSearchParams, caller: QuoteCaller = {}): Record<string, unknown> {
    const input = this.token(query.get('inputMint'), 'inputMint');
    const output = this.token(query.get('outputMint'), 'outputMint');
    if (input.mint === output.mint) throw new MarketError(400, 'CIRCULAR_ARBITRAGE_IS_DISABLED', 'inputMint and outputMint must differ.');
    const amountText = query.get('amount') ?? '';
    if (!/^[1-9][0-9]{0,19}$/.test(amountText) || BigInt(amountText) > U64_MAX) throw new MarketError(400, 'INVALID_AMOUNT', 'amount must be a positive raw integer below 2^64.');
    const amount = BigInt(amountText);
    const slippageText = query.get('slippageBps') ?? '50';
    const slippageBps = Number(slippageText);
    if (!/^[0-9]{1,5}$/.test(slippageText) || slippageBps > 10_000) throw new MarketError(400, 'INVALID_SLIPPAGE', 'slippageBps must be an integer from 0 to 10000.');
    const swapMode = query.get('swapMode') ?? 'ExactIn';
    if (swapMode !== 'ExactIn' && swapMode !== 'ExactOut') throw new MarketError(400, 'INVALID_SWAP_MODE', 'swapMode must be ExactIn or ExactOut.');

    const pool = this.pool(input, output);
    this.prune();
    const account = caller.account || ANONYMOUS_ACCOUNT;
    this.checkReservationCaps(account, caller.wallet);
    // Priced against the pool as landed trades left it: a reservation never moves the price
    // (a quote nobody funds must not make the other direction cheap, nor the next quote dear).
    const priced = swapMode === 'ExactIn' ? pool.quoteExactIn(input.mint, amount) : pool.quoteExactOut(input.mint, amount);
    if (!priced || priced.inAmount > U64_MAX) {
      throw new MarketError(400, 'COULD_NOT_FIND_ANY_ROUTE', `The ${input.symbol}/${output.symbol} pool cannot fill this amount; try a smaller amount.`);
    }
    // What it promises is reserved: the outstanding quotes of a pool together never promise
    // more of a side than the pool holds, so stacked quotes cannot drain it.
    const promised = this.promised(pool, output.mint);
    if (promised + priced.outAmount >= pool.reserves(input.mint)[1]) {
      throw new MarketError(400, 'COULD_NOT_FIND_ANY_ROUTE', `The ${input.symbol}/${output.symbol} pool cannot fill this amount beside the quotes it has outstanding (they hold ${promised} of its ${output.symbol}); try a smaller amount, or again once they are filled or expire.`);
    }
    const threshold = swapMode === 'ExactIn'
      ? (priced.outAmount * (BPS - BigInt(slippageBps))) / BPS
      : (priced.inAmount * (BPS + BigInt(slippageBps)) + BPS - 1n) / BPS;
    this.stock(input);
    this.stock(output);
    this.topUp(output, priced.outAmount);
    const live: LiveQuote = {
      id: randomBytes(12).toString('hex'),
      inputMint: input.mint,
      outputMint: output.mint,
      inAmount: priced.inAmount,
      outAmount: priced.outAmount,
      threshold,
      swapMode,
      slippageBps,
      pool,
      expiresAt: this.now() + this.quoteTtlMs,
      account,
    };
    this.quotes.set(live.id, live);
    return {
      inputMint: input.mint,
      inAmount: priced.inAmount.toString(),
      outputMint: output.mint,
      outAmount: priced.outAmount.toString(),
      otherAmountThreshold: threshold.toString(),
      swapMode,
      slippageBps,
      platformFee: null,
      priceImpactPct: priced.priceImpact.toFixed(8),
      routePlan: [{
        swapInfo: {
          ammKey: pool.address,
          label: VENUE_LABEL,
          inputMint: input.mint,
          outputMint: output.mint,
          inAmount: priced.inAmount.toString(),
          outAmount: priced.outAmount.toString(),
          feeAmount: priced.feeAmount.toString(),
          feeMint: input.mint,
        },
        percent: 100,
      }],
      contextSlot: this.ledger.slot,
      timeTaken: 0,
      // RFQ fields: the quote to fill, until when, and by whom.
      quoteId: live.id,
      expiresAt: new Date(live.expiresAt).toISOString(),
      maker: this.address,
    };
  }

  // --- instructions ---

  swapInstructions(body: unknown): Record<string, unknown> {
    if (typeof body !== 'object' || body === null) throw new MarketError(400, 'INVALID_REQUEST', 'The body must be a JSON object.');
    const { quoteResponse, userPublicKey, destinationTokenAccount } = body as Record<string, unknown>;
    const user = parseKey(userPublicKey, 'userPublicKey');
    // As Jupiter's: the output goes to this token account (which must exist when the swap runs) instead of the wallet's own.
    const destination = destinationTokenAccount === undefined ? undefined : parseKey(destinationTokenAccount, 'destinationTokenAccount');
    const live = this.liveQuote(quoteResponse);
    if (user.toBase58() === this.address) throw new MarketError(400, 'INVALID_REQUEST', 'The maker cannot trade with itself.');
    if (live.user && live.user !== user.toBase58()) throw new MarketError(400, 'QUOTE_ALREADY_USED', 'This quote was already given to another wallet; ask for a new quote.');
    if (destination && live.outputMint === NATIVE_MINT) throw new MarketError(400, 'INVALID_REQUEST', 'destinationTokenAccount needs a token output; this venue pays SOL to the wallet itself.');
    if (live.user && live.destination !== destination?.toBase58()) throw new MarketError(400, 'QUOTE_ALREADY_USED', 'This quote was already given for another destination; ask for a new quote.');
    if (!live.user) {
      // Made out to a wallet now: the wallet's cap applies (over it, the quote is given up).
      try {
        this.checkReservationCaps(undefined, user.toBase58(), live.id);
      } catch (err) {
        this.quotes.delete(live.id);
        throw err;
      }
    }
    live.user = user.toBase58();
    live.destination = destination?.toBase58();
    const input = this.tokens.get(live.inputMint)!;
    const output = this.tokens.get(live.outputMint)!;
    const maker = this.keypair.publicKey;

    const setup: TransactionInstruction[] = [];
    if (destination) {
      return {
        computeBudgetInstructions: [],
        setupInstructions: [],
        otherInstructions: [toJson(this.transfer(output, maker, user, live.outAmount, destination))],
        swapInstruction: toJson(this.transfer(input, user, maker, live.inAmount)),
        cleanupInstruction: null,
        addressLookupTableAddresses: [],
        prioritizationFeeLamports: 0,
      };
    }
    if (output.mint !== NATIVE_MINT) {
      const program = new PublicKey(output.tokenProgram);
      setup.push(createAssociatedTokenAccountIdempotentInstruction(user, associatedTokenAddress(new PublicKey(output.mint), user, false, program), user, new PublicKey(output.mint), program));
    }
    return {
      computeBudgetInstructions: [],
      setupInstructions: setup.map(toJson),
      // The maker's leg; the swap instruction is the wallet's leg. Both or neither land.
      otherInstructions: [toJson(this.transfer(output, maker, user, live.outAmount))],
      swapInstruction: toJson(this.transfer(input, user, maker, live.inAmount)),
      cleanupInstruction: null,
      addressLookupTableAddresses: [],
      prioritizationFeeLamports: 0,
    };
  }

  /**
   * The legs of a limit fill (an armed order, docs/orders.md): the wallet pays exactly
   * `inAmount` and receives exactly `outAmount`, with no quote behind them. The maker co-signs
   * such a transaction only at fill time, only when it is a durable-nonce transaction and the
   * pool then gives at least as much as the legs ask (cosign), so the limit is the price.
   */
  limitInstructions(body: unknown): Record<string, unknown> {
    if (typeof body !== 'object' || body === null) throw new MarketError(400, 'INVALID_REQUEST', 'The body must be a JSON object.');
    const b = body as Record<string, unknown>;
    const user = parseKey(b.userPublicKey, 'userPublicKey');
    if (user.toBase58() === this.address) throw new MarketError(400, 'INVALID_REQUEST', 'The maker cannot trade with itself.');
    const input = this.token(typeof b.inputMint === 'string' ? b.inputMint : null, 'inputMint');
    const output = this.token(typeof b.outputMint === 'string' ? b.outputMint : null, 'outputMint');
    if (input.mint === output.mint) throw new MarketError(400, 'CIRCULAR_ARBITRAGE_IS_DISABLED', 'inputMint and outputMint must differ.');
    const amounts = [b.inAmount, b.outAmount].map((a) => (typeof a === 'string' && /^[1-9][0-9]{0,19}$/.test(a) && BigInt(a) <= U64_MAX ? BigInt(a) : null));
    if (amounts[0] === null || amounts[1] === null) throw new MarketError(400, 'INVALID_AMOUNT', 'inAmount and outAmount must be positive raw integers below 2^64.');
    this.stock(input);
    this.stock(output);
    const maker = this.keypair.publicKey;
    const setup: TransactionInstruction[] = [];
    if (output.mint !== NATIVE_MINT) {
      const program = new PublicKey(output.tokenProgram);
      setup.push(createAssociatedTokenAccountIdempotentInstruction(user, associatedTokenAddress(new PublicKey(output.mint), user, false, program), user, new PublicKey(output.mint), program));
    }
    return {
      computeBudgetInstructions: [],
      setupInstructions: setup.map(toJson),
      otherInstructions: [toJson(this.transfer(output, maker, user, amounts[1]))],
      swapInstruction: toJson(this.transfer(input, user, maker, amounts[0])),
      cleanupInstruction: null,
      addressLookupTableAddresses: [],
      prioritizationFeeLamports: 0,
      maker: this.address,
    };
  }

  /** `amount` of `token` from `from` to `to` (to its associated token account, or to `account` when given). */
  private transfer(token: MarketToken, from: PublicKey, to: PublicKey, amount: bigint, account?: PublicKey): TransactionInstruction {
    if (token.mint === NATIVE_MINT) return SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount });
    const program = new PublicKey(token.tokenProgram);
    const mint = new PublicKey(token.mint);
    return createTransferCheckedInstruction(
      associatedTokenAddress(mint, from, false, program),
      mint,
      account ?? associatedTokenAddress(mint, to, false, program),
      from,
      amount,
      token.decimals,
      [],
      program,
    );
  }

  // --- co-signature ---

  /**
   * Sign `transaction` (base64 of a v0 or legacy transaction) as the maker when its maker leg
   * and wallet leg match a live quote made out to its fee payer, and nothing else in it needs
   * the maker. Answers the transaction with the maker's signature added.
   */
  cosign(body: unknown): Record<string, unknown> {
    const text = (body as { transaction?: unknown } | null)?.transaction;
    if (typeof text !== 'string') throw new MarketError(400, 'INVALID_REQUEST', 'transaction (base64) is required.');
    let tx: VersionedTransaction;
    try {
      tx = VersionedTransaction.deserialize(Buffer.from(text, 'base64'));
    } catch {
      throw new MarketError(400, 'INVALID_TRANSACTION', 'transaction is not a serialized Solana transaction.');
    }
    const message = tx.message;
    const keys = message.staticAccountKeys.map((k) => k.toBase58());
    const makerIndex = keys.indexOf(this.address);
    if (makerIndex <= 0 || makerIndex >= message.header.numRequiredSignatures) {
      throw new MarketError(400, 'INVALID_TRANSACTION', 'The transaction does not ask for the maker\'s signature (or makes the maker pay its fee).');
    }
    const payer = keys[0];
    let makerLeg: Leg | undefined;
    let walletLeg: Leg | undefined;
    const makerKeys = this.makerAddresses();
    for (const ix of message.compiledInstructions) {
      const accounts = ix.accountKeyIndexes.map((i) => keys[i]);
      const program = keys[ix.programIdIndex];
      const leg = accounts.includes(undefined as unknown as string) ? undefined : this.readLeg(program, accounts, Buffer.from(ix.data));
      const touchesMaker = accounts.some((a) => a === undefined || makerKeys.has(a)) || program === this.address;
      if (!touchesMaker) continue;
      if (leg && leg.from === this.address && !makerLeg) makerLeg = leg;
      else if (leg && leg.from === payer && leg.to === this.receivingAccount(leg.mint, this.address) && !walletLeg) walletLeg = leg;
      else throw new MarketError(400, 'INVALID_TRANSACTION', 'The transaction uses the maker for something other than one swap.');
    }
    if (!makerLeg || !walletLeg) throw new MarketError(400, 'INVALID_TRANSACTION', 'The transaction lacks the maker\'s leg or the wallet\'s leg of a swap.');

    const now = this.now();
    const candidates = [...this.quotes.values()].filter((q) =>
      q.user === payer && q.inputMint === walletLeg.mint && q.inAmount === walletLeg.amount && q.outputMint === makerLeg.mint && q.outAmount === makerLeg.amount
      && makerLeg.to === (q.destination ?? this.receivingAccount(q.outputMint, payer)));
    const messageText = Buffer.from(message.serialize()).toString('base64');
    const live = candidates.find((q) => q.expiresAt > now && (q.signedMessage === undefined || q.signedMessage === messageText));
    if (!live && this.isNonceTransaction(keys, message.compiledInstructions[0], message.recentBlockhash)) return this.cosignLimitFill(tx, makerIndex, walletLeg, makerLeg, payer);
    if (!live) {
      if (candidates.some((q) => q.expiresAt <= now)) throw new MarketError(400, 'QUOTE_EXPIRED', 'The quote behind this transaction has expired; ask for a new quote and build again.');
      throw new MarketError(400, 'QUOTE_NOT_FOUND', 'No live quote of this venue matches the transaction\'s legs for this wallet; ask for a new quote.');
    }
    // A signature is a short option only: the blockhash must be fresh, so the fill can land
    // only for what is left of its 150 blocks.
    const age = this.ledger.blockhashAge(message.recentBlockhash);
    if (age === null || age > this.maxBlockhashAgeBlocks) {
      throw new MarketError(400, 'BLOCKHASH_TOO_OLD', `The maker co-signs only transactions with a recent blockhash (at most ${this.maxBlockhashAgeBlocks} blocks old); fetch a new one and build again.`);
    }
    // The pool may have moved since the quote: refuse what the quote's own slippage would refuse
    // (against the pool as landed trades left it: other quotes' reservations do not move it).
    const pool = live.pool;
    const [rin, rout] = pool.reserves(live.inputMint);
    const now2 = live.swapMode === 'ExactIn' ? pool.quoteExactIn(live.inputMint, live.inAmount)?.outAmount ?? 0n : pool.quoteExactOut(live.inputMint, live.outAmount)?.inAmount ?? U64_MAX;
    if (rin > 0n && rout > 0n && (live.swapMode === 'ExactIn' ? now2 < live.threshold : now2 > live.threshold)) {
      throw new MarketError(400, 'SLIPPAGE_EXCEEDED', 'The pool moved past the quote\'s slippage bound since it was quoted; ask for a new quote.');
    }
    this.topUp(this.tokens.get(live.outputMint)!, live.outAmount);
    tx.sign([this.keypair]);
    live.signedMessage = messageText;
    live.signedBlockhash = message.recentBlockhash;
    const signature = bs58.encode(tx.signatures[makerIndex]);
    this.pendingFills.set(signature, live);
    return { transaction: Buffer.from(tx.serialize()).toString('base64'), signer: this.address, signature };
  }

  /** Whether the transaction's first instruction advances a nonce that holds its recent blockhash (a durable-nonce transaction). */
  private isNonceTransaction(keys: string[], first: { programIdIndex: number; accountKeyIndexes: number[]; data: Uint8Array } | undefined, blockhash: string): boolean {
    if (!first || keys[first.programIdIndex] !== SystemProgram.programId.toBase58()) return false;
    const data = Buffer.from(first.data);
    if (data.length !== 4 || data.readUInt32LE(0) !== SYSTEM_ADVANCE_NONCE) return false;
    const nonce = this.ledger.account(keys[first.accountKeyIndexes[0]!] ?? '');
    // The nonce's stored blockhash (System nonce state: version u32, state u32, authority 32, blockhash 32).
    return !!nonce && nonce.data.length >= 72 && bs58.encode(nonce.data.subarray(40, 72)) === blockhash;
  }

  /**
   * Co-sign a limit fill (limitInstructions) now: the pool, as landed trades left it, must give
   * the wallet's input at least the maker leg's output; otherwise the market is past the limit
   * (LIMIT_NOT_REACHED) and nothing is signed. The fill moves the pool when it lands, as a quote's does.
   */
  private cosignLimitFill(tx: VersionedTransaction, makerIndex: number, walletLeg: Leg, makerLeg: Leg, payer: string): Record<string, unknown> {
    if (makerLeg.to !== this.receivingAccount(makerLeg.mint, payer)) throw new MarketError(400, 'INVALID_TRANSACTION', 'The maker pays only the wallet that pays it.');
    const input = this.token(walletLeg.mint, 'inputMint');
    const output = this.token(makerLeg.mint, 'outputMint');
    const pool = this.pool(input, output);
    const priced = pool.quoteExactIn(input.mint, walletLeg.amount);
    if (!priced || priced.outAmount < makerLeg.amount) {
      throw new MarketError(400, 'LIMIT_NOT_REACHED', `The pool gives ${priced?.outAmount ?? 0n} for this input; the fill asks ${makerLeg.amount}: the market is not at the order's limit.`);
    }
    this.topUp(output, makerLeg.amount);
    tx.sign([this.keypair]);
    const live: LiveQuote = {
      id: randomBytes(12).toString('hex'), inputMint: input.mint, outputMint: output.mint, inAmount: walletLeg.amount, outAmount: makerLeg.amount,
      threshold: makerLeg.amount, swapMode: 'ExactIn', slippageBps: 0, pool, expiresAt: this.now() + this.quoteTtlMs, account: ANONYMOUS_ACCOUNT, user: payer,
      signedMessage: Buffer.from(tx.message.serialize()).toString('base64'),
    };
    this.quotes.set(live.id, live);
    const signature = bs58.encode(tx.signatures[makerIndex]);
    this.pendingFills.set(signature, live);
    return { transaction: Buffer.from(tx.serialize()).toString('base64'), signer: this.address, signature };
  }

  /**
   * Move a token's price to `priceUsd` (npm run market -- --set-price): its pool against USDC
   * is re-balanced to that mid price, keeping the pool's USD depth (test network only).
   */
  setPrice(mintOrSymbol: string, priceUsd: number): { mint: string; symbol: string; priceUsd: number } {
    if (!Number.isFinite(priceUsd) || priceUsd <= 0) throw new MarketError(400, 'INVALID_REQUEST', 'priceUsd must be a positive number.');
    const token = this.tokens.get(mintOrSymbol) ?? [...this.tokens.values()].find((t) => t.symbol.toLowerCase() === mintOrSymbol.toLowerCase());
    if (!token) throw new MarketError(400, 'TOKEN_NOT_TRADABLE', `${mintOrSymbol} is not traded on this venue.`);
    if (token.mint === this.usdc.mint) throw new MarketError(400, 'INVALID_REQUEST', 'USDC is the venue\'s unit; move another token.');
    const pool = this.pool(token, this.usdc);
    const [rToken, rUsdc] = pool.reserves(token.mint);
    // Keep k's USD scale: the USDC side holds half the pool's value at the new price.
    const usdcWhole = Math.sqrt((Number(rUsdc) / 10 ** this.usdc.decimals) * (Number(rToken) / 10 ** token.decimals) * priceUsd);
    const tokenWhole = usdcWhole / priceUsd;
    pool.reset(token.mint, rawOf(tokenWhole, token.decimals), rawOf(usdcWhole, this.usdc.decimals));
    this.history.get(token.mint)!.push([this.now(), this.midPrice(token.mint)]);
    return { mint: token.mint, symbol: token.symbol, priceUsd: this.midPrice(token.mint) };
  }

  /** Derived once per token, not per co-signature: with the 510-token universe that was ~40 ms of CPU on each swap build. */
  private makerAddresses(): Set<string> {
    if (this.makerKeys.size !== this.tokens.size) {
      const keys = new Set([this.address]);
      for (const t of this.tokens.values()) if (t.mint !== NATIVE_MINT) keys.add(this.tokenAccount(t, this.keypair.publicKey).toBase58());
      this.makerKeys = { size: this.tokens.size, keys };
    }
    return this.makerKeys.keys;
  }

  private readLeg(program: string, accounts: string[], data: Buffer): Leg | undefined {
    if (program === SystemProgram.programId.toBase58() && data.length === 12 && data.readUInt32LE(0) === SYSTEM_TRANSFER && accounts.length === 2) {
      return { mint: NATIVE_MINT, amount: data.readBigUInt64LE(4), from: accounts[0], to: accounts[1] };
    }
    const token = this.tokens.get(accounts[1] ?? '');
    if (token && token.mint !== NATIVE_MINT && program === token.tokenProgram && data.length === 10 && data[0] === TOKEN_TRANSFER_CHECKED && accounts.length === 4 && data[9] === token.decimals) {
      const owner = accounts[3];
      if (accounts[0] !== this.tokenAccount(token, new PublicKey(owner)).toBase58()) return undefined;
      return { mint: token.mint, amount: data.readBigUInt64LE(1), from: owner, to: accounts[2] };
    }
    return undefined;
  }

  private receivingAccount(mint: string, owner: string): string {
    if (mint === NATIVE_MINT) return owner;
    const token = this.tokens.get(mint);
    return token ? this.tokenAccount(token, new PublicKey(owner)).toBase58() : '';
  }

  private tokenAccount(token: MarketToken, owner: PublicKey): PublicKey {
    return associatedTokenAddress(new PublicKey(token.mint), owner, true, new PublicKey(token.tokenProgram));
  }

  // --- trades ---

  private onTransaction(tx: LandedTransaction): void {
    if (this.pendingFills.size === 0) return;
    for (const signature of tx.transaction.signatures) {
      const fill = this.pendingFills.get(signature);
      if (!fill) continue;
      this.pendingFills.delete(signature);
      // Landed or failed, the signature is spent: its reservation ends (a landed fill moves the pool itself).
      this.quotes.delete(fill.id);
      if (tx.result.err !== null) return;
      const usd = Number(fill.inAmount) / 10 ** this.tokens.get(fill.inputMint)!.decimals * this.midPrice(fill.inputMint);
      fill.pool.apply(fill.inputMint, fill.inAmount, fill.outAmount);
      const at = this.now();
      this.trades.push({ at, inputMint: fill.inputMint, outputMint: fill.outputMint, usd });
      for (const mint of [fill.inputMint, fill.outputMint]) this.history.get(mint)!.push([at, this.midPrice(mint)]);
      return;
    }
  }

  // --- prices ---

  /** USD per whole token: its pool against USDC (USDC itself: the reference price). */
  midPrice(mint: string): number {
    const token = this.tokens.get(mint)!;
    if (token.mint === this.usdc.mint) return token.priceUsd;
    const [rToken, rUsdc] = this.pool(token, this.usdc).reserves(token.mint);
    return (Number(rUsdc) / 10 ** this.usdc.decimals) / (Number(rToken) / 10 ** token.decimals) * this.usdc.priceUsd;
  }

  /** 24-hour figures of a traded token. */
  stats(mint: string): { price: number; change24h: number; buyVolume: number; sellVolume: number; marketCap: number } {
    const now = this.now();
    const price = this.midPrice(mint);
    const history = this.history.get(mint)!;
    const since = now - DAY_MS;
    let before = history[0][1];
    for (const [at, usd] of history) if (at <= since) before = usd;
    let buyVolume = 0;
    let sellVolume = 0;
    for (const trade of this.trades) {
      if (trade.at <= since) continue;
      if (trade.outputMint === mint) buyVolume += trade.usd;
      if (trade.inputMint === mint) sellVolume += trade.usd;
    }
    return { price, change24h: (price / before - 1) * 100, buyVolume, sellVolume, marketCap: this.supply(mint) * price };
  }

  /** Whole tokens in circulation (SOL: the cluster's lamports are not counted; its reference supply is used). */
  private supply(mint: string): number {
    const token = this.tokens.get(mint)!;
    if (mint === NATIVE_MINT) return 600_000_000;
    const account = this.ledger.account(mint);
    const state = account ? decodeMint(account.owner, account.data) : null;
    return state ? Number(state.supply) / 10 ** token.decimals : 0;
  }

  // --- internals ---

  private token(mint: string | null, field: string): MarketToken {
    if (!mint) throw new MarketError(400, 'INVALID_REQUEST', `${field} is required.`);
    const token = this.tokens.get(mint);
    if (!token) throw new MarketError(400, 'TOKEN_NOT_TRADABLE', `${mint} is not traded on this venue (${field}).`);
    return token;
  }

  private pool(a: MarketToken, b: MarketToken): VirtualPool {
    const [x, y] = a.mint < b.mint ? [a, b] : [b, a];
    const key = `${x.mint}:${y.mint}`;
    let pool = this.pools.get(key);
    if (!pool) {
      const sideUsd = Math.min(x.depthUsd, y.depthUsd) / 2;
      const address = new PublicKey(createHash('sha256').update(`localnet-pool:${key}`).digest()).toBase58();
      pool = new VirtualPool(address, { mint: x.mint, reserve: rawOf(sideUsd / x.priceUsd, x.decimals) }, { mint: y.mint, reserve: rawOf(sideUsd / y.priceUsd, y.decimals) }, Math.max(x.feeBps, y.feeBps));
      this.pools.set(key, pool);
    }
    return pool;
  }

  private liveQuote(quoteResponse: unknown): LiveQuote {
    const q = (typeof quoteResponse === 'object' && quoteResponse !== null ? quoteResponse : {}) as Record<string, unknown>;
    const live = typeof q.quoteId === 'string' ? this.quotes.get(q.quoteId) : undefined;
    if (!live) throw new MarketError(400, 'QUOTE_NOT_FOUND', 'quoteResponse is not a live quote of this venue; ask for a new quote.');
    if (live.expiresAt <= this.now()) throw new MarketError(400, 'QUOTE_EXPIRED', 'The quote has expired; ask for a new quote.');
    if (q.inAmount !== live.inAmount.toString() || q.outAmount !== live.outAmount.toString() || q.inputMint !== live.inputMint || q.outputMint !== live.outputMint) {
      throw new MarketError(400, 'QUOTE_MISMATCH', 'quoteResponse was changed after it was quoted; send it back as answered.');
    }
    return live;
  }

  /** The maker's balance of a token, raw units (SOL: lamports). */
  balance(token: TokenListEntry): bigint {
    if (token.mint === NATIVE_MINT) return this.ledger.account(this.address)?.lamports ?? 0n;
    const account = this.ledger.account(this.tokenAccount(token as MarketToken, this.keypair.publicKey).toBase58());
    return account ? decodeTokenAccount(account.owner, account.data)?.amount ?? 0n : 0n;
  }

  /** Have at least `needed` (plus a margin) of the token, minting or airdropping the difference. */
  private topUp(token: MarketToken, needed: bigint): void {
    const have = this.balance(token);
    if (have >= needed + (token.mint === NATIVE_MINT ? 10n ** 9n : 0n)) return;
    const amount = needed * 2n - have + (token.mint === NATIVE_MINT ? 10n ** 10n : 1n);
    if (token.mint === NATIVE_MINT) {
      // SOL is not minted: the faucet's supply bounds the maker's. Short of twice the need, take
      // what is needed; short of that, this amount is not fillable here (a 400, as a venue with
      // no route answers, never a 500).
      try {
        this.faucet.airdrop(this.address, amount);
      } catch {
        try {
          this.faucet.airdrop(this.address, needed - have + 10n ** 9n);
        } catch {
          throw new MarketError(400, 'COULD_NOT_FIND_ANY_ROUTE', `The market maker cannot hold ${needed} lamports of SOL on this test network; try a smaller amount.`);
        }
      }
    } else {
      try {
        this.faucet.mintTo(this.address, token.mint, amount > U64_MAX / 2n ? U64_MAX / 2n : amount);
      } catch {
        // A token whose mint authority is revoked (a faucet-listed one) trades what the maker holds.
        throw new MarketError(400, 'COULD_NOT_FIND_ANY_ROUTE', `The market maker holds too little of ${token.symbol} for this amount on this test network; try a smaller amount.`);
      }
    }
  }

  /** Whether a quote still holds liquidity: unexpired, or co-signed with a blockhash that can still land. */
  private holds(q: LiveQuote, now: number): boolean {
    return q.signedBlockhash !== undefined ? this.ledger.isBlockhashValid(q.signedBlockhash) : q.expiresAt > now;
  }

  /** What the quotes still holding liquidity promise to pay out of `pool`'s `outputMint` side. */
  private promised(pool: VirtualPool, outputMint: string): bigint {
    const now = this.now();
    let total = 0n;
    for (const q of this.quotes.values()) if (q.pool === pool && q.outputMint === outputMint && this.holds(q, now)) total += q.outAmount;
    return total;
  }

  /**
   * Refuses (RESERVATION_LIMIT_REACHED) a new reservation of `account` or of `wallet` that
   * already hold their cap of open quotes (`except`: the quote being made out to the wallet).
   * Expired quotes do not count: their reservations are released when they expire.
   */
  private checkReservationCaps(account: string | undefined, wallet: string | undefined, except?: string): void {
    const now = this.now();
    let byAccount = 0;
    let byWallet = 0;
    let next = Infinity;
    for (const q of this.quotes.values()) {
      if (q.id === except || !this.holds(q, now)) continue;
      const mine = (account !== undefined && q.account === account) || (wallet !== undefined && q.user === wallet);
      if (!mine) continue;
      if (account !== undefined && q.account === account) byAccount++;
      if (wallet !== undefined && q.user === wallet) byWallet++;
      if (q.signedBlockhash === undefined) next = Math.min(next, q.expiresAt);
    }
    const retry = Number.isFinite(next) ? ` The next of them expires in ${Math.max(1, Math.ceil((next - now) / 1000))} s.` : '';
    if (wallet !== undefined && byWallet >= this.maxPerWallet) {
      throw new MarketError(400, 'RESERVATION_LIMIT_REACHED', `Wallet ${wallet} already holds ${byWallet} open quotes of this venue, the most one wallet may hold (${this.maxPerWallet}): fill them or let them expire (a quote holds ${this.quoteTtlMs / 1000} s, a co-signed fill until its blockhash expires), then ask again.${retry}`);
    }
    if (account !== undefined && byAccount >= this.maxPerAccount) {
      throw new MarketError(400, 'RESERVATION_LIMIT_REACHED', `This account (${account === ANONYMOUS_ACCOUNT ? 'callers without an x-api-key' : 'its x-api-key'}) already holds ${byAccount} open quotes of this venue, the most one account may hold (${this.maxPerAccount}): fill them or let them expire (a quote holds ${this.quoteTtlMs / 1000} s, a co-signed fill until its blockhash expires), then ask again.${retry}`);
    }
  }

  /** Forget quotes that hold nothing any more (expired unsigned, or signed with an expired blockhash). */
  private prune(): void {
    const now = this.now();
    // An expired quote is kept one more TTL (holding nothing) so that a late co-sign hears QUOTE_EXPIRED.
    for (const [id, q] of this.quotes) if (!this.holds(q, now) && q.expiresAt < now - this.quoteTtlMs) this.quotes.delete(id);
    for (const [signature, q] of this.pendingFills) if (!this.quotes.has(q.id)) this.pendingFills.delete(signature);
  }
}

function rawOf(whole: number, decimals: number): bigint {
  return BigInt(Math.round(whole * 10 ** Math.min(decimals, 6))) * 10n ** BigInt(Math.max(0, decimals - 6));
}

function parseKey(value: unknown, field: string): PublicKey {
  try {
    if (typeof value !== 'string') throw new Error();
    return new PublicKey(value);
  } catch {
    throw new MarketError(400, 'INVALID_REQUEST', `${field} must be a base58 address.`);
  }
}

function toJson(ix: TransactionInstruction): Record<string, unknown> {
  return {
    programId: ix.programId.toBase58(),
    accounts: ix.keys.map((k) => ({ pubkey: k.pubkey.toBase58(), isSigner: k.isSigner, isWritable: k.isWritable })),
    data: Buffer.from(ix.data).toString('base64'),
  };
}
