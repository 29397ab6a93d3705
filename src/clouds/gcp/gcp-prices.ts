import type { CloudPrices, SpotQuery } from '../cloud-prices.js';
import { Memo } from '../price-lookup.js';
import { constantSeries, type PriceSeries, type Rate } from '../rate.js';
import {
  CATALOG_SOURCE,
  computeSkus,
  gcpRate,
  type CatalogParams,
  type CatalogSku,
} from './billing-catalog.js';

const PUBLIC_CATALOG = 'https://cloudbilling.googleapis.com';
const BILLING_SCOPE = 'https://www.googleapis.com/auth/cloud-billing.readonly';

/**
 * The catalogue's endpoint and credentials: Application Default Credentials
 * (as for the Compute API) at Google's, none at a custom endpoint, which is
 * a stand-in or a proxy that adds its own.
 */
export function defaultCatalogParams(custom?: string): CatalogParams {
  if (custom !== undefined) return { endpoint: custom, authHeaders: () => Promise.resolve({}) };
  let auth: Promise<{ getRequestHeaders(): Promise<Headers> }> | undefined;
  return {
    endpoint: PUBLIC_CATALOG,
    authHeaders: async () => {
      auth ??= import('google-auth-library').then(
        ({ GoogleAuth }) => new GoogleAuth({ scopes: [BILLING_SCOPE] }),
      );
      return Object.fromEntries(await (await auth).getRequestHeaders());
    },
  };
}

/**
 * GCP prices from the Cloud Billing Catalog: today's, vCPUs and memory priced
 * apart. The SKU list is read once per process, whatever the types asked.
 */
export class GcpPrices implements CloudPrices {
  readonly cloud = 'gcp';
  readonly onDemandSource = CATALOG_SOURCE;
  readonly spotSource = CATALOG_SOURCE;
  readonly spotOverTime = false;
  private readonly skus = new Memo<CatalogSku[]>();

  constructor(private readonly params: CatalogParams = defaultCatalogParams()) {}

  async spotSeries(query: SpotQuery): Promise<PriceSeries> {
    return constantSeries(gcpRate(await this.catalog(), query.type, query.region, true));
  }

  async onDemand(type: string, region: string): Promise<Rate> {
    return gcpRate(await this.catalog(), type, region, false);
  }

  private catalog(): Promise<CatalogSku[]> {
    return this.skus.get('compute', () => computeSkus(this.params));
  }
}
