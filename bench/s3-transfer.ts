import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../src/clock.js';
import { silentLogger } from '../src/log.js';
import { restoreLineage } from '../src/checkpoints/restore.js';
import { MiB, WORK } from './paths.js';
import { BUCKET, CREDENTIALS, ENDPOINT, s3rverStore, startS3rver } from './s3-server.js';
import { makeCheckpointSet, median } from './store-sync.js';
import { uploadMemoryTable } from './s3-upload-memory.js';
import { syncOnce } from './sync-once.js';

const REPS = 7;
/** Debian's AWS CLI v2, ahead of any other `aws` on the PATH (a pyenv shim, say). */
const AWS = existsSync('/usr/bin/aws') ? '/usr/bin/aws' : 'aws';

/** Installs rclone and the AWS CLI from Debian's packages when missing. */
function ensureTools(): void {
  const missing = ['rclone', AWS].filter((tool) => {
    try {
      execFileSync(tool, ['--version'], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'rclone', 'awscli'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function spotTrainUpload(source: string, prefix: string): Promise<number> {
  return syncOnce(await s3rverStore(prefix), source, 21);
}

async function spotTrainDownload(prefix: string, into: string): Promise<number> {
  const store = await s3rverStore(prefix);
  const start = performance.now();
  const result = await restoreLineage({
    store,
    lineage: 'L',
    currentRunId: 'next',
    restartDir: into,
    concurrency: 4,
    clock: systemClock,
    logger: silentLogger,
  });
  if (result.files.length !== 21)
    throw new Error(`restored ${result.files.length} files, expected 21`);
  return performance.now() - start;
}

function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** rclone and the AWS CLI, each tuned as their docs suggest for large files over a fast link. */
function toolEnv(): NodeJS.ProcessEnv {
  const config = join(WORK, 'aws-config');
  writeFileSync(
    config,
    '[default]\nregion = us-east-1\ns3 =\n  max_concurrent_requests = 16\n  multipart_threshold = 16MB\n  multipart_chunksize = 16MB\n',
  );
  // The tools talk plain HTTP to a local server; a CA bundle from the
  // environment is of no use there, and rclone refuses to start with one.
  const inherited = { ...process.env };
  delete inherited.AWS_CA_BUNDLE;
  return {
    ...inherited,
    ...CREDENTIALS,
    AWS_CONFIG_FILE: config,
    RCLONE_CONFIG_BENCH_TYPE: 's3',
    RCLONE_CONFIG_BENCH_PROVIDER: 'Other',
    RCLONE_CONFIG_BENCH_ENDPOINT: ENDPOINT,
    RCLONE_CONFIG_BENCH_ACCESS_KEY_ID: CREDENTIALS.AWS_ACCESS_KEY_ID,
    RCLONE_CONFIG_BENCH_SECRET_ACCESS_KEY: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
    RCLONE_CONFIG_BENCH_FORCE_PATH_STYLE: 'true',
  };
}

const RCLONE_TUNING = [
  '--transfers',
  '4',
  '--s3-upload-concurrency',
  '4',
  '--s3-chunk-size',
  '16M',
  '--multi-thread-streams',
  '4',
  '--multi-thread-cutoff',
  '16M',
];

/** Upload and download MiB/s of spot-train, rclone and the AWS CLI against the same local S3-compatible server. */
export async function s3TransferSection(): Promise<string> {
  ensureTools();
  const data = join(WORK, 's3rver-data');
  mkdirSync(data, { recursive: true });
  const server = await startS3rver(data);
  try {
    const source = join(WORK, 's3-checkpoints');
    const bytes = makeCheckpointSet(source);
    execFileSync('sync');
    const env = toolEnv();
    const results: Record<string, { up: number[]; down: number[] }> = {
      'spot-train': { up: [], down: [] },
      rclone: { up: [], down: [] },
      'aws s3 cp': { up: [], down: [] },
      'cp -r (disk only)': { up: [], down: [] },
    };
    for (let rep = 0; rep < REPS; rep++) {
      const into = (tool: string) => join(WORK, `down-${tool}-${rep}`);
      results['spot-train']?.up.push(await spotTrainUpload(source, `st${rep}`));
      results['spot-train']?.down.push(await spotTrainDownload(`st${rep}`, into('st')));
      results.rclone?.up.push(
        timed(() =>
          execFileSync('rclone', ['copy', source, `bench:${BUCKET}/rc${rep}`, ...RCLONE_TUNING], {
            env,
          }),
        ),
      );
      results.rclone?.down.push(
        timed(() =>
          execFileSync(
            'rclone',
            ['copy', `bench:${BUCKET}/rc${rep}`, into('rc'), ...RCLONE_TUNING],
            { env },
          ),
        ),
      );
      const awsCopy = (from: string, to: string) => () =>
        execFileSync(
          AWS,
          ['s3', 'cp', '--recursive', '--quiet', '--endpoint-url', ENDPOINT, from, to],
          {
            env,
          },
        );
      results['aws s3 cp']?.up.push(timed(awsCopy(source, `s3://${BUCKET}/aws${rep}`)));
      results['aws s3 cp']?.down.push(timed(awsCopy(`s3://${BUCKET}/aws${rep}`, into('aws'))));
      results['cp -r (disk only)']?.up.push(
        timed(() => execFileSync('cp', ['-r', source, into('cp')])),
      );
      for (const tool of ['st', 'rc', 'aws', 'cp'])
        rmSync(into(tool), { recursive: true, force: true });
    }
    rmSync(source, { recursive: true, force: true });
    const memory = uploadMemoryTable();
    const rate = (ms: number[]): number => bytes / MiB / (median(ms) / 1000);
    const best = (direction: 'up' | 'down'): number =>
      Math.max(
        rate(results.rclone?.[direction] ?? []),
        rate(results['aws s3 cp']?.[direction] ?? []),
      );
    const rows = Object.entries(results).map(([tool, r]) => {
      const up = rate(r.up);
      const down = r.down.length > 0 ? rate(r.down) : NaN;
      return `| ${tool} | ${up.toFixed(0)} MiB/s (${(up / best('up')).toFixed(2)}) | ${Number.isNaN(down) ? '-' : `${down.toFixed(0)} MiB/s (${(down / best('down')).toFixed(2)})`} |`;
    });
    const met =
      rate(results['spot-train']?.up ?? []) >= best('up') &&
      rate(results['spot-train']?.down ?? []) >= best('down');
    return `## S3 transfers against rclone and the AWS CLI

One 512 MiB file and 20 files of 1 MiB, uploaded to and downloaded from one
local S3-compatible server (s3rver, in its own process) by spot-train (its S3
store: 16 MiB upload parts, 32 MiB download ranges fetched over undici, 4 of
them and 4 files in flight, SHA-256 of every file, on a worker thread as the
ranges of a download land),
by \`rclone copy\` (4 transfers, 4 upload streams, 16 MiB chunks, multi-thread
downloads) and by \`aws s3 cp --recursive\` (AWS CLI v2, 16 concurrent requests, 16 MiB
parts), median of ${REPS} runs. In brackets: the ratio to the faster of the
two tools. \`cp -r\` is the same copy on local disk, the physical reference.
Target: spot-train at least as fast as the best tool, both ways: ${met ? 'met' : '**not met**'}.
The server itself, a single Node.js process writing every part to disk, bounds
all three.

| tool | upload | download |
| --- | --- | --- |
${rows.join('\n')}

${memory}`;
  } finally {
    server.kill('SIGTERM');
  }
}
