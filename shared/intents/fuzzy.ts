/**
 * Typo matching for verbs and token symbols. Optimal string alignment distance counts a swap of
 * two neighbouring letters ("BNOK") as one edit, which plain Levenshtein counts as two; the
 * vocabularies are a few dozen short words, so the quadratic table is cheap.
 */

/** Optimal string alignment (restricted Damerau-Levenshtein) distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
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
