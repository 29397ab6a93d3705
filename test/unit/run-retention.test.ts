import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { LiveSync } from '../../src/checkpoints/live-sync.js';
import { ManifestWriter } from '../../src/checkpoints/manifest-writer.js';
import { RunRetention } from '../../src/checkpoints/run-retention.js';
import { parseManifest } from '../../src/records/manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const SETTLE_MS = 150;
const SCAN_MS = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run's live sync with `retention: keep`, on a file store. */
async function runWithRetention(keep: number) {
  const dir = await tempDir('run-retention');
  const outputs = join(dir, 'outputs');
  const storeDir = join(dir, 'store');
  await mkdir(outputs);
  const store = new FileStore(storeDir);
  const logger = new RecordingLogger();
  const retention = new RunRetention({ store, keep, logger });
  const manifest = new ManifestWriter({
    store,
    clock: systemClock,
    logger,
    onWritten: (written) => retention.written(written),
    header: {
      lineage: 'lin',
      runId: 'run1',
      attempt: 1,
      state: 'running',
      startedAt: new Date().toISOString(),
    },
  });
  await manifest.persist();
  const sync = new LiveSync({
    store,
    outputsDir: outputs,
    lineage: 'lin',
    runId: 'run1',
    manifest,
    clock: systemClock,
    logger,
    settleMs: SETTLE_MS,
    scanIntervalMs: SCAN_MS,
    concurrency: 3,
    retention,
    keep,
  });
  sync.start();
  const finish = async () => {
    await sync.flush();
    await manifest.persist();
    await retention.settled();
    const entries = await readdir(storeDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(storeDir, join(entry.parentPath, entry.name)));
  };
  return { outputs, finish, storeDir };
}

/**
 * One save of a trainer that overwrites ckpt.pt and writes a directory per
 * save, keeping the newest two (as save_total_limit does). `spread` is the
 * time between its first file and the rest.
 */
async function save(outputs: string, i: number, spread: number): Promise<void> {
  await writeFile(join(outputs, 'ckpt.pt'), `model ${i}`);
  await sleep(spread);
  await mkdir(join(outputs, `checkpoint-${i}`));
  await writeFile(join(outputs, `checkpoint-${i}`, 'weights.bin'), `weights ${i}`);
  await rm(join(outputs, `checkpoint-${i - 2}`), { recursive: true, force: true });
}

describe('retention within a run', () => {
  it('keeps the newest N saves when one save is written over several scans', async () => {
    const { outputs, finish } = await runWithRetention(2);
    // The first file of each save is seen scans before the rest and its
    // upload is done before they settle: still one save, not two.
    for (let i = 0; i < 5; i++) {
      await save(outputs, i, 4 * SCAN_MS);
      await sleep(SETTLE_MS * 5);
    }
    const stored = await finish();
    expect(stored.filter((path) => path.endsWith('/ckpt.pt'))).toHaveLength(2);
    expect(
      stored
        .filter((path) => path.endsWith('/weights.bin'))
        .map((path) => /checkpoint-\d+/.exec(path)?.[0])
        .sort(),
    ).toEqual(['checkpoint-3', 'checkpoint-4']);
  });

  it('counts saves apart when the outputs were quiet for the settle time between them', async () => {
    const { outputs, finish } = await runWithRetention(3);
    for (let i = 0; i < 6; i++) {
      await save(outputs, i, 0);
      await sleep(SETTLE_MS * 5);
    }
    const stored = await finish();
    expect(stored.filter((path) => path.endsWith('/ckpt.pt'))).toHaveLength(3);
  });

  it('removes a pack of small files once no file it holds is named, and not before', async () => {
    const { outputs, finish, storeDir } = await runWithRetention(2);
    // A sharded trainer: each save a folder of 20 small files, the oldest beyond two deleted.
    for (let i = 0; i < 5; i++) {
      await mkdir(join(outputs, `step-${i}`));
      await Promise.all(
        Array.from({ length: 20 }, (_, shard) =>
          writeFile(join(outputs, `step-${i}`, `shard-${shard}`), `save ${i} shard ${shard}`),
        ),
      );
      await rm(join(outputs, `step-${i - 2}`), { recursive: true, force: true });
      await sleep(SETTLE_MS * 5);
    }
    const stored = (await finish()).filter((path) => path.includes('/files/'));
    const text = await readFile(join(storeDir, 'lin/run1/manifest.json'), 'utf8');
    const manifest = parseManifest(text);
    if (typeof manifest === 'string') throw new Error(manifest);
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      ['step-3', 'step-4']
        .flatMap((step) => Array.from({ length: 20 }, (_, n) => `${step}/shard-${n}`))
        .sort(),
    );
    // The saves went as packs (however the scans cut them); what the three
    // deleted saves left is gone, what the two kept ones name is all there.
    expect(stored.some((path) => path.includes('/files/.pack/'))).toBe(true);
    expect(new Set(stored)).toEqual(new Set(manifest.files.map((file) => file.key)));
  });
});
