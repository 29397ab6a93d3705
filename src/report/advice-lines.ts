import { formatHours, formatInterval } from '../base/duration.js';
import type { CheckpointAdvice } from '../ledger/checkpoint-advice.js';

/** The advice in a summary: the interval and every figure it came from, or why there is none. */
export function adviceLines(advice: CheckpointAdvice): string[] {
  if (!advice.advised) return [`- Checkpoint interval: no advice: ${advice.why}`];
  const limit =
    advice.clamped === undefined
      ? ''
      : ` (sqrt(2 × C × MTBF) gives ${Math.round(advice.rawSeconds)} s; held at the ${advice.clamped})`;
  return [
    `- Checkpoint interval: every ${formatInterval(advice.seconds)}${limit}`,
    `  - from sqrt(2 × C × MTBF): C = ${advice.durableSeconds.toFixed(1)} s to make a checkpoint durable (median of ${advice.durableSamples}), MTBF = ${advice.mtbfHours.toFixed(2)} h`,
    `  - interruptions: ${advice.interruptions} in ${formatHours(advice.vmHours)} of VM time, from ${advice.scopeWhy}`,
  ];
}
