import {
  DescribeSpotPriceHistoryCommand,
  type EC2Client,
  type SpotPrice,
  type _InstanceType,
} from '@aws-sdk/client-ec2';
import { describeError } from '../../base/errors.js';
import type { SpotQuery } from '../cloud-prices.js';
import { unknownRate, type PriceSeries, type PriceStep } from '../rate.js';

export const SPOT_HISTORY_SOURCE = 'EC2 spot price history';

/**
 * The Linux spot price of a type in one zone over a span, as EC2 recorded
 * it. EC2 answers with the changes inside the window plus the price in
 * effect at its start (API Reference, DescribeSpotPriceHistory), so one
 * series covers every attempt that ran there.
 */
export async function awsSpotSeries(client: EC2Client, query: SpotQuery): Promise<PriceSeries> {
  const { type, zone } = query;
  if (zone === undefined) {
    // Spot prices differ between the zones of a region; picking one would be a guess.
    return unknownRate(`the zone of ${type} was not recorded, and spot prices differ per zone`);
  }
  const entries: SpotPrice[] = [];
  let token: string | undefined;
  do {
    const command = new DescribeSpotPriceHistoryCommand({
      InstanceTypes: [type as _InstanceType],
      AvailabilityZone: zone,
      ProductDescriptions: ['Linux/UNIX'],
      StartTime: new Date(query.from),
      EndTime: new Date(query.to),
      MaxResults: 1000,
      ...(token === undefined ? {} : { NextToken: token }),
    });
    const page = await client.send(command).catch((error: unknown) => {
      throw new Error(
        `EC2 DescribeSpotPriceHistory for ${type} in ${zone}: ${describeError(error)}`,
      );
    });
    entries.push(...(page.SpotPriceHistory ?? []));
    token = page.NextToken || undefined;
  } while (token !== undefined);
  const steps = stepsOf(entries, zone);
  if (steps.length === 0)
    return unknownRate(`${SPOT_HISTORY_SOURCE} has no price for ${type} in ${zone}`);
  return { known: true, steps, source: SPOT_HISTORY_SOURCE };
}

function stepsOf(entries: readonly SpotPrice[], zone: string): PriceStep[] {
  const byTime = new Map<number, number>();
  for (const entry of entries) {
    const price = Number(entry.SpotPrice);
    const at = entry.Timestamp?.getTime();
    if (entry.AvailabilityZone !== zone || at === undefined) continue;
    if (Number.isFinite(price) && price > 0) byTime.set(at, price);
  }
  return [...byTime].sort(([a], [b]) => a - b).map(([from, usdPerHour]) => ({ from, usdPerHour }));
}
