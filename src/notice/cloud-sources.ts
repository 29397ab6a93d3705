import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { AWS_NOTICE_MS, AwsNoticeSource } from './aws.js';
import { AZURE_NOTICE_MS, AzureNoticeSource } from './azure.js';
import type { CloudName } from '../clouds/cloud.js';
import { detectCloud, type Detection } from './detect-cloud.js';
import type { MetadataEndpoints } from './endpoints.js';
import { GcpNoticeSource } from './gcp.js';
import type { EarlyWarning, Notice, NoticeSource, NoticeWindow } from './notice.js';

export type CloudSetting = CloudName | 'auto' | 'none';

export interface CloudSourceOptions {
  readonly cloud: CloudSetting;
  readonly endpoints: MetadataEndpoints;
  readonly interruptOnRebalance: boolean;
  readonly azureAcknowledge: boolean;
  readonly gcpNoticeMs: number;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly onWarning: (warning: EarlyWarning) => void;
}

/** How often a cloud whose metadata server was there but failing is asked again. */
const REDETECT_MS = 10_000;

/**
 * The notice source of the cloud this VM runs on, at once: finding out which
 * cloud that is (when `cloud` is auto) goes on in the background, beside the
 * restore and the trainer's start, instead of delaying them by up to the
 * detection timeout on a machine that is on no cloud. A metadata server that
 * is there but fails does not end the question: it is asked again until it
 * says, for as long as the attempt runs.
 */
export function cloudNoticeSource(options: CloudSourceOptions): NoticeSource {
  // The Azure source primed at detection is the one that watches: its first call switches events on.
  let azure: AzureNoticeSource | undefined;
  const sourceOf = (cloud: CloudName): NoticeSource =>
    cloud === 'azure' ? (azure ??= azureSource(options)) : sourceFor(cloud, options);
  let known: CloudName | undefined;
  const first = firstLook(options).then((found) => {
    if (found.cloud === 'azure') (azure ??= azureSource(options)).prime();
    known = found.cloud;
    return found;
  });
  return {
    kind: 'cloud',
    watch: async (signal) => {
      const cloud = await untilKnown(options, await first, signal);
      known = cloud;
      return cloud ? sourceOf(cloud).watch(signal) : new Promise<Notice>(() => undefined);
    },
    window: () => (known ? cloudWindow(known, options) : undefined),
  };
}

/** What each cloud's notice leaves: documented leads, and GCP's as configured (gcp-notice). */
function cloudWindow(cloud: CloudName, options: CloudSourceOptions): NoticeWindow {
  if (cloud === 'aws') return { ms: AWS_NOTICE_MS, from: 'AWS' };
  if (cloud === 'gcp') return { ms: options.gcpNoticeMs, from: 'GCP' };
  return { ms: AZURE_NOTICE_MS, from: 'Azure' };
}

/** The cloud as the settings name it, or as the first round of probes found it. */
async function firstLook(options: CloudSourceOptions): Promise<Detection> {
  if (options.cloud === 'none') return { unsure: [] };
  if (options.cloud !== 'auto') return { cloud: options.cloud, unsure: [] };
  const { clock, logger } = options;
  const started = clock.now();
  const found = await detectCloud(options.endpoints);
  if (found.cloud)
    logger.info(
      `running on ${found.cloud.toUpperCase()} (detected in ${clock.now() - started} ms); watching its preemption notices`,
    );
  else if (found.unsure.length === 0)
    logger.info(
      'not on AWS, GCP or Azure: no cloud preemption notice to watch (SIGTERM and drills still work)',
    );
  else
    logger.warning(
      `cannot tell yet which cloud this is: the metadata server of ${names(found.unsure)} is there but did not answer; asking again every ${REDETECT_MS / 1000} s (SIGTERM and drills work meanwhile)`,
    );
  return found;
}

/** Asks again while a metadata server is there but failing; the cloud once one answers. */
async function untilKnown(
  options: CloudSourceOptions,
  detection: Detection,
  signal: AbortSignal,
): Promise<CloudName | undefined> {
  const { clock, logger } = options;
  let found = detection;
  for (let looks = 2; !found.cloud && found.unsure.length > 0; looks++) {
    await sleepUnlessAborted(clock, REDETECT_MS, signal);
    // The attempt ended while the cloud was still unknown: there is nothing left to watch for.
    if (signal.aborted) return undefined;
    found = await detectCloud(options.endpoints);
    if (found.cloud)
      logger.info(
        `running on ${found.cloud.toUpperCase()} (detected after ${looks} looks); watching its preemption notices`,
      );
    else if (found.unsure.length === 0)
      logger.info('not on AWS, GCP or Azure after all: no cloud preemption notice to watch');
  }
  return found.cloud;
}

function names(clouds: readonly CloudName[]): string {
  return clouds.map((cloud) => cloud.toUpperCase()).join(' and ');
}

function azureSource(options: CloudSourceOptions): AzureNoticeSource {
  return new AzureNoticeSource({
    baseUrl: options.endpoints.azure,
    clock: options.clock,
    logger: options.logger,
    acknowledge: options.azureAcknowledge,
  });
}

function sourceFor(cloud: Exclude<CloudName, 'azure'>, options: CloudSourceOptions): NoticeSource {
  const { clock, logger } = options;
  switch (cloud) {
    case 'aws':
      return new AwsNoticeSource({
        baseUrl: options.endpoints.aws,
        clock,
        logger,
        interruptOnRebalance: options.interruptOnRebalance,
        onWarning: options.onWarning,
      });
    case 'gcp':
      return new GcpNoticeSource({
        host: options.endpoints.gcp,
        clock,
        logger,
        noticeMs: options.gcpNoticeMs,
      });
  }
}
