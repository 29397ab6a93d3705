import type { GangChange } from './gang-changes.js';
import type { PassedOver } from './records.js';

/**
 * Moments of one attempt, each in epoch ms as something recorded it, or
 * undefined when nothing did (a VM gone before it could write, a run
 * without a GitHub token, a store written before history existed). None is
 * ever estimated.
 */
export interface TimelinePoints {
  /** GitHub: the workflow run was created (the dispatch answered). */
  readonly runCreated: number | undefined;
  /** GitHub: the run started (`run_started_at`). */
  readonly runStarted: number | undefined;
  /** Launch mode: the create call of the rung that started was sent. */
  readonly vmRequested: number | undefined;
  /** Launch mode: that create call returned. */
  readonly vmRunning: number | undefined;
  /** Launch mode: GitHub saw the VM's runner online. */
  readonly runnerOnline: number | undefined;
  /** GitHub: the train job started on the runner (`started_at`). */
  readonly trainJobStarted: number | undefined;
  /** Train step: its first line ran. */
  readonly trainStepStarted: number | undefined;
  /** Train step: the restore of earlier outputs finished. */
  readonly restoreDone: number | undefined;
  /** Supervisor: the trainer printed its first step. */
  readonly firstStep: number | undefined;
  /** Supervisor: the interruption notice arrived. */
  readonly notice: number | undefined;
  /** The cloud's announced time for taking the VM back. */
  readonly noticeDeadline: number | undefined;
  /** Supervisor: everything saved after the notice was durable and the manifest sealed. */
  readonly durable: number | undefined;
  /** The restart claim: the dispatch of the next run was accepted. */
  readonly dispatched: number | undefined;
  /** Train step: the attempt ended, after its seal. */
  readonly attemptEnded: number | undefined;
  /** Finalize: it had asked about the VM and removed it. */
  readonly finalized: number | undefined;
}

/** One run of a lineage as its records tell it; the cost ledger and checkpoint advice read these. */
export interface AttemptHistory {
  /** The run's key in the store (workflow run id, `-<n>` for a re-run). */
  readonly runId: string;
  /** 1 for the lineage's first run; undefined when its manifest is unreadable. */
  readonly attempt: number | undefined;
  /** Where and how the VM ran (launch record); undefined without one (launched without a store). */
  readonly cloud: string | undefined;
  readonly region: string | undefined;
  readonly zone: string | undefined;
  /** The instance type. */
  readonly type: string | undefined;
  readonly market: 'spot' | 'on-demand' | undefined;
  /** VMs of the run (a gang's size); each billed for the same hours. */
  readonly nodes: number | undefined;
  /** Of those, on-demand ones though the run's market is spot (a mixed gang's node 0). */
  readonly onDemandNodes: number | undefined;
  readonly instanceIds: readonly string[];
  /** Billing start: the create call returned (the VM existed). */
  readonly vmStartedAt: number | undefined;
  /**
   * Billing end: with a notice, the time the cloud announced it takes the
   * VM back; otherwise when finalize had removed the VM (or found it gone).
   */
  readonly vmEndedAt: number | undefined;
  /** How the cloud ended it: with a notice, or gone without one (finalize's word); undefined otherwise. */
  readonly interrupted: 'notice' | 'vanished' | undefined;
  /** The run saved and handed its lineage back to spot (an on-demand attempt ahead of its deadline). */
  readonly handedBack: boolean;
  /** How the train step ended, when it recorded it or sealed its manifest. */
  readonly outcome: 'interrupted' | 'completed' | 'failed' | undefined;
  /** The last moment an upload of this run became durable: work after it is lost on an interruption. */
  readonly lastDurableAt: number | undefined;
  /** Longest time from a checkpoint file's last write to durable in this attempt (C of Young/Daly). */
  readonly durableLagMs: number | undefined;
  /** The same for the attempt's last upload. */
  readonly lastDurableLagMs: number | undefined;
  /** Rungs its launch found without room before the one that started. */
  readonly passedOver: readonly PassedOver[];
  /** Steps as the trainer printed them: its first and last, and the total if it gave one. */
  readonly firstStep: number | undefined;
  readonly lastStep: number | undefined;
  readonly totalSteps: number | undefined;
  /** In a gang, the node whose notice ended the run (its own or one heard of); undefined in older records. */
  readonly noticeNode: number | undefined;
  /** An elastic gang's size, floor and changes of members; undefined for any other run. */
  readonly gang: GangHistory | undefined;
  /** What the run's nodes moved to and from the store (history/traffic.ts). */
  readonly traffic: AttemptTraffic;
  readonly points: TimelinePoints;
}

/** A run's traffic with the store, summed over its nodes: what egress prices when it ran in another cloud. */
export interface AttemptTraffic {
  /** What its restores brought down, one per node. */
  readonly restoredBytes: number;
  /** What its nodes uploaded, every save counted. */
  readonly uploadedBytes: number;
  /**
   * Nodes that left no record of their traffic (a VM gone before its end):
   * with any, both figures are a floor, from the run's restore record and
   * the files its manifest names.
   */
  readonly unrecordedNodes: number;
}

/** An elastic gang's run as node 0 recorded it (history/gang-changes.ts). */
export interface GangHistory {
  readonly nodes: number;
  readonly minNodes: number;
  /** Oldest first; a record that could not be read is left out (with a warning). */
  readonly changes: readonly GangChange[];
  /** Node-minutes it trained short of its size, to the attempt's end (or its last change, when no end was recorded). */
  readonly shortNodeMinutes: number;
}
