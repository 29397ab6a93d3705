import {
  DescribeSpotPriceHistoryCommand,
  type EC2Client,
  type _InstanceType,
} from '@aws-sdk/client-ec2';

/**
 * The spot price of a Linux instance type in one zone at `now`, in USD per
 * hour; undefined when EC2 does not say. A history window of one instant
 * returns the price in effect then (API Reference, DescribeSpotPriceHistory).
 */
export async function currentSpotPrice(
  client: EC2Client,
  instanceType: string,
  zone: string,
  now: Date,
): Promise<number | undefined> {
  try {
    const out = await client.send(
      new DescribeSpotPriceHistoryCommand({
        InstanceTypes: [instanceType as _InstanceType],
        AvailabilityZone: zone,
        ProductDescriptions: ['Linux/UNIX'],
        StartTime: now,
        EndTime: now,
      }),
    );
    const latest = (out.SpotPriceHistory ?? [])
      .filter((entry) => entry.AvailabilityZone === zone && entry.SpotPrice !== undefined)
      .sort((a, b) => (b.Timestamp?.getTime() ?? 0) - (a.Timestamp?.getTime() ?? 0))[0];
    const price = Number(latest?.SpotPrice);
    return Number.isFinite(price) && price > 0 ? price : undefined;
  } catch {
    // The price is only reported; the VM already runs, and a missing
    // ec2:DescribeSpotPriceHistory permission must not undo its launch.
    return undefined;
  }
}
