import { Ajv } from 'ajv';
import { AppError } from '../errors/app-error.js';
import { providerErrorMessage, requestProviderJson } from '../prices/provider-http.js';
import type { UpstreamBudget } from '../upstream/upstream-budget.js';
import { parseJsonYielding } from './json-chunks.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../chain/token-list.js';
import { cleanTokenText } from '../chain/token-text.js';

/** One token as the catalogue stores it (Tokens API v2's fields the service keeps). */
export interface CatalogueEntry {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  tokenProgram: string;
  logoURI: string | null;
  verified: boolean;
  organicScore: number | null;
  liquidityUsd: number | null;
  holderCount: number | null;
  tags: string[];
}

/** The lists a sync reads: Jupiter's top lists take an interval and a limit (at most 100). */
export type TopList = 'toporganicscore' | 'toptraded' | 'toptrending';
export const TOP_LISTS: readonly TopList[] = ['toporganicscore', 'toptraded', 'toptrending'];
export type TopInterval = '5m' | '1h' | '6h' | '24h';

/** What one call answered: the entries that passed validation, and how many did not. */
export interface TokensAnswer {
  entries: CatalogueEntry[];
  rejected: number;
}

export interface JupiterTokensClientOptions {
  /** API base without a trailing path: JUPITER_API_URL, or the local market's URL for devnet. */
  baseUrl: string;
  apiKey?: string;
  /** JUPITER_RPS: every call waits for a slot (none for the local market). */
  budget?: UpstreamBudget;
  timeoutMs: number;
  /** Name in errors: `jupiter`, or the local venue's name. */
  name?: string;
}

const BASE58 = '^[1-9A-HJ-NP-Za-km-z]{32,44}$';

/**
 * One token of a Tokens API v2 answer (dev.jup.ag "Tokens API V2": `id`, `name`, `symbol`,
 * `icon`, `decimals`, `tokenProgram`, `isVerified`, `organicScore`, `liquidity`, `holderCount`,
 * `tags`, ...). Only what the catalogue keeps is checked; other fields may be anything.
 * Symbols and names are bounded and printable: they reach the parser, logs and every client
 * (cleaned by cleanTokenText: a symbol or name that is only invisible characters is refused).
 */
const ENTRY_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: BASE58 },
    name: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001f\\u007f]+$' },
    symbol: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[^\\s\\u0000-\\u001f\\u007f]+$' },
    icon: { type: ['string', 'null'], maxLength: 512 },
    decimals: { type: 'integer', minimum: 0, maximum: 18 },
    tokenProgram: { enum: [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID] },
    isVerified: { type: ['boolean', 'null'] },
    organicScore: { type: ['number', 'null'], minimum: 0, maximum: 100 },
    liquidity: { type: ['number', 'null'], minimum: 0 },
    holderCount: { type: ['integer', 'null'], minimum: 0 },
    tags: { type: ['array', 'null'], maxItems: 32, items: { type: 'string', maxLength: 64 } },
  },
  required: ['id', 'name', 'symbol', 'decimals', 'tokenProgram'],
} as const;

const validateEntry = new Ajv({ allErrors: false }).compile(ENTRY_SCHEMA);

interface RawEntry {
  id: string;
  name: string;
  symbol: string;
  icon?: string | null;
  decimals: number;
  tokenProgram: string;
  isVerified?: boolean | null;
  organicScore?: number | null;
  liquidity?: number | null;
  holderCount?: number | null;
  tags?: string[] | null;
}

function toEntry(raw: RawEntry): CatalogueEntry | null {
  const icon = typeof raw.icon === 'string' && /^https?:\/\//.test(raw.icon) ? raw.icon : null;
  // The one sanitizer of token text (shared/chain/token-text.ts): nothing invisible is stored.
  const symbol = cleanTokenText(raw.symbol, 20);
  const name = cleanTokenText(raw.name, 64);
  if (!symbol || !name) return null;
  return {
    mint: raw.id,
    symbol,
    name,
    decimals: raw.decimals,
    tokenProgram: raw.tokenProgram,
    logoURI: icon,
    verified: raw.isVerified === true,
    organicScore: raw.organicScore ?? null,
    liquidityUsd: raw.liquidity ?? null,
    holderCount: raw.holderCount ?? null,
    tags: raw.tags ?? [],
  };
}

/**
 * Reads an answer of Tokens API v2: it must be a JSON array; each element is validated alone
 * and kept only when it passes (a token with a bad field is left out, never half-read). A body
 * that is not an array (an error object, a truncated page) is refused whole: 502 upstream_error.
 */
export async function readTokensAnswer(body: unknown, provider: string): Promise<TokensAnswer> {
  if (!Array.isArray(body)) {
    const message = providerErrorMessage(body);
    throw new AppError('upstream_error', `${provider} answered the Tokens API with ${message ? `an error: ${message}` : 'something that is not a list of tokens'}.`, {
      details: { provider, reason: 'malformed_tokens_answer' },
    });
  }
  const entries: CatalogueEntry[] = [];
  const seen = new Set<string>();
  let rejected = 0;
  for (let i = 0; i < body.length; i++) {
    // A list of tens of thousands: the event loop is free every 2,000 entries.
    if (i > 0 && i % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
    const item: unknown = body[i];
    if (!validateEntry(item)) { rejected++; continue; }
    const entry = toEntry(item as unknown as RawEntry);
    if (!entry) { rejected++; continue; }
    if (seen.has(entry.mint)) continue;
    seen.add(entry.mint);
    entries.push(entry);
  }
  return { entries, rejected };
}

/**
 * A client of Jupiter's Tokens API v2 (dev.jup.ag): the verified tag
 * (`GET /tokens/v2/tag?query=verified`), the top lists (`GET /tokens/v2/{list}/{interval}?limit=`)
 * and search (`GET /tokens/v2/search?query=`, a symbol, a name or up to 100 comma-separated
 * mints). Every call takes a slot of the shared JUPITER_RPS budget first (none for the local
 * market); a refusal (4xx), an outage or a body that is not a list is an AppError, never rows.
 */
export class JupiterTokensClient {
  readonly name: string;
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;

  constructor(private readonly options: JupiterTokensClientOptions) {
    this.name = options.name ?? 'jupiter';
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.headers = options.apiKey ? { 'x-api-key': options.apiKey } : {};
  }

  /** Tokens carrying a tag (`verified`, `lst`). */
  tag(tag: string): Promise<TokensAnswer> {
    return this.get(`/tokens/v2/tag`, `query=${encodeURIComponent(tag)}`);
  }

  /** A top list over an interval, at most `limit` (1-100) tokens. */
  top(list: TopList, interval: TopInterval, limit: number): Promise<TokensAnswer> {
    return this.get(`/tokens/v2/${list}/${interval}`, `limit=${Math.max(1, Math.min(100, Math.floor(limit)))}`);
  }

  /** Search by symbol, name or mint(s). */
  search(query: string): Promise<TokensAnswer> {
    return this.get('/tokens/v2/search', `query=${encodeURIComponent(query)}`);
  }

  private async get(path: string, query: string): Promise<TokensAnswer> {
    const { status, body } = await requestProviderJson({
      provider: this.name,
      url: `${this.baseUrl}${path}?${query}`,
      timeoutMs: this.options.timeoutMs,
      headers: this.headers,
      budget: this.options.budget,
      parse: parseJsonYielding,
    });
    if (status >= 400) {
      const message = providerErrorMessage(body);
      throw new AppError('upstream_error', `${this.name} refused ${path} (HTTP ${status})${message ? `: ${message}` : ''}.`, {
        details: { provider: this.name, status },
      });
    }
    return readTokensAnswer(body, this.name);
  }
}
