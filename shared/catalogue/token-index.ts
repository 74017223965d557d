import type { Orm } from '../db/orm.js';
import type { Network } from '../chain/token-list.js';
import { rowsSince, type CatalogueRow } from './catalogue-store.js';
import { listenToPostgres } from '../db/pg-listener.js';
import type { Logger } from '../logging/logger.js';
import { cleanTokenText, isConfusableTokenText } from '../chain/token-text.js';

/** What naming code needs of a token (portfolio, history, intents). */
export interface IndexedToken {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  logoURI: string | null;
  verified: boolean;
  /** Present (true) only when the symbol or name mixes look-alike scripts or imitates a curated symbol (shared/chain/token-text.ts). */
  confusable?: true;
}

/** A candidate of an ambiguous or unverified symbol, as details.candidates shows it. */
export interface TokenCandidate {
  mint: string;
  symbol: string;
  name: string;
  verified: boolean;
  /** Present (true) only for look-alike text: never resolves by symbol, only by mint. */
  confusable?: true;
  organicScore: number | null;
  liquidity: number | null;
}

/** How a symbol or name reads against the catalogue (the curated list is asked first, elsewhere). */
export type CatalogueLookup =
  | { kind: 'one'; token: IndexedToken & { tokenProgram: string } }
  | { kind: 'ambiguous' | 'unverified'; candidates: TokenCandidate[] };

/** Candidates shown at most. */
export const MAX_CANDIDATES = 5;
/** Rows one incremental load reads before yielding to the event loop. */
const PAGE = 2000;

interface Entry {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  tokenProgram: string;
  logoURI: string | null;
  verified: boolean;
  curated: boolean;
  confusable: boolean;
  organicScore: number | null;
  liquidity: number | null;
  /** Keys (lower case) this entry is filed under. */
  keys: string[];
}

class NetworkIndex {
  readonly byMint = new Map<string, Entry>();
  readonly byKey = new Map<string, Entry[]>();
  version = '0';

  apply(row: CatalogueRow): void {
    const old = this.byMint.get(row.mint);
    if (old) for (const key of old.keys) this.unfile(key, old);
    // Rows written before the one sanitizer existed are cleaned as they load.
    const cleanSymbol = cleanTokenText(row.symbol, 64);
    const cleanName = cleanTokenText(row.name, 128);
    const symbol = cleanSymbol ?? row.mint;
    const name = cleanName ?? symbol;
    const curated = row.source === 'registry';
    const confusable = !curated && (isConfusableTokenText(cleanSymbol) || isConfusableTokenText(cleanName));
    const keys = new Set<string>();
    if (cleanSymbol) keys.add(cleanSymbol.toLowerCase());
    if (cleanName) keys.add(cleanName.toLowerCase());
    for (const alias of row.aliases) keys.add(alias.toLowerCase());
    const entry: Entry = {
      mint: row.mint, symbol, name, decimals: row.decimals, tokenProgram: row.tokenProgram, logoURI: row.logoURI,
      verified: row.verified || curated, curated, confusable,
      organicScore: row.organicScore, liquidity: row.liquidityUsd, keys: [...keys],
    };
    this.byMint.set(row.mint, entry);
    for (const key of entry.keys) {
      const list = this.byKey.get(key);
      if (list) list.push(entry);
      else this.byKey.set(key, [entry]);
    }
    if (BigInt(row.version) > BigInt(this.version)) this.version = row.version;
  }

  private unfile(key: string, entry: Entry): void {
    const list = this.byKey.get(key);
    if (!list) return;
    const i = list.indexOf(entry);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.byKey.delete(key);
  }
}

function better(a: Entry, b: Entry): number {
  return Number(b.curated) - Number(a.curated) || Number(b.verified) - Number(a.verified)
    || (b.organicScore ?? -1) - (a.organicScore ?? -1) || (b.liquidity ?? -1) - (a.liquidity ?? -1) || (a.mint < b.mint ? -1 : 1);
}

/** `confusable: true` on look-alike entries only (the shapes stay as they were for every other token). */
function flag(e: Entry): { confusable?: true } {
  return e.confusable ? { confusable: true } : {};
}

function candidate(e: Entry): TokenCandidate {
  return { mint: e.mint, symbol: e.symbol, name: e.name, verified: e.verified, ...flag(e), organicScore: e.organicScore, liquidity: e.liquidity };
}

function indexed(e: Entry): IndexedToken & { tokenProgram: string } {
  return { mint: e.mint, symbol: e.symbol, name: e.name, decimals: e.decimals, logoURI: e.logoURI, verified: e.verified, ...flag(e), tokenProgram: e.tokenProgram };
}

/**
 * The token catalogue of every network, in this process's memory (API and worker alike):
 * mint → token and symbol or name → candidates. It never reloads everything: `refresh` reads
 * only the rows whose version is above the one it holds, PAGE rows at a time with the event
 * loop free between pages, and it is called when Postgres notifies `tokens_changed` (a write
 * to the table) and on a slow timer as a backstop. Lookups are synchronous.
 */
export class TokenIndex {
  private readonly networks = new Map<Network, NetworkIndex>();
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly orm: Orm, private readonly networkList: readonly Network[] = ['mainnet', 'devnet']) {
    for (const n of networkList) this.networks.set(n, new NetworkIndex());
  }

  /** The version held for a network (the highest row version loaded). */
  version(network: Network): string {
    return this.networks.get(network)?.version ?? '0';
  }

  /** Tokens held for a network. */
  size(network: Network): number {
    return this.networks.get(network)?.byMint.size ?? 0;
  }

  private loaded: Promise<void> | null = null;

  /** The first full load (once per process; later changes arrive through `refresh`). */
  ensureLoaded(): Promise<void> {
    if (!this.loaded) this.loaded = this.refresh().catch((err: unknown) => { this.loaded = null; throw err; });
    return this.loaded;
  }

  /** Load what changed since the versions held; concurrent calls share one pass (and one more after it). */
  refresh(): Promise<void> {
    if (this.running) { this.again = true; return this.running; }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (const network of this.networkList) {
            const index = this.networks.get(network)!;
            for (;;) {
              const rows = await rowsSince(this.orm, network, index.version, PAGE);
              for (const row of rows) index.apply(row);
              if (rows.length < PAGE) break;
              await new Promise((resolve) => setImmediate(resolve));
            }
          }
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** The token of a mint, as naming code shows it. */
  byMint(network: Network, mint: string): IndexedToken | undefined {
    const e = this.networks.get(network)?.byMint.get(mint);
    return e ? { mint: e.mint, symbol: e.symbol, name: e.name, decimals: e.decimals, logoURI: e.logoURI, verified: e.verified, ...flag(e) } : undefined;
  }

  /** The token program of a known mint. */
  programOf(network: Network, mint: string): string | undefined {
    return this.networks.get(network)?.byMint.get(mint)?.tokenProgram;
  }

  /**
   * A symbol or a name read by the catalogue's rules (docs/intents.md "Resolution rules"):
   * the one curated token of it, else the one verified token, else `ambiguous` (several
   * verified) or `unverified` (only unverified ones), with the best candidates first; null when
   * nothing carries it. A confusable token (look-alike text) is never the one: it is only
   * ever a candidate, so a look-alike symbol resolves by mint alone.
   */
  lookup(network: Network, word: string): CatalogueLookup | null {
    const key = word.trim().replace(/^\$/, '').replace(/\s+/g, ' ').toLowerCase();
    const list = this.networks.get(network)?.byKey.get(key);
    if (!list?.length) return null;
    const sorted = [...list].sort(better);
    const curated = sorted.filter((e) => e.curated);
    if (curated.length) return { kind: 'one', token: indexed(curated[0]!) };
    const verified = sorted.filter((e) => e.verified && !e.confusable);
    if (verified.length === 1) return { kind: 'one', token: indexed(verified[0]!) };
    if (verified.length > 1) return { kind: 'ambiguous', candidates: verified.slice(0, MAX_CANDIDATES).map(candidate) };
    return { kind: 'unverified', candidates: sorted.slice(0, MAX_CANDIDATES).map(candidate) };
  }

  /** Verified symbols (for suggestions), curated first. */
  verifiedSymbols(network: Network): string[] {
    const out: string[] = [];
    for (const e of this.networks.get(network)?.byMint.values() ?? []) if (e.verified && !e.curated && !e.confusable) out.push(e.symbol);
    return out;
  }
}

/**
 * Keep `index` current in a long-running process: loads it, then loads what changed on every
 * `tokens_changed` notification (a write to the tokens table), on every (re)connection of the
 * listener, and every `backstopMs` in case a notification was lost. Returns a stop function.
 */
export function watchCatalogue(index: TokenIndex, options: { databaseUrl: string; logger: Logger; connectTimeoutMs: number; backstopMs?: number }): () => Promise<void> {
  const refresh = () => void index.refresh().catch((err: Error) => options.logger.warn({ err: err.message }, 'token catalogue refresh failed'));
  void index.ensureLoaded().catch((err: Error) => options.logger.warn({ err: err.message }, 'token catalogue load failed'));
  const listener = listenToPostgres({
    databaseUrl: options.databaseUrl,
    channel: 'tokens_changed',
    onNotify: refresh,
    onListening: refresh,
    logger: options.logger,
    connectTimeoutMs: options.connectTimeoutMs,
  });
  const timer = setInterval(refresh, options.backstopMs ?? 60_000);
  timer.unref();
  return async () => { clearInterval(timer); await listener.close(); };
}
