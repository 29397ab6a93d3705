import { CLOUD_NAMES, type CloudName } from '../clouds/cloud.js';
import type { AttemptHistory } from '../history/attempt-history.js';
import type { AttemptUsage } from './attempt-usage.js';

const CLOUDS: readonly string[] = CLOUD_NAMES;

/**
 * The attempts of a lineage the ledger and the advice can use: those whose
 * launch record says where their VMs ran. A run launched without the store
 * (or before history was recorded) has none, and is left out rather than
 * guessed; `unplaced` names them so a summary can say so.
 */
export function usagesOf(history: readonly AttemptHistory[]): {
  readonly usages: AttemptUsage[];
  readonly unplaced: string[];
} {
  const usages: AttemptUsage[] = [];
  const unplaced: string[] = [];
  for (const [index, run] of history.entries()) {
    const { cloud, region, type, market } = run;
    if (cloud === undefined || !CLOUDS.includes(cloud) || !region || !type || !market) {
      unplaced.push(run.runId);
      continue;
    }
    usages.push({
      runId: run.runId,
      attempt: run.attempt ?? index + 1,
      cloud: cloud as CloudName,
      region,
      ...(run.zone ? { zone: run.zone } : {}),
      type,
      market,
      nodes: run.nodes ?? 1,
      ...defined('onDemandNodes', run.onDemandNodes),
      ...defined('vmStartedAt', run.vmStartedAt),
      ...defined('vmEndedAt', run.vmEndedAt),
      ...defined('interrupted', run.interrupted),
      ...defined('lastDurableAt', run.lastDurableAt),
      ...defined('durableLagMs', run.durableLagMs),
      ...defined('trainedUntil', run.points.attemptEnded),
      ...defined('sizeChanges', run.gang?.changes),
      traffic: run.traffic,
    });
  }
  return { usages, unplaced };
}

function defined<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
