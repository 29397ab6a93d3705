import type { CloudPrices, SpotQuery } from '../cloud-prices.js';
import { Memo } from '../price-lookup.js';
import { constantSeries, type PriceSeries, type Rate } from '../rate.js';
import {
  azureRates,
  PUBLIC_RETAIL_PRICES,
  RETAIL_SOURCE,
  type AzureRates,
} from './retail-prices.js';

/**
 * Azure prices from the Retail Prices API. It gives today's prices only, so
 * an attempt is priced at today's spot price; one query per size and region
 * answers both markets.
 */
export class AzurePrices implements CloudPrices {
  readonly cloud = 'azure';
  readonly onDemandSource = RETAIL_SOURCE;
  readonly spotSource = RETAIL_SOURCE;
  readonly spotOverTime = false;
  private readonly rates = new Memo<AzureRates>();

  constructor(private readonly endpoint: string = PUBLIC_RETAIL_PRICES) {}

  async spotSeries(query: SpotQuery): Promise<PriceSeries> {
    return constantSeries((await this.both(query.type, query.region)).spot);
  }

  async onDemand(type: string, region: string): Promise<Rate> {
    return (await this.both(type, region)).regular;
  }

  private both(size: string, region: string): Promise<AzureRates> {
    return this.rates.get(`${region}/${size}`, () => azureRates(this.endpoint, size, region));
  }
}
