import type { Store } from '../../../src/store/store.js';
import type { Checkpoint } from './journal.js';
import type { AttemptRecord, LineageResult } from './lineage.js';
import { claimGenerations, manifestText, versionId, type StoreView } from './store-view.js';

export interface Findings {
  readonly attempts: number;
  readonly restores: number;
  /** Attempts whose trainer resumed from a saved step (not from step 0). */
  readonly resumedFromCheckpoint: number;
  readonly notices: number;
  readonly kills: { readonly supervisor: number; readonly trainer: number };
  /** Restored files whose bytes the trainer never finished writing. */
  readonly torn: readonly { index: number; path: string; sha256: string }[];
  /** Restores that resumed before the newest checkpoint durable when the attempt started. */
  readonly stale: readonly {
    index: number;
    resumed: number;
    durable: number;
    /** The attempt's log lines about what it restored and passed over: why it went back. */
    restoreLines: readonly string[];
  }[];
  /** Notice-time saves neither durable nor reported as not saved (log and manifest). */
  readonly lostUnreported: readonly {
    index: number;
    step: number;
    missing: readonly string[];
    loggedDurable: boolean;
    /** The attempt's log from its notice on, and the journal's view of the save: what to look into. */
    trail: readonly string[];
  }[];
  /** Interruptions after which the supervisor lived, without exactly one dispatch and claim. */
  readonly dispatchFaults: readonly {
    index: number;
    runId: string;
    dispatches: number;
    claims: number;
  }[];
  /** Dispatches counted for each interruption whose supervisor lived to make one. */
  readonly dispatchesPerInterruption: readonly number[];
  /** Steps reached before each interruption and not resumed by the next attempt. */
  readonly stepsLost: readonly number[];
  /** Train steps that ended on a store error: retried too little, or not at all. */
  readonly storeGaveUp: readonly { index: number; detail: string }[];
  /** Stack traces, hangs and exit codes a train step should never end with. */
  readonly crashes: readonly { index: number; detail: string }[];
}

export interface DispatchCounter {
  dispatchesAfter(runId: string): number;
}

/** Checks a lineage's journals against its store: the promises spot-train makes under faults. */
export async function checkLineage(
  result: LineageResult,
  store: Store,
  target: DispatchCounter,
): Promise<Findings> {
  const { attempts } = result;
  const complete = new Set(
    attempts.flatMap((a) => a.journal.files.map((f) => versionId(f.path, f.sha256))),
  );
  const torn = attempts.flatMap((a) =>
    (a.journal.resumed?.restored ?? [])
      .filter((f) => !complete.has(versionId(f.path, f.sha256)))
      .map((f) => ({ index: a.index, path: f.path, sha256: f.sha256 })),
  );
  const stale = attempts.flatMap((a) => {
    const resumed = a.journal.resumed?.step;
    if (resumed === undefined) return [];
    const earlier = attempts.slice(0, a.index).flatMap((e) => e.journal.checkpoints);
    const durable = newestDurableStep(earlier, a.before);
    return resumed < durable
      ? [{ index: a.index, resumed, durable, restoreLines: restoreLines(a.log) }]
      : [];
  });
  const lostUnreported = [];
  for (const a of attempts) {
    const after = attempts[a.index + 1]?.before ?? result.after;
    const lost = await unreportedNoticeSave(a, after, store);
    if (lost) lostUnreported.push(lost);
  }
  const dispatch = await dispatchChecks(result, store, target);
  return {
    attempts: attempts.length,
    restores: attempts.filter((a) => a.journal.resumed !== undefined).length,
    resumedFromCheckpoint: attempts.filter((a) => (a.journal.resumed?.step ?? 0) > 0).length,
    notices: attempts.filter(noticed).length,
    kills: {
      supervisor: attempts.filter((a) => a.killed === 'supervisor').length,
      trainer: attempts.filter((a) => a.killed === 'trainer').length,
    },
    torn,
    stale,
    lostUnreported,
    ...dispatch,
    stepsLost: stepsLost(attempts),
    storeGaveUp: attempts.flatMap(storeGaveUp),
    crashes: attempts.flatMap(crash),
  };
}

/** The newest step a restore could resume from: a checkpoint whose ckpt/ or latest/ files are all durable. */
export function newestDurableStep(checkpoints: readonly Checkpoint[], view: StoreView): number {
  let newest = 0;
  for (const checkpoint of checkpoints) {
    for (const part of ['ckpt/', 'latest/']) {
      const files = checkpoint.files.filter((f) => f.path.startsWith(part));
      if (files.length > 0 && files.every((f) => view.durable.has(versionId(f.path, f.sha256))))
        newest = Math.max(newest, checkpoint.step);
    }
  }
  return newest;
}

function restoreLines(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => /restor|passing over|download of|lineage/i.test(line))
    .slice(0, 40);
}

function noticed(a: AttemptRecord): boolean {
  return a.log.includes('Spot instance interruption found');
}

function interrupted(a: AttemptRecord): boolean {
  return a.killed !== undefined || noticed(a);
}

async function unreportedNoticeSave(
  a: AttemptRecord,
  after: StoreView,
  store: Store,
): Promise<Findings['lostUnreported'][number] | undefined> {
  // A VM that died while saving cannot report anything; only a living supervisor owes a report.
  if (a.killed === 'supervisor') return undefined;
  const save = a.journal.checkpoints.find((c) => c.notice);
  if (!save) return undefined;
  // What the trainer's own rotation deleted afterwards is not owed to the store.
  const deletedByTrainer = (path: string) =>
    a.journal.removed.some((folder) => path.startsWith(`${folder}/`));
  const missing = save.files
    .filter((f) => !after.durable.has(versionId(f.path, f.sha256)) && !deletedByTrainer(f.path))
    .map((f) => f.path);
  if (missing.length === 0) return undefined;
  const manifest = await manifestText(store, a.runId);
  const beyondFiles = manifestWithoutFiles(manifest);
  // A store that refused the seal itself cannot be told: then the manifest
  // it holds is still unsealed (`running`, so nothing claims the save is
  // there) and the log must say so.
  const unsealed =
    beyondFiles.includes('"state":"running"') && /could not seal the run's manifest/.test(a.log);
  const reported = missing.every(
    (path) =>
      (beyondFiles.includes(path) || unsealed) &&
      a.log
        .split('\n')
        .some((line) => line.includes(path) && /not (saved|durable|uploaded)/i.test(line)),
  );
  if (reported) return undefined;
  return {
    index: a.index,
    step: save.step,
    missing,
    loggedDurable: a.log.includes('everything saved is durable'),
    trail: [
      `journal: ${JSON.stringify(save)}`,
      ...a.log
        .split('\n')
        .slice(
          Math.max(
            0,
            a.log.split('\n').findIndex((line) => /notice/i.test(line)),
          ),
        )
        .slice(0, 60),
    ],
  };
}

function manifestWithoutFiles(text: string): string {
  try {
    const manifest = JSON.parse(text) as Record<string, unknown>;
    delete manifest.files;
    return JSON.stringify(manifest);
  } catch {
    return '';
  }
}

async function dispatchChecks(
  result: LineageResult,
  store: Store,
  target: DispatchCounter,
): Promise<Pick<Findings, 'dispatchFaults' | 'dispatchesPerInterruption'>> {
  const dispatchFaults: { index: number; runId: string; dispatches: number; claims: number }[] = [];
  const dispatchesPerInterruption: number[] = [];
  for (const a of result.attempts) {
    if (!interrupted(a)) continue;
    const dispatches = target.dispatchesAfter(a.runId);
    const claims = await claimGenerations(store, a.runId);
    // A vanished VM leaves its restart to the finalize job; it must still never dispatch twice.
    if (a.killed === 'supervisor') {
      if (dispatches > 1)
        dispatchFaults.push({ index: a.index, runId: a.runId, dispatches, claims });
      continue;
    }
    dispatchesPerInterruption.push(dispatches);
    if (dispatches !== 1 || claims !== 1)
      dispatchFaults.push({ index: a.index, runId: a.runId, dispatches, claims });
  }
  return { dispatchFaults, dispatchesPerInterruption };
}

function stepsLost(attempts: readonly AttemptRecord[]): number[] {
  const lost: number[] = [];
  let reached = 0;
  for (const a of attempts) {
    reached = Math.max(reached, a.journal.lastStep);
    const resumed = attempts[a.index + 1]?.journal.resumed?.step;
    if (interrupted(a) && resumed !== undefined) lost.push(reached - resumed);
  }
  return lost;
}

function crash(a: AttemptRecord): { index: number; detail: string }[] {
  const problems: { index: number; detail: string }[] = [];
  const trace = /^\s+at .+:\d+:\d+\)?$/m.exec(a.log);
  if (trace) {
    const line = a.log.split('\n').find((l) => /error/i.test(l)) ?? trace[0];
    problems.push({ index: a.index, detail: `stack trace: ${line.trim()}` });
  }
  if (a.hung) problems.push({ index: a.index, detail: 'still running at the attempt timeout' });
  if (a.killed !== 'supervisor' && a.code !== 0 && a.code !== 1)
    problems.push({ index: a.index, detail: `train step exited with ${String(a.code)}` });
  return problems;
}

/** The step's one error line names a store operation that failed (`put s3://... failed: ...`). */
function storeGaveUp(a: AttemptRecord): { index: number; detail: string }[] {
  const line = a.log
    .split('\n')
    .find((l) => /^::error::spot-train: .*(s3|file):\/\/\S+ failed: /.test(l));
  return line ? [{ index: a.index, detail: line.replace('::error::spot-train: ', '') }] : [];
}
