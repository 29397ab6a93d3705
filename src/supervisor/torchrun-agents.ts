import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { procStats } from './proc-stat.js';

/** One live process of a group, as /proc shows it. */
export interface GroupMember {
  readonly pid: number;
  readonly ppid: number;
  readonly argv: readonly string[];
}

/** The modules that run PyTorch's elastic agent when started with `python -m`. */
export const AGENT_MODULES: ReadonlySet<string> = new Set([
  'torch.distributed.run',
  'torch.distributed.launch',
  'torch.distributed.elastic.agent.server.api',
  'torch.distributed.elastic.agent.server.local_elastic_agent',
]);

/**
 * Whether a command line is a torchrun agent: the `torchrun` script (run
 * directly or as `python /usr/bin/torchrun`), or `python -m` with one of the
 * launcher modules. Only the interpreter and its options may come first, so
 * a worker whose own arguments mention torchrun is not taken for one.
 */
export function isTorchrunAgent(argv: readonly string[]): boolean {
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] ?? '';
    if (basename(word) === 'torchrun') return true;
    if (word === '-m') return AGENT_MODULES.has(argv[index + 1] ?? '');
    if (word.startsWith('-m')) return AGENT_MODULES.has(word.slice(2));
    // The interpreter comes first, then its options; the first other word is the program.
    if (index > 0 && !word.startsWith('-')) return false;
  }
  return false;
}

/**
 * The live (not zombie) processes of group `pgid`, read from `procRoot`
 * (/proc; a directory shaped like it in tests). A process that ends while
 * being read is left out. Empty where there is no /proc.
 */
export function groupMembers(pgid: number, procRoot = '/proc'): GroupMember[] {
  const members: GroupMember[] = [];
  for (const stat of procStats(procRoot) ?? []) {
    if (stat.pgrp !== pgid || stat.zombie) continue;
    const argv = readCmdline(`${procRoot}/${stat.pid}/cmdline`);
    if (argv) members.push({ pid: stat.pid, ppid: stat.ppid, argv });
  }
  return members;
}

function readCmdline(path: string): string[] | undefined {
  try {
    const argv = readFileSync(path, 'utf8').split('\0');
    if (argv.at(-1) === '') argv.pop();
    return argv;
  } catch {
    return undefined;
  }
}

/**
 * The pids that have a live child anywhere, not only in one group: torch 2.x
 * starts its workers in sessions of their own. Empty where there is no /proc.
 */
export function parentPids(procRoot = '/proc'): Set<number> {
  const live = (procStats(procRoot) ?? []).filter((stat) => !stat.zombie);
  return new Set(live.map((stat) => stat.ppid));
}
