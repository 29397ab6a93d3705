import { readClaim } from '../records/claim.js';
import { historyKey } from '../store/layout.js';
import { readLineage, walkLineage, type LineageRun } from '../records/lineage.js';
import type { Manifest } from '../records/manifest.js';
import type { Store } from '../store/store.js';
import type { AttemptHistory, GangHistory } from './attempt-history.js';
import { gangHistoryUntil, readGangHistory, type Warn } from './read-gang.js';
import { HISTORY_EVENTS, msOf, type HistoryEvent, type HistoryRecords } from './records.js';
import { attemptTraffic, ownFiles, readRunTraffic, type NodeTraffic } from './traffic.js';

type Found = { -readonly [E in HistoryEvent]?: HistoryRecords[E] };

/**
 * Every run of a lineage with its history, oldest attempt first. Reads the
 * runs' manifests, history records and restart claims: about ten small
 * reads per run, all at once.
 */
export async function readLineageHistory(
  store: Store,
  lineage: string,
  options: { readonly newest?: number; readonly warn?: Warn } = {},
): Promise<AttemptHistory[]> {
  const runs = await newestRuns(store, lineage, options.newest);
  const warn = options.warn ?? (() => {});
  return Promise.all(runs.reverse().map((run) => readRunHistory(store, lineage, run, warn)));
}

/**
 * The lineage's runs, newest first; with `newest`, only that many, read
 * through the index one attempt at a time, so a train step that wants
 * recent history pays for it and not for the whole lineage.
 */
async function newestRuns(
  store: Store,
  lineage: string,
  newest: number | undefined,
): Promise<LineageRun[]> {
  if (newest === undefined) return readLineage(store, lineage);
  const runs: LineageRun[] = [];
  for await (const run of walkLineage(store, lineage)) {
    runs.push(run);
    if (runs.length >= newest) break;
  }
  return runs;
}

async function readRunHistory(
  store: Store,
  lineage: string,
  run: LineageRun,
  warn: Warn,
): Promise<AttemptHistory> {
  const manifest = typeof run.manifest === 'string' ? undefined : run.manifest;
  const [found, claim] = await Promise.all([
    readRecords(store, lineage, run.runId),
    readClaim(store, lineage, run.runId),
  ]);
  // Only an elastic gang's run (node 0 recorded it) has changes of members to list.
  const where = { lineage, runId: run.runId };
  const gang = found.elastic ? await readGangHistory(store, where, found.elastic, warn) : undefined;
  const traffic = await readRunTraffic(store, where, found.launch?.nodes, gang?.changes);
  return historyOf(run.runId, manifest, found, msOf(claim?.body?.dispatchedAt), gang, traffic);
}

async function readRecords(store: Store, lineage: string, runId: string): Promise<Found> {
  const found: Found = {};
  await Promise.all(
    HISTORY_EVENTS.map(async (event) => {
      const text = await store.readText(historyKey(lineage, runId, event));
      const record = text === undefined ? undefined : parseRecord(text);
      if (record !== undefined) Object.assign(found, { [event]: record });
    }),
  );
  return found;
}

/** One of a run's history records, or undefined when it is absent or unreadable. */
export async function readRunRecord<E extends HistoryEvent>(
  store: Store,
  lineage: string,
  runId: string,
  event: E,
): Promise<Partial<HistoryRecords[E]> | undefined> {
  const text = await store.readText(historyKey(lineage, runId, event));
  return text === undefined ? undefined : parseRecord(text);
}

/** A record a VM may have died writing is whole or absent; anything else unreadable counts as absent. */
function parseRecord(text: string): object | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/** One run's history from what was found; the manifest fills in what it recorded too. */
export function historyOf(
  runId: string,
  manifest: Manifest | undefined,
  found: Found,
  dispatched: number | undefined,
  gang?: Omit<GangHistory, 'shortNodeMinutes'>,
  traffic: readonly NodeTraffic[] = [],
): AttemptHistory {
  const { launch, finalize } = found;
  const ended = found['attempt-ended'];
  const { sealed, noticeAt, noticeDeadline, handedBack, interrupted } = endOf(manifest, found);
  const vmEndedAt = interrupted === 'notice' ? noticeDeadline : msOf(finalize?.at);
  const noticeNode = found.notice?.node;
  return {
    runId,
    attempt: manifest?.attempt,
    cloud: launch?.cloud,
    region: launch?.region,
    zone: launch?.zone,
    type: launch?.instanceType,
    market: launch?.market,
    nodes: launch?.nodes,
    onDemandNodes: launch?.onDemandNodes,
    instanceIds: launch?.instanceIds ?? [],
    vmStartedAt: msOf(launch?.vmRunningAt),
    vmEndedAt,
    interrupted,
    handedBack,
    outcome: ended?.outcome ?? outcomeOf(manifest),
    lastDurableAt: msOf(ended?.lastDurableAt) ?? lastUploadOf(manifest),
    durableLagMs: ended?.maxLagMs,
    lastDurableLagMs: ended?.lastLagMs,
    passedOver: Array.isArray(launch?.passedOver) ? launch.passedOver : [],
    firstStep: found['first-step']?.step,
    lastStep: ended?.lastStep,
    totalSteps: ended?.totalSteps,
    noticeNode: typeof noticeNode === 'number' ? noticeNode : undefined,
    gang: gang && gangHistoryUntil(gang, msOf(ended?.at) ?? vmEndedAt),
    traffic: trafficOf(traffic, found, manifest),
    points: {
      runCreated: msOf(found.github?.runCreatedAt),
      runStarted: msOf(found.github?.runStartedAt),
      vmRequested: msOf(launch?.vmRequestedAt),
      vmRunning: msOf(launch?.vmRunningAt),
      runnerOnline: msOf(found['runner-online']?.at),
      trainJobStarted: msOf(found.github?.trainJobStartedAt),
      trainStepStarted: msOf(found['train-step-started']?.at),
      restoreDone: msOf(found['restore-done']?.at),
      firstStep: msOf(found['first-step']?.at),
      notice: noticeAt,
      noticeDeadline,
      durable: msOf(ended?.durableAt ?? sealed?.durableAt),
      dispatched,
      attemptEnded: msOf(ended?.at),
      finalized: msOf(finalize?.at),
    },
  };
}

/** The run's traffic: its nodes' records, and the run's own where one is missing. */
function trafficOf(
  nodes: readonly NodeTraffic[],
  found: Found,
  manifest: Manifest | undefined,
): AttemptHistory['traffic'] {
  const restore = found['restore-done'];
  // Any record of the train step, or a manifest past `launched`, says it ran and moved bytes.
  const stepped = (
    ['train-step-started', 'restore-done', 'first-step', 'attempt-ended'] as const
  ).some((event) => found[event] !== undefined);
  return attemptTraffic(nodes, {
    trained: stepped || (manifest !== undefined && manifest.state !== 'launched'),
    restoreBytes: restore?.bytes,
    manifest,
  });
}

/** How the run's VM time ended: the notice the supervisor acted on, or finalize's word. */
function endOf(manifest: Manifest | undefined, found: Found) {
  const { notice, finalize } = found;
  // A sealed manifest's notice counts only when the cloud's: a person's stop is sealed with one too.
  const sealed =
    manifest?.state === 'interrupted' && manifest.notice?.userRequested !== true
      ? manifest.notice
      : undefined;
  const noticeAt = msOf(notice?.at ?? sealed?.receivedAt);
  const noticeDeadline = msOf(notice?.deadline ?? sealed?.deadline);
  // A hand-back to spot is the run's own choice: its VM ran on until finalize removed it.
  const handedBack = (notice?.source ?? sealed?.source) === 'hand-back';
  const interrupted: AttemptHistory['interrupted'] =
    noticeAt !== undefined && !handedBack
      ? 'notice'
      : finalize?.vanished === true
        ? 'vanished'
        : undefined;
  return { sealed, noticeAt, noticeDeadline, handedBack, interrupted };
}

function outcomeOf(manifest: Manifest | undefined): AttemptHistory['outcome'] {
  const state = manifest?.state;
  return state === 'interrupted' || state === 'completed' || state === 'failed' ? state : undefined;
}

/** The newest upload the run's own manifest records (restored files live in earlier runs). */
function lastUploadOf(manifest: Manifest | undefined): number | undefined {
  if (!manifest) return undefined;
  const times = ownFiles(manifest).flatMap((file) => {
    const ms = msOf(file.uploadedAt);
    return ms === undefined ? [] : [ms];
  });
  return times.length === 0 ? undefined : Math.max(...times);
}
