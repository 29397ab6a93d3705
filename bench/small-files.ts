import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import { measureProcess, type ProcessCost } from './proc-stats.js';
import { DIST_CLI, NODE, WORK } from './paths.js';
import { BUCKET, ENDPOINT, startS3rver, toolsOnS3rver } from './s3-server.js';

const FILES = Number(process.env.BENCH_SMALL_FILES ?? 50_000);
const FEWER = FILES / 10;
const BYTES = 200;
const IDLE_S = 30;

/** `count` files of 200 B in folders of 1,000, as an Orbax/TensorStore checkpoint or a log folder holds. */
function makeFiles(dir: string, count: number): void {
  for (let i = 0; i < count; i++) {
    const folder = join(dir, `d${Math.floor(i / 1000)}`);
    if (i % 1000 === 0) mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `f${i}.json`), 'x'.repeat(BYTES));
  }
}

interface Target {
  readonly label: string;
  /** spot-train's --store URL and options for this store. */
  readonly storeArgs: (prefix: string) => string[];
  /** Where rclone copies to, for a prefix. */
  readonly rclone: (prefix: string) => string;
}

const S3_ARGS = ['--s3-endpoint', ENDPOINT, '--s3-path-style'];

const toolEnv = toolsOnS3rver;

/** The built CLI in a fresh process, measured from spawn to exit. */
async function cli(args: string[], cwd: string, warmupMs = 200): Promise<ProcessCost> {
  const child = spawn(NODE, [DIST_CLI, ...args], { cwd, env: toolEnv(), stdio: 'ignore' });
  const cost = await measureProcess(child, warmupMs);
  if (cost.exitCode !== 0) throw new Error(`spot-train ${args.join(' ')} exited ${cost.exitCode}`);
  return cost;
}

function rclone(from: string, to: string): number {
  execFileSync('sync');
  const started = performance.now();
  execFileSync('rclone', ['copy', from, to, '--transfers', '32', '--checkers', '32'], {
    env: toolEnv(),
    stdio: 'ignore',
  });
  return performance.now() - started;
}

const rate = (ms: number): string => `${Math.round(FILES / (ms / 1000)).toLocaleString('en')}/s`;
const ratio = (ours: number, theirs: number): string => `${(theirs / ours).toFixed(2)}x`;

/** Upload and restore of FILES small files through spot-train and rclone, on one store. */
async function transfers(target: Target, dir: string): Promise<string[]> {
  const outputs = join(dir, 'out');
  makeFiles(outputs, FILES);
  const trainer = ['--', 'python3', '-c', 'pass'];
  execFileSync('sync');
  const up = await cli(['run', ...target.storeArgs('st'), '--outputs', 'out', ...trainer], dir);
  const down = await cli(['restore', ...target.storeArgs('st'), join(dir, 'restored')], dir);
  const rcloneUp = rclone(outputs, target.rclone('rc'));
  const rcloneDown = rclone(target.rclone('rc'), join(dir, 'rc-restored'));
  return [
    `| ${target.label} | upload (\`spot-train run\`, whole process) | ${(up.wallMs / 1000).toFixed(1)} s (${rate(up.wallMs)}) | ${(rcloneUp / 1000).toFixed(1)} s (${rate(rcloneUp)}) | ${ratio(up.wallMs, rcloneUp)} | ${Math.round(up.peakRssMiB)} MiB |`,
    `| ${target.label} | restore (\`spot-train restore\`) | ${(down.wallMs / 1000).toFixed(1)} s (${rate(down.wallMs)}) | ${(rcloneDown / 1000).toFixed(1)} s (${rate(rcloneDown)}) | ${ratio(down.wallMs, rcloneDown)} | ${Math.round(down.peakRssMiB)} MiB |`,
  ];
}

interface IdleCost {
  readonly cpuPercent: number;
  readonly rssMiB: number;
  readonly peakRssMiB: number;
}

/** utime + stime in ms, and VmRSS and VmHWM in MiB, of a live process. */
function processNow(pid: number): IdleCost & { cpuMs: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (name: string): number =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  return {
    cpuMs: (Number(fields[11]) + Number(fields[12])) * 10,
    cpuPercent: NaN,
    rssMiB: mib('VmRSS'),
    peakRssMiB: mib('VmHWM'),
  };
}

/**
 * The supervisor's CPU over IDLE_S once every file is durable, and its
 * memory, for `count` files: measured while the trainer sleeps, so the
 * final flush and seal at its exit are not in the window.
 */
async function idle(dir: string, count: number): Promise<IdleCost> {
  makeFiles(join(dir, 'out'), count);
  const store = `file://${join(dir, 'store')}`;
  // Long enough for every upload to land before the measured window starts.
  const warmupMs = 45_000;
  const sleep = (warmupMs / 1000 + IDLE_S + 10).toString();
  const args = ['run', '--store', store, '--outputs', 'out', '--'];
  const trainer = ['python3', '-c', `import time; time.sleep(${sleep})`];
  const child = spawn(NODE, [DIST_CLI, ...args, ...trainer], { cwd: dir, stdio: 'ignore' });
  try {
    await delay(warmupMs);
    const start = processNow(child.pid ?? -1);
    await delay(IDLE_S * 1000);
    const end = processNow(child.pid ?? -1);
    return { ...end, cpuPercent: (100 * (end.cpuMs - start.cpuMs)) / (IDLE_S * 1000) };
  } finally {
    child.kill('SIGKILL');
  }
}

/** 50,000 files of 200 B: upload and restore against rclone on the file store and s3rver. */
export async function smallFilesSection(): Promise<string> {
  const base = join(WORK, 'small-files');
  rmSync(base, { recursive: true, force: true });
  const rows: string[] = [];
  const fileDir = join(base, 'file');
  rows.push(
    ...(await transfers(
      {
        label: 'file store',
        storeArgs: (prefix) => ['--store', `file://${join(fileDir, prefix)}`],
        rclone: (prefix) => join(fileDir, prefix),
      },
      fileDir,
    )),
  );
  const server = await startS3rver(join(base, 's3rver'));
  try {
    rows.push(
      ...(await transfers(
        {
          label: 's3rver',
          storeArgs: (prefix) => ['--store', `s3://${BUCKET}/${prefix}`, ...S3_ARGS],
          rclone: (prefix) => `bench:${BUCKET}/${prefix}`,
        },
        join(base, 's3'),
      )),
    );
  } finally {
    server.kill('SIGTERM');
  }
  rmSync(base, { recursive: true, force: true });
  const count = FILES.toLocaleString('en');
  return `## Many small files: ${count} files of ${BYTES} B against rclone

${count} files of ${BYTES} B in folders of 1,000 (${((FILES * BYTES) / 1e6).toFixed(0)} MB in all, as an
Orbax or TensorStore checkpoint or a log folder holds). Upload: the built CLI's
\`spot-train run\` from spawn to exit, with the files in the outputs and a trainer
that exits at once, so the final flush puts them all, the manifest and the
history records included; every file is flushed to disk (file store) before
the manifest names it. Restore: \`spot-train restore\` into an empty folder.
rclone: \`rclone copy\` with 32 transfers and 32 checkers, which neither
flushes the local files it writes nor records anything. One round each.

| store | what | spot-train | rclone | rclone time / ours | spot-train peak RSS |
| ----- | ---- | ---------- | ------ | ------------------ | ------------------- |
${rows.join('\n')}
`;
}

/** The idle supervisor with FEWER and FILES small files: its CPU, and its memory per file. */
export async function smallFilesIdleSection(): Promise<string> {
  const base = join(WORK, 'small-files-idle');
  rmSync(base, { recursive: true, force: true });
  const many = await idle(join(base, 'many'), FILES);
  const few = await idle(join(base, 'few'), FEWER);
  const perFile = ((many.rssMiB - few.rssMiB) * 1024 * 1024) / (FILES - FEWER);
  rmSync(base, { recursive: true, force: true });
  const count = FILES.toLocaleString('en');
  return `## Many small files: the idle supervisor

**Idle supervisor** (\`spot-train run\` on the file store, every file durable,
the trainer asleep; the window starts 45 s in, once every file is durable,
and ends before the trainer exits), CPU over ${IDLE_S} s and memory:

| files | CPU (% of a core) | RSS then | peak RSS (while uploading) |
| ----- | ----------------- | -------- | -------------------------- |
| ${FEWER.toLocaleString('en')} | ${few.cpuPercent.toFixed(2)} % | ${Math.round(few.rssMiB)} MiB | ${Math.round(few.peakRssMiB)} MiB |
| ${count} | ${many.cpuPercent.toFixed(2)} % | ${Math.round(many.rssMiB)} MiB | ${Math.round(many.peakRssMiB)} MiB |

Memory per file, the difference in RSS while idle over the files between the two:
about **${Math.round(perFile).toLocaleString('en')} B**. A heap snapshot of the idle supervisor with 50,000
files held 52 MB of live objects, about 1 KB a file (the paths in the scan,
each manifest entry with its key and digest, the upload state); the rest of
the RSS is heap the garbage collector has not handed back after the manifest
rewrites.
`;
}
