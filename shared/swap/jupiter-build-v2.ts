import { Ajv } from 'ajv';
import { validationError } from '../errors/app-error.js';
import { providerErrorMessage, requestProviderJson } from '../prices/provider-http.js';
import type { UpstreamBudget } from '../upstream/upstream-budget.js';
import { base58Address, instructionSchema, jupiterError, nonsense, parseAddress, rawAmount, toTransactionInstruction, type JupiterInstruction, type JupiterSwapInfo } from './jupiter-swap-client.js';

/** Where and how to reach Jupiter's Swap API v2 (the same settings as v1). */
export interface JupiterBuildV2Options {
  /** API base without a trailing path, e.g. https://api.jup.ag. */
  baseUrl: string;
  /** Sent as `x-api-key` when non-empty. */
  apiKey?: string;
  timeoutMs: number;
  /** The venue's name in errors (`details.provider`); default `jupiter`. */
  name?: string;
  budget?: UpstreamBudget;
  /** Told each call's endpoint and duration (s), for /metrics. */
  observe?: (endpoint: string, seconds: number) => void;
}

/** What to build (the query of `GET /swap/v2/build`): ExactIn only. */
export interface BuildV2Params {
  inputMint: string;
  outputMint: string;
  /** Raw integer amount of the input token. */
  amount: string;
  slippageBps: number;
  /** The wallet that swaps, signs and pays (v1's `userPublicKey`). */
  taker: string;
}

/**
 * `GET /swap/v2/build`'s answer (dev.jup.ag, "Build Transaction"): the quote and the raw
 * instructions in one. Route steps carry `bps` (v1: `percent`); lookup tables come with their
 * addresses (`addressesByLookupTableAddress`, v1: `addressLookupTableAddresses` to fetch).
 * Unknown fields are kept (an RFQ venue adds `maker`).
 */
export interface JupiterBuildV2 {
  inputMint: string;
  outputMint: string;
  inAmount: string;
  outAmount: string;
  otherAmountThreshold: string;
  swapMode: 'ExactIn';
  slippageBps: number;
  priceImpactPct?: string | number | null;
  platformFee?: { amount?: string; feeBps?: number; bps?: number } | null;
  routePlan: { swapInfo: JupiterSwapInfo; bps?: number | null; percent?: number | null; usdValue?: number | null }[];
  computeBudgetInstructions: JupiterInstruction[];
  setupInstructions: JupiterInstruction[];
  swapInstruction: JupiterInstruction;
  cleanupInstruction?: JupiterInstruction | null;
  otherInstructions?: JupiterInstruction[] | null;
  tipInstruction?: JupiterInstruction | null;
  addressesByLookupTableAddress?: Record<string, string[]> | null;
  blockhashWithMetadata?: { blockhash: number[]; lastValidBlockHeight: number } | null;
  [field: string]: unknown;
}

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validateBuild = ajv.compile<JupiterBuildV2>({
  type: 'object',
  required: ['inputMint', 'outputMint', 'inAmount', 'outAmount', 'otherAmountThreshold', 'slippageBps', 'routePlan', 'computeBudgetInstructions', 'setupInstructions', 'swapInstruction'],
  properties: {
    inputMint: base58Address,
    outputMint: base58Address,
    inAmount: rawAmount,
    outAmount: rawAmount,
    otherAmountThreshold: rawAmount,
    swapMode: { const: 'ExactIn' },
    slippageBps: { type: 'integer', minimum: 0, maximum: 10_000 },
    priceImpactPct: { type: ['string', 'number', 'null'] },
    platformFee: { type: ['object', 'null'] },
    routePlan: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['swapInfo'],
        properties: {
          swapInfo: { type: 'object', required: ['ammKey', 'inputMint', 'outputMint', 'inAmount', 'outAmount'] },
          bps: { type: ['integer', 'null'], minimum: 0, maximum: 10_000 },
        },
      },
    },
    computeBudgetInstructions: { type: 'array', items: instructionSchema },
    setupInstructions: { type: 'array', items: instructionSchema },
    swapInstruction: instructionSchema,
    cleanupInstruction: { ...instructionSchema, type: ['object', 'null'] },
    otherInstructions: { type: ['array', 'null'], items: instructionSchema },
    tipInstruction: { ...instructionSchema, type: ['object', 'null'] },
    addressesByLookupTableAddress: { type: ['object', 'null'], additionalProperties: { type: 'array', items: base58Address } },
  },
});

/**
 * Client of Jupiter's Swap API v2 `GET /swap/v2/build`: one call answers the quote and the
 * instructions of an ExactIn swap for `taker`. Errors as JupiterSwapClient's (a Jupiter error
 * body is upstream_error with `details.providerCode`, but no route is 400 validation_error
 * `no_route`; 401/403 upstream_auth; a spent budget 503).
 */
export class JupiterBuildV2Client {
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;
  readonly name: string;

  constructor(private readonly options: JupiterBuildV2Options) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.headers = options.apiKey ? { 'x-api-key': options.apiKey } : {};
    this.name = options.name ?? 'jupiter';
  }

  async build(params: BuildV2Params): Promise<JupiterBuildV2> {
    if (!/^[1-9][0-9]{0,19}$/.test(params.amount)) throw validationError('amount', 'must be a positive raw integer amount');
    if (!Number.isInteger(params.slippageBps) || params.slippageBps < 0 || params.slippageBps > 10_000) {
      throw validationError('slippageBps', 'must be an integer from 0 to 10000');
    }
    parseAddress(params.taker, 'taker');
    const query = new URLSearchParams({
      inputMint: params.inputMint,
      outputMint: params.outputMint,
      amount: params.amount,
      slippageBps: String(params.slippageBps),
      taker: params.taker,
    });
    const answer = await requestProviderJson({ provider: this.name, url: `${this.baseUrl}/swap/v2/build?${query}`, timeoutMs: this.options.timeoutMs, headers: this.headers, budget: this.options.budget, observe: (s) => this.options.observe?.('swap/v2/build', s) });
    const message = providerErrorMessage(answer.body);
    if (answer.status !== 200 || message !== undefined) throw jupiterError(this.name, 'build', answer.status, answer.body, message);
    const body = answer.body;
    if (!validateBuild(body)) throw nonsense(this.name, 'build', ajv.errorsText(validateBuild.errors));
    if (body.inputMint !== params.inputMint || body.outputMint !== params.outputMint || body.inAmount !== params.amount) {
      throw nonsense(this.name, 'build', 'the build is for other mints or another amount than requested');
    }
    if (BigInt(body.outAmount) === 0n) throw nonsense(this.name, 'build', 'the build swaps a zero amount');
    // Converting once here turns a malformed address into an upstream_error now, not a crash later.
    for (const ix of [...body.computeBudgetInstructions, ...body.setupInstructions, ...(body.otherInstructions ?? []), body.swapInstruction]) toTransactionInstruction(ix);
    if (body.cleanupInstruction) toTransactionInstruction(body.cleanupInstruction);
    if (body.tipInstruction) toTransactionInstruction(body.tipInstruction);
    for (const [table, addresses] of Object.entries(body.addressesByLookupTableAddress ?? {})) {
      parseAddress(table);
      for (const address of addresses) parseAddress(address);
    }
    return body;
  }
}
