import { consoleLogger } from '../base/log.js';
import { formatBytes } from '../base/bytes.js';
import { textTable } from '../base/text-table.js';
import { resumeText } from '../report/resume-summary.js';
import { readLineageHistory } from '../history/read-history.js';
import { resumeTimelines, type ResumeTimeline } from '../history/resume-timeline.js';
import type { AttemptHistory } from '../history/attempt-history.js';
import { cloudsWhenMixed } from '../history/attempt-clouds.js';
import { gangTally, type GangTally } from '../history/gang-tally.js';
import { gangEventsText } from '../report/gang-events.js';
import { listLineages } from '../records/lineage-index.js';
import { openExistingStore } from './open-existing-store.js';
import { parseStoreCommand, readId } from '../settings/store-command.js';
import { STORE_FLAGS_USAGE } from '../settings/store-flags.js';
import {
  summariseLineages,
  summariseRuns,
  type LineageSummary,
  type RunSummary,
} from './store-listing.js';

export const LS_USAGE = `usage: spot-train ls [--store URL] [LINEAGE] [--json]

Without LINEAGE, lists the store's lineages: first and last run, the last
run's state, its attempt number, and the size of its file set (what a
restart would restore). With LINEAGE, lists its runs newest first: attempt,
state, when it started and was last updated (sealed), its file set, and who
claimed the restart after it.

options:
${STORE_FLAGS_USAGE}  --json                     print JSON instead of a table:
                             without LINEAGE {"store", "lineages": [{"lineage", "runs",
                               "firstRunId", "lastRunId", "lastState", "lastUpdatedAt",
                               "attempts", "files", "bytes"}]}
                             with LINEAGE {"store", "lineage", "runs": [{"runId", "attempt",
                               "state", "startedAt", "updatedAt", "files", "bytes",
                               "restoredFrom", "problem", "restartClaim": {"by", "claimedAt",
                               "restartRunId"} | null, "cloud"*}], "interruptions": [{"runId",
                               "attempt", "kind", "nextRunId", "cloud"*, "nextCloud"*,
                               "totalMs", "points":
                               [{"point", "at", "sinceStartMs", "gapMs"}]}], "gangs":
                               {"runs": [{"runId", "attempt", "left", "joined",
                               "shortNodeMinutes", "changes": [{"kind", "node", "seat",
                               "at", ...}]}], "reclaimsSurvived", "hostRestarts",
                               "otherRestarts", "unknownRestarts"}}
                             bytes are exact; times are ISO 8601; unknown values are null;
                             * only when the lineage's runs ran on more than one cloud

With LINEAGE, a lineage that ran a gang gets an "elastic gang" section: for
each run of an elastic gang, how many nodes left and joined and the
node-minutes it trained short of its size, then each change (who left and
why, the replacement node 0 asked for, who joined); and for the lineage,
the whole-gang restarts caused by losing node 0 (the rendezvous host) or
another node, against the departures the gang trained on through.

When the lineage's runs ran on more than one cloud, the runs get a CLOUD
column and each resume names the clouds ("run 101 on gcp").

Each interruption that a later run continued is followed by its resume
timeline: the notice (or finalize finding the VM gone), durable,
dispatched, and the next run's start, VM, runner, train step, restore and
first step, each as recorded, or unknown.

exit status: 0 listed (an empty store lists nothing), 1 the store failed or
LINEAGE has no runs, 2 a usage error.
`;

/** `spot-train ls`: what a store holds, for a person or (with --json) a script. */
export async function lsCommand(args: readonly string[]): Promise<number> {
  const line = parseStoreCommand(args, process.env, {
    command: 'ls',
    strings: [],
    booleans: ['json'],
    maxPositionals: 1,
  });
  if (line.help) {
    process.stdout.write(LS_USAGE);
    return 0;
  }
  const given = line.positionals[0];
  const lineage = given === undefined ? undefined : readId(given, 'LINEAGE');
  const logger = consoleLogger({ verbose: line.verbose });
  const store = await openExistingStore(line.store, logger);
  const json = line.flag('json') === true;
  if (lineage === undefined) {
    const lineages = await summariseLineages(store, await listLineages(store));
    write(json ? { store: store.url, lineages } : lineageTable(store.url, lineages));
    return 0;
  }
  const runs = await summariseRuns(store, lineage);
  if (runs.length === 0) {
    process.stderr.write(
      `spot-train: lineage ${lineage} has no runs in ${store.url}; 'spot-train ls' lists its lineages\n`,
    );
    return 1;
  }
  const warn = (message: string) => process.stderr.write(`spot-train: ${message}\n`);
  const history = await readLineageHistory(store, lineage, { warn });
  const timelines = resumeTimelines(history);
  const gangs = gangTally(history);
  const clouds = cloudsWhenMixed(history);
  write(
    json
      ? {
          store: store.url,
          lineage,
          runs:
            clouds.size === 0
              ? runs
              : runs.map((r) => ({ ...r, cloud: clouds.get(r.runId) ?? null })),
          interruptions: timelines.map(timelineJson),
          gangs: gangsJson(history, gangs),
        }
      : runTable(store.url, lineage, runs, clouds) +
          gangEventsText(history, gangs) +
          resumeText(timelines),
  );
  return 0;
}

/** The gang tally with each elastic run's changes, times as ISO 8601. */
function gangsJson(history: readonly AttemptHistory[], tally: GangTally): object {
  const changesOf = (runId: string) =>
    (history.find((run) => run.runId === runId)?.gang?.changes ?? []).map((change) => ({
      ...change,
      at: new Date(change.at).toISOString(),
    }));
  return {
    ...tally,
    runs: tally.runs.map((run) => ({ ...run, changes: changesOf(run.runId) })),
  };
}

/** Times as ISO 8601, as the rest of the JSON gives them. */
function timelineJson(timeline: ResumeTimeline): object {
  return {
    ...timeline,
    points: timeline.points.map((point) => ({
      ...point,
      at: point.at === null ? null : new Date(point.at).toISOString(),
    })),
  };
}

function write(output: object | string): void {
  process.stdout.write(
    typeof output === 'string' ? output : `${JSON.stringify(output, null, 2)}\n`,
  );
}

function lineageTable(storeUrl: string, lineages: readonly LineageSummary[]): string {
  if (lineages.length === 0) return `no lineages in ${storeUrl}\n`;
  const rows = lineages.map((l) => [
    l.lineage,
    String(l.runs),
    l.firstRunId ?? '-',
    l.lastRunId ?? '-',
    l.lastState ?? '-',
    String(l.attempts),
    shortTime(l.lastUpdatedAt),
    `${l.files} (${formatBytes(l.bytes)})`,
  ]);
  const headers = [
    'LINEAGE',
    'RUNS',
    'FIRST RUN',
    'LAST RUN',
    'STATE',
    'ATTEMPTS',
    'UPDATED',
    'FILES',
  ];
  return `${textTable(headers, rows).join('\n')}\n`;
}

/** The runs, newest first; with a CLOUD column only when they ran on more than one cloud. */
function runTable(
  storeUrl: string,
  lineage: string,
  runs: readonly RunSummary[],
  clouds: ReadonlyMap<string, string>,
): string {
  const named = clouds.size > 0;
  const rows = runs.map((r) => [
    r.attempt === null ? '-' : String(r.attempt),
    r.runId,
    ...(named ? [clouds.get(r.runId) ?? '-'] : []),
    r.state,
    shortTime(r.startedAt),
    shortTime(r.updatedAt),
    `${r.files} (${formatBytes(r.bytes)})`,
    r.problem ?? claimText(r.restartClaim),
  ]);
  const headers = [
    'ATTEMPT',
    'RUN',
    ...(named ? ['CLOUD'] : []),
    'STATE',
    'STARTED',
    'UPDATED',
    'FILES',
    'RESTART',
  ];
  return `lineage ${lineage} in ${storeUrl}\n${textTable(headers, rows).join('\n')}\n`;
}

function claimText(claim: RunSummary['restartClaim']): string {
  if (claim === null) return '-';
  return claim.restartRunId === null
    ? `claimed by ${claim.by}`
    : `claimed by ${claim.by}: run ${claim.restartRunId}`;
}

/** ISO time to the second, as UTC, which is how the manifests record it. */
function shortTime(iso: string | null): string {
  return iso === null ? '-' : `${iso.slice(0, 19).replace('T', ' ')}Z`;
}
