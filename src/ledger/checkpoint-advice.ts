import { median } from '../base/median.js';
import { formatHours } from '../base/duration.js';
import { countOf } from '../base/count.js';
import { attemptHours, type AttemptUsage } from './attempt-usage.js';

/** Where the advice is wanted: the type and zone the next attempt runs on. */
export interface AdvicePlace {
  readonly type: string;
  readonly zone?: string;
  readonly region: string;
}

export interface AdviceLimits {
  /** Below this much VM time a type and zone's own history is too thin to go by. */
  readonly minHours: number;
  readonly floorSeconds: number;
  readonly ceilingSeconds: number;
}

/**
 * A minute is as often as a checkpoint is worth writing, and after six hours
 * a run keeps too much at stake whatever the figures say; a type and zone
 * needs two hours of VM time and an interruption of its own before its rate
 * is believed over the lineage's.
 */
export const DEFAULT_LIMITS: AdviceLimits = {
  minHours: 2,
  floorSeconds: 60,
  ceilingSeconds: 6 * 3600,
};

export type CheckpointAdvice =
  | {
      readonly advised: true;
      readonly seconds: number;
      /** The Young/Daly figure before the floor or ceiling. */
      readonly rawSeconds: number;
      readonly clamped?: 'floor' | 'ceiling';
      /** Where the interruption rate came from. */
      readonly scope: 'type-zone' | 'lineage';
      readonly scopeWhy: string;
      readonly interruptions: number;
      readonly vmHours: number;
      readonly mtbfHours: number;
      /** C: the median measured time to make a checkpoint durable. */
      readonly durableSeconds: number;
      readonly durableSamples: number;
    }
  | { readonly advised: false; readonly why: string };

interface Observed {
  readonly interruptions: number;
  readonly vmHours: number;
}

/**
 * The checkpoint interval that minimises expected lost work, Young's
 * sqrt(2 × C × MTBF). Daly's higher-order form differs from it by under 5 %
 * while C is under a hundredth of the MTBF, as it is for checkpoints that take
 * seconds to a minute between interruptions hours apart. MTBF is VM hours per
 * interruption: a gang counts its hours once, as losing any node interrupts
 * all of them.
 */
export function checkpointAdvice(
  history: readonly AttemptUsage[],
  place: AdvicePlace,
  limits: AdviceLimits = DEFAULT_LIMITS,
): CheckpointAdvice {
  const lags = history.flatMap((usage) =>
    usage.durableLagMs !== undefined && usage.durableLagMs >= 0 ? [usage.durableLagMs] : [],
  );
  const lineage = observe(history);
  if (lineage.interruptions === 0) {
    return {
      advised: false,
      why: `no interruption observed yet in ${formatHours(lineage.vmHours)} of VM time, so there is no interruption rate to go by`,
    };
  }
  if (lags.length === 0) {
    return { advised: false, why: 'no checkpoint was made durable yet, so its cost is unmeasured' };
  }
  const here = observe(history.filter((usage) => samePlace(usage, place)));
  const where = `${place.type} in ${place.zone ?? place.region}`;
  const own = here.interruptions > 0 && here.vmHours >= limits.minHours;
  const used = own ? here : lineage;
  const scopeWhy = own
    ? `${where} alone`
    : `the whole lineage: ${where} alone has ${countOf(here.interruptions, 'interruption')} in ${formatHours(here.vmHours)}, too little to go by`;
  const durableSeconds = (median(lags) ?? 0) / 1000;
  const mtbfHours = used.vmHours / used.interruptions;
  const rawSeconds = Math.sqrt(2 * durableSeconds * mtbfHours * 3600);
  // Checkpointing more often than one takes to become durable only queues them.
  const floor = Math.max(limits.floorSeconds, durableSeconds);
  const seconds = Math.round(Math.min(limits.ceilingSeconds, Math.max(floor, rawSeconds)));
  const clamped =
    rawSeconds < floor ? 'floor' : rawSeconds > limits.ceilingSeconds ? 'ceiling' : undefined;
  return {
    advised: true,
    seconds,
    rawSeconds,
    ...(clamped === undefined ? {} : { clamped }),
    scope: own ? 'type-zone' : 'lineage',
    scopeWhy,
    interruptions: used.interruptions,
    vmHours: used.vmHours,
    mtbfHours,
    durableSeconds,
    durableSamples: lags.length,
  };
}

function observe(usages: readonly AttemptUsage[]): Observed {
  let interruptions = 0;
  let vmHours = 0;
  for (const usage of usages) {
    const length = attemptHours(usage);
    // An attempt without both VM times adds no hours, so its interruption would inflate the rate.
    if (length === undefined) continue;
    vmHours += length;
    if (usage.interrupted !== undefined) interruptions++;
  }
  return { interruptions, vmHours };
}

function samePlace(usage: AttemptUsage, place: AdvicePlace): boolean {
  if (usage.type !== place.type || usage.region !== place.region) return false;
  return place.zone === undefined || usage.zone === place.zone;
}

/** What the trainer reads; unset when there is no advice, so its own default holds. */
export const SUGGESTED_CHECKPOINT_ENV = 'SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS';

/** The advice as the trainer's environment: the interval in whole seconds, or nothing. */
export function adviceEnv(advice: CheckpointAdvice): Record<string, string> {
  return advice.advised ? { [SUGGESTED_CHECKPOINT_ENV]: String(advice.seconds) } : {};
}
