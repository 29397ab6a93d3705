import type { CloudName } from './cloud.js';
import type { CloudEnvironment } from './cloud-environment.js';
import type { CloudPrices } from './cloud-prices.js';

/**
 * The price lookups of each cloud, its SDK loaded only when a lineage ran
 * there (an Azure user never loads the AWS SDK for a ledger).
 */
export function cloudPricesLoader(
  environment: CloudEnvironment,
): (cloud: CloudName) => Promise<CloudPrices> {
  return async (cloud) => {
    switch (cloud) {
      case 'aws': {
        const { AwsPrices } = await import('./aws/aws-prices.js');
        const endpoint = environment.aws.priceListEndpoint;
        return new AwsPrices(endpoint === undefined ? {} : { priceListEndpoint: endpoint });
      }
      case 'azure':
        return new (await import('./azure/azure-prices.js')).AzurePrices(
          environment.azure.pricesEndpoint,
        );
      case 'gcp': {
        const { GcpPrices, defaultCatalogParams } = await import('./gcp/gcp-prices.js');
        return new GcpPrices(defaultCatalogParams(environment.gcp.billingEndpoint));
      }
    }
  };
}
