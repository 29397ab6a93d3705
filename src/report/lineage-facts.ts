import type { AttemptHistory } from '../history/attempt-history.js';
import type { Amount } from '../ledger/amount.js';
import type { RestartDecision } from '../restart/decide.js';
import type { RestartReport } from '../restart/once.js';

/** Where a lineage stands as the run writing its check sees it. */
export type CheckPhase =
  | { readonly kind: 'training' }
  | {
      readonly kind: 'ended';
      readonly verdict: RestartDecision;
      readonly restart: RestartReport;
      /**
       * Nobody tries the restart after this writer (finalize). The train
       * step is not the last: a dispatch it could not make, finalize makes.
       */
      readonly lastChance: boolean;
    };

/** What the lineage's check is made from. */
export interface LineageCheckFacts {
  readonly lineage: string;
  readonly phase: CheckPhase;
  /** The lineage's runs as their records tell, oldest first; empty when unreadable. */
  readonly history: readonly AttemptHistory[];
  /** The run writing the check: its key, attempt, page and commit. */
  readonly run: {
    readonly runId: string;
    readonly attempt: number;
    readonly url: string;
    readonly sha: string;
  };
  /** The commit the check lives on, where the lineage started. */
  readonly checkSha: string;
  /** What the lineage has cost so far, where finalize could price it. */
  readonly cost?: Amount;
  /** The workflow's file, for the command that continues a lineage by hand. */
  readonly workflowFile?: string;
}

/** A reclaim told apart from the other ways a run stops early; undefined for none of them. */
export function interruptionWord(entry: AttemptHistory): string | undefined {
  if (entry.handedBack) return 'handed back to spot';
  if (entry.interrupted === 'notice') return 'reclaimed';
  if (entry.interrupted === 'vanished') return 'lost its VM';
  return undefined;
}

/** Runs the cloud took the VM of (a hand-back to spot is the lineage's own choice). */
export function reclaimCount(history: readonly AttemptHistory[]): number {
  return history.filter((entry) => entry.interrupted !== undefined && !entry.handedBack).length;
}

/** The furthest step any run printed, and the total where a trainer gave one. */
export interface Progress {
  readonly step: number | undefined;
  readonly total: number | undefined;
}

export function progressOf(history: readonly AttemptHistory[]): Progress {
  let step: number | undefined;
  let total: number | undefined;
  for (const entry of history) {
    if (entry.lastStep !== undefined) step = Math.max(step ?? 0, entry.lastStep);
    total = entry.totalSteps ?? total;
  }
  return { step, total };
}

/** "step 250 of 1000", "step 250", or '' when no trainer printed a step. */
export function stepText(progress: Progress): string {
  if (progress.step === undefined) return '';
  return progress.total === undefined
    ? `step ${progress.step}`
    : `step ${progress.step} of ${progress.total}`;
}
