import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { formatBytes } from '../base/bytes.js';
import { countOf } from '../base/count.js';
import { formatDuration } from '../base/duration.js';

/** Uploads named one by one in each window; past that, they are counted. */
const NAMED_PER_WINDOW = 20;
const WINDOW_MS = 10_000;

/**
 * The log of live uploads. A few checkpoints a save are each worth a line;
 * 50,000 index or log files would be 50,000 lines a person scrolls past. So
 * each 10 s names its first 20 uploads and then counts the rest in one
 * line; every upload is still named in the debug log.
 */
export class UploadLog {
  private windowStart = Number.NEGATIVE_INFINITY;
  private named = 0;
  private countedFiles = 0;
  private countedBytes = 0;

  constructor(
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  uploaded(line: string, bytes: number): void {
    this.tick();
    if (this.named < NAMED_PER_WINDOW) {
      this.named++;
      this.logger.info(line);
      return;
    }
    this.logger.debug(line);
    this.countedFiles++;
    this.countedBytes += bytes;
  }

  /** Says what the window counted once it is over (called by each scan, and at the end with `end`). */
  tick(end = false): void {
    const now = this.clock.now();
    if (!end && now - this.windowStart < WINDOW_MS) return;
    if (this.countedFiles > 0) {
      const files = countOf(this.countedFiles, 'more file');
      this.logger.info(
        `uploaded ${files} (${formatBytes(this.countedBytes)}) in ${formatDuration(now - this.windowStart)}; the debug log names each`,
      );
    }
    this.windowStart = now;
    this.named = 0;
    this.countedFiles = 0;
    this.countedBytes = 0;
  }
}
