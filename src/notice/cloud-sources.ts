import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { AwsNoticeSource } from './aws.js';
import { AzureNoticeSource } from './azure.js';
import type { CloudName } from '../clouds/cloud.js';
import { detectCloud } from './detect-cloud.js';
import type { MetadataEndpoints } from './endpoints.js';
import { GcpNoticeSource } from './gcp.js';
import type { EarlyWarning, Notice, NoticeSource } from './notice.js';

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

/**
 * The notice source of the cloud this VM runs on, at once: finding out which
 * cloud that is (when `cloud` is auto) goes on in the background, beside the
 * restore and the trainer's start, instead of delaying them by up to the
 * detection timeout on a machine that is on no cloud.
 */
export function cloudNoticeSource(options: CloudSourceOptions): NoticeSource {
  const source = chooseSource(options);
  return {
    kind: 'cloud',
    watch: async (signal) => {
      const chosen = await source;
      return chosen ? chosen.watch(signal) : new Promise<Notice>(() => undefined);
    },
  };
}

async function chooseSource(options: CloudSourceOptions): Promise<NoticeSource | undefined> {
  const [source] = await cloudNoticeSources(options);
  return source;
}

/** The notice source of the cloud this VM runs on (asked when `cloud` is auto), or none. */
async function cloudNoticeSources(options: CloudSourceOptions): Promise<NoticeSource[]> {
  const { clock, logger } = options;
  let cloud: CloudName | undefined;
  if (options.cloud === 'auto') {
    const started = clock.now();
    cloud = await detectCloud(options.endpoints);
    logger.info(
      cloud
        ? `running on ${cloud.toUpperCase()} (detected in ${clock.now() - started} ms); watching its preemption notices`
        : 'not on AWS, GCP or Azure: no cloud preemption notice to watch (SIGTERM and drills still work)',
    );
  } else if (options.cloud !== 'none') {
    cloud = options.cloud;
  }
  switch (cloud) {
    case 'aws':
      return [
        new AwsNoticeSource({
          baseUrl: options.endpoints.aws,
          clock,
          logger,
          interruptOnRebalance: options.interruptOnRebalance,
          onWarning: options.onWarning,
        }),
      ];
    case 'gcp':
      return [
        new GcpNoticeSource({
          host: options.endpoints.gcp,
          clock,
          logger,
          noticeMs: options.gcpNoticeMs,
        }),
      ];
    case 'azure': {
      const source = new AzureNoticeSource({
        baseUrl: options.endpoints.azure,
        clock,
        logger,
        acknowledge: options.azureAcknowledge,
      });
      source.prime();
      return [source];
    }
    case undefined:
      return [];
  }
}
