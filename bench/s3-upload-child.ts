// One S3 upload in a process of its own, so that its peak memory (VmHWM) is
// the upload's: `node s3-upload-child.js FILE PART_MIB CONCURRENCY`. Prints
// the peak before the upload (SDK loaded, one request made) and after it.
import { readFileSync } from 'node:fs';
import { s3rverStore } from './s3-server.js';

const peakMiB = (): number =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;

const [file = '', partMiB = '16', concurrency = '4'] = process.argv.slice(2);
const store = await s3rverStore('memory', {
  s3PartSizeBytes: Number(partMiB) << 20,
  s3PartConcurrency: Number(concurrency),
});
await store.writeText('warm-up', 'x');
const idleMiB = peakMiB();
const start = performance.now();
await store.putFile(`model-${partMiB}-${concurrency}.bin`, file);
const seconds = (performance.now() - start) / 1000;
process.stdout.write(`${JSON.stringify({ idleMiB, peakMiB: peakMiB(), seconds })}\n`);
