import type { Orm } from '../db/orm.js';
import type { Network } from '../chain/token-list.js';
import type { CatalogueEntry } from './jupiter-tokens-client.js';

/** Rows one upsert statement carries. */
export const UPSERT_BATCH = 1000;

/** A catalogue row as read back (GET /v1/tokens, the in-memory index). */
export interface CatalogueRow {
  network: Network;
  mint: string;
  symbol: string | null;
  name: string | null;
  decimals: number;
  tokenProgram: string;
  aliases: string[];
  source: 'registry' | 'chain' | 'catalogue';
  logoURI: string | null;
  verified: boolean;
  organicScore: number | null;
  liquidityUsd: number | null;
  holderCount: number | null;
  tags: string[];
  updatedAt: string;
  version: string;
}

const COLUMNS = `network, mint, symbol, name, decimals, token_program, aliases, source, logo_uri, verified, organic_score, liquidity_usd, holder_count, tags, updated_at, version`;

interface RawRow {
  network: Network; mint: string; symbol: string | null; name: string | null; decimals: number; token_program: string; aliases: string[];
  source: CatalogueRow['source']; logo_uri: string | null; verified: boolean; organic_score: number | null; liquidity_usd: number | null;
  holder_count: string | number | null; tags: string[]; updated_at: Date | string; version: string | number;
}

export function fromRaw(r: RawRow): CatalogueRow {
  return {
    network: r.network, mint: r.mint, symbol: r.symbol, name: r.name, decimals: Number(r.decimals), tokenProgram: r.token_program,
    aliases: r.aliases ?? [], source: r.source, logoURI: r.logo_uri, verified: r.verified,
    organicScore: r.organic_score === null ? null : Number(r.organic_score),
    liquidityUsd: r.liquidity_usd === null ? null : Number(r.liquidity_usd),
    holderCount: r.holder_count === null ? null : Number(r.holder_count),
    tags: r.tags ?? [], updatedAt: new Date(r.updated_at).toISOString(), version: String(r.version),
  };
}

/**
 * Writes catalogue entries of a network, upsert only: a row is never deleted here, so an answer
 * that lists fewer tokens (a partial page, a refused list) changes nothing it left out.
 * Curated rows (source `registry`) keep their symbol, name, decimals, program, aliases and
 * `verified`; only their logo and market figures are taken. A row whose values are unchanged is
 * not written (its version stays, so no process reloads it). Returns how many rows changed.
 */
export async function upsertCatalogue(orm: Orm, network: Network, entries: readonly CatalogueEntry[]): Promise<number> {
  let changed = 0;
  for (let i = 0; i < entries.length; i += UPSERT_BATCH) {
    const batch = entries.slice(i, i + UPSERT_BATCH).map((e) => ({
      mint: e.mint, symbol: e.symbol, name: e.name, decimals: e.decimals, program: e.tokenProgram, logo: e.logoURI, verified: e.verified,
      score: e.organicScore, liq: e.liquidityUsd, holders: e.holderCount, tags: e.tags,
    }));
    const rows = await orm.em.fork().getConnection().execute<{ mint: string }[]>(`
      insert into tokens (network, mint, symbol, name, decimals, token_program, source, logo_uri, verified, organic_score, liquidity_usd, holder_count, tags)
      select ?, t.mint, t.symbol, t.name, t.decimals, t.program, 'catalogue', t.logo, t.verified, t.score, t.liq, t.holders,
             array(select jsonb_array_elements_text(coalesce(t.tags, '[]'::jsonb)))
        from jsonb_to_recordset(?::jsonb) as t(mint text, symbol text, name text, decimals int, program text, logo text, verified boolean, score float8, liq float8, holders bigint, tags jsonb)
      on conflict (network, mint) do update set
        symbol = case when tokens.source = 'registry' then tokens.symbol else excluded.symbol end,
        name = case when tokens.source = 'registry' then tokens.name else excluded.name end,
        decimals = case when tokens.source = 'registry' then tokens.decimals else excluded.decimals end,
        token_program = case when tokens.source = 'registry' then tokens.token_program else excluded.token_program end,
        source = case when tokens.source = 'registry' then 'registry' else 'catalogue' end,
        verified = tokens.source = 'registry' or excluded.verified,
        logo_uri = excluded.logo_uri,
        organic_score = excluded.organic_score,
        liquidity_usd = excluded.liquidity_usd,
        holder_count = excluded.holder_count,
        tags = excluded.tags
      where (tokens.logo_uri, tokens.organic_score, tokens.liquidity_usd, tokens.holder_count, tokens.tags)
              is distinct from (excluded.logo_uri, excluded.organic_score, excluded.liquidity_usd, excluded.holder_count, excluded.tags)
         or (tokens.source <> 'registry' and (tokens.symbol, tokens.name, tokens.decimals, tokens.token_program, tokens.verified, tokens.source)
              is distinct from (excluded.symbol, excluded.name, excluded.decimals, excluded.token_program, excluded.verified, 'catalogue'))
      returning mint`, [network, JSON.stringify(batch)], 'all');
    changed += rows.length;
  }
  return changed;
}

/** Rows of a network written after `version`, oldest first, at most `limit` (the index's incremental load). */
export async function rowsSince(orm: Orm, network: Network, version: string, limit: number): Promise<CatalogueRow[]> {
  const rows = await orm.em.fork().getConnection().execute<RawRow[]>(
    `select ${COLUMNS} from tokens where network = ? and version > ? order by version limit ?`, [network, version, limit], 'all');
  return rows.map(fromRaw);
}

/** One token of a network by mint, or null. */
export async function catalogueRow(orm: Orm, network: Network, mint: string): Promise<CatalogueRow | null> {
  const rows = await orm.em.fork().getConnection().execute<RawRow[]>(`select ${COLUMNS} from tokens where network = ? and mint = ?`, [network, mint], 'all');
  return rows[0] ? fromRaw(rows[0]) : null;
}

/** Position of a row in the search order (curated, then verified, then the rest; by liquidity; by mint). */
export interface SearchPosition { tier: number; liquidity: number; mint: string }

export interface SearchFilter {
  /** A mint (exact), else a prefix of the symbol or of the name (case-insensitive). */
  query?: string;
  verified?: boolean;
  limit: number;
  after?: SearchPosition;
}

const TIER = `(case when source = 'registry' then 2 when verified then 1 else 0 end)`;
const LIQ = `coalesce(liquidity_usd, -1)`;

/**
 * One page of a network's tokens, best first: curated tokens, then verified, then the rest,
 * each by liquidity (most first), then by mint. Keyset-paged on that order. Learned-from-chain
 * rows without a symbol are listed too (their mint stands in for one).
 */
export async function searchCatalogue(orm: Orm, network: Network, filter: SearchFilter): Promise<{ rows: (CatalogueRow & { position: SearchPosition })[]; more: boolean }> {
  const where: string[] = ['network = ?'];
  const params: unknown[] = [network];
  if (filter.query !== undefined) {
    if (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(filter.query)) {
      where.push('(mint = ? or lower(symbol) = ?)');
      params.push(filter.query, filter.query.toLowerCase());
    } else {
      const q = filter.query.replace(/^\$/, '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      where.push(`(lower(symbol) like ? or lower(name) like ? or lower(name) like ?)`);
      params.push(`${q}%`, `${q}%`, `% ${q}%`);
    }
  }
  if (filter.verified !== undefined) {
    where.push(filter.verified ? `(verified or source = 'registry')` : `not (verified or source = 'registry')`);
  }
  if (filter.after) {
    where.push(`(${TIER}, ${LIQ}, mint) < (?, ?, ?)`);
    params.push(filter.after.tier, filter.after.liquidity, filter.after.mint);
  }
  params.push(filter.limit + 1);
  const raw = await orm.em.fork().getConnection().execute<(RawRow & { tier: number; liq: number })[]>(
    `select ${COLUMNS}, ${TIER} as tier, ${LIQ} as liq from tokens where ${where.join(' and ')} order by ${TIER} desc, ${LIQ} desc, mint desc limit ?`, params, 'all');
  const more = raw.length > filter.limit;
  return {
    rows: raw.slice(0, filter.limit).map((r) => ({ ...fromRaw(r), position: { tier: Number(r.tier), liquidity: Number(r.liq), mint: r.mint } })),
    more,
  };
}
