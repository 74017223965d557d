import { Keypair } from '@solana/web3.js';
import { NATIVE_MINT } from '../shared/chain/token-list.js';
import { PortfolioStore } from '../shared/portfolio/portfolio-store.js';
import type { PriceQuote } from '../shared/prices/price-provider.js';
import { PriceStore } from '../shared/prices/price-store.js';
import { ACCOUNTS_PER_LOAD, loadRotating, ratio, timeSequential, warmAccounts, type BenchRow } from './lib.js';
import type { BenchStack } from './stack.js';

const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

const quote = (mint: string, symbol: string, price: number): PriceQuote => ({
  mint, symbol, price, change24h: 1.2, volume24h: 1e9, marketCap: 7e10, lastUpdated: new Date().toISOString(), source: 'jupiter',
});

/**
 * Issue 7: cached GET /v1/prices/SOL (auth, rate limit, one Redis GET) under load beside two
 * authenticated baselines in the same run: GET /v1/ping/{id} (auth, rate limit, one Postgres
 * read) and the bare authenticated path, an unknown /v1 route (auth and rate limit only, then
 * 404). Then GET /v1/portfolio of a local-cluster wallet (SOL, a Token-2022 and an SPL token):
 * cold (wallet-index job: 3 RPC calls and valuation) and warm (the Redis cache).
 * Prices are seeded in the cache: the bench reaches no provider.
 */
export async function pricesBench(stack: BenchStack, durationS: number): Promise<BenchRow[]> {
  const prices = new PriceStore(stack.redis, stack.prefix);
  const seed = () => prices.write([quote(NATIVE_MINT, 'SOL', 150), quote(PYUSD, 'PYUSD', 1), quote(BONK, 'BONK', 0.00002)], 3_600_000);

  const pingOf = async (headers: Record<string, string>) => {
    const res = await fetch(`${stack.baseUrl}/v1/ping`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' });
    const body = (await res.json()) as { data: { id: string } };
    return `/v1/ping/${body.data.id}`;
  };
  const pingTargets = await warmAccounts(stack, ACCOUNTS_PER_LOAD, pingOf);
  const bareTargets = await warmAccounts(stack, ACCOUNTS_PER_LOAD, async () => '/v1/bench-bare-authenticated');
  await seed();
  const priceTargets = await warmAccounts(stack, ACCOUNTS_PER_LOAD, async () => '/v1/prices/SOL');

  const ping = await loadRotating(stack.baseUrl, durationS, (i) => pingTargets[i % pingTargets.length]);
  const bare = await loadRotating(stack.baseUrl, durationS, (i) => bareTargets[i % bareTargets.length]);
  await seed(); // fresh for the whole load (PRICE_FRESHNESS_MS is far longer than one load)
  const price = await loadRotating(stack.baseUrl, durationS, (i) => priceTargets[i % priceTargets.length]);

  // Portfolio: a local-cluster wallet read through test keys (devnet), each used < 100 times a day.
  const wallet = Keypair.generate().publicKey.toBase58();
  stack.cluster.faucet.airdrop(wallet, 3_000_000_000n);
  stack.cluster.faucet.mintTo(wallet, PYUSD, 25_000_000n);
  stack.cluster.faucet.mintTo(wallet, BONK, 1_000_000_000n);
  await seed();
  const testKeys = await Promise.all(Array.from({ length: 10 }, () => stack.newAccount('test')));
  const portfolioUrl = `${stack.baseUrl}/v1/portfolio?walletAddress=${wallet}`;
  const getPortfolio = async (i: number) => {
    const res = await fetch(portfolioUrl, { headers: testKeys[i % testKeys.length] });
    if (res.status !== 200) throw new Error(`portfolio answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const portfolios = new PortfolioStore(stack.redis, stack.prefix);
  const cold = await timeSequential(40, async (i) => {
    await stack.redis.del(portfolios.key('devnet', wallet));
    await getPortfolio(i);
  }, 4);
  const warm = await timeSequential(600, (i) => getPortfolio(i + 1), 20);

  return [
    { section: 'prices', name: 'GET /v1/ping/{id} (auth + 1 Postgres read)', rps: ping.rps, p50Ms: ping.p50Ms, p99Ms: ping.p99Ms, note: `${ping.statuses}; ${ping.spread}` },
    { section: 'prices', name: 'GET /v1/<unknown> (bare authenticated, 404)', rps: bare.rps, p50Ms: bare.p50Ms, p99Ms: bare.p99Ms, note: `${bare.statuses}; ${bare.spread}` },
    {
      section: 'prices', name: 'GET /v1/prices/SOL, cached', rps: price.rps, p50Ms: price.p50Ms, p99Ms: price.p99Ms,
      note: `${price.statuses}; ${ratio(price.rps, bare.rps)} of bare authenticated, ${ratio(price.rps, ping.rps)} of ping/{id}; ${price.spread}`,
    },
    { section: 'prices', name: 'GET /v1/portfolio, cold (job + RPC)', rps: cold.opsPerS, p50Ms: cold.p50Ms, p99Ms: cold.p99Ms, note: 'sequential; SOL + Token-2022 + SPL' },
    { section: 'prices', name: 'GET /v1/portfolio, warm (cache)', rps: warm.opsPerS, p50Ms: warm.p50Ms, p99Ms: warm.p99Ms, note: 'sequential' },
  ];
}
