import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileStore } from '../src/store/file/file-store.js';
import { MiB, WORK } from './paths.js';
import { syncOnce } from './sync-once.js';

const REPS = 5;

/** One 512 MiB file and 20 of 1 MiB, as a checkpoint with its shards. */
export function makeCheckpointSet(dir: string): number {
  mkdirSync(join(dir, 'small'), { recursive: true });
  const block = randomBytes(MiB);
  const big = Buffer.alloc(512 * MiB);
  for (let offset = 0; offset < big.length; offset += MiB) {
    block.copy(big, offset);
    big.writeUInt32LE(offset, offset);
  }
  writeFileSync(join(dir, 'model-512MiB.bin'), big);
  for (let i = 0; i < 20; i++)
    writeFileSync(join(dir, 'small', `shard-${i}.bin`), randomBytes(MiB));
  return 532 * MiB;
}

function dropCaches(): boolean {
  try {
    execFileSync('sync');
    writeFileSync('/proc/sys/vm/drop_caches', '3');
    return true;
  } catch {
    return false;
  }
}

function timeCp(from: string, to: string): number {
  const start = performance.now();
  execFileSync('cp', ['-r', from, to]);
  execFileSync('sync', ['-f', to]);
  return performance.now() - start;
}

async function timeSync(from: string, storeDir: string): Promise<number> {
  const start = performance.now();
  await syncOnce(new FileStore(storeDir), from, 21);
  execFileSync('sync', ['-f', storeDir]);
  return performance.now() - start;
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The file store's sync against `cp -r` of the same set, hot and cold page cache. */
export async function storeSyncSection(): Promise<string> {
  const source = join(WORK, 'checkpoints');
  const bytes = makeCheckpointSet(source);
  // Write the set out before timing anything: its writeback must not land in a measurement.
  execFileSync('sync');
  const rows: string[] = [];
  for (const cache of ['hot', 'cold'] as const) {
    if (cache === 'cold' && !dropCaches()) continue;
    const cp: number[] = [];
    const st: number[] = [];
    for (let rep = 0; rep < REPS; rep++) {
      for (const [name, list, run] of [
        ['cp', cp, () => Promise.resolve(timeCp(source, join(WORK, `cp-${rep}`)))],
        ['store', st, () => timeSync(source, join(WORK, `store-${rep}`))],
      ] as const) {
        if (cache === 'cold') dropCaches();
        else execFileSync('cat', [join(source, 'model-512MiB.bin')], { stdio: 'ignore' });
        list.push(await run());
        rmSync(join(WORK, `${name}-${rep}`), { recursive: true, force: true });
        execFileSync('sync');
      }
    }
    process.stderr.write(
      `${cache}: cp ${cp.map(Math.round).join(' ')} ms; sync ${st.map(Math.round).join(' ')} ms\n`,
    );
    const cpRate = bytes / MiB / (median(cp) / 1000);
    const syncRate = bytes / MiB / (median(st) / 1000);
    const ratio = syncRate / cpRate;
    rows.push(
      `| ${cache} cache | ${cpRate.toFixed(0)} MiB/s | ${syncRate.toFixed(0)} MiB/s | ${ratio.toFixed(2)} | ${ratio >= 0.8 ? 'met' : '**not met**'} |`,
    );
  }
  rmSync(source, { recursive: true, force: true });
  return `## File store: sync against a plain copy

One 512 MiB file and 20 files of 1 MiB, copied within one file system. The
plain copy is \`cp -r\` (copy_file_range in the kernel, no checksum); spot-train
copies the same way and flushes each file to disk while it computes the file's
SHA-256 for the manifest, then renames into place. Both end with \`sync\`.
Median of ${REPS} runs. "Cold" drops the page cache before each run; "hot" reads
the set first, as right after a trainer wrote it. Target: spot-train at 80 % of
the plain copy or better.

| cache | cp -r | spot-train sync | ratio | target |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}
