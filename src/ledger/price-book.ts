import type { CloudName } from '../clouds/cloud.js';
import type { CloudPrices } from '../clouds/cloud-prices.js';
import { Memo } from '../clouds/price-lookup.js';
import {
  knownRate,
  meanRate,
  unknownRate,
  type PriceSeries,
  type Rate,
  type Unknown,
} from '../clouds/rate.js';
import { describeError } from '../base/errors.js';
import { silentLogger, type Logger } from '../base/log.js';
import type { AttemptUsage } from './attempt-usage.js';
import { userPriceKey, type Market, type UserPrices } from './user-prices.js';

/** What one attempt's VM cost an hour, and what the same VM costs on demand. */
export interface AttemptRates {
  /** The attempt's own market's price, the mean over its hours where the price moved. */
  readonly paid: Rate;
  readonly onDemand: Rate;
}

export interface PriceBookParams {
  /** Each cloud's price lists (clouds/load-cloud-prices.ts), or a test's. */
  readonly sourceFor: (cloud: CloudName) => Promise<CloudPrices>;
  /** The `prices` input: rates that win over any price list. */
  readonly userPrices?: UserPrices;
  /** Where a failed lookup is warned about. */
  readonly logger?: Logger;
}

const USER_SOURCE = 'your prices input';

/**
 * Prices for a lineage's attempts, each looked up once per process: one
 * request (or one paged listing) per type and place, however many attempts
 * ran there and however often the book is asked.
 */
export class PriceBook {
  private readonly sourceFor: (cloud: CloudName) => Promise<CloudPrices>;
  private readonly userPrices: UserPrices;
  private readonly logger: Logger;
  private readonly sources = new Memo<CloudPrices>();
  private readonly rates = new Memo<Rate>();
  private readonly series = new Memo<PriceSeries>();

  constructor(params: PriceBookParams) {
    this.sourceFor = params.sourceFor;
    this.userPrices = params.userPrices ?? new Map();
    this.logger = params.logger ?? silentLogger;
  }

  async ratesFor(usages: readonly AttemptUsage[]): Promise<AttemptRates[]> {
    const spans = spotSpans(usages);
    return Promise.all(
      usages.map(async (usage) => {
        const onDemand = await this.onDemand(usage);
        const paid = usage.market === 'on-demand' ? onDemand : await this.spot(usage, spans);
        return { paid, onDemand };
      }),
    );
  }

  /** The rate of one attempt's own market alone: the launch prices its ladder's rungs with it. */
  paidRate(usage: AttemptUsage): Promise<Rate> {
    return usage.market === 'on-demand'
      ? this.onDemand(usage)
      : this.spot(usage, spotSpans([usage]));
  }

  private onDemand(usage: AttemptUsage): Promise<Rate> {
    const given = this.given(usage, 'on-demand');
    if (given) return Promise.resolve(given);
    const { cloud, region, type } = usage;
    return this.rates.get(`${cloud}/${region}/${type}`, () =>
      this.lookup(cloud, `on-demand price of ${type} in ${region}`, (source) =>
        source.onDemand(type, region),
      ),
    );
  }

  private async spot(usage: AttemptUsage, spans: Map<string, Span>): Promise<Rate> {
    const given = this.given(usage, 'spot');
    if (given) return given;
    const { cloud, region, zone, type, vmStartedAt: start } = usage;
    const overTime = (await this.source(cloud))?.spotOverTime ?? false;
    // A list of today's prices needs no span; a price history does.
    const span = overTime ? spans.get(placeKey(usage)) : { from: 0, to: 0 };
    if (span === undefined || (overTime && start === undefined)) {
      return unknownRate(`the start of attempt ${usage.attempt}'s VM was not recorded`);
    }
    const key = overTime ? `${placeKey(usage)}/${span.from}-${span.to}` : placeKey(usage);
    const series = await this.series.get(key, () =>
      this.lookup(cloud, `spot price of ${type} in ${zone ?? region}`, (source) =>
        source.spotSeries({ type, region, ...(zone === undefined ? {} : { zone }), ...span }),
      ),
    );
    const from = start ?? 0;
    return meanRate(series, from, usage.vmEndedAt ?? from);
  }

  private given(usage: AttemptUsage, market: Market): Rate | undefined {
    const places = [usage.zone, usage.region].filter((place) => place !== undefined);
    for (const place of places) {
      const rate = this.userPrices.get(userPriceKey(usage.cloud, place, usage.type, market));
      if (rate !== undefined) return knownRate(rate, USER_SOURCE);
    }
    return undefined;
  }

  private source(cloud: CloudName): Promise<CloudPrices | undefined> {
    return this.sources.get(cloud, () => this.sourceFor(cloud)).catch(() => undefined);
  }

  /** One lookup; a failure is warned about once and becomes an unknown price. */
  private async lookup<T extends Rate | PriceSeries>(
    cloud: CloudName,
    what: string,
    ask: (source: CloudPrices) => Promise<T>,
  ): Promise<T | Unknown> {
    try {
      const source = await this.sources.get(cloud, () => this.sourceFor(cloud));
      return await ask(source);
    } catch (error) {
      const message = describeError(error);
      this.logger.warning(`Could not look up the ${what} (${message}); it shows as unknown`);
      return unknownRate(`the lookup failed: ${message}`);
    }
  }
}

interface Span {
  readonly from: number;
  readonly to: number;
}

const placeKey = (usage: AttemptUsage): string =>
  `${usage.cloud}/${usage.region}/${usage.zone ?? ''}/${usage.type}`;

/** The hours each spot place must cover: from its first attempt's start to its last one's end. */
function spotSpans(usages: readonly AttemptUsage[]): Map<string, Span> {
  const spans = new Map<string, Span>();
  for (const usage of usages) {
    const start = usage.vmStartedAt;
    if (usage.market !== 'spot' || start === undefined) continue;
    const end = Math.max(usage.vmEndedAt ?? start, start);
    const key = placeKey(usage);
    const span = spans.get(key);
    spans.set(key, {
      from: Math.min(span?.from ?? start, start),
      to: Math.max(span?.to ?? end, end),
    });
  }
  return spans;
}
