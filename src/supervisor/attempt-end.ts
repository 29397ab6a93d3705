import type { Logger } from '../base/log.js';
import type { SealReport } from '../checkpoints/seal.js';
import type { CheckpointSession } from '../checkpoints/session.js';
import type { Notice } from '../notice/notice.js';
import type { Outcome } from '../records/identity.js';
import type { AttemptParams, AttemptResult } from './attempt-types.js';
import type { ProgressTracker } from './progress.js';
import type { Escalation } from './stop-trainer.js';
import { describeExit } from './trainer-exit.js';
import type { TrainerExit } from './trainer-process.js';

/**
 * The final flush of a run that ended on its own (no notice, so no
 * deadline): the last checkpoint of a finished training is worth minutes of
 * retries against a struggling store.
 */
const FINAL_FLUSH_BUDGET_MS = 10 * 60_000;

/** How the trainer's part of an attempt ended. */
export interface Ended {
  readonly exit: TrainerExit;
  readonly notice?: Notice;
  readonly escalation: Escalation;
  /** When the trainer's process ended (epoch ms); absent when it never started. */
  readonly exitedAt?: number;
}

/**
 * The end of an attempt: what is left uploaded and the manifest sealed
 * (before the notice's deadline, if one came), the cloud told it may take
 * the machine, and what the attempt came to.
 */
export async function finishAttempt(
  params: AttemptParams,
  session: CheckpointSession,
  ended: Ended,
  progress: ProgressTracker,
  startedAt: number,
): Promise<AttemptResult> {
  const { clock, logger } = params;
  const { exit, escalation, notice } = ended;
  const outcome: Outcome = notice
    ? notice.peerFailed
      ? 'failed'
      : 'interrupted'
    : exit.code === 0
      ? 'completed'
      : 'failed';
  logger.info(
    notice
      ? 'uploading what is left before the machine goes'
      : `the trainer exited with ${describeExit(exit)}; uploading what is left`,
  );
  const seal = await session.seal({
    outcome,
    exitCode: exit.code,
    ...(notice ? { notice } : {}),
    until: notice ? notice.deadline : clock.now() + FINAL_FLUSH_BUDGET_MS,
  });
  const endedAt = clock.now();
  if (notice?.acknowledge) await acknowledge(notice, seal, logger);
  // After a notice the deadline matters more than tidiness; otherwise the
  // run ends with its store trimmed.
  if (!notice) await session.tidy();
  const durable = seal.sealed && seal.notSaved.length === 0;
  return {
    identity: params.identity,
    outcome,
    exit,
    ...(notice ? { notice } : {}),
    ...(notice && durable ? { noticeToDurableMs: endedAt - notice.receivedAt } : {}),
    escalation,
    ...(ended.exitedAt === undefined ? {} : { trainerExitedAt: ended.exitedAt }),
    restore: session.restore,
    sync: session.stats(),
    seal,
    progress: progress.current(),
    manifestKey: session.manifestKey,
    startedAt,
    endedAt,
  };
}

/** Only now, with what could be saved durable, may the cloud go ahead. */
async function acknowledge(notice: Notice, seal: SealReport, logger: Logger): Promise<void> {
  if (!seal.sealed)
    logger.warning(`approving the ${notice.source} notice without a sealed manifest`);
  await notice.acknowledge?.().then(
    () => logger.info(`told ${notice.source} the machine may go now`),
    (error: unknown) =>
      logger.warning(`could not acknowledge the ${notice.source} notice: ${String(error)}`),
  );
}
