import { mkdir, rm } from 'node:fs/promises';
import { CheckpointSession, type CheckpointSessionParams } from '../checkpoints/session.js';
import { formatDuration } from '../base/duration.js';
import { firstNotice } from '../notice/first-notice.js';
import { shortestWindow, type Notice } from '../notice/notice.js';
import { finishAttempt, type Ended } from './attempt-end.js';
import type { AttemptParams, AttemptResult } from './attempt-types.js';
import { startTrainer, stopLeftovers } from './attempt-trainer.js';
import { writeNoticeFile } from './notice-file.js';
import { ProgressTracker } from './progress.js';
import { prepareRestartDir } from './restart-dir.js';
import { prepareLeave, type PreparedLeave } from './rendezvous-leave.js';
import { stopTrainer } from './stop-trainer.js';
import type { TrainerExit, TrainerProcess } from './trainer-process.js';
import { insistence } from './insistence.js';
import { watchUnsaved } from './unsaved-watch.js';

export const INTERRUPTION_MESSAGE = 'Spot instance interruption found. Wrapping up here!';
export const HAND_BACK_MESSAGE =
  'Ahead of the deadline on on-demand: saving here to go back to spot.';

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
    const unsaved = watchUnsaved({
      progress: () => progress.current(),
      stats: () => session.stats(),
      outputsDir: params.outputsDir,
      clock: params.clock,
      logger: params.logger,
    });
    let result: AttemptResult | undefined;
    try {
      const ended = early
        ? await noticeBeforeStart(params, session, early, guard)
        : await train(params, session, { watching, notice, progress, guard });
      result = await finishAttempt(params, session, ended, progress, startedAt);
      return result;
    } finally {
      unsaved.end(result?.sync);
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
    ...(params.restoreFrom ? { restoreFrom: params.restoreFrom } : {}),
    settleMs: params.timing.settleMs,
    scanIntervalMs: params.timing.scanIntervalMs,
    concurrency: params.concurrency,
    retention: params.retention ?? 0,
    startedAt,
    noticeWindow: () => shortestWindow(params.sources),
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
    if (trainer.startedPid !== undefined) params.onTrainerStart?.(trainer.startedPid);
    distrustAbnormalEnd(params, trainer, session, watch.notice);
    const first = await Promise.race([
      trainer.exited.then((exit) => ({ kind: 'exit' as const, exit })),
      watch.notice.then((value) => ({ kind: 'notice' as const, notice: value })),
    ]);
    watch.watching.abort();
    if (first.kind === 'notice') watch.progress.noticeArrived();
    const guard = insistence(logger);
    watch.guard.dispose = guard.dispose;
    return first.kind === 'notice'
      ? await handleNotice(params, trainer, session, first.notice, guard.promise)
      : {
          exit: first.exit,
          exitedAt: clock.now(),
          escalation: await stopLeftovers(trainer, clock, logger),
        };
  } catch (error) {
    // Nothing may keep running when the attempt itself fails: the scan loop
    // would keep the process alive and the step would never end.
    watch.watching.abort();
    await session.abandon();
    throw error;
  }
}

/**
 * A trainer killed from outside (the OOM killer, a segfault, kill -9) or
 * failing may have died in the middle of a save written in place; what it
 * wrote within the settle time before its end is never named durable. At
 * the exit itself, before its output is read to the end, so no torn file
 * settles meanwhile. On a notice, a SIGINT'd trainer may exit non-zero
 * after saving: only a kill spot-train did not send counts then, and
 * spot-train's own kills are distrusted where it sends them.
 */
function distrustAbnormalEnd(
  params: AttemptParams,
  trainer: TrainerProcess,
  session: CheckpointSession,
  notice: Promise<Notice>,
): void {
  let noticed = false;
  void notice.then(() => (noticed = true));
  void trainer.exitSeen.then((exit) => {
    const cause = abnormalCause(exit, noticed);
    if (cause) session.distrustChangesSince(params.clock.now() - params.timing.settleMs, cause);
  });
}

const KILLS = new Set(['SIGKILL', 'SIGSEGV', 'SIGBUS', 'SIGABRT', 'SIGILL', 'SIGFPE']);

function abnormalCause(exit: TrainerExit, noticed: boolean): string | undefined {
  if (exit.signal && (!noticed || KILLS.has(exit.signal)))
    return `the trainer was killed by ${exit.signal}`;
  if (!noticed && exit.code !== 0 && exit.code !== null)
    return `the trainer failed (exit code ${exit.code})`;
  return undefined;
}

async function announceNotice(
  params: AttemptParams,
  session: CheckpointSession,
  notice: Notice,
): Promise<void> {
  const { logger } = params;
  params.onNotice?.(notice);
  const window = formatDuration(notice.deadline - notice.receivedAt);
  if (notice.source === 'hand-back') {
    logger.notice(HAND_BACK_MESSAGE);
    logger.info(`the trainer has ${window} to save`);
  } else if (notice.userRequested) {
    // A person's stop (Ctrl-C, kill, a cancelled job): no machine is going anywhere.
    logger.info(`stopping: ${notice.reason}; the trainer has ${window} to save`);
  } else {
    logger.notice(INTERRUPTION_MESSAGE);
    logger.info(`notice from ${notice.source} (${notice.reason}); the machine goes in ${window}`);
  }
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
  let leaving: PreparedLeave | undefined;
  const stopped = await stopTrainer(trainer, {
    deadline: notice.deadline,
    reserveMs: timing.flushReserveMs,
    killGraceMs: timing.killGraceMs,
    clock,
    logger,
    hurry,
    // Writes in the last moments before a kill may be half done.
    onKill: (at) => session.distrustChangesSince(at - timing.settleMs),
    // Started while the workers save, so torch is imported by the time the agents are gone.
    onDeparting: (agents) => (leaving = prepareLeave(agents, logger)),
  });
  // While the last files upload: the gang this node left re-forms sooner. stopTrainer
  // names departed agents exactly when it called onDeparting, so `leaving` is set then.
  if (stopped.departed) void leaving?.leave(stopped.departed);
  const exit = await trainer.exited;
  return { exit, exitedAt: clock.now(), notice, escalation: stopped.escalation };
}
