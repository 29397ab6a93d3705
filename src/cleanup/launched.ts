import type { InstanceRef } from '../clouds/cloud.js';

/**
 * What launch leaves for its post step, which removes it unless the job
 * took it over. One VM is recorded as `instance` and `runnerId`, as before
 * gangs; a gang as `instances` and `runnerIds`, in node order.
 */
export interface LaunchedState {
  readonly instance?: InstanceRef;
  readonly runnerId?: number;
  readonly instances?: readonly InstanceRef[];
  readonly runnerIds?: readonly number[];
}

/** Every VM the state records, whichever shape it has. */
export function launchedInstances(state: LaunchedState): InstanceRef[] {
  return [...(state.instance ? [state.instance] : []), ...(state.instances ?? [])];
}

/** Every runner the state records, whichever shape it has. */
export function launchedRunnerIds(state: LaunchedState): number[] {
  return [...(state.runnerId === undefined ? [] : [state.runnerId]), ...(state.runnerIds ?? [])];
}
