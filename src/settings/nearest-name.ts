/**
 * The name in `known` that `given` most likely meant: within two edits (one
 * for names of four letters or fewer), where swapping two neighbours counts
 * as one, as a typist's slip does. Ties go to the first.
 */
export function nearestName(given: string, known: readonly string[]): string | undefined {
  const limit = given.length <= 4 ? 1 : 2;
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(given, name);
    if (distance <= limit && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/** Levenshtein distance with adjacent transpositions (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const above = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}
