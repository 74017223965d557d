/**
 * The local market's Jupiter Tokens API v2 (dev.jup.ag "Tokens API"), over every token the
 * venue trades and lists: the curated registry's traded tokens and the local token universe
 * (localnet/universe). The service's catalogue sync reads it exactly as it reads Jupiter:
 *
 * - `GET /tokens/v2/search?query=` a symbol, a name or a mint; comma-separated terms (at most
 *   100). A mint answers that token; text answers up to 20 matches per term, best first
 *   (exact symbol, exact name, symbol prefix, name substring; then verified, organic score,
 *   liquidity).
 * - `GET /tokens/v2/tag?query=verified|lst` (comma-separated) every token with the tag.
 * - `GET /tokens/v2/{toporganicscore|toptraded|toptrending}/{5m|1h|6h|24h}?limit=` (1-100,
 *   default 50) ranked by organic score, by volume in the interval, or by trending score.
 *
 * Each token is Jupiter's mint information object: id, name, symbol, icon, decimals,
 * tokenProgram, holderCount, usdPrice, liquidity, mcap, fdv, stats5m/1h/6h/24h,
 * organicScore (+ label), isVerified, tags, audit, firstPool, updatedAt. Prices and volumes
 * come from the venue's pools and landed trades; a universe token adds its invented baseline
 * volume (it had a past before this cluster started). Curated tokens keep the figures they had:
 * volume from local trades, market cap from the supply on the cluster.
 */
import { PublicKey } from '@solana/web3.js';
import type { UniverseToken } from '../universe/universe.js';
import { MarketError, type MarketMaker, type MarketToken } from './market-maker.js';

const INTERVALS = { '5m': 5 * 60_000, '1h': 3_600_000, '6h': 6 * 3_600_000, '24h': 24 * 3_600_000 } as const;
type Interval = keyof typeof INTERVALS;
const CATEGORIES = ['toporganicscore', 'toptraded', 'toptrending'] as const;
const TAGS = ['verified', 'lst'] as const;
const MAX_TERMS = 100;
const TEXT_RESULTS = 20;
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;
const MAX_QUERY_LENGTH = 5_000;
const ICON_BASE = 'https://tokens.localnet.invalid/icons';
const LST_SYMBOLS = new Set(['mSOL', 'JitoSOL', 'bSOL']);
/** Average size of a baseline trade, to turn baseline volume into trade counts. */
const BASELINE_TRADE_USD = 250;

/** What the Tokens API says of a token beyond what the venue trades it at. */
interface Listing {
  verified: boolean;
  organicScore: number;
  holderCount: number;
  tags: string[];
  icon: string | null;
  dailyVolumeUsd: number;
  /** Declared supply (universe tokens); null: the supply on the cluster. */
  totalSupply: number | null;
  trendScore: number;
  createdAt: string;
}

interface Row {
  token: MarketToken;
  listing: Listing;
}

function curatedListing(token: MarketToken, startedAt: string): Listing {
  const core = ['SOL', 'USDC', 'USDT'].includes(token.symbol);
  return {
    verified: true,
    organicScore: core ? 99 : 95,
    holderCount: Math.round(token.depthUsd / 20),
    tags: ['verified', 'community', 'strict', ...(LST_SYMBOLS.has(token.symbol) ? ['lst'] : [])],
    icon: `${ICON_BASE}/${token.mint}.png`,
    dailyVolumeUsd: 0,
    totalSupply: null,
    trendScore: core ? 50 : 60,
    createdAt: startedAt,
  };
}

function badRequest(message: string): MarketError {
  return new MarketError(400, 'INVALID_REQUEST', message);
}

function isMint(text: string): boolean {
  if (text.length < 32 || text.length > 44) return false;
  try {
    return new PublicKey(text).toBase58() === text;
  } catch {
    return false;
  }
}

/** The Tokens API v2 endpoints of the local market. */
export class LocalTokensApi {
  private readonly universe: Map<string, UniverseToken>;
  private readonly startedAt = new Date().toISOString();

  constructor(private readonly market: MarketMaker, universe: readonly UniverseToken[], private readonly slot: () => number) {
    this.universe = new Map(universe.map((t) => [t.mint, t]));
  }

  /** Answers `GET /tokens/v2/...`; throws MarketError for a bad request, null for an unknown path. */
  /**
   * Where this API is served (the cluster's URL, set once it listens): local logos are served
   * there, at /tokens/v2/icons/<mint>.svg. Unset: icons are null (never an address nobody serves).
   */
  baseUrl: string | null = null;

  /** The logo of a listed token that has one: a small SVG badge of its symbol; null otherwise. */
  iconSvg(mint: string): string | null {
    const row = this.rows().find((r) => r.token.mint === mint);
    if (!row?.listing.icon) return null;
    let hash = 0;
    for (const ch of mint) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    const hue = hash % 360;
    const letters = [...row.token.symbol].slice(0, 3).join('').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue},60%,45%)"/>`
      + `<text x="32" y="38" font-family="sans-serif" font-size="18" font-weight="bold" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
  }

  answer(path: string, query: URLSearchParams): unknown[] | null {
    if (path === '/tokens/v2/search') return this.search(query);
    if (path === '/tokens/v2/tag') return this.tag(query);
    const top = /^\/tokens\/v2\/([a-z]+)\/([^/]+)$/.exec(path);
    if (top && (CATEGORIES as readonly string[]).includes(top[1])) return this.top(top[1] as (typeof CATEGORIES)[number], top[2], query);
    return null;
  }

  /** Every listed token with its listing. */
  private rows(): Row[] {
    const rows: Row[] = [];
    for (const token of this.market.listTokens()) {
      const universe = this.universe.get(token.mint);
      if (universe && !universe.listed) continue;
      rows.push({ token, listing: universe ?? curatedListing(token, this.startedAt) });
    }
    return rows;
  }

  private text(query: URLSearchParams, name: string): string {
    const values = query.getAll(name);
    if (values.length !== 1 || !values[0].trim()) throw badRequest(`${name} is required (once).`);
    if (values[0].length > MAX_QUERY_LENGTH) throw badRequest(`${name} is longer than ${MAX_QUERY_LENGTH} characters.`);
    return values[0];
  }

  private search(query: URLSearchParams): unknown[] {
    const terms = [...new Set(this.text(query, 'query').split(',').map((s) => s.trim()).filter(Boolean))];
    if (terms.length === 0 || terms.length > MAX_TERMS) throw badRequest(`query must hold 1 to ${MAX_TERMS} comma-separated symbols, names or mints.`);
    const rows = this.rows();
    const byMint = new Map(rows.map((r) => [r.token.mint, r]));
    const found = new Map<string, Row>();
    for (const term of terms) {
      if (isMint(term)) {
        const row = byMint.get(term);
        if (row) found.set(term, row);
        continue;
      }
      const wanted = term.replace(/^\$/, '').toLowerCase();
      const rank = (r: Row): number => {
        const symbol = r.token.symbol.toLowerCase();
        const name = r.token.name.toLowerCase();
        if (symbol === wanted) return 0;
        if (name === wanted) return 1;
        if (symbol.startsWith(wanted)) return 2;
        if (name.includes(wanted)) return 3;
        return -1;
      };
      const matches = rows.map((r) => ({ r, rank: rank(r) })).filter((m) => m.rank >= 0);
      matches.sort((a, b) => a.rank - b.rank || better(a.r, b.r));
      for (const { r } of matches.slice(0, TEXT_RESULTS)) found.set(r.token.mint, r);
    }
    return [...found.values()].map((r) => this.render(r));
  }

  private tag(query: URLSearchParams): unknown[] {
    const tags = [...new Set(this.text(query, 'query').split(',').map((s) => s.trim()))];
    const unknown = tags.filter((t) => !(TAGS as readonly string[]).includes(t));
    if (unknown.length > 0) throw badRequest(`query must be ${TAGS.join(' or ')} (comma-separated); unknown: ${unknown.join(', ')}.`);
    return this.rows()
      .filter((r) => tags.some((t) => (t === 'verified' ? r.listing.verified : r.listing.tags.includes(t))))
      .sort(better)
      .map((r) => this.render(r));
  }

  private top(category: (typeof CATEGORIES)[number], interval: string, query: URLSearchParams): unknown[] {
    if (!Object.hasOwn(INTERVALS, interval)) throw badRequest(`interval must be one of ${Object.keys(INTERVALS).join(', ')}.`);
    const limitText = query.get('limit');
    const limit = limitText === null ? DEFAULT_LIMIT : Number(limitText);
    if (!/^\d{1,3}$/.test(limitText ?? '50') || limit < 1 || limit > MAX_LIMIT) throw badRequest(`limit must be an integer from 1 to ${MAX_LIMIT}.`);
    const windowMs = INTERVALS[interval as Interval];
    const rows = this.rows().map((r) => ({ r, stats: this.stats(r, windowMs) }));
    const score = (x: (typeof rows)[number]): number => {
      switch (category) {
        case 'toporganicscore':
          return x.r.listing.organicScore;
        case 'toptraded':
          return x.stats.buyVolume + x.stats.sellVolume;
        case 'toptrending':
          return x.r.listing.trendScore + Math.max(-50, Math.min(50, x.stats.priceChange));
      }
    };
    rows.sort((a, b) => score(b) - score(a) || better(a.r, b.r));
    return rows.slice(0, limit).map((x) => this.render(x.r));
  }

  /** Interval figures: the venue's landed trades, plus a universe token's baseline. */
  private stats(row: Row, windowMs: number) {
    const local = this.market.windowStats(row.token.mint, windowMs);
    const baseline = row.listing.dailyVolumeUsd * (windowMs / INTERVALS['24h']);
    const buyVolume = local.buyVolume + baseline * 0.52;
    const sellVolume = local.sellVolume + baseline * 0.48;
    const numBuys = local.numBuys + Math.round((baseline * 0.52) / BASELINE_TRADE_USD);
    const numSells = local.numSells + Math.round((baseline * 0.48) / BASELINE_TRADE_USD);
    const organic = row.listing.organicScore / 100;
    return {
      priceChange: Math.abs(local.priceChange) < 1e-6 ? 0 : sig(local.priceChange),
      holderChange: 0,
      liquidityChange: 0,
      volumeChange: 0,
      buyVolume: sig(buyVolume),
      sellVolume: sig(sellVolume),
      buyOrganicVolume: sig(buyVolume * organic),
      sellOrganicVolume: sig(sellVolume * organic),
      numBuys,
      numSells,
      numTraders: Math.round((numBuys + numSells) * 0.6),
      numOrganicBuyers: Math.round(numBuys * 0.6 * organic),
      numNetBuyers: Math.max(0, numBuys - numSells),
    };
  }

  /** Jupiter's mint information object. */
  private render({ token, listing }: Row): Record<string, unknown> {
    const price = this.market.midPrice(token.mint);
    const supply = listing.totalSupply;
    const mcap = supply === null ? this.market.stats(token.mint).marketCap : supply * price;
    const label = listing.organicScore >= 70 ? 'high' : listing.organicScore >= 30 ? 'medium' : 'low';
    return {
      id: token.mint,
      name: token.name,
      symbol: token.symbol,
      // The local market serves its own logos; before it listens, none.
      icon: listing.icon && this.baseUrl ? `${this.baseUrl}/tokens/v2/icons/${token.mint}.svg` : null,
      decimals: token.decimals,
      dev: null,
      circSupply: sig(supply ?? (price > 0 ? mcap / price : 0)),
      totalSupply: sig(supply ?? (price > 0 ? mcap / price : 0)),
      tokenProgram: token.tokenProgram,
      holderCount: listing.holderCount,
      fdv: sig(mcap),
      mcap: sig(mcap),
      usdPrice: sig(price),
      priceBlockId: this.slot(),
      liquidity: token.depthUsd,
      stats5m: this.stats({ token, listing }, INTERVALS['5m']),
      stats1h: this.stats({ token, listing }, INTERVALS['1h']),
      stats6h: this.stats({ token, listing }, INTERVALS['6h']),
      stats24h: this.stats({ token, listing }, INTERVALS['24h']),
      firstPool: { id: this.market.poolAddress(token.mint), createdAt: listing.createdAt },
      audit: { mintAuthorityDisabled: false, freezeAuthorityDisabled: true, topHoldersPercentage: listing.verified ? 18 : 62 },
      organicScore: listing.organicScore,
      organicScoreLabel: label,
      isVerified: listing.verified,
      cexes: [],
      tags: listing.tags,
      updatedAt: new Date().toISOString(),
    };
  }
}

/** Figures to 10 significant digits: past that is floating-point noise of the pool arithmetic. */
function sig(n: number): number {
  return Number(n.toPrecision(10));
}

/** Verified first, then higher organic score, then deeper liquidity, then mint (stable). */
function better(a: Row, b: Row): number {
  return Number(b.listing.verified) - Number(a.listing.verified)
    || b.listing.organicScore - a.listing.organicScore
    || b.token.depthUsd - a.token.depthUsd
    || (a.token.mint < b.token.mint ? -1 : 1);
}
