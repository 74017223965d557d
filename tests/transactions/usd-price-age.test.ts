/**
 * A build whose amount is given in USD ("send $15 of SOL") states the price it was converted
 * at, where from and how old it was; past USD_PRICE_MAX_AGE_MS it refuses (400
 * validation_error reason stale_usd_price) instead of building from an old price.
 */
import { Keypair, type PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntentBody } from '../../shared/intents/intent.types.js';
import { TransactionBuilder, type UsdPriceSource, type UsdQuote } from '../../shared/transactions/index.js';
import { fundedWallet, LAMPORTS, SOL_REF, startBuilderHarness, type BuilderHarness } from './builder-harness.js';

const MAX_AGE_MS = 5 * 60_000;

/** Prices with their time, as the price cache answers them. */
class DatedPrices implements UsdPriceSource {
  readonly quotes = new Map<string, UsdQuote>();
  async usdPrice(_network: string, mint: string): Promise<number | null> {
    return this.quotes.get(mint)?.price ?? null;
  }
  async usdQuote(_network: string, mint: string): Promise<UsdQuote | null> {
    return this.quotes.get(mint) ?? null;
  }
}

function usdTransfer(usd: string, recipient: PublicKey): IntentBody {
  return { type: 'transfer', params: { token: SOL_REF, amount: { value: usd, unit: 'usd' }, recipient: recipient.toBase58() } };
}

let h: BuilderHarness;
let builder: TransactionBuilder;
const prices = new DatedPrices();
beforeAll(async () => {
  h = await startBuilderHarness();
  builder = new TransactionBuilder({
    chain: h.chain, registry: h.registry, prices, swapVenues: {}, usdPriceMaxAgeMs: MAX_AGE_MS,
    settings: { defaultSlippageBps: 50, defaultValidatorVoteAccount: '', priorityFeePercentile: 75, priorityFeeCacheMs: 5_000, computeUnitMarginPct: 10 },
  });
});
afterAll(async () => {
  await h.close();
});

const build = (wallet: Keypair, intent: IntentBody) => builder.build({ network: 'devnet', walletAddress: wallet.publicKey.toBase58(), intent, simulate: true });

describe('USD amounts and the age of their price', () => {
  it('states the price it used, its source and age', async () => {
    const lastUpdated = new Date(Date.now() - 42_000).toISOString();
    prices.quotes.set(SOL_REF.mint, { price: 150, source: 'jupiter', lastUpdated });
    const result = await build(fundedWallet(h.cluster, LAMPORTS), usdTransfer('15', Keypair.generate().publicKey));
    expect(result.expectedOutput.outputAmount).toBe('100000000');
    const { usdPrice, notes } = result.expectedOutput.breakdown;
    expect(usdPrice).toMatchObject({ mint: SOL_REF.mint, price: 150, source: 'jupiter', lastUpdated });
    expect(usdPrice!.ageSeconds).toBeGreaterThanOrEqual(42);
    expect(usdPrice!.ageSeconds).toBeLessThan(60);
    expect(notes.some((n) => /converted at \$150 per SOL \(jupiter, \d+ s old\)/.test(n))).toBe(true);
  });

  it('refuses a price older than USD_PRICE_MAX_AGE_MS with a clear validation error', async () => {
    prices.quotes.set(SOL_REF.mint, { price: 150, source: 'jupiter', lastUpdated: new Date(Date.now() - 24 * 3600_000).toISOString() });
    await expect(build(fundedWallet(h.cluster, LAMPORTS), usdTransfer('15', Keypair.generate().publicKey))).rejects.toMatchObject({
      code: 'validation_error',
      details: { field: 'amount', reason: 'stale_usd_price' },
      message: expect.stringMatching(/USD price of SOL is 864\d\d s old, older than the 300 s .*give the amount in SOL instead/),
    });
  });

  it('an amount in tokens needs no price, however old', async () => {
    const result = await build(fundedWallet(h.cluster, LAMPORTS), { type: 'transfer', params: { token: SOL_REF, amount: { value: '0.1', unit: 'token' }, recipient: Keypair.generate().publicKey.toBase58() } });
    expect(result.expectedOutput.breakdown.usdPrice).toBeUndefined();
  });
});
