import type { RunIdentity } from '../records/identity.js';
import { describeError } from '../base/errors.js';
import { readLineageHistory } from '../history/read-history.js';
import {
  adviceEnv,
  checkpointAdvice,
  type AdvicePlace,
  type CheckpointAdvice,
} from '../ledger/checkpoint-advice.js';
import { usagesOf } from '../ledger/usage-of-history.js';
import type { Logger } from '../base/log.js';
import { adviceLines } from '../report/advice-lines.js';
import type { Store } from '../store/store.js';

/**
 * Runs of history the advice reads: enough for a rate, and a bounded cost
 * for the train step whatever the lineage's length (each run is about ten
 * small reads).
 */
const ADVICE_RUNS = 50;

/** The checkpoint-interval advice as the trainer and the summary get it. */
export interface TrainAdvice {
  /** SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS, or nothing when there is no advice. */
  readonly env: Record<string, string>;
  /** Summary lines: the interval and the figures it came from, or why there is none. */
  readonly lines: readonly string[];
}

/**
 * Young/Daly advice for this attempt from the lineage's recent history: the
 * interruption rate of this VM's type and zone (or the lineage's), and the
 * measured time to make a checkpoint durable. Never fails the step: a
 * history that cannot be read only costs the advice.
 */
export async function trainAdvice(
  store: Store,
  identity: RunIdentity,
  logger: Logger,
): Promise<TrainAdvice> {
  let advice: CheckpointAdvice;
  try {
    const history = await readLineageHistory(store, identity.lineage, { newest: ADVICE_RUNS });
    const { usages } = usagesOf(history);
    const place = placeOf(usages.find((usage) => usage.runId === identity.runId) ?? usages.at(-1));
    advice = place
      ? checkpointAdvice(usages, place)
      : { advised: false, why: 'no run of this lineage recorded where its VM ran' };
  } catch (error) {
    logger.warning(`no checkpoint-interval advice: ${describeError(error)}`);
    advice = { advised: false, why: `the lineage's history could not be read` };
  }
  if (advice.advised) {
    logger.info(
      `suggested checkpoint interval: ${advice.seconds} s (SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS), from ${advice.interruptions} interruptions in ${advice.vmHours.toFixed(1)} h of VM time`,
    );
  }
  return { env: adviceEnv(advice), lines: adviceLines(advice) };
}

function placeOf(usage: AdvicePlace | undefined): AdvicePlace | undefined {
  if (!usage) return undefined;
  return { type: usage.type, region: usage.region, ...(usage.zone ? { zone: usage.zone } : {}) };
}
