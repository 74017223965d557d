import type { AppDeps } from '../deps.js';
import { isSolanaAddress } from '../middleware/validate.js';
import type { Network } from '../../shared/chain/token-list.js';
import { TokenRegistry, type NetworkTokens, type RegistryToken } from '../../shared/chain/token-registry.js';
import { AppError, appErrorFromJSON, validationError } from '../../shared/errors/app-error.js';
import { priceFetchJob, priceFetchRequest } from '../../shared/jobs/prices.js';
import { hasOwnMarket, priceMintOf, priceStoreOf } from '../../shared/prices/price-network.js';
import { MARKET_PRICE_PROVIDERS } from '../../shared/prices/price-refresher.js';
import { JUPITER_PRICE_IDS_PER_CALL } from '../../shared/prices/jupiter-price-provider.js';
import { jupiterBudget } from '../../shared/swap/swap-venue.js';
import { ProviderBreakers } from '../../shared/upstream/circuit-breaker.js';
import type { UpstreamBudget } from '../../shared/upstream/upstream-budget.js';
import type { PriceQuote } from '../../shared/prices/price-provider.js';
import { isFresh, PriceStore, type PriceMiss } from '../../shared/prices/price-store.js';
import { enqueueAndWait } from './worker-wait.js';

/** A token a price request names, resolved against the caller's network. */
export interface PriceTarget {
  /** The id as the client wrote it. */
  input: string;
  /** The token's mint on the caller's network (or the mint given). */
  mint: string;
  /** The registry symbol; null for a mint outside the registry (the provider's symbol is used). */
  symbol: string | null;
  /** The mint whose market price is answered (see marketMintOf). */
  marketMint: string;
  /** Outside the mainnet registry: kept refreshed only while it is asked for. */
  tracked: boolean;
}

/** A price as answered: current, or the last known one marked stale. */
export type PriceOutcome = { quote: PriceQuote; stale: boolean } | { error: AppError };

/** Symbols: letters, digits and . _ - (at most 32), optionally after a `$`. */
const SYMBOL = /^\$?[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;
/** Base58 ids this long are mints, never symbols. */
const MINT_MIN_LENGTH = 32;

/**
 * The API side of prices: resolves ids (mint or symbol) against the caller's network
 * registry, reads the Redis price cache, and for missing or stale prices enqueues a fetch
 * (deduplicated by jobId) and waits for it up to PRICE_FETCH_DEADLINE_MS. A cached, current
 * price costs one Redis round trip.
 */
export class PriceReader {
  private readonly registry: TokenRegistry;
  private readonly stores: Record<Network, PriceStore>;
  private readonly now: () => number;
  private readonly budget: UpstreamBudget;
  private readonly breakers: ProviderBreakers;

  constructor(private readonly deps: Pick<AppDeps, 'orm' | 'redis' | 'queues' | 'waiter' | 'config' | 'now'>) {
    // The API never learns mints from chain (no RPC here): the registry is read-only for it.
    this.registry = new TokenRegistry(() => deps.orm.em.fork(), null);
    const { redis, config } = deps;
    this.stores = { mainnet: priceStoreOf(redis, config.redisPrefix, 'mainnet', config.providers), devnet: priceStoreOf(redis, config.redisPrefix, 'devnet', config.providers) };
    this.now = deps.now ?? Date.now;
    this.budget = jupiterBudget(redis, config.redisPrefix, config.providers);
    this.breakers = new ProviderBreakers(redis, config.redisPrefix);
  }

  /**
   * The registries a network's ids resolve against: its own, and mainnet (markets). With `ids`,
   * a symbol the curated registry lacks resolves as the intents do: to the one verified
   * catalogue token carrying it (docs/tokens.md); several, or only unverified ones: not by
   * symbol (ask by mint).
   */
  async registries(network: Network, ids: readonly string[] = []): Promise<{ tokens: NetworkTokens; mainnet: NetworkTokens }> {
    const mainnet = await this.registry.tokens('mainnet');
    const own = network === 'mainnet' ? mainnet : await this.registry.tokens(network);
    const wanted = [...new Set(ids.map((id) => id.trim().replace(/^\$/, '').toLowerCase()).filter((id) => id.length < MINT_MIN_LENGTH && SYMBOL.test(id) && !own.resolve(id)))];
    if (wanted.length === 0) return { tokens: own, mainnet };
    const rows = await this.deps.orm.em.fork().getConnection().execute<Array<{ mint: string; symbol: string; decimals: number; token_program: string; name: string | null; key: string }>>(
      `select mint, symbol, decimals, token_program, name, lower(symbol) as key from tokens where network = ? and lower(symbol) in (${wanted.map(() => '?').join(', ')}) and verified and source = 'catalogue'`,
      [network, ...wanted], 'all');
    const byKey = new Map<string, RegistryToken[]>();
    for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), { mint: r.mint, symbol: r.symbol, decimals: Number(r.decimals), name: r.name, tokenProgram: r.token_program, source: 'catalogue' }]);
    const found = new Map([...byKey].filter(([, list]) => list.length === 1).map(([key, list]) => [key, list[0]!]));
    if (found.size === 0) return { tokens: own, mainnet };
    const byMint = new Map([...found.values()].map((t) => [t.mint, t]));
    const tokens: NetworkTokens = {
      ...own,
      resolve: (text) => {
        const hit = own.resolve(text);
        if (hit) return hit;
        const t = found.get(text.trim().replace(/^\$/, '').toLowerCase());
        return t ? { mint: t.mint, symbol: t.symbol, decimals: t.decimals } : null;
      },
      byMint: (mint) => own.byMint(mint) ?? byMint.get(mint) ?? null,
      symbols: () => own.symbols(),
      all: () => own.all(),
    };
    return { tokens, mainnet };
  }

  /**
   * Resolve one id. A malformed id is 400 (field `field`); an unknown symbol, or a devnet
   * token without a mainnet counterpart, is 404.
   */
  resolve(input: string, network: Network, registries: { tokens: NetworkTokens; mainnet: NetworkTokens }, field: string): PriceTarget {
    const text = input.trim();
    const { tokens, mainnet } = registries;
    let mint: string;
    let symbol: string | null = null;
    let marketMint: string | null;
    if (text.length >= MINT_MIN_LENGTH) {
      if (!isSolanaAddress(text)) throw validationError(field, `"${input}" is not a base58-encoded 32-byte mint address`);
      mint = text;
      const registered = tokens.byMint(text);
      if (registered?.source === 'registry') {
        symbol = registered.symbol;
        marketMint = priceMintOf(network, text, tokens, mainnet, this.deps.config.providers);
      } else {
        // A mint outside the registry is asked for by address: its own market price.
        marketMint = text;
      }
    } else {
      if (!SYMBOL.test(text)) throw validationError(field, `"${input}" is neither a mint address nor a token symbol`);
      const ref = tokens.resolve(text);
      if (!ref) {
        throw new AppError('not_found', `No token "${input}" in the ${network} registry. Ask by mint address, or use a registry symbol.`, { details: { id: input } });
      }
      mint = ref.mint;
      symbol = ref.symbol;
      marketMint = priceMintOf(network, ref.mint, tokens, mainnet, this.deps.config.providers);
    }
    if (!marketMint) {
      throw new AppError('not_found', `${symbol ?? mint} exists only on ${network}; it has no market price.`, { details: { id: input } });
    }
    return { input, mint, symbol, marketMint, tracked: mainnet.byMint(marketMint)?.source !== 'registry' };
  }

  /**
   * The outcome per market mint of every target: current prices from the cache (one round
   * trip); the others fetched through the prices queue within the deadline, else their last
   * known price marked stale, else the error (404 no provider prices it, 502/504 every
   * provider failed or the fetch outlived the deadline).
   *
   * Before a fetch of a market priced by the shared providers: while every provider's breaker
   * is open (known to be down) nothing is fetched and the answer is at once the last known
   * price (stale) or 503 `providers_down`; and `account`'s share of JUPITER_RPS must admit the
   * fetch, else the same answer with 503 `upstream_share` (one account's lookups of mints no
   * one else asks for cannot spend every tenant's budget).
   */
  async lookup(targets: readonly PriceTarget[], network: Network = 'mainnet', account?: string): Promise<Map<string, PriceOutcome>> {
    const { priceFreshnessMs, priceFetchDeadlineMs } = this.deps.config.providers;
    const store = this.stores[network];
    const mints = [...new Set(targets.map((t) => t.marketMint))];
    const track = [...new Set(targets.filter((t) => t.tracked).map((t) => t.marketMint))];
    const cached = await store.read(mints, track, this.now());
    const outcomes = new Map<string, PriceOutcome>();
    const due: string[] = [];
    for (const mint of mints) {
      const quote = cached.get(mint);
      if (quote && isFresh(quote, this.now(), priceFreshnessMs)) outcomes.set(mint, { quote, stale: false });
      else due.push(mint);
    }
    if (due.length === 0) return outcomes;

    // A mint whose last fetch failed or found nothing moments ago is answered from that.
    let quotes = cached;
    let misses = await store.misses(due);
    let toFetch = due.filter((m) => !misses.has(m));
    if (toFetch.length > 0 && !hasOwnMarket(network, this.deps.config.providers)) {
      const refusal = await this.refusal(toFetch.length, account);
      if (refusal) {
        for (const mint of toFetch) {
          const quote = cached.get(mint);
          outcomes.set(mint, quote ? { quote, stale: true } : { error: refusal });
        }
        toFetch = [];
      }
    }
    if (toFetch.length > 0) {
      // Whichever fetch job runs first takes every wanted mint into its batch: a burst of reads
      // of different mints costs one provider call, not one each.
      await store.want(toFetch);
      const settled = await enqueueAndWait(this.deps, {
        queue: priceFetchJob,
        ...priceFetchRequest(toFetch, network),
        deadlineMs: priceFetchDeadlineMs,
        read: async () => {
          const snap = await store.snapshot(toFetch);
          const now = this.now();
          const done = toFetch.every((m) => snap.misses.has(m) || (snap.quotes.has(m) && isFresh(snap.quotes.get(m)!, now, priceFreshnessMs)));
          return done ? snap : null;
        },
      });
      if (settled) {
        quotes = new Map([...cached, ...settled.quotes]);
        misses = new Map([...misses, ...settled.misses]);
      }
    }

    for (const mint of due) {
      if (outcomes.has(mint)) continue;
      const quote = quotes.get(mint);
      const miss = misses.get(mint);
      if (quote && isFresh(quote, this.now(), priceFreshnessMs)) outcomes.set(mint, { quote, stale: false });
      else if (quote) outcomes.set(mint, { quote, stale: true });
      else if (miss) outcomes.set(mint, { error: missError(miss, targets.find((t) => t.marketMint === mint)!) });
      else {
        outcomes.set(mint, {
          error: new AppError('timeout', `Fetching the price took longer than ${priceFetchDeadlineMs} ms and no earlier price is known; retry shortly.`, { details: { mint } }),
        });
      }
    }
    return outcomes;
  }

  /**
   * Why a fetch of `count` mints is not to be made now (503 with a reason and Retry-After), or
   * undefined: every provider known to be down, or the account's share of the budget spent.
   */
  private async refusal(count: number, account: string | undefined): Promise<AppError | undefined> {
    const down = await this.breakers.open(MARKET_PRICE_PROVIDERS);
    if (down.length === MARKET_PRICE_PROVIDERS.length) {
      const retryAfterSeconds = Math.max(1, Math.ceil((Math.min(...down.map((d) => d.until)) - Date.now()) / 1000));
      return new AppError('service_unavailable', `Every price provider is known to be down (${down.map((d) => d.provider).join(', ')}) and no earlier price is known; retry after ${retryAfterSeconds} s.`, {
        details: { reason: 'providers_down', providers: down.map((d) => ({ provider: d.provider, reason: d.reason })), retryAfterSeconds },
        headers: { 'Retry-After': String(retryAfterSeconds) },
      });
    }
    if (account === undefined) return undefined;
    // One fetch costs two Jupiter calls (Price and Tokens) per batch of 50 mints: a mint's part of that.
    const share = await this.budget.share(account, (2 * count) / JUPITER_PRICE_IDS_PER_CALL);
    if (share.admitted) return undefined;
    const { retryAfterSeconds } = share;
    return new AppError('service_unavailable', `This account's share of the ${this.budget.upstream} request budget is spent for now (${this.deps.config.providers.jupiterRps} requests/s split between the accounts asking) and no earlier price is known; retry after ${retryAfterSeconds} s.`, {
      details: { reason: 'upstream_share', upstream: this.budget.upstream, retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

function missError(miss: PriceMiss, target: PriceTarget): AppError {
  if (miss.code === 'not_found') {
    return new AppError('not_found', `No price provider has a price for ${target.symbol ?? target.mint}.`, { details: { id: target.input, mint: target.marketMint } });
  }
  return appErrorFromJSON(miss);
}

/** A Price record as clients see it: the spec's fields, plus `source` and `stale` (api-decisions section 7). */
export function renderPrice(target: PriceTarget, quote: PriceQuote, stale: boolean) {
  return {
    mint: target.mint,
    symbol: target.symbol ?? quote.symbol,
    price: quote.price,
    change24h: quote.change24h,
    volume24h: quote.volume24h,
    marketCap: quote.marketCap,
    lastUpdated: quote.lastUpdated,
    source: quote.source,
    stale,
    // A devnet token is priced by its mainnet counterpart; say which.
    ...(target.marketMint !== target.mint ? { marketMint: target.marketMint } : {}),
  };
}
