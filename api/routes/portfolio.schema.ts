/** JSON Schemas of the portfolio route (api-decisions section 7). */
export const getPortfolioSchema = {
  query: {
    type: 'object',
    properties: { walletAddress: { type: 'string', format: 'solana-address' } },
    required: ['walletAddress'],
    additionalProperties: false,
  },
} as const;
