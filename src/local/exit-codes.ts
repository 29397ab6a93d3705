import type { LocalEnd } from './run-loop.js';

/** `spot-train run`'s exit status for each way the attempts ended (2 is a usage error). */
export const EXIT_CODES: Record<LocalEnd, number> = {
  completed: 0,
  failed: 1,
  'max-restarts': 3,
  stopped: 130,
};

/**
 * Training ended, but an interruption cost steps the trainer had done: a
 * trainer that saves outside the outputs or not at a notice, which a CI job
 * running `spot-train run` must show rather than pass.
 */
export const WORK_LOST_EXIT_CODE = 4;
