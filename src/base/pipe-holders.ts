import { readdirSync, readFileSync } from 'node:fs';
import { linkTarget } from './link-target.js';

/** A process that has a given pipe open, as people know it. */
export interface PipeHolder {
  readonly pid: number;
  /** Its command line, cut short; empty when /proc would not say. */
  readonly command: string;
}

const COMMAND_CHARS = 120;

/**
 * The other processes holding the far end of one of this process's child
 * output channels, found through /proc (Linux): what a person needs to know
 * when a daemon keeps a trainer's output open after the trainer is gone.
 * Empty where there is no /proc, or when none is found.
 *
 * Node gives a child's stdio as a socket pair, not a pipe, and /proc names
 * only each end's own inode, not its peer's. The kernel makes the two ends
 * one after the other, so the peer is the inode next to ours (seen here on
 * every spawn: ours N, the child's N + 1); a plain pipe has one inode for
 * both ends.
 */
export function pipeHolders(fd: number): PipeHolder[] {
  const far = farEnds(linkTarget(`/proc/self/fd/${fd}`));
  if (far.length === 0) return [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  const holders: PipeHolder[] = [];
  for (const pid of pids) {
    if (Number(pid) === process.pid || !holdsAny(pid, far)) continue;
    holders.push({ pid: Number(pid), command: commandOf(pid) });
  }
  return holders;
}

function farEnds(link: string | undefined): string[] {
  if (link?.startsWith('pipe:')) return [link];
  const socket = /^socket:\[(\d+)\]$/.exec(link ?? '');
  if (!socket) return [];
  const inode = Number(socket[1]);
  return [`socket:[${inode + 1}]`];
}

function holdsAny(pid: string, ends: readonly string[]): boolean {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    // Gone meanwhile, or another user's: not ours to name.
    return false;
  }
  return fds.some((fd) => ends.includes(linkTarget(`/proc/${pid}/fd/${fd}`) ?? ''));
}

function commandOf(pid: string): string {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const command = words.join(' ');
    return command.length > COMMAND_CHARS ? `${command.slice(0, COMMAND_CHARS)}…` : command;
  } catch {
    return '';
  }
}
