import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_CLI, MiB, NODE, WORK } from './paths.js';
import { BUCKET, ENDPOINT, s3rverStore, startS3rver, toolsOnS3rver } from './s3-server.js';
import { makeCheckpointSet, median } from './store-sync.js';
import { uploadMemoryTable } from './s3-upload-memory.js';
import { restoreOnce, syncOnce } from './sync-once.js';

const REPS = Number(process.env.BENCH_REPS ?? 7);
/** Debian's AWS CLI v2, ahead of any other `aws` on the PATH (a pyenv shim, say). */
const AWS = existsSync('/usr/bin/aws') ? '/usr/bin/aws' : 'aws';

/** GNU time, for the peak memory of a process of its own. */
const TIME = '/usr/bin/time';

/** Installs rclone, the AWS CLI and GNU time from Debian's packages when missing. */
function ensureTools(): void {
  const missing = ['rclone', AWS, TIME].filter((tool) => {
    try {
      execFileSync(tool, ['--version'], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'rclone', 'awscli', 'time'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function spotTrainUpload(source: string, prefix: string): Promise<number> {
  return syncOnce(await s3rverStore(prefix), source, 21);
}

async function spotTrainDownload(prefix: string, into: string): Promise<number> {
  return restoreOnce(await s3rverStore(prefix), into, 21);
}

/** How long one run took, and the peak resident memory of its process. */
interface CliRun {
  readonly ms: number;
  readonly peakMiB: number;
}

/** `spot-train restore` from the built CLI, as a person restores a checkpoint by hand. */
function cliRestore(prefix: string, into: string, env: NodeJS.ProcessEnv): CliRun {
  const peakFile = join(WORK, 'cli-peak-kib');
  const ms = timed(() =>
    execFileSync(
      TIME,
      [
        '-f',
        '%M',
        '-o',
        peakFile,
        NODE,
        DIST_CLI,
        'restore',
        '--store',
        `s3://${BUCKET}/${prefix}`,
        '--s3-endpoint',
        ENDPOINT,
        '--s3-path-style',
        '--lineage',
        'L',
        into,
      ],
      { env, stdio: 'ignore' },
    ),
  );
  return { ms, peakMiB: Number(readFileSync(peakFile, 'utf8').trim()) / 1024 };
}

/**
 * The whole of `spot-train run` uploading the set as a trainer's outputs: a
 * process of its own from start to exit, as the tools are, with the lineage's
 * records written. The "trainer" hard-links the set into its outputs and
 * exits, so the files are there at once and the run's own work is all
 * that is timed.
 */
function cliRun(source: string, prefix: string, env: NodeJS.ProcessEnv): number {
  const dir = join(WORK, `cli-run-${prefix}`);
  mkdirSync(dir, { recursive: true });
  const ms = timed(() =>
    execFileSync(
      NODE,
      [
        DIST_CLI,
        'run',
        '--outputs',
        'out',
        '--store',
        `s3://${BUCKET}/${prefix}`,
        '--s3-endpoint',
        ENDPOINT,
        '--s3-path-style',
        '--',
        'cp',
        '-al',
        `${source}/.`,
        'out',
      ],
      { cwd: dir, env, stdio: 'ignore' },
    ),
  );
  rmSync(dir, { recursive: true, force: true });
  return ms;
}

/** The plain SDK client (bench/sdk-download-child.ts): 16 MiB ranges, 8 in flight. */
function sdkDownload(prefix: string, into: string, env: NodeJS.ProcessEnv): number {
  const child = join(import.meta.dirname, 'sdk-download-child.js');
  return timed(() => execFileSync(NODE, [child, prefix, into, '16', '8'], { env }));
}

/**
 * The time one transfer took. Every transfer starts once the files the one
 * before it wrote are on disk: the kernel writing them back would otherwise
 * take CPU from whichever tool happens to run next.
 */
function timed(run: () => void): number {
  execFileSync('sync');
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
  return { ...toolsOnS3rver(), AWS_CONFIG_FILE: config };
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
      'spot-train run / restore (CLI)': { up: [], down: [] },
      'plain SDK client': { up: [], down: [] },
      rclone: { up: [], down: [] },
      'aws s3 cp': { up: [], down: [] },
      'cp -r (disk only)': { up: [], down: [] },
    };
    /** Peak RSS (MiB) of each CLI restore. */
    const peaks: number[] = [];
    for (let rep = 0; rep < REPS; rep++) {
      const into = (tool: string) => join(WORK, `down-${tool}-${rep}`);
      execFileSync('sync');
      results['spot-train']?.up.push(await spotTrainUpload(source, `st${rep}`));
      results['spot-train run / restore (CLI)']?.up.push(cliRun(source, `cli${rep}`, env));
      results.rclone?.up.push(
        timed(() =>
          execFileSync('rclone', ['copy', source, `bench:${BUCKET}/rc${rep}`, ...RCLONE_TUNING], {
            env,
          }),
        ),
      );
      const awsCopy = (from: string, to: string) => () =>
        execFileSync(
          AWS,
          ['s3', 'cp', '--recursive', '--quiet', '--endpoint-url', ENDPOINT, from, to],
          { env },
        );
      results['aws s3 cp']?.up.push(timed(awsCopy(source, `s3://${BUCKET}/aws${rep}`)));
      results['cp -r (disk only)']?.up.push(
        timed(() => execFileSync('cp', ['-r', source, into('cp')])),
      );
      const cliDownload = (): number => {
        const run = cliRestore(`st${rep}`, into('cli'), env);
        peaks.push(run.peakMiB);
        return run.ms;
      };
      // The downloads run in an order that turns by one each rep, so no
      // client always runs first after the uploads, or after the same other.
      const downloads: [string, () => number | Promise<number>][] = [
        [
          'spot-train',
          () => {
            execFileSync('sync');
            return spotTrainDownload(`st${rep}`, into('st'));
          },
        ],
        ['spot-train run / restore (CLI)', cliDownload],
        ['plain SDK client', () => sdkDownload(`st${rep}`, into('sdk'), env)],
        [
          'rclone',
          () =>
            timed(() =>
              execFileSync(
                'rclone',
                ['copy', `bench:${BUCKET}/rc${rep}`, into('rc'), ...RCLONE_TUNING],
                { env },
              ),
            ),
        ],
        ['aws s3 cp', () => timed(awsCopy(`s3://${BUCKET}/aws${rep}`, into('aws')))],
      ];
      // What each transfer wrote is removed before the next one starts. On
      // this VM, writing into memory that has been free for a while costs
      // several times the system time of writing into memory just freed
      // (measured with spot-train and rclone alike: 0.5 s of system time per
      // restore becomes 2 to 2.8 s), which would measure the VM, not the client.
      const clear = () => {
        for (const tool of ['st', 'cli', 'sdk', 'rc', 'aws', 'cp'])
          rmSync(into(tool), { recursive: true, force: true });
      };
      clear();
      for (let turn = 0; turn < downloads.length; turn++) {
        const [tool, download] = downloads[(turn + rep) % downloads.length] ?? [];
        if (tool && download) results[tool]?.down.push(await download());
        clear();
      }
      // The rep's objects go too, so every rep starts with the server as the first did.
      for (const prefix of [`st${rep}`, `cli${rep}`, `rc${rep}`, `aws${rep}`])
        rmSync(join(data, BUCKET, prefix), { recursive: true, force: true });
    }
    rmSync(source, { recursive: true, force: true });
    const memory = uploadMemoryTable();
    const rate = (ms: number[]): number =>
      ms.length === 0 ? NaN : bytes / MiB / (median(ms) / 1000);
    const others = ['rclone', 'aws s3 cp', 'plain SDK client'];
    const best = (direction: 'up' | 'down'): number =>
      Math.max(
        ...others
          .map((tool) => rate(results[tool]?.[direction] ?? []))
          .filter((value) => !Number.isNaN(value)),
      );
    const cell = (value: number, direction: 'up' | 'down'): string =>
      Number.isNaN(value)
        ? '-'
        : `${value.toFixed(0)} MiB/s (${(value / best(direction)).toFixed(2)})`;
    const rows = Object.entries(results).map(
      ([tool, r]) => `| ${tool} | ${cell(rate(r.up), 'up')} | ${cell(rate(r.down), 'down')} |`,
    );
    const met =
      rate(results['spot-train']?.up ?? []) >= best('up') &&
      rate(results['spot-train']?.down ?? []) >= best('down');
    const cli = results['spot-train run / restore (CLI)'];
    const restoreRatio = rate(cli?.down ?? []) / best('down');
    const runRatio = rate(cli?.up ?? []) / best('up');
    return `## S3 transfers against rclone and the AWS CLI

One 512 MiB file and 20 files of 1 MiB, uploaded to and downloaded from one
local S3-compatible server (s3rver, in its own process) by spot-train (its S3
store: 16 MiB upload parts; 32 MiB download ranges, 4 of them and 4 files in
flight, each read from its socket into reused 64 KiB buffers and written to
the file from there; SHA-256 of every file, on a worker thread as the
ranges of a download land),
by \`rclone copy\` (4 transfers, 4 upload streams, 16 MiB chunks, multi-thread
downloads) and by \`aws s3 cp --recursive\` (AWS CLI v2, 16 concurrent requests, 16 MiB
parts), median of ${REPS} runs. The CLI row is the built CLI, a process of its
own like the tools: up, \`spot-train run\` whose trainer hard-links the set into
its outputs and exits (start to exit: the upload, the seal and the lineage's
records, on a server that does not honour conditional writes); down,
\`spot-train restore\` of the same set (8 files in flight, its default); the plain SDK
client is @aws-sdk/client-s3 alone, 16 MiB ranged GETs, 8 in flight, each
streamed to its place in the file, no digest (bench/sdk-download-child.ts).
In brackets: the ratio to the fastest other client (rclone, the AWS CLI, the
plain SDK client). \`cp -r\` is the same copy on local disk, the physical reference.
Every transfer starts after a \`sync\`, so none pays for writing back the files
of the one before it, and what it wrote is removed before the next one starts
(on this VM, writing into memory that has been free a while costs every
client several times the system time); the downloads of a rep run in an order
that turns by one each rep, so none always runs first after the uploads.
Target: spot-train at least as fast as the best tool, both ways: ${met ? 'met' : '**not met**'};
\`spot-train restore\` at least 1.2x the best other client: ${restoreRatio >= 1.2 ? 'met' : '**not met**'} (${restoreRatio.toFixed(2)}x);
the whole \`spot-train run\` at least 1.0x the best other uploader: ${runRatio >= 1 ? 'met' : '**not met**'} (${runRatio.toFixed(2)}x).
The server itself, a single Node.js process writing every part to disk, bounds
every client.

| tool | upload | download |
| --- | --- | --- |
${rows.join('\n')}

Peak memory (RSS) of \`spot-train restore\`, median: ${median(peaks).toFixed(0)} MiB.

${memory}`;
  } finally {
    server.kill('SIGTERM');
  }
}
