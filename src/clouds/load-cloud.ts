import { silentLogger, type Logger } from '../base/log.js';
import type { CloudName, LaunchingCloud } from './cloud.js';

/**
 * The adapter of one cloud, its SDK loaded only now: an AWS user never
 * loads Azure's. `logger` hears what an adapter decides on its own (how
 * AWS starts a gang).
 */
export async function loadCloud(
  name: CloudName,
  logger: Logger = silentLogger,
): Promise<LaunchingCloud> {
  switch (name) {
    case 'aws': {
      const { AwsCloud } = await import('./aws/aws-cloud.js');
      return new AwsCloud({ logger });
    }
    case 'gcp': {
      const { GcpCloud } = await import('./gcp/gcp-cloud.js');
      return new GcpCloud();
    }
    case 'azure': {
      const { AzureCloud } = await import('./azure/azure-cloud.js');
      return new AzureCloud();
    }
  }
}
