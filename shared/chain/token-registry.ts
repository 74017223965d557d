import { PublicKey } from '@solana/web3.js';
import type { EntityManager } from '../db/orm.js';
import { Token } from '../db/entities/token.entity.js';
import { staticTokenResolver } from '../intents/token-resolver.js';
import type { TokenRef, TokenResolver } from '../intents/intent.types.js';
import { rpc, type ChainClients } from './rpc.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, type Network, type TokenListEntry } from './token-list.js';

/** A registry entry with everything a builder needs to move the token. */
export interface RegistryToken extends TokenRef {
  name: string | null;
  tokenProgram: string;
  source: 'registry' | 'chain';
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

/**
 * The per-network token registry in Postgres, held in memory per process (it is small) and
 * reloaded after `ttlMs`. Lookup by symbol or alias is case-insensitive with a leading `$`;
 * lookup by mint is exact. A mint the registry does not know is resolved on demand from its
 * mint account on chain (decimals and owning program) and remembered (source `chain`; such a
 * token has no symbol, and its mint stands in for one).
 */
export class TokenRegistry {
  private readonly cache = new Map<Network, { at: number; tokens: NetworkTokens }>();

  constructor(
    private readonly em: () => EntityManager,
    private readonly chain: ChainClients | null,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The network's registry (from memory when fresh). */
  async tokens(network: Network): Promise<NetworkTokens> {
    const hit = this.cache.get(network);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.tokens;
    const rows = await this.em().find(Token, { network }, { orderBy: { source: 'desc', mint: 'asc' } });
    const tokens = buildNetworkTokens(rows);
    this.cache.set(network, { at: this.now(), tokens });
    return tokens;
  }

  /** Resolve a symbol, alias or mint; unknown but well-formed mints are looked up on chain. */
  async resolve(network: Network, symbolOrMint: string): Promise<RegistryToken | null> {
    const tokens = await this.tokens(network);
    const known = tokens.resolve(symbolOrMint);
    if (known) return tokens.byMint(known.mint);
    const text = symbolOrMint.trim();
    return isBase58Key(text) ? this.learnMint(network, text) : null;
  }

  /**
   * Read a mint account from chain and remember it. Null when the account does not exist or
   * is not an initialized SPL Token / Token-2022 mint.
   */
  async learnMint(network: Network, mint: string): Promise<RegistryToken | null> {
    if (!this.chain) return null;
    const info = await rpc(network, () => this.chain!.connection(network).getAccountInfo(new PublicKey(mint)));
    if (!info) return null;
    const program = info.owner.toBase58();
    if (program !== TOKEN_PROGRAM_ID && program !== TOKEN_2022_PROGRAM_ID) return null;
    if (info.data.length < MINT_BASE_SIZE || info.data[MINT_INITIALIZED_OFFSET] !== 1) return null;
    // Token-2022 token accounts are 165+ bytes with an account-type byte; mints are 82 or extended past 165 with type 1.
    if (program === TOKEN_2022_PROGRAM_ID && info.data.length > MINT_BASE_SIZE && info.data[165] !== 1) return null;
    if (program === TOKEN_PROGRAM_ID && info.data.length !== MINT_BASE_SIZE) return null;
    // Anyone can make a mint with up to 255 decimals; amounts here go to 18 (the registry's check).
    if (info.data[MINT_DECIMALS_OFFSET]! > 18) return null;
    const row = Object.assign(new Token(), {
      network, mint, decimals: info.data[MINT_DECIMALS_OFFSET], tokenProgram: program, source: 'chain' as const,
    });
    await this.em().getConnection().execute(
      `insert into tokens (network, mint, decimals, token_program, source) values (?, ?, ?, ?, 'chain') on conflict do nothing`,
      [network, mint, row.decimals, row.tokenProgram],
    );
    this.cache.delete(network);
    return toRegistryToken(row);
  }
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
