import autocannon from 'autocannon';
import { Keypair } from '@solana/web3.js';
import { NATIVE_MINT } from '../shared/chain/token-list.js';
import { PortfolioStore } from '../shared/portfolio/portfolio-store.js';
import type { PriceQuote } from '../shared/prices/price-provider.js';
import { PriceStore } from '../shared/prices/price-store.js';
import { ratio, timeSequential, type BenchRow } from './lib.js';
import type { BenchStack } from './stack.js';

const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

/**
 * Accounts per load test. Each enterprise account allows a burst of 600 requests then 10/s;
 * rotating the requests over this many keeps every load far below the limit (no 429 skews a
 * figure), for the baselines and the measured route alike.
 */
const ACCOUNTS_PER_LOAD = 96;

interface Load { rps: number; p50Ms: number; p99Ms: number; statuses: string }

/** autocannon over `baseUrl`, request i going to `pick(i)` (a path and its Authorization header). */
async function loadRotating(baseUrl: string, durationS: number, pick: (i: number) => { path: string; headers: Record<string, string> }): Promise<Load> {
  let i = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: 32,
    duration: durationS,
    pipelining: 1,
    requests: [{ method: 'GET', setupRequest: (req) => { const next = pick(i++); return { ...req, path: next.path, headers: { ...req.headers, ...next.headers } }; } }],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}×${s.count ?? 0}`).join(' ');
  return { rps: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, statuses };
}

/** Fresh enterprise accounts with one request each already made (keys verified and cached). */
async function warmAccounts(stack: BenchStack, n: number, path: (headers: Record<string, string>, i: number) => Promise<string>): Promise<Array<{ path: string; headers: Record<string, string> }>> {
  const out: Array<{ path: string; headers: Record<string, string> }> = [];
  for (let i = 0; i < n; i++) {
    const headers = await stack.newAccount();
    const p = await path(headers, i);
    await fetch(stack.baseUrl + p, { headers }).then((r) => r.arrayBuffer());
    out.push({ path: p, headers });
  }
  return out;
}

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
    { section: 'prices', name: 'GET /v1/ping/{id} (auth + 1 Postgres read)', rps: ping.rps, p50Ms: ping.p50Ms, p99Ms: ping.p99Ms, note: ping.statuses },
    { section: 'prices', name: 'GET /v1/<unknown> (bare authenticated, 404)', rps: bare.rps, p50Ms: bare.p50Ms, p99Ms: bare.p99Ms, note: bare.statuses },
    {
      section: 'prices', name: 'GET /v1/prices/SOL, cached', rps: price.rps, p50Ms: price.p50Ms, p99Ms: price.p99Ms,
      note: `${price.statuses}; ${ratio(price.rps, bare.rps)} of bare authenticated, ${ratio(price.rps, ping.rps)} of ping/{id}`,
    },
    { section: 'prices', name: 'GET /v1/portfolio, cold (job + RPC)', rps: cold.opsPerS, p50Ms: cold.p50Ms, p99Ms: cold.p99Ms, note: 'sequential; SOL + Token-2022 + SPL' },
    { section: 'prices', name: 'GET /v1/portfolio, warm (cache)', rps: warm.opsPerS, p50Ms: warm.p50Ms, p99Ms: warm.p99Ms, note: 'sequential' },
  ];
}
