import { mkdir, open, readFile, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from '../base/error-code.js';
import { UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { ownStamp, stampLiveness, type ProcessStamp } from '../base/process-liveness.js';

/**
 * The holder refreshes the lock's mtime this often, so a lock whose owner
 * cannot be asked (it ran on another host sharing the directory) is known to
 * be abandoned once it has not been refreshed for STALE_AFTER_MS.
 */
const HEARTBEAT_MS = 20_000;
const STALE_AFTER_MS = 120_000;
/** Taking over a dead holder's lock takes milliseconds; a guard this old was left by a killed taker. */
const TAKEOVER_GUARD_STALE_MS = 10_000;

/** Lock files this process holds, so a second lock here is refused as another process's would be. */
const heldHere = new Set<string>();

interface LockRecord extends ProcessStamp {
  readonly since: string;
  readonly cwd: string;
}

export interface WorkLock {
  release(): Promise<void>;
}

/**
 * Makes `workDir` this run's alone: two runs there would set aside,
 * restore and mix each other's checkpoints. A lock whose holder is dead is
 * taken over; one whose holder lives fails this run at once, naming it.
 */
export async function lockWorkDir(workDir: string, logger: Logger): Promise<WorkLock> {
  await mkdir(workDir, { recursive: true });
  const path = join(workDir, 'run.lock');
  const record: LockRecord = { ...ownStamp(), since: new Date().toISOString(), cwd: process.cwd() };
  const text = `${JSON.stringify(record)}\n`;
  if (!(await createExclusive(path, text))) {
    const held = await readFile(path, 'utf8').catch(() => '');
    if (!(await abandoned(path, held))) throw busy(workDir, held);
    logger.warning(`taking over the lock of ${workDir}, left by ${describeHolder(held)}`);
    if (!(await takeOver(path, held, text))) throw busy(workDir, await readFile(path, 'utf8'));
  }
  heldHere.add(path);
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(path, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    release: async () => {
      clearInterval(heartbeat);
      heldHere.delete(path);
      // Only our own: a lock someone took over from us (we were frozen too long) stays theirs.
      if ((await readFile(path, 'utf8').catch(() => '')) === text) await rm(path, { force: true });
    },
  };
}

async function abandoned(path: string, held: string): Promise<boolean> {
  const holder = parseRecord(held);
  // Our own pid on a lock we do not hold: an earlier process that had it (a
  // container's first process), where no start time tells the two apart.
  if (holder?.pid === process.pid && holder.host === ownStamp().host) return !heldHere.has(path);
  const liveness = holder ? stampLiveness(holder) : 'unknown';
  if (liveness !== 'unknown') return liveness === 'dead';
  // A holder we cannot ask, or a lock its writer died before filling in.
  const age = await ageMs(path);
  return age === undefined || age > STALE_AFTER_MS;
}

/**
 * Removes the abandoned lock and creates ours, under a guard file, so that
 * of two runs finding the same dead lock, one removes it and the other then
 * finds (and reports) the winner's lock instead of removing it too.
 */
async function takeOver(path: string, judged: string, text: string): Promise<boolean> {
  const guard = `${path}.takeover`;
  if (!(await createExclusive(guard, ''))) {
    if (((await ageMs(guard)) ?? 0) < TAKEOVER_GUARD_STALE_MS) return false;
    await rm(guard, { force: true });
    if (!(await createExclusive(guard, ''))) return false;
  }
  try {
    const current = await readFile(path, 'utf8').catch(() => undefined);
    if (current !== undefined && current !== judged) return false;
    await rm(path, { force: true });
    return await createExclusive(path, text);
  } finally {
    await rm(guard, { force: true });
  }
}

async function createExclusive(path: string, text: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(path, 'wx');
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
  return true;
}

async function ageMs(path: string): Promise<number | undefined> {
  try {
    return Date.now() - (await stat(path)).mtimeMs;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return undefined;
    return value as LockRecord;
  } catch {
    return undefined;
  }
}

function describeHolder(held: string): string {
  const holder = parseRecord(held);
  if (!holder) return 'a process that did not say who it was';
  return `process ${holder.pid} on ${holder.host} (started ${holder.since}, in ${holder.cwd})`;
}

function busy(workDir: string, held: string): UserError {
  return new UserError(
    `another spot-train run, ${describeHolder(held)}, is using the work directory ${workDir}; ` +
      'two runs there would mix their checkpoints. Wait for it to end or stop it, ' +
      'or give this run its own --work-dir and --outputs.',
  );
}
