import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { systemClock } from '../src/base/clock.js';
import { silentLogger } from '../src/base/log.js';
import { PeerMirror } from '../src/checkpoints/peer-mirror.js';
import { FileStore } from '../src/store/file/file-store.js';
import { manifestKey, writerPrefix } from '../src/store/layout.js';
import type { Store } from '../src/store/store.js';
import { MiB, WORK } from './paths.js';
import { s3rverStore, startS3rver } from './s3-server.js';
import { median } from './store-sync.js';

// How long a part another node uploaded takes to be whole on this node of
// an elastic gang that saves sharded (PeerMirror), from the moment the
// peer's manifest names it: the mirror's poll (every 2 s) and the download.

const SIZES_MIB = [64, 512];
const REPS = 3;
const LINEAGE = 'mirror';

interface Trial {
  /** Named in the peer's manifest to placed here, with the mirror polling as in a gang. */
  readonly namedToPlacedMs: number;
  /** One pass of the mirror alone (read the manifests, fetch, verify, link). */
  readonly passMs: number;
}

/** Node 0 uploads a part of `bytes` and names it in its manifest; returns when it named it. */
async function peerSaves(store: Store, run: string, dir: string, bytes: number): Promise<number> {
  const path = 'dcp/step-000001/__0_0.distcp';
  const local = join(dir, 'peer.distcp');
  writeFileSync(local, randomBytes(bytes));
  const key = `${writerPrefix(LINEAGE, run, 0)}files/${path}`;
  const digest = await store.putFile(key, local);
  const manifest = {
    format: 1,
    lineage: LINEAGE,
    runId: run,
    attempt: 1,
    node: 0,
    nodes: 2,
    state: 'running',
    startedAt: '',
    updatedAt: '',
    files: [{ path, key, seq: 1, uploadedAt: '', ...digest }],
  };
  await store.writeText(manifestKey(LINEAGE, run, 0), JSON.stringify(manifest));
  return performance.now();
}

/** This node: its own part of the save in its outputs, so the gang is one that saves sharded. */
function mirrorOn(store: Store, run: string, dir: string, intervalMs?: number) {
  const outputs = join(dir, 'outputs');
  mkdirSync(join(outputs, 'dcp/step-000001'), { recursive: true });
  writeFileSync(join(outputs, 'dcp/step-000001/__1_0.distcp'), 'own part');
  const mirror = new PeerMirror({
    store,
    lineage: LINEAGE,
    runId: run,
    node: 1,
    outputsDir: outputs,
    restartDir: join(dir, '_restart'),
    restored: [],
    ownPaths: () => ['dcp/step-000001/__1_0.distcp'],
    adopt: () => {},
    ...(intervalMs === undefined ? {} : { intervalMs }),
    clock: systemClock,
    logger: silentLogger,
  });
  return { mirror, placed: join(outputs, 'dcp/step-000001/__0_0.distcp') };
}

async function trial(store: Store, dir: string, bytes: number, rep: number): Promise<Trial> {
  const polled = mirrorOn(store, `p${rep}-${bytes}`, join(dir, 'polled'));
  polled.mirror.start();
  await sleep(Math.random() * 2000); // the save lands anywhere in the poll's period
  const named = await peerSaves(store, `p${rep}-${bytes}`, dir, bytes);
  while (!existsSync(polled.placed)) await sleep(5);
  const namedToPlacedMs = performance.now() - named;
  await polled.mirror.stop();
  const alone = mirrorOn(store, `a${rep}-${bytes}`, join(dir, 'alone'));
  await peerSaves(store, `a${rep}-${bytes}`, dir, bytes);
  const start = performance.now();
  await alone.mirror.cycle();
  const passMs = performance.now() - start;
  rmSync(dir, { recursive: true, force: true });
  return { namedToPlacedMs, passMs };
}

async function measure(name: string, store: () => Promise<Store>): Promise<string[]> {
  const rows: string[] = [];
  for (const mib of SIZES_MIB) {
    const trials: Trial[] = [];
    for (let rep = 0; rep < REPS; rep++)
      trials.push(
        await trial(await store(), join(WORK, 'peer-mirror', name, String(rep)), mib * MiB, rep),
      );
    const named = trials.map((t) => t.namedToPlacedMs);
    const pass = median(trials.map((t) => t.passMs));
    rows.push(
      `| ${name} | ${mib} MiB | ${(median(named) / 1000).toFixed(2)} s (${(Math.max(...named) / 1000).toFixed(2)} s) | ${(pass / 1000).toFixed(2)} s | ${Math.round(mib / (pass / 1000))} MiB/s |`,
    );
    process.stderr.write(`peer-mirror: ${name} ${mib} MiB done\n`);
  }
  return rows;
}

export async function peerMirrorSection(): Promise<string> {
  const fileRoot = join(WORK, 'peer-mirror', 'file-store');
  const s3Data = join(WORK, 'peer-mirror', 's3rver');
  mkdirSync(s3Data, { recursive: true });
  const server = await startS3rver(s3Data);
  try {
    const rows = [
      ...(await measure('file store (local disk)', () => Promise.resolve(new FileStore(fileRoot)))),
      ...(await measure('S3 (s3rver, loopback)', () => s3rverStore('peer-mirror'))),
    ];
    return `## Peer mirror: another node's part of a sharded save, whole here

In an elastic gang that saves sharded checkpoints, each node places the
parts the other nodes upload beside its own (PeerMirror), so that the
survivors of a node that leaves can load the gang's save. Measured in one
process against each store: node 0 uploads a part of a DCP save and names
it in its manifest; node 1's mirror, polling every 2 s as in a gang (the
manifest written at a random point of the poll's period), places it in
its outputs. "One pass" is the mirror's pass alone (read the manifests,
fetch, verify the SHA-256, link). ${REPS} reps per size; medians, the worst
in brackets. ${new Date().toISOString().slice(0, 10)}.

| store | part | named to placed, polling | one pass | pass rate |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

On a notice, the survivors wait for this after the leaving node's upload
of its part (its final flush) and for their download of every other node's
part of the notice-time save: with N nodes, each survivor fetches N-1 parts.
The regular saves are placed while training goes on, off that path.
`;
  } finally {
    server.kill('SIGTERM');
  }
}
