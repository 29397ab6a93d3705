// The part of Compute Engine's list filter syntax spot-train sends: comparisons
// `field = "value"` or `field != "value"`, each optionally in parentheses,
// joined by AND or by plain juxtaposition (which Compute reads as AND). A
// filter outside that subset is refused, so a test notices the adapter sending
// something this emulator would silently misread.

export interface Comparison {
  readonly field: string;
  readonly op: '=' | '!=';
  readonly value: string;
}

const COMPARISON = /^\(?\s*([A-Za-z0-9_.-]+)\s*(=|!=)\s*("(?:[^"\\]|\\.)*"|[^\s()]+)\s*\)?/;

export function parseFilter(filter: string): Comparison[] {
  const comparisons: Comparison[] = [];
  let rest = filter.trim();
  while (rest !== '') {
    const match = COMPARISON.exec(rest);
    if (match === null) throw new Error(`unsupported filter near: ${rest}`);
    const [whole, field = '', op = '=', raw = ''] = match;
    const value = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
    comparisons.push({ field, op: op === '!=' ? '!=' : '=', value });
    rest = rest.slice(whole.length).trim();
    if (/^AND\s/i.test(rest)) rest = rest.slice(3).trim();
  }
  return comparisons;
}

/** Reads a dotted path such as `labels.spot-train` or `operationType` from a resource. */
function fieldOf(resource: unknown, path: string): unknown {
  let value: unknown = resource;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function matchesFilter(resource: unknown, comparisons: readonly Comparison[]): boolean {
  return comparisons.every(({ field, op, value }) => {
    const actual = fieldOf(resource, field);
    const equal =
      (typeof actual === 'string' || typeof actual === 'number' || typeof actual === 'boolean') &&
      String(actual) === value;
    return op === '=' ? equal : !equal;
  });
}
