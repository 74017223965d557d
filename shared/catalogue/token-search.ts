import type { Redis } from 'ioredis';
import type { Config } from '../../config/index.js';
import type { Network } from '../chain/token-list.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../logging/logger.js';
import { jupiterBudget } from '../swap/swap-venue.js';
import { isOutage, ProviderBreakers } from '../upstream/circuit-breaker.js';
import { UpstreamBudget } from '../upstream/upstream-budget.js';
import { upsertCatalogue } from './catalogue-store.js';
import { JupiterTokensClient } from './jupiter-tokens-client.js';
import { AppError } from '../errors/app-error.js';

/**
 * The Tokens API v2 source of each network: mainnet reads JUPITER_API_URL (with its key) inside
 * the shared JUPITER_RPS budget; devnet reads the local market (DEVNET_SWAP_API_URL, the test
 * keys' swap venue), which serves the same endpoints, when one is configured.
 */
export function catalogueSources(deps: { config: Config; redis: Redis }, budgetWaitMs?: number): Partial<Record<Network, JupiterTokensClient>> {
  const p = deps.config.providers;
  const sources: Partial<Record<Network, JupiterTokensClient>> = {
    mainnet: new JupiterTokensClient({ baseUrl: p.jupiterApiUrl, apiKey: p.jupiterApiKey, timeoutMs: p.timeoutMs, budget: jupiterBudget(deps.redis, deps.config.redisPrefix, p).lowPriority(budgetWaitMs) }),
  };
  if (p.devnetSwapApiUrl) sources.devnet = new JupiterTokensClient({ baseUrl: p.devnetSwapApiUrl, timeoutMs: p.timeoutMs, name: p.devnetSwapVenueName });
  return sources;
}

/** What one on-demand search did. */
export interface SearchOutcome {
  /** Tokens it stored in the catalogue now (0 when remembered, missed, or not answered in time). */
  stored: number;
  /**
   * The source could not be asked in time: its breaker is open, the call outlived the deadline,
   * it failed, or the account's share of the search lane is spent. The word is then refused at
   * once as unknown_token with details.searchUnavailable.
   */
  unavailable: boolean;
  /** Answered from the remembered result of an earlier search of the word (hit or miss). */
  cached: boolean;
}

/** How far ahead of its share of the search lane an account may run (ms). */
const SEARCH_SHARE_HORIZON_MS = 2000;

/**
 * The on-demand search of a word the catalogue lacks (issue 40, points 8 and 9), shared by the
 * intents worker and GET /v1/tokens?query=:
 * - **remembered** in Redis for TOKEN_SEARCH_CACHE_MS, found or not: the same word costs no
 *   second call within it, in any process;
 * - **bounded**: one search stores at most TOKEN_SEARCH_MAX_RESULTS tokens (the source's order);
 * - **a hard deadline**, TOKEN_SEARCH_DEADLINE_MS (300 ms): past it the caller is answered
 *   `unavailable`, while the call goes on in the background and stores what it finds for the
 *   next request; one call per word at a time in a process (later askers join it);
 * - **a breaker** per source (shared by every process through Redis): a call that failed or
 *   outlived the deadline counts as an outage, two in a row open it for 15 s, and while open the
 *   source is not asked at all;
 * - **a share per account** of the search lane (JUPITER_RPS split between the accounts
 *   searching, for sources inside the Jupiter budget): an account's unknown words cannot spend
 *   every tenant's searches.
 */
export class TokenSearch {
  private readonly sources: Partial<Record<Network, JupiterTokensClient>>;
  private readonly breakers: ProviderBreakers;
  private readonly lane: UpstreamBudget;
  private readonly inflight = new Map<string, Promise<number>>();
  private readonly prefix: string;

  constructor(private readonly deps: { orm: Orm; redis: Redis; config: Config; logger?: Logger }, sources?: Partial<Record<Network, JupiterTokensClient>>) {
    // A search takes a slot of JUPITER_RPS only when one is free now (no wait): a busy budget is
    // "unavailable" at once, never a call that outlives the deadline and trips the breaker.
    this.sources = sources ?? catalogueSources(deps, 0);
    this.prefix = deps.config.redisPrefix;
    this.breakers = new ProviderBreakers(deps.redis, this.prefix);
    this.lane = new UpstreamBudget(deps.redis, this.prefix, { upstream: 'jupiter-search', rps: deps.config.providers.jupiterRps, maxWaitMs: SEARCH_SHARE_HORIZON_MS });
  }

  /** Whether a network has a source to search. */
  has(network: Network): boolean {
    return this.sources[network] !== undefined;
  }

  private cacheKey(network: Network, query: string): string {
    return `${this.prefix}:tokens:search:${network}:${query.toLowerCase()}`;
  }

  private breakerName(client: JupiterTokensClient): string {
    return `${client.name}-tokens-search`;
  }

  /** Search `query` on `network`'s source for `account`, within the deadline. */
  async search(network: Network, query: string, account: string): Promise<SearchOutcome> {
    const client = this.sources[network];
    if (!client) return { stored: 0, unavailable: false, cached: false };
    const key = this.cacheKey(network, query);
    if (await this.deps.redis.exists(key)) return { stored: 0, unavailable: false, cached: true };
    const flightKey = `${network}:${query.toLowerCase()}`;
    let call = this.inflight.get(flightKey);
    if (!call) {
      const [open] = await this.breakers.open([this.breakerName(client)]);
      if (open) return { stored: 0, unavailable: true, cached: false };
      // The search lane's share only where the source spends the Jupiter budget (the local market has none).
      if (network === 'mainnet') {
        const share = await this.lane.share(account, 1);
        if (!share.admitted) return { stored: 0, unavailable: true, cached: false };
      }
      call = this.run(network, client, query, key);
      this.inflight.set(flightKey, call);
      void call.finally(() => this.inflight.delete(flightKey)).catch(() => undefined);
    }
    const deadlineMs = this.deps.config.providers.tokenSearchDeadlineMs;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), deadlineMs); });
    try {
      const result = await Promise.race([call.then((n) => n, () => -1), late]);
      if (result === 'late') {
        // An outage as far as the caller can tell: counted once per call, by the breaker.
        await this.breakers.failure(this.breakerName(client), `no answer within ${deadlineMs} ms`).catch(() => undefined);
        return { stored: 0, unavailable: true, cached: false };
      }
      return result < 0 ? { stored: 0, unavailable: true, cached: false } : { stored: result, unavailable: false, cached: false };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The call itself: stores at most TOKEN_SEARCH_MAX_RESULTS tokens and remembers the word. Rejects on failure. */
  private async run(network: Network, client: JupiterTokensClient, query: string, key: string): Promise<number> {
    const { tokenSearchCacheMs, tokenSearchMaxResults } = this.deps.config.providers;
    const name = this.breakerName(client);
    try {
      const entries = (await client.search(query)).entries.slice(0, tokenSearchMaxResults);
      await this.breakers.success(name).catch(() => undefined);
      if (entries.length > 0) await upsertCatalogue(this.deps.orm, network, entries);
      await this.deps.redis.set(key, entries.length > 0 ? 'hit' : 'miss', 'PX', tokenSearchCacheMs);
      return entries.length;
    } catch (err) {
      // A failure is not remembered as a miss: the word is asked again once the source answers.
      if (isOutage(err) || !(err instanceof AppError)) await this.breakers.failure(name, err instanceof Error ? err.message : String(err)).catch(() => undefined);
      this.deps.logger?.warn({ err: err instanceof Error ? err.message : String(err), network }, 'token search failed');
      throw err;
    }
  }
}
