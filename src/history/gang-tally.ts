import type { AttemptHistory } from './attempt-history.js';

/** One run of an elastic gang, as `spot-train ls` counts it. */
export interface GangRunTally {
  readonly runId: string;
  readonly attempt: number | undefined;
  /** Departures the gang trained on through, and all departures. */
  readonly left: number;
  readonly joined: number;
  readonly shortNodeMinutes: number;
  /** Seconds from each change to node 0 training again, in order. */
  readonly trainedAgain: readonly number[];
}

/**
 * A lineage's gangs: each elastic run's changes, and how often a reclaim
 * cost the whole gang a restart, by whose loss, against the reclaims an
 * elastic gang trained on through. Node 0 hosts the rendezvous, so its
 * loss always restarts the gang: `hostRestarts` is how often that hit.
 */
export interface GangTally {
  readonly runs: readonly GangRunTally[];
  /** Departures after which the gang trained on, over every run. */
  readonly reclaimsSurvived: number;
  /** Gang runs interrupted by node 0's notice. */
  readonly hostRestarts: number;
  /** Gang runs interrupted by another node's notice (a gang that is not elastic, or fell below min-nodes). */
  readonly otherRestarts: number;
  /** Gang runs interrupted with no node named: gone without a notice, or recorded before notices named one. */
  readonly unknownRestarts: number;
}

export function gangTally(history: readonly AttemptHistory[]): GangTally {
  const runs: GangRunTally[] = [];
  let reclaimsSurvived = 0;
  const restarts = { host: 0, other: 0, unknown: 0 };
  for (const run of history) {
    const { gang } = run;
    if (gang) {
      const left = gang.changes.filter((change) => change.kind === 'left');
      reclaimsSurvived += left.filter((change) => change.trainsOn).length;
      runs.push({
        runId: run.runId,
        attempt: run.attempt,
        left: left.length,
        joined: gang.changes.filter((change) => change.kind === 'joined').length,
        shortNodeMinutes: gang.shortNodeMinutes,
        trainedAgain: gang.changes.flatMap((change) =>
          change.kind === 'trained' ? [change.seconds] : [],
        ),
      });
    }
    const gangRun = (run.nodes ?? gang?.nodes ?? 1) > 1;
    if (!gangRun || run.interrupted === undefined) continue;
    const node = run.interrupted === 'notice' ? run.noticeNode : undefined;
    restarts[node === undefined ? 'unknown' : node === 0 ? 'host' : 'other'] += 1;
  }
  return {
    runs,
    reclaimsSurvived,
    hostRestarts: restarts.host,
    otherRestarts: restarts.other,
    unknownRestarts: restarts.unknown,
  };
}
