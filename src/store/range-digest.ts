import { Worker } from 'node:worker_threads';
import type { Digest } from './store.js';

/**
 * The worker's code, as source rather than a module file: the bundle (ncc)
 * and the tests (which run src/ as TypeScript) then load it the same way.
 * It reads the file back from the page cache, so no chunk has to cross
 * threads, and on `null` it reads on to the end of the file, so the size it
 * reports is the file's, not the one the caller expected.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { closeSync, openSync, readSync } = require('node:fs');
const { createHash } = require('node:crypto');
const fd = openSync(workerData.path, 'r');
const hash = createHash('sha256');
const buffer = Buffer.allocUnsafe(2 << 20);
let hashed = 0;
parentPort.on('message', (upTo) => {
  for (;;) {
    const want = upTo === null ? buffer.length : Math.min(buffer.length, upTo - hashed);
    if (want <= 0) return;
    const read = readSync(fd, buffer, 0, want, hashed);
    if (read === 0) break;
    hash.update(buffer.subarray(0, read));
    hashed += read;
  }
  closeSync(fd);
  parentPort.postMessage({ size: hashed, sha256: hash.digest('hex') });
});
`;

/**
 * SHA-256 of a file that is being written range by range, computed on a
 * worker thread as the ranges land. On a two-core VM, hashing on the main
 * thread (in order, as ranges land) slowed the download it overlapped, since
 * that thread also receives every byte; on its own thread it costs the
 * download almost nothing, and no second pass over the file is left at the
 * end.
 */
export class RangeDigest {
  private readonly worker: Worker;
  private readonly digest: Promise<Digest>;
  private readonly landed: boolean[] = [];
  private prefix = 0;

  /** `ranges` are [start, end] (inclusive), in file order, covering the file. */
  constructor(
    path: string,
    private readonly ranges: readonly (readonly [number, number])[],
  ) {
    this.worker = new Worker(SOURCE, { eval: true, workerData: { path } });
    this.digest = new Promise<Digest>((resolve, reject) => {
      this.worker.once('message', (digest: Digest) => resolve(digest));
      this.worker.once('error', reject);
      this.worker.once('exit', (code) =>
        reject(new Error(`the hashing thread stopped (exit code ${code}) before it finished`)),
      );
    });
    // Until result() is awaited, a failure must not count as unhandled.
    this.digest.catch(() => undefined);
  }

  /** Range `index` is on disk: hash whatever prefix of the file is now complete. */
  rangeLanded(index: number): void {
    this.landed[index] = true;
    const before = this.prefix;
    while (this.landed[this.prefix]) this.prefix++;
    const end = this.ranges[this.prefix - 1]?.[1];
    if (this.prefix > before && end !== undefined) this.worker.postMessage(end + 1);
  }

  /** The digest of the whole file as it is on disk once every range has landed. */
  async result(): Promise<Digest> {
    this.worker.postMessage(null);
    try {
      return await this.digest;
    } finally {
      await this.worker.terminate();
    }
  }

  /** Stops the thread when the download failed. */
  async abandon(): Promise<void> {
    await this.worker.terminate();
  }
}
