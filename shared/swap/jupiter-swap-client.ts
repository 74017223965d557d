import { PublicKey, TransactionInstruction, VersionedTransaction } from '@solana/web3.js';
import { Ajv, type ValidateFunction } from 'ajv';
import { AppError, validationError } from '../errors/app-error.js';
import { providerErrorMessage, requestProviderJson } from '../prices/provider-http.js';
import type { UpstreamBudget } from '../upstream/upstream-budget.js';

/** Where and how to reach Jupiter (settings JUPITER_API_URL, JUPITER_API_KEY, PROVIDER_TIMEOUT_MS). */
export interface JupiterSwapClientOptions {
  /** API base without a trailing path, e.g. https://api.jup.ag. */
  baseUrl: string;
  /** Sent as `x-api-key` when non-empty. */
  apiKey?: string;
  /** The shared request budget every call waits for (JUPITER_RPS); none for a venue of our own. */
  budget?: UpstreamBudget;
  /** Deadline of one HTTP call, in ms. */
  timeoutMs: number;
  /** The venue's name in errors (`details.provider`); default `jupiter`. */
  name?: string;
  /** Told each call's endpoint and duration (s), for /metrics. */
  observe?: (endpoint: string, seconds: number) => void;
}

export type SwapMode = 'ExactIn' | 'ExactOut';

/** What to quote (the query of `GET /swap/v1/quote`). */
export interface QuoteParams {
  inputMint: string;
  outputMint: string;
  /** Raw integer amount as a string: of the input token for ExactIn, of the output token for ExactOut. */
  amount: string;
  swapMode: SwapMode;
  slippageBps: number;
}

/** One hop of a route (`routePlan[].swapInfo`). */
export interface JupiterSwapInfo {
  ammKey: string;
  label?: string;
  inputMint: string;
  outputMint: string;
  inAmount: string;
  outAmount: string;
  feeAmount?: string;
  feeMint?: string;
}

/**
 * Jupiter's quote (Swap API v1 QuoteResponse). Amounts are raw integer strings;
 * `otherAmountThreshold` is the least output (ExactIn) or most input (ExactOut) the slippage
 * allows. Kept whole, unknown fields included, because swap-instructions wants it back verbatim.
 */
export interface JupiterQuote {
  inputMint: string;
  inAmount: string;
  outputMint: string;
  outAmount: string;
  otherAmountThreshold: string;
  swapMode: SwapMode;
  slippageBps: number;
  platformFee?: { amount?: string; feeBps?: number } | null;
  priceImpactPct: string;
  routePlan: { swapInfo: JupiterSwapInfo; percent?: number | null }[];
  contextSlot?: number;
  timeTaken?: number;
  [field: string]: unknown;
}

/** What to build (the body of `POST /swap/v1/swap-instructions`). */
export interface SwapInstructionsParams {
  quoteResponse: JupiterQuote;
  /** The wallet that signs and pays. */
  userPublicKey: string;
  /** Wrap SOL input and unwrap SOL output inside the transaction; Jupiter's default, true. */
  wrapAndUnwrapSol?: boolean;
  /** Let Jupiter simulate to size the compute unit limit; false by default since the builder simulates itself. */
  dynamicComputeUnitLimit?: boolean;
  /** Compute unit price for Jupiter's compute budget instructions, in micro-lamports. */
  computeUnitPriceMicroLamports?: number;
  /** Token account receiving the output instead of the user's associated token account; must exist. */
  destinationTokenAccount?: string;
}

/** An instruction as Jupiter sends it: base58 addresses, base64 data. */
export interface JupiterInstruction {
  programId: string;
  accounts: { pubkey: string; isSigner: boolean; isWritable: boolean }[];
  data: string;
}

/**
 * Jupiter's swap instructions, in the order a transaction runs them: compute budget, setup
 * (e.g. the output token account), `otherInstructions` (e.g. a Jito tip), swap, cleanup (e.g.
 * unwrapping SOL). The caller loads `addressLookupTableAddresses` itself to compile a v0 message.
 */
export interface JupiterSwapInstructions {
  computeBudgetInstructions: JupiterInstruction[];
  setupInstructions: JupiterInstruction[];
  otherInstructions: JupiterInstruction[];
  swapInstruction: JupiterInstruction;
  cleanupInstruction: JupiterInstruction | null;
  addressLookupTableAddresses: string[];
}

const PROVIDER = 'jupiter';

/** Jupiter error codes with a message that tells the caller what to do. */
export const KNOWN_ERRORS: Record<string, string> = {
  // Answered as 400 validation_error (no_route) from a quote or build; this text otherwise.
  COULD_NOT_FIND_ANY_ROUTE: 'Jupiter found no route for this swap; try a smaller amount or another token pair.',
  NO_ROUTES_FOUND: 'Jupiter found no route for this swap; try a smaller amount or another token pair.',
  TOKEN_NOT_TRADABLE: 'Jupiter cannot trade one of these tokens; choose another token.',
  ROUTE_PLAN_DOES_NOT_CONSUME_ALL_THE_AMOUNT: 'Jupiter cannot route the whole amount; try a smaller amount.',
  // RFQ venues (a market maker co-signs): the quote lapsed or the market moved before it signed.
  QUOTE_EXPIRED: 'The market maker\'s quote expired before it signed; build the swap again.',
  QUOTE_NOT_FOUND: 'The market maker no longer holds this quote; build the swap again.',
  SLIPPAGE_EXCEEDED: 'The market moved past the slippage bound before the market maker signed; build the swap again or allow more slippage.',
  // The local test market caps the open quotes one wallet (and one account) may hold.
  RESERVATION_LIMIT_REACHED: 'The market maker already holds as many open quotes for this wallet as it allows; submit or abandon earlier swaps of this wallet and build again once their quotes expire (30 s).',
};

export const base58Address = { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' };
export const rawAmount = { type: 'string', pattern: '^[0-9]{1,20}$' };
export const instructionSchema = {
  type: 'object',
  required: ['programId', 'accounts', 'data'],
  properties: {
    programId: base58Address,
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['pubkey', 'isSigner', 'isWritable'],
        properties: { pubkey: base58Address, isSigner: { type: 'boolean' }, isWritable: { type: 'boolean' } },
      },
    },
    data: { type: 'string', pattern: '^[A-Za-z0-9+/]*={0,2}$' },
  },
};

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validateQuote: ValidateFunction<JupiterQuote> = ajv.compile<JupiterQuote>({
  type: 'object',
  required: ['inputMint', 'inAmount', 'outputMint', 'outAmount', 'otherAmountThreshold', 'swapMode', 'slippageBps', 'priceImpactPct', 'routePlan'],
  properties: {
    inputMint: base58Address,
    inAmount: rawAmount,
    outputMint: base58Address,
    outAmount: rawAmount,
    otherAmountThreshold: rawAmount,
    swapMode: { enum: ['ExactIn', 'ExactOut'] },
    slippageBps: { type: 'integer', minimum: 0, maximum: 10_000 },
    platformFee: { type: ['object', 'null'] },
    priceImpactPct: { type: 'string', pattern: '^-?[0-9.eE+-]+$' },
    routePlan: {
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['swapInfo'], properties: { swapInfo: { type: 'object', required: ['ammKey', 'inputMint', 'outputMint', 'inAmount', 'outAmount'] } } },
    },
  },
});
const validateSwapInstructions = ajv.compile({
  type: 'object',
  required: ['computeBudgetInstructions', 'setupInstructions', 'swapInstruction', 'addressLookupTableAddresses'],
  properties: {
    computeBudgetInstructions: { type: 'array', items: instructionSchema },
    setupInstructions: { type: 'array', items: instructionSchema },
    otherInstructions: { type: ['array', 'null'], items: instructionSchema },
    swapInstruction: instructionSchema,
    cleanupInstruction: { ...instructionSchema, type: ['object', 'null'] },
    addressLookupTableAddresses: { type: 'array', items: base58Address },
  },
});

/**
 * Client of Jupiter's Swap API v1: `GET /swap/v1/quote` and `POST /swap/v1/swap-instructions`.
 *
 * Every answer is checked before it is returned. Errors: no answer in time is `timeout`; a
 * network failure, HTTP 429/5xx, or an answer that breaks the documented shape or does not
 * match the request is `upstream_error`; a Jupiter error body (`{ error, errorCode }`, e.g.
 * HTTP 400 `TOKEN_NOT_TRADABLE`) is `upstream_error` too, with `details.providerCode` set to
 * Jupiter's code and `details.providerMessage` to its message. Except "no route" (HTTP 4xx
 * `COULD_NOT_FIND_ANY_ROUTE` / `NO_ROUTES_FOUND` to a quote): the caller's amount or pair, so
 * 400 validation_error with `details.reason: 'no_route'` (see jupiterError).
 */
export class JupiterSwapClient {
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;
  /** The venue's name in errors. */
  readonly name: string;

  constructor(private readonly options: JupiterSwapClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.headers = options.apiKey ? { 'x-api-key': options.apiKey } : {};
    this.name = options.name ?? PROVIDER;
  }

  /** Quotes a swap; the answer's amounts match the request (mints, mode, fixed amount). */
  async quote(params: QuoteParams): Promise<JupiterQuote> {
    if (!/^[1-9][0-9]{0,19}$/.test(params.amount)) throw validationError('amount', 'must be a positive raw integer amount');
    if (!Number.isInteger(params.slippageBps) || params.slippageBps < 0 || params.slippageBps > 10_000) {
      throw validationError('slippageBps', 'must be an integer from 0 to 10000');
    }
    const query = new URLSearchParams({
      inputMint: params.inputMint,
      outputMint: params.outputMint,
      amount: params.amount,
      slippageBps: String(params.slippageBps),
      swapMode: params.swapMode,
    });
    const body = await this.call('quote', `${this.baseUrl}/swap/v1/quote?${query}`);
    if (!validateQuote(body)) throw nonsense(this.name, 'quote', ajv.errorsText(validateQuote.errors));

    const fixedAmount = params.swapMode === 'ExactIn' ? body.inAmount : body.outAmount;
    if (body.inputMint !== params.inputMint || body.outputMint !== params.outputMint || body.swapMode !== params.swapMode || fixedAmount !== params.amount) {
      throw nonsense(this.name, 'quote', 'the quote is for other mints, another swap mode or another amount than requested');
    }
    if (BigInt(body.inAmount) === 0n || BigInt(body.outAmount) === 0n) throw nonsense(this.name, 'quote', 'the quote swaps a zero amount');
    return body;
  }

  /** Fetches the instructions of a quoted swap for `userPublicKey` to sign. */
  async swapInstructions(params: SwapInstructionsParams): Promise<JupiterSwapInstructions> {
    parseAddress(params.userPublicKey, 'userPublicKey');
    const body = await this.call('swap-instructions', `${this.baseUrl}/swap/v1/swap-instructions`, {
      quoteResponse: params.quoteResponse,
      userPublicKey: params.userPublicKey,
      wrapAndUnwrapSol: params.wrapAndUnwrapSol ?? true,
      dynamicComputeUnitLimit: params.dynamicComputeUnitLimit ?? false,
      ...(params.computeUnitPriceMicroLamports === undefined ? {} : { computeUnitPriceMicroLamports: params.computeUnitPriceMicroLamports }),
      ...(params.destinationTokenAccount === undefined ? {} : { destinationTokenAccount: params.destinationTokenAccount }),
    });
    if (!validateSwapInstructions(body)) throw nonsense(this.name, 'swap-instructions', ajv.errorsText(validateSwapInstructions.errors));

    const raw = body as Omit<JupiterSwapInstructions, 'cleanupInstruction' | 'otherInstructions'> & {
      cleanupInstruction?: JupiterInstruction | null;
      otherInstructions?: JupiterInstruction[] | null;
    };
    const instructions: JupiterSwapInstructions = {
      computeBudgetInstructions: raw.computeBudgetInstructions,
      setupInstructions: raw.setupInstructions,
      otherInstructions: raw.otherInstructions ?? [],
      swapInstruction: raw.swapInstruction,
      cleanupInstruction: raw.cleanupInstruction ?? null,
      addressLookupTableAddresses: raw.addressLookupTableAddresses,
    };
    // Converting once here turns an address the pattern let through but that is not 32 bytes
    // into an upstream_error now, not into a crash in the transaction builder.
    for (const ix of [...instructions.computeBudgetInstructions, ...instructions.setupInstructions, ...instructions.otherInstructions, instructions.swapInstruction]) {
      toTransactionInstruction(ix);
    }
    if (instructions.cleanupInstruction) toTransactionInstruction(instructions.cleanupInstruction);
    for (const address of instructions.addressLookupTableAddresses) parseAddress(address);
    return instructions;
  }

  /**
   * The legs of a limit fill from an RFQ venue that offers them (the local market's
   * `POST /swap/v1/limit-instructions`; Jupiter has none): the wallet pays exactly `inAmount`,
   * receives exactly `outAmount`, and the maker co-signs only at fill time, at or past the limit.
   */
  async limitInstructions(params: { userPublicKey: string; inputMint: string; outputMint: string; inAmount: string; outAmount: string }): Promise<{ instructions: JupiterInstruction[]; maker: string }> {
    parseAddress(params.userPublicKey, 'userPublicKey');
    const body = await this.call('limit-instructions', `${this.baseUrl}/swap/v1/limit-instructions`, params);
    if (!validateSwapInstructions(body)) throw nonsense(this.name, 'limit-instructions', ajv.errorsText(validateSwapInstructions.errors));
    const raw = body as JupiterSwapInstructions & { maker?: unknown; otherInstructions?: JupiterInstruction[] | null };
    if (typeof raw.maker !== 'string') throw nonsense(this.name, 'limit-instructions', 'no maker named');
    const instructions = [...raw.setupInstructions, ...(raw.otherInstructions ?? []), raw.swapInstruction];
    for (const ix of instructions) toTransactionInstruction(ix);
    parseAddress(raw.maker, 'maker');
    return { instructions, maker: raw.maker };
  }

  /**
   * Asks an RFQ venue's market maker to co-sign a swap transaction whose instructions need its
   * signature (`POST /swap/v1/cosign`, body `{ transaction }` base64). Answers the transaction
   * with the maker's signature added; anything else changed is upstream_error.
   */
  async cosign(transaction: VersionedTransaction): Promise<VersionedTransaction> {
    const body = await this.call('cosign', `${this.baseUrl}/swap/v1/cosign`, { transaction: Buffer.from(transaction.serialize()).toString('base64') });
    const text = (body as { transaction?: unknown } | null)?.transaction;
    let signed: VersionedTransaction | undefined;
    try {
      signed = typeof text === 'string' ? VersionedTransaction.deserialize(Buffer.from(text, 'base64')) : undefined;
    } catch {
      signed = undefined;
    }
    if (!signed || !Buffer.from(signed.message.serialize()).equals(Buffer.from(transaction.message.serialize()))) {
      throw nonsense(this.name, 'cosign', 'the co-signed transaction is not the transaction sent');
    }
    return signed;
  }

  private async call(endpoint: string, url: string, body?: unknown): Promise<unknown> {
    const answer = await requestProviderJson({
      provider: this.name,
      url,
      timeoutMs: this.options.timeoutMs,
      method: body === undefined ? 'GET' : 'POST',
      headers: this.headers,
      body,
      budget: this.options.budget,
      observe: (s) => this.options.observe?.(endpoint, s),
    });
    const message = providerErrorMessage(answer.body);
    if (answer.status !== 200 || message !== undefined) throw jupiterError(this.name, endpoint, answer.status, answer.body, message);
    return answer.body;
  }
}

/** Converts one of Jupiter's JSON instructions into a @solana/web3.js TransactionInstruction. */
export function toTransactionInstruction(ix: JupiterInstruction): TransactionInstruction {
  return new TransactionInstruction({
    programId: parseAddress(ix.programId),
    keys: ix.accounts.map((a) => ({ pubkey: parseAddress(a.pubkey), isSigner: a.isSigner, isWritable: a.isWritable })),
    data: Buffer.from(ix.data, 'base64'),
  });
}

/** Parses a base58 address; a bad one is the caller's fault when `field` is given, else Jupiter's. */
export function parseAddress(address: string, field?: string): PublicKey {
  try {
    return new PublicKey(address);
  } catch (err) {
    if (field) throw validationError(field, 'must be a base58 Solana address');
    throw new AppError('upstream_error', `${PROVIDER} sent an invalid account address (${address}); try again shortly.`, {
      details: { provider: PROVIDER },
      cause: err,
    });
  }
}

/**
 * Venue codes meaning "no route for this amount or pair": the client's problem (too large an
 * amount, a pair without liquidity), not an outage.
 */
export const NO_ROUTE_CODES: ReadonlySet<string> = new Set(['COULD_NOT_FIND_ANY_ROUTE', 'NO_ROUTES_FOUND']);

/**
 * The AppError for a venue's error answer. A 4xx no-route answer to a quote (v1) or a build
 * (v2) is 400 validation_error `{ field: 'amount', reason: 'no_route', providerCode }`: only a
 * smaller amount or another pair helps, retrying never does. Anything else is upstream_error.
 */
export function jupiterError(provider: string, endpoint: string, status: number, body: unknown, message: string | undefined): AppError {
  const code = (body as { errorCode?: unknown } | null)?.errorCode;
  const providerCode = typeof code === 'string' ? code : undefined;
  if (providerCode !== undefined && NO_ROUTE_CODES.has(providerCode) && status >= 400 && status < 500 && (endpoint === 'quote' || endpoint === 'build')) {
    return new AppError('validation_error', `${provider} found no route for this swap; try a smaller amount or another token pair.`, {
      details: { field: 'amount', reason: 'no_route', provider, providerCode, ...(message ? { providerMessage: message } : {}) },
    });
  }
  const known = providerCode === undefined ? undefined : KNOWN_ERRORS[providerCode];
  const text = known ?? `${provider} rejected the ${endpoint} request (HTTP ${status}${message ? `: ${message}` : ''}); check the request and JUPITER_API_KEY, or try again shortly.`;
  return new AppError('upstream_error', text, {
    details: { provider, status, ...(providerCode ? { providerCode } : {}), ...(message ? { providerMessage: message } : {}) },
  });
}

export function nonsense(provider: string, endpoint: string, reason: string): AppError {
  return new AppError('upstream_error', `${provider} answered the ${endpoint} request with something this service cannot use; try again shortly.`, {
    details: { provider, reason },
  });
}
