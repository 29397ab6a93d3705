import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FifoQueue } from '../base/fifo-queue.js';
import { formatBytes } from '../base/bytes.js';
import type { Logger } from '../base/log.js';
import type { PackSlice } from '../records/manifest.js';
import { outputsCalls } from '../base/quick-calls.js';
import { digestOf } from '../store/digest.js';
import { packKey } from '../store/layout.js';
import { IntegrityError, type Digest } from '../store/store.js';

/** Files up to this size go into packs: for them a request costs more than their bytes. */
export const PACKABLE = 256 * 1024;
/** A pack is put once it holds this many bytes... */
const PACK_BYTES = 8 * 1024 * 1024;
/** ...or this many files. */
const PACK_FILES = 2_000;
/** Uploads of files for packs under way at once: enough to fill two. */
export const PACKING = 2 * PACK_FILES;
/**
 * Fewer files ready at once are put as objects of their own, so a save of
 * a few small files (a config, a tokenizer) stays readable in the bucket.
 */
export const PACK_MIN = 8;
/** A pack that is not full is put once no file has joined it for this long. */
const LINGER_MS = 20;
/** Bytes read and not yet in the store, at most: the filling pack and those being put. */
const BUFFERED_BYTES = 5 * PACK_BYTES;
/** Files being read at once, at most: on a slow disk each read holds a descriptor. */
const READS = 64;

/** Leave to read a file of about `size` bytes: handed back with its bytes or given up. */
export interface ReadTicket {
  readonly size: number;
}

/** Where a file's bytes went: an object of its own, or a slice of a pack. */
export interface Placed {
  readonly key: string;
  readonly digest: Digest;
  readonly pack?: PackSlice;
}

export interface PackBatcherParams {
  /** This writer's prefix: its packs go under it. */
  readonly ownPrefix: string;
  readonly logger: Logger;
  /** Puts a local file at `key`, with retries; `label` names it in the log. */
  readonly put: (label: string, key: string, localPath: string) => Promise<Digest>;
  /** Runs a put when a place is free among the transfers of small files. */
  readonly slot: <T>(task: () => Promise<T>) => Promise<T>;
}

interface Entry {
  readonly path: string;
  readonly absolute: string;
  readonly key: string;
  readonly seq: number;
  readonly data: Buffer;
  readonly digest: Digest;
  readonly resolve: (placed: Placed) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Gathers the small files ready at the same time into packs: one object
 * for up to PACK_FILES files, where a store would otherwise take one
 * request (and a file store one flush to disk) per file. A file joins with
 * its bytes, read once there is room for them; it is placed when its pack is in the store, and
 * a pack that fails fails each of its files, which are then uploaded again
 * as any failed upload is. A pack is put once it is full, or once files
 * have stopped joining it.
 */
export class PackBatcher {
  private filling: Entry[] = [];
  private fillingBytes = 0;
  /** Bytes read or being read and not yet in the store. */
  private buffered = 0;
  private reading = 0;
  private sinceYield = 0;
  private lastJoined = 0;
  private checking = false;
  /** Reads waiting for room, first come first served. */
  private readonly waiting = new FifoQueue<{
    readonly size: number;
    readonly resolve: () => void;
  }>();
  /** Holds each pack while it is put; removed whenever no pack is being put. */
  private tempDir: string | undefined;
  private packs = 0;
  private packsBeingPut = 0;

  constructor(private readonly params: PackBatcherParams) {}

  /** Waits until a file of about `size` bytes may be read without holding more than allowed. */
  async reserve(size: number): Promise<ReadTicket> {
    if (this.waiting.size > 0 || !this.fits(size))
      await new Promise<void>((resolve) => this.waiting.push({ size, resolve }));
    else this.grant(size);
    // Reads on the main thread chain through promises alone: without a turn
    // of the event loop now and then, 50,000 of them would hold off the
    // notice watch (and the puts of full packs) for seconds.
    if (++this.sinceYield >= READS) {
      this.sinceYield = 0;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return { size };
  }

  /** The file of `ticket` was not read after all. */
  giveUp(ticket: ReadTicket): void {
    this.release(ticket.size);
  }

  /**
   * Adds a file read whole (`data`, at most PACKABLE bytes) and resolves
   * where it was put: `key`, its own object, when it went alone.
   */
  put(
    ticket: ReadTicket,
    file: {
      readonly path: string;
      readonly absolute: string;
      readonly data: Buffer;
      readonly key: string;
      readonly seq: number;
    },
  ): Promise<Placed> {
    const { path, absolute, data, key, seq } = file;
    // The ticket's guess gives way to the bytes held.
    this.buffered += data.length - ticket.size;
    this.release(0);
    return new Promise<Placed>((resolve, reject) => {
      this.filling.push({
        path,
        absolute,
        key,
        seq,
        data,
        digest: digestOf(data),
        resolve,
        reject,
      });
      this.fillingBytes += data.length;
      this.lastJoined = performance.now();
      if (this.fillingBytes >= PACK_BYTES || this.filling.length >= PACK_FILES) this.flush();
      else this.checkLater();
    });
  }

  /**
   * Puts the filling pack once no file has joined it for LINGER_MS. Files
   * read on the main thread join in a burst; read through the thread pool
   * (a slow disk), they arrive over many turns of the event loop, and a
   * pack put at the first quiet turn would hold a handful.
   */
  private checkLater(): void {
    if (this.checking) return;
    this.checking = true;
    const check = (): void => {
      const quiet = performance.now() - this.lastJoined;
      if (this.filling.length > 0 && quiet < LINGER_MS) {
        setTimeout(check, LINGER_MS - quiet);
        return;
      }
      this.checking = false;
      this.flush();
    };
    setTimeout(check, LINGER_MS);
  }

  private flush(): void {
    const entries = this.filling;
    if (entries.length === 0) return;
    this.filling = [];
    this.fillingBytes = 0;
    const bytes = entries.reduce((sum, entry) => sum + entry.data.length, 0);
    const done = (): void => this.release(bytes, 0);
    if (entries.length < PACK_MIN) {
      done();
      for (const entry of entries)
        this.alone(entry.path, entry.key, entry.absolute).then(entry.resolve, entry.reject);
      return;
    }
    void this.params
      .slot(() => this.putPack(entries))
      .then(
        (placed) => placed.forEach(([entry, where]) => entry.resolve(where)),
        (error: unknown) => entries.forEach((entry) => entry.reject(error)),
      )
      .finally(done);
  }

  private fits(size: number): boolean {
    return this.reading < READS && (this.buffered === 0 || this.buffered + size <= BUFFERED_BYTES);
  }

  private grant(size: number): void {
    this.reading++;
    this.buffered += size;
  }

  private release(bytes: number, reads = 1): void {
    this.reading -= reads;
    this.buffered -= bytes;
    for (let next = this.waiting.peek(); next && this.fits(next.size); next = this.waiting.peek()) {
      this.waiting.shift();
      this.grant(next.size);
      next.resolve();
    }
  }

  private alone(path: string, key: string, absolute: string): Promise<Placed> {
    return this.params.slot(async () => ({
      key,
      digest: await this.params.put(path, key, absolute),
    }));
  }

  private async putPack(entries: readonly Entry[]): Promise<[Entry, Placed][]> {
    const data = Buffer.concat(entries.map((entry) => entry.data));
    const digest = digestOf(data);
    const key = packKey(this.params.ownPrefix, Math.min(...entries.map((entry) => entry.seq)));
    this.tempDir ??= mkdtempSync(join(tmpdir(), 'spot-train-packs-'));
    // A pack is written to a local file first because every store puts files;
    // no flush: a lost temp file is only a pack to put again.
    const temp = join(this.tempDir, String(++this.packs));
    const label = `a pack of ${entries.length} small files (${formatBytes(data.length)})`;
    this.packsBeingPut++;
    try {
      await outputsCalls.run(
        () => writeFileSync(temp, data),
        () => writeFile(temp, data),
      );
      const sent = await this.params.put(label, key, temp);
      if (sent.sha256 !== digest.sha256 || sent.size !== digest.size)
        throw new IntegrityError(`${label} changed on its way to ${key}`);
    } finally {
      rmSync(temp, { force: true });
      if (--this.packsBeingPut === 0 && this.tempDir) {
        rmSync(this.tempDir, { recursive: true, force: true });
        this.tempDir = undefined;
      }
    }
    this.params.logger.debug(`put ${label} as ${key}`);
    let offset = 0;
    return entries.map((entry) => {
      const placed: Placed = { key, digest: entry.digest, pack: { offset, ...digest } };
      offset += entry.data.length;
      return [entry, placed];
    });
  }
}
