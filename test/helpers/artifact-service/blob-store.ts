import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface CommittedBlob {
  readonly file: string;
  readonly size: number;
  /** Hex digest of the bytes as stored, to compare with what a client claims. */
  readonly sha256: string;
  readonly contentMd5: string;
  readonly contentType: string;
  readonly etag: string;
  readonly lastModified: Date;
  readonly blockIds: readonly string[];
}

interface StagedBlock {
  readonly file: string;
  readonly size: number;
}

interface Blob {
  readonly dir: string;
  /** The directory exists; kept as a promise so concurrent blocks share one Blob. */
  readonly ready: Promise<unknown>;
  readonly staged: Map<string, StagedBlock>;
  committed: CommittedBlob | undefined;
}

/** What streamed through: byte count and digests, without holding the bytes. */
class Meter extends Transform {
  bytes = 0;
  readonly sha256 = createHash('sha256');
  readonly md5 = createHash('md5');

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.bytes += chunk.length;
    this.sha256.update(chunk);
    this.md5.update(chunk);
    this.push(chunk);
    done();
  }
}

export class BlockIdError extends Error {}

/**
 * Block blobs on disk. Bodies stream straight to files (checkpoints in tests
 * reach hundreds of MiB), and committing a block list concatenates the staged
 * files into one, as Azure does, dropping blocks the list left out.
 */
export class BlobStore {
  private readonly blobs = new Map<string, Blob>();

  constructor(private readonly root: string) {}

  async stageBlock(
    name: string,
    blockId: string,
    body: Readable,
  ): Promise<{ size: number; md5: string }> {
    const blob = await this.blob(name);
    const file = join(blob.dir, `block-${randomUUID()}`);
    const meter = new Meter();
    await pipeline(body, meter, createWriteStream(file));
    const previous = blob.staged.get(blockId);
    blob.staged.set(blockId, { file, size: meter.bytes });
    if (previous) await rm(previous.file, { force: true });
    return { size: meter.bytes, md5: meter.md5.digest('base64') };
  }

  /**
   * Commits `blockIds` in order. A retried commit of the very list already
   * committed succeeds again, as the staged files are gone by then.
   */
  async commitBlocks(
    name: string,
    blockIds: string[],
    contentType: string,
  ): Promise<CommittedBlob> {
    const blob = await this.blob(name);
    const done = blob.committed;
    if (done && blockIds.join('\n') === done.blockIds.join('\n') && blob.staged.size === 0) {
      return done;
    }
    const blocks = blockIds.map((id) => {
      const block = blob.staged.get(id);
      if (!block) throw new BlockIdError(`block ${id} was never staged`);
      return block;
    });
    const file = join(blob.dir, `data-${randomUUID()}`);
    const meter = new Meter();
    const out = createWriteStream(file);
    async function* concatenated(): AsyncGenerator<Buffer> {
      for (const block of blocks) {
        for await (const chunk of createReadStream(block.file)) yield chunk as Buffer;
      }
    }
    await pipeline(concatenated(), meter, out);
    return this.replace(blob, file, meter, contentType, blockIds);
  }

  /** A whole blob in one request (Put Blob). */
  async putWhole(name: string, body: Readable, contentType: string): Promise<CommittedBlob> {
    const blob = await this.blob(name);
    const file = join(blob.dir, `data-${randomUUID()}`);
    const meter = new Meter();
    await pipeline(body, meter, createWriteStream(file));
    return this.replace(blob, file, meter, contentType, []);
  }

  committed(name: string): CommittedBlob | undefined {
    return this.blobs.get(name)?.committed;
  }

  async delete(name: string): Promise<void> {
    const blob = this.blobs.get(name);
    if (!blob) return;
    this.blobs.delete(name);
    await rm(blob.dir, { recursive: true, force: true });
  }

  private async replace(
    blob: Blob,
    file: string,
    meter: Meter,
    contentType: string,
    blockIds: string[],
  ): Promise<CommittedBlob> {
    const stale = [blob.committed?.file, ...[...blob.staged.values()].map((b) => b.file)];
    blob.staged.clear();
    const info = await stat(file);
    blob.committed = {
      file,
      size: meter.bytes,
      sha256: meter.sha256.digest('hex'),
      contentMd5: meter.md5.digest('base64'),
      contentType,
      etag: `"0x${randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}"`,
      lastModified: info.mtime,
      blockIds,
    };
    await Promise.all(stale.flatMap((f) => (f === undefined ? [] : [rm(f, { force: true })])));
    return blob.committed;
  }

  private async blob(name: string): Promise<Blob> {
    let blob = this.blobs.get(name);
    if (!blob) {
      const dir = join(this.root, createHash('sha256').update(name).digest('hex').slice(0, 32));
      blob = {
        dir,
        ready: mkdir(dir, { recursive: true }),
        staged: new Map(),
        committed: undefined,
      };
      this.blobs.set(name, blob);
    }
    await blob.ready;
    return blob;
  }
}
