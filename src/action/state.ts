import * as core from '@actions/core';
import type { InstanceRef } from '../clouds/cloud.js';

/** What main hands to post, by name; post acts only on what main recorded. */
const TRAINER_PGID = 'trainer-pgid';
const MODE = 'mode';
const LAUNCHED = 'launched';
const HANDED_OVER = 'handed-over';

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

export const actionState = {
  setMode: (mode: string): void => core.saveState(MODE, mode),
  mode: (): string => core.getState(MODE),
  setTrainerPgid: (pgid: number): void => core.saveState(TRAINER_PGID, String(pgid)),
  trainerPgid: (): number | undefined => {
    const value = Number(core.getState(TRAINER_PGID));
    return Number.isSafeInteger(value) && value > 1 ? value : undefined;
  },
  setLaunched: (launched: LaunchedState): void =>
    core.saveState(LAUNCHED, JSON.stringify(launched)),
  launched: (): LaunchedState => {
    try {
      return JSON.parse(core.getState(LAUNCHED) || '{}') as LaunchedState;
    } catch {
      return {};
    }
  },
  setHandedOver: (): void => core.saveState(HANDED_OVER, 'true'),
  handedOver: (): boolean => core.getState(HANDED_OVER) === 'true',
};
