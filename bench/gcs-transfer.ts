import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openStoreUrl } from '../test/helpers/store-url.js';
import type { Store } from '../src/store/store.js';
import { MiB, NODE, WORK } from './paths.js';
import { makeCheckpointSet, median } from './store-sync.js';
import { restoreOnce, syncOnce } from './sync-once.js';

const REPS = 7;
const PORT = 4579;
const BUCKET = 'bench';
const ENDPOINT = `http://127.0.0.1:${PORT}`;

/** The stand-in in its own process, as s3rver runs for the S3 section. */
async function startStandIn(): Promise<ChildProcess> {
  const server = spawn(
    NODE,
    [join(import.meta.dirname, 'gcs-standin-main.js'), String(PORT), BUCKET],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the GCS stand-in exited (${code})`)));
    server.stdout.once('data', () => resolve());
  });
  return server;
}

function gcsStore(prefix: string): Promise<Store> {
  return openStoreUrl(`gs://${BUCKET}/${prefix}`, { gcsEndpoint: ENDPOINT });
}

async function spotTrainDownload(prefix: string, into: string): Promise<number> {
  return restoreOnce(await gcsStore(prefix), into, 21);
}

/** The stand-in keeps objects in memory: each run's are removed before the next. */
async function emptyBucket(): Promise<void> {
  const store = await gcsStore('');
  const keys = (await store.listKeys?.('')) ?? [];
  for (const key of keys) await store.deleteObject?.(key);
}

function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * rclone's gcs backend against the stand-in: `anonymous` sends no
 * credentials, `endpoint` replaces Google's base (the JSON API's whole
 * /storage/v1/ path, from which the Go client derives the upload one), and `bucket_policy_only` keeps
 * it from setting object ACLs the stand-in (like a uniform-access bucket)
 * does not take. Its uploads are one resumable stream per file in 1.60; its
 * downloads use the same multi-thread ranged reads as for S3.
 */
const RCLONE_ENV = {
  ...process.env,
  RCLONE_CONFIG_GCSBENCH_TYPE: 'google cloud storage',
  RCLONE_CONFIG_GCSBENCH_ANONYMOUS: 'true',
  RCLONE_CONFIG_GCSBENCH_ENDPOINT: `${ENDPOINT}/storage/v1/`,
  RCLONE_CONFIG_GCSBENCH_BUCKET_POLICY_ONLY: 'true',
};
const RCLONE_TUNING = [
  '--transfers',
  '4',
  '--multi-thread-streams',
  '4',
  '--multi-thread-cutoff',
  '16M',
];

function rclone(from: string, to: string): number {
  return timed(() =>
    execFileSync('rclone', ['copy', from, to, ...RCLONE_TUNING], { env: RCLONE_ENV }),
  );
}

/** Upload and download MiB/s of spot-train's GCS store and rclone against the same GCS stand-in. */
export async function gcsTransferSection(): Promise<string> {
  const server = await startStandIn();
  try {
    const source = join(WORK, 'gcs-checkpoints');
    const bytes = makeCheckpointSet(source);
    execFileSync('sync');
    const results: Record<string, { up: number[]; down: number[] }> = {
      'spot-train': { up: [], down: [] },
      rclone: { up: [], down: [] },
    };
    for (let rep = 0; rep < REPS; rep++) {
      const into = (tool: string) => join(WORK, `gcs-down-${tool}-${rep}`);
      mkdirSync(into('rc'), { recursive: true });
      // Who goes first alternates: the machine's other load drifts over a run.
      const spotTrain = async () => {
        results['spot-train']?.up.push(await syncOnce(await gcsStore(`st${rep}`), source, 21));
        results['spot-train']?.down.push(await spotTrainDownload(`st${rep}`, into('st')));
      };
      const rcloneBoth = () => {
        results.rclone?.up.push(rclone(source, `gcsbench:${BUCKET}/rc${rep}`));
        results.rclone?.down.push(rclone(`gcsbench:${BUCKET}/rc${rep}`, into('rc')));
      };
      if (rep % 2 === 0) {
        await spotTrain();
        rcloneBoth();
      } else {
        rcloneBoth();
        await spotTrain();
      }
      for (const tool of ['st', 'rc']) rmSync(into(tool), { recursive: true, force: true });
      await emptyBucket();
    }
    rmSync(source, { recursive: true, force: true });
    const rate = (ms: number[]): number => bytes / MiB / (median(ms) / 1000);
    const ratio = (direction: 'up' | 'down'): number =>
      rate(results['spot-train']?.[direction] ?? []) / rate(results.rclone?.[direction] ?? []);
    const rows = Object.entries(results).map(
      ([tool, r]) =>
        `| ${tool} | ${rate(r.up).toFixed(0)} MiB/s | ${rate(r.down).toFixed(0)} MiB/s |`,
    );
    const met = ratio('up') >= 1 && ratio('down') >= 1;
    return `## GCS transfers against rclone

One 512 MiB file and 20 files of 1 MiB, uploaded to and downloaded from the
GCS stand-in of the tests (test/helpers/gcs-server, in its own process,
objects in memory) by spot-train (its GCS store: parallel composite uploads
of 16 MiB components, 4 in flight, composed in one request; 32 MiB ranged
reads, 4 in flight; 4 files in flight; SHA-256 of every file) and by
\`rclone copy\` (gcs backend, anonymous, 4 transfers, multi-thread downloads
of 4 streams; its uploads are one resumable stream per file), median of
${REPS} runs, the two taking turns to go first. Spot-train against rclone: ${ratio('up').toFixed(2)} up,
${ratio('down').toFixed(2)} down. Target: at least as fast as rclone both
ways: ${met ? 'met' : '**not met**'}. The stand-in, one Node.js process
that holds each upload in memory until it completes, bounds both.

| tool | upload | download |
| --- | --- | --- |
${rows.join('\n')}`;
  } finally {
    server.kill('SIGTERM');
  }
}
