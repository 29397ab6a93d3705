import type { TrainJob } from '../github/run-jobs.js';
import type { Manifest } from '../records/manifest.js';

/** How a run ended, as its manifest records it (or as its supervisor just saw it). */
export type RunEnd = Pick<Manifest, 'state' | 'attempt' | 'exitCode' | 'notice'>;

export interface RestartFacts {
  /** The train step's manifest; undefined when it never wrote one. */
  readonly manifest: RunEnd | undefined;
  readonly job: TrainJob | undefined;
  /** What the cloud says about the VM; undefined when it was not asked. */
  readonly reclaimed: { readonly value: boolean; readonly detail: string } | undefined;
  readonly restartOnExitCodes: ReadonlySet<number>;
  /** Restarts a lineage may have (`max-restarts`); unset: not checked here. */
  readonly maxRestarts?: number;
}

/** What settled the decision, for callers that end differently on each (the CLI's exit). */
export type RestartGround =
  | 'restart'
  | 'completed'
  | 'failed'
  | 'stopped'
  | 'max-restarts'
  | 'not-reclaimed'
  | 'never-started';

export interface RestartDecision {
  readonly restart: boolean;
  /** Why, in a sentence a person reads in the summary. */
  readonly because: string;
  readonly ground: RestartGround;
}

/** The verdict right after an attempt, where only the supervisor's own view is known. */
export function decideAfterAttempt(
  result: Parameters<typeof attemptEnd>[0],
  restartOnExitCodes: ReadonlySet<number>,
  maxRestarts: number,
): RestartDecision {
  return decideRestart({
    manifest: attemptEnd(result),
    job: undefined,
    reclaimed: undefined,
    restartOnExitCodes,
    maxRestarts,
  });
}

/** An attempt's end as its supervisor saw it, in the terms of a manifest. */
export function attemptEnd(result: {
  readonly outcome: 'completed' | 'interrupted' | 'failed';
  readonly identity: { readonly attempt: number };
  readonly exit: { readonly code: number | null };
  readonly notice?: {
    readonly source: NonNullable<Manifest['notice']>['source'];
    readonly reason: string;
    readonly userRequested?: boolean;
  };
}): RunEnd {
  const { notice } = result;
  return {
    state: result.outcome,
    attempt: result.identity.attempt,
    exitCode: result.exit.code,
    ...(notice
      ? {
          notice: {
            source: notice.source,
            reason: notice.reason,
            receivedAt: '',
            deadline: '',
            ...(notice.userRequested ? { userRequested: true } : {}),
          },
        }
      : {}),
  };
}

/**
 * Whether a lineage goes on after a run: the one verdict the supervisor (on
 * the VM), the finalize job and the CLI all use. The cloud's word that it
 * took the VM back settles it; so does a manifest the supervisor sealed as
 * interrupted. A run that ended on its own (completed, or a trainer error
 * not listed in restart-on-exit-codes), a run a person stopped or
 * cancelled, and a lineage past max-restarts are not restarted.
 */
export function decideRestart(facts: RestartFacts): RestartDecision {
  const decision = decideFromEnd(facts);
  const attempt = facts.manifest?.attempt;
  if (!decision.restart || facts.maxRestarts === undefined || attempt === undefined) {
    return decision;
  }
  if (attempt > facts.maxRestarts) {
    return {
      restart: false,
      ground: 'max-restarts',
      because: `the lineage has had ${attempt - 1} restarts, the most max-restarts (${facts.maxRestarts}) allows`,
    };
  }
  return decision;
}

function decideFromEnd(facts: RestartFacts): RestartDecision {
  // A record left by the launch alone says the train step never started.
  const manifest = facts.manifest?.state === 'launched' ? undefined : facts.manifest;
  const state = manifest?.state;
  if (state === 'completed') {
    return { restart: false, ground: 'completed', because: 'training completed' };
  }
  if (state === 'interrupted') {
    if (manifest?.notice?.userRequested) {
      return {
        restart: false,
        ground: 'stopped',
        because: `a person stopped the run (${manifest.notice.reason}); what it saved is in the store`,
      };
    }
    return {
      restart: true,
      ground: 'restart',
      because:
        manifest?.notice?.source === 'hand-back'
          ? 'the supervisor saved the run to hand the lineage back to spot, ahead of its deadline'
          : `the supervisor saved the run after a ${manifest?.notice?.source ?? 'preemption'} notice`,
    };
  }
  if (state === 'failed') return afterFailure(manifest?.exitCode, facts.restartOnExitCodes);
  return withoutSeal(manifest, facts);
}

function afterFailure(
  code: number | null | undefined,
  listed: ReadonlySet<number>,
): RestartDecision {
  if (code !== undefined && code !== null && listed.has(code)) {
    return {
      restart: true,
      ground: 'restart',
      because: `the trainer exited with ${code}, listed in restart-on-exit-codes`,
    };
  }
  return {
    restart: false,
    ground: 'failed',
    because: `the trainer failed (exit ${code ?? 'by a signal'}); a failing trainer is not restarted unless its exit code is in restart-on-exit-codes`,
  };
}

/** No seal: the supervisor never finished. Either the VM went without a notice, or the job was stopped some other way. */
function withoutSeal(manifest: RunEnd | undefined, facts: RestartFacts): RestartDecision {
  const { job, reclaimed } = facts;
  if (reclaimed?.value) {
    return {
      restart: true,
      ground: 'restart',
      because: `the VM was reclaimed: ${reclaimed.detail}`,
    };
  }
  if (job?.conclusion === 'cancelled' && !reclaimed) {
    return { restart: false, ground: 'stopped', because: 'the train job was cancelled' };
  }
  if (reclaimed && !reclaimed.value) {
    return {
      restart: false,
      ground: 'not-reclaimed',
      because: `the VM was not reclaimed (${reclaimed.detail})`,
    };
  }
  if (job?.conclusion === 'failure' && manifest) {
    return {
      restart: true,
      ground: 'restart',
      because:
        'the train job failed before the supervisor could seal the run: the VM or its runner was lost',
    };
  }
  return {
    restart: false,
    ground: 'never-started',
    because: !manifest
      ? job
        ? `the train step never started (job ${job.conclusion ?? 'still running'})`
        : 'no train job or manifest was found for this run'
      : `the train job ended ${job?.conclusion ?? 'without a conclusion'}`,
  };
}
