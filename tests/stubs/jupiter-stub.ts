import { createHash } from 'node:crypto';
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { NATIVE_MINT } from '../../shared/chain/token-list.js';
import { genericFailure, startStubServer, type StubFailMode, type StubReply, type StubRequest, type StubServer } from './stub-server.js';
import { resolveStubToken, type ResolvedStubToken, type StubToken } from './stub-token.js';

/** The Jupiter endpoints the stub serves (`build`: Swap API v2 `GET /swap/v2/build`). */
export type JupiterEndpoint = 'price' | 'tokens' | 'quote' | 'swapInstructions' | 'build';

/** A fail mode, plus `noRoute` (quote and v2 build only): HTTP 400 `{ error, errorCode: 'COULD_NOT_FIND_ANY_ROUTE' }`. */
export type JupiterFailMode = StubFailMode | 'noRoute';

/** How the stub's swap-instructions answer is built (see startJupiterStub). */
export interface JupiterStubSwapOptions {
  /** Add the output leg (pool pays the user) as `cleanupInstruction`; it needs the pool's signature. Default false. */
  deliverOutput?: boolean;
  /** SetComputeUnitLimit units; default 1,400,000. */
  computeUnitLimit?: number;
  /** SetComputeUnitPrice micro-lamports; default 0, so the fee is 5,000 lamports per signature. */
  computeUnitPriceMicroLamports?: number;
  /** Default []. */
  addressLookupTableAddresses?: string[];
  /** v2 `/build`'s `addressesByLookupTableAddress`; default {}. */
  addressesByLookupTableAddress?: Record<string, string[]>;
}

/** Per-test configuration; mutable through `stub.options` while the stub runs. */
export interface JupiterStubOptions {
  /** Market data per mint (price, change, volume, market cap, decimals...). */
  tokens: Record<string, StubToken>;
  fail: Partial<Record<JupiterEndpoint, JupiterFailMode>>;
  /** When set, a request without this `x-api-key` gets HTTP 401. */
  requiredApiKey?: string;
  swap: JupiterStubSwapOptions;
}

/** A running Jupiter stub. */
export interface JupiterStub extends StubServer {
  readonly options: JupiterStubOptions;
}

/** Price API v3 limit per call (dev.jup.ag); the stub answers HTTP 400 above it. */
export const STUB_PRICE_IDS_LIMIT = 50;
/** Tokens API v2 search limit per query (dev.jup.ag); HTTP 400 above it. */
export const STUB_SEARCH_MINTS_LIMIT = 100;
/** Price API v3 `blockId` the stub reports. */
export const STUB_BLOCK_ID = 348004023;

/**
 * The stub's liquidity pool: a fixed keypair (seed sha256("jupiter-stub-pool")) so tests can
 * fund it and co-sign the output leg.
 */
export const STUB_POOL = Keypair.fromSeed(createHash('sha256').update('jupiter-stub-pool').digest());

/**
 * Starts a Jupiter stub on loopback serving, in Jupiter's documented shapes:
 *
 * - `GET /price/v3?ids=a,b` → `{ [mint]: { usdPrice, blockId, decimals, priceChange24h, createdAt, liquidity } }`
 *   for the configured mints (others left out; `priceChange24h` null when no change24h).
 *   More than 50 ids → 400. `nonsense`: usdPrice cycles -3.5, 0, "12.5" (a string), 1e20.
 * - `GET /tokens/v2/search?query=a,b` → `[{ id, name, symbol, icon, decimals, tokenProgram, usdPrice, mcap, fdv,
 *   liquidity, stats24h: { priceChange, buyVolume, sellVolume, ... }, updatedAt, ... }]`; buyVolume is 60% and
 *   sellVolume 40% of volume24h; `stats24h` null without volume24h; `mcap` and `fdv` both = marketCap, null
 *   without it. More than 100 mints → 400. `nonsense`: cycles symbol 42, mcap "big", stats24h.buyVolume -1.
 * - `GET /swap/v1/quote` → a QuoteResponse with one route step through STUB_POOL, priced from the configured
 *   USD prices and decimals (floating point): ExactIn `outAmount = floor(amount × priceIn/priceOut ×
 *   10^(decOut−decIn))`, `otherAmountThreshold = floor(out × (10000 − slippageBps)/10000)`; ExactOut the mirror
 *   image, rounded up. A mint without price or decimals → 400 TOKEN_NOT_TRADABLE. `nonsense`: outAmount "plenty".
 * - `POST /swap/v1/swap-instructions` → `{ computeBudgetInstructions, setupInstructions, swapInstruction,
 *   cleanupInstruction, otherInstructions: [], addressLookupTableAddresses, tokenLedgerInstruction: null }`
 *   whose instructions really execute on a local cluster (`U` = userPublicKey, `P` = STUB_POOL):
 *   - computeBudgetInstructions: SetComputeUnitLimit(1,400,000), SetComputeUnitPrice(0) (see options.swap);
 *   - setupInstructions: when the output is not native SOL, CreateIdempotent of U's associated token account
 *     for the output mint (payer U); when the input is not native SOL, CreateIdempotent of P's associated token
 *     account for the input mint (payer U, so U pays its rent the first time);
 *   - swapInstruction (the input leg, signed by U): native SOL input → SystemProgram.transfer U→P of
 *     `quoteResponse.inAmount` lamports (whatever wrapAndUnwrapSol says); SPL input → TransferChecked of
 *     `inAmount` from U's to P's associated token account;
 *   - cleanupInstruction: null, or with `options.swap.deliverOutput` the output leg signed by P:
 *     SystemProgram.transfer P→U of `outAmount` lamports, or TransferChecked of `outAmount` from P's to U's
 *     associated token account (P must hold it).
 *   `nonsense`: swapInstruction with programId "not-a-key" and data "???".
 *
 * - `GET /swap/v2/build?inputMint&outputMint&amount&slippageBps&taker` (Swap API v2, ExactIn only) → the
 *   quote's fields (routePlan steps with `bps: 10000` instead of `percent`) plus the instructions of
 *   swap-instructions for `taker`, `otherInstructions`, `tipInstruction: null`, `addressesByLookupTableAddress`
 *   (options.swap, default {}) and `blockhashWithMetadata`. Without `taker` → 400; `swapMode=ExactOut` → 400.
 *
 * Every endpoint also honours `options.fail[endpoint]` (see StubFailMode; errorBody is HTTP 200
 * `{ error, errorCode: 'INTERNAL_ERROR' }`) and `options.requiredApiKey`.
 */
export async function startJupiterStub(options: Partial<JupiterStubOptions> = {}): Promise<JupiterStub> {
  const config: JupiterStubOptions = { tokens: {}, fail: {}, swap: {}, ...options };
  const server = await startStubServer((request) => route(config, request));
  return Object.assign(server, { options: config });
}

function route(config: JupiterStubOptions, request: StubRequest): StubReply {
  const endpoint = endpointOf(request);
  if (endpoint === undefined) return { status: 404, json: { error: `No route ${request.method} ${request.path}` } };
  if (config.requiredApiKey !== undefined && request.headers['x-api-key'] !== config.requiredApiKey) {
    return { status: 401, json: { error: 'Unauthorized: missing or invalid x-api-key' } };
  }
  const mode = config.fail[endpoint];
  if (mode !== undefined) {
    const generic = mode === 'noRoute' || mode === 'nonsense' ? undefined : genericFailure(mode);
    if (generic !== undefined) return generic;
    if (mode === 'errorBody') return { status: 200, json: { error: 'Internal error, please try again', errorCode: 'INTERNAL_ERROR' } };
    if (mode === 'noRoute' && (endpoint === 'quote' || endpoint === 'build')) return { status: 400, json: { error: 'Could not find any route', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' } };
  }
  const nonsense = mode === 'nonsense';
  switch (endpoint) {
    case 'price':
      return price(config, request, nonsense);
    case 'tokens':
      return tokens(config, request, nonsense);
    case 'quote':
      return quote(config, request, nonsense);
    case 'swapInstructions':
      return swapInstructions(config, request, nonsense);
    case 'build':
      return build(config, request, nonsense);
  }
}

function build(config: JupiterStubOptions, request: StubRequest, nonsense: boolean): StubReply {
  const { taker, swapMode } = request.query;
  if (!taker) return { status: 400, json: { error: 'Query parameter taker is required' } };
  if (swapMode !== undefined && swapMode !== 'ExactIn') return { status: 400, json: { error: '/build supports ExactIn only' } };
  const quoted = quote(config, { ...request, query: { ...request.query, swapMode: 'ExactIn' } }, false);
  if (quoted === 'hang' || !('json' in quoted) || quoted.status !== 200) return quoted;
  const q = quoted.json as Record<string, unknown> & { routePlan: { swapInfo: unknown }[] };
  const instructions = swapInstructions(config, { ...request, method: 'POST', body: { quoteResponse: q, userPublicKey: taker } }, nonsense);
  if (instructions === 'hang' || !('json' in instructions) || instructions.status !== 200) return instructions;
  const { addressLookupTableAddresses: _v1Tables, tokenLedgerInstruction: _ledger, ...ix } = instructions.json as Record<string, unknown>;
  return {
    status: 200,
    json: {
      inputMint: q.inputMint,
      outputMint: q.outputMint,
      inAmount: q.inAmount,
      outAmount: q.outAmount,
      otherAmountThreshold: q.otherAmountThreshold,
      swapMode: 'ExactIn',
      slippageBps: q.slippageBps,
      priceImpactPct: q.priceImpactPct,
      platformFee: null,
      routePlan: q.routePlan.map((step) => ({ swapInfo: step.swapInfo, bps: 10_000, usdValue: 0 })),
      ...ix,
      tipInstruction: null,
      addressesByLookupTableAddress: config.swap.addressesByLookupTableAddress ?? {},
      blockhashWithMetadata: { blockhash: [...createHash('sha256').update('stub-blockhash').digest()], lastValidBlockHeight: 1_000 },
    },
  };
}

function endpointOf({ method, path }: StubRequest): JupiterEndpoint | undefined {
  if (method === 'GET' && path === '/price/v3') return 'price';
  if (method === 'GET' && path === '/tokens/v2/search') return 'tokens';
  if (method === 'GET' && path === '/swap/v1/quote') return 'quote';
  if (method === 'POST' && path === '/swap/v1/swap-instructions') return 'swapInstructions';
  if (method === 'GET' && path === '/swap/v2/build') return 'build';
  return undefined;
}

function listParam(value: string | undefined): string[] {
  return (value ?? '').split(',').filter((s) => s !== '');
}

function price(config: JupiterStubOptions, request: StubRequest, nonsense: boolean): StubReply {
  const ids = listParam(request.query.ids);
  if (ids.length === 0) return { status: 400, json: { error: 'Query parameter ids is required' } };
  if (ids.length > STUB_PRICE_IDS_LIMIT) return { status: 400, json: { error: `ids accepts at most ${STUB_PRICE_IDS_LIMIT} mints` } };
  const nonsensePrices: unknown[] = [-3.5, 0, '12.5', 1e20];
  const answer: Record<string, unknown> = {};
  ids.forEach((mint, i) => {
    const token = resolveStubToken(config.tokens, mint);
    if (token === undefined) return;
    answer[mint] = {
      createdAt: '2024-06-05T08:55:25.527Z',
      liquidity: token.liquidity ?? 1_000_000,
      usdPrice: nonsense ? nonsensePrices[i % nonsensePrices.length] : token.price,
      blockId: STUB_BLOCK_ID,
      decimals: token.decimals ?? 6,
      priceChange24h: token.change24h ?? null,
    };
  });
  return { status: 200, json: answer };
}

function tokens(config: JupiterStubOptions, request: StubRequest, nonsense: boolean): StubReply {
  const mints = listParam(request.query.query);
  if (mints.length === 0) return { status: 400, json: { error: 'Query parameter query is required' } };
  if (mints.length > STUB_SEARCH_MINTS_LIMIT) return { status: 400, json: { error: `query accepts at most ${STUB_SEARCH_MINTS_LIMIT} mints` } };
  const answer: unknown[] = [];
  for (const mint of mints) {
    const token = resolveStubToken(config.tokens, mint);
    if (token === undefined) continue;
    const entry = tokenEntry(token);
    if (nonsense) {
      const variant = answer.length % 3;
      if (variant === 0) entry.symbol = 42;
      else if (variant === 1) entry.mcap = 'big';
      else entry.stats24h = { ...(entry.stats24h as object), buyVolume: -1 };
    }
    answer.push(entry);
  }
  return { status: 200, json: answer };
}

function tokenEntry(token: ResolvedStubToken): Record<string, unknown> {
  const volume = token.volume24h;
  return {
    id: token.mint,
    name: token.name,
    symbol: token.symbol,
    icon: null,
    decimals: token.decimals ?? 6,
    tokenProgram: token.tokenProgram,
    holderCount: 1000,
    organicScore: 90,
    organicScoreLabel: 'high',
    isVerified: true,
    tags: ['verified'],
    usdPrice: token.price,
    priceBlockId: STUB_BLOCK_ID,
    mcap: token.marketCap ?? null,
    fdv: token.marketCap ?? null,
    liquidity: token.liquidity ?? 1_000_000,
    stats24h:
      volume === undefined
        ? null
        : { priceChange: token.change24h ?? 0, buyVolume: volume * 0.6, sellVolume: volume * 0.4, numBuys: 100, numSells: 80, numTraders: 50 },
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

function notTradable(mint: string): StubReply {
  return { status: 400, json: { error: `The token ${mint} is not tradable`, errorCode: 'TOKEN_NOT_TRADABLE' } };
}

function quote(config: JupiterStubOptions, request: StubRequest, nonsense: boolean): StubReply {
  const { inputMint, outputMint, amount } = request.query;
  const swapMode = request.query.swapMode ?? 'ExactIn';
  const slippageBps = Number(request.query.slippageBps ?? '50');
  if (!inputMint || !outputMint || !/^[1-9][0-9]*$/.test(amount ?? '')) {
    return { status: 400, json: { error: 'inputMint, outputMint and a positive integer amount are required' } };
  }
  if (swapMode !== 'ExactIn' && swapMode !== 'ExactOut') return { status: 400, json: { error: `Unknown swapMode ${swapMode}` } };
  const input = resolveStubToken(config.tokens, inputMint);
  const output = resolveStubToken(config.tokens, outputMint);
  if (input?.decimals === undefined) return notTradable(inputMint);
  if (output?.decimals === undefined) return notTradable(outputMint);

  const scale = (n: number, from: ResolvedStubToken, to: ResolvedStubToken) => n * (from.price / to.price) * 10 ** ((to.decimals ?? 0) - (from.decimals ?? 0));
  const fixed = BigInt(amount);
  let inAmount: bigint, outAmount: bigint, threshold: bigint;
  if (swapMode === 'ExactIn') {
    inAmount = fixed;
    outAmount = BigInt(Math.floor(scale(Number(fixed), input, output)));
    threshold = (outAmount * BigInt(10_000 - slippageBps)) / 10_000n;
  } else {
    outAmount = fixed;
    inAmount = BigInt(Math.ceil(scale(Number(fixed), output, input)));
    threshold = (inAmount * BigInt(10_000 + slippageBps) + 9_999n) / 10_000n;
  }
  if (outAmount === 0n || inAmount === 0n) return { status: 400, json: { error: 'Could not find any route', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' } };

  return {
    status: 200,
    json: {
      inputMint,
      inAmount: inAmount.toString(),
      outputMint,
      outAmount: nonsense ? 'plenty' : outAmount.toString(),
      otherAmountThreshold: threshold.toString(),
      swapMode,
      slippageBps,
      platformFee: null,
      priceImpactPct: '0',
      routePlan: [
        {
          swapInfo: { ammKey: STUB_POOL.publicKey.toBase58(), label: 'Stub Pool', inputMint, outputMint, inAmount: inAmount.toString(), outAmount: outAmount.toString(), feeAmount: '0', feeMint: inputMint },
          percent: 100,
        },
      ],
      contextSlot: 1,
      timeTaken: 0.001,
    },
  };
}

function swapInstructions(config: JupiterStubOptions, request: StubRequest, nonsense: boolean): StubReply {
  const body = (request.body ?? {}) as { quoteResponse?: Record<string, unknown>; userPublicKey?: unknown; destinationTokenAccount?: unknown };
  const q = body.quoteResponse;
  let user: PublicKey;
  try {
    user = new PublicKey(body.userPublicKey as string);
  } catch {
    return { status: 400, json: { error: 'userPublicKey is not a valid public key' } };
  }
  if (typeof q !== 'object' || q === null || typeof q.inputMint !== 'string' || typeof q.outputMint !== 'string' || typeof q.inAmount !== 'string' || typeof q.outAmount !== 'string') {
    return { status: 400, json: { error: 'quoteResponse is missing or malformed' } };
  }
  const input = resolveStubToken(config.tokens, q.inputMint);
  const output = resolveStubToken(config.tokens, q.outputMint);
  if (q.inputMint !== NATIVE_MINT && input?.decimals === undefined) return notTradable(q.inputMint);
  if (q.outputMint !== NATIVE_MINT && output?.decimals === undefined) return notTradable(q.outputMint);

  const pool = STUB_POOL.publicKey;
  const setup: TransactionInstruction[] = [];
  let swap: TransactionInstruction;
  if (q.inputMint === NATIVE_MINT) {
    swap = SystemProgram.transfer({ fromPubkey: user, toPubkey: pool, lamports: BigInt(q.inAmount) });
  } else {
    const leg = splLeg(input as ResolvedStubToken, user, pool, BigInt(q.inAmount));
    setup.push(leg.createDestination);
    swap = leg.transfer;
  }
  let cleanup: TransactionInstruction | null = null;
  // As Jupiter's destinationTokenAccount: the output goes to that token account, which must
  // exist when the swap runs (nothing creates it), instead of the user's own.
  let destination: PublicKey | undefined;
  if (body.destinationTokenAccount !== undefined) {
    try {
      destination = new PublicKey(body.destinationTokenAccount as string);
    } catch {
      return { status: 400, json: { error: 'destinationTokenAccount is not a valid public key' } };
    }
  }
  if (q.outputMint !== NATIVE_MINT) {
    const leg = splLeg(output as ResolvedStubToken, pool, user, BigInt(q.outAmount), destination);
    if (!destination) setup.unshift(leg.createDestination);
    if (config.swap.deliverOutput) cleanup = leg.transfer;
  } else if (config.swap.deliverOutput) {
    cleanup = SystemProgram.transfer({ fromPubkey: pool, toPubkey: user, lamports: BigInt(q.outAmount) });
  }

  const swapJson = nonsense ? { programId: 'not-a-key', accounts: [], data: '???' } : toJson(swap);
  return {
    status: 200,
    json: {
      tokenLedgerInstruction: null,
      computeBudgetInstructions: [
        ComputeBudgetProgram.setComputeUnitLimit({ units: config.swap.computeUnitLimit ?? 1_400_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: config.swap.computeUnitPriceMicroLamports ?? 0 }),
      ].map(toJson),
      setupInstructions: setup.map(toJson),
      swapInstruction: swapJson,
      cleanupInstruction: cleanup === null ? null : toJson(cleanup),
      otherInstructions: [],
      addressLookupTableAddresses: config.swap.addressLookupTableAddresses ?? [],
    },
  };
}

/** One SPL leg from `from` to `to`: the idempotent creation of `to`'s token account (payer: the user) and the TransferChecked. */
function splLeg(token: ResolvedStubToken, from: PublicKey, to: PublicKey, amount: bigint, account?: PublicKey): { createDestination: TransactionInstruction; transfer: TransactionInstruction } {
  const mint = new PublicKey(token.mint);
  const program = new PublicKey(token.tokenProgram);
  const source = getAssociatedTokenAddressSync(mint, from, false, program);
  const destination = account ?? getAssociatedTokenAddressSync(mint, to, false, program);
  // Whoever is not the pool is the user, who pays for every account the swap creates.
  const payer = from.equals(STUB_POOL.publicKey) ? to : from;
  return {
    createDestination: createAssociatedTokenAccountIdempotentInstruction(payer, destination, to, mint, program),
    transfer: createTransferCheckedInstruction(source, mint, destination, from, amount, token.decimals ?? 0, [], program),
  };
}

function toJson(ix: TransactionInstruction): { programId: string; accounts: { pubkey: string; isSigner: boolean; isWritable: boolean }[]; data: string } {
  return {
    programId: ix.programId.toBase58(),
    accounts: ix.keys.map((k) => ({ pubkey: k.pubkey.toBase58(), isSigner: k.isSigner, isWritable: k.isWritable })),
    data: Buffer.from(ix.data).toString('base64'),
  };
}
