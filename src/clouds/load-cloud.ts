import { silentLogger, type Logger } from '../base/log.js';
import type { CloudName, LaunchingCloud } from './cloud.js';
import type { CloudEnvironment } from './cloud-environment.js';

/**
 * The adapter of one cloud, its SDK loaded only now: an AWS user never
 * loads Azure's. `logger` hears what an adapter decides on its own (how
 * AWS starts a gang).
 */
export async function loadCloud(
  name: CloudName,
  environment: CloudEnvironment,
  logger: Logger = silentLogger,
): Promise<LaunchingCloud> {
  switch (name) {
    case 'aws': {
      const { AwsCloud } = await import('./aws/aws-cloud.js');
      const { region } = environment.aws;
      return new AwsCloud({ logger, ...(region === undefined ? {} : { defaultRegion: region }) });
    }
    case 'gcp': {
      const { GcpCloud } = await import('./gcp/gcp-cloud.js');
      const { project, computeEndpoint } = environment.gcp;
      return new GcpCloud({
        ...(project === undefined ? {} : { projectId: project }),
        ...(computeEndpoint === undefined ? {} : { apiEndpoint: computeEndpoint }),
      });
    }
    case 'azure': {
      const { AzureCloud } = await import('./azure/azure-cloud.js');
      const { subscriptionId, armEndpoint } = environment.azure;
      return new AzureCloud({
        ...(subscriptionId === undefined ? {} : { subscriptionId }),
        ...(armEndpoint === undefined ? {} : { endpoint: armEndpoint }),
      });
    }
  }
}
