import { median } from '../base/median.js';

/**
 * The time an interruption costs: the restart (notice to the next
 * attempt's first step) and the work done again. Measured from the store's
 * history where it has them, the median of each, since one slow boot or
 * one long-unsaved stretch should not set the figure for every launch.
 */
export interface Overheads {
  readonly restartMs: number;
  readonly lostMs: number;
  /** Each figure's basis, for the summary. */
  readonly restartFrom: string;
  readonly lostFrom: string;
}

/**
 * Before anything is measured: a GPU spot VM takes a few minutes to boot,
 * install the runner and restore (this project's own resume bench times
 * the local part, dispatch to restore, in under two seconds; the boot and
 * GitHub's queue are the rest), and a trainer that saves on the notice
 * loses little more than the steps since its last durable save.
 */
export const DEFAULT_RESTART_MS = 6 * 60_000;
export const DEFAULT_LOST_MS = 5 * 60_000;

export function overheadsOf(restartMs: readonly number[], lostMs: readonly number[]): Overheads {
  const restart = median(restartMs.filter((ms) => ms >= 0));
  const lost = median(lostMs.filter((ms) => ms >= 0));
  return {
    restartMs: restart ?? DEFAULT_RESTART_MS,
    lostMs: lost ?? DEFAULT_LOST_MS,
    restartFrom:
      restart === undefined
        ? 'no restart measured yet, a default'
        : `median of ${restartMs.length} measured`,
    lostFrom:
      lost === undefined
        ? 'no interruption measured yet, a default'
        : `median of ${lostMs.length} measured`,
  };
}
