import { serializeManifest } from '../../src/records/manifest.js';
import {
  claimKey,
  historyKey,
  lineageEntryKey,
  manifestKey,
  runIndexKey,
} from '../../src/store/layout.js';
import type { Store } from '../../src/store/store.js';

/** Node 0's notice in run G; every other time is counted from it. */
export const G0 = Date.parse('2026-12-05T10:00:00.000Z');

const at = (seconds: number) => new Date(G0 + seconds * 1000).toISOString();

async function record(store: Store, runId: string, event: string, body: object): Promise<void> {
  await store.writeText(historyKey('G', runId, event), `${JSON.stringify(body)}\n`);
}

async function manifest(store: Store, runId: string, attempt: number, state: string) {
  const body = { format: 1, lineage: 'G', runId, attempt, state, files: [] };
  const times = { startedAt: at(attempt === 1 ? -3600 : 75), updatedAt: at(4000) };
  await store.writeText(
    manifestKey('G', runId),
    serializeManifest({ ...body, ...times } as Parameters<typeof serializeManifest>[0]),
  );
}

async function launched(store: Store, runId: string, runningAt: number): Promise<void> {
  await record(store, runId, 'launch', {
    cloud: 'aws',
    region: 'us-east-1',
    zone: 'us-east-1a',
    instanceType: 'g5.xlarge',
    market: 'spot',
    nodes: 3,
    instanceIds: ['i-0', 'i-1', 'i-2'],
    vmRequestedAt: at(runningAt - 5),
    vmRunningAt: at(runningAt),
  });
  await record(store, runId, 'elastic', { at: at(runningAt + 60), nodes: 3, minNodes: 2 });
}

/**
 * Lineage G, an elastic gang of 3 (min-nodes 2) on spot g5.xlarge:
 * - run G (attempt 1), VMs from G0-3600 s: node 2 got a notice at G0-1800 s
 *   and the gang trained on; replacement node 3 was asked for seat 2 at
 *   G0-1794 s and joined at G0-1500 s (5 node-minutes short). Then node 0,
 *   the rendezvous host, got a notice at G0: the whole gang restarted.
 * - run 201 (attempt 2), VMs from G0+75 s: node 1 was lost at G0+1000 s,
 *   replacement node 3 (its record gives no seat) joined at G0+1300 s
 *   (5 node-minutes short); completed at G0+4000 s.
 */
export async function seedElasticHistory(store: Store): Promise<void> {
  await store.writeText(runIndexKey('G'), 'G\n');
  await store.writeText(runIndexKey('201'), 'G\nafter G\n');
  await store.writeText(lineageEntryKey('G', 1, 'G'), '{}\n');
  await store.writeText(lineageEntryKey('G', 2, '201'), '{}\n');
  await manifest(store, 'G', 1, 'interrupted');
  await manifest(store, '201', 2, 'completed');
  const dispatch = { by: 'supervisor', claimedAt: at(36), dispatchedAt: at(37) };
  await store.writeText(claimKey('G', 'G'), JSON.stringify({ ...dispatch, restartRunId: '201' }));
  await launched(store, 'G', -3600);
  const terminate = 'aws: instance-action terminate';
  await record(store, 'G', 'gang/left-2', {
    kind: 'left',
    node: 2,
    seat: 2,
    why: 'notice',
    reason: terminate,
    trainsOn: true,
    at: at(-1800),
  });
  const run = 'https://github.com/acme/train/actions/runs/42';
  const asked = { kind: 'asked', node: 3, seat: 2, replaces: 2, run, at: at(-1794) };
  await record(store, 'G', 'gang/asked-3', asked);
  await record(store, 'G', 'gang/joined-3', { kind: 'joined', node: 3, seat: 2, at: at(-1500) });
  const notice = { source: 'aws', reason: 'instance-action terminate', deadline: at(120) };
  await record(store, 'G', 'notice', { at: at(0), ...notice, node: 0 });
  await record(store, 'G', 'attempt-ended', {
    at: at(40),
    outcome: 'interrupted',
    lastDurableAt: at(-30),
  });
  await launched(store, '201', 75);
  const lost = { kind: 'left', node: 1, seat: 1, why: 'lost', reason: 'silent for 5s' };
  await record(store, '201', 'gang/left-1', { ...lost, trainsOn: true, at: at(1000) });
  const asked201 = { kind: 'asked', node: 3, seat: 1, replaces: 1, run: '43', at: at(1001) };
  await record(store, '201', 'gang/asked-3', asked201);
  await record(store, '201', 'gang/joined-3', { kind: 'joined', node: 3, at: at(1300) });
  await record(store, '201', 'attempt-ended', { at: at(4000), outcome: 'completed' });
  await record(store, '201', 'finalize', { at: at(4100), vanished: false });
}
