import type { AttemptHistory } from './attempt-history.js';

/**
 * The cloud each run of a lineage ran on (its launch record's), by run id,
 * when its runs ran on more than one cloud; empty when they ran on one (or
 * none is recorded). Tables and timelines name a run's cloud only then: a
 * one-cloud lineage's read as they always did.
 */
export function cloudsWhenMixed(history: readonly AttemptHistory[]): ReadonlyMap<string, string> {
  const clouds = new Map<string, string>();
  for (const run of history) if (run.cloud !== undefined) clouds.set(run.runId, run.cloud);
  return new Set(clouds.values()).size > 1 ? clouds : new Map();
}
