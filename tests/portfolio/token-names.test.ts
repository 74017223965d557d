/**
 * Naming every token (issue 33, "Named everywhere"): a wallet holding a curated token, tokens of
 * the local universe (Metaplex metadata, Token-2022's metadata extension, no metadata at all,
 * an unverified copy of a symbol) and a token made by the faucet's --new-token, read through
 * GET /v1/portfolio on the local cluster; the spam threshold; and the metadata reader itself.
 */
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { getTokenMetadata } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { universeTokens, type UniverseToken } from '../../localnet/universe/universe.js';
import { DEVNET_TOKENS, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../shared/chain/token-list.js';
import { metadataAddress, TokenMetadataReader, TOKEN_METADATA_MISS_TTL_MS } from '../../shared/chain/token-metadata.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!.mint;
const find = (pick: (t: UniverseToken) => boolean): UniverseToken => universeTokens().find(pick)!;
const PENGU = find((t) => t.symbol === 'PENGU');
const PRISM = find((t) => t.trap === 'token-2022-metadata');
const BARE = find((t) => t.trap === 'no-metadata');
const TRUMP_COPY = find((t) => t.trap === 'unverified-copy' && t.name === 'Trump Coin');

let h: Harness;
let key: TestKey;
let connection: Connection;
let reader: TokenMetadataReader;
/** The mint the faucet's --new-token method made. */
let fresh: string;
let wallet: string;

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { PORTFOLIO_CACHE_MS: '60000' } });
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['read:portfolio', 'read:transactions'] });
  connection = new Connection(h.cluster!.url, 'confirmed');
  reader = new TokenMetadataReader(h.redis, `${h.config.redisPrefix}:t`, (_network, keys) => connection.getMultipleAccountsInfo(keys));
  fresh = (h.cluster!.call('localnet_createToken', [{ symbol: 'MYTOK', name: 'My Test Token', decimals: 6 }]) as { mint: string }).mint;

  wallet = Keypair.generate().publicKey.toBase58();
  const faucet = h.cluster!.faucet;
  faucet.airdrop(wallet, 1_000_000_000n);
  faucet.mintTo(wallet, USDC, 500_000n); // 0.5 USDC: verified, kept below any threshold
  faucet.mintTo(wallet, PENGU.mint, 1_000n * 10n ** BigInt(PENGU.decimals)); // ≈ $12
  faucet.mintTo(wallet, PRISM.mint, 5n * 10n ** BigInt(PRISM.decimals)); // ≈ $5
  faucet.mintTo(wallet, BARE.mint, 10n * 10n ** BigInt(BARE.decimals)); // ≈ $0.10
  faucet.mintTo(wallet, TRUMP_COPY.mint, 100n * 10n ** BigInt(TRUMP_COPY.decimals)); // ≈ $0.04
  faucet.mintTo(wallet, fresh, 1_234_500_000n); // unpriced
});

afterAll(async () => {
  await h?.close();
});

const portfolio = (query = '') => h.request(`/v1/portfolio?walletAddress=${wallet}${query}`, { headers: bearer(key) });

describe('GET /v1/portfolio names every token', () => {
  it('from the catalogue, else from Metaplex metadata or Token-2022\'s extension; a token nothing names is null, not an error', async () => {
    const res = await portfolio();
    expect(res.status, res.text).toBe(200);
    const byMint = Object.fromEntries(res.body.data.tokens.map((t: { mint: string }) => [t.mint, t]));
    expect(Object.keys(byMint)).toHaveLength(6);
    // Curated: the catalogue's name, verified.
    expect(byMint[USDC]).toMatchObject({ symbol: 'USDC', name: 'USD Coin (devnet)', verified: true, logoURI: null });
    // A market token the (curated) catalogue does not list: its Metaplex metadata names it.
    expect(byMint[PENGU.mint]).toMatchObject({ symbol: 'PENGU', name: 'Pudgy Penguins', tokenProgram: TOKEN_PROGRAM_ID });
    expect(byMint[PENGU.mint].priceUsd).toBeGreaterThan(0);
    // Token-2022's metadata extension, read from the mint account itself.
    expect(byMint[PRISM.mint]).toMatchObject({ symbol: 'PRISM', name: 'Prism Dollar', tokenProgram: TOKEN_2022_PROGRAM_ID });
    // The faucet's new token: named only by its on-chain metadata, so not verified.
    expect(byMint[fresh]).toMatchObject({ symbol: 'MYTOK', name: 'My Test Token', verified: false, priceUsd: null, uiAmount: '1234.5' });
    // An unverified copy of a verified symbol shows its own name and verified: false.
    expect(byMint[TRUMP_COPY.mint]).toMatchObject({ symbol: 'TRUMP', name: 'Trump Coin', verified: false });
    // No metadata at all: no name, and still a 200.
    expect(byMint[BARE.mint]).toMatchObject({ symbol: null, name: null, verified: false, logoURI: null });
    expect(res.body.data.hidden).toBeUndefined();
  });

  it('hides unverified tokens worth less than hideUnverifiedBelowUsd and says how many', async () => {
    const all = (await portfolio()).body.data;
    const res = await portfolio('&hideUnverifiedBelowUsd=1');
    expect(res.status, res.text).toBe(200);
    const p = res.body.data;
    const mints = p.tokens.map((t: { mint: string }) => t.mint);
    // Kept: verified USDC though worth $0.50, and unverified tokens worth $1 or more.
    expect(mints.sort()).toEqual([USDC, PENGU.mint, PRISM.mint].sort());
    // Hidden: the unpriced new token and no-metadata token (unlisted, so unpriced: they count as
    // $0) and the TRUMP copy (≈ $0.04).
    expect(p.hidden.count).toBe(3);
    expect(p.hidden.belowUsd).toBe(1);
    expect(p.hidden.valueUsd).toBeGreaterThan(0.03);
    expect(p.hidden.valueUsd).toBeLessThan(0.05);
    expect(p.totalValueUsd).toBeCloseTo(all.totalValueUsd - p.hidden.valueUsd, 9);

    const none = await portfolio('&hideUnverifiedBelowUsd=0');
    expect(none.body.data.tokens).toHaveLength(6);
    expect(none.body.data.hidden).toEqual({ belowUsd: 0, count: 0, valueUsd: 0 });
  });

  it.each(['-1', 'abc', '1e13', ''])('answers 400 for hideUnverifiedBelowUsd=%j', async (value) => {
    const res = await portfolio(`&hideUnverifiedBelowUsd=${encodeURIComponent(value)}`);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.error.details.field).toBe('hideUnverifiedBelowUsd');
  });
});

describe('GET /v1/transactions names every balance change', () => {
  it('SOL and curated tokens as such, other tokens by their on-chain metadata (verified: false), unnamed ones null', async () => {
    const path = `/v1/transactions?walletAddress=${wallet}&limit=50`;
    let items: any[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await h.request(path, { headers: bearer(key) });
      expect(res.status, res.text).toBe(200);
      items = res.body.data;
      if (items.length >= 7) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const changes = Object.fromEntries(items.flatMap((i) => i.changes).filter((c: any) => !c.native).map((c: any) => [c.mint, c]));
    expect(changes[USDC]).toMatchObject({ symbol: 'USDC', name: 'USD Coin (devnet)', verified: true });
    expect(changes[PENGU.mint]).toMatchObject({ symbol: 'PENGU', name: 'Pudgy Penguins' });
    expect(changes[PRISM.mint]).toMatchObject({ symbol: 'PRISM', name: 'Prism Dollar', verified: false });
    expect(changes[fresh]).toMatchObject({ symbol: 'MYTOK', name: 'My Test Token', verified: false });
    expect(changes[BARE.mint]).toMatchObject({ symbol: null, name: null, verified: false });
    const sol = items.flatMap((i) => i.changes).find((c: any) => c.native);
    expect(sol).toMatchObject({ symbol: 'SOL', name: 'Solana', verified: true });
  });
});

describe('TokenMetadataReader', () => {
  it('reads Token-2022\'s metadata extension as the official parser does, and the Metaplex account at the mint\'s PDA', async () => {
    const official = await getTokenMetadata(connection, new PublicKey(PRISM.mint), 'confirmed', new PublicKey(TOKEN_2022_PROGRAM_ID));
    const read = await reader.read('devnet', [PRISM.mint, PENGU.mint, fresh]);
    expect(read.get(PRISM.mint)).toEqual({ name: official!.name, symbol: official!.symbol, uri: official!.uri, source: 'token-2022' });
    expect(read.get(PENGU.mint)).toMatchObject({ name: 'Pudgy Penguins', symbol: 'PENGU', source: 'metaplex' });
    expect(read.get(fresh)).toMatchObject({ name: 'My Test Token', symbol: 'MYTOK', source: 'metaplex' });
    // The Metaplex account is the program's fixed-size account at the PDA.
    const account = await connection.getAccountInfo(new PublicKey(metadataAddress(PENGU.mint)));
    expect(account?.owner.toBase58()).toBe('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
    expect(account?.data.length).toBe(679);
  });

  it('caches found names and, for less long, "no metadata"; answers from the cache without the RPC', async () => {
    let calls = 0;
    const counting = new TokenMetadataReader(h.redis, `${h.config.redisPrefix}:c`, (_n, keys) => {
      calls++;
      return connection.getMultipleAccountsInfo(keys);
    });
    const notAMint = Keypair.generate().publicKey.toBase58();
    const first = await counting.read('devnet', [PENGU.mint, BARE.mint, notAMint]);
    expect(first.get(BARE.mint)).toEqual({ name: null, symbol: null, uri: null, source: null });
    expect(first.get(notAMint)?.source).toBeNull();
    expect(calls).toBe(1);
    const found = await h.redis.pttl(counting.key('devnet', PENGU.mint));
    const miss = await h.redis.pttl(counting.key('devnet', BARE.mint));
    expect(miss).toBeGreaterThan(0);
    expect(miss).toBeLessThanOrEqual(TOKEN_METADATA_MISS_TTL_MS);
    expect(found).toBeGreaterThan(TOKEN_METADATA_MISS_TTL_MS);
    const again = await counting.read('devnet', [PENGU.mint, BARE.mint, notAMint]);
    expect(calls).toBe(1);
    expect(again.get(PENGU.mint)?.name).toBe('Pudgy Penguins');
  });

  it('batches: 120 mints take three getMultipleAccounts calls of at most 100 keys', async () => {
    const sizes: number[] = [];
    const batching = new TokenMetadataReader(h.redis, `${h.config.redisPrefix}:b`, (_n, keys) => {
      sizes.push(keys.length);
      return connection.getMultipleAccountsInfo(keys);
    });
    const mints = universeTokens().slice(0, 120).map((t) => t.mint);
    const read = await batching.read('devnet', mints);
    expect(sizes).toEqual([100, 100, 40]);
    // All named but the one token with no metadata at all.
    expect(mints).toContain(BARE.mint);
    expect([...read.values()].filter((m) => m.source !== null).length).toBe(119);
  });
});
