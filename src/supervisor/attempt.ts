import { mkdir, rm } from 'node:fs/promises';
import type { Clock } from '../clock.js';
import { formatDuration } from '../settings/duration.js';
import type { Logger } from '../log.js';
import { firstNotice } from '../notice/first-notice.js';
import type { Notice, NoticeSource } from '../notice/notice.js';
import type { LineageRun } from '../store/lineage.js';
import type { Manifest } from '../store/manifest.js';
import { retireEarlierRuns } from '../store/retire-runs.js';
import { RunRetention } from '../store/run-retention.js';
import { ManifestWriter } from '../store/manifest-writer.js';
import { LiveSync, type SyncStats } from '../store/live-sync.js';
import { restoreLineage, type RestoreResult } from '../store/restore.js';
import type { Store } from '../store/store.js';
import { trainerBaseEnv } from '../runtime/thread-pool.js';
import { writeNoticeFile } from './notice-file.js';
import { ProgressTracker, type Progress } from './progress.js';
import { prepareRestartDir } from './restart-dir.js';
import { stopTrainer, type Escalation } from './stop-trainer.js';
import { TrainerProcess, type TrainerCommand, type TrainerExit } from './trainer-process.js';
import { insistence } from './insistence.js';

export const INTERRUPTION_MESSAGE = 'Spot instance interruption found. Wrapping up here!';

export interface RunIdentity {
  readonly lineage: string;
  readonly runId: string;
  readonly attempt: number;
}

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
  readonly clock: Clock;
  readonly logger: Logger;
  readonly onTrainerStart?: (pid: number) => void;
  readonly stdout?: NodeJS.WritableStream;
  readonly stderr?: NodeJS.WritableStream;
}

export type Outcome = 'completed' | 'interrupted' | 'failed';

export interface AttemptResult {
  readonly identity: RunIdentity;
  readonly outcome: Outcome;
  readonly exit: TrainerExit;
  readonly notice?: Notice;
  /** From the notice to the sealed manifest: everything saved is durable. */
  readonly noticeToDurableMs?: number;
  readonly escalation: Escalation;
  readonly restore: RestoreResult;
  readonly sync: SyncStats;
  readonly progress: Progress;
  readonly manifestKey: string;
  readonly startedAt: number;
  readonly endedAt: number;
}

/**
 * One attempt of a training lineage: restore what earlier attempts left,
 * run the trainer while uploading its outputs, and on a notice get it to
 * save and make that durable before the deadline. The caller decides what
 * follows (another local attempt, a dispatched run).
 */
export async function runAttempt(params: AttemptParams): Promise<AttemptResult> {
  const { clock, logger } = params;
  const startedAt = clock.now();
  await mkdir(params.outputsDir, { recursive: true });
  await prepareRestartDir(params.restartDir);
  await rm(params.noticeFile, { force: true });
  if (params.warningFile) await rm(params.warningFile, { force: true });

  // Notices are watched from here on: one that comes during a long restore
  // means there is no point in starting the trainer at all.
  const watching = new AbortController();
  const notice = firstNotice(params.sources, watching.signal, logger);
  let early: Notice | undefined;
  void notice.then((value) => (early = value));
  try {
    return await superviseAfterWatching(params, watching, notice, () => early, startedAt);
  } finally {
    watching.abort();
  }
}

async function superviseAfterWatching(
  params: AttemptParams,
  watching: AbortController,
  notice: Promise<Notice>,
  arrived: () => Notice | undefined,
  startedAt: number,
): Promise<AttemptResult> {
  const { identity, clock, logger, timing } = params;
  const restore = await restoreLineage({
    store: params.store,
    lineage: identity.lineage,
    currentRunId: identity.runId,
    restartDir: params.restartDir,
    ...(params.restoreToOutputs ? { outputsDir: params.outputsDir } : {}),
    concurrency: params.concurrency,
    clock,
    logger,
    ...(params.earlierRuns ? { runs: params.earlierRuns } : {}),
  });

  const keep = params.retention ?? 0;
  const retention = keep > 0 ? new RunRetention({ store: params.store, keep, logger }) : undefined;
  const manifest = new ManifestWriter({
    store: params.store,
    clock,
    logger,
    ...(retention ? { onWritten: (written: Manifest) => retention.written(written) } : {}),
    header: {
      lineage: identity.lineage,
      runId: identity.runId,
      attempt: identity.attempt,
      state: 'running',
      startedAt: new Date(startedAt).toISOString(),
      ...(restore.fromRunId ? { restoredFrom: restore.fromRunId } : {}),
    },
  });
  for (const file of restore.files)
    if (restore.placedInOutputs.has(file.path)) manifest.recordFile(file);
  // Written before training starts: a run that dies before its first upload
  // is still visible, and a restore walks past it to the run before.
  await manifest.persist();
  const retiring =
    keep > 0
      ? retireEarlierRuns({
          store: params.store,
          lineage: identity.lineage,
          runId: identity.runId,
          ...(params.earlierRuns ? { earlier: params.earlierRuns } : {}),
          keep,
          ...(restore.fromRunId ? { restoredFrom: restore.fromRunId } : {}),
          namedNow: new Set(manifest.current().files.map((file) => file.key)),
          logger,
        })
      : Promise.resolve();

  const sync = new LiveSync({
    store: params.store,
    outputsDir: params.outputsDir,
    lineage: identity.lineage,
    runId: identity.runId,
    manifest,
    clock,
    logger,
    settleMs: timing.settleMs,
    scanIntervalMs: timing.scanIntervalMs,
    concurrency: params.concurrency,
    inherited: restore.placedInOutputs,
    ...(retention ? { retention } : {}),
  });
  sync.start();

  const progress = new ProgressTracker(params.stepPattern);
  let guard: ReturnType<typeof insistence> | undefined;
  let ended: { exit: TrainerExit; notice?: Notice; escalation: Escalation };
  const before = arrived();
  if (before) {
    logger.warning('the notice came before the trainer started; it is not started');
    await announceNotice(params, sync, before);
    guard = insistence(logger);
    ended = { exit: { code: null, signal: null }, notice: before, escalation: 'none' };
  } else
    try {
      const trainer = TrainerProcess.start({
        command: params.command,
        cwd: params.cwd,
        env: trainerEnv(params),
        onLine: (line) => progress.onLine(line),
        ...(params.stdout ? { stdout: params.stdout } : {}),
        ...(params.stderr ? { stderr: params.stderr } : {}),
      });
      params.onTrainerStart?.(trainer.pid);
      const first = await Promise.race([
        trainer.exited.then((exit) => ({ kind: 'exit' as const, exit })),
        notice.then((value) => ({ kind: 'notice' as const, notice: value })),
      ]);
      watching.abort();
      guard = insistence(logger);
      ended =
        first.kind === 'notice'
          ? await handleNotice(params, trainer, sync, first.notice, guard.promise)
          : { exit: first.exit, escalation: await stopLeftovers(trainer, clock, logger) };
    } catch (error) {
      guard?.dispose();
      // Nothing may keep running when the attempt itself fails: the scan loop
      // would keep the process alive and the step would never end.
      watching.abort();
      await sync.stop();
      throw error;
    }
  const { exit, escalation, notice: received } = ended;

  try {
    const outcome: Outcome = received ? 'interrupted' : exit.code === 0 ? 'completed' : 'failed';
    logger.info(
      received
        ? 'uploading what is left before the machine goes'
        : `the trainer exited with ${describeExit(exit)}; uploading what is left`,
    );
    await sync.flush();
    manifest.update({
      state: outcome,
      exitCode: exit.code,
      ...(received
        ? {
            notice: {
              source: received.source,
              reason: received.reason,
              receivedAt: new Date(received.receivedAt).toISOString(),
              deadline: new Date(received.deadline).toISOString(),
            },
          }
        : {}),
    });
    await manifest.persist();
    const endedAt = clock.now();
    if (received) {
      const margin = received.deadline - endedAt;
      logger.info(
        `everything saved is durable ${formatDuration(endedAt - received.receivedAt)} after the notice` +
          (margin >= 0
            ? `, ${formatDuration(margin)} before the deadline`
            : `, ${formatDuration(-margin)} AFTER the deadline`),
      );
    }
    if (received?.acknowledge) {
      // Only now, with everything durable, may the cloud go ahead.
      await received.acknowledge().then(
        () => logger.info(`told ${received.source} the machine may go now`),
        (error: unknown) =>
          logger.warning(`could not acknowledge the ${received.source} notice: ${String(error)}`),
      );
    }
    // After a notice the deadline matters more than tidiness; otherwise the
    // run ends with its store trimmed.
    if (!received) await Promise.all([retention?.settled(), retiring]);
    return {
      identity,
      outcome,
      exit,
      ...(received ? { notice: received, noticeToDurableMs: endedAt - received.receivedAt } : {}),
      escalation,
      restore,
      sync: sync.stats(),
      progress: progress.current(),
      manifestKey: manifest.key,
      startedAt,
      endedAt,
    };
  } finally {
    guard.dispose();
  }
}

async function announceNotice(
  params: AttemptParams,
  sync: LiveSync,
  notice: Notice,
): Promise<void> {
  const { logger } = params;
  logger.notice(INTERRUPTION_MESSAGE);
  logger.info(
    `notice from ${notice.source} (${notice.reason}); the machine goes in ${formatDuration(notice.deadline - notice.receivedAt)}`,
  );
  sync.markNotice(notice.receivedAt);
  await writeNoticeFile(params.noticeFile, notice);
}

async function handleNotice(
  params: AttemptParams,
  trainer: TrainerProcess,
  sync: LiveSync,
  notice: Notice,
  hurry: Promise<void>,
): Promise<{ exit: TrainerExit; notice: Notice; escalation: Escalation }> {
  const { logger, timing, clock } = params;
  await announceNotice(params, sync, notice);
  const stopped = await stopTrainer(trainer, {
    deadline: notice.deadline,
    reserveMs: timing.flushReserveMs,
    killGraceMs: timing.killGraceMs,
    clock,
    logger,
    hurry,
    // Writes in the last moments before a kill may be half done.
    onKill: (at) => sync.distrustChangesSince(at - timing.settleMs),
  });
  return { exit: await trainer.exited, notice, escalation: stopped.escalation };
}

/** Processes the trainer left in its group (a stray data loader, a daemon) are stopped too. */
async function stopLeftovers(
  trainer: TrainerProcess,
  clock: Clock,
  logger: Logger,
): Promise<Escalation> {
  if (!trainer.groupAlive()) return 'none';
  logger.warning('the trainer exited but left processes in its group; stopping them');
  trainer.signalGroup('SIGTERM');
  for (const until = clock.now() + 5000; clock.now() < until; await clock.sleep(100)) {
    if (!trainer.groupAlive()) return 'SIGTERM';
  }
  trainer.signalGroup('SIGKILL');
  return 'SIGKILL';
}

function trainerEnv(params: AttemptParams): NodeJS.ProcessEnv {
  return {
    // Python buffers stdout when it is a pipe; progress would arrive in bursts.
    PYTHONUNBUFFERED: '1',
    ...trainerBaseEnv(params.env),
    SPOT_TRAIN_RESTART_DIR: params.restartDir,
    SPOT_TRAIN_OUTPUTS_DIR: params.outputsDir,
    SPOT_TRAIN_ATTEMPT: String(params.identity.attempt),
    SPOT_TRAIN_LINEAGE: params.identity.lineage,
    SPOT_TRAIN_RUN_ID: params.identity.runId,
    SPOT_TRAIN_NOTICE_FILE: params.noticeFile,
    ...(params.warningFile ? { SPOT_TRAIN_WARNING_FILE: params.warningFile } : {}),
  };
}

export function describeExit(exit: TrainerExit): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code ?? 'unknown'}`;
}
