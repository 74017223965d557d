/** JSON Schemas of the portfolio route (api-decisions section 7). */
export const getPortfolioSchema = {
  query: {
    type: 'object',
    properties: {
      walletAddress: { type: 'string', format: 'solana-address' },
      hideUnverifiedBelowUsd: {
        type: 'number', minimum: 0, maximum: 1_000_000_000_000,
        description: 'Hide spam: leave out unverified tokens worth less than this many USD (an unpriced one counts as 0). The answer then says in `hidden` how many were left out.',
      },
    },
    required: ['walletAddress'],
    additionalProperties: false,
  },
} as const;

const usd = { type: ['number', 'null'], description: 'USD; null when no market price is known.' } as const;

/** Response schemas (components.schemas) of the portfolio route. */
export const portfolioComponents = {
  Portfolio: {
    type: 'object',
    description: 'A wallet\'s SOL and every SPL Token and Token-2022 balance (zero balances left out), valued in USD.',
    properties: {
      walletAddress: { type: 'string' },
      network: { type: 'string', enum: ['mainnet', 'devnet'] },
      totalValueUsd: { type: 'number', description: 'Sum of every valueUsd that is not null (SOL included).' },
      sol: {
        type: 'object',
        properties: {
          lamports: { type: 'string', pattern: '^[0-9]+$', description: 'Integer string.' },
          amount: { type: 'string', description: 'Decimal string, lamports / 10^9.' },
          priceUsd: usd,
          valueUsd: usd,
          priceStale: { type: 'boolean' },
        },
        required: ['lamports', 'amount', 'priceUsd', 'valueUsd', 'priceStale'],
        additionalProperties: false,
      },
      tokens: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            mint: { type: 'string' },
            symbol: { type: ['string', 'null'], description: 'The catalogue\'s symbol, else the mint\'s on-chain metadata\'s; null when nothing names it.' },
            name: { type: ['string', 'null'], description: 'The catalogue\'s name, else the mint\'s on-chain metadata\'s (Metaplex or Token-2022\'s extension); null when nothing names it.' },
            logoURI: { type: ['string', 'null'], description: 'The catalogue\'s logo URL, if it has one.' },
            verified: { type: 'boolean', description: 'True only when the token catalogue lists the token as verified; a token named only by its own metadata is false.' },
            confusable: { type: 'boolean', description: 'The symbol or name mixes look-alike scripts or imitates a curated symbol ("USDС" with a Cyrillic С): such a token never resolves by symbol, only by mint (docs/tokens.md "Token text").' },
            decimals: { type: 'integer', minimum: 0 },
            tokenProgram: { type: 'string', description: 'Owning program: SPL Token or Token-2022.' },
            amount: { type: 'string', pattern: '^[0-9]+$', description: 'Raw integer string.' },
            uiAmount: { type: 'string', description: 'amount / 10^decimals, an exact decimal string.' },
            priceUsd: usd,
            valueUsd: usd,
            priceStale: { type: 'boolean', description: 'True when priceUsd is the last known price, older than the freshness window.' },
            safety: { type: ['string', 'null'], enum: ['ok', 'caution', 'danger', 'unknown', null], description: 'The token\'s safety level from its cached report (GET /v1/tokens/{mint}/safety); null while none is cached (a portfolio read starts no check: ask GET /v1/tokens/{mint}/safety), and for SOL.' },
          },
          required: ['mint', 'symbol', 'name', 'logoURI', 'verified', 'decimals', 'tokenProgram', 'amount', 'uiAmount', 'priceUsd', 'valueUsd', 'priceStale'],
          additionalProperties: false,
        },
      },
      updatedAt: { type: 'string', format: 'date-time', description: 'When the balances were read.' },
      hidden: {
        type: 'object',
        description: 'Present with `hideUnverifiedBelowUsd`: the unverified tokens left out of `tokens` (and of totalValueUsd).',
        properties: {
          belowUsd: { type: 'number', description: 'The threshold asked for.' },
          count: { type: 'integer', minimum: 0, description: 'Tokens left out.' },
          valueUsd: { type: 'number', description: 'Their value together.' },
        },
        required: ['belowUsd', 'count', 'valueUsd'],
        additionalProperties: false,
      },
    },
    required: ['walletAddress', 'network', 'totalValueUsd', 'sol', 'tokens', 'updatedAt'],
    additionalProperties: false,
  },
} as const;

/** A real answer of GET /v1/portfolio (a test wallet on the local cluster). */
export const portfolioExample = {
  walletAddress: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy',
  network: 'devnet',
  totalValueUsd: 1475.2,
  sol: { lamports: '10000000000', amount: '10', priceUsd: 142.52, valueUsd: 1425.2, priceStale: false },
  tokens: [{
    mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', logoURI: null, verified: true, decimals: 6, tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    amount: '50000000', uiAmount: '50', priceUsd: 1, valueUsd: 50, priceStale: false,
  }],
  updatedAt: '2026-11-23T10:00:00.000Z',
};
