import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../base/clock.js';
import type { Logger } from '../../base/log.js';
import {
  runAttemptStep,
  type AttemptStep,
  type AttemptStepParams,
} from '../../restart/attempt-step.js';
import { TrainHistory } from '../../history/train-history.js';
import { claimingRestarter, newRunId, settled } from '../../restart/local-chain.js';
import type { RunIdentity } from '../../records/identity.js';
import type { Store } from '../../store/store.js';
import type { CheckOptions } from '../../settings/check.js';
import type { AttemptResult } from '../../supervisor/attempt-types.js';
import { checkoutFiles, pythonEnvironments } from './checkout-files.js';
import {
  makeFreshCopy,
  removeEarlierCopies,
  writtenOutside,
  type FreshCopy,
} from './fresh-copy.js';
import { OutputsActivity } from './outputs-activity.js';
import { ScenarioSource, type FirstStep, type Scenario } from './scenario-source.js';
import { secondSigint, type SecondSigint } from './second-sigint.js';

/** The attempts of a check, in order; the chain ends early if training does. */
export const SCENARIOS: readonly Scenario[] = ['early', 'mid-save', 'second-sigint', 'resume'];

const SCENARIO_TEXT: Record<Scenario, string> = {
  early: 'a notice as soon as it trains',
  'mid-save': 'a notice in the middle of a save',
  'second-sigint': 'a notice, then a second SIGINT while it saves',
  resume: 'a stop once it shows where it resumed',
};

/** What `spot-train check` was given (settings/check.ts reads it), and what it runs with. */
export interface CheckParams extends Omit<CheckOptions, 'store' | 'verbose'> {
  /** The directory each attempt's copy is made from; `keep` is relative to it. */
  readonly from: string;
  readonly store: Store;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** One attempt of a check, with what the supervisor alone does not see. */
export interface CheckedAttempt {
  readonly scenario: Scenario;
  readonly result: AttemptResult;
  /** What the notice was timed by; '' when none came. */
  readonly trigger: string;
  readonly second?: SecondSigint;
  /** The trainer's writes into its outputs after the SIGINT. */
  readonly writesAfterSigint: number;
  /** For a notice timed by a save: whether that save was still being written when the notice came. */
  readonly saveInFlight?: boolean;
  /** Files it wrote in its copy outside the outputs and restart directory. */
  readonly outside: readonly string[];
  readonly copy: string;
  /** `--resume-with`'s variables, as NAME=VALUE, for the last attempt that ran with them. */
  readonly resumedWith?: string;
}

export interface CheckResult {
  readonly lineage: string;
  /** This check's own directory: the copies, the notice files. */
  readonly dir: string;
  readonly attempts: readonly CheckedAttempt[];
}

/** Runs the check's lineage: each attempt in a fresh copy, with its scenario's notice. */
export async function runCheck(params: CheckParams): Promise<CheckResult> {
  const { clock, logger } = params;
  const removed = await removeEarlierCopies(params.workDir);
  if (removed > 0) logger.info(`removed the copies of ${removed} earlier check(s)`);
  const lineage = newRunId(clock);
  const dir = join(params.workDir, lineage);
  const venvs = (await pythonEnvironments(params.from)).filter((v) => !params.keep.includes(v));
  if (venvs.length > 0) logger.info(`linked into each copy, not copied: ${venvs.join(', ')}`);
  const keep = [...params.keep, ...venvs];
  const files = await checkoutFiles(params.from, [...keep, params.outputs, params.restart]);
  logger.info(
    `each attempt runs in a fresh copy of ${files.length} files of ${params.from} under ${dir}`,
  );
  const attempts: CheckedAttempt[] = [];
  for (const [index, scenario] of SCENARIOS.entries()) {
    const attempt = index + 1;
    const runId = attempt === 1 ? lineage : newRunId(clock);
    const copy = await makeFreshCopy(params.from, files, join(dir, `attempt-${attempt}`), keep);
    logger.info(`attempt ${attempt}: ${SCENARIO_TEXT[scenario]}, in ${copy.dir}`);
    const identity = { lineage, runId, attempt };
    const { checked, step } = await checkAttempt(params, identity, scenario, { dir, copy });
    attempts.push(checked);
    await settled(step);
    if (!step.verdict.restart || step.restart.kind !== 'dispatched') break;
  }
  return { lineage, dir, attempts };
}

/** What one attempt's watchers share: its outputs' writes, its trainer, its scenario's notice. */
interface AttemptWatch {
  readonly activity: OutputsActivity;
  readonly source: ScenarioSource;
  readonly trainer: { pid: number };
  reached: (first: FirstStep) => void;
  started: (at: number) => void;
  second: Promise<SecondSigint | undefined>;
}

function watchAttempt(params: CheckParams, scenario: Scenario, outputsDir: string): AttemptWatch {
  const { clock } = params;
  const activity = new OutputsActivity(outputsDir, clock);
  const hooks: { reached: (first: FirstStep) => void; started: (at: number) => void } = {
    reached: () => undefined,
    started: () => undefined,
  };
  const firstStep = new Promise<FirstStep>((resolve) => (hooks.reached = resolve));
  const trainerStarted = new Promise<number>((resolve) => (hooks.started = resolve));
  const source = new ScenarioSource({
    scenario,
    firstStep,
    trainerStarted,
    activity,
    patienceMs: params.patienceMs,
    clock,
  });
  return {
    activity,
    source,
    trainer: { pid: 0 },
    reached: (first) => hooks.reached(first),
    started: (at) => hooks.started(at),
    second: Promise.resolve(undefined),
  };
}

async function checkAttempt(
  params: CheckParams,
  identity: RunIdentity,
  scenario: Scenario,
  where: { readonly dir: string; readonly copy: FreshCopy },
): Promise<{ checked: CheckedAttempt; step: AttemptStep }> {
  const { clock, logger } = params;
  const { copy } = where;
  const outputsDir = join(copy.dir, params.outputs);
  await mkdir(outputsDir, { recursive: true });
  const watch = watchAttempt(params, scenario, outputsDir);
  try {
    const step = await runAttemptStep(stepParams(params, identity, scenario, where, watch), {
      sources: [watch.source],
      onFirstStep: (step, at) => watch.reached({ step, at }),
      onNotice: (notice) => {
        if (scenario === 'second-sigint' && notice.source === 'simulated')
          watch.second = secondSigint(
            watch.trainer.pid,
            notice.receivedAt,
            watch.activity,
            clock,
            logger,
          );
      },
      restarter: (ended) => claimingRestarter(params, ended),
    });
    const { result } = step;
    const sigintAt = result.notice?.receivedAt;
    const second = await watch.second;
    const checked: CheckedAttempt = {
      scenario,
      result,
      trigger: result.notice?.source === 'simulated' ? watch.source.trigger : '',
      ...(second ? { second } : {}),
      // Every write after the SIGINT is the trainer's (it wrote until it exited); the
      // watch's events can come late on a loaded machine, so none is cut off at the exit.
      writesAfterSigint:
        sigintAt === undefined ? 0 : watch.activity.between(sigintAt, Infinity).length,
      ...(watch.source.savePath && sigintAt !== undefined
        ? { saveInFlight: watch.activity.wroteWithSince(watch.source.savePath, sigintAt) }
        : {}),
      outside: await writtenOutside(copy, [params.outputs, params.restart]),
      copy: copy.dir,
      ...(resized(params, scenario) ? { resumedWith: describeVariables(params.resumeWith) } : {}),
    };
    return { checked, step };
  } finally {
    watch.activity.close();
  }
}

/** The last attempt runs with `--resume-with`'s variables, when given. */
function resized(params: CheckParams, scenario: Scenario): boolean {
  return scenario === 'resume' && Object.keys(params.resumeWith).length > 0;
}

function describeVariables(variables: Readonly<Record<string, string>>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
}

/** The attempt as `spot-train run` would run it, in the attempt's copy. */
function stepParams(
  params: CheckParams,
  identity: RunIdentity,
  scenario: Scenario,
  where: { readonly dir: string; readonly copy: FreshCopy },
  watch: AttemptWatch,
): AttemptStepParams {
  const { store, clock, logger } = params;
  const { copy } = where;
  return {
    attempt: {
      identity,
      command: params.command,
      cwd: copy.dir,
      env: resized(params, scenario) ? { ...process.env, ...params.resumeWith } : process.env,
      outputsDir: join(copy.dir, params.outputs),
      restartDir: join(copy.dir, params.restart),
      noticeFile: join(where.dir, `attempt-${identity.attempt}.notice.json`),
      store,
      onTrainerStart: (pid) => {
        watch.trainer.pid = pid;
        watch.started(clock.now());
      },
    },
    drill: undefined,
    signalGraceMs: 30_000,
    // Ctrl-C or a kill stops the check, as it stops `spot-train run`.
    sigtermIsUserStop: true,
    // One attempt per scenario, whatever --max-restarts says.
    settings: { ...params.attempt, maxRestarts: SCENARIOS.length },
    history: new TrainHistory({ store, identity, stepStartedAt: clock.now(), clock, logger }),
    clock,
    logger,
  };
}
