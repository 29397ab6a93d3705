/**
 * A seeded PRNG (mulberry32): the same seed gives the same faults and kills,
 * so a failing run can be replayed with FAULT_SEED.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A number in [low, high). */
  between(low: number, high: number): number {
    return low + (high - low) * this.next();
  }

  /** One of `items`, each as likely as the others. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

/** FAULT_SEED from the environment, or `fallback`: fixed by default so a run is reproducible. */
export function seedFromEnv(fallback: number): number {
  const text = process.env.FAULT_SEED;
  if (text === undefined || text === '') return fallback;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`FAULT_SEED: "${text}" is not an integer`);
  return seed;
}
