import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../store/open-store.js';
import type { Digest, Store } from '../store/store.js';
import { createArchive, extractArchive } from './archive.js';
import type { CacheBackend } from './backend.js';
import type { CacheSpec } from './cache-spec.js';

/**
 * A cache entry in the run's own store:
 *   .caches/<key, made safe>-<hash of key and paths>/archive.tar.zst
 *   .caches/<...>/entry.json   written last, only if absent: the entry exists
 *                              once it does, with the archive's size and SHA-256
 * The dot keeps it out of the lineage listing. As in GitHub's service, the
 * paths are part of the entry's identity and an entry is never replaced.
 */
export class StoreCacheBackend implements CacheBackend {
  readonly where: string;
  private readonly prefix: string;

  constructor(
    private readonly spec: CacheSpec,
    private readonly store: Store,
  ) {
    this.where = store.url;
    this.prefix = entryPrefix(spec);
  }

  async restore(): Promise<{ matchedKey: string; archiveBytes: number } | undefined> {
    const exact = await this.entry(this.prefix);
    const found = exact ? { prefix: this.prefix, entry: exact } : await this.newestByPrefix();
    if (!found) return undefined;
    const { prefix, entry } = found;
    return this.withScratch(async (scratch) => {
      const file = join(scratch, 'archive.tar.zst');
      // Verified by size and SHA-256 before a byte of it is unpacked.
      await this.store.getFile(`${prefix}archive.tar.zst`, file, entry.archive);
      await extractArchive(file, this.spec.cwd);
      return { matchedKey: entry.key, archiveBytes: entry.archive.size };
    });
  }

  async has(): Promise<boolean> {
    return (await this.entry(this.prefix)) !== undefined;
  }

  async save(): Promise<{ archiveBytes: number }> {
    return this.withScratch(async (scratch) => {
      const file = join(scratch, 'archive.tar.zst');
      await createArchive(this.spec.paths, this.spec.cwd, file);
      const archive = await this.store.putFile(`${this.prefix}archive.tar.zst`, file);
      const entry: Entry = {
        key: this.spec.key,
        paths: this.spec.paths,
        archive,
        savedAt: new Date().toISOString(),
      };
      const created = await this.store.createExclusive(
        `${this.prefix}entry.json`,
        JSON.stringify(entry, null, 2),
      );
      if (!created) throw new Error(`${this.spec.key} was saved by another run meanwhile`);
      return { archiveBytes: (await stat(file)).size };
    });
  }

  private async entry(prefix: string): Promise<Entry | undefined> {
    const text = await this.store.readText(`${prefix}entry.json`);
    return text === undefined ? undefined : (JSON.parse(text) as Entry);
  }

  /** As GitHub's restore keys: the newest entry of the same paths whose key starts with one. */
  private async newestByPrefix(): Promise<{ prefix: string; entry: Entry } | undefined> {
    const folders = await this.store.listChildren(`${CACHES}/`);
    const samePaths = this.spec.paths.join('\n');
    for (const wanted of this.spec.restoreKeys) {
      const named = folders.filter((name) => name.startsWith(safeName(wanted)));
      const found = await Promise.all(
        named.map(async (name) => ({
          prefix: `${CACHES}/${name}/`,
          entry: await this.entry(`${CACHES}/${name}/`),
        })),
      );
      const usable = found.flatMap(({ prefix, entry }) =>
        entry?.key.startsWith(wanted) && entry.paths.join('\n') === samePaths
          ? [{ prefix, entry }]
          : [],
      );
      usable.sort((a, b) => (b.entry.savedAt ?? '').localeCompare(a.entry.savedAt ?? ''));
      if (usable[0]) return usable[0];
    }
    return undefined;
  }

  private async withScratch<T>(task: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(this.spec.scratch ?? tmpdir(), 'spot-train-cache-'));
    try {
      return await task(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

interface Entry {
  readonly key: string;
  readonly paths: readonly string[];
  readonly archive: Digest;
  /** ISO time, so the newest of several matching entries is restored. */
  readonly savedAt?: string;
}

const CACHES = '.caches';

/** A key as a folder name: what no store refuses, cut to a length every store takes. */
function safeName(key: string): string {
  return key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);
}

export function entryPrefix(spec: Pick<CacheSpec, 'key' | 'paths'>): string {
  const hash = createHash('sha256')
    .update([spec.key, ...spec.paths].join('\n'))
    .digest('hex')
    .slice(0, 16);
  return `${CACHES}/${safeName(spec.key)}-${hash}/`;
}

export async function openStoreCacheBackend(spec: CacheSpec): Promise<StoreCacheBackend> {
  if (!spec.store) throw new Error('cache-backend store needs a store URL');
  return new StoreCacheBackend(spec, await openStore(spec.store.location, spec.store.options));
}
