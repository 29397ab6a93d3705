import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { SyncStats } from '../checkpoints/sync-stats.js';
import { formatDuration } from '../base/duration.js';
import type { Progress } from './progress.js';

/**
 * How long a trainer may report steps with nothing of its outputs uploaded
 * before the log says so. Long enough for a trainer that saves every few
 * minutes, short enough that a mistake costs minutes, not a night.
 */
export const UNSAVED_WARNING_MS = 5 * 60_000;
const CHECK_EVERY_MS = 5_000;

export interface UnsavedWatch {
  /**
   * Stops the watch; with the attempt's final stats (none when it failed),
   * warns when it reported steps and uploaded nothing at all.
   */
  end(stats: SyncStats | undefined): void;
}

/**
 * Warns when the trainer makes progress but nothing reaches the store: the
 * usual cause is a trainer that saves its checkpoints somewhere other than
 * the outputs directory, which works on a laptop (the files are still there
 * after a restart) and loses everything on a VM that is taken back.
 */
export function watchUnsaved(params: {
  readonly progress: () => Progress;
  readonly stats: () => SyncStats;
  readonly outputsDir: string;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly afterMs?: number;
}): UnsavedWatch {
  const { clock, logger } = params;
  const afterMs = params.afterMs ?? UNSAVED_WARNING_MS;
  const stop = new AbortController();
  let warned = false;
  const advice = `checkpoints saved anywhere else are lost with the VM; save them under $SPOT_TRAIN_OUTPUTS_DIR (${params.outputsDir})`;
  const steps = (progress: Progress) =>
    progress.firstStep === progress.lastStep
      ? `step ${progress.lastStep ?? '?'}`
      : `steps ${progress.firstStep ?? '?'}..${progress.lastStep ?? '?'}`;
  void (async () => {
    let firstStepAt: number | undefined;
    for (;;) {
      await sleepUnlessAborted(clock, CHECK_EVERY_MS, stop.signal);
      if (stop.signal.aborted) return;
      const progress = params.progress();
      if (progress.lastStep === undefined) continue;
      firstStepAt ??= clock.now();
      if (params.stats().filesUploaded > 0) return;
      const since = clock.now() - firstStepAt;
      if (since < afterMs) continue;
      warned = true;
      logger.warning(
        `the trainer has reported ${steps(progress)} for ${formatDuration(since)} and nothing in ${params.outputsDir} has been uploaded: ${advice}`,
      );
      return;
    }
  })();
  return {
    end(stats) {
      stop.abort();
      const progress = params.progress();
      if (!stats || warned || stats.filesUploaded > 0 || progress.lastStep === undefined) return;
      logger.warning(
        `this attempt reported ${steps(progress)} and uploaded nothing from ${params.outputsDir}: a restart resumes only from what earlier attempts saved; ${advice}`,
      );
    },
  };
}
