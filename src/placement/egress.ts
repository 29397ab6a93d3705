import type { CloudName } from '../clouds/cloud.js';

/**
 * What a rung pays to reach a store in another cloud. A VM on GCP training
 * into an S3 store restores the lineage out of AWS (billed by AWS as data
 * transfer out to the internet) and uploads each save out of GCP (billed by
 * GCP); entering a cloud is free on all three. The ranking adds this to the
 * rung's price, so a rung across clouds must be cheaper or safer by more
 * than its traffic costs before it goes first.
 *
 * USD per GB (10^9 bytes) leaving each cloud for the internet, the first
 * paid tier, in US regions. Figures checked on 2026-12-06:
 *  - AWS: $0.09 per GB, "Data Transfer OUT From Amazon EC2 To Internet", up
 *    to 10 TB a month after the first 100 GB free
 *    (aws.amazon.com/ec2/pricing/on-demand/; S3 bills the same rate,
 *    aws.amazon.com/s3/pricing/). AWS's page did not come up in search;
 *    the figure is as the cloudprice-mcp v0.5.0 release notes' egress table
 *    (May 2026) gives it.
 *  - GCP: $0.12 per GiB, premium tier, internet data transfer out to North
 *    America, 1 GiB to 1 TiB a month (cloud.google.com/vpc/network-pricing,
 *    as transcribed from that page on 2026-09-20), which is $0.1118 per GB.
 *  - Azure: $0.087 per GB, internet egress over Microsoft's network, up to
 *    10 TB a month after the first 100 GB free
 *    (azure.microsoft.com/pricing/details/bandwidth/; the figure as the same
 *    cloudprice-mcp v0.5.0 table gives it).
 * The free allowances are left out: a training account spends them on
 * other things, and the rate after them is the one a ranking should weigh.
 */
export const EGRESS_USD_PER_GB: Readonly<Record<CloudName, number>> = {
  aws: 0.09,
  gcp: 0.12 / 1.073741824,
  azure: 0.087,
};

const GB = 1e9;

/** Where the lineage's store is and what it moves. */
export interface StoreTraffic {
  readonly cloud: CloudName;
  /** What a restore brings down: the lineage's checkpoints as the next attempt restores them. */
  readonly restoreBytes: number;
  /** What the trainer's saves upload in an hour of training. */
  readonly uploadBytesPerHour: number;
}

/**
 * Egress in USD per VM-hour on a rung of `rungCloud`: its saves leaving for
 * the store, and a restore from the store at each of the restarts expected
 * in the hour (the rung's hazard). Multiplied by the rung's billed hours per
 * useful hour, it is the extra cost per useful hour. 0 when the rung is in
 * the store's cloud: traffic to a bucket in the VM's own region is free on
 * all three clouds, and another region of the same cloud (about $0.02 per
 * GB) is not modelled here.
 */
export function egressUsdPerHour(
  rungCloud: CloudName,
  store: StoreTraffic,
  restartsPerHour: number,
): number {
  if (rungCloud === store.cloud) return 0;
  const uploads = (store.uploadBytesPerHour / GB) * EGRESS_USD_PER_GB[rungCloud];
  const restores = ((restartsPerHour * store.restoreBytes) / GB) * EGRESS_USD_PER_GB[store.cloud];
  return uploads + restores;
}
