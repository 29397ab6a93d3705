import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { manifestKey } from '../../src/store/layout.js';
import { serializeManifest } from '../../src/records/manifest.js';
import { restoreLineage } from '../../src/checkpoints/restore.js';
import { RestoreError } from '../../src/checkpoints/restore-errors.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { seedRun } from '../helpers/store-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';

async function setup() {
  const dir = await tempDir('restore');
  const store = new FileStore(join(dir, 'store'));
  const logger = new RecordingLogger();
  const restartDir = join(dir, '_restart');
  const restore = (extra: { outputsDir?: string } = {}) =>
    restoreLineage({
      store,
      lineage: 'L',
      currentRunId: 'now',
      restartDir,
      concurrency: 4,
      clock: systemClock,
      logger,
      ...extra,
    });
  return { dir, store, logger, restartDir, restore };
}

async function listTree(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe('restoreLineage', () => {
  it('restores the newest run that uploaded files', async () => {
    const { store, restartDir, restore } = await setup();
    await seedRun(store, {
      lineage: 'L',
      runId: 'r1',
      attempt: 1,
      files: { 'ckpt/step-100.pt': 'one' },
    });
    await seedRun(store, {
      lineage: 'L',
      runId: 'r2',
      attempt: 2,
      files: { 'ckpt/step-200.pt': 'two', 'log.txt': 'x' },
    });
    const result = await restore();
    expect(result.fromRunId).toBe('r2');
    expect(await listTree(restartDir)).toEqual(['ckpt/step-200.pt', 'log.txt']);
    expect(await readFile(join(restartDir, 'ckpt/step-200.pt'), 'utf8')).toBe('two');
    expect(result.bytes).toBe(4);
  });

  it('walks back past a run that died before its first upload', async () => {
    const { store, restartDir, restore } = await setup();
    await seedRun(store, { lineage: 'L', runId: 'r1', attempt: 1, files: { 'model.pt': 'saved' } });
    await seedRun(store, { lineage: 'L', runId: 'r2', attempt: 2, state: 'running', files: {} });
    const result = await restore();
    expect(result.fromRunId).toBe('r1');
    expect(result.skipped).toEqual([{ runId: 'r2', reason: 'it has no files' }]);
    expect(await readFile(join(restartDir, 'model.pt'), 'utf8')).toBe('saved');
  });

  it('never restores a torn or altered object: the whole run is passed over', async () => {
    const { dir, store, restartDir, restore, logger } = await setup();
    await seedRun(store, { lineage: 'L', runId: 'r1', attempt: 1, files: { 'model.pt': 'good' } });
    const newest = await seedRun(store, {
      lineage: 'L',
      runId: 'r2',
      attempt: 2,
      files: { 'model.pt': 'newer', 'opt.pt': 'state' },
    });
    await writeFile(
      join(dir, 'store', newest.files.find((f) => f.path === 'opt.pt')?.key ?? ''),
      'stat',
    );
    const result = await restore();
    expect(result.fromRunId).toBe('r1');
    expect(await listTree(restartDir)).toEqual(['model.pt']);
    expect(await readFile(join(restartDir, 'model.pt'), 'utf8')).toBe('good');
    expect(logger.text('warning')).toMatch(/not restoring run r2: .*sha256/);
  });

  it('says why there is nothing to restore when the only run was refused, not that none uploaded a file', async () => {
    const { dir, store, restore, logger } = await setup();
    const only = await seedRun(store, {
      lineage: 'L',
      runId: 'r1',
      attempt: 1,
      files: { 'model.pt': 'good' },
    });
    await writeFile(join(dir, 'store', only.files[0]?.key ?? ''), 'torn');
    const result = await restore();
    expect(result.files).toEqual([]);
    expect(logger.text('info')).not.toMatch(/uploaded a file/);
    expect(logger.text('info')).toMatch(
      /nothing to restore: no earlier run of lineage L left files that could be restored \(run r1: .*sha256/,
    );
  });

  it('refuses a manifest that would write outside the restart directory', async () => {
    const { dir, store, restartDir, restore } = await setup();
    const run = await seedRun(store, {
      lineage: 'L',
      runId: 'r1',
      attempt: 1,
      files: { 'model.pt': 'x' },
    });
    const evil = { ...run, files: run.files.map((f) => ({ ...f, path: '../../evil.sh' })) };
    await store.writeText(manifestKey('L', 'r1'), serializeManifest(evil));
    const result = await restore();
    expect(result.fromRunId).toBeUndefined();
    expect(result.skipped[0]?.reason).toMatch(/refusing path "..\/..\/evil.sh"/);
    expect(await readdir(dir)).not.toContain('evil.sh');
    await expect(listTree(restartDir)).rejects.toThrow();
  });

  it('leaves out only the file whose name it refuses, and restores the rest of the run', async () => {
    const { dir, store, restartDir, restore, logger } = await setup();
    const run = await seedRun(store, {
      lineage: 'L',
      runId: 'r1',
      attempt: 1,
      files: { 'model.pt': 'x', 'opt.pt': 'y' },
    });
    const [model, opt] = run.files;
    const odd = {
      ...run,
      files: [model, { ...opt, path: 'back\\slash.pt' }, { ...opt, path: '../up.pt' }],
    };
    await store.writeText(manifestKey('L', 'r1'), serializeManifest(odd as typeof run));
    const result = await restore();
    expect(result.fromRunId).toBe('r1');
    expect(result.files.map((f) => f.path)).toEqual(['model.pt']);
    expect(await listTree(restartDir)).toEqual(['model.pt']);
    expect(await readdir(dir)).not.toContain('up.pt');
    expect(logger.text('warning')).toMatch(
      /not restoring a file of run r1: refusing path "back\\slash\.pt"/,
    );
  });

  it('explains a manifest it cannot read', async () => {
    const { store, restore } = await setup();
    await store.writeText(manifestKey('L', 'r1'), '{"format": 1, "lineage": "L"');
    await store.writeText('L/r0/files/x', 'orphan');
    const result = await restore();
    expect(result.skipped.map((s) => s.runId).sort()).toEqual(['r0', 'r1']);
    expect(result.skipped.find((s) => s.runId === 'r1')?.reason).toMatch(
      /manifest is unusable: not JSON/,
    );
    expect(result.skipped.find((s) => s.runId === 'r0')?.reason).toBe('it has no manifest');
  });

  it('can also place the files in the outputs directory, without replacing what is there', async () => {
    const { dir, store, restore, logger } = await setup();
    await seedRun(store, {
      lineage: 'L',
      runId: 'r1',
      attempt: 1,
      files: { 'a.pt': 'A', 'b.pt': 'B' },
    });
    const outputsDir = join(dir, 'outputs');
    await import('node:fs/promises').then((fs) => fs.mkdir(outputsDir));
    await writeFile(join(outputsDir, 'b.pt'), 'local');
    const result = await restore({ outputsDir });
    expect([...result.placedInOutputs.keys()]).toEqual(['a.pt']);
    expect(await readFile(join(outputsDir, 'a.pt'), 'utf8')).toBe('A');
    expect(await readFile(join(outputsDir, 'b.pt'), 'utf8')).toBe('local');
    expect(logger.text('warning')).toContain('not restoring b.pt into the outputs directory');
  });
});

describe('a restore that cannot complete', () => {
  /** The store of `setup`, its downloads failing as `fail` says. */
  function failing(store: FileStore, fail: () => Error): FileStore {
    return Object.assign(Object.create(store) as FileStore, {
      getFile: () => Promise.reject(fail()),
    });
  }
  // Retries wait out the clock: this one moves as far as each wait, at once.
  let time = 0;
  const instant = {
    now: () => time,
    sleep: (ms: number) => {
      time += ms;
      return Promise.resolve();
    },
  };
  const code = (name: string) => Object.assign(new Error(`${name}: it failed`), { code: name });

  async function twoRuns() {
    const { dir, store, logger, restartDir } = await setup();
    await seedRun(store, { lineage: 'L', runId: 'r1', attempt: 1, files: { 'model.pt': 'old' } });
    await seedRun(store, { lineage: 'L', runId: 'r2', attempt: 2, files: { 'model.pt': 'new' } });
    const restore = (from: FileStore) =>
      restoreLineage({
        store: from,
        lineage: 'L',
        currentRunId: 'now',
        restartDir,
        concurrency: 4,
        clock: instant,
        logger,
      });
    return { dir, store, logger, restartDir, restore };
  }

  it('never takes a store that keeps resetting for a torn run: it fails, and restores nothing older', async () => {
    const { store, restartDir, restore } = await twoRuns();
    await expect(restore(failing(store, () => code('ECONNRESET')))).rejects.toThrow(
      /^restoring run r2 \(1 file\) failed: ECONNRESET: it failed; stopping before the trainer starts/,
    );
    await expect(restore(failing(store, () => code('ECONNRESET')))).rejects.toBeInstanceOf(
      RestoreError,
    );
    expect(await listTree(restartDir).catch(() => [])).toEqual([]);
  });

  it('stops on a full disk, naming the directory, instead of going back to an older run', async () => {
    const { store, restartDir, restore } = await twoRuns();
    await expect(restore(failing(store, () => code('ENOSPC')))).rejects.toThrow(
      `restoring run r2 (1 file): the disk under ${restartDir} is full`,
    );
  });

  it('passes over a run whose object is gone, as over a torn one', async () => {
    const { store, restore, logger } = await twoRuns();
    let calls = 0;
    const gone = Object.assign(Object.create(store) as FileStore, {
      getFile: (key: string, path: string, digest: Parameters<FileStore['getFile']>[2]) =>
        calls++ === 0 ? Promise.reject(code('ENOENT')) : store.getFile(key, path, digest),
    });
    const result = await restore(gone);
    expect(result.fromRunId).toBe('r1');
    expect(logger.text('warning')).toContain('not restoring run r2: ENOENT: it failed');
  });

  it('refuses before downloading anything a set larger than the disk has room for', async () => {
    const { store, restartDir, restore } = await twoRuns();
    await seedRun(store, { lineage: 'L', runId: 'r3', attempt: 3, files: { 'big.pt': 'x' } });
    // The manifest says the file is a petabyte: no disk here has that free.
    const key = manifestKey('L', 'r3');
    const manifest = JSON.parse((await store.readText(key)) ?? '{}') as {
      files: { size: number }[];
    };
    for (const file of manifest.files) file.size = 2 ** 50;
    await store.writeText(key, JSON.stringify(manifest));
    let downloads = 0;
    const counting = Object.assign(Object.create(store) as FileStore, {
      getFile: (...args: Parameters<FileStore['getFile']>) => {
        downloads++;
        return store.getFile(...args);
      },
    });
    await expect(restore(counting)).rejects.toThrow(
      new RegExp(
        `^restoring run r3 \\(1 file\\) needs 1024\\.0 TiB in ${restartDir}, which has .* free`,
      ),
    );
    expect(downloads).toBe(0);
  });
});
