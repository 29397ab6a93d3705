import { constants } from 'node:fs';
import { link, mkdir, open, readFile, readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { errorCode } from '../../base/error-code.js';
import { outputsCalls, QuickCalls } from '../../base/quick-calls.js';
import {
  placeBytes,
  readSmall,
  readSmallSync,
  renameInto,
  writeWhole,
  WHOLE_READ,
} from './small-files.js';
import { describeError } from '../../base/errors.js';
import type { Logger } from '../../base/log.js';
import { formatBytes } from '../../base/bytes.js';
import { copyWithDigest, digestOf } from '../digest.js';
import { claimTempName, releaseTempName, sweepIncoming } from './incoming-sweep.js';
import { checkDigest, placeVerified } from '../verified-place.js';
import { safeJoin } from '../safe-path.js';
import { IntegrityError, storeOperation, type Digest, type Store } from '../store.js';

/**
 * A store in a local (or mounted) directory. Every write lands under a temp
 * name in `.incoming/` on the same file system and is renamed into place, so
 * a process killed mid-copy leaves only a temp file no manifest names;
 * the first write of each process sweeps away those of writers now gone.
 */
export class FileStore implements Store {
  readonly url: string;
  private readonly incoming: string;
  private swept: Promise<void> | undefined;
  private incomingMade: Promise<void> | undefined;
  /** The store's disk: its calls run on the main thread while they are quick. */
  private readonly calls = new QuickCalls();

  constructor(
    private readonly root: string,
    private readonly logger?: Logger,
  ) {
    this.url = `file://${root}`;
    this.incoming = join(root, '.incoming');
  }

  /**
   * Removes what killed writers left in `.incoming/` and says how much;
   * started by the first write in the background, so no run waits for it.
   */
  sweepLeftovers(): Promise<void> {
    this.swept ??= sweepIncoming(this.incoming).then(
      (freed) => {
        if (freed > 0)
          this.logger?.info(
            `removed ${formatBytes(freed)} of temp files that killed runs left in ${this.incoming}`,
          );
      },
      (error: unknown) =>
        this.logger?.warning(
          `could not clear leftovers in ${this.incoming}: ${describeError(error)}`,
        ),
    );
    return this.swept;
  }

  async putFile(key: string, localPath: string): Promise<Digest> {
    return this.guard('put', key, async () => {
      // The outputs' disk, read on the main thread while that is quick.
      const data = await outputsCalls.run(
        () => readSmallSync(localPath),
        () => readSmall(localPath),
      );
      return data ? this.putBytes(key, data) : this.putCopy(key, localPath);
    });
  }

  /**
   * A small file, read whole: written with one call and no second read
   * for its digest, about half the file system calls of a copy, which is
   * what 50,000 small files cost.
   */
  private async putBytes(key: string, data: Buffer): Promise<Digest> {
    const digest = digestOf(data);
    await this.landWhole(key, data);
    return digest;
  }

  private async putCopy(key: string, localPath: string): Promise<Digest> {
    const temp = await this.tempPath();
    try {
      const digest = await copyWithDigest(localPath, temp);
      const landed = await stat(temp);
      if (landed.size !== digest.size) {
        throw new IntegrityError(`wrote ${landed.size} bytes, read ${digest.size}`);
      }
      await this.moveIntoPlace(temp, key);
      return digest;
    } finally {
      await this.dropTemp(temp);
    }
  }

  /** Writes `data` to a temp file, flushes it to disk and renames it to `key`. */
  private async landWhole(key: string, data: string | Buffer): Promise<void> {
    const temp = await this.tempPath();
    try {
      await writeWhole(temp, data, this.calls, true);
      await this.moveIntoPlace(temp, key);
    } catch (error) {
      await this.dropTemp(temp);
      throw error;
    }
    releaseTempName(basename(temp));
  }

  async getFile(key: string, localPath: string, expected: Digest): Promise<void> {
    await this.guard('get', key, async () => {
      const source = `${this.url}/${key}`;
      const path = this.path(key);
      // Small objects whole: checked before anything is written, in a few calls.
      const data =
        expected.size <= WHOLE_READ
          ? await this.calls.run(
              () => readSmallSync(path),
              () => readSmall(path),
            )
          : undefined;
      if (!data)
        return placeVerified(localPath, expected, source, (temp) => copyWithDigest(path, temp));
      checkDigest(source, digestOf(data), expected);
      await placeBytes(localPath, data, outputsCalls);
    });
  }

  async readText(key: string): Promise<string | undefined> {
    return this.guard('read', key, async () => {
      try {
        return await readFile(this.path(key), 'utf8');
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return undefined;
        throw error;
      }
    });
  }

  async writeText(key: string, text: string): Promise<void> {
    await this.guard('write', key, () => this.landWhole(key, text));
  }

  async createExclusive(key: string, text: string): Promise<boolean> {
    return this.guard('create', key, async () => {
      const path = this.path(key);
      await mkdir(dirname(path), { recursive: true });
      // Written whole and flushed under a temp name, then linked into place:
      // link(2) fails with EEXIST if the key exists, so of two racing
      // processes exactly one creates it, and a kill at any moment leaves
      // the record whole or absent, never empty (which O_EXCL alone would).
      const temp = await this.tempPath();
      try {
        await writeWhole(temp, text, this.calls, true);
        await link(temp, path);
        return true;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'EEXIST') return false;
        if (typeof code !== 'string' || !LINK_REFUSED.has(code)) throw error;
        return await createWithExcl(path, text);
      } finally {
        await this.dropTemp(temp);
      }
    });
  }

  async listChildren(prefix: string): Promise<string[]> {
    return this.guard('list', prefix, async () => {
      try {
        const entries = await readdir(this.path(prefix));
        return entries.filter((name) => !name.startsWith('.')).sort();
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return [];
        throw error;
      }
    });
  }

  async deleteObject(key: string): Promise<void> {
    await this.guard('delete', key, () => rm(this.path(key), { force: true }));
  }

  async listKeys(prefix: string): Promise<string[]> {
    return this.guard('list', prefix, async () => {
      try {
        const entries = await readdir(this.path(prefix), { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) =>
            relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'),
          )
          .sort();
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return [];
        throw error;
      }
    });
  }

  private path(key: string): string {
    return safeJoin(this.root, key);
  }

  private async tempPath(): Promise<string> {
    // Made once: a call per file is a tenth of what a small file costs.
    this.incomingMade ??= mkdir(this.incoming, { recursive: true }).then(() => {
      void this.sweepLeftovers();
    });
    try {
      await this.incomingMade;
    } catch (error) {
      this.incomingMade = undefined;
      throw error;
    }
    return join(this.incoming, claimTempName());
  }

  /** After a rename there is nothing left to remove; after a failure there is. */
  private async dropTemp(temp: string): Promise<void> {
    // Made again before the next write, in case what failed was its absence.
    this.incomingMade = undefined;
    await rm(temp, { force: true });
    releaseTempName(basename(temp));
  }

  private async moveIntoPlace(temp: string, key: string): Promise<void> {
    await renameInto(temp, this.path(key), this.calls);
  }

  private async guard<T>(operation: string, key: string, task: () => Promise<T>): Promise<T> {
    return storeOperation(this.url, operation, key, task);
  }
}

/** What a file system without hard links answers link(2) with (some FUSE and SMB mounts). */
const LINK_REFUSED: ReadonlySet<string> = new Set([
  'EPERM',
  'ENOTSUP',
  'EOPNOTSUPP',
  'ENOSYS',
  'EXDEV',
]);

/** Where links are refused: O_EXCL decides the race, and the text follows (a kill between leaves it empty). */
async function createWithExcl(path: string, text: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}
