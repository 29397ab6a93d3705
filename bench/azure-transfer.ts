import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openStoreUrl } from '../test/helpers/store-url.js';
import type { Store } from '../src/store/store.js';
import { AZURITE_ACCOUNT, startAzurite } from '../test/helpers/azurite.js';
import { MiB, WORK } from './paths.js';
import { makeCheckpointSet, median } from './store-sync.js';
import { restoreOnce, syncOnce } from './sync-once.js';

const REPS = 5;
const CONTAINER = 'bench';

function spotTrainStore(prefix: string): Promise<Store> {
  return openStoreUrl(`az://${AZURITE_ACCOUNT}/${CONTAINER}/${prefix}`);
}

async function spotTrainDownload(prefix: string, into: string): Promise<number> {
  return restoreOnce(await spotTrainStore(prefix), into, 21);
}

function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * rclone tuned as spot-train is: 4 files and 4 blocks of one file in flight,
 * 16 MiB blocks, 4 streams per download. rclone 1.60 builds its endpoint as
 * https://ACCOUNT.ENDPOINT, which cannot name a port, so it reaches
 * Azurite through a container SAS URL.
 */
const RCLONE_TUNING = [
  '--transfers',
  '4',
  '--azureblob-upload-concurrency',
  '4',
  '--azureblob-chunk-size',
  '16M',
  '--multi-thread-streams',
  '4',
  '--multi-thread-cutoff',
  '16M',
];

/** Upload and download MiB/s of spot-train's Azure Blob store and of rclone against the same Azurite. */
export async function azureTransferSection(): Promise<string> {
  const azurite = await startAzurite({ onDisk: true });
  const saved = process.env.AZURE_STORAGE_CONNECTION_STRING;
  process.env.AZURE_STORAGE_CONNECTION_STRING = azurite.connectionString;
  try {
    await azurite.container(CONTAINER);
    const source = join(WORK, 'azure-checkpoints');
    mkdirSync(WORK, { recursive: true });
    const bytes = makeCheckpointSet(source);
    execFileSync('sync');
    const inherited = { ...process.env };
    delete inherited.AWS_CA_BUNDLE;
    const env = {
      ...inherited,
      RCLONE_CONFIG_BENCH_TYPE: 'azureblob',
      RCLONE_CONFIG_BENCH_SAS_URL: azurite.containerSasUrl(CONTAINER),
    };
    const results: Record<string, { up: number[]; down: number[] }> = {
      'spot-train': { up: [], down: [] },
      rclone: { up: [], down: [] },
      'cp -r (disk only)': { up: [], down: [] },
    };
    for (let rep = 0; rep < REPS; rep++) {
      const into = (tool: string) => join(WORK, `azure-down-${tool}-${rep}`);
      results['spot-train']?.up.push(await syncOnce(await spotTrainStore(`st${rep}`), source, 21));
      results['spot-train']?.down.push(await spotTrainDownload(`st${rep}`, into('st')));
      const rclone = (from: string, to: string) => () =>
        execFileSync('rclone', ['copy', from, to, ...RCLONE_TUNING], { env, stdio: 'ignore' });
      results.rclone?.up.push(timed(rclone(source, `bench:${CONTAINER}/rc${rep}`)));
      results.rclone?.down.push(timed(rclone(`bench:${CONTAINER}/rc${rep}`, into('rc'))));
      results['cp -r (disk only)']?.up.push(
        timed(() => execFileSync('cp', ['-r', source, into('cp')])),
      );
      for (const tool of ['st', 'rc', 'cp']) rmSync(into(tool), { recursive: true, force: true });
    }
    rmSync(source, { recursive: true, force: true });
    return report(results, bytes);
  } finally {
    if (saved === undefined) delete process.env.AZURE_STORAGE_CONNECTION_STRING;
    else process.env.AZURE_STORAGE_CONNECTION_STRING = saved;
    await azurite.close();
  }
}

function report(results: Record<string, { up: number[]; down: number[] }>, bytes: number): string {
  const rate = (ms: number[]): number => bytes / MiB / (median(ms) / 1000);
  const rclone = (direction: 'up' | 'down'): number => rate(results.rclone?.[direction] ?? []);
  const rows = Object.entries(results).map(([tool, r]) => {
    const up = rate(r.up);
    const down = r.down.length > 0 ? rate(r.down) : NaN;
    return `| ${tool} | ${up.toFixed(0)} MiB/s (${(up / rclone('up')).toFixed(2)}) | ${Number.isNaN(down) ? '-' : `${down.toFixed(0)} MiB/s (${(down / rclone('down')).toFixed(2)})`} |`;
  });
  const met =
    rate(results['spot-train']?.up ?? []) >= rclone('up') &&
    rate(results['spot-train']?.down ?? []) >= rclone('down');
  return `## Azure Blob transfers against rclone

One 512 MiB file and 20 files of 1 MiB, uploaded to and downloaded from one
Azurite blob service (its own process, blobs on disk in a temp directory) by
spot-train (its Azure Blob store: 16 MiB blocks staged from file ranges, 32
MiB download ranges, 4 of them and 4 files in flight, SHA-256 of every file)
and by \`rclone copy\` (azureblob backend through a container SAS URL: 4
transfers, 4 blocks in flight, 16 MiB chunks, 4-stream downloads), median of
${REPS} runs. In brackets: the ratio to rclone. \`cp -r\` is the same copy on
local disk, the physical reference. Target: spot-train at least as fast as
rclone, both ways: ${met ? 'met' : '**not met**'}. Azurite, one Node.js
process, bounds both.

| tool | upload | download |
| --- | --- | --- |
${rows.join('\n')}`;
}
