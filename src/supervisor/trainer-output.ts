import type { Readable } from 'node:stream';
import { LineSplitter } from '../base/line-splitter.js';
import { pipeHolders, type PipeHolder } from '../base/pipe-holders.js';

/**
 * The trainer's stdout and stderr, copied through and split into lines.
 * They close when the last process holding them does, which is not always
 * the trainer: a helper it started in a session of its own (setsid, a
 * daemon) keeps them open after the trainer exits, and waiting for that
 * hung the supervisor past every deadline. So the trainer's end is its
 * exit, and the output is read for a bounded time after it.
 */
export class TrainerOutput {
  private readonly closed: Promise<void>;
  private readonly streams: Readable[];
  private readonly splitters: LineSplitter[] = [];

  constructor(
    sources: readonly { readonly from: Readable | null; readonly to: NodeJS.WritableStream }[],
    onLine: ((line: string) => void) | undefined,
  ) {
    this.streams = [];
    const closings: Promise<void>[] = [];
    for (const { from, to } of sources) {
      if (!from) continue;
      const lines = onLine ? new LineSplitter(onLine) : undefined;
      if (lines) this.splitters.push(lines);
      from.on('data', (chunk: Buffer) => {
        to.write(chunk);
        lines?.push(chunk);
      });
      closings.push(new Promise((resolve) => from.once('close', () => resolve())));
      this.streams.push(from);
    }
    this.closed = Promise.all(closings).then(() => this.endLines());
  }

  /**
   * After the trainer's exit: waits up to `graceMs` for what it printed last,
   * then lets go of streams something else still holds. Returns those
   * holders (empty when the output closed in time).
   */
  async settle(graceMs: number): Promise<{ held: boolean; holders: PipeHolder[] }> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs);
    });
    const first = await Promise.race([this.closed.then(() => 'closed' as const), timedOut]);
    clearTimeout(timer);
    if (first === 'closed') return { held: false, holders: [] };
    const holders = this.streams.flatMap((stream) => {
      const fd = fdOf(stream);
      return fd === undefined ? [] : pipeHolders(fd);
    });
    for (const stream of this.streams) stream.destroy();
    this.endLines();
    return { held: true, holders: unique(holders) };
  }

  private endLines(): void {
    for (const lines of this.splitters.splice(0)) lines.end();
  }
}

/** The descriptor of a child's pipe; Node keeps it on the stream's handle, not in its API. */
function fdOf(stream: Readable): number | undefined {
  const fd = (stream as unknown as { _handle?: { fd?: unknown } })._handle?.fd;
  return typeof fd === 'number' && fd >= 0 ? fd : undefined;
}

function unique(holders: readonly PipeHolder[]): PipeHolder[] {
  return [...new Map(holders.map((holder) => [holder.pid, holder])).values()];
}
