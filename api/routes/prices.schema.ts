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
