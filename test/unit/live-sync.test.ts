import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { LiveSync } from '../../src/checkpoints/live-sync.js';
import { ManifestWriter } from '../../src/checkpoints/manifest-writer.js';
import { parseManifest, type Manifest } from '../../src/records/manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import type { Digest, Store } from '../../src/store/store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { bound } from '../helpers/bound-store.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

async function setup(wrap: (store: Store) => Store = (s) => s, fullScanShare?: number) {
  const dir = await tempDir('sync');
  const outputs = join(dir, 'outputs');
  await mkdir(outputs);
  const store = wrap(new FileStore(join(dir, 'store')));
  const logger = new RecordingLogger();
  const manifest = new ManifestWriter({
    store,
    clock: systemClock,
    logger,
    header: {
      lineage: 'lin',
      runId: 'run1',
      attempt: 1,
      state: 'running',
      startedAt: new Date().toISOString(),
    },
  });
  const sync = new LiveSync({
    store,
    outputsDir: outputs,
    lineage: 'lin',
    runId: 'run1',
    manifest,
    clock: systemClock,
    logger,
    settleMs: 150,
    scanIntervalMs: 25,
    concurrency: 3,
    retry: { attempts: 4, baseDelayMs: 1, maxDelayMs: 5 },
    fullScanShare,
  });
  await manifest.persist();
  const stored = async (): Promise<Manifest> => {
    const parsed = parseManifest(
      await readFile(join(dir, 'store/lin/run1/manifest.json'), 'utf8').catch(() => '{}'),
    );
    if (typeof parsed === 'string') throw new Error(parsed);
    return parsed;
  };
  return { dir, outputs, store, logger, manifest, sync, stored };
}

const HELD_MODEL = /uploaded latest\/model\.bin .*named once the rest of its save is uploaded/;

/** Writes save `n` of a checkpoint kept in place: latest/model.bin and latest/state.json. */
async function saveLatest(outputs: string, n: number): Promise<void> {
  await mkdir(join(outputs, 'latest'), { recursive: true });
  await writeFile(join(outputs, 'latest/model.bin'), `model ${n}`);
  await writeFile(join(outputs, 'latest/state.json'), `state ${n}`);
}

describe('LiveSync', () => {
  it('uploads finished outputs while training runs, and skips temp and dot files', async () => {
    const { outputs, sync, stored, dir, manifest } = await setup();
    sync.start();
    await mkdir(join(outputs, 'ckpt'));
    await writeFile(join(outputs, 'ckpt/step-100.pt'), 'a'.repeat(1000));
    await writeFile(join(outputs, 'ckpt/step-200.pt.tmp'), 'partial');
    await writeFile(join(outputs, '.hidden'), 'x');
    await mkdir(join(outputs, '.cache'));
    await writeFile(join(outputs, '.cache/blob'), 'x');
    await eventually(async () =>
      expect((await stored()).files.map((f) => f.path)).toEqual(['ckpt/step-100.pt']),
    );
    const [entry] = (await stored()).files;
    expect(entry?.size).toBe(1000);
    expect(await readFile(join(dir, 'store', entry?.key ?? ''), 'utf8')).toBe('a'.repeat(1000));
    await sync.flush();
    await manifest.persist();
    expect((await stored()).files.map((f) => f.path)).toEqual(['ckpt/step-100.pt']);
    const stats = sync.stats();
    expect(stats.filesUploaded).toBe(1);
    expect(stats.maxLagMs).toBeGreaterThanOrEqual(150);
  });

  it('with only the directory watches to go by, sees what changes once all is durable and the scans have gone quiet', async () => {
    const { outputs, sync, stored } = await setup(undefined, 0);
    await mkdir(join(outputs, 'logs'));
    for (let i = 0; i < 300; i++) await writeFile(join(outputs, 'logs', `${i}.json`), `${i}`);
    await writeFile(join(outputs, 'model.pt'), 'step 1');
    sync.start();
    await eventually(async () => expect((await stored()).files).toHaveLength(301));
    // Quiet now: each scan finds nothing new and does nothing more.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await writeFile(join(outputs, 'model.pt.tmp'), 'step 2');
    await import('node:fs/promises').then((fs) =>
      fs.rename(join(outputs, 'model.pt.tmp'), join(outputs, 'model.pt')),
    );
    await rm(join(outputs, 'logs/7.json'));
    await mkdir(join(outputs, 'step-2'));
    await writeFile(join(outputs, 'step-2/optim.pt'), 'optim 2');
    await eventually(async () => {
      const manifest = await stored();
      expect(manifest.files.map((f) => f.path)).toContain('step-2/optim.pt');
      expect(manifest.files.map((f) => f.path)).not.toContain('logs/7.json');
      expect(manifest.deleted?.map((d) => d.path)).toEqual(['logs/7.json']);
      expect(manifest.files.find((f) => f.path === 'model.pt')?.size).toBe('step 2'.length);
    });
    await sync.stop();
  });

  it('waits until a file stops changing, and the final flush takes it at once', async () => {
    const { outputs, sync, stored, manifest } = await setup();
    sync.start();
    const path = join(outputs, 'growing.log');
    for (let i = 0; i < 20; i++) {
      await appendFile(path, `line ${i}\n`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await stored()).files).toEqual([]);
    await appendFile(path, 'last\n');
    await sync.flush();
    await manifest.persist();
    const files = (await stored()).files;
    expect(files.map((f) => f.path)).toEqual(['growing.log']);
    expect(files[0]?.size).toBe((await readFile(path)).length);
  });

  it('keeps every version durable: an overwrite gets a new key, a deletion leaves the manifest as a record while its object stays', async () => {
    const { outputs, sync, stored, dir, manifest } = await setup();
    sync.start();
    await writeFile(join(outputs, 'last.ckpt'), 'epoch 1');
    await writeFile(join(outputs, 'old.ckpt'), 'old');
    await eventually(async () => expect((await stored()).files).toHaveLength(2));
    const first = (await stored()).files.find((f) => f.path === 'last.ckpt');
    await writeFile(join(outputs, 'last.ckpt.tmp'), 'epoch 2');
    await rm(join(outputs, 'old.ckpt'));
    await import('node:fs/promises').then((fs) =>
      fs.rename(join(outputs, 'last.ckpt.tmp'), join(outputs, 'last.ckpt')),
    );
    await eventually(async () =>
      expect((await stored()).files.find((f) => f.path === 'last.ckpt')?.key).not.toBe(first?.key),
    );
    await sync.flush();
    await manifest.persist();
    const files = (await stored()).files;
    const second = files.find((f) => f.path === 'last.ckpt');
    expect(second?.key).toMatch(/^lin\/run1\/files\/\.v\d+\/last\.ckpt$/);
    expect(await readFile(join(dir, 'store', second?.key ?? ''), 'utf8')).toBe('epoch 2');
    expect(await readFile(join(dir, 'store', first?.key ?? ''), 'utf8')).toBe('epoch 1');
    expect(files.map((f) => f.path)).toEqual(['last.ckpt']);
    const deleted = (await stored()).deleted ?? [];
    expect(deleted.map((d) => d.path)).toEqual(['old.ckpt']);
    expect(await readFile(join(dir, 'store', deleted[0]?.key ?? ''), 'utf8')).toBe('old');
  });

  it('keeps a save whole: while any new version of a rewritten save fails, the manifest names the old one', async () => {
    // A trainer that saves the same checkpoint again (latest/, or the same
    // step on a notice) replaces a save that is durable. The store takes
    // the new model but keeps refusing the new state: naming the new model
    // alone would leave this run with neither save whole.
    let refuseState = false;
    const { outputs, sync, stored, manifest, logger } = await setup((store) => ({
      ...bound(store),
      putFile: async (key: string, path: string): Promise<Digest> => {
        if (refuseState && path.endsWith('state.json')) throw new Error('503 Slow Down');
        return store.putFile(key, path);
      },
    }));
    sync.start();
    await saveLatest(outputs, 1);
    await eventually(async () => expect((await stored()).files).toHaveLength(2));
    const first = (await stored()).files.map((f) => [f.path, f.sha256]);
    refuseState = true;
    await saveLatest(outputs, 2);
    await eventually(() => expect(logger.text('info')).toMatch(HELD_MODEL));
    // A few more scans, and the state's retries, pass.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stored()).files.map((f) => [f.path, f.sha256])).toEqual(first);
    await sync.flush(Date.now() + 300);
    await manifest.persist();
    expect((await stored()).files.map((f) => [f.path, f.sha256])).toEqual(first);
    const notSaved = await sync.notSaved();
    expect(notSaved.map((file) => file.path).sort()).toEqual([
      'latest/model.bin',
      'latest/state.json',
    ]);
    expect(notSaved.find((file) => file.path === 'latest/model.bin')?.reason).toMatch(
      /uploaded, but the rest of its save was not/,
    );
    expect(notSaved.find((file) => file.path === 'latest/state.json')?.reason).toMatch(
      /upload failed: .*503 Slow Down/,
    );
  });

  it('names every new version of a rewritten save once all of them are uploaded', async () => {
    let slowState = false;
    const { outputs, sync, stored, manifest, logger } = await setup((store) => ({
      ...bound(store),
      putFile: async (key: string, path: string): Promise<Digest> => {
        if (slowState && path.endsWith('state.json'))
          await new Promise((resolve) => setTimeout(resolve, 700));
        return store.putFile(key, path);
      },
    }));
    sync.start();
    await saveLatest(outputs, 1);
    await eventually(async () => expect((await stored()).files).toHaveLength(2));
    slowState = true;
    await saveLatest(outputs, 2);
    const contents = async () =>
      Promise.all(
        (await stored()).files.map(async (f) =>
          readFile(join(outputs, '..', 'store', f.key), 'utf8'),
        ),
      );
    // While the state's upload is slow, the manifest names the old pair.
    await eventually(() => expect(logger.text('info')).toMatch(HELD_MODEL));
    expect(await contents()).toEqual(['model 1', 'state 1']);
    await eventually(async () => expect(await contents()).toEqual(['model 2', 'state 2']), 5000);
    await sync.flush();
    await manifest.persist();
    expect(await contents()).toEqual(['model 2', 'state 2']);
    expect(await sync.notSaved()).toEqual([]);
  });

  it('retries a failing store and reports each retry', async () => {
    let failures = 2;
    const { outputs, sync, stored, logger, manifest } = await setup((store) => ({
      ...bound(store),
      putFile: async (key: string, path: string): Promise<Digest> => {
        if (failures-- > 0) throw new Error('503 Slow Down');
        return store.putFile(key, path);
      },
    }));
    await writeFile(join(outputs, 'model.pt'), 'weights');
    await sync.flush();
    await manifest.persist();
    expect((await stored()).files.map((f) => f.path)).toEqual(['model.pt']);
    expect(logger.text('warning')).toMatch(
      /upload of model.pt failed \(try 1\): 503 Slow Down; retrying/,
    );
    expect(logger.text('warning')).toMatch(/\(try 2\)/);
  });

  it('counts an upload that keeps failing as an error, and records nothing for it', async () => {
    const { outputs, sync, stored, logger, manifest } = await setup((store) => ({
      ...bound(store),
      putFile: () => Promise.reject(new Error('AccessDenied')),
    }));
    await writeFile(join(outputs, 'model.pt'), 'weights');
    await sync.flush();
    await manifest.persist();
    expect(sync.stats().uploadErrors).toBe(1);
    expect(logger.text('error')).toContain('AccessDenied');
    expect((await stored()).files).toEqual([]);
  });

  it('never records a copy of a file that changed while it was being uploaded', async () => {
    let racing = true;
    const { outputs, sync, stored, manifest } = await setup((store) => ({
      ...bound(store),
      putFile: async (key: string, path: string): Promise<Digest> => {
        const digest = await store.putFile(key, path);
        if (racing) {
          racing = false;
          await appendFile(path, ' and more');
        }
        return digest;
      },
    }));
    await writeFile(join(outputs, 'model.pt'), 'weights');
    await sync.flush();
    await manifest.persist();
    const files = (await stored()).files;
    expect(files).toHaveLength(1);
    expect(files[0]?.size).toBe('weights and more'.length);
  });

  it('leaves out files written just before the trainer was killed', async () => {
    const { outputs, sync, stored, logger, manifest } = await setup();
    await writeFile(join(outputs, 'torn.pt'), 'half');
    sync.distrustChangesSince(Date.now() - 60_000);
    await sync.flush();
    await manifest.persist();
    expect((await stored()).files).toEqual([]);
    expect(sync.stats().suspectFiles).toEqual(['torn.pt']);
    expect(logger.text('warning')).toContain('not uploading torn.pt');
  });
});
