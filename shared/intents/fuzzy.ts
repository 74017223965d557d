/**
 * Typo matching for verbs and token symbols. Optimal string alignment distance counts a swap of
 * two neighbouring letters ("BNOK") as one edit, which plain Levenshtein counts as two; the
 * vocabularies are a few dozen short words, so the quadratic table is cheap.
 */

/** Three rows of the distance table, reused by every call (the parser is synchronous). */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment (restricted Damerau-Levenshtein) distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (n + 1 > rows[0].length) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prev2, prev, row] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = row;
    row = spare;
  }
  return prev[n];
}

/**
 * Edits a word of this length may carry and still count as a typo of a vocabulary word:
 * none for one or two letters (too many short symbols sit one edit apart), one up to six
 * letters, two beyond.
 */
export function typoBudget(length: number): number {
  if (length <= 2) return 0;
  return length <= 6 ? 1 : 2;
}

/** Vocabulary words within `maxDistance` of `word` (case-insensitive), nearest first. */
export function nearestWords(word: string, vocabulary: readonly string[], maxDistance: number): { word: string; distance: number }[] {
  const needle = word.toLowerCase();
  const hits: { word: string; distance: number }[] = [];
  for (const candidate of vocabulary) {
    const distance = editDistance(needle, candidate.toLowerCase(), maxDistance);
    if (distance <= maxDistance) hits.push({ word: candidate, distance });
  }
  return hits.sort((x, y) => x.distance - y.distance || x.word.localeCompare(y.word));
}
