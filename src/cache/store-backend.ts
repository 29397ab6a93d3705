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
    const entry = await this.entry();
    if (!entry) return undefined;
    return this.withScratch(async (scratch) => {
      const file = join(scratch, 'archive.tar.zst');
      // Verified by size and SHA-256 before a byte of it is unpacked.
      await this.store.getFile(`${this.prefix}archive.tar.zst`, file, entry.archive);
      await extractArchive(file, this.spec.cwd);
      return { matchedKey: entry.key, archiveBytes: entry.archive.size };
    });
  }

  async has(): Promise<boolean> {
    return (await this.entry()) !== undefined;
  }

  async save(): Promise<{ archiveBytes: number }> {
    return this.withScratch(async (scratch) => {
      const file = join(scratch, 'archive.tar.zst');
      await createArchive(this.spec.paths, this.spec.cwd, file);
      const archive = await this.store.putFile(`${this.prefix}archive.tar.zst`, file);
      const entry: Entry = { key: this.spec.key, paths: this.spec.paths, archive };
      const created = await this.store.createExclusive(
        `${this.prefix}entry.json`,
        JSON.stringify(entry, null, 2),
      );
      if (!created) throw new Error(`${this.spec.key} was saved by another run meanwhile`);
      return { archiveBytes: (await stat(file)).size };
    });
  }

  private async entry(): Promise<Entry | undefined> {
    const text = await this.store.readText(`${this.prefix}entry.json`);
    return text === undefined ? undefined : (JSON.parse(text) as Entry);
  }

  private async withScratch<T>(task: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(process.env.RUNNER_TEMP ?? tmpdir(), 'spot-train-cache-'));
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
}

export function entryPrefix(spec: Pick<CacheSpec, 'key' | 'paths'>): string {
  const safe = spec.key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);
  const hash = createHash('sha256')
    .update([spec.key, ...spec.paths].join('\n'))
    .digest('hex')
    .slice(0, 16);
  return `.caches/${safe}-${hash}/`;
}

export async function openStoreCacheBackend(spec: CacheSpec): Promise<StoreCacheBackend> {
  if (!spec.store) throw new Error('cache-backend store needs a store URL');
  return new StoreCacheBackend(spec, await openStore(spec.store.url, 'store', spec.store.options));
}
