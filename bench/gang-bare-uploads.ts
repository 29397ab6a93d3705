import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { CpuSampler, CpuWindow } from './cpu-sampler.js';
import { NODE, WORK } from './paths.js';
import { CREDENTIALS } from './s3-server.js';

type Uploader = ChildProcessByStdio<Writable, Readable, null>;

/** The slowest of the bare uploads, from their common start, and where the CPU went meanwhile. */
export interface BareResult {
  readonly seconds: number;
  readonly cpu: CpuWindow;
}

/**
 * The gang's shards uploaded bare, one process per node (as each node has
 * its supervisor), all at once, by the S3 store spot-train uses. Each shard
 * is written just before, concurrently, as the trainers write theirs, so
 * the uploads read files the kernel is still writing back.
 */
export async function bareUploads(
  shards: { size: number; mib: number; label: string },
  probe: { sampler: CpuSampler; serverPid: number },
): Promise<BareResult> {
  const dir = join(WORK, 'gang-notice', `bare-${shards.label}`);
  mkdirSync(dir, { recursive: true });
  const files = Array.from({ length: shards.size }, (_, node) => join(dir, `shard-${node}.pt`));
  const children = await startUploaders(files, shards.label);
  probe.sampler.watch(children.map((child) => child.pid ?? -1));
  await Promise.all(files.map((file) => writeShard(file, shards.mib)));
  const started = Date.now();
  const ends = children.map((child) => firstLine(child));
  for (const child of children) child.stdin.write('go\n');
  const endedAt = Math.max(
    ...(await Promise.all(ends)).map((line) => (JSON.parse(line) as { endedAt: number }).endedAt),
  );
  rmSync(dir, { recursive: true, force: true });
  const cpu = probe.sampler.window(started, endedAt, {
    uploaders: children.map((child) => child.pid ?? -1),
    server: [probe.serverPid],
  });
  return { seconds: (endedAt - started) / 1000, cpu };
}

/** One upload process per shard, resolved once each has its store open. */
async function startUploaders(files: string[], label: string): Promise<Uploader[]> {
  const script = join(import.meta.dirname, 'gang-bare-upload-child.js');
  const children = files.map((file, node) =>
    spawn(NODE, [script, file, `bare-${label}/shard-${node}.pt`], {
      env: { ...process.env, ...CREDENTIALS },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  await Promise.all(children.map((child) => firstLine(child)));
  return children;
}

function firstLine(child: Uploader): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end < 0) return;
      child.stdout.off('data', onData);
      resolve(text.slice(0, end));
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`a bare upload exited with ${code} before it answered`)),
    );
  });
}

function writeShard(file: string, mib: number): Promise<void> {
  const code = `open(${JSON.stringify(file)}, "wb").write(__import__("os").urandom(1 << 20) * ${mib})`;
  const child = spawn('python3', ['-c', code], { stdio: 'inherit' });
  return new Promise((resolve, reject) =>
    child.once('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`writing ${file} failed (${status})`)),
    ),
  );
}
