import { PRICE_FETCH_MAX_MINTS } from '../../shared/jobs/prices.js';

/** Most ids GET /v1/prices?ids= takes (api-decisions section 7). */
export const MAX_PRICE_IDS = PRICE_FETCH_MAX_MINTS;

/**
 * JSON Schemas of the price routes. Each id is a mint (base58, 32 bytes) or a registry symbol;
 * which of the two, and whether it is well formed, is checked per id by the handler, so that
 * a malformed mint (400) is told apart from an unknown symbol (404).
 */
export const getPriceSchema = {
  params: {
    type: 'object',
    properties: { tokenMint: { type: 'string', minLength: 1, maxLength: 64 } },
    required: ['tokenMint'],
  },
} as const;

export const listPricesSchema = {
  query: {
    type: 'object',
    properties: {
      // 100 mints of up to 44 characters and their commas; the count is checked by the handler.
      ids: { type: 'string', minLength: 1, maxLength: 8192 },
    },
    required: ['ids'],
    additionalProperties: false,
  },
} as const;

/** Response schemas (components.schemas) of the price routes. */
export const priceComponents = {
  Price: {
    type: 'object',
    description: 'The spec\'s Price record plus `source` and `stale` (docs/prices-and-portfolio.md).',
    properties: {
      mint: { type: 'string', description: 'Token mint address.' },
      symbol: { type: 'string', description: 'Token symbol.' },
      price: { type: 'number', description: 'Current price in USD.' },
      change24h: { type: 'number', description: '24-hour price change, in percent.' },
      volume24h: { type: 'number', description: '24-hour trading volume in USD.' },
      marketCap: { type: 'number', description: 'Market capitalization in USD.' },
      lastUpdated: { type: 'string', format: 'date-time', description: 'When the price was last updated.' },
      source: { type: 'string', description: 'The provider that answered (e.g. jupiter, dexscreener; `localnet-rfq` for the local cluster\'s market on test keys).' },
      stale: { type: 'boolean', description: 'True when every provider failed and this is the last known price, older than the freshness window.' },
      marketMint: { type: 'string', description: 'For a devnet token: the mainnet mint whose market price it carries.' },
    },
    required: ['mint', 'symbol', 'price', 'change24h', 'volume24h', 'marketCap', 'lastUpdated', 'source', 'stale'],
    additionalProperties: false,
  },
} as const;

/** A real answer of GET /v1/prices/SOL. */
export const priceExample = {
  mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', price: 142.37, change24h: -1.82, volume24h: 2483920113.5, marketCap: 68120034550,
  lastUpdated: '2026-11-23T10:00:00.000Z', source: 'jupiter', stale: false,
};
