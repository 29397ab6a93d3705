import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errorCode } from '../base/error-code.js';
import type { ManifestFile, PackSlice } from '../records/manifest.js';
import { outputsCalls } from '../base/quick-calls.js';
import { digestOf } from '../store/digest.js';
import type { Store } from '../store/store.js';
import { checkDigest } from '../store/verified-place.js';

export interface Staged {
  readonly file: ManifestFile;
  /** Where it goes in the staging folder. */
  readonly target: string;
}

/** A staged file whose bytes are a slice of a pack. */
interface Packed extends Staged {
  readonly file: ManifestFile & { readonly pack: PackSlice };
}

/** The staged files whose bytes lie in packs, by pack key; the rest, each an object of its own. */
export function byPack(staged: readonly Staged[]): {
  packs: Map<string, Packed[]>;
  alone: Staged[];
} {
  const packs = new Map<string, Packed[]>();
  const alone: Staged[] = [];
  for (const entry of staged) {
    const { file } = entry;
    if (!file.pack) {
      alone.push(entry);
      continue;
    }
    const list = packs.get(file.key) ?? [];
    list.push({ target: entry.target, file: { ...file, pack: file.pack } });
    packs.set(entry.file.key, list);
  }
  return { packs, alone };
}

/**
 * Fetches the pack at `key` once (checked against the digest the manifest
 * recorded for it) into `temp`, then writes each of `entries` from its
 * slice, each checked against its own digest. The targets are in a
 * staging folder that is discarded whole when anything fails, so each is
 * written in place, with no temp file of its own, and a retry rewrites them.
 */
export async function placeFromPack(
  store: Store,
  key: string,
  entries: readonly Packed[],
  temp: string,
): Promise<void> {
  const [first] = entries;
  if (!first) return;
  await mkdir(dirname(temp), { recursive: true });
  await store.getFile(key, temp, first.file.pack);
  try {
    const data = await outputsCalls.run(
      () => readFileSync(temp),
      () => readFile(temp),
    );
    for (const { file, target } of entries) {
      const { offset } = file.pack;
      const bytes = data.subarray(offset, offset + file.size);
      checkDigest(`${store.url}/${key} at ${offset} (${file.path})`, digestOf(bytes), file);
      await writeNew(target, bytes);
    }
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * Writes a file, replacing what a failed try left, and makes its folder
 * when that is missing (tried first: a call saved per file).
 */
async function writeNew(path: string, data: Buffer): Promise<void> {
  await outputsCalls.run(
    () => {
      let fd: number;
      try {
        fd = openSync(path, 'w');
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw error;
        mkdirSync(dirname(path), { recursive: true });
        fd = openSync(path, 'w');
      }
      try {
        writeFileSync(fd, data);
      } finally {
        closeSync(fd);
      }
    },
    async () => {
      await mkdir(dirname(path), { recursive: true });
      const handle = await open(path, 'w');
      try {
        await handle.writeFile(data);
      } finally {
        await handle.close();
      }
    },
  );
}

/** Where a pack is fetched to, inside the staging folder (a dot name: never a file of the set). */
export function packTemp(staging: string, index: number): string {
  return join(staging, '.packs', String(index));
}
