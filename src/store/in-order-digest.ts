import { createHash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import type { Digest } from './store.js';

const CHUNK = 2 << 20;

/**
 * SHA-256 of a file being filled by ranges that land in any order: each
 * range is hashed (read back from the page cache) as soon as every range
 * before it has landed, so by the time the last range arrives almost all of
 * the file is hashed already, instead of a second full pass after the download.
 */
export class InOrderDigest {
  private readonly landed: boolean[];
  private readonly hash = createHash('sha256');
  private nextToHash = 0;
  private chain: Promise<void> = Promise.resolve();
  private handle: FileHandle | undefined;
  private readonly buffer = Buffer.allocUnsafe(CHUNK);

  constructor(
    private readonly path: string,
    private readonly ranges: readonly (readonly [start: number, end: number])[],
  ) {
    this.landed = ranges.map(() => false);
  }

  /** Range `index` is fully written to the file. */
  landedRange(index: number): void {
    this.landed[index] = true;
    this.chain = this.chain.then(() => this.hashLanded());
    // Seen through result(); kept from counting as unhandled meanwhile.
    this.chain.catch(() => undefined);
  }

  async result(): Promise<Digest> {
    try {
      await this.chain;
      if (this.nextToHash !== this.ranges.length)
        throw new Error('not every range landed before the digest was asked for');
    } finally {
      await this.handle?.close();
    }
    const size = this.ranges.reduce((sum, [start, end]) => sum + end - start + 1, 0);
    return { size, sha256: this.hash.digest('hex') };
  }

  private async hashLanded(): Promise<void> {
    while (this.nextToHash < this.ranges.length && this.landed[this.nextToHash]) {
      const [start, end] = this.ranges[this.nextToHash] ?? [0, -1];
      this.handle ??= await open(this.path, 'r');
      for (let position = start; position <= end;) {
        const { bytesRead } = await this.handle.read(
          this.buffer,
          0,
          Math.min(CHUNK, end - position + 1),
          position,
        );
        if (bytesRead === 0)
          throw new Error(`${this.path} ended at ${position}, inside a range that had landed`);
        this.hash.update(this.buffer.subarray(0, bytesRead));
        position += bytesRead;
      }
      this.nextToHash++;
    }
  }
}
