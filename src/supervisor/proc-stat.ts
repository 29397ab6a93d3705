import { readdirSync, readFileSync } from 'node:fs';

/** What a process's /proc/<pid>/stat says of it, for the fields read here. */
export interface ProcStat {
  readonly pid: number;
  readonly zombie: boolean;
  readonly ppid: number;
  readonly pgrp: number;
}

/**
 * Every process's stat under `procRoot` (/proc; a directory shaped like it in
 * tests); one that ends while being read is left out. Undefined where there
 * is no /proc (macOS).
 */
export function procStats(procRoot = '/proc'): ProcStat[] | undefined {
  let entries: string[];
  try {
    entries = readdirSync(procRoot);
  } catch {
    return undefined;
  }
  const stats: ProcStat[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = readFileSync(`${procRoot}/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command name, which may hold spaces and parentheses: state, ppid, pgrp, ...
    const [state, ppid, pgrp] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    stats.push({
      pid: Number(entry),
      zombie: state === 'Z',
      ppid: Number(ppid),
      pgrp: Number(pgrp),
    });
  }
  return stats;
}
