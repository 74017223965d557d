/**
 * The local cluster's token universe (issue 33, "Offline, the same path"): 500+ tokens with
 * on-chain metadata, each tradable, listed by the market's Tokens API v2 in Jupiter's shape,
 * the traps in place, and the faucet's --new-token.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { universeLabels, universeMint, universeTokens } from '../../localnet/universe/universe.js';
import { UNIVERSE_ADDRESSES } from '../../localnet/universe/universe-addresses.js';
import { DEVNET_TOKENS, TOKEN_2022_PROGRAM_ID } from '../../shared/chain/token-list.js';
import { decodeMetaplexMetadata, metadataAddress } from '../../shared/chain/token-metadata.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!.mint;
let cluster: LocalCluster;
let connection: Connection;

async function get(path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${cluster.url}${path}`);
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  cluster = await startLocalCluster({ port: 0, slotMs: 50 });
  connection = new Connection(cluster.url, 'confirmed');
});

afterAll(async () => {
  await cluster?.close();
});

/** Jupiter Tokens API v2's mint information object, as a client reads it. */
function expectJupiterShape(token: any): void {
  expect(token).toMatchObject({
    id: expect.any(String), name: expect.any(String), symbol: expect.any(String), decimals: expect.any(Number), tokenProgram: expect.any(String),
    holderCount: expect.any(Number), usdPrice: expect.any(Number), liquidity: expect.any(Number), mcap: expect.any(Number), fdv: expect.any(Number),
    organicScore: expect.any(Number), organicScoreLabel: expect.stringMatching(/^(high|medium|low)$/), isVerified: expect.any(Boolean),
    tags: expect.any(Array), updatedAt: expect.any(String), audit: expect.any(Object), firstPool: { id: expect.any(String), createdAt: expect.any(String) },
  });
  expect(token.icon === null || typeof token.icon === 'string').toBe(true);
  for (const interval of ['stats5m', 'stats1h', 'stats6h', 'stats24h']) {
    expect(token[interval]).toMatchObject({ priceChange: expect.any(Number), buyVolume: expect.any(Number), sellVolume: expect.any(Number), numBuys: expect.any(Number), numSells: expect.any(Number) });
  }
}

describe('the token universe', () => {
  it('has 500+ tokens at the addresses its seed derives, the precomputed table agreeing', () => {
    const tokens = universeTokens();
    expect(tokens.length).toBeGreaterThanOrEqual(500);
    expect(new Set(tokens.map((t) => t.mint)).size).toBe(tokens.length);
    // The table spares start-up 500 PDA derivations; it must be what the derivation gives.
    const labels = universeLabels();
    expect(Object.keys(UNIVERSE_ADDRESSES).sort()).toEqual([...labels].sort());
    for (const label of labels.filter((_, i) => i % 25 === 0)) {
      const mint = universeMint(label);
      expect(UNIVERSE_ADDRESSES[label]).toEqual([mint, metadataAddress(mint)]);
    }
  });

  it('writes each token\'s Metaplex metadata on chain, the Token-2022 one in its extension, the bare one nowhere', async () => {
    const pengu = universeTokens().find((t) => t.symbol === 'PENGU')!;
    const meta = await connection.getAccountInfo(new PublicKey(metadataAddress(pengu.mint)));
    expect(decodeMetaplexMetadata(meta!.data, pengu.mint)).toMatchObject({ name: 'Pudgy Penguins', symbol: 'PENGU', source: 'metaplex' });
    const prism = universeTokens().find((t) => t.trap === 'token-2022-metadata')!;
    expect((await connection.getAccountInfo(new PublicKey(prism.mint)))?.owner.toBase58()).toBe(TOKEN_2022_PROGRAM_ID);
    expect(await connection.getAccountInfo(new PublicKey(metadataAddress(prism.mint)))).toBeNull();
    const bare = universeTokens().find((t) => t.trap === 'no-metadata')!;
    expect(await connection.getAccountInfo(new PublicKey(bare.mint))).not.toBeNull();
    expect(await connection.getAccountInfo(new PublicKey(metadataAddress(bare.mint)))).toBeNull();
  });

  it('quotes every universe token against USDC', async () => {
    const tokens = universeTokens();
    for (const token of [tokens[0], tokens.find((t) => t.trap === 'token-2022-metadata')!, tokens.find((t) => t.trap === 'no-metadata')!, tokens.at(-1)!]) {
      const q = await get(`/swap/v1/quote?inputMint=${USDC}&outputMint=${token.mint}&amount=20000000&slippageBps=50`);
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      expect(BigInt(q.body.outAmount)).toBeGreaterThan(0n);
    }
  });
});

describe('the market\'s Tokens API v2', () => {
  it('search: by symbol (best first), by name, by mint and by comma-separated mints, in Jupiter\'s shape', async () => {
    const trump = await get('/tokens/v2/search?query=TRUMP');
    expect(trump.status).toBe(200);
    trump.body.forEach(expectJupiterShape);
    expect(trump.body.map((t: any) => [t.name, t.isVerified])).toEqual([
      ['OFFICIAL TRUMP', true], ['MAGA TRUMP', false], ['Trump Coin', false], ['OFFICIAL TRUMP 2.0', false],
    ]);
    const byName = await get('/tokens/v2/search?query=fartcoin');
    expect(byName.body[0]).toMatchObject({ symbol: 'FARTCOIN', name: 'Fartcoin', isVerified: true });
    const pengu = byName.body[0].id as string;
    const mints = await get(`/tokens/v2/search?query=${pengu},${USDC},${Keypair.generate().publicKey.toBase58()}`);
    expect(mints.body.map((t: any) => t.id).sort()).toEqual([pengu, USDC].sort());
    // Traps: two verified MAX, only unverified MOONDOG, a curated USDC and an unverified "USDC".
    expect((await get('/tokens/v2/search?query=MAX')).body.filter((t: any) => t.symbol === 'MAX' && t.isVerified)).toHaveLength(2);
    expect((await get('/tokens/v2/search?query=MOONDOG')).body.map((t: any) => t.isVerified)).toEqual([false, false]);
    const usdc = (await get('/tokens/v2/search?query=USDC')).body.filter((t: any) => t.symbol === 'USDC');
    expect(usdc.map((t: any) => [t.id === USDC, t.isVerified])).toEqual([[true, true], [false, false]]);
    // The Token-2022 token says so; the token with no metadata is not listed.
    expect((await get('/tokens/v2/search?query=PRISM')).body[0]).toMatchObject({ tokenProgram: TOKEN_2022_PROGRAM_ID, tags: expect.arrayContaining(['token-2022']) });
    const bare = universeTokens().find((t) => t.trap === 'no-metadata')!;
    expect((await get(`/tokens/v2/search?query=${bare.mint}`)).body).toEqual([]);
  });

  it('tag: every verified token (curated ones included), and the liquid staking tokens', async () => {
    const verified = await get('/tokens/v2/tag?query=verified');
    expect(verified.status).toBe(200);
    expect(verified.body.length).toBeGreaterThan(100);
    expect(verified.body.every((t: any) => t.isVerified)).toBe(true);
    expect(verified.body.some((t: any) => t.id === USDC)).toBe(true);
    expectJupiterShape(verified.body[0]);
    const lst = await get('/tokens/v2/tag?query=lst');
    expect(lst.body.map((t: any) => t.symbol)).toEqual(expect.arrayContaining(['mSOL', 'JitoSOL', 'jupSOL', 'INF']));
  });

  it('top lists by organic score, volume and trend, with limit', async () => {
    const organic = await get('/tokens/v2/toporganicscore/24h?limit=10');
    expect(organic.status).toBe(200);
    expect(organic.body).toHaveLength(10);
    const scores = organic.body.map((t: any) => t.organicScore);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    const traded = await get('/tokens/v2/toptraded/1h');
    expect(traded.body).toHaveLength(50);
    const volumes = traded.body.map((t: any) => t.stats1h.buyVolume + t.stats1h.sellVolume);
    expect(volumes).toEqual([...volumes].sort((a: number, b: number) => b - a));
    const trending = await get('/tokens/v2/toptrending/5m?limit=100');
    expect(trending.body).toHaveLength(100);
    trending.body.slice(0, 3).forEach(expectJupiterShape);
  });

  it.each([
    '/tokens/v2/search', '/tokens/v2/search?query=', '/tokens/v2/tag?query=nonsense', '/tokens/v2/toptraded/7d',
    '/tokens/v2/toptraded/1h?limit=0', '/tokens/v2/toptraded/1h?limit=101', '/tokens/v2/toptraded/1h?limit=abc',
  ])('answers 400 in Jupiter\'s error shape for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), errorCode: 'INVALID_REQUEST' });
  });
});

describe('npm run faucet -- --new-token', () => {
  it('creates a mint with Metaplex metadata, funds the address and prints the mint', async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/faucet.ts', '--url', cluster.url, '--to', to, '--new-token', 'NEWT', '--name', 'New Test Token', '--amount', '42.5', '--decimals', '4']);
    const mint = /^Mint: (\S+)$/m.exec(stdout)?.[1];
    expect(mint, stdout).toBeDefined();
    const meta = await connection.getAccountInfo(new PublicKey(metadataAddress(mint!)));
    expect(decodeMetaplexMetadata(meta!.data, mint)).toMatchObject({ name: 'New Test Token', symbol: 'NEWT' });
    const balance = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(mint!), new PublicKey(to)));
    expect(balance.value).toMatchObject({ amount: '425000', decimals: 4 });
    // Not in the market or its Tokens API: no catalogue knows it.
    expect((await get(`/tokens/v2/search?query=${mint}`)).body).toEqual([]);
  }, 60_000);

  it('refuses a symbol over Metaplex\'s 10 bytes, creating nothing', async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const run = promisify(execFile)('npx', ['tsx', 'scripts/faucet.ts', '--url', cluster.url, '--to', to, '--new-token', 'WAYTOOLONGSYMBOL', '--name', 'x', '--amount', '1']);
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('symbol must be at most 10 bytes') });
    expect((await connection.getParsedTokenAccountsByOwner(new PublicKey(to), { programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') })).value).toEqual([]);
  }, 60_000);
});
