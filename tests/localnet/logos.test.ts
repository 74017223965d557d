/**
 * Issue 40, point 12: token logos of the test network are served by the local market, never an
 * address nobody serves (they pointed at tokens.localnet.invalid). Every icon its Tokens API
 * lists is on the cluster's own URL and answers an SVG; a token without one is null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';

let cluster: LocalCluster;
beforeAll(async () => {
  cluster = await startLocalCluster({ port: 0 });
}, 60_000);
afterAll(async () => {
  await cluster?.close();
});

describe('local logos', () => {
  it('every listed icon is served by the local market as an SVG; none points elsewhere', async () => {
    const lists = await Promise.all(['/tokens/v2/tag?query=verified', '/tokens/v2/toporganicscore/24h?limit=100', '/tokens/v2/search?query=moondog'].map(async (path) => (await fetch(cluster.url + path)).json() as Promise<Array<{ id: string; icon: string | null }>>));
    const tokens = lists.flat();
    expect(tokens.length).toBeGreaterThan(100);
    expect(JSON.stringify(tokens)).not.toContain('.invalid');
    const icons = tokens.filter((t) => t.icon !== null);
    expect(icons.length).toBeGreaterThan(50);
    for (const t of icons) expect(t.icon).toBe(`${cluster.url}/tokens/v2/icons/${t.id}.svg`);
    for (const t of icons.slice(0, 5)) {
      const res = await fetch(t.icon!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
    // A mint the market does not list: 404, as any unknown path.
    expect((await fetch(`${cluster.url}/tokens/v2/icons/11111111111111111111111111111111.svg`)).status).toBe(404);
  });
});
