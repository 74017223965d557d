/**
 * The local market's Swap API v2 `GET /swap/v2/build` (dev.jup.ag "Build Transaction"), so test
 * keys' ExactIn swaps go through the same adapter mainnet's do: one call answers the quote and
 * the instructions for `taker`, in v2's shape (route steps in `bps`, lookup tables with their
 * addresses in `addressesByLookupTableAddress`). It is the v1 quote and swap-instructions of the
 * market maker in one, so an RFQ quote's fields (`quoteId`, `expiresAt`, `maker`) come along.
 * ExactIn only, as Jupiter's; ExactOut stays on v1.
 */
import { MarketError, type MarketMaker, type QuoteCaller } from './market-maker.js';

export function buildV2(market: MarketMaker, query: URLSearchParams, caller: Pick<QuoteCaller, 'account'> = {}): Record<string, unknown> {
  const swapMode = query.get('swapMode');
  if (swapMode !== null && swapMode !== 'ExactIn') throw new MarketError(400, 'INVALID_SWAP_MODE', '/build supports ExactIn only; use /swap/v1/quote with swapMode=ExactOut.');
  const taker = query.get('taker');
  if (!taker) throw new MarketError(400, 'INVALID_REQUEST', 'taker is required: the wallet that swaps.');
  const quoteQuery = new URLSearchParams({
    inputMint: query.get('inputMint') ?? '',
    outputMint: query.get('outputMint') ?? '',
    amount: query.get('amount') ?? '',
    slippageBps: query.get('slippageBps') ?? '50',
    swapMode: 'ExactIn',
  });
  // The taker's cap of open quotes is checked before its quote is reserved.
  const quote = market.quote(quoteQuery, { account: caller.account, wallet: taker });
  const { addressLookupTableAddresses: _tables, prioritizationFeeLamports: _fee, ...instructions } = market.swapInstructions({ quoteResponse: quote, userPublicKey: taker });
  const { routePlan, contextSlot: _slot, timeTaken: _taken, ...fields } = quote as { routePlan: { swapInfo: unknown }[] } & Record<string, unknown>;
  return {
    ...fields,
    routePlan: routePlan.map((step) => ({ swapInfo: step.swapInfo, bps: 10_000 })),
    ...instructions,
    tipInstruction: null,
    addressesByLookupTableAddress: {},
    blockhashWithMetadata: null,
  };
}
