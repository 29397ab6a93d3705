import type { CloudName } from './cloud.js';
import type { PriceSeries, Rate } from './rate.js';

/** Where and when a spot price is asked for. */
export interface SpotQuery {
  readonly type: string;
  readonly region: string;
  readonly zone?: string;
  /** The span the series must cover (epoch ms): all the attempts that ran there. */
  readonly from: number;
  readonly to: number;
}

/**
 * One cloud's price lookups. A price the cloud does not list comes back
 * unknown; a lookup that fails (a server error, a refused credential) throws,
 * and the price book turns that into a warning and an unknown price.
 */
export interface CloudPrices {
  readonly cloud: CloudName;
  /** What the cloud's prices are called in a summary, e.g. "AWS Price List". */
  readonly onDemandSource: string;
  readonly spotSource: string;
  /** Whether the spot price depends on the span; false when the list gives only today's price. */
  readonly spotOverTime: boolean;
  spotSeries(query: SpotQuery): Promise<PriceSeries>;
  onDemand(type: string, region: string): Promise<Rate>;
}
