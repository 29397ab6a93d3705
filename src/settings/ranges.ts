import { MAX_TIMER_MS, type DurationRange } from './duration.js';

/*
 * Ranges the action's inputs and the CLI's flags share, so the two accept
 * the same values.
 */

export const RESTARTS_RANGE = { min: 0, max: 1000 };
export const RETENTION_RANGE = { min: 0, max: 10_000 };
export const CONCURRENCY_RANGE = { min: 1, max: 64 };

/** A scan of 0 s would rescan the outputs back to back and keep a core busy. */
export const SCAN_RANGE: DurationRange = { min: 10, max: MAX_TIMER_MS };

/**
 * A notice must leave time for the final upload; under a second it cannot,
 * and zero would end the attempt the moment a notice arrives.
 */
export const NOTICE_RANGE: DurationRange = { min: 1000, max: MAX_TIMER_MS };

/**
 * A gang of N VMs (launch and train read the same `nodes`): one rung holds
 * them all (one zone, one placement group), and one hub relays every
 * notice; 64 is beyond what either was tried with, and far past any gang
 * seen in use.
 */
export const NODES_RANGE = { min: 1, max: 64 };
