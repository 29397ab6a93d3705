import { describe, expect, it } from 'vitest';
import { readLineageHistory } from '../../src/history/read-history.js';
import { TrainHistory } from '../../src/history/train-history.js';
import { parseUserPrices } from '../../src/ledger/user-prices.js';
import { finalizeLedger } from '../../src/modes/finalize-ledger.js';
import { EGRESS_USD_PER_GB } from '../../src/placement/egress.js';
import { serializeManifest } from '../../src/records/manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { gangChangesPrefix, historyKey, manifestKey } from '../../src/store/layout.js';
import type { AttemptResult } from '../../src/supervisor/attempt-types.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { seedHistory, T0 } from '../helpers/history-fixture.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const GB = 1e9;
const iso = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

/** The fixture's lineage L, run 101 launched on GCP spot as a gang of `nodes` (1: one VM). */
async function seeded(nodes = 1): Promise<FileStore> {
  const store = new FileStore(await tempDir('history-traffic'));
  await seedHistory(store);
  await store.writeText(
    historyKey('L', '101', 'launch'),
    JSON.stringify({
      cloud: 'gcp',
      region: 'us-central1',
      zone: 'us-central1-a',
      instanceType: 'g2-standard-8',
      market: 'spot',
      nodes,
      instanceIds: ['st-101'],
      vmRequestedAt: iso(70),
      vmRunningAt: iso(75),
    }),
  );
  return store;
}

/** An attempt of run 101 that restored `restored` bytes and uploaded `uploaded`, as the supervisor reports it. */
function attemptResult(restored: number, uploaded: number, node?: number): AttemptResult {
  return {
    identity: {
      lineage: 'L',
      runId: '101',
      attempt: 2,
      ...(node === undefined ? {} : { node: { index: node, count: 2 } }),
    },
    outcome: 'completed',
    exit: { code: 0, signal: null },
    escalation: 'none',
    trainerExitedAt: T0 + 3_990_000,
    restore: {
      files: [],
      bytes: restored,
      skipped: [],
      placedInOutputs: new Map(),
      durationMs: 15_000,
    },
    sync: {
      filesUploaded: 4,
      bytesUploaded: uploaded,
      uploadErrors: 0,
      maxLagMs: 900,
      lastLagMs: 700,
      afterNotice: { files: 0, bytes: 0 },
      lastDurableAt: T0 + 3_995_000,
      suspectFiles: [],
    },
    seal: { sealed: true, notSaved: [], sealedAt: T0 + 4_000_000 },
    progress: { firstStep: 1151, lastStep: 5000 },
    manifestKey: manifestKey('L', '101'),
    startedAt: T0 + 155_000,
    endedAt: T0 + 4_000_000,
  };
}

/** Node `node`'s train step of run 101 ending with that traffic; `leaves` as a node leaving an elastic gang. */
async function trainEnds(store: FileStore, result: AttemptResult, leaves = false): Promise<void> {
  const clock = new FakeClock();
  const history = new TrainHistory({
    store,
    identity: result.identity,
    stepStartedAt: result.startedAt,
    clock,
    logger: new RecordingLogger(),
  });
  history.leavesGangWhen(() => leaves);
  history.ended(result);
  await history.settled();
}

const run101 = async (store: FileStore) => (await readLineageHistory(store, 'L'))[1];

describe("a run's traffic with the store in its history", () => {
  it('is recorded by each node at its end, and summed over the run', async () => {
    const store = await seeded(2);
    await trainEnds(store, attemptResult(5 * GB, 3 * GB, 0));
    // A node leaving an elastic gang ends its own attempt, but its bytes moved all the same.
    await trainEnds(store, attemptResult(5 * GB, 1 * GB, 1), true);
    expect(JSON.parse((await store.readText(historyKey('L', '101', 'traffic-1'))) ?? '')).toEqual({
      at: iso(4000),
      restoredBytes: 5 * GB,
      uploadedBytes: 1 * GB,
    });
    expect((await run101(store))?.traffic).toEqual({
      restoredBytes: 10 * GB,
      uploadedBytes: 4 * GB,
      unrecordedNodes: 0,
    });
  });

  it("reads a replacement's record when it joined an elastic gang", async () => {
    const store = await seeded(2);
    await store.writeText(
      historyKey('L', '101', 'elastic'),
      JSON.stringify({ at: iso(200), nodes: 2, minNodes: 1 }),
    );
    await store.writeText(
      `${gangChangesPrefix('L', '101')}joined-2.json`,
      JSON.stringify({ kind: 'joined', node: 2, seat: 1, at: iso(900) }),
    );
    for (const node of [0, 1, 2]) await trainEnds(store, attemptResult(GB, GB, node));
    expect((await run101(store))?.traffic).toEqual({
      restoredBytes: 3 * GB,
      uploadedBytes: 3 * GB,
      unrecordedNodes: 0,
    });
  });

  it("falls back, as a floor, on the run's restore and its manifest where a node left no record", async () => {
    const store = await seeded(2);
    await trainEnds(store, attemptResult(1024, 500, 0));
    const file = (path: string, seq: number) => ({
      path,
      key: `L/101/files/${path}`,
      seq,
      size: 1000,
      sha256: '0'.repeat(64),
      uploadedAt: iso(300),
    });
    await store.writeText(
      manifestKey('L', '101'),
      serializeManifest({
        format: 1,
        lineage: 'L',
        runId: '101',
        attempt: 2,
        state: 'completed',
        startedAt: iso(155),
        updatedAt: iso(4000),
        // A restored file (under run L) is not this run's upload.
        files: [
          file('a.pt', 1),
          file('b.pt', 2),
          { ...file('old.pt', 1), key: 'L/L/files/old.pt' },
        ],
      }),
    );
    // Node 1's VM vanished: the run's restore record (1024 bytes) stands for its restore.
    expect((await run101(store))?.traffic).toEqual({
      restoredBytes: 2048,
      uploadedBytes: 2000,
      unrecordedNodes: 1,
    });
  });

  it('is nothing for a run whose train step never started', async () => {
    const store = await seeded();
    for (const event of ['train-step-started', 'restore-done', 'first-step', 'attempt-ended'])
      await store.deleteObject(historyKey('L', '101', event));
    // The manifest its launch wrote, which the train step would have taken on.
    await store.writeText(
      manifestKey('L', '101'),
      serializeManifest({
        format: 1,
        lineage: 'L',
        runId: '101',
        attempt: 2,
        state: 'launched',
        startedAt: iso(75),
        updatedAt: iso(75),
        files: [],
      }),
    );
    expect((await run101(store))?.traffic).toEqual({
      restoredBytes: 0,
      uploadedBytes: 0,
      unrecordedNodes: 0,
    });
  });
});

describe("finalize's ledger of a lineage that moved from AWS to GCP, its store on S3", () => {
  const PRICES = [
    'aws:us-east-1:g5.xlarge:spot=0.40',
    'aws:us-east-1:g5.xlarge:on-demand=1.00',
    'gcp:us-central1:g2-standard-8:spot=0.30',
    'gcp:us-central1:g2-standard-8:on-demand=0.80',
  ].join('\n');

  it('charges run 101 its egress from the records, and names it in the summary and the output', async () => {
    const store = await seeded();
    await trainEnds(store, attemptResult(2 * GB, 6 * GB));
    const ledger = await finalizeLedger({
      history: await readLineageHistory(store, 'L'),
      userPrices: parseUserPrices(PRICES, 'prices'),
      logger: new RecordingLogger(),
      sourceFor: () => Promise.reject(new Error('a price list was asked')),
      storeUrl: 's3://ckpt-bucket/runs',
    });
    // 6 GB of saves out of GCP, 2 GB of restore out of AWS
    const egress = 6 * EGRESS_USD_PER_GB.gcp + 2 * EGRESS_USD_PER_GB.aws;
    expect(egress).toBeCloseTo(0.8506, 4);
    const json = JSON.parse(ledger.json ?? '{}') as {
      attempts: { runId: string; egress: { cost: { usd: number } } | null }[];
      egressCost: { usd: number };
      cost: { usd: number };
    };
    expect(json.attempts.map((a) => [a.runId, a.egress?.cost.usd ?? null])).toEqual([
      ['L', null],
      ['101', expect.closeTo(egress, 10)],
    ]);
    expect(json.egressCost.usd).toBeCloseTo(egress, 10);
    // Run L 3815 s on AWS spot; run 101 4025 s on GCP spot, and its egress
    expect(json.cost.usd).toBeCloseTo((3815 / 3600) * 0.4 + (4025 / 3600) * 0.3 + egress, 10);
    expect(ledger.markdown).toContain(
      '- Egress to the S3 store: $0.85, part of what was paid (6.00 GB uploaded out of GCP at $0.1118/GB; 2.00 GB restored out of AWS at $0.09/GB)',
    );
  });

  it('has no egress with the store on GCS beside the GCP run, only for the AWS one', async () => {
    const store = await seeded();
    await trainEnds(store, attemptResult(2 * GB, 6 * GB));
    const ledger = await finalizeLedger({
      history: await readLineageHistory(store, 'L'),
      userPrices: parseUserPrices(PRICES, 'prices'),
      logger: new RecordingLogger(),
      sourceFor: () => Promise.reject(new Error('a price list was asked')),
      storeUrl: 'gs://ckpt-bucket/runs',
    });
    const json = JSON.parse(ledger.json ?? '{}') as { attempts: { egress: object | null }[] };
    // Run L's records have no traffic (written before it was recorded), and its VM ran elsewhere: unknown.
    expect(json.attempts[0]?.egress).toMatchObject({ cost: { usd: null } });
    expect(json.attempts[1]?.egress).toBeNull();
    expect(ledger.markdown).toContain('- Egress to the GCS store: unknown');
  });
});
