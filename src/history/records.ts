/**
 * The records of a run's history (see historyKey), one per event, each
 * written once by whoever saw the event, with the time it recorded it.
 * Times are ISO 8601 in the records and epoch milliseconds once read.
 */
export interface HistoryRecords {
  /** The launch mode, once the cloud's create call returned. */
  readonly launch: {
    readonly cloud: string;
    readonly region: string;
    readonly zone?: string;
    readonly instanceType: string;
    /** The rung's market, every node's but those counted in onDemandNodes. */
    readonly market: 'spot' | 'on-demand';
    readonly nodes: number;
    /** Of a spot gang, the VMs on-demand (node 0, with host-market on-demand); absent when none. */
    readonly onDemandNodes?: number;
    readonly instanceIds: readonly string[];
    /** When the create call of the rung that started was sent. */
    readonly vmRequestedAt: string;
    /** When that create call returned: the cloud had the VM. */
    readonly vmRunningAt: string;
    /** Why it launched on-demand though spot was allowed (a restart policy), if so. */
    readonly onDemandBecause?: string;
    /** Rungs tried first that had no room (capacity or price), so the next launch can learn from them. */
    readonly passedOver?: readonly PassedOver[];
    /**
     * An on-demand launch under a deadline that allowed spot: the figures
     * the train step judges a hand-back to spot by (placement/hand-back.ts).
     */
    readonly deadline?: {
      readonly at: string;
      readonly totalSteps?: number;
      readonly restartMs: number;
      readonly lostMs: number;
      /** From vmRunningAt, how long spot room is given to come back. */
      readonly handBackAfterMs: number;
    };
  };
  /** The launch mode saw the runner online (or busy) on GitHub. */
  readonly 'runner-online': { readonly at: string };
  /** The train step began (its first line of code). */
  readonly 'train-step-started': { readonly at: string };
  /** GitHub's own times for this run and its train job, read by the train step. */
  readonly github: {
    readonly runCreatedAt?: string;
    readonly runStartedAt?: string;
    readonly trainJobStartedAt?: string;
  };
  readonly 'restore-done': {
    readonly at: string;
    readonly fromRunId?: string;
    readonly bytes: number;
  };
  /** The trainer printed its first step line. */
  readonly 'first-step': { readonly at: string; readonly step: number };
  /** The notice the supervisor acted on, as it arrived. */
  readonly notice: {
    readonly at: string;
    readonly source: string;
    readonly reason: string;
    /** When the cloud said it takes the VM back. */
    readonly deadline: string;
    /**
     * In a gang, the node whose VM the notice is about: the recording
     * node's own, or the one it heard of. Absent in records from before it.
     */
    readonly node?: number;
  };
  /**
   * An elastic gang formed (node 0 writes it on joining): its size and
   * floor. Its changes of members are records of their own (gang-changes.ts).
   */
  readonly elastic: { readonly at: string; readonly nodes: number; readonly minNodes: number };
  /** The attempt's end, after its seal. */
  readonly 'attempt-ended': {
    readonly at: string;
    readonly outcome: 'interrupted' | 'completed' | 'failed';
    /** The seal, when it left everything the trainer wrote durable. */
    readonly durableAt?: string;
    readonly lastDurableAt?: string;
    /** Longest time from a file's last write to durable in this attempt. */
    readonly maxLagMs?: number;
    readonly lastLagMs?: number;
    /** The last step the trainer printed, and the total when it printed one (`step N/M`). */
    readonly lastStep?: number;
    readonly totalSteps?: number;
  };
  /** The finalize job: what it found of the VM, and when. */
  readonly finalize: {
    readonly at: string;
    /** The cloud's state for the VM; absent when it was not asked. */
    readonly vmState?: string;
    readonly reclaimed?: boolean;
    /** The cloud took the VM back and the train step recorded no notice. */
    readonly vanished: boolean;
  };
}

/** A rung the launch passed over for want of room: where, and when the cloud said so. */
export interface PassedOver {
  /** Where the ladder spanned clouds; a record without it is on the launch's own cloud. */
  readonly cloud?: string;
  readonly instanceType: string;
  readonly region: string;
  readonly zone?: string;
  readonly market: 'spot' | 'on-demand';
  readonly at: string;
}

export type HistoryEvent = keyof HistoryRecords;

export const HISTORY_EVENTS: readonly HistoryEvent[] = [
  'launch',
  'runner-online',
  'train-step-started',
  'github',
  'restore-done',
  'first-step',
  'notice',
  'elastic',
  'attempt-ended',
  'finalize',
];

/** A time as a record keeps it. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** A record's time as epoch ms; undefined when absent or not a date. */
export function msOf(iso: string | undefined): number | undefined {
  if (iso === undefined) return undefined;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : undefined;
}
