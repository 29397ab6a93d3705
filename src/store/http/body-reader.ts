import { write, writeSync } from 'node:fs';
import { Readable } from 'node:stream';

/**
 * The size of the buffers a body is read into, and of each write to the
 * file. Socket reads land in one back to back and it goes to the file in
 * one write once full. Not larger: for a larger write Linux (6.x, ext4)
 * allocates page-cache folios of that size, and measured on 532 MiB restores
 * just after an upload, 256 KiB writes took 1.1 to 2.2 s of system time
 * against 0.4 to 0.7 s with 64 KiB ones, nearly all of it in the kernel's
 * copy into those folios. Not smaller: 32 KiB took more CPU per byte.
 */
export const SLAB_BYTES = 64 << 10;

/**
 * Slab writes a body may have waiting for the disk before its socket is
 * paused. 2, 4, 8 and 16 restored equally fast here; 4 leaves room for a
 * disk that stalls now and then, for 320 KiB per range in flight.
 */
const WRITES_IN_FLIGHT = 4;

/**
 * A write into the page cache that takes longer than this means the disk
 * is holding writes back (dirty pages over the kernel's limit, a network
 * filesystem): the body's later writes then go through the thread pool.
 */
const INLINE_WRITE_LIMIT_MS = 10;

/** What a body needs from the connection it arrives on. */
export interface BodyFlow {
  /** Reads from the socket again after a read callback returned false. */
  resume(): void;
  /** The body will not be read to its end: the connection cannot be reused. */
  discard(error?: Error): void;
}

type Mode = 'pending' | 'file' | 'stream';

/**
 * The body of one response, `length` bytes long, read from a socket into
 * buffers of its own rather than a new Buffer per socket read. It is a
 * Readable for anyone who reads it so (the SDK reads error bodies that way),
 * but a download calls writeTo() instead: the bytes then go from the socket
 * to the file through a few reused slabs, with nothing for the garbage
 * collector, and a write per slab instead of one per socket read.
 */
export class BodyReader extends Readable {
  private mode: Mode = 'pending';
  private remaining: number;
  private slab: Buffer;
  private filled: number;
  private readonly free: Buffer[] = [];
  private inFlight = 0;
  private paused = false;
  private failure: Error | undefined;
  private fd = -1;
  private writeInline = true;
  private position = 0;
  private settle: { resolve: () => void; reject: (error: Error) => void } | undefined;

  /** `first` is the body's first bytes, read together with the head. */
  constructor(
    readonly length: number,
    first: Buffer,
    private readonly flow: BodyFlow,
  ) {
    super({ highWaterMark: SLAB_BYTES });
    // Room for the next read after what came with the head, however much that was.
    this.slab = Buffer.allocUnsafeSlow(
      first.length < SLAB_BYTES ? SLAB_BYTES : first.length + SLAB_BYTES,
    );
    this.filled = first.copy(this.slab);
    this.remaining = length - this.filled;
    // The connection pauses the socket after the head: nothing more is read
    // until a reader chooses how to take the body.
    this.paused = this.remaining > 0;
  }

  /** True once every byte of the body has arrived from the socket. */
  get received(): boolean {
    return this.remaining === 0;
  }

  /** Where the connection's next socket read goes while this body is being read. */
  nextBuffer(): Buffer {
    // A stream reader gets a copy of each read, so one slab serves it throughout.
    if (this.mode === 'stream') this.filled = 0;
    // A full slab is one written to the file (writeSlab), free to replace.
    else if (this.mode === 'file' && this.filled === this.slab.length) {
      this.slab = this.free.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES);
      this.filled = 0;
    }
    const end = this.filled + Math.min(this.slab.length - this.filled, this.remaining);
    return this.slab.subarray(this.filled, end);
  }

  /**
   * `count` bytes arrived at the start of `buffer` (the last nextBuffer()).
   * Returns false to pause the socket until the body catches up.
   */
  bytesRead(count: number, buffer: Uint8Array): boolean {
    this.remaining -= count;
    if (this.mode === 'stream') {
      const more = this.push(Buffer.from(buffer.subarray(0, count)));
      if (this.remaining === 0) this.push(null);
      this.paused = !more;
      return more;
    }
    this.filled += count;
    if (this.failure) return false;
    if (this.mode === 'file' && (this.filled === this.slab.length || this.remaining === 0)) {
      this.writeSlab();
    }
    this.paused = this.mode === 'pending' || this.inFlight >= WRITES_IN_FLIGHT;
    return !this.paused;
  }

  /** The connection failed before the body's last byte. */
  fail(error: Error): void {
    if (this.remaining === 0) return;
    this.failure ??= error;
    if (this.mode === 'file') this.settleIfIdle();
    // A body nobody reads yet keeps the error for its reader: destroyed now,
    // it would emit an 'error' nobody listens to.
    else if (this.mode === 'stream') this.destroy(error);
  }

  /**
   * Writes the body to `fd` from byte `position` on, resolving once every
   * byte is on its way to the disk (written to the page cache). Rejects on
   * a lost connection or a failed write, but only when none of its writes is
   * still running, so that the caller may write the same bytes again.
   * `inline: false` writes through the thread pool from the start, as a
   * body does anyway once a write on this thread was slow.
   */
  writeTo(fd: number, position: number, { inline = true } = {}): Promise<void> {
    if (this.mode !== 'pending') throw new Error('the body is already being read');
    this.mode = 'file';
    this.writeInline = inline;
    this.fd = fd;
    this.position = position;
    return new Promise<void>((resolve, reject) => {
      this.settle = { resolve, reject };
      if (this.failure) this.settleIfIdle();
      else if (this.remaining === 0) this.writeSlab();
      else this.resumeFlow();
    });
  }

  override _read(): void {
    if (this.failure) {
      this.destroy(this.failure);
      return;
    }
    if (this.mode === 'pending') {
      this.mode = 'stream';
      if (this.filled > 0) this.push(Buffer.from(this.slab.subarray(0, this.filled)));
      if (this.remaining === 0) {
        this.push(null);
        return;
      }
    }
    if (this.mode === 'stream') this.resumeFlow();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.remaining > 0) this.flow.discard(error ?? undefined);
    callback(error);
  }

  private resumeFlow(): void {
    if (!this.paused) return;
    this.paused = false;
    this.flow.resume();
  }

  private writeSlab(): void {
    const slab = this.slab;
    const bytes = this.filled;
    const at = this.position;
    this.position += bytes;
    this.filled = slab.length;
    this.inFlight++;
    if (this.writeInline) this.writeNow(slab, bytes, at);
    else this.writeInPool(slab, 0, bytes, at);
  }

  /**
   * Writes on this thread. Copying 64 KiB into the page cache takes tens of
   * microseconds, about what handing it to a thread of the pool costs (the
   * wake-up of another CPU): measured on 532 MiB restores, writing here
   * took 0.98 CPU-s and 1.05 s against 1.14 CPU-s and 1.16 s through the pool.
   */
  private writeNow(slab: Buffer, bytes: number, at: number): void {
    const started = performance.now();
    let written = 0;
    let error: Error | null = null;
    try {
      written = writeSync(this.fd, slab, 0, bytes, at);
    } catch (thrown) {
      error = thrown as Error;
    }
    if (performance.now() - started > INLINE_WRITE_LIMIT_MS) this.writeInline = false;
    if (!error && written > 0 && written < bytes) {
      this.writeInPool(slab, written, bytes - written, at + written);
    } else this.written(slab, bytes, at, error, written);
  }

  /** pwrite may write less than asked (a full disk, a signal); the rest is written again. */
  private writeInPool(slab: Buffer, offset: number, bytes: number, at: number): void {
    write(this.fd, slab, offset, bytes, at, (error, written) => {
      if (!error && written > 0 && written < bytes) {
        this.writeInPool(slab, offset + written, bytes - written, at + written);
      } else this.written(slab, bytes, at, error, written);
    });
  }

  private written(
    slab: Buffer,
    bytes: number,
    at: number,
    error: Error | null,
    written: number,
  ): void {
    this.inFlight--;
    this.free.push(slab);
    const failed =
      error ?? (written < bytes ? new Error(`the disk took no more bytes at ${at}`) : undefined);
    if (failed && !this.failure) {
      this.failure = failed;
      // The rest of the body has nowhere to go: its connection is closed.
      if (this.remaining > 0) this.flow.discard(failed);
    }
    if (this.failure || this.remaining === 0) this.settleIfIdle();
    else if (this.inFlight < WRITES_IN_FLIGHT) this.resumeFlow();
  }

  private settleIfIdle(): void {
    if (this.inFlight > 0 || !this.settle) return;
    const { resolve, reject } = this.settle;
    this.settle = undefined;
    if (this.failure) reject(this.failure);
    else resolve();
  }
}
