import * as core from '@actions/core';
import type { LaunchedState } from '../cleanup/launched.js';

/** What main hands to post, by name; post acts only on what main recorded. */
const TRAINER_PGID = 'trainer-pgid';
const MODE = 'mode';
const LAUNCHED = 'launched';
const HANDED_OVER = 'handed-over';

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
