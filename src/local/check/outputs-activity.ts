import { watch, type FSWatcher } from 'node:fs';
import type { Clock } from '../../base/clock.js';

interface Waiter {
  readonly after: number;
  readonly resolve: (write: Write) => void;
}

/** A write the trainer made in its outputs: when, and to which file. */
export interface Write {
  readonly at: number;
  readonly path: string;
}

/**
 * Writes into an attempt's outputs directory as they happen (inotify, by
 * way of fs.watch), so a notice can be timed to land inside a save, and
 * the report can tell whether the trainer saved after its SIGINT.
 * spot-train's own staging names are not the trainer's writes.
 */
export class OutputsActivity {
  private readonly watcher: FSWatcher;
  private readonly writes: Write[] = [];
  /** Every file's last write, kept even where `writes` keeps one a file every 100 ms. */
  private readonly lastWrite = new Map<string, number>();
  private waiters: Waiter[] = [];

  constructor(
    dir: string,
    private readonly clock: Clock,
  ) {
    this.watcher = watch(dir, { recursive: true }, (_event, name) => this.saw(name ?? ''));
    // A watch that fails (the directory removed) only ends what the check learns.
    this.watcher.on('error', () => this.close());
  }

  /** The first write after `at`, when it comes. */
  nextWrite(after: number): Promise<Write> {
    const seen = this.writes.find((write) => write.at > after);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ after, resolve }));
  }

  /** Writes between two moments, inclusive. */
  between(from: number, to: number): Write[] {
    return this.writes.filter((write) => write.at >= from && write.at <= to);
  }

  /**
   * Whether the save that wrote `path` went on at or after `at`: a write to
   * it, to the name it is renamed to or from (ckpt.pt.tmp, ckpt.pt), or to
   * another file of its folder (a checkpoint written as a directory).
   */
  wroteWithSince(path: string, at: number): boolean {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : undefined;
    for (const [written, last] of this.lastWrite)
      if (
        last >= at &&
        (written.startsWith(path) ||
          path.startsWith(written) ||
          (folder !== undefined && written.startsWith(`${folder}/`)))
      )
        return true;
    return false;
  }

  close(): void {
    this.watcher.close();
    this.waiters = [];
  }

  private saw(path: string): void {
    if (path.split('/').some((part) => part.startsWith('.spot-train'))) return;
    const write = { at: this.clock.now(), path };
    this.lastWrite.set(path, write.at);
    // A large file comes as a write event per chunk; one a file every 100 ms is enough to time by.
    const last = this.writes.at(-1);
    if (!last || last.path !== path || write.at - last.at >= 100) this.writes.push(write);
    const due = this.waiters.filter((waiter) => write.at > waiter.after);
    this.waiters = this.waiters.filter((waiter) => write.at <= waiter.after);
    for (const waiter of due) waiter.resolve(write);
  }
}
