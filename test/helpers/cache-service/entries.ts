/** One cache entry as the service keeps it. */
export interface CacheEntry {
  readonly id: number;
  readonly key: string;
  readonly version: string;
  readonly blobName: string;
  readonly createdAt: number;
  lastAccessedAt: number;
  size: number;
  finalized: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The entries of one repository, with the lookup and eviction rules GitHub
 * documents for its cache ("Dependency caching reference"):
 * - a lookup takes an exact match of the key (and version) first, then the
 *   newest entry whose key starts with the key, then each restore key in
 *   order, again exact before prefix and newest first;
 * - an entry is never overwritten: creating one for a key and version that
 *   exist (or are being uploaded) is refused;
 * - entries not accessed for 7 days are evicted, and above the repository's
 *   limit (10 GB by default) the least recently accessed go first.
 */
export class CacheEntries {
  private readonly entries: CacheEntry[] = [];
  private nextId = 1;

  constructor(
    private readonly now: () => number,
    private readonly limitBytes: number,
  ) {}

  create(key: string, version: string): CacheEntry | undefined {
    if (this.entries.some((e) => e.key === key && e.version === version)) return undefined;
    const id = this.nextId++;
    const at = this.now();
    const entry: CacheEntry = {
      id,
      key,
      version,
      blobName: `caches/${id}/cache.tzst`,
      createdAt: at,
      lastAccessedAt: at,
      size: 0,
      finalized: false,
    };
    this.entries.push(entry);
    return entry;
  }

  pending(key: string, version: string): CacheEntry | undefined {
    return this.entries.find((e) => e.key === key && e.version === version && !e.finalized);
  }

  byBlobName(name: string): CacheEntry | undefined {
    return this.entries.find((e) => e.blobName === name);
  }

  finalize(entry: CacheEntry, size: number): void {
    entry.size = size;
    entry.finalized = true;
    this.evict();
  }

  /** The entry a restore of `key` (then `restoreKeys`) gets for `version`, marked as accessed. */
  lookup(key: string, restoreKeys: readonly string[], version: string): CacheEntry | undefined {
    this.evict();
    const usable = this.entries.filter((e) => e.finalized && e.version === version);
    const newest = (list: CacheEntry[]) => list.sort((a, b) => b.createdAt - a.createdAt)[0];
    for (const wanted of [key, ...restoreKeys]) {
      const found =
        usable.find((e) => e.key === wanted) ??
        newest(usable.filter((e) => e.key.startsWith(wanted)));
      if (found) {
        found.lastAccessedAt = this.now();
        return found;
      }
    }
    return undefined;
  }

  finalized(): CacheEntry[] {
    return this.entries.filter((e) => e.finalized);
  }

  private evict(): void {
    const stale = this.now() - 7 * DAY_MS;
    const drop = (entry: CacheEntry) => this.entries.splice(this.entries.indexOf(entry), 1);
    for (const entry of this.entries.filter((e) => e.finalized && e.lastAccessedAt < stale)) {
      drop(entry);
    }
    const byAccess = this.finalized().sort((a, b) => a.lastAccessedAt - b.lastAccessedAt);
    let total = byAccess.reduce((sum, e) => sum + e.size, 0);
    for (const entry of byAccess) {
      if (total <= this.limitBytes) break;
      drop(entry);
      total -= entry.size;
    }
  }
}
