import { readdirSync, readFileSync } from 'node:fs';
import { errorCode } from '../base/error-code.js';

/** Sends `signal` to every process of the group; false when none is left. */
export function signalProcessGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Whether any process of the group still runs. kill(-pgid, 0) alone also
 * counts zombies, which an init that does not reap orphans (some containers)
 * keeps forever; a zombie holds no file and needs no waiting for. Where
 * there is no /proc (macOS), the signal's answer stands.
 */
export function processGroupAlive(pgid: number): boolean {
  if (!signalProcessGroup(pgid, 0)) return false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name: state, ppid, pgrp, ...
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
}
