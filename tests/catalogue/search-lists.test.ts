import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCatalogue } from '../../shared/catalogue/catalogue-sync.js';
import { JupiterTokensClient } from '../../shared/catalogue/jupiter-tokens-client.js';
import { universeTokens } from '../../localnet/universe/universe.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * Search shows what the source knows (issue 40, point 9): GET /v1/tokens?query= runs the
 * intents' on-demand search, so tokens the synced catalogue lacks (only unverified ones: MOONDOG,
 * the TRUMP copies, the fake USDC) are listed, verified: false, before an agent builds. On the
 * local cluster, whose market serves Tokens API v2 (test keys' source, as `npm start` runs it).
 */
let h: Harness;
let key: TestKey;
const trap = (name: string) => universeTokens().filter((t) => t.trap === name);

beforeAll(async () => {
  h = await startHarness({ localnet: true, workers: false });
  await syncCatalogue(h.orm, 'devnet', new JupiterTokensClient({ baseUrl: h.cluster!.url, timeoutMs: 5000, name: 'localnet' }));
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['read:prices'] });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const list = (query: string) => h.request(`/v1/tokens?query=${encodeURIComponent(query)}&limit=100`, { headers: bearer(key) });
const searches = () => h.redis.keys(`${h.config.redisPrefix}:tokens:search:*`);

describe('GET /v1/tokens?query=', () => {
  it('lists MOONDOG (only unverified tokens carry it), verified: false', async () => {
    const res = await list('MOONDOG');
    expect(res.status).toBe(200);
    const mints = trap('unverified-only').filter((t) => t.symbol === 'MOONDOG').map((t) => t.mint).sort();
    expect(mints.length).toBe(2);
    expect(res.body.data.map((t: any) => t.mint).sort()).toEqual(mints);
    expect(res.body.data.every((t: any) => t.verified === false)).toBe(true);
  });

  it('lists the TRUMP copies beside the verified TRUMP, and the fake USDC beside the curated one', async () => {
    const trump = (await list('TRUMP')).body.data;
    for (const copy of trap('unverified-copy')) expect(trump.find((t: any) => t.mint === copy.mint)?.verified, String(copy.name)).toBe(false);
    expect(trump[0].verified).toBe(true); // the verified one first
    const usdc = (await list('USDC')).body.data;
    const fakes = universeTokens().filter((t) => t.symbol === 'USDC' && t.verified === false);
    expect(fakes.length).toBeGreaterThan(0);
    for (const fake of fakes) expect(usdc.find((t: any) => t.mint === fake.mint)?.verified).toBe(false);
    expect(usdc[0].verified).toBe(true);
  });

  it('remembers a search, found or not: asking again costs no call', async () => {
    const before = (await searches()).length;
    expect((await list('ZZNOTHINGHERE')).body.data).toEqual([]);
    const keys = await searches();
    expect(keys.length).toBe(before + 1);
    const ttl = await h.redis.pttl(keys.find((k) => k.endsWith(':zznothinghere'))!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(h.config.providers.tokenSearchCacheMs);
    const found = await h.redis.pttl(`${h.config.redisPrefix}:tokens:search:devnet:moondog`);
    expect(found).toBeGreaterThan(0); // a found word has a TTL too: searched again later, not never
  });
});
