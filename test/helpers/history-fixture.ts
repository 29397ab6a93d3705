import {
  claimKey,
  historyKey,
  lineageEntryKey,
  manifestKey,
  runIndexKey,
} from '../../src/store/layout.js';
import {
  serializeManifest,
  type Manifest,
  type ManifestNotice,
} from '../../src/records/manifest.js';
import type { FileStore } from '../../src/store/file/file-store.js';
import type { Store } from '../../src/store/store.js';

/** The notice of the fixture's first run; every other time is counted from it. */
export const T0 = Date.parse('2026-11-30T12:00:00.000Z');

const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

function manifestOf(runId: string, attempt: number, extra: Partial<Manifest>): string {
  return serializeManifest({
    format: 1,
    lineage: 'L',
    runId,
    attempt,
    state: 'completed',
    startedAt: at(-3600),
    updatedAt: at(0),
    files: [],
    ...extra,
  });
}

async function record(store: Store, runId: string, event: string, body: object): Promise<void> {
  await store.writeText(historyKey('L', runId, event), `${JSON.stringify(body)}\n`);
}

/**
 * Lineage L: run L (attempt 1) interrupted by a notice at T0, durable at
 * +35 s, its restart dispatched at +37 s; run 101 (attempt 2) created at
 * +38 s, its VM requested at +70 s and running at +75 s, its train job at
 * +150 s, train step +155 s, restore +170 s, first step +190 s. Run 101's
 * runner-online record is missing on purpose: it must show as unknown.
 */
export async function seedHistory(store: Store): Promise<void> {
  await store.writeText(runIndexKey('L'), 'L\n');
  await store.writeText(runIndexKey('101'), 'L\nafter L\n');
  await store.writeText(lineageEntryKey('L', 1, 'L'), '{}\n');
  await store.writeText(lineageEntryKey('L', 2, '101'), '{}\n');
  const notice: ManifestNotice = {
    source: 'aws',
    reason: 'instance-action terminate',
    receivedAt: at(0),
    deadline: at(120),
  };
  await store.writeText(
    manifestKey('L', 'L'),
    manifestOf('L', 1, { state: 'interrupted', notice: { ...notice, durableAt: at(35) } }),
  );
  await store.writeText(
    manifestKey('L', '101'),
    manifestOf('101', 2, { startedAt: at(155), updatedAt: at(4000) }),
  );
  await store.writeText(
    claimKey('L', 'L'),
    JSON.stringify({
      by: 'supervisor',
      claimedAt: at(36),
      dispatchedAt: at(37),
      restartRunId: '101',
    }),
  );
  const launch = (runId: string, requested: number, market: string) =>
    record(store, runId, 'launch', {
      cloud: 'aws',
      region: 'us-east-1',
      zone: 'us-east-1a',
      instanceType: 'g5.xlarge',
      market,
      nodes: 1,
      instanceIds: [`i-${runId}`],
      vmRequestedAt: at(requested),
      vmRunningAt: at(requested + 5),
    });
  await launch('L', -3700, 'spot');
  await record(store, 'L', 'notice', { at: at(0), ...notice });
  await record(store, 'L', 'attempt-ended', {
    at: at(40),
    outcome: 'interrupted',
    durableAt: at(35),
    lastDurableAt: at(-30),
    maxLagMs: 4200,
    lastLagMs: 1800,
  });
  await record(store, '101', 'github', {
    runCreatedAt: at(38),
    runStartedAt: at(40),
    trainJobStartedAt: at(150),
  });
  await launch('101', 70, 'on-demand');
  await record(store, '101', 'train-step-started', { at: at(155) });
  await record(store, '101', 'restore-done', { at: at(170), bytes: 1024 });
  await record(store, '101', 'first-step', { at: at(190), step: 1151 });
  await record(store, '101', 'attempt-ended', {
    at: at(4000),
    outcome: 'completed',
    durableAt: at(4000),
  });
  await record(store, '101', 'finalize', {
    at: at(4100),
    vmState: 'terminated',
    reclaimed: false,
    vanished: false,
  });
}

/**
 * Lineage L as it stands when run 101's train step begins: run L
 * interrupted, 101 launched, nothing of its train step recorded yet.
 */
export async function seedBeforeTrainStep(store: FileStore): Promise<void> {
  await seedHistory(store);
  for (const event of [
    'train-step-started',
    'restore-done',
    'first-step',
    'attempt-ended',
    'finalize',
  ])
    await store.deleteObject(historyKey('L', '101', event));
  await store.deleteObject(manifestKey('L', '101'));
}
