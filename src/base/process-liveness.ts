import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { errorCode } from './error-code.js';

/**
 * Who wrote a lock or a temp file, precisely enough to tell later whether
 * that very process still runs: a pid alone may by then belong to another
 * program, so where /proc exists its start time (in clock ticks since boot)
 * goes with it.
 */
export interface ProcessStamp {
  readonly host: string;
  readonly pid: number;
  readonly started?: string;
}

export function ownStamp(): ProcessStamp {
  const started = startTicks(process.pid);
  return { host: hostname(), pid: process.pid, ...(started ? { started } : {}) };
}

/**
 * Whether the stamped process still runs: 'dead' and 'alive' are sure;
 * 'unknown' for a process on another host (a shared mount), which only
 * that host can answer for.
 */
export function stampLiveness(stamp: ProcessStamp): 'alive' | 'dead' | 'unknown' {
  if (stamp.host !== hostname()) return 'unknown';
  try {
    process.kill(stamp.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if (errorCode(error) === 'ESRCH') return 'dead';
  }
  const started = startTicks(stamp.pid);
  if (stamp.started && started && started !== stamp.started) return 'dead';
  return 'alive';
}

/** Field 22 of /proc/PID/stat; undefined where there is no /proc (macOS) or no such process. */
function startTicks(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses; fields after
  // it start after the last ')', with the state as field 3.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}
