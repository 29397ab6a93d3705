import type { TaggedInstance } from '../clouds/cloud.js';
import type { RunnerInfo } from '../github/runners.js';

export type { RunnerInfo } from '../github/runners.js';

/** What the janitor found out about a workflow run: undefined when it could not tell. */
export type RunEnded = (runId: string) => boolean | undefined;

export interface Removal<T> {
  readonly target: T;
  readonly because: string;
}

export interface JanitorPlan {
  readonly vms: readonly Removal<TaggedInstance>[];
  readonly runners: readonly Removal<RunnerInfo>[];
  /** Runners left alone that a careless sweep would have taken, with why. */
  readonly spared: readonly Removal<RunnerInfo>[];
}

/** Runner names spot-train gives: spot-train-<run>-<attempt>-<suffix>. */
const RUNNER_NAME = /^spot-train-(\d+)-(\d+)-[0-9a-f]+$/;

/** A VM younger than this is left alone even if its run looks finished: it may be booting. */
const YOUNG_MS = 10 * 60_000;

/**
 * Decides what the janitor removes. A VM goes when it is past its expiry
 * label or its run has ended; a runner goes when it is offline, not busy,
 * and its run has ended. A busy runner is never removed, whatever else is
 * true: it is running someone's job.
 */
export function planSweep(params: {
  readonly vms: readonly TaggedInstance[];
  readonly runners: readonly RunnerInfo[];
  readonly runEnded: RunEnded;
  readonly now: number;
}): JanitorPlan {
  const { now, runEnded } = params;
  const vms: Removal<TaggedInstance>[] = [];
  for (const vm of params.vms) {
    if (vm.state === 'terminated' || vm.state === 'gone') continue;
    const expires = Number(vm.labels['spot-train-expires']) * 1000;
    const run = vm.labels['spot-train-run'];
    const age = vm.launchedAt ? now - Date.parse(vm.launchedAt) : Number.POSITIVE_INFINITY;
    if (Number.isFinite(expires) && expires > 0 && expires < now) {
      vms.push({
        target: vm,
        because: `past its max-lifetime (${new Date(expires).toISOString()})`,
      });
    } else if (run !== undefined && age > YOUNG_MS && runEnded(run) === true) {
      vms.push({ target: vm, because: `its workflow run ${run} has ended` });
    }
  }
  const runners: Removal<RunnerInfo>[] = [];
  const spared: Removal<RunnerInfo>[] = [];
  for (const runner of params.runners) {
    const match = RUNNER_NAME.exec(runner.name);
    if (!match) continue;
    const run = match[1] ?? '';
    if (runner.busy) {
      spared.push({ target: runner, because: 'busy with a job' });
      continue;
    }
    if (runner.status !== 'offline') continue;
    const ended = runEnded(run);
    if (ended === true) {
      runners.push({ target: runner, because: `offline, and its workflow run ${run} has ended` });
    } else {
      // A launch registers its runner before the VM exists: while the run
      // goes on, an offline runner may be one about to come online.
      spared.push({
        target: runner,
        because:
          ended === false ? `its run ${run} is still going` : `run ${run} could not be checked`,
      });
    }
  }
  return { vms, runners, spared };
}
