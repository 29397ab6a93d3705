import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { S3_PART_CONCURRENCY, S3_PART_SIZE } from '../src/store/store-options.js';
import { DIST_CLI, MiB, NODE, NO_CLOUD, WORK } from './paths.js';
import { BUCKET, CREDENTIALS, ENDPOINT, s3rverStore, startS3rver } from './s3-server.js';
import { median } from './store-sync.js';

const REPS = 5;
const TARGET = 1.25;
/** The CLI to measure; BENCH_CLI points at another build (of a working tree, say). */
const CLI = process.env.BENCH_CLI ?? DIST_CLI;

/**
 * Reports steps until SIGINT, then saves a 512 MiB checkpoint (write, then
 * rename, as frameworks do) and exits; the attempt after the drill finds it
 * restored and ends at once. The bytes are made before the notice (the drill
 * comes late enough for a loaded machine): only writing them belongs to the
 * final save. A trainer that never saw the notice stops after a minute.
 */
const TRAINER = [
  'import os, signal, sys, time',
  'if os.path.exists("_restart/final.pt"): sys.exit(0)',
  'data = os.urandom(1 << 20) * 512',
  'def on_int(*_):',
  '    began = time.time()',
  '    with open("ckpt/final.pt.tmp", "wb") as f: f.write(data)',
  '    os.rename("ckpt/final.pt.tmp", "ckpt/final.pt")',
  '    print(f"saved in {time.time() - began:.3f}s", flush=True)',
  '    sys.exit(130)',
  'signal.signal(signal.SIGINT, on_int)',
  'step = 0',
  'while step < 600:',
  '    step += 1; print(f"step {step}", flush=True); time.sleep(0.1)',
].join('\n');

/** How long the trainer took to write its checkpoint after SIGINT, in s. */
function saveSeconds(text: string): number {
  const match = /saved in (\d+\.\d+)s/.exec(text);
  if (!match) throw new Error(`the trainer did not report its save:\n${text}`);
  return Number(match[1]);
}

function seconds(text: string): number {
  if (!/uploaded final\.pt \(512\.0 MiB\)/.test(text))
    throw new Error(`the final checkpoint was not uploaded after the notice:\n${text}`);
  const match = /everything saved is durable (\d+(?:\.\d+)?)(ms|s) after the notice/.exec(text);
  if (!match) throw new Error(`no notice-to-durable time in the CLI's output:\n${text}`);
  return Number(match[1]) / (match[2] === 'ms' ? 1000 : 1);
}

/** One drilled `spot-train run` against the server: notice to durable, and the trainer's save, in s. */
async function drilledRun(dir: string, prefix: string): Promise<{ durable: number; save: number }> {
  mkdirSync(join(dir, 'ckpt'), { recursive: true });
  writeFileSync(join(dir, 'train.py'), TRAINER);
  const child = spawn(
    NODE,
    [
      CLI,
      'run',
      '--outputs',
      'ckpt',
      '--store',
      `s3://${BUCKET}/${prefix}`,
      '--s3-endpoint',
      ENDPOINT,
      '--s3-path-style',
      '--drill',
      'after:10s',
      '--interruptions',
      '1',
      '--',
      'python3',
      'train.py',
    ],
    { cwd: dir, env: { ...process.env, ...NO_CLOUD, ...CREDENTIALS } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`spot-train run exited with ${code}:\n${output}`);
  return { durable: seconds(output), save: saveSeconds(output) };
}

/** The same 512 MiB file, uploaded alone by the S3 store the CLI uses, in s. */
async function bareUpload(file: string, key: string): Promise<number> {
  const store = await s3rverStore('bare');
  const start = performance.now();
  await store.putFile(key, file);
  return (performance.now() - start) / 1000;
}

/** Notice-to-durable time of a 512 MiB final checkpoint, against its bare upload time. */
export async function noticeDurableSection(): Promise<string> {
  const data = join(WORK, 's3rver-durable');
  mkdirSync(data, { recursive: true });
  const server = await startS3rver(data);
  try {
    const file = join(WORK, 'final-512MiB.bin');
    // Written just before each bare upload, as the trainer's checkpoint is
    // just before the final flush: both uploads then read a file whose pages
    // the kernel is still writing back.
    const writeCheckpoint = () =>
      execFileSync('python3', [
        '-c',
        `open("${file}", "wb").write(__import__("os").urandom(1 << 20) * 512)`,
      ]);
    const durable: number[] = [];
    const saves: number[] = [];
    const bare: number[] = [];
    for (let rep = 0; rep < REPS; rep++) {
      const dir = join(WORK, `durable-${rep}`);
      const run = await drilledRun(dir, `durable${rep}`);
      durable.push(run.durable);
      saves.push(run.save);
      rmSync(dir, { recursive: true, force: true });
      writeCheckpoint();
      bare.push(await bareUpload(file, `final-${rep}.bin`));
    }
    rmSync(file, { force: true });
    const ours = durable.map((d, i) => d - (saves[i] ?? 0));
    const ratio = median(ours) / median(bare);
    const total = median(durable) / median(bare);
    const list = (values: number[]): string => values.map((s) => s.toFixed(1)).join(', ');
    return `## Notice to durable: a 512 MiB final checkpoint over S3

\`spot-train run\` (the built CLI) with a drill 10 s in, against a local
S3-compatible server (s3rver, in its own process), with the S3 store's
defaults (${S3_PART_SIZE / MiB} MiB parts, ${S3_PART_CONCURRENCY} in flight). On SIGINT the Python trainer
writes a 512 MiB checkpoint (write, then rename) and exits; "notice to
durable" is what the CLI reports: from the notice to the checkpoint uploaded,
checked and the manifest sealed, so it includes the trainer's write, which
the trainer times itself. "Bare upload" is a 512 MiB file written the same
way and uploaded at once by the same S3 store alone, nothing else running. Median
of ${REPS} runs each, alternating. The target is read on spot-train's part,
notice to durable less the trainer's save (the same with any tool), within
${TARGET}× the bare upload: ${ratio <= TARGET ? 'met' : '**not met**'}. Counting the save too, the
ratio is ${total.toFixed(2)}.

| measure | median | runs |
| --- | --- | --- |
| notice to durable | ${median(durable).toFixed(1)} s | ${list(durable)} |
| the trainer's save (write, rename) | ${median(saves).toFixed(1)} s | ${list(saves)} |
| spot-train's part | ${median(ours).toFixed(1)} s | ${list(ours)} |
| bare upload | ${median(bare).toFixed(1)} s | ${list(bare)} |
| spot-train's part / bare upload | ${ratio.toFixed(2)} | |
`;
  } finally {
    server.kill('SIGTERM');
  }
}
