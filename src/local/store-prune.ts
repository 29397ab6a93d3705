import {
  planRetirement,
  retiredEntry,
  retireRuns,
  retiredKeys,
} from '../checkpoints/retire-runs.js';
import { requireRetentionSupport } from '../checkpoints/run-retention.js';
import { UserError } from '../base/errors.js';
import { consoleLogger, type Logger } from '../base/log.js';
import { formatBytes } from '../base/bytes.js';
import { countOf } from '../base/count.js';
import { textTable } from '../base/text-table.js';
import { parseInteger } from '../settings/values.js';
import { readLineage, type LineageRun } from '../records/lineage.js';
import { listLineages } from '../records/lineage-index.js';
import { openExistingStore } from './open-existing-store.js';
import type { Store } from '../store/store.js';
import { parseStoreCommand, readId } from '../settings/store-command.js';
import { STORE_FLAGS_USAGE } from '../settings/store-flags.js';

export const PRUNE_USAGE = `usage: spot-train prune [--store URL] --keep N [--lineage L] [--dry-run | --apply]

Applies retention from outside a run: of each lineage (or only L), the N
newest runs are kept, as the retention input keeps earlier runs, and the
rest are removed: manifest first, so no restore can pick a run whose files
are going, then every object of theirs that no kept manifest names. Never
removed: a run still launched or running, a run whose manifest cannot be
read, the newest run with a file set (what a restart restores), and each
run's restart claim and successor record (they stop a late job restarting
a removed run twice).

Without --apply nothing is removed: the runs that would go are listed with
their object count and the bytes their manifests record for those objects.

options:
  --keep N                   runs kept per lineage, newest first (required, at least 1)
  --lineage L                only this lineage
  --dry-run                  list what would go (the default)
  --apply                    remove it
${STORE_FLAGS_USAGE}
Needs a store that can list and remove objects (file://, s3://, gs://, az://).
exit status: 0 done (or nothing to remove), 1 the store failed, 2 a usage error.
`;

interface LineagePlan {
  readonly lineage: string;
  readonly runs: readonly LineageRun[];
  readonly keep: number;
  readonly protect: string | undefined;
}

/** `spot-train prune`: retention over a whole store, dry-run unless told otherwise. */
export async function pruneCommand(args: readonly string[]): Promise<number> {
  const line = parseStoreCommand(args, process.env, {
    command: 'prune',
    strings: ['keep', 'lineage'],
    booleans: ['dry-run', 'apply'],
    maxPositionals: 0,
  });
  if (line.help) {
    process.stdout.write(PRUNE_USAGE);
    return 0;
  }
  const keepText = line.flag('keep');
  if (typeof keepText !== 'string')
    throw new UserError(
      `--keep is required: how many runs of each lineage to keep (see 'spot-train prune --help')`,
    );
  const keep = parseInteger(keepText, '--keep', { min: 1, max: 10_000 });
  if (line.flag('apply') === true && line.flag('dry-run') === true)
    throw new UserError('give --dry-run or --apply, not both');
  const apply = line.flag('apply') === true;
  const lineageFlag = line.flag('lineage');
  const only = typeof lineageFlag === 'string' ? readId(lineageFlag, '--lineage') : undefined;
  const logger = consoleLogger({ verbose: line.verbose });
  const store = await openExistingStore(line.store, logger);
  requireRetentionSupport(store, keep, '--store');
  const lineages = only !== undefined ? [only] : await listLineages(store);
  let total = { runs: 0, objects: 0, bytes: 0 };
  let complete = true;
  for (const lineage of lineages) {
    const runs = await readLineage(store, lineage);
    const plan = { lineage, runs, keep, protect: newestWithFiles(runs) };
    const counted = await describePlan(store, plan, apply);
    if (apply && counted.runs > 0) complete = (await retire(store, plan, logger)) && complete;
    total = {
      runs: total.runs + counted.runs,
      objects: total.objects + counted.objects,
      bytes: total.bytes + counted.bytes,
    };
  }
  const verb = apply ? 'removed' : 'would remove';
  process.stdout.write(
    `${verb} ${countOf(total.runs, 'run')}: ${countOf(total.objects, 'object')}, ${formatBytes(total.bytes)}${apply || total.runs === 0 ? '' : ' (dry run: add --apply to remove them)'}\n`,
  );
  if (complete) return 0;
  process.stderr.write(
    'spot-train: some runs could not be removed whole; the warnings above say which\n',
  );
  return 1;
}

/** The run a restart would restore, unverified: the newest with a usable file set. */
function newestWithFiles(runs: readonly LineageRun[]): string | undefined {
  return runs.find((run) => typeof run.manifest !== 'string' && run.manifest.files.length > 0)
    ?.runId;
}

/** Prints each run of the lineage with what becomes of it and why; returns what goes. */
async function describePlan(
  store: Store,
  plan: LineagePlan,
  apply: boolean,
): Promise<{ runs: number; objects: number; bytes: number }> {
  const { kept, retiring, named } = planRetirement(planParams(plan));
  const going = new Map<string, { objects: number; bytes: number }>();
  for (const run of retiring) {
    const keys = new Set(await retiredKeys(store, plan.lineage, run.runId, named));
    // A pack is one object however many files lie in it.
    const sizes = new Map(
      run.manifest.files
        .filter((file) => keys.has(file.key))
        .map((file) => [file.key, file.pack?.size ?? file.size]),
    );
    const bytes = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    // The manifest is an object too, and so is the run's lineage index entry.
    const entry = retiredEntry(plan.lineage, run.runId, run.manifest.attempt);
    going.set(run.runId, { objects: keys.size + 1 + (entry === undefined ? 0 : 1), bytes });
  }
  const rows = plan.runs.map((run) => {
    const gone = going.get(run.runId);
    const attempt = typeof run.manifest === 'string' ? '-' : String(run.manifest.attempt);
    const fate = gone
      ? `${apply ? 'remove' : 'would remove'}: ${countOf(gone.objects, 'object')}, ${formatBytes(gone.bytes)}`
      : `keep: ${whyKept(
          run,
          plan,
          kept.findIndex((k) => k.runId === run.runId),
        )}`;
    return [
      attempt,
      run.runId,
      typeof run.manifest === 'string' ? 'unreadable' : run.manifest.state,
      fate,
    ];
  });
  process.stdout.write(
    `lineage ${plan.lineage}\n${textTable(['ATTEMPT', 'RUN', 'STATE', ''], rows).join('\n')}\n`,
  );
  const values = [...going.values()];
  return {
    runs: values.length,
    objects: values.reduce((sum, v) => sum + v.objects, 0),
    bytes: values.reduce((sum, v) => sum + v.bytes, 0),
  };
}

/** `keptAt`: the run's place among the kept runs, -1 when the plan does not keep it. */
function whyKept(run: LineageRun, plan: LineagePlan, keptAt: number): string {
  if (typeof run.manifest === 'string') return `its manifest cannot be read (${run.manifest})`;
  if (keptAt >= 0 && keptAt < plan.keep) return `one of the ${plan.keep} newest`;
  if (run.runId === plan.protect) return 'the newest run with files, what a restart restores';
  return `it is ${run.manifest.state}`;
}

function planParams(plan: LineagePlan) {
  return {
    lineage: plan.lineage,
    earlier: plan.runs,
    keep: plan.keep,
    ...(plan.protect === undefined ? {} : { restoredFrom: plan.protect }),
    namedNow: new Set<string>(),
    spare: ['running', 'launched'] as const,
  };
}

/** Removes what the plan retires; false when something could not be removed (the log says what). */
async function retire(store: Store, plan: LineagePlan, logger: Logger): Promise<boolean> {
  let failures = 0;
  const counting: Logger = {
    ...logger,
    warning: (message) => {
      failures++;
      logger.warning(message);
    },
  };
  await retireRuns({ ...planParams(plan), store, logger: counting });
  return failures === 0;
}
