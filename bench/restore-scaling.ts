import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { systemClock } from '../src/base/clock.js';
import { silentLogger } from '../src/base/log.js';
import { restoreLineage } from '../src/checkpoints/restore.js';
import { fileKey, lineageEntryKey, manifestKey, runPrefix } from '../src/store/layout.js';
import { serializeManifest, type ManifestFile } from '../src/records/manifest.js';
import { startCountingProxy } from './counting-proxy.js';
import { MiB, WORK } from './paths.js';
import { BUCKET, CREDENTIALS, ENDPOINT, s3rverStore, startS3rver } from './s3-server.js';
import { median } from './store-sync.js';

const SIZES = [1, 10, 100];
const FILES_PER_RUN = 1000;
const SMALL_BYTES = 4096;
const BIG_BYTES = 256 * MiB;
const REPS = 3;
const PREFIX = 'scaling';

interface Measured {
  readonly runs: number;
  readonly indexedMs: number;
  readonly indexedRequests: Record<string, number>;
  readonly listedMs: number;
  readonly listedRequests: Record<string, number>;
}

function client(): S3Client {
  return new S3Client({
    endpoint: ENDPOINT,
    forcePathStyle: true,
    region: CREDENTIALS.AWS_REGION,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: {
      accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID,
      secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
    },
  });
}

/**
 * Run ids of one width, the lineage taking the first one's: s3rver pages a
 * listing in directory order, not S3's byte order, and skips the keys of a
 * run whose id extends another's (`x-r10/` sorts before `x/`).
 */
function lineageOf(runs: number): string {
  return `n${runs}-001`;
}

function runIdOf(lineage: string, attempt: number): string {
  return `${lineage.slice(0, -4)}-${String(attempt).padStart(3, '0')}`;
}

function digestOf(body: Buffer): { size: number; sha256: string } {
  return { size: body.length, sha256: createHash('sha256').update(body).digest('hex') };
}

/**
 * A lineage as a train step leaves it: each run has its index entry, 1,000
 * small files of its own and a manifest naming them; the newest also holds
 * one 256 MiB file. Written straight into s3rver's directory (an object is
 * `<key>._S3rver_object` beside `<key>._S3rver_metadata.json`; the ETag
 * in `._S3rver_object.md5`): 111,000 PUTs would take s3rver eight
 * minutes, and the seeding is not what is measured.
 */
function seedLineage(data: string, lineage: string, runs: number, big: Buffer): void {
  const put = (key: string, body: Buffer | string) => {
    const path = join(data, BUCKET, PREFIX, key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}._S3rver_object`, body);
    writeFileSync(`${path}._S3rver_metadata.json`, '{"content-type":"application/octet-stream"}');
    // Written here, or s3rver hashes the object on every first read at once.
    writeFileSync(`${path}._S3rver_object.md5`, createHash('md5').update(body).digest('hex'));
  };
  for (let attempt = 1; attempt <= runs; attempt++) {
    const runId = runIdOf(lineage, attempt);
    const files: ManifestFile[] = [];
    const add = (path: string, body: Buffer) => {
      const key = fileKey(runPrefix(lineage, runId), path, files.length + 1, true);
      files.push({ path, key, seq: files.length + 1, ...digestOf(body), uploadedAt: '' });
      put(key, body);
    };
    for (let i = 0; i < FILES_PER_RUN; i++) add(`small/${i}.bin`, randomBytes(SMALL_BYTES));
    if (attempt === runs) add('model.bin', big);
    put(lineageEntryKey(lineage, attempt, runId), '{}\n');
    const at = new Date(Date.UTC(2026, 10, 1, 0, attempt)).toISOString();
    put(
      manifestKey(lineage, runId),
      serializeManifest({
        format: 1,
        lineage,
        runId,
        attempt,
        state: 'interrupted',
        startedAt: at,
        updatedAt: at,
        files,
      }),
    );
  }
}

async function timedRestore(lineage: string, endpoint: string): Promise<number> {
  const store = await s3rverStore(PREFIX, { s3Endpoint: endpoint });
  const into = join(WORK, 'scaling-restore');
  rmSync(into, { recursive: true, force: true });
  const start = performance.now();
  const result = await restoreLineage({
    store,
    lineage,
    currentRunId: 'next',
    restartDir: into,
    concurrency: 8,
    clock: systemClock,
    logger: silentLogger,
  });
  const ms = performance.now() - start;
  if (result.files.length !== FILES_PER_RUN + 1)
    throw new Error(
      `restored ${result.files.length} files of ${lineage}; passed over ${JSON.stringify(result.skipped)}`,
    );
  process.stderr.write(`restore-scaling: ${lineage} restored in ${(ms / 1000).toFixed(2)} s\n`);
  rmSync(into, { recursive: true, force: true });
  return ms;
}

async function measure(
  lineage: string,
  proxy: Awaited<ReturnType<typeof startCountingProxy>>,
): Promise<{ ms: number; requests: Record<string, number> }> {
  const times: number[] = [];
  for (let rep = 0; rep < REPS; rep++) times.push(await timedRestore(lineage, ENDPOINT));
  proxy.reset();
  await timedRestore(lineage, proxy.endpoint);
  return { ms: median(times), requests: proxy.counts() };
}

/** The restore with the index, then the same lineage without it (as every restore read it before). */
async function measureBoth(
  s3: S3Client,
  proxy: Awaited<ReturnType<typeof startCountingProxy>>,
  lineage: string,
  runs: number,
): Promise<Measured> {
  const indexed = await measure(lineage, proxy);
  const entries = Array.from({ length: runs }, (_, i) => ({
    Key: `${PREFIX}/${lineageEntryKey(lineage, i + 1, runIdOf(lineage, i + 1))}`,
  }));
  await s3.send(new DeleteObjectsCommand({ Bucket: BUCKET, Delete: { Objects: entries } }));
  const listed = await measure(lineage, proxy);
  return {
    runs,
    indexedMs: indexed.ms,
    indexedRequests: indexed.requests,
    listedMs: listed.ms,
    listedRequests: listed.requests,
  };
}

const total = (requests: Record<string, number>) =>
  Object.values(requests).reduce((sum, n) => sum + n, 0);

function table(rows: readonly Measured[]): string {
  const one = rows[0]?.indexedMs ?? 1;
  const lines = rows.map(
    (row) =>
      `| ${row.runs} | ${(row.indexedMs / 1000).toFixed(2)} s (${(row.indexedMs / one).toFixed(2)}) | ${total(row.indexedRequests)} | ${(row.listedMs / 1000).toFixed(2)} s (${(row.listedMs / one).toFixed(2)}) | ${total(row.listedRequests)} |`,
  );
  return [
    '| runs in the lineage | restore, index | requests | restore, listing every key (before) | requests |',
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

/** Restore time and store requests for lineages of 1, 10 and 100 runs, with and without the index. */
export async function restoreScalingSection(): Promise<string> {
  const data = join(WORK, 'scaling-s3rver');
  mkdirSync(data, { recursive: true });
  const server = await startS3rver(data);
  const proxy = await startCountingProxy(ENDPOINT);
  try {
    const s3 = client();
    const big = randomBytes(BIG_BYTES);
    for (const runs of SIZES) seedLineage(data, lineageOf(runs), runs, big);
    const rows: Measured[] = [];
    for (const runs of SIZES) rows.push(await measureBoth(s3, proxy, lineageOf(runs), runs));
    const hundred = rows.at(-1)?.indexedMs ?? 0;
    const ratio = hundred / (rows[0]?.indexedMs ?? 1);
    writeFileSync(join(WORK, 'scaling.json'), JSON.stringify(rows, null, 2));
    return `## Restore as a lineage grows

Lineages of 1, 10 and 100 runs in one local S3-compatible server (s3rver, own
process); each run holds 1,000 files of 4 KiB and a manifest naming them, the
newest also one 256 MiB file. A restore takes
the newest run's 1,001 files (SHA-256 verified, 8 files in flight). Time:
median of ${REPS} restores; requests: every HTTP request of one restore,
counted by a streaming proxy. "Before" is the same store with the lineage
index removed, which a restore then reads as every restore read a lineage
before the index: a listing of every key of every run, then every run's manifest.
Target: the 100-run restore within 1.2x the 1-run restore: ${ratio <= 1.2 ? 'met' : '**not met**'} (${ratio.toFixed(2)}x).

${table(rows)}`;
  } finally {
    await proxy.close();
    server.kill('SIGTERM');
  }
}
