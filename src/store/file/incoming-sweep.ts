import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from '../../base/error-code.js';
import { ownStamp, stampLiveness, type ProcessStamp } from '../../base/process-liveness.js';

/**
 * A live writer keeps touching its temp file (a copy writes it chunk by
 * chunk, a text write lasts milliseconds), so one untouched this long is
 * not being written, whatever its writer's pid says now: this keeps a pid
 * from another pid namespace on the same host from costing a live upload.
 */
const QUIET_MS = 30_000;
/** For temp files whose writer cannot be asked (another host, an older version's name). */
const UNKNOWN_WRITER_AFTER_MS = 60 * 60_000;
/** Even a writer that seems alive cannot have left a temp file untouched this long. */
const ANY_WRITER_AFTER_MS = 24 * 60 * 60_000;

const TEMP_NAME = /^[0-9a-f]{16}-(\d+)-(\d*)-(.+)\.partial$/;

let stamp: ProcessStamp | undefined;
/** Temp names this process is writing, whichever store instance writes them. */
const inFlight = new Set<string>();

/**
 * A temp file name that says which process writes it, so a later sweep can
 * ask whether it still does; this process's own sweeps skip it until
 * released.
 */
export function claimTempName(): string {
  stamp ??= ownStamp();
  const name = `${randomBytes(8).toString('hex')}-${stamp.pid}-${stamp.started ?? ''}-${encodeURIComponent(stamp.host)}.partial`;
  inFlight.add(name);
  return name;
}

export function releaseTempName(name: string): void {
  inFlight.delete(name);
}

function writerOf(name: string): ProcessStamp | undefined {
  const match = TEMP_NAME.exec(name);
  if (!match) return undefined;
  const [, pid, started, host] = match;
  return {
    pid: Number(pid),
    host: decodeURIComponent(host ?? ''),
    ...(started ? { started } : {}),
  };
}

function abandoned(name: string, quietMs: number): boolean {
  if (inFlight.has(name) || quietMs < QUIET_MS) return false;
  if (quietMs >= ANY_WRITER_AFTER_MS) return true;
  const writer = writerOf(name);
  const liveness = writer ? stampLiveness(writer) : 'unknown';
  if (liveness === 'unknown') return quietMs >= UNKNOWN_WRITER_AFTER_MS;
  // Our pid on a name we are not writing: ours, left by a failed cleanup, or
  // an earlier process's where no start time tells the two apart (the first
  // process of a container often has the same pid every time).
  const ours = writer?.pid === process.pid && writer.started === stamp?.started;
  return liveness === 'dead' || ours;
}

/**
 * Removes the temp files that processes killed while writing left in
 * `incoming`, never one a live writer (here or on another host sharing the
 * directory) may still rename into place. Returns the bytes freed.
 */
export async function sweepIncoming(incoming: string, now: number = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(incoming);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 0;
    throw error;
  }
  let freed = 0;
  for (const name of names) {
    const path = join(incoming, name);
    let info;
    try {
      info = await stat(path);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    if (!info.isFile() || !abandoned(name, now - info.mtimeMs)) continue;
    await rm(path, { force: true });
    freed += info.size;
  }
  return freed;
}
