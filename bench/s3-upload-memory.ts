import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { THREAD_POOL_SIZE } from '../src/base/thread-pool.js';
import { NODE, WORK } from './paths.js';

const FILE_MIB = 286;
/** Part size (MiB) and parts in flight: the smallest S3 allows, the default, and large. */
const SETTINGS = [
  [5, 1],
  [16, 4],
  [64, 4],
] as const;

interface Upload {
  readonly idleMiB: number;
  readonly peakMiB: number;
  readonly seconds: number;
}

/**
 * Peak RSS of a process that uploads one file with the S3 store to the
 * running bench server, against the same process before the upload: what an
 * upload adds to the supervisor. Each setting runs in a fresh process.
 */
export function uploadMemoryTable(): string {
  const file = join(WORK, 'memory.bin');
  const block = randomBytes(1 << 20);
  writeFileSync(file, Buffer.concat(Array.from({ length: FILE_MIB }, () => block)));
  const child = join(import.meta.dirname, 's3-upload-child.js');
  const rows = SETTINGS.map(([part, concurrency]) => {
    const output = execFileSync(NODE, [child, file, String(part), String(concurrency)], {
      encoding: 'utf8',
      env: { ...process.env, UV_THREADPOOL_SIZE: THREAD_POOL_SIZE },
    });
    const upload = JSON.parse(output) as Upload;
    return `| ${part} MiB × ${concurrency} | ${upload.idleMiB.toFixed(0)} MiB | ${upload.peakMiB.toFixed(0)} MiB | +${(upload.peakMiB - upload.idleMiB).toFixed(0)} MiB | ${(FILE_MIB / upload.seconds).toFixed(0)} MiB/s |`;
  });
  rmSync(file, { force: true });
  return `Memory: one ${FILE_MIB} MiB file uploaded by the S3 store in a process of
its own (the compiled sources, not the bundle), peak RSS (VmHWM) before the
upload (AWS SDK loaded, one request made) and after it.

| parts × in flight | before | peak | added | upload |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}
