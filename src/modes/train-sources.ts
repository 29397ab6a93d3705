import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { cloudNoticeSource } from '../notice/cloud-sources.js';
import { metadataEndpoints } from '../notice/endpoints.js';
import type { NoticeSource } from '../notice/notice.js';
import { SignalNoticeSource } from '../notice/signals.js';
import { SimulatedNoticeSource } from '../notice/simulated.js';
import type { TrainSettings } from '../settings/train.js';
import { writeWarningFile } from '../supervisor/notice-file.js';

/**
 * The cloud's notice source, started as early as possible: which cloud this
 * is gets found out while the store opens and the restore runs. Early
 * warnings (a rebalance recommendation) go to the log and `warningFile`.
 */
export function watchCloud(
  settings: TrainSettings,
  env: NodeJS.ProcessEnv,
  warningFile: string,
  clock: Clock,
  logger: Logger,
): NoticeSource {
  return cloudNoticeSource({
    cloud: settings.cloud,
    endpoints: metadataEndpoints(env),
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
    },
  });
}

/** Every source a notice can come from for this attempt. */
export function noticeSources(
  settings: TrainSettings,
  attempt: number,
  cloud: NoticeSource,
  clock: Clock,
): NoticeSource[] {
  const sources: NoticeSource[] = [
    // A cancelled job gets SIGINT from the runner: a person's stop, not a reclaim.
    new SignalNoticeSource({ clock, graceMs: settings.signalNoticeMs, sigintIsUserStop: true }),
  ];
  // Only the attempts the drill names (DEFAULT_DRILL_ATTEMPTS): drilling every
  // restart again would run the lineage into max-restarts.
  if (settings.drill && attempt <= settings.drill.attempts) {
    sources.push(
      new SimulatedNoticeSource({ spec: settings.drill, clock, startedAt: clock.now() }),
    );
  }
  sources.push(cloud);
  return sources;
}
