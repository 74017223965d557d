import { pageQuerySchema } from '../lib/cursor.js';

/** Longest `query` GET /v1/tokens takes: a mint is 44 characters, symbols and names are shorter. */
export const MAX_TOKEN_QUERY = 64;

/** JSON Schemas of the token routes (docs/tokens.md). */
export const listTokensSchema = {
  query: {
    type: 'object',
    properties: {
      ...pageQuerySchema.properties,
      query: { type: 'string', minLength: 1, maxLength: MAX_TOKEN_QUERY, description: 'A mint address (exact), or the start of a symbol or of a word of the name (case-insensitive, optional leading `$`).' },
      verified: { type: 'string', enum: ['true', 'false'], description: 'Only verified (curated or verified by the catalogue\'s source) tokens, or only unverified ones.' },
    },
    additionalProperties: false,
  },
} as const;

export const getTokenSchema = {
  params: {
    type: 'object',
    properties: { mint: { type: 'string', minLength: 1, maxLength: 64 } },
    required: ['mint'],
  },
} as const;

const tokenProperties = {
  mint: { type: 'string', description: 'Mint address.' },
  symbol: { type: ['string', 'null'], description: 'Symbol, as the curated list, the catalogue or the token\'s own metadata says (third-party text unless verified); null when it names itself nowhere.' },
  name: { type: ['string', 'null'], description: 'Name, from the same source as the symbol.' },
  decimals: { type: 'integer' },
  tokenProgram: { type: 'string', description: 'SPL Token or Token-2022 program id.' },
  logoURI: { type: ['string', 'null'] },
  verified: { type: 'boolean', description: 'Curated, or verified by the catalogue\'s source (Jupiter). False for every token learned from chain.' },
  confusable: { type: 'boolean', description: 'The symbol or name mixes look-alike scripts or imitates a curated symbol ("USDС" with a Cyrillic С): such a token never resolves by symbol, only by mint (docs/tokens.md "Token text").' },
  organicScore: { type: ['number', 'null'], description: 'Jupiter\'s organic score, 0-100.' },
  liquidityUsd: { type: ['number', 'null'] },
  holderCount: { type: ['integer', 'null'] },
  tags: { type: 'array', items: { type: 'string' } },
  source: { type: 'string', enum: ['registry', 'catalogue', 'chain'], description: '`registry`: the curated list; `catalogue`: the synced catalogue; `chain`: read from its mint account.' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;

/** Response schemas (components.schemas) of the token routes. */
export const tokenComponents = {
  Token: {
    type: 'object',
    description: 'A token of the caller\'s network, from the catalogue (docs/tokens.md).',
    properties: tokenProperties,
    required: Object.keys(tokenProperties),
    additionalProperties: false,
  },
  TokenWithPrice: {
    type: 'object',
    description: 'A token with its current price: `price` is null when none can be given, and `priceError` says why.',
    properties: {
      ...tokenProperties,
      price: {
        type: ['object', 'null'],
        properties: {
          usd: { type: 'number' }, change24h: { type: 'number' }, lastUpdated: { type: 'string', format: 'date-time' }, source: { type: 'string' }, stale: { type: 'boolean' },
        },
        required: ['usd', 'change24h', 'lastUpdated', 'source', 'stale'],
        additionalProperties: false,
      },
      priceError: {
        type: ['object', 'null'],
        properties: { code: { type: 'string' }, message: { type: 'string' } },
        required: ['code', 'message'],
        additionalProperties: false,
      },
    },
    required: [...Object.keys(tokenProperties), 'price', 'priceError'],
    additionalProperties: false,
  },
} as const;

/** A real answer's token (GET /v1/tokens?query=jup). */
export const tokenExample = {
  mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', symbol: 'JUP', name: 'Jupiter', decimals: 6, tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  logoURI: 'https://static.jup.ag/jup/icon.png', verified: true, confusable: false, organicScore: 97.4, liquidityUsd: 48210334.2, holderCount: 812004, tags: ['verified', 'strict'],
  source: 'registry', updatedAt: '2026-11-28T06:00:00.000Z',
};

export const tokenWithPriceExample = {
  ...tokenExample,
  price: { usd: 0.4812, change24h: 2.31, lastUpdated: '2026-11-28T06:59:30.000Z', source: 'jupiter', stale: false },
  priceError: null,
};
