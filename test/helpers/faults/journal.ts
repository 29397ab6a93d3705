import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One file as the trainer journaled it: a path in the outputs and the SHA-256 of its bytes. */
export interface JournaledFile {
  readonly path: string;
  readonly sha256: string;
}

export interface Checkpoint {
  readonly step: number;
  readonly files: readonly JournaledFile[];
  /** Saved because of SIGINT / SIGTERM: the notice-time save. */
  readonly notice: boolean;
}

/** What the fault trainer (test/fixtures/fault-trainer.py) journaled in one attempt. */
export interface AttemptJournal {
  readonly started?: { readonly pid: number; readonly pgid: number };
  readonly resumed?: { readonly step: number; readonly restored: readonly JournaledFile[] };
  /** Every file written completely (temp file renamed into place). */
  readonly files: readonly JournaledFile[];
  readonly checkpoints: readonly Checkpoint[];
  /** Folders the trainer itself deleted (its rotation), relative to the outputs. */
  readonly removed: readonly string[];
  /** The last step the trainer reached (0 if it took none). */
  readonly lastStep: number;
}

/** The journal file of attempt `index`; one per attempt, so a cut line never spills over. */
export function journalPath(dir: string, index: number): string {
  return join(dir, `journal-${index}.jsonl`);
}

/** Reads one attempt's journal; a missing file is an attempt whose trainer never started. */
export async function readJournal(path: string): Promise<AttemptJournal> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return { files: [], checkpoints: [], removed: [], lastStep: 0 };
  let started: AttemptJournal['started'];
  let resumed: AttemptJournal['resumed'];
  const files: JournaledFile[] = [];
  const checkpoints: Checkpoint[] = [];
  const removed: string[] = [];
  let lastStep = 0;
  for (const line of text.split('\n')) {
    const event = parseLine(line);
    if (!event) continue;
    if (event.event === 'start') started = { pid: num(event.pid), pgid: num(event.pgid) };
    else if (event.event === 'resumed') {
      resumed = { step: num(event.step), restored: fileList(event.restored) };
      lastStep = Math.max(lastStep, resumed.step);
    } else if (event.event === 'file') files.push(...fileList([event]));
    else if (event.event === 'step') lastStep = Math.max(lastStep, num(event.step));
    else if (event.event === 'removed' && typeof event.folder === 'string')
      removed.push(event.folder);
    else if (event.event === 'checkpoint')
      checkpoints.push({
        step: num(event.step),
        files: fileList(event.files),
        notice: event.notice === true,
      });
  }
  return {
    ...(started ? { started } : {}),
    ...(resumed ? { resumed } : {}),
    files,
    checkpoints,
    removed,
    lastStep,
  };
}

/** A line cut by a kill is not JSON: it describes nothing complete, so it is skipped. */
function parseLine(line: string): Record<string, unknown> | undefined {
  if (line.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}

function fileList(value: unknown): JournaledFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, sha256 } = item as Record<string, unknown>;
    return typeof path === 'string' && typeof sha256 === 'string' ? [{ path, sha256 }] : [];
  });
}
