import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

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
  let entries: string[];
  try {
    entries = readdirSync(procRoot);
  } catch {
    return [];
  }
  const members: GroupMember[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const member = readMember(`${procRoot}/${entry}`, Number(entry), pgid);
    if (member) members.push(member);
  }
  return members;
}

function readMember(dir: string, pid: number, pgid: number): GroupMember | undefined {
  try {
    const stat = readFileSync(`${dir}/stat`, 'utf8');
    // After the command name, which may hold spaces and parentheses: state, ppid, pgrp, ...
    const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) !== pgid || state === 'Z') return undefined;
    const argv = readFileSync(`${dir}/cmdline`, 'utf8').split('\0');
    if (argv.at(-1) === '') argv.pop();
    return { pid, ppid: Number(ppid), argv };
  } catch {
    return undefined;
  }
}

/**
 * The pids that have a live child anywhere, not only in one group: torch 2.x
 * starts its workers in sessions of their own. Empty where there is no /proc.
 */
export function parentPids(procRoot = '/proc'): Set<number> {
  const parents = new Set<number>();
  let entries: string[];
  try {
    entries = readdirSync(procRoot);
  } catch {
    return parents;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`${procRoot}/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') parents.add(Number(ppid));
    } catch {
      // Ended while being read.
    }
  }
  return parents;
}
