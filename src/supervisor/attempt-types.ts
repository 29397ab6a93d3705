import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { SealReport } from '../checkpoints/seal.js';
import type { SyncStats } from '../checkpoints/sync-stats.js';
import type { RestoreResult } from '../checkpoints/restore.js';
import type { Notice, NoticeSource } from '../notice/notice.js';
import type { Outcome, RunIdentity } from '../records/identity.js';
import type { LineageRun } from '../records/lineage.js';
import type { Store } from '../store/store.js';
import type { Progress } from './progress.js';
import type { Escalation } from './stop-trainer.js';
import type { TrainerCommand, TrainerExit } from './trainer-process.js';

/** What an attempt is given and what it reports, shared by the attempt's parts. */

export interface SupervisorTiming {
  readonly settleMs: number;
  readonly scanIntervalMs: number;
  /** Kept back before a notice's deadline for the final upload. */
  readonly flushReserveMs: number;
  readonly killGraceMs: number;
}

/** What every attempt's supervisor is given, read alike from the action's inputs and the CLI's flags. */
export interface AttemptSettings {
  readonly restoreToOutputs: boolean;
  readonly restartOnExitCodes: ReadonlySet<number>;
  readonly maxRestarts: number;
  readonly timing: SupervisorTiming;
  readonly concurrency: number;
  /** N of `retention`; 0 keeps everything. */
  readonly retention: number;
  readonly stepPattern: string;
}

/** The part of the attempt's settings the supervisor runs with (the rest is the chain's). */
export type SupervisorSettings = Omit<AttemptSettings, 'restartOnExitCodes' | 'maxRestarts'>;

export interface AttemptParams {
  readonly identity: RunIdentity;
  readonly command: TrainerCommand;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly outputsDir: string;
  readonly restartDir: string;
  readonly noticeFile: string;
  /** Where early warnings (a rebalance recommendation) are written for the trainer. */
  readonly warningFile?: string;
  readonly restoreToOutputs: boolean;
  readonly store: Store;
  /** The runs a restore tries, when not the lineage's runs before this one (see CheckpointSessionParams). */
  readonly restoreFrom?: () => AsyncIterable<LineageRun>;
  readonly sources: readonly NoticeSource[];
  readonly timing: SupervisorTiming;
  readonly concurrency: number;
  /** N of `retention`: keep the N newest saves of this run and N earlier runs; 0 keeps everything. */
  readonly retention?: number;
  readonly stepPattern?: string;
  /**
   * This node serves torchrun's rendezvous (node 0 of a gang, or a single
   * node), so its agent is not frozen during a stop; see TrainerOptions.
   */
  readonly hostsRendezvous?: boolean;
  /** This node leaves an elastic gang at the notice it acts on; see TrainerOptions. */
  readonly leavesGang?: () => boolean;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly onTrainerStart?: (pid: number) => void;
  /** Called once with the notice this attempt acts on, as it acts (a gang tells its other nodes). */
  readonly onNotice?: (notice: Notice) => void;
  /** Moments the run's history records; each called at most once, as it happens. */
  readonly milestones?: AttemptMilestones;
  readonly stdout?: NodeJS.WritableStream;
  readonly stderr?: NodeJS.WritableStream;
}

export interface AttemptResult {
  readonly identity: RunIdentity;
  readonly outcome: Outcome;
  readonly exit: TrainerExit;
  readonly notice?: Notice;
  /** From the notice to the sealed manifest, when everything saved became durable. */
  readonly noticeToDurableMs?: number;
  readonly escalation: Escalation;
  /** When the trainer's process ended (epoch ms): after a notice, the end of its save. */
  readonly trainerExitedAt?: number;
  readonly restore: RestoreResult;
  readonly sync: SyncStats;
  /** Whether the manifest was sealed, and what the trainer wrote that is not durable. */
  readonly seal: SealReport;
  readonly progress: Progress;
  readonly manifestKey: string;
  readonly startedAt: number;
  readonly endedAt: number;
}

/** Where an attempt's resume time goes, as the supervisor sees it happen (epoch ms). */
export interface AttemptMilestones {
  readonly restored?: (restore: RestoreResult, at: number) => void;
  readonly firstStep?: (step: number, at: number) => void;
  /** The trainer printed a step other than the one before (the pace of an on-demand attempt under a deadline). */
  readonly step?: (progress: Progress, at: number) => void;
  /** The trainer printed that it resumed (a `resumed from ...` line). */
  readonly resumeSaid?: (at: number) => void;
}
