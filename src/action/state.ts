import * as core from '@actions/core';
import type { InstanceRef } from '../clouds/cloud.js';

/** What main hands to post, by name; post acts only on what main recorded. */
const TRAINER_PGID = 'trainer-pgid';
const MODE = 'mode';
const LAUNCHED = 'launched';
const HANDED_OVER = 'handed-over';

/** What launch leaves for its post step, which removes it unless the job took it over. */
export interface LaunchedState {
  readonly instance?: InstanceRef;
  readonly runnerId?: number;
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
