import { mkdir, readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { systemClock } from '../base/clock.js';
import { restoreLineage, type RestoreResult } from '../checkpoints/restore.js';
import { UserError } from '../base/errors.js';
import { consoleLogger, type Logger } from '../base/log.js';
import { formatBytes } from '../base/bytes.js';
import { countOf } from '../base/count.js';
import { formatDuration } from '../base/duration.js';
import { CONCURRENCY_RANGE } from '../settings/ranges.js';
import { parseInteger } from '../settings/values.js';
import { lineageOfIndex, runIndexKey } from '../store/layout.js';
import { listLineages, readLineageIndex } from '../records/lineage-index.js';
import type { LineageRun } from '../records/lineage.js';
import { openExistingStore } from './open-existing-store.js';
import { readRunManifest } from '../records/run-manifest.js';
import type { Store } from '../store/store.js';
import { summariseLineages } from './store-listing.js';
import { CommandFailed } from './command-failed.js';
import { parseStoreCommand, readId } from '../settings/store-command.js';
import { STORE_FLAGS_USAGE } from '../settings/store-flags.js';

export const RESTORE_USAGE = `usage: spot-train restore [--store URL] [--lineage L] [--run R] [options] DEST

Restores into DEST what a restart would: the newest run of the lineage
whose whole file set downloads with the sizes and SHA-256 its manifest
recorded, passing over runs with no files or with torn or tampered objects.
Files are staged in DEST/.spot-train-staging and moved into place only once
the whole set is verified.

options:
  --lineage L                the lineage (default: the store's only one or, of several,
                             the one whose newest run was updated last; the log says which)
  --run R                    restore exactly this run's file set, never an earlier one;
                             fails if it cannot be restored whole
  --concurrency N            files downloaded at once (default 8)
  --force                    restore into a DEST that is not empty; files of the same
                             path are replaced, others are left alone (without it a
                             non-empty DEST is refused)
${STORE_FLAGS_USAGE}
exit status: 0 restored, 1 nothing restorable (or the store failed), 2 a usage error.
`;

/** `spot-train restore`: a restart's restore, into a directory of the user's choosing. */
export async function restoreCommand(args: readonly string[]): Promise<number> {
  const line = parseStoreCommand(args, process.env, {
    command: 'restore',
    strings: ['lineage', 'run', 'concurrency'],
    booleans: ['force'],
    maxPositionals: 1,
  });
  if (line.help) {
    process.stdout.write(RESTORE_USAGE);
    return 0;
  }
  const given = line.positionals[0];
  if (given === undefined)
    throw new UserError(
      `DEST is missing: name the directory to restore into (see 'spot-train restore --help')`,
    );
  const text = (name: string) => {
    const value = line.flag(name);
    return typeof value === 'string' ? value : undefined;
  };
  // Ids are checked before anything is opened: a bad one is a usage error.
  const lineageFlag = optionalId(text('lineage'), '--lineage');
  const runFlag = optionalId(text('run'), '--run');
  const concurrency = parseInteger(text('concurrency') ?? '8', '--concurrency', CONCURRENCY_RANGE);
  const dest = resolve(given);
  await requireEmpty(dest, line.flag('force') === true);
  const logger = consoleLogger({ verbose: line.verbose });
  const store = await openExistingStore(line.store, logger);
  const lineage =
    lineageFlag ??
    (runFlag !== undefined
      ? await lineageOfRun(store, runFlag)
      : await chooseLineage(store, logger));
  const runs = runFlag === undefined ? undefined : [await oneRun(store, lineage, runFlag)];
  await mkdir(dest, { recursive: true });
  const result = await restoreLineage({
    store,
    lineage,
    currentRunId: '',
    restartDir: dest,
    concurrency,
    clock: systemClock,
    logger,
    announce: false,
    ...(runs ? { runs } : {}),
  });
  if (result.fromRunId === undefined)
    throw new CommandFailed(nothingRestored(store, lineage, result));
  const taken = await readRunManifest(store, lineage, result.fromRunId);
  const attempt = typeof taken === 'object' ? ` (attempt ${taken.attempt}, ${taken.state})` : '';
  process.stdout.write(`${restoredLine(result, dest, attempt)}\n`);
  return 0;
}

function optionalId(value: string | undefined, name: string): string | undefined {
  return value === undefined ? undefined : readId(value, name);
}

async function requireEmpty(dest: string, force: boolean): Promise<void> {
  if (force) return;
  let entries: string[];
  try {
    entries = await readdir(dest);
  } catch {
    return;
  }
  if (entries.length > 0)
    throw new UserError(
      `DEST: ${dest} is not empty; restore into a new directory, or add --force to replace files there`,
    );
}

/**
 * The lineage of a run: from the store's run index, which a restart writes;
 * a local run writes none, so failing that, the lineage whose index lists it.
 */
async function lineageOfRun(store: Store, runId: string): Promise<string> {
  const text = await store.readText(runIndexKey(runId));
  if (text !== undefined) return lineageOfIndex(text);
  for (const lineage of await listLineages(store)) {
    if (lineage === runId) return lineage;
    const entries = await readLineageIndex(store, lineage);
    if (entries?.some((entry) => entry.runId === runId)) return lineage;
  }
  throw new CommandFailed(
    `--run: no run ${runId} in ${store.url}; 'spot-train ls LINEAGE' lists a lineage's runs`,
  );
}

async function oneRun(store: Store, lineage: string, runId: string): Promise<LineageRun> {
  const manifest = await readRunManifest(store, lineage, runId);
  if (manifest === undefined)
    throw new CommandFailed(`--run: lineage ${lineage} in ${store.url} has no run ${runId}`);
  return {
    runId,
    manifest: typeof manifest === 'string' ? `its manifest is unusable: ${manifest}` : manifest,
  };
}

/** The only lineage, or the one most recently written to. */
async function chooseLineage(store: Store, logger: Logger): Promise<string> {
  const names = await listLineages(store);
  if (names.length === 0)
    throw new CommandFailed(`no lineages in ${store.url}: nothing to restore`);
  if (names.length === 1) return names[0] ?? '';
  const summaries = await summariseLineages(store, names);
  const newest = summaries.reduce((best, next) =>
    (next.lastUpdatedAt ?? '') > (best.lastUpdatedAt ?? '') ? next : best,
  );
  logger.info(
    `${store.url} holds ${names.length} lineages; restoring ${newest.lineage}, whose newest run was updated last (choose with --lineage)`,
  );
  return newest.lineage;
}

function nothingRestored(store: Store, lineage: string, result: RestoreResult): string {
  if (result.skipped.length === 0) return `lineage ${lineage} has no runs in ${store.url}`;
  const reasons = result.skipped.map((skip) => `  run ${skip.runId}: ${skip.reason}`).join('\n');
  return `nothing of lineage ${lineage} in ${store.url} can be restored:\n${reasons}`;
}

function restoredLine(result: RestoreResult, dest: string, attempt: string): string {
  const seconds = result.durationMs / 1000;
  const rate = seconds > 0 ? `, ${formatBytes(Math.round(result.bytes / seconds))}/s` : '';
  return `restored ${countOf(result.files.length, 'file')} (${formatBytes(result.bytes)}) of run ${result.fromRunId ?? ''}${attempt} into ${dest} in ${formatDuration(result.durationMs)}${rate}`;
}
