import { mkdir, rm } from 'node:fs/promises';
import { CheckpointSession, type CheckpointSessionParams } from '../checkpoints/session.js';
import type { Outcome, RunIdentity } from '../records/identity.js';
import type { SealReport } from '../checkpoints/seal.js';
import type { Clock } from '../base/clock.js';
import { formatDuration } from '../format/duration.js';
import type { Logger } from '../base/log.js';
import { firstNotice } from '../notice/first-notice.js';
import type { Notice, NoticeSource } from '../notice/notice.js';
import type { LineageRun } from '../records/lineage.js';
import type { SyncStats } from '../checkpoints/live-sync.js';
import type { RestoreResult } from '../checkpoints/restore.js';
import type { Store } from '../store/store.js';
import { finishAttempt, type Ended } from './attempt-end.js';
import { startTrainer, stopLeftovers } from './attempt-trainer.js';
import { writeNoticeFile } from './notice-file.js';
import { ProgressTracker, type Progress } from './progress.js';
import { prepareRestartDir } from './restart-dir.js';
import { stopTrainer, type Escalation } from './stop-trainer.js';
import type { TrainerCommand, TrainerExit, TrainerProcess } from './trainer-process.js';
import { insistence } from './insistence.js';

export { describeExit } from './trainer-exit.js';
export type { Outcome, RunIdentity };

export const INTERRUPTION_MESSAGE = 'Spot instance interruption found. Wrapping up here!';

export interface SupervisorTiming {
  readonly settleMs: number;
  readonly scanIntervalMs: number;
  /** Kept back before a notice's deadline for the final upload. */
  readonly flushReserveMs: number;
  readonly killGraceMs: number;
}

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
  /** The lineage's earlier runs, if the caller already read them. */
  readonly earlierRuns?: readonly LineageRun[];
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
}

/**
 * One attempt of a training lineage: restore what earlier attempts left,
 * run the trainer while uploading its outputs, and on a notice get it to
 * save and make that durable before the deadline. The caller decides what
 * follows (another local attempt, a dispatched run).
 */
export async function runAttempt(params: AttemptParams): Promise<AttemptResult> {
  const startedAt = params.clock.now();
  await mkdir(params.outputsDir, { recursive: true });
  await prepareRestartDir(params.restartDir);
  await rm(params.noticeFile, { force: true });
  if (params.warningFile) await rm(params.warningFile, { force: true });

  // Notices are watched from here on: one that comes during a long restore
  // means there is no point in starting the trainer at all.
  const watching = new AbortController();
  const notice = firstNotice(params.sources, watching.signal, params.logger);
  let early: Notice | undefined;
  void notice.then((value) => (early = value));
  try {
    const session = await CheckpointSession.open(sessionParams(params, startedAt));
    params.milestones?.restored?.(session.restore, params.clock.now());
    const progress = new ProgressTracker(params.stepPattern);
    const guard = { dispose: () => {} };
    try {
      const ended = early
        ? await noticeBeforeStart(params, session, early, guard)
        : await train(params, session, { watching, notice, progress, guard });
      return await finishAttempt(params, session, ended, progress, startedAt);
    } finally {
      guard.dispose();
    }
  } finally {
    watching.abort();
  }
}

function sessionParams(params: AttemptParams, startedAt: number): CheckpointSessionParams {
  return {
    store: params.store,
    identity: params.identity,
    outputsDir: params.outputsDir,
    restartDir: params.restartDir,
    restoreToOutputs: params.restoreToOutputs,
    ...(params.earlierRuns ? { earlierRuns: params.earlierRuns } : {}),
    settleMs: params.timing.settleMs,
    scanIntervalMs: params.timing.scanIntervalMs,
    concurrency: params.concurrency,
    retention: params.retention ?? 0,
    startedAt,
    clock: params.clock,
    logger: params.logger,
  };
}

/** Holds off further signals until the seal; disposed by the caller. */
interface Guard {
  dispose: () => void;
}

async function noticeBeforeStart(
  params: AttemptParams,
  session: CheckpointSession,
  notice: Notice,
  guard: Guard,
): Promise<Ended> {
  params.logger.warning('the notice came before the trainer started; it is not started');
  await announceNotice(params, session, notice);
  guard.dispose = insistence(params.logger).dispose;
  return { exit: { code: null, signal: null }, notice, escalation: 'none' };
}

async function train(
  params: AttemptParams,
  session: CheckpointSession,
  watch: {
    readonly watching: AbortController;
    readonly notice: Promise<Notice>;
    readonly progress: ProgressTracker;
    readonly guard: Guard;
  },
): Promise<Ended> {
  const { clock, logger } = params;
  try {
    const trainer = startTrainer(params, watch.progress);
    params.onTrainerStart?.(trainer.pid);
    const first = await Promise.race([
      trainer.exited.then((exit) => ({ kind: 'exit' as const, exit })),
      watch.notice.then((value) => ({ kind: 'notice' as const, notice: value })),
    ]);
    watch.watching.abort();
    const guard = insistence(logger);
    watch.guard.dispose = guard.dispose;
    return first.kind === 'notice'
      ? await handleNotice(params, trainer, session, first.notice, guard.promise)
      : { exit: first.exit, escalation: await stopLeftovers(trainer, clock, logger) };
  } catch (error) {
    // Nothing may keep running when the attempt itself fails: the scan loop
    // would keep the process alive and the step would never end.
    watch.watching.abort();
    await session.abandon();
    throw error;
  }
}

async function announceNotice(
  params: AttemptParams,
  session: CheckpointSession,
  notice: Notice,
): Promise<void> {
  const { logger } = params;
  params.onNotice?.(notice);
  logger.notice(INTERRUPTION_MESSAGE);
  logger.info(
    `notice from ${notice.source} (${notice.reason}); the machine goes in ${formatDuration(notice.deadline - notice.receivedAt)}`,
  );
  session.noticeArrived(notice.receivedAt);
  await writeNoticeFile(params.noticeFile, notice);
}

async function handleNotice(
  params: AttemptParams,
  trainer: TrainerProcess,
  session: CheckpointSession,
  notice: Notice,
  hurry: Promise<void>,
): Promise<Ended> {
  const { logger, timing, clock } = params;
  await announceNotice(params, session, notice);
  const stopped = await stopTrainer(trainer, {
    deadline: notice.deadline,
    reserveMs: timing.flushReserveMs,
    killGraceMs: timing.killGraceMs,
    clock,
    logger,
    hurry,
    // Writes in the last moments before a kill may be half done.
    onKill: (at) => session.distrustChangesSince(at - timing.settleMs),
  });
  return { exit: await trainer.exited, notice, escalation: stopped.escalation };
}
