import type { CloudName } from './cloud.js';
import type { CloudPrices } from './cloud-prices.js';

/**
 * The price lookups of one cloud, its SDK loaded only when a lineage ran
 * there (an Azure user never loads the AWS SDK for a ledger).
 */
export async function loadCloudPrices(cloud: CloudName): Promise<CloudPrices> {
  switch (cloud) {
    case 'aws':
      return new (await import('./aws/aws-prices.js')).AwsPrices();
    case 'azure':
      return new (await import('./azure/azure-prices.js')).AzurePrices();
    case 'gcp':
      return new (await import('./gcp/gcp-prices.js')).GcpPrices();
  }
}
