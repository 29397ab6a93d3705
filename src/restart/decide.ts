import type { Manifest } from '../store/manifest.js';

/** The train job as the API reports it, when it was found. */
export interface TrainJob {
  readonly name: string;
  /** `success`, `failure`, `cancelled`, `skipped`, ... or null while it runs. */
  readonly conclusion: string | null;
  readonly url?: string;
}

export interface RestartFacts {
  /** The train step's manifest; undefined when it never wrote one. */
  readonly manifest: Manifest | undefined;
  readonly job: TrainJob | undefined;
  /** What the cloud says about the VM; undefined when it was not asked. */
  readonly reclaimed: { readonly value: boolean; readonly detail: string } | undefined;
  readonly restartOnExitCodes: ReadonlySet<number>;
}

export interface RestartDecision {
  readonly restart: boolean;
  /** Why, in a sentence a person reads in the summary. */
  readonly because: string;
}

/**
 * Whether the finalize job restarts training, from what the run left
 * behind. The cloud's word that it took the VM back settles it; so does a
 * manifest the supervisor sealed as interrupted. A run that ended on its own
 * (completed, or a trainer error not listed in restart-on-exit-codes) and a
 * run a person cancelled are not restarted.
 */
export function decideRestart(facts: RestartFacts): RestartDecision {
  const { job, reclaimed } = facts;
  // A record left by the launch alone says the train step never started.
  const manifest = facts.manifest?.state === 'launched' ? undefined : facts.manifest;
  const state = manifest?.state;
  if (state === 'completed') return { restart: false, because: 'training completed' };
  if (state === 'interrupted') {
    return {
      restart: true,
      because: `the supervisor saved the run after a ${manifest?.notice?.source ?? 'preemption'} notice`,
    };
  }
  if (state === 'failed') {
    const code = manifest?.exitCode;
    if (code !== undefined && code !== null && facts.restartOnExitCodes.has(code)) {
      return {
        restart: true,
        because: `the trainer exited with ${code}, listed in restart-on-exit-codes`,
      };
    }
    return {
      restart: false,
      because: `the trainer failed (exit ${code ?? 'by a signal'}); a failing trainer is not restarted`,
    };
  }
  // No seal: the supervisor never finished. Either the VM went without a
  // notice, or the job was stopped some other way.
  if (reclaimed?.value)
    return { restart: true, because: `the VM was reclaimed: ${reclaimed.detail}` };
  if (job?.conclusion === 'cancelled' && !reclaimed) {
    return { restart: false, because: 'the train job was cancelled' };
  }
  if (reclaimed && !reclaimed.value) {
    return { restart: false, because: `the VM was not reclaimed (${reclaimed.detail})` };
  }
  if (job?.conclusion === 'failure' && manifest) {
    return {
      restart: true,
      because:
        'the train job failed before the supervisor could seal the run: the VM or its runner was lost',
    };
  }
  if (!manifest) {
    return {
      restart: false,
      because: job
        ? `the train step never started (job ${job.conclusion ?? 'still running'})`
        : 'no train job or manifest was found for this run',
    };
  }
  return {
    restart: false,
    because: `the train job ended ${job?.conclusion ?? 'without a conclusion'}`,
  };
}
