import type { Network } from '../chain/token-list.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../logging/logger.js';
import { upsertCatalogue } from './catalogue-store.js';
import { TOP_LISTS, type CatalogueEntry, type JupiterTokensClient, type TokensAnswer } from './jupiter-tokens-client.js';

/** What one sync did, logged and returned by the job. */
export interface SyncReport {
  network: Network;
  fetched: number;
  rejected: number;
  changed: number;
  /** Lists that failed (refused, malformed, out of budget): their tokens were left as they were. */
  failed: string[];
  durationMs: number;
}

/**
 * Fill a network's catalogue from Tokens API v2: the verified tag, then the three top lists
 * (24 h, 100 each). Calls run one after another, each inside the client's budget (JUPITER_RPS
 * for mainnet: a sync never adds calls beyond it). A list that fails is skipped and reported;
 * the entries that the other lists answered are upserted, and nothing is ever deleted, so a
 * partial, malformed or refused answer leaves every row it did not validly list as it was.
 */
export async function syncCatalogue(orm: Orm, network: Network, client: JupiterTokensClient, logger?: Logger): Promise<SyncReport> {
  const started = performance.now();
  const merged = new Map<string, CatalogueEntry>();
  const failed: string[] = [];
  let rejected = 0;
  const take = async (label: string, call: () => Promise<TokensAnswer>) => {
    try {
      const answer = await call();
      rejected += answer.rejected;
      for (const e of answer.entries) if (!merged.has(e.mint)) merged.set(e.mint, e);
    } catch (err) {
      failed.push(label);
      logger?.warn({ err: err instanceof Error ? err.message : String(err), list: label, network }, 'tokens-sync: a list failed; its tokens are left as they were');
    }
  };
  await take('tag:verified', () => client.tag('verified'));
  for (const list of TOP_LISTS) await take(`${list}:24h`, () => client.top(list, '24h', 100));
  const changed = merged.size ? await upsertCatalogue(orm, network, [...merged.values()]) : 0;
  const report: SyncReport = { network, fetched: merged.size, rejected, changed, failed, durationMs: Math.round(performance.now() - started) };
  logger?.info(report, 'tokens-sync done');
  return report;
}
