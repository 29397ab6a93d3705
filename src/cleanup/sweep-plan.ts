import type { TaggedInstance } from '../clouds/cloud.js';
import type { RunnerInfo } from '../github/runners.js';
import { GANG_SIZE_LABEL, NODE_LABEL } from '../clouds/labels.js';

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

/** Runner names spot-train gives: spot-train-<run>-<attempt>-<suffix>, and -<node> in a gang. */
const RUNNER_NAME = /^spot-train-(\d+)-(\d+)-[0-9a-f]+(-\d+)?$/;

/** The label a gang's VMs share (the launch's unique name), with how many they are. */
const GANG_NAME = 'spot-train-name';

/**
 * Gangs (by name) with fewer live VMs than they were launched with, and
 * which nodes they lost: what is left of one is never left running.
 */
function brokenGangs(vms: readonly TaggedInstance[]): Map<string, string> {
  const live = new Map<string, { size: number; nodes: Set<string> }>();
  for (const vm of vms) {
    const size = Number(vm.labels[GANG_SIZE_LABEL]);
    const name = vm.labels[GANG_NAME];
    if (!(size > 1) || name === undefined) continue;
    const gang = live.get(name) ?? { size, nodes: new Set<string>() };
    if (vm.state !== 'terminated' && vm.state !== 'gone')
      gang.nodes.add(vm.labels[NODE_LABEL] ?? '');
    live.set(name, gang);
  }
  const broken = new Map<string, string>();
  for (const [name, gang] of live) {
    const lost = Array.from({ length: gang.size }, (_, node) => String(node)).filter(
      (node) => !gang.nodes.has(node),
    );
    if (lost.length > 0 && gang.nodes.size > 0) {
      broken.set(name, `its gang ${name} lost node ${lost.join(', ')}`);
    }
  }
  return broken;
}

/** A VM younger than this is left alone even if its run looks finished: it may be booting. */
const YOUNG_MS = 10 * 60_000;

/**
 * Decides what the janitor removes. A VM goes when it is past its expiry
 * label or its run has ended, or when its gang lost a node and its own
 * runner has no job (an elastic gang's survivors are busy training); a
 * runner goes when it is offline, not busy, and its run has ended. A busy
 * runner is never removed, whatever else is true: it is running someone's
 * job.
 */
export function planSweep(params: {
  readonly vms: readonly TaggedInstance[];
  readonly runners: readonly RunnerInfo[];
  readonly runEnded: RunEnded;
  readonly now: number;
}): JanitorPlan {
  const { now, runEnded } = params;
  const vms: Removal<TaggedInstance>[] = [];
  const broken = brokenGangs(params.vms);
  const busy = new Set(params.runners.filter((runner) => runner.busy).map((r) => r.name));
  for (const vm of params.vms) {
    if (vm.state === 'terminated' || vm.state === 'gone') continue;
    const expires = Number(vm.labels['spot-train-expires']) * 1000;
    const run = vm.labels['spot-train-run'];
    const age = vm.launchedAt ? now - Date.parse(vm.launchedAt) : Number.POSITIVE_INFINITY;
    const gang = vm.labels[GANG_NAME] ?? '';
    if (Number.isFinite(expires) && expires > 0 && expires < now) {
      vms.push({
        target: vm,
        because: `past its max-lifetime (${new Date(expires).toISOString()})`,
      });
    } else if (run !== undefined && age > YOUNG_MS && runEnded(run) === true) {
      vms.push({ target: vm, because: `its workflow run ${run} has ended` });
    } else if (
      age > YOUNG_MS &&
      broken.has(gang) &&
      // A survivor of an elastic gang trains on without the lost node: its runner is busy with the job.
      !busy.has(`${gang}-${vm.labels[NODE_LABEL]}`)
    ) {
      // Its training cannot go on without the lost node; it only costs.
      vms.push({ target: vm, because: broken.get(gang) ?? '' });
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
