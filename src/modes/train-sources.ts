import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { cloudNoticeSource } from '../notice/cloud-sources.js';
import type { EarlyWarning, NoticeSource } from '../notice/notice.js';
import type { TrainSettings } from '../settings/train.js';
import { writeWarningFile } from '../supervisor/notice-file.js';

/**
 * The cloud's notice source, started as early as possible: which cloud this
 * is gets found out while the store opens and the restore runs. Early
 * warnings (a rebalance recommendation) go to the log and `warningFile`.
 */
export function watchCloud(
  settings: TrainSettings,
  warningFile: string,
  clock: Clock,
  logger: Logger,
  /** Told of each warning too: the gang's hand-over. */
  onWarning: (warning: EarlyWarning) => void = () => {},
): NoticeSource {
  return cloudNoticeSource({
    cloud: settings.cloud,
    endpoints: settings.metadata,
    interruptOnRebalance: settings.interruptOnRebalance,
    azureAcknowledge: settings.azureAckEvents,
    gcpNoticeMs: settings.gcpNoticeMs,
    clock,
    logger,
    onWarning: (warning) => {
      logger.warning(
        `${warning.source} ${warning.kind} (${warning.detail}): the VM is at higher risk of being reclaimed`,
      );
      writeWarningFile(warningFile, warning).catch((error: unknown) =>
        logger.warning(`could not write ${warningFile}: ${String(error)}`),
      );
      onWarning(warning);
    },
  });
}

/**
 * Early warnings for the gang, which is joined after the cloud is watched:
 * held until `to` names where they go.
 */
export class WarningRelay {
  private target: ((detail: string) => void) | undefined;
  private readonly held: string[] = [];

  hear = (warning: EarlyWarning): void => {
    if (this.target) this.target(warning.detail);
    else this.held.push(warning.detail);
  };

  to(target: (detail: string) => void): void {
    this.target = target;
    for (const detail of this.held.splice(0)) target(detail);
  }
}
