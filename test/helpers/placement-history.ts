import { historyKey, lineageEntryKey, manifestKey, runIndexKey } from '../../src/store/layout.js';
import { serializeManifest } from '../../src/records/manifest.js';
import type { Store } from '../../src/store/store.js';

/** One attempt of a lineage as a store holds it after finalize, for placement tests. */
export interface SeededRun {
  readonly lineage: string;
  readonly runId: string;
  readonly attempt: number;
  readonly cloud?: string;
  readonly region: string;
  readonly zone?: string;
  readonly type: string;
  readonly market?: 'spot' | 'on-demand';
  /** Epoch ms the VM was running. */
  readonly startedAt: number;
  /** Epoch ms finalize found it gone or removed it; unset while it runs. */
  readonly endedAt?: number;
  /** Epoch ms of the cloud's notice; unset when it was not reclaimed. */
  readonly noticeAt?: number;
  /** Rungs its launch found without room first. */
  readonly passedOver?: readonly { zone: string; type: string; region: string; at: number }[];
  /** The trainer's steps: first and last printed, and when the first came. */
  readonly steps?: { first: number; last: number; total?: number; firstAt: number };
}

const iso = (ms: number) => new Date(ms).toISOString();

async function record(store: Store, run: SeededRun, event: string, body: object): Promise<void> {
  await store.writeText(historyKey(run.lineage, run.runId, event), `${JSON.stringify(body)}\n`);
}

/** Writes the run's index entries, manifest and history records as a real run leaves them. */
export async function seedRun(store: Store, run: SeededRun): Promise<void> {
  const { lineage, runId, attempt } = run;
  const restarted = attempt > 1 ? `\nafter ${lineage}\n` : '\n';
  await store.writeText(runIndexKey(runId), `${lineage}${restarted}`);
  await store.writeText(lineageEntryKey(lineage, attempt, runId), '{}\n');
  const end = run.noticeAt ?? run.endedAt;
  await store.writeText(
    manifestKey(lineage, runId),
    serializeManifest({
      format: 1,
      lineage,
      runId,
      attempt,
      state:
        end === undefined ? 'running' : run.noticeAt !== undefined ? 'interrupted' : 'completed',
      startedAt: iso(run.startedAt),
      updatedAt: iso(end ?? run.startedAt),
      files: [],
      ...(run.noticeAt === undefined
        ? {}
        : {
            notice: {
              source: 'aws',
              reason: 'instance-action terminate',
              receivedAt: iso(run.noticeAt),
              deadline: iso(run.noticeAt + 120_000),
              durableAt: iso(run.noticeAt + 20_000),
            },
          }),
    }),
  );
  await record(store, run, 'launch', {
    cloud: run.cloud ?? 'aws',
    region: run.region,
    ...(run.zone === undefined ? {} : { zone: run.zone }),
    instanceType: run.type,
    market: run.market ?? 'spot',
    nodes: 1,
    instanceIds: [`i-${runId}`],
    vmRequestedAt: iso(run.startedAt - 5000),
    vmRunningAt: iso(run.startedAt),
    ...(run.passedOver === undefined
      ? {}
      : {
          passedOver: run.passedOver.map((p) => ({
            instanceType: p.type,
            region: p.region,
            zone: p.zone,
            market: 'spot',
            at: iso(p.at),
          })),
        }),
  });
  await seedEnd(store, run);
}

async function seedEnd(store: Store, run: SeededRun): Promise<void> {
  const { steps } = run;
  if (steps) await record(store, run, 'first-step', { at: iso(steps.firstAt), step: steps.first });
  if (run.noticeAt !== undefined) {
    await record(store, run, 'notice', {
      at: iso(run.noticeAt),
      source: 'aws',
      reason: 'instance-action terminate',
      deadline: iso(run.noticeAt + 120_000),
    });
  }
  const end = run.noticeAt ?? run.endedAt;
  if (end === undefined) return;
  await record(store, run, 'attempt-ended', {
    at: iso(end + 30_000),
    outcome: run.noticeAt === undefined ? 'completed' : 'interrupted',
    lastDurableAt: iso(end + 20_000),
    ...(steps ? { lastStep: steps.last } : {}),
    ...(steps?.total === undefined ? {} : { totalSteps: steps.total }),
  });
  await record(store, run, 'finalize', {
    at: iso((run.endedAt ?? end) + 60_000),
    vmState: 'terminated',
    reclaimed: run.noticeAt !== undefined,
    vanished: false,
  });
}
