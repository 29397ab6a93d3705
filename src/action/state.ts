import * as core from '@actions/core';

/** What main hands to post, by name; post acts only on what main recorded. */
const TRAINER_PGID = 'trainer-pgid';
const MODE = 'mode';

export const actionState = {
  setMode: (mode: string): void => core.saveState(MODE, mode),
  mode: (): string => core.getState(MODE),
  setTrainerPgid: (pgid: number): void => core.saveState(TRAINER_PGID, String(pgid)),
  trainerPgid: (): number | undefined => {
    const value = Number(core.getState(TRAINER_PGID));
    return Number.isSafeInteger(value) && value > 1 ? value : undefined;
  },
};
