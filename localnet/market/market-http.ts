/**
 * The local market over HTTP, in the shapes of the APIs it stands in for, on the local
 * cluster's own port: Jupiter Swap API v2 (`GET /swap/v2/build`, ExactIn; market-build-v2.ts),
 * Swap API v1 (`GET /swap/v1/quote`, `POST /swap/v1/swap-instructions`), an RFQ co-signature (`POST /swap/v1/cosign`), Jupiter Price
 * API v3 (`GET /price/v3?ids=`) and Tokens API v2 (search, tag, top lists: tokens-api.ts).
 * Errors are Jupiter's `{ error, errorCode }` with HTTP 400 (404 for an unknown path).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildV2 } from './market-build-v2.js';
import { MarketError, type MarketMaker } from './market-maker.js';
import type { LocalTokensApi } from './tokens-api.js';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_IDS = 100;

/** Paths the market answers; anything else is the JSON-RPC endpoint's. */
export function isMarketPath(url: string | undefined): boolean {
  return url !== undefined && /^\/(swap\/v1|swap\/v2|price\/v3|tokens\/v2|market\/v1)(\/|\?|$)/.test(url);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return reject(new MarketError(413, 'PAYLOAD_TOO_LARGE', `The body is over ${MAX_BODY_BYTES} bytes.`));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new MarketError(400, 'INVALID_REQUEST', 'The body is not JSON.'));
      }
    });
  });
}

function ids(query: URLSearchParams, name: string): string[] {
  const list = (query.get(name) ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (list.length === 0 || list.length > MAX_IDS) throw new MarketError(400, 'INVALID_REQUEST', `${name} must list 1 to ${MAX_IDS} comma-separated mints.`);
  return [...new Set(list)];
}

/** Answers a market request (isMarketPath was true). */
export async function handleMarketRequest(market: MarketMaker, req: IncomingMessage, res: ServerResponse, slot: () => number, tokens?: LocalTokensApi): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const route = `${req.method} ${url.pathname.replace(/\/+$/, '')}`;
  // The caller's account, as Jupiter's API keys name one (reservation caps are per account).
  const apiKey = req.headers['x-api-key'];
  const account = typeof apiKey === 'string' && apiKey !== '' ? `key:${apiKey.slice(0, 128)}` : undefined;
  try {
    switch (route) {
      case 'GET /swap/v2/build':
        return send(res, 200, buildV2(market, url.searchParams, { account }));
      case 'GET /swap/v1/quote':
        return send(res, 200, market.quote(url.searchParams, { account }));
      case 'POST /swap/v1/swap-instructions':
        return send(res, 200, market.swapInstructions(await readJson(req)));
      case 'POST /market/v1/price': {
        // The operator moves a token's price (npm run market -- --set-price SYMBOL=USD); this cluster is a test network by definition.
        const b = (await readJson(req)) as { token?: unknown; priceUsd?: unknown } | null;
        if (typeof b?.token !== 'string' || typeof b.priceUsd !== 'number') throw new MarketError(400, 'INVALID_REQUEST', 'The body must be { token: symbol or mint, priceUsd: number }.');
        return send(res, 200, market.setPrice(b.token, b.priceUsd));
      }
      case 'POST /swap/v1/limit-instructions':
        return send(res, 200, market.limitInstructions(await readJson(req)));
      case 'POST /swap/v1/cosign':
        return send(res, 200, market.cosign(await readJson(req)));
      case 'GET /price/v3': {
        const traded = new Map(market.listTokens().map((t) => [t.mint, t]));
        const body: Record<string, unknown> = {};
        for (const mint of ids(url.searchParams, 'ids')) {
          const token = traded.get(mint);
          if (!token) continue;
          const stats = market.stats(mint);
          body[mint] = { usdPrice: stats.price, blockId: slot(), decimals: token.decimals, priceChange24h: stats.change24h, liquidity: token.depthUsd };
        }
        return send(res, 200, body);
      }
      default: {
        const icon = req.method === 'GET' && tokens ? /^\/tokens\/v2\/icons\/([1-9A-HJ-NP-Za-km-z]{32,44})\.svg$/.exec(url.pathname) : null;
        const svg = icon ? tokens!.iconSvg(icon[1]!) : null;
        if (svg) {
          res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': Buffer.byteLength(svg), 'Cache-Control': 'public, max-age=86400' });
          return void res.end(svg);
        }
        const listed = req.method === 'GET' && tokens ? tokens.answer(url.pathname.replace(/\/+$/, ''), url.searchParams) : null;
        if (listed) return send(res, 200, listed);
        req.resume();
        return send(res, 404, { error: `No route ${route} on this venue.`, errorCode: 'NOT_FOUND' });
      }
    }
  } catch (err) {
    if (err instanceof MarketError) return send(res, err.status, { error: err.message, errorCode: err.errorCode });
    return send(res, 500, { error: 'Internal error', errorCode: 'INTERNAL_ERROR' });
  }
}
