import { createHash } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { genericFailure, startStubServer, type StubFailMode, type StubReply, type StubRequest, type StubServer } from './stub-server.js';
import { resolveStubToken, type StubToken } from './stub-token.js';

/** Per-test configuration; mutable through `stub.options` while the stub runs. */
export interface DexScreenerStubOptions {
  /** Each configured mint gets one generated pair: the mint as base token, USDC as quote. */
  tokens: Record<string, StubToken>;
  /** Extra pairs served as they are (DexScreener's pair shape) whenever they name a requested address. */
  pairs: Record<string, unknown>[];
  fail?: StubFailMode;
}

/** A running DexScreener stub. */
export interface DexScreenerStub extends StubServer {
  readonly options: DexScreenerStubOptions;
}

/** Addresses per call DexScreener documents; the stub answers HTTP 400 above it. */
export const STUB_DEX_ADDRESSES_LIMIT = 30;

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

/**
 * Starts a DexScreener stub on loopback serving `GET /tokens/v1/{chainId}/{a,b,...}` in the
 * documented shape: an array of pairs `{ chainId, dexId, url, pairAddress, baseToken, quoteToken,
 * priceNative, priceUsd, txns, volume, priceChange, liquidity, fdv, marketCap, pairCreatedAt }`
 * holding every pair (generated or extra) whose base or quote token is a requested address.
 *
 * A generated pair quotes the mint against USDC (USDC itself against USDT, both at $1):
 * `priceUsd` = `priceNative` = String(price), `volume.h24`, `priceChange.h24`, `liquidity.usd`
 * (default 1,000,000), `marketCap` = `fdv` = marketCap; a figure left out of the StubToken is
 * left out of the pair. Another chain than `solana` answers []. More than 30 addresses → 400.
 * `options.fail`: see StubFailMode; `errorBody` is HTTP 200 `{ schemaVersion, pairs: null, error }`;
 * `nonsense` cycles generated pairs' priceUsd through "abc", "-1", "0" and 42 (a number).
 */
export async function startDexScreenerStub(options: Partial<DexScreenerStubOptions> = {}): Promise<DexScreenerStub> {
  const config: DexScreenerStubOptions = { tokens: {}, pairs: [], ...options };
  const server = await startStubServer((request) => route(config, request));
  return Object.assign(server, { options: config });
}

function route(config: DexScreenerStubOptions, request: StubRequest): StubReply {
  const match = /^\/tokens\/v1\/([^/]+)\/([^/]+)$/.exec(request.path);
  if (request.method !== 'GET' || match === null) return { status: 404, json: { error: 'Not found' } };
  if (config.fail !== undefined) {
    const generic = genericFailure(config.fail);
    if (generic !== undefined) return generic;
    if (config.fail === 'errorBody') return { status: 200, json: { schemaVersion: '1.0.0', pairs: null, error: 'Internal error' } };
  }
  const chainId = decodeURIComponent(match[1]);
  const addresses = decodeURIComponent(match[2]).split(',').filter((a) => a !== '');
  if (addresses.length > STUB_DEX_ADDRESSES_LIMIT) return { status: 400, json: { error: `At most ${STUB_DEX_ADDRESSES_LIMIT} token addresses per request` } };
  if (chainId !== 'solana') return { status: 200, json: [] };

  const wanted = new Set(addresses);
  const nonsensePrices: unknown[] = ['abc', '-1', '0', 42];
  const generated = Object.keys(config.tokens)
    .map((mint, i) => generatedPair(config, mint, config.fail === 'nonsense' ? nonsensePrices[i % nonsensePrices.length] : undefined))
    .filter((pair) => wanted.has(pair.baseToken.address) || wanted.has(pair.quoteToken.address));
  const extra = config.pairs.filter((pair) => {
    const p = pair as { baseToken?: { address?: string }; quoteToken?: { address?: string } };
    return wanted.has(p.baseToken?.address ?? '') || wanted.has(p.quoteToken?.address ?? '');
  });
  return { status: 200, json: [...generated, ...extra] };
}

function generatedPair(config: DexScreenerStubOptions, mint: string, nonsensePrice: unknown) {
  const token = resolveStubToken(config.tokens, mint);
  if (token === undefined) throw new Error(`no stub token ${mint}`);
  const quote = mint === USDC ? { address: USDT, name: 'Tether USD', symbol: 'USDT' } : { address: USDC, name: 'USD Coin', symbol: 'USDC' };
  const pairAddress = new PublicKey(createHash('sha256').update(`${mint}/${quote.address}`).digest()).toBase58();
  const liquidity = token.liquidity ?? 1_000_000;
  return {
    chainId: 'solana',
    dexId: 'raydium',
    url: `https://dexscreener.com/solana/${pairAddress.toLowerCase()}`,
    pairAddress,
    baseToken: { address: mint, name: token.name, symbol: token.symbol },
    quoteToken: quote,
    priceNative: String(token.price),
    priceUsd: nonsensePrice ?? String(token.price),
    txns: { m5: { buys: 1, sells: 1 }, h1: { buys: 10, sells: 9 }, h6: { buys: 60, sells: 50 }, h24: { buys: 240, sells: 200 } },
    volume: token.volume24h === undefined ? {} : { h24: token.volume24h, h6: token.volume24h / 4, h1: token.volume24h / 24, m5: token.volume24h / 288 },
    priceChange: token.change24h === undefined ? {} : { m5: 0, h1: 0, h6: 0, h24: token.change24h },
    liquidity: { usd: liquidity, base: liquidity / 2 / token.price, quote: liquidity / 2 },
    ...(token.marketCap === undefined ? {} : { fdv: token.marketCap, marketCap: token.marketCap }),
    pairCreatedAt: 1_700_000_000_000,
  };
}
