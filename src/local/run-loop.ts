import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../base/clock.js';
import { formatDuration } from '../format/duration.js';
import type { Logger } from '../base/log.js';
import type { NoticeSource } from '../notice/notice.js';
import { SignalNoticeSource } from '../notice/signals.js';
import { SimulatedNoticeSource } from '../notice/simulated.js';
import { decideAfterAttempt } from '../restart/decide.js';
import { abortAbandonedUploads } from '../checkpoints/abandoned-uploads.js';
import { claimRestart } from '../records/claim.js';
import type { Store } from '../store/store.js';
import { runAttempt, describeExit, type AttemptResult } from '../supervisor/attempt.js';
import type { RunOptions } from '../settings/local-run.js';
import { errorCode } from '../base/error-code.js';
import { describeError } from '../base/errors.js';
import { TrainHistory } from '../history/train-history.js';

/** What `spot-train run` parsed, less what only the command line needs, plus what it provides. */
export interface LocalRunParams extends Omit<RunOptions, 'storeUrl' | 'storeOptions' | 'verbose'> {
  readonly cwd: string;
  readonly store: Store;
  readonly signalGraceMs: number;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly stdout?: NodeJS.WritableStream;
  readonly stderr?: NodeJS.WritableStream;
}

export type LocalEnd = 'completed' | 'failed' | 'max-restarts' | 'stopped';

export interface LocalRunResult {
  readonly lineage: string;
  readonly attempts: readonly AttemptResult[];
  readonly end: LocalEnd;
}

/**
 * The chain of attempts a spot VM would go through, on this machine: each
 * attempt starts as a fresh VM would, with an empty outputs directory (the
 * previous one is kept under the work directory) and only what the store
 * restores, so a trainer that resumes here resumes on a VM too.
 */
export async function runLocally(params: LocalRunParams): Promise<LocalRunResult> {
  const { logger, clock } = params;
  const lineage = newRunId(clock);
  const attempts: AttemptResult[] = [];
  for (let attempt = 1; ; attempt++) {
    const runId = attempt === 1 ? lineage : newRunId(clock);
    const previous = attempts.at(-1);
    if (previous) await setAsideOutputs(params, previous.identity.runId);
    logger.info(`attempt ${attempt} of lineage ${lineage}: run ${runId}`);
    // Alongside the attempt, never before it: housekeeping must not delay training.
    const tidying = abortAbandonedUploads({ store: params.store, lineage, runId, clock, logger });
    const identity = { lineage, runId, attempt };
    const history = attemptHistory(params, identity);
    const result = await runAttempt({
      identity,
      command: params.command,
      cwd: params.cwd,
      env: process.env,
      outputsDir: params.outputsDir,
      restartDir: params.restartDir,
      noticeFile: join(params.workDir, 'notice.json'),
      restoreToOutputs: params.restoreToOutputs,
      store: params.store,
      sources: noticeSources(params, attempt),
      timing: params.timing,
      concurrency: params.concurrency,
      retention: params.retention,
      ...(params.stepPattern ? { stepPattern: params.stepPattern } : {}),
      onNotice: (notice) => history.noticed(notice),
      milestones: history.milestones,
      clock,
      logger,
      ...(params.stdout ? { stdout: params.stdout } : {}),
      ...(params.stderr ? { stderr: params.stderr } : {}),
    });
    attempts.push(result);
    history.ended(result);
    await Promise.all([tidying, history.settled()]);
    const end = nextStep(params, result, attempt);
    if (end) return { lineage, attempts, end };
    const claimed = await claimRestart(
      params.store,
      lineage,
      runId,
      { by: 'local', claimedAt: new Date(clock.now()).toISOString() },
      { clock, logger },
    ).catch((error: unknown) => {
      logger.error(`could not claim the restart after run ${runId}: ${describeError(error)}`);
      return undefined;
    });
    if (claimed === undefined) return { lineage, attempts, end: 'failed' };
    if (!claimed) {
      logger.error(`another process already restarted run ${runId}; stopping here`);
      return { lineage, attempts, end: 'stopped' };
    }
  }
}

/** The same history a train step keeps, so `spot-train ls` shows where resume time went. */
function attemptHistory(
  params: LocalRunParams,
  identity: { readonly lineage: string; readonly runId: string; readonly attempt: number },
): TrainHistory {
  const { store, clock, logger } = params;
  return new TrainHistory({ store, identity, stepStartedAt: clock.now(), clock, logger });
}

/** Why the chain ends after this attempt, or undefined to go on. */
function nextStep(
  params: LocalRunParams,
  result: AttemptResult,
  attempt: number,
): LocalEnd | undefined {
  const { logger } = params;
  const verdict = decideAfterAttempt(result, params.restartOnExitCodes, params.maxRestarts);
  switch (verdict.ground) {
    case 'restart':
      break;
    case 'completed':
      return 'completed';
    case 'stopped':
      logger.info(
        'stopped at your request; what was saved is in the store, and a new run starts afresh',
      );
      return 'stopped';
    case 'max-restarts':
      logger.error(
        `reached --max-restarts ${params.maxRestarts}; the lineage ends here unfinished`,
      );
      return 'max-restarts';
    default:
      logger.error(
        `the trainer failed with ${describeExit(result.exit)}; not restarting (see --restart-on-exit-codes)`,
      );
      return 'failed';
  }
  logger.info(
    `restarting: attempt ${attempt + 1} starts as a fresh machine would` +
      (result.noticeToDurableMs === undefined
        ? ''
        : ` (notice to durable: ${formatDuration(result.noticeToDurableMs)})`),
  );
  return undefined;
}

function noticeSources(params: LocalRunParams, attempt: number): NoticeSource[] {
  const sources: NoticeSource[] = [
    new SignalNoticeSource({
      clock: params.clock,
      graceMs: params.signalGraceMs,
      sigintIsUserStop: true,
    }),
  ];
  if (params.drill && attempt <= params.drill.attempts) {
    sources.push(
      new SimulatedNoticeSource({
        spec: params.drill,
        clock: params.clock,
        startedAt: params.clock.now(),
      }),
    );
  }
  return sources;
}

/** Moves the previous attempt's outputs out of the way; nothing is deleted. */
async function setAsideOutputs(params: LocalRunParams, previousRunId: string): Promise<void> {
  let entries: string[] = [];
  try {
    entries = await readdir(params.outputsDir);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  if (entries.length === 0) return;
  const kept = join(params.workDir, 'attempts', previousRunId, 'outputs');
  await mkdir(join(kept, '..'), { recursive: true });
  await rename(params.outputsDir, kept);
  await mkdir(params.outputsDir, { recursive: true });
  params.logger.debug(`kept the outputs of run ${previousRunId} in ${kept}`);
}

function newRunId(clock: Clock): string {
  const stamp = new Date(clock.now())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `local-${stamp}-${randomBytes(3).toString('hex')}`;
}
