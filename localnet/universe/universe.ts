/**
 * The local cluster's token universe: the tokens people trade beyond the curated registry,
 * recreated offline. Every address and figure is derived from a fixed seed (sha256 of a label),
 * so every start, on every machine, makes the same 500+ tokens at the same addresses.
 *
 * It holds a realistic mix of verified tokens outside the curated list (PENGU, TRUMP,
 * FARTCOIN…), generated verified and unverified tokens with organic scores, liquidity, holder
 * counts and tags, and the traps a resolver must survive (see TRAPS below). The figures are
 * invented for a test network (approximate 2025 levels for the named ones), not live data.
 */
import { createHash } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../shared/chain/token-list.js';
import { metadataAddress } from '../../shared/chain/token-metadata.js';
import { UNIVERSE_ADDRESSES, UNIVERSE_ADDRESSES_SEED } from './universe-addresses.js';

/** How a token's name lives on chain. */
export type MetadataKind = 'metaplex' | 'token-2022' | 'none';

/** One token of the universe, with what the local Tokens API says about it. */
export interface UniverseToken {
  mint: string;
  /** Null for the token with no metadata at all. */
  symbol: string | null;
  name: string | null;
  decimals: number;
  tokenProgram: string;
  metadata: MetadataKind;
  /** The Metaplex metadata PDA when `metadata` is `metaplex`. */
  metadataAccount: string | null;
  /** Whether the local Tokens API lists it (the no-metadata token is tradable by mint only). */
  listed: boolean;
  verified: boolean;
  /** 0-100, as Jupiter's organicScore. */
  organicScore: number;
  holderCount: number;
  tags: string[];
  icon: string | null;
  /** Reference USD price per whole token. */
  priceUsd: number;
  /** Pool depth in USD (both sides): the liquidity figure. */
  depthUsd: number;
  feeBps: number;
  /** Baseline 24-hour volume in USD before any local trade. */
  dailyVolumeUsd: number;
  /** Whole tokens in existence (for market cap). */
  totalSupply: number;
  /** Baseline trending score, 0-100 (toptrending's order). */
  trendScore: number;
  /** ISO date of the token's first pool. */
  createdAt: string;
  /** Which trap it is, if any (for tests and docs). */
  trap?: string;
}

/** The seed every address and figure derives from. Change it and every universe address changes. */
export const UNIVERSE_SEED = 'localnet-universe-v1';
/** Tokens generated beyond the named ones and the traps; the universe holds more than 500. */
const GENERATED = 470;
const ICON_BASE = 'https://tokens.localnet.invalid/icons';
const METADATA_BASE = 'https://tokens.localnet.invalid/metadata';

function digest(label: string): Buffer {
  return createHash('sha256').update(`${UNIVERSE_SEED}:${label}`).digest();
}

/** A stable mint address for a label (a hash, not a keypair: nothing ever signs for it). */
export function universeMint(label: string): string {
  return new PublicKey(digest(`mint:${label}`)).toBase58();
}

const usedLabels = new Set<string>();

/** Every label the universe derived an address for (for write-addresses.ts). */
export function universeLabels(): string[] {
  universeTokens();
  return [...usedLabels];
}

/**
 * A label's mint and Metaplex metadata PDA: from the precomputed table (universe-addresses.ts;
 * deriving 500 PDAs takes seconds on a busy machine), else derived. A test holds the table to
 * the derivation; `npx tsx localnet/universe/write-addresses.ts` rewrites it after a change.
 */
export function universeAddresses(label: string): { mint: string; metadataAccount: string } {
  usedLabels.add(label);
  const known = UNIVERSE_ADDRESSES_SEED === UNIVERSE_SEED ? UNIVERSE_ADDRESSES[label] : undefined;
  if (known) return { mint: known[0], metadataAccount: known[1] };
  const mint = universeMint(label);
  return { mint, metadataAccount: metadataAddress(mint) };
}

/**
 * Stable pseudo-random numbers in [0, 1) for a label: 16 per label from two hashes (hashing
 * is most of the universe's start-up cost, so each token hashes twice, not once per figure).
 */
function units(label: string): number[] {
  const bytes = Buffer.concat([digest(`figures:${label}:0`), digest(`figures:${label}:1`)]);
  return Array.from({ length: 16 }, (_, i) => bytes.readUInt32LE(i * 4) / 2 ** 32);
}

/** Log-uniform between lo and hi for a unit u, rounded to 3 significant digits. */
function logBetween(u: number, lo: number, hi: number): number {
  return Number((lo * (hi / lo) ** u).toPrecision(3));
}

interface Named {
  symbol: string;
  name: string;
  priceUsd: number;
  depthUsd: number;
  holders: number;
  organicScore: number;
  decimals?: number;
  tags?: string[];
  verified?: boolean;
  tokenProgram?: string;
  metadata?: MetadataKind;
  trap?: string;
}

/** Verified tokens people trade that the curated registry does not hold (approximate 2025 levels). */
const NAMED: Named[] = [
  { symbol: 'PENGU', name: 'Pudgy Penguins', priceUsd: 0.012, depthUsd: 12_000_000, holders: 810_000, organicScore: 96.2 },
  { symbol: 'TRUMP', name: 'OFFICIAL TRUMP', priceUsd: 9.5, depthUsd: 30_000_000, holders: 640_000, organicScore: 94.8, trap: 'verified-with-copies' },
  { symbol: 'FARTCOIN', name: 'Fartcoin', priceUsd: 1.1, depthUsd: 18_000_000, holders: 150_000, organicScore: 95.1 },
  { symbol: 'MEW', name: 'cat in a dogs world', priceUsd: 0.0035, depthUsd: 6_000_000, holders: 240_000, organicScore: 91.3, decimals: 5 },
  { symbol: 'GOAT', name: 'Goatseus Maximus', priceUsd: 0.12, depthUsd: 4_000_000, holders: 80_000, organicScore: 88.4 },
  { symbol: 'PNUT', name: 'Peanut the Squirrel', priceUsd: 0.25, depthUsd: 5_000_000, holders: 120_000, organicScore: 89.7 },
  { symbol: 'MOODENG', name: 'Moo Deng', priceUsd: 0.18, depthUsd: 3_500_000, holders: 95_000, organicScore: 87.5 },
  { symbol: 'AI16Z', name: 'ai16z', priceUsd: 0.2, depthUsd: 4_500_000, holders: 110_000, organicScore: 90.2, decimals: 9, tokenProgram: TOKEN_2022_PROGRAM_ID },
  { symbol: 'GRASS', name: 'Grass', priceUsd: 1.6, depthUsd: 5_500_000, holders: 300_000, organicScore: 93.6, decimals: 9 },
  { symbol: 'DRIFT', name: 'Drift', priceUsd: 0.55, depthUsd: 3_000_000, holders: 90_000, organicScore: 92.1 },
  { symbol: 'KMNO', name: 'Kamino', priceUsd: 0.06, depthUsd: 2_500_000, holders: 85_000, organicScore: 90.8 },
  { symbol: 'TNSR', name: 'Tensor', priceUsd: 0.15, depthUsd: 1_500_000, holders: 60_000, organicScore: 86.9, decimals: 9 },
  { symbol: 'CLOUD', name: 'Sanctum', priceUsd: 0.1, depthUsd: 1_200_000, holders: 70_000, organicScore: 85.4, decimals: 9 },
  { symbol: 'ZEUS', name: 'Zeus Network', priceUsd: 0.12, depthUsd: 900_000, holders: 40_000, organicScore: 82.3 },
  { symbol: 'MOTHER', name: 'MOTHER IGGY', priceUsd: 0.005, depthUsd: 800_000, holders: 50_000, organicScore: 80.6 },
  { symbol: 'GIGA', name: 'Gigachad', priceUsd: 0.015, depthUsd: 1_400_000, holders: 65_000, organicScore: 84.7, decimals: 5 },
  { symbol: 'SLERF', name: 'SLERF', priceUsd: 0.07, depthUsd: 1_000_000, holders: 55_000, organicScore: 79.9, decimals: 9 },
  { symbol: 'BOME', name: 'BOOK OF MEME', priceUsd: 0.0015, depthUsd: 2_200_000, holders: 160_000, organicScore: 88.8 },
  { symbol: 'MELANIA', name: 'Official Melania Meme', priceUsd: 0.25, depthUsd: 2_000_000, holders: 90_000, organicScore: 83.2 },
  { symbol: 'ME', name: 'Magic Eden', priceUsd: 0.9, depthUsd: 2_800_000, holders: 100_000, organicScore: 89.1 },
  { symbol: 'PRCL', name: 'Parcl', priceUsd: 0.08, depthUsd: 600_000, holders: 35_000, organicScore: 78.5 },
  { symbol: 'SAMO', name: 'Samoyedcoin', priceUsd: 0.004, depthUsd: 700_000, holders: 70_000, organicScore: 76.4, decimals: 9 },
  { symbol: 'MNDE', name: 'Marinade', priceUsd: 0.1, depthUsd: 900_000, holders: 45_000, organicScore: 81.7, decimals: 9 },
  { symbol: 'jupSOL', name: 'Jupiter Staked SOL', priceUsd: 165, depthUsd: 8_000_000, holders: 60_000, organicScore: 93.9, decimals: 9, tags: ['lst'] },
  { symbol: 'INF', name: 'Infinity', priceUsd: 175, depthUsd: 4_000_000, holders: 25_000, organicScore: 90.5, decimals: 9, tags: ['lst'] },
  { symbol: 'CHILLGUY', name: 'Just a chill guy', priceUsd: 0.05, depthUsd: 1_500_000, holders: 110_000, organicScore: 86.1 },
  { symbol: 'SPX', name: 'SPX6900', priceUsd: 1.2, depthUsd: 6_500_000, holders: 45_000, organicScore: 91.9, decimals: 8 },
  { symbol: 'USELESS', name: 'USELESS COIN', priceUsd: 0.25, depthUsd: 3_000_000, holders: 60_000, organicScore: 88.0 },
  { symbol: 'ZEX', name: 'Zeta', priceUsd: 0.03, depthUsd: 400_000, holders: 30_000, organicScore: 72.6 },
  { symbol: 'HONEY', name: 'Hivemapper', priceUsd: 0.02, depthUsd: 500_000, holders: 40_000, organicScore: 77.8, decimals: 9 },
];

/** The traps: how a resolver must not be fooled (issue 33). */
const TRAPS: Named[] = [
  // Two verified tokens share a symbol: a symbol alone cannot choose between them.
  { symbol: 'MAX', name: 'Maxwell the Cat', priceUsd: 0.004, depthUsd: 900_000, holders: 42_000, organicScore: 83.5, trap: 'verified-shared-symbol' },
  { symbol: 'MAX', name: 'MAX Protocol', priceUsd: 0.3, depthUsd: 1_100_000, holders: 28_000, organicScore: 81.2, trap: 'verified-shared-symbol' },
  // Unverified copies of a verified token's symbol (the verified one is TRUMP above).
  { symbol: 'TRUMP', name: 'Trump Coin', priceUsd: 0.0004, depthUsd: 8_000, holders: 900, organicScore: 4.1, verified: false, trap: 'unverified-copy' },
  { symbol: 'TRUMP', name: 'MAGA TRUMP', priceUsd: 0.0011, depthUsd: 15_000, holders: 2_100, organicScore: 7.9, verified: false, trap: 'unverified-copy' },
  { symbol: 'TRUMP', name: 'OFFICIAL TRUMP 2.0', priceUsd: 0.00002, depthUsd: 3_000, holders: 310, organicScore: 1.2, verified: false, trap: 'unverified-copy' },
  // A symbol only unverified tokens carry.
  { symbol: 'MOONDOG', name: 'Moon Dog', priceUsd: 0.0009, depthUsd: 20_000, holders: 1_400, organicScore: 12.5, verified: false, trap: 'unverified-only' },
  { symbol: 'MOONDOG', name: 'MoonDog Inu', priceUsd: 0.00005, depthUsd: 6_000, holders: 500, organicScore: 3.3, verified: false, trap: 'unverified-only' },
  // An unverified "USDC".
  { symbol: 'USDC', name: 'USD Coin', priceUsd: 0.0003, depthUsd: 5_000, holders: 260, organicScore: 0.8, verified: false, trap: 'unverified-usdc' },
  // A Token-2022 token whose name lives in the mint's metadata extension (no Metaplex account).
  { symbol: 'PRISM', name: 'Prism Dollar', priceUsd: 1, depthUsd: 2_000_000, holders: 18_000, organicScore: 80.1, tokenProgram: TOKEN_2022_PROGRAM_ID, metadata: 'token-2022', tags: ['token-2022'], trap: 'token-2022-metadata' },
];

const ADJECTIVES = ['Lunar', 'Solar', 'Cosmic', 'Golden', 'Silent', 'Rapid', 'Frozen', 'Electric', 'Crimson', 'Velvet', 'Hidden', 'Lucky', 'Quantum', 'Wild', 'Neon', 'Iron', 'Happy', 'Brave', 'Misty', 'Royal', 'Turbo', 'Tiny', 'Giant', 'Based', 'Sleepy', 'Angry', 'Stellar', 'Mystic', 'Pixel', 'Degen'];
const NOUNS = ['Otter', 'Falcon', 'Panda', 'Shiba', 'Frog', 'Whale', 'Tiger', 'Koala', 'Badger', 'Comet', 'Nebula', 'Rocket', 'Goblin', 'Wizard', 'Kitten', 'Hamster', 'Llama', 'Walrus', 'Beaver', 'Parrot', 'Dragon', 'Raccoon', 'Lobster', 'Monkey', 'Pigeon', 'Turtle', 'Gecko', 'Bison', 'Moose', 'Yeti'];

/** Symbols the curated registry and the named tokens already use: generated tokens never take them. */
function reservedSymbols(): Set<string> {
  return new Set(['SOL', 'USDC', 'USDT', 'BONK', 'JUP', 'JTO', 'PYTH', 'WIF', 'RAY', 'ORCA', 'MSOL', 'JITOSOL', 'BSOL', 'RENDER', 'HNT', 'W', 'POPCAT', 'PYUSD', 'FEE',
    ...[...NAMED, ...TRAPS].map((t) => t.symbol.toUpperCase())]);
}

function organicLabel(score: number): string[] {
  return score >= 70 ? ['verified', 'community'] : [];
}

function fromNamed(t: Named, index: number, group: string): UniverseToken {
  const label = `${group}:${index}:${t.symbol}:${t.name}`;
  const u = units(label);
  const verified = t.verified ?? true;
  const metadata = t.metadata ?? 'metaplex';
  const { mint, metadataAccount } = universeAddresses(label);
  const tokenProgram = t.tokenProgram ?? TOKEN_PROGRAM_ID;
  return {
    mint,
    symbol: t.symbol,
    name: t.name,
    decimals: t.decimals ?? 6,
    tokenProgram,
    metadata,
    metadataAccount: metadata === 'metaplex' ? metadataAccount : null,
    listed: true,
    verified,
    organicScore: t.organicScore,
    holderCount: t.holders,
    tags: [...new Set([...(verified ? ['verified', 'community'] : []), ...(verified && t.organicScore >= 90 ? ['strict'] : []), ...(t.tags ?? []), ...(tokenProgram === TOKEN_2022_PROGRAM_ID ? ['token-2022'] : [])])],
    icon: `${ICON_BASE}/${mint}.png`,
    priceUsd: t.priceUsd,
    depthUsd: t.depthUsd,
    feeBps: verified ? 25 : 100,
    dailyVolumeUsd: Number((t.depthUsd * (verified ? 0.8 : 0.3) * (0.5 + u[0])).toPrecision(3)),
    totalSupply: Number((t.depthUsd * 40 / t.priceUsd).toPrecision(3)),
    trendScore: Math.round(verified ? 40 + 60 * u[1] : 30 * u[1]),
    createdAt: new Date(Date.UTC(2023, 0, 1) + Math.floor(u[2] * 900) * 86_400_000).toISOString(),
    ...(t.trap ? { trap: t.trap } : {}),
  };
}

/** A generated token: about 40% verified with organic scores 60-99, the rest unverified with scores 0-45. */
function generated(index: number, symbol: string, name: string): UniverseToken {
  const label = `generated:${index}`;
  const u = units(label);
  const verified = u[0] < 0.4;
  const organicScore = Number((verified ? 60 + 39 * u[1] : 45 * u[1] ** 2).toFixed(1));
  const priceUsd = logBetween(u[2], 0.00001, 20);
  const depthUsd = verified ? logBetween(u[3], 150_000, 8_000_000) : logBetween(u[3], 2_000, 400_000);
  const holderCount = Math.round(verified ? logBetween(u[4], 5_000, 400_000) : logBetween(u[4], 50, 8_000));
  const { mint, metadataAccount } = universeAddresses(label);
  const decimals = u[5] < 0.75 ? 6 : 9;
  const tags = [...organicLabel(verified ? 100 : 0), ...(verified && organicScore >= 90 ? ['strict'] : []), ...(!verified && u[6] < 0.5 ? ['pump'] : [])];
  return {
    mint, symbol, name, decimals, tokenProgram: TOKEN_PROGRAM_ID, metadata: 'metaplex', metadataAccount, listed: true, verified, organicScore, holderCount, tags,
    icon: verified || u[7] < 0.5 ? `${ICON_BASE}/${mint}.png` : null,
    priceUsd, depthUsd, feeBps: verified ? 25 : 100,
    dailyVolumeUsd: Number((depthUsd * (0.1 + 1.5 * u[8])).toPrecision(3)),
    totalSupply: Number((depthUsd * (20 + 200 * u[9]) / priceUsd).toPrecision(3)),
    trendScore: Math.round(100 * u[10] * (verified ? 1 : 0.6)),
    createdAt: new Date(Date.UTC(2023, 0, 1) + Math.floor(u[11] * 1000) * 86_400_000).toISOString(),
  };
}

let built: readonly UniverseToken[] | undefined;

/** The whole universe, in a fixed order (built once per process). */
export function universeTokens(): readonly UniverseToken[] {
  if (built) return built;
  const tokens: UniverseToken[] = [
    ...NAMED.map((t, i) => fromNamed(t, i, 'named')),
    ...TRAPS.map((t, i) => fromNamed(t, i, 'trap')),
  ];
  // A token with no metadata at all: no Metaplex account, not listed; tradable by its mint.
  const bare = universeAddresses('trap:no-metadata').mint;
  tokens.push({
    mint: bare, symbol: null, name: null, decimals: 6, tokenProgram: TOKEN_PROGRAM_ID, metadata: 'none', metadataAccount: null, listed: false, verified: false,
    organicScore: 0, holderCount: 12, tags: [], icon: null, priceUsd: 0.01, depthUsd: 10_000, feeBps: 100, dailyVolumeUsd: 500,
    totalSupply: 1_000_000_000, trendScore: 0, createdAt: '2025-06-01T00:00:00.000Z', trap: 'no-metadata',
  });
  const reserved = reservedSymbols();
  const pairs: Array<[string, string]> = [];
  for (const noun of NOUNS) for (const adjective of ADJECTIVES) pairs.push([adjective, noun]);
  // A fixed shuffle of the pairs, so consecutive tokens do not share a noun.
  const order = new Map(pairs.map((p) => [p, digest(p.join(' ')).readUInt32LE(0)]));
  pairs.sort((a, b) => order.get(a)! - order.get(b)!);
  for (let i = 0; i < GENERATED; i++) {
    const [adjective, noun] = pairs[i];
    let symbol = `${adjective.slice(0, 2)}${noun}`.toUpperCase().slice(0, 8);
    for (let n = 2; reserved.has(symbol); n++) symbol = `${symbol.slice(0, 7)}${n}`;
    reserved.add(symbol);
    tokens.push(generated(i, symbol, `${adjective} ${noun}`));
  }
  built = Object.freeze(tokens);
  return built;
}

/** The off-chain metadata URI a token's on-chain metadata points to. */
export function metadataUri(mint: string): string {
  return `${METADATA_BASE}/${mint}.json`;
}
