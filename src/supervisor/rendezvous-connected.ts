import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { errorCode } from '../base/error-code.js';
import { groupMembers } from './torchrun-agents.js';

/** /proc/net/tcp's state for an established connection. */
const ESTABLISHED = '01';

/**
 * Whether a process of group `pgid` holds an established TCP connection to
 * `port` on another host or this one: a torchrun agent that has reached the
 * c10d store its rendezvous runs in, and so has joined or is joining the
 * rendezvous. Read from `procRoot` (/proc; a directory shaped like it in
 * tests). Undefined where there is no /proc to read (not Linux): the caller
 * then waits a fixed time instead.
 */
export function connectedTo(pgid: number, port: number, procRoot = '/proc'): boolean | undefined {
  let table: string;
  try {
    table = ['tcp', 'tcp6'].map((name) => readOr(`${procRoot}/net/${name}`)).join('\n');
  } catch {
    return undefined;
  }
  const inodes = socketsTo(table, port);
  if (inodes.size === 0) return false;
  return groupMembers(pgid, procRoot).some((member) =>
    socketInodes(`${procRoot}/${member.pid}/fd`).some((inode) => inodes.has(inode)),
  );
}

/** A file's text; '' when it does not exist (a kernel without IPv6), any other error thrown. */
function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT' && path.endsWith('tcp6')) return '';
    throw error;
  }
}

/** The inodes of established connections whose remote port is `port`, from /proc/net/tcp{,6}. */
function socketsTo(table: string, port: number): Set<string> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const line of table.split('\n')) {
    // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode ...
    const fields = line.trim().split(/\s+/);
    const remote = fields[2];
    if (fields[3] !== ESTABLISHED || remote?.slice(remote.lastIndexOf(':') + 1) !== hexPort)
      continue;
    const inode = fields[9];
    if (inode !== undefined && inode !== '0') inodes.add(inode);
  }
  return inodes;
}

/** The socket inodes a process holds open; none if it ended or cannot be read. */
function socketInodes(fdDir: string): string[] {
  let fds: string[];
  try {
    fds = readdirSync(fdDir);
  } catch {
    return [];
  }
  const inodes: string[] = [];
  for (const fd of fds) {
    try {
      const target = readlinkSync(`${fdDir}/${fd}`);
      const match = /^socket:\[(\d+)\]$/.exec(target);
      if (match?.[1] !== undefined) inodes.push(match[1]);
    } catch {
      // Closed while read.
    }
  }
  return inodes;
}
