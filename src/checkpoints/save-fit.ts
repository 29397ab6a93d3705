import type { Logger } from '../base/log.js';
import { formatBytes } from '../base/bytes.js';
import { formatDuration } from '../base/duration.js';
import type { NoticeWindow } from '../notice/notice.js';

/** What a notice leaves before the save can start: seeing it, and the trainer's own write. */
const NOTICE_OVERHEAD_MS = 5_000;

/**
 * Whether a save like the ones the trainer makes would be durable inside
 * the notice's window if it were made on a notice. Each save's bytes and
 * the time the uploads were busy with it are measured; once one save took
 * longer to upload than the window leaves, that is said once, with what to
 * do, before any notice comes: after one, it is too late to change.
 */
export class SaveFit {
  private save = 0;
  private bytes = 0;
  private busyMs = 0;
  private busySince: number | undefined;
  private finding: string | undefined;
  private noticed = false;

  constructor(
    private readonly logger: Logger,
    private readonly window: () => NoticeWindow | undefined,
  ) {}

  /** An upload of `size` bytes of save `save` starts; `idle`: none was under way. */
  uploadStarting(save: number, size: number, now: number, idle: boolean): void {
    if (save !== this.save) {
      this.save = save;
      this.bytes = 0;
      this.busyMs = 0;
    }
    if (idle) this.busySince ??= now;
    this.bytes += size;
  }

  /** The last upload under way finished. */
  quiet(now: number): void {
    if (this.busySince === undefined) return;
    this.busyMs += now - this.busySince;
    this.busySince = undefined;
    this.check();
  }

  /** The notice came: the save being made now is the one that counts, and no advice helps. */
  noticeArrived(): void {
    this.noticed = true;
  }

  /** The warning, if one was given: for the summary. */
  warning(): string | undefined {
    return this.finding;
  }

  private check(): void {
    if (this.finding !== undefined || this.noticed) return;
    const window = this.window();
    if (!window || this.bytes === 0) return;
    const budget = window.ms - NOTICE_OVERHEAD_MS;
    if (this.busyMs <= budget) return;
    const rate = this.bytes / Math.max(1, this.busyMs / 1000);
    this.finding =
      `a save of ${formatBytes(this.bytes)} took ${formatDuration(this.busyMs)} to upload (${formatBytes(rate)}/s); ${window.from} gives ${formatDuration(window.ms)} from its notice, ` +
      'so a save like it made on a notice would not be durable in time, and a restart would resume from the save before. ' +
      'Save less on a notice (the model weights; the full state on the regular cadence), shard the save across the nodes, or save more often.';
    this.logger.warning(this.finding);
  }
}
