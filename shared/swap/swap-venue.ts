import type { Redis } from 'ioredis';
import type { VersionedTransaction } from '@solana/web3.js';
import type { Config } from '../../config/index.js';
import type { Network } from '../chain/token-list.js';
import { UpstreamBudget } from '../upstream/upstream-budget.js';
import { JupiterBuildV2Client } from './jupiter-build-v2.js';
import { JupiterSwapClient, type JupiterInstruction, type QuoteParams, type SwapMode } from './jupiter-swap-client.js';

/** Which of Jupiter's APIs built a swap, as the build's `breakdown.swapApi` names it. */
export type SwapApi = 'swap/v2/build' | 'swap/v1';

/** A swap to build for a wallet. */
export interface SwapBuildParams {
  inputMint: string;
  outputMint: string;
  /** Raw integer amount: of the input token for ExactIn, of the output token for ExactOut. */
  amount: string;
  swapMode: SwapMode;
  slippageBps: number;
  /** The wallet that swaps, signs and pays. */
  wallet: string;
  /**
   * A token account (existing when the swap runs) that receives the output instead of the
   * wallet's own: v1's `destinationTokenAccount` (v2 `/build` has no such option, so a swap
   * with one is built through v1 in either mode).
   */
  destinationTokenAccount?: string;
}

/** A built swap, the same whichever API served it. */
export interface SwapBuild {
  api: SwapApi;
  inputMint: string;
  outputMint: string;
  inAmount: string;
  outAmount: string;
  otherAmountThreshold: string;
  swapMode: SwapMode;
  slippageBps: number;
  /** Price impact as a fraction (0.001 = 0.1%). */
  priceImpact: number;
  /** Each route step's venue label (or AMM key). */
  route: string[];
  /** An RFQ venue's market maker, whose signature the transaction needs. */
  maker?: string;
  /** In execution order: setup, other (tips), swap, cleanup. Compute budget instructions left out. */
  instructions: JupiterInstruction[];
  /** Lookup tables, with their addresses when the API sent them (v2) or null to read them from chain (v1). */
  lookupTables: { address: string; addresses: string[] | null }[];
}

/** One way of building a swap (an adapter over one of Jupiter's APIs). */
export interface SwapAdapter {
  readonly api: SwapApi;
  build(params: SwapBuildParams): Promise<SwapBuild>;
}

/** Swap API v1 (Metis): `GET /swap/v1/quote` then `POST /swap/v1/swap-instructions`; ExactIn and ExactOut. */
export class MetisV1Adapter implements SwapAdapter {
  readonly api = 'swap/v1' as const;
  constructor(readonly client: JupiterSwapClient) {}

  async build(params: SwapBuildParams): Promise<SwapBuild> {
    const quote = await this.client.quote({ inputMint: params.inputMint, outputMint: params.outputMint, amount: params.amount, swapMode: params.swapMode, slippageBps: params.slippageBps });
    const swap = await this.client.swapInstructions({
      quoteResponse: quote,
      userPublicKey: params.wallet,
      wrapAndUnwrapSol: true,
      dynamicComputeUnitLimit: false,
      ...(params.destinationTokenAccount ? { destinationTokenAccount: params.destinationTokenAccount } : {}),
    });
    return {
      api: this.api,
      inputMint: quote.inputMint,
      outputMint: quote.outputMint,
      inAmount: quote.inAmount,
      outAmount: quote.outAmount,
      otherAmountThreshold: quote.otherAmountThreshold,
      swapMode: quote.swapMode,
      slippageBps: quote.slippageBps,
      priceImpact: Number(quote.priceImpactPct),
      route: quote.routePlan.map((step) => step.swapInfo.label ?? step.swapInfo.ammKey),
      ...(typeof quote.maker === 'string' ? { maker: quote.maker } : {}),
      instructions: [...swap.setupInstructions, ...swap.otherInstructions, swap.swapInstruction, ...(swap.cleanupInstruction ? [swap.cleanupInstruction] : [])],
      lookupTables: swap.addressLookupTableAddresses.map((address) => ({ address, addresses: null })),
    };
  }
}

/** Swap API v2: `GET /swap/v2/build`, one call; ExactIn only. */
export class BuildV2Adapter implements SwapAdapter {
  readonly api = 'swap/v2/build' as const;
  constructor(readonly client: JupiterBuildV2Client) {}

  async build(params: SwapBuildParams): Promise<SwapBuild> {
    if (params.swapMode !== 'ExactIn') throw new Error('Swap API v2 /build builds ExactIn swaps only.');
    if (params.destinationTokenAccount) throw new Error('Swap API v2 /build has no destination token account option.');
    const built = await this.client.build({ inputMint: params.inputMint, outputMint: params.outputMint, amount: params.amount, slippageBps: params.slippageBps, taker: params.wallet });
    return {
      api: this.api,
      inputMint: built.inputMint,
      outputMint: built.outputMint,
      inAmount: built.inAmount,
      outAmount: built.outAmount,
      otherAmountThreshold: built.otherAmountThreshold,
      swapMode: 'ExactIn',
      slippageBps: built.slippageBps,
      priceImpact: Number(built.priceImpactPct ?? 0),
      route: built.routePlan.map((step) => step.swapInfo.label ?? step.swapInfo.ammKey),
      ...(typeof built.maker === 'string' ? { maker: built.maker } : {}),
      instructions: [
        ...built.setupInstructions,
        ...(built.otherInstructions ?? []),
        built.swapInstruction,
        ...(built.cleanupInstruction ? [built.cleanupInstruction] : []),
        ...(built.tipInstruction ? [built.tipInstruction] : []),
      ],
      lookupTables: Object.entries(built.addressesByLookupTableAddress ?? {}).map(([address, addresses]) => ({ address, addresses })),
    };
  }
}

/**
 * The swap client of a venue: one interface, two adapters chosen per request. ExactIn swaps
 * build through Swap API v2 `/build` (what Jupiter asks integrations to use); ExactOut, which
 * `/build` lacks, through v1 quote + swap-instructions. Quotes alone (a USD amount without a
 * price) and an RFQ maker's co-signature go through v1.
 */
export class SwapClient {
  constructor(readonly v1: JupiterSwapClient, readonly v2: JupiterBuildV2Client | null) {}

  /** The adapter that builds a swap of this mode (and to another account than the wallet's: v1, which has the option). */
  adapterFor(swapMode: SwapMode, destination?: string): SwapAdapter {
    return swapMode === 'ExactIn' && this.v2 && !destination ? new BuildV2Adapter(this.v2) : new MetisV1Adapter(this.v1);
  }

  build(params: SwapBuildParams): Promise<SwapBuild> {
    return this.adapterFor(params.swapMode, params.destinationTokenAccount).build(params);
  }

  quote(params: QuoteParams) {
    return this.v1.quote(params);
  }

  cosign(transaction: VersionedTransaction): Promise<VersionedTransaction> {
    return this.v1.cosign(transaction);
  }
}

/** Where and how a network's swaps are quoted and built, and the name builds show. */
export interface SwapVenue {
  name: string;
  client: SwapClient;
}

export type SwapVenues = Partial<Record<Network, SwapVenue>>;

/**
 * Jupiter's request budget (JUPITER_RPS, shared by every process through Redis), or undefined
 * without Redis (unit tests). Every client of JUPITER_API_URL takes its calls from it.
 */
export function jupiterBudget(redis: Redis, prefix: string, providers: Config['providers']): UpstreamBudget {
  return new UpstreamBudget(redis, prefix, { upstream: 'jupiter', rps: providers.jupiterRps, maxWaitMs: providers.jupiterBudgetWaitMs });
}

/**
 * The configured venue per network: Jupiter (JUPITER_API_URL, JUPITER_API_KEY, within
 * `budget`) for mainnet; for devnet the API at DEVNET_SWAP_API_URL when set (none otherwise:
 * Jupiter routes mainnet only), which answers the same two APIs.
 */
export function createSwapVenues(providers: Config['providers'], budget?: UpstreamBudget, observe?: (venue: string, endpoint: string, seconds: number) => void): SwapVenues {
  const jupiter = { baseUrl: providers.jupiterApiUrl, apiKey: providers.jupiterApiKey, timeoutMs: providers.timeoutMs, budget, observe: (endpoint: string, s: number) => observe?.('jupiter', endpoint, s) };
  const venues: SwapVenues = {
    mainnet: { name: 'jupiter', client: new SwapClient(new JupiterSwapClient(jupiter), new JupiterBuildV2Client(jupiter)) },
  };
  if (providers.devnetSwapApiUrl) {
    const name = providers.devnetSwapVenueName;
    const own = { baseUrl: providers.devnetSwapApiUrl, timeoutMs: providers.timeoutMs, name, observe: (endpoint: string, s: number) => observe?.(name, endpoint, s) };
    venues.devnet = { name, client: new SwapClient(new JupiterSwapClient(own), new JupiterBuildV2Client(own)) };
  }
  return venues;
}

/**
 * The warning to log once at start when JUPITER_API_URL names lite-api.jup.ag, which Jupiter
 * is retiring in favour of api.jup.ag with an API key; null for any other host.
 */
export function retiredJupiterHostWarning(baseUrl: string): string | null {
  let host: string;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return null;
  }
  if (host !== 'lite-api.jup.ag') return null;
  return 'JUPITER_API_URL names lite-api.jup.ag, which Jupiter is retiring: set JUPITER_API_URL=https://api.jup.ag and JUPITER_API_KEY (a free key from portal.jup.ag allows 1 request/s).';
}
