import type { Logger } from '../base/log.js';
import type { Notice, NoticeSource } from './notice.js';

/**
 * Watches every source and yields the first notice only: several sources may
 * fire for one reclaim (the cloud's notice, then SIGTERM), and the trainer
 * must be told once. A source that throws is logged and dropped; it never
 * counts as a notice and never takes the supervisor down.
 */
export function firstNotice(
  sources: readonly NoticeSource[],
  signal: AbortSignal,
  logger: Logger,
): Promise<Notice> {
  return new Promise<Notice>((resolve) => {
    let settled = false;
    for (const source of sources) {
      source.watch(signal).then(
        (notice) => {
          if (settled || signal.aborted) return;
          settled = true;
          resolve(notice);
        },
        (error: unknown) => {
          if (!signal.aborted) {
            logger.warning(
              `the ${source.kind} notice source stopped: ${String(error)}; other sources still watch`,
            );
          }
        },
      );
    }
  });
}
