import { PublicKey } from '@solana/web3.js';
import type { EntityManager } from '../db/orm.js';
import { Token } from '../db/entities/token.entity.js';
import { staticTokenResolver } from '../intents/token-resolver.js';
import type { TokenRef, TokenResolver } from '../intents/intent.types.js';
import { rpc, type ChainClients } from './rpc.js';
import { NETWORKS, TOKEN_2022_PROGRAM_ID, TOKEN_LISTS, TOKEN_PROGRAM_ID, type Network, type TokenListEntry } from './token-list.js';
import { metadataAddress, metadataOf, type OnchainTokenMetadata } from './token-metadata.js';
import { cleanTokenText } from './token-text.js';

/** A registry entry with everything a builder needs to move the token. */
export interface RegistryToken extends Omit<TokenRef, 'name'> {
  name: string | null;
  tokenProgram: string;
  source: 'registry' | 'chain' | 'catalogue';
}

/** One network's registry as loaded: a sync resolver for the parser plus full entries by mint. */
export interface NetworkTokens extends TokenResolver {
  byMint(mint: string): RegistryToken | null;
  all(): RegistryToken[];
}

/** SPL mint layout: decimals at byte 44, is_initialized at byte 45 (same for Token-2022's base). */
const MINT_DECIMALS_OFFSET = 44;
const MINT_INITIALIZED_OFFSET = 45;
const MINT_BASE_SIZE = 82;

function isBase58Key(s: string): boolean {
  try {
    return new PublicKey(s).toBase58() === s;
  } catch {
    return false;
  }
}

/** Learned mints kept in Postgres per network; past it the least recently learned are deleted. */
export const LEARNED_MINTS_PER_NETWORK = 10_000;
/** Learned mints one process keeps in memory per network (least recently used evicted). */
export const LEARNED_CACHE_PER_NETWORK = 1_000;

/**
 * The per-network token registry. The curated registry (rows of source `registry`, seeded from
 * shared/chain/token-list.ts) is held in memory per process (it is small) and reloaded after
 * `ttlMs`. Lookup by symbol or alias is case-insensitive with a leading `$`; lookup by mint is
 * exact.
 *
 * Mints learned from commands are kept apart from it (docs/intents.md "Tokens"): a mint the
 * registry does not know is read on demand from its mint account on chain (decimals and owning
 * program; source `chain`, no symbol: its mint stands in for one), stored as a row of its own
 * (at most LEARNED_MINTS_PER_NETWORK per network, the least recently learned deleted past it)
 * and remembered by this process in a bounded LRU (LEARNED_CACHE_PER_NETWORK). Learning a mint
 * never reloads the curated table, here or in any other process: another process finds the
 * learned row by its mint (one indexed read) the first time it needs it. Users can thus add
 * mints, never symbols: the curated registry is not user-writable.
 */
export class TokenRegistry {
  private readonly cache = new Map<Network, { at: number; tokens: NetworkTokens }>();
  private readonly learned = new Map<Network, Map<string, RegistryToken>>();

  constructor(
    private readonly em: () => EntityManager,
    private readonly chain: ChainClients | null,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly limits: { learnedPerNetwork: number; learnedCachePerNetwork: number } = { learnedPerNetwork: LEARNED_MINTS_PER_NETWORK, learnedCachePerNetwork: LEARNED_CACHE_PER_NETWORK },
  ) {}

  /** The curated registry of the network (from memory when fresh), with the mints this process has learned. */
  async tokens(network: Network): Promise<NetworkTokens> {
    return withLearned(await this.curated(network), this.learnedOf(network));
  }

  private async curated(network: Network): Promise<NetworkTokens> {
    const hit = this.cache.get(network);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.tokens;
    const rows = await this.em().find(Token, { network, source: 'registry' }, { orderBy: { mint: 'asc' } });
    const tokens = buildNetworkTokens(rows);
    this.cache.set(network, { at: this.now(), tokens });
    return tokens;
  }

  private learnedOf(network: Network): Map<string, RegistryToken> {
    let map = this.learned.get(network);
    if (!map) this.learned.set(network, (map = new Map()));
    return map;
  }

  /** Remember a learned mint in this process's LRU (most recent last), evicting the oldest past the bound. */
  private remember(network: Network, token: RegistryToken): RegistryToken {
    const map = this.learnedOf(network);
    map.delete(token.mint);
    map.set(token.mint, token);
    while (map.size > this.limits.learnedCachePerNetwork) map.delete(map.keys().next().value!);
    return token;
  }

  /** Resolve a symbol, alias or mint; unknown but well-formed mints are looked up (stored, then on chain). */
  async resolve(network: Network, symbolOrMint: string): Promise<RegistryToken | null> {
    const tokens = await this.tokens(network);
    const known = tokens.resolve(symbolOrMint);
    if (known) {
      const token = tokens.byMint(known.mint);
      if (token?.source === 'chain') this.remember(network, token); // used again: most recent
      return token;
    }
    const text = symbolOrMint.trim();
    return isBase58Key(text) ? this.learnMint(network, text) : null;
  }

  /**
   * A mint the curated registry does not hold: as stored by any process, else read from chain
   * and stored. Null when the account does not exist or is not an initialized SPL Token /
   * Token-2022 mint.
   */
  async learnMint(network: Network, mint: string): Promise<RegistryToken | null> {
    const cached = this.learnedOf(network).get(mint);
    if (cached) return this.remember(network, cached);
    const stored = await this.em().findOne(Token, { network, mint, source: 'chain' });
    if (stored) return this.remember(network, toRegistryToken(stored));
    if (!this.chain) return null;
    // The mint and its Metaplex PDA in one call: a token learned from chain is named by what
    // it says of itself (Token-2022's extension, else Metaplex), never by a curated entry.
    const [info, metaplex] = await rpc(network, () => this.chain!.connection(network).getMultipleAccountsInfo([new PublicKey(mint), new PublicKey(metadataAddress(mint))]));
    if (!info) return null;
    const program = info.owner.toBase58();
    if (program !== TOKEN_PROGRAM_ID && program !== TOKEN_2022_PROGRAM_ID) return null;
    if (info.data.length < MINT_BASE_SIZE || info.data[MINT_INITIALIZED_OFFSET] !== 1) return null;
    // Token-2022 token accounts are 165+ bytes with an account-type byte; mints are 82 or extended past 165 with type 1.
    if (program === TOKEN_2022_PROGRAM_ID && info.data.length > MINT_BASE_SIZE && info.data[165] !== 1) return null;
    if (program === TOKEN_PROGRAM_ID && info.data.length !== MINT_BASE_SIZE) return null;
    // Anyone can make a mint with up to 255 decimals; amounts here go to 18 (the registry's check).
    if (info.data[MINT_DECIMALS_OFFSET]! > 18) return null;
    const named = learnedNames(network, mint, metadataOf(info, metaplex ?? null, mint));
    const row = Object.assign(new Token(), {
      network, mint, decimals: info.data[MINT_DECIMALS_OFFSET], tokenProgram: program, source: 'chain' as const, symbol: named.symbol, name: named.name,
    });
    const connection = this.em().getConnection();
    // A curated row of the same mint wins (do nothing); learned rows stay bounded per network.
    await connection.execute(
      `insert into tokens (network, mint, decimals, token_program, source, symbol, name, created_at) values (?, ?, ?, ?, 'chain', ?, ?, now()) on conflict do nothing`,
      [network, mint, row.decimals, row.tokenProgram, row.symbol, row.name],
    );
    await connection.execute(
      `delete from tokens where network = ? and source = 'chain' and mint in (
         select mint from tokens where network = ? and source = 'chain' order by created_at desc, mint offset ?)`,
      [network, network, this.limits.learnedPerNetwork],
    );
    return this.remember(network, toRegistryToken(row));
  }
}

/** Longest symbol and name a learned token keeps (third-party text: shown, quoted, never parsed as a command). */
const LEARNED_SYMBOL_MAX = 16;
const LEARNED_NAME_MAX = 64;

/**
 * The symbol and name of a mint learned from chain: its own metadata (printable text, bounded),
 * else, for a mint the other network's curated list holds (the local cluster recreates mainnet's
 * USDC beside devnet's), that entry's symbol with the name saying which network it is curated
 * on. Null when the mint names itself nowhere. Either way the token stays unverified.
 */
export function learnedNames(network: Network, mint: string, metadata: OnchainTokenMetadata): { symbol: string | null; name: string | null } {
  const clean = cleanTokenText;
  const symbol = clean(metadata.symbol, LEARNED_SYMBOL_MAX);
  const name = clean(metadata.name, LEARNED_NAME_MAX);
  if (symbol || name) return { symbol, name };
  for (const other of NETWORKS) {
    if (other === network) continue;
    const entry = TOKEN_LISTS[other].find((t) => t.mint === mint);
    if (entry) return { symbol: entry.symbol, name: `${entry.name} (${other} mint)` };
  }
  return { symbol: null, name: null };
}

/** The curated registry with learned mints beside it: found by mint only, never by a symbol. */
function withLearned(curated: NetworkTokens, learned: ReadonlyMap<string, RegistryToken>): NetworkTokens {
  if (learned.size === 0) return curated;
  return {
    resolve(symbolOrMint: string): TokenRef | null {
      const hit = curated.resolve(symbolOrMint);
      if (hit) return hit;
      const token = learned.get(symbolOrMint.trim());
      return token ? { mint: token.mint, symbol: token.symbol, decimals: token.decimals } : null;
    },
    symbols: () => curated.symbols(),
    nameStarts: () => curated.nameStarts?.() ?? new Set(),
    byMint: (mint) => curated.byMint(mint) ?? learned.get(mint) ?? null,
    all: () => [...curated.all(), ...learned.values()],
  };
}

function toRegistryToken(row: Token): RegistryToken {
  return { mint: row.mint, symbol: row.symbol ?? row.mint, decimals: row.decimals, name: row.name, tokenProgram: row.tokenProgram, source: row.source };
}

/** Build the in-memory registry of one network from its rows (registry rows first). */
export function buildNetworkTokens(rows: Token[]): NetworkTokens {
  const entries: TokenListEntry[] = rows
    .filter((r) => r.symbol)
    .map((r) => ({ symbol: r.symbol!, name: r.name ?? r.symbol!, mint: r.mint, decimals: r.decimals, tokenProgram: r.tokenProgram, aliases: r.aliases }));
  const resolver = staticTokenResolver(entries);
  const full = new Map(rows.map((r) => [r.mint, toRegistryToken(r)]));
  return {
    resolve(symbolOrMint: string): TokenRef | null {
      const hit = resolver.resolve(symbolOrMint);
      if (hit) return hit;
      const byMint = full.get(symbolOrMint.trim());
      return byMint ? { mint: byMint.mint, symbol: byMint.symbol, decimals: byMint.decimals } : null;
    },
    symbols: () => resolver.symbols(),
    nameStarts: () => resolver.nameStarts?.() ?? new Set(),
    byMint: (mint) => full.get(mint) ?? null,
    all: () => [...full.values()],
  };
}
