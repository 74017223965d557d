import { describe, expect, it } from 'vitest';
import { parseJsonYielding } from './json-chunks.js';

/** A list well past the one-piece size, with the shapes a scanner can get wrong inside strings. */
function bigList(n: number): unknown[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `mint${i}`, name: i % 7 === 0 ? 'a "quoted", [bracketed] {braced} \\ name' : `Token ${i}`, symbol: `T${i}`,
    tags: i % 3 ? ['verified', 'x,y'] : [], nested: { a: [1, { b: null }], c: 'é ✓ \n' }, n: i / 3, ok: i % 2 === 0,
  }));
}

describe('parseJsonYielding', () => {
  it('answers exactly what JSON.parse answers for a large list, with spacing and odd strings', async () => {
    const list = bigList(6000);
    for (const text of [JSON.stringify(list), JSON.stringify(list, null, 2), `  \n${JSON.stringify(list)}\n `]) {
      expect(text.length).toBeGreaterThan(256 * 1024);
      expect(await parseJsonYielding(text)).toEqual(JSON.parse(text));
    }
    const mixed = JSON.stringify([...bigList(4000), 1, 'two', null, [3, [4]], true]);
    expect(await parseJsonYielding(mixed)).toEqual(JSON.parse(mixed));
  });

  it('parses small bodies, objects and empty lists in one piece', async () => {
    expect(await parseJsonYielding('[]')).toEqual([]);
    expect(await parseJsonYielding('{"error":"boom"}')).toEqual({ error: 'boom' });
    const bigObject = JSON.stringify({ tokens: bigList(5000) });
    expect(await parseJsonYielding(bigObject)).toEqual(JSON.parse(bigObject));
  });

  it('refuses what JSON.parse refuses: truncated, trailing garbage, a stray comma', async () => {
    const text = JSON.stringify(bigList(5000));
    await expect(parseJsonYielding(text.slice(0, -10))).rejects.toThrow(SyntaxError);
    await expect(parseJsonYielding(`${text} x`)).rejects.toThrow(SyntaxError);
    await expect(parseJsonYielding(`[,${text.slice(1)}`)).rejects.toThrow(SyntaxError);
    await expect(parseJsonYielding(`${text.slice(0, -1)},]`)).rejects.toThrow(SyntaxError);
  });
});
