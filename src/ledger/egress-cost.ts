import type { CloudName } from '../clouds/cloud.js';
import { unknownAmount, usdAmount, type Amount } from './amount.js';
import type { AttemptUsage } from './attempt-usage.js';

/**
 * Where the lineage's store is, and what leaving each cloud costs. Given
 * by the caller: the published prices live with the placement
 * (placement/egress.ts), which ranks rungs by the same figures and stands
 * above the ledger.
 */
export interface StoreEgress {
  readonly storeCloud: CloudName;
  /** USD per GB (10^9 bytes) leaving each cloud for the internet. */
  readonly usdPerGb: Readonly<Record<CloudName, number>>;
}

/** What an attempt outside the store's cloud paid to reach the store. */
export interface EgressCost {
  /** Its nodes' uploads, billed by the VM's cloud as they leave it. */
  readonly uploadedBytes: number;
  readonly uploadUsdPerGb: number;
  /** Its nodes' restores, billed by the store's cloud as they leave it. */
  readonly restoredBytes: number;
  readonly restoreUsdPerGb: number;
  /** Both; unknown (with its floor) when a node left no record of its traffic. */
  readonly cost: Amount;
}

const GB = 1e9;

/**
 * The attempt's egress, or undefined when it ran in the store's cloud (or
 * the store is in none): traffic between a VM and a bucket of its own cloud
 * is not billed as egress. Entering a cloud is free on all three, so a save
 * pays only its VM's cloud and a restore only the store's.
 */
export function egressCost(
  usage: AttemptUsage,
  store: StoreEgress | undefined,
  label: string,
): EgressCost | undefined {
  if (store === undefined || usage.cloud === store.storeCloud) return undefined;
  const uploadUsdPerGb = store.usdPerGb[usage.cloud];
  const restoreUsdPerGb = store.usdPerGb[store.storeCloud];
  const traffic = usage.traffic;
  if (traffic === undefined) {
    return {
      uploadedBytes: 0,
      uploadUsdPerGb,
      restoredBytes: 0,
      restoreUsdPerGb,
      cost: unknownAmount(`${label}: what it moved to and from the store was not recorded`),
    };
  }
  const { uploadedBytes, restoredBytes, unrecordedNodes } = traffic;
  const usd = (uploadedBytes / GB) * uploadUsdPerGb + (restoredBytes / GB) * restoreUsdPerGb;
  const cost =
    unrecordedNodes === 0
      ? usdAmount(usd)
      : unknownAmount(
          `${label}: ${unrecordedNodes === 1 ? 'a node left no record of its' : `${unrecordedNodes} nodes left no record of their`} traffic with the store (a VM gone before its end); its egress is at least what the rest of its records show`,
          usd,
        );
  return { uploadedBytes, uploadUsdPerGb, restoredBytes, restoreUsdPerGb, cost };
}
