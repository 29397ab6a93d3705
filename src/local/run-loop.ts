import { mkdir, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../base/clock.js';
import { errorCode } from '../base/error-code.js';
import type { Logger } from '../base/log.js';
import { runAttemptStep, type AttemptStep } from '../restart/attempt-step.js';
import { claimingRestarter, newRunId, settled } from '../restart/local-chain.js';
import { TrainHistory } from '../history/train-history.js';
import type { RunIdentity } from '../records/identity.js';
import type { RunOptions } from '../settings/local-run.js';
import type { Store } from '../store/store.js';
import { type AttemptResult } from '../supervisor/attempt-types.js';
import { describeExit } from '../supervisor/trainer-exit.js';
import { exitCause } from '../supervisor/trainer-exit.js';

/** What `spot-train run` parsed, less what only the command line needs, plus what it provides. */
export interface LocalRunParams extends Omit<RunOptions, 'store' | 'verbose'> {
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
    const step = await localAttempt(params, { lineage, runId, attempt });
    attempts.push(step.result);
    await settled(step);
    const end = endOf(params, step);
    if (end) return { lineage, attempts, end };
  }
}

/** One attempt as a link of the chain: the store's claim is the restart, the next attempt its run. */
function localAttempt(params: LocalRunParams, identity: RunIdentity): Promise<AttemptStep> {
  const { store, clock, logger } = params;
  const history = new TrainHistory({ store, identity, stepStartedAt: clock.now(), clock, logger });
  return runAttemptStep(
    {
      attempt: {
        identity,
        command: params.command,
        cwd: params.cwd,
        env: process.env,
        outputsDir: params.outputsDir,
        restartDir: params.restartDir,
        noticeFile: join(params.workDir, 'notice.json'),
        store,
        ...(params.stdout ? { stdout: params.stdout } : {}),
        ...(params.stderr ? { stderr: params.stderr } : {}),
      },
      drill: params.drill,
      signalGraceMs: params.signalGraceMs,
      // Here SIGTERM is `kill` or `timeout`, a person's stop, unless a drill of the VM's asks otherwise.
      sigtermIsUserStop: !params.sigtermNotice,
      settings: params.attempt,
      history,
      clock,
      logger,
    },
    { restarter: (ended) => claimingRestarter(params, ended) },
  );
}

/** Why the chain ends after this attempt, or undefined to go on. */
function endOf(params: LocalRunParams, step: AttemptStep): LocalEnd | undefined {
  const { logger } = params;
  const { result, verdict, restart } = step;
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
        `reached --max-restarts ${params.attempt.maxRestarts}; the lineage ends here unfinished`,
      );
      return 'max-restarts';
    default:
      logger.error(
        `the trainer failed with ${describeExit(result.exit)}; ` +
          (exitCause(result.exit) ?? 'not restarting (see --restart-on-exit-codes)'),
      );
      return 'failed';
  }
  const { runId } = result.identity;
  if (restart.kind === 'failed') {
    logger.error(`could not claim the restart after run ${runId}: ${restart.error}`);
    return 'failed';
  }
  if (restart.kind !== 'dispatched') {
    logger.error(`another process already restarted run ${runId}; stopping here`);
    return 'stopped';
  }
  return undefined;
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
