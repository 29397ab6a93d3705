import { EC2Client } from '@aws-sdk/client-ec2';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import type { CloudPrices, SpotQuery } from '../cloud-prices.js';
import type { PriceSeries, Rate } from '../rate.js';
import {
  awsOnDemandRate,
  PRICE_LIST_SOURCE,
  PUBLIC_PRICE_LIST,
  type PriceListParams,
} from './price-list.js';
import { awsSpotSeries, SPOT_HISTORY_SOURCE } from './spot-price-history.js';

export interface AwsPricesParams {
  /** The EC2 client of a region; the default takes credentials and endpoint as AwsCloud does. */
  readonly clientFor?: (region: string) => EC2Client;
  /** The Price List endpoint and credentials; defaults to the SDK's chain at `priceListEndpoint`. */
  readonly priceList?: PriceListParams;
  /** Where the Price List is, when not AWS's public endpoint. */
  readonly priceListEndpoint?: string;
}

/** AWS prices: spot from EC2's price history, on-demand from the Price List. */
export class AwsPrices implements CloudPrices {
  readonly cloud = 'aws';
  readonly onDemandSource = PRICE_LIST_SOURCE;
  readonly spotSource = SPOT_HISTORY_SOURCE;
  readonly spotOverTime = true;
  private readonly clientFor: (region: string) => EC2Client;
  private readonly priceList: PriceListParams;

  constructor(params: AwsPricesParams = {}) {
    this.clientFor = params.clientFor ?? ((region) => new EC2Client({ region }));
    this.priceList = params.priceList ?? {
      endpoint: params.priceListEndpoint ?? PUBLIC_PRICE_LIST,
      credentials: defaultProvider(),
    };
  }

  spotSeries(query: SpotQuery): Promise<PriceSeries> {
    return awsSpotSeries(this.clientFor(query.region), query);
  }

  onDemand(type: string, region: string): Promise<Rate> {
    return awsOnDemandRate(this.priceList, type, region);
  }
}
