import { readdirSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { PeerMirror } from '../../src/checkpoints/peer-mirror.js';
import type { FileSignature } from '../../src/checkpoints/scan.js';
import type { ManifestFile } from '../../src/records/manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { manifestKey, writerPrefix } from '../../src/store/layout.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const LINEAGE = 'L';
const RUN = '500';

/**
 * Node 1 of an elastic gang, its outputs and `_restart` in a temp folder,
 * and a file store where other nodes' manifests are written by hand.
 */
async function gang(restored: readonly ManifestFile[] = []) {
  const dir = await tempDir('peer-mirror');
  const store = new FileStore(join(dir, 'store'));
  const outputs = join(dir, 'outputs');
  const restart = join(dir, '_restart');
  await mkdir(outputs, { recursive: true });
  const adopted = new Map<string, FileSignature>();
  const logger = new RecordingLogger();
  const mirror = new PeerMirror({
    store,
    lineage: LINEAGE,
    runId: RUN,
    node: 1,
    outputsDir: outputs,
    restartDir: restart,
    restored,
    // What this node's manifest would name: what it restored, and its own files in its outputs.
    ownPaths: () => [
      ...restored.map((file) => file.path),
      ...readdirSync(outputs, { recursive: true, encoding: 'utf8' }),
    ],
    adopt: (path, signature) => adopted.set(path, signature),
    clock: systemClock,
    logger,
  });
  const manifests = new Map<number, ManifestFile[]>();
  /** Node `node` uploads `path` (under its own prefix, or `key` when given) and names it. */
  const upload = async (node: number, path: string, text: string, key?: string) => {
    const local = join(dir, 'src', String(node), path);
    await mkdir(join(local, '..'), { recursive: true });
    await writeFile(local, text);
    const objectKey = key ?? `${writerPrefix(LINEAGE, RUN, node)}files/${path}`;
    const digest = await store.putFile(objectKey, local);
    // A rewritten path is one entry, naming its newest version, as a manifest keeps it.
    const files = (manifests.get(node) ?? []).filter((file) => file.path !== path);
    files.push({ path, key: objectKey, seq: files.length + 1, uploadedAt: '', ...digest });
    manifests.set(node, files);
    await store.writeText(
      manifestKey(LINEAGE, RUN, node),
      JSON.stringify({
        format: 1,
        lineage: LINEAGE,
        runId: RUN,
        attempt: 1,
        node,
        nodes: 3,
        state: 'running',
        startedAt: '',
        updatedAt: '',
        files,
      }),
    );
    return files.at(-1) as ManifestFile;
  };
  const mine = async (path: string, text: string) => {
    await mkdir(join(outputs, path, '..'), { recursive: true });
    await writeFile(join(outputs, path), text);
  };
  return { dir, store, outputs, restart, mirror, adopted, logger, upload, mine };
}

describe('the peer mirror of an elastic gang', () => {
  it('completes a sharded save on this node with the parts the others uploaded, and tells the uploader they are durable', async () => {
    const g = await gang();
    await g.mine('dcp/step-000040/__1_0.distcp', 'part 1');
    await g.upload(0, 'dcp/step-000040/__0_0.distcp', 'part 0');
    await g.upload(0, 'dcp/step-000040/.metadata', 'index');
    await g.upload(2, 'dcp/step-000040/__2_0.distcp', 'part 2');
    expect(await g.mirror.cycle()).toBe(3);
    const folder = join(g.outputs, 'dcp/step-000040');
    const whole = {
      '__0_0.distcp': 'part 0',
      '.metadata': 'index',
      '__1_0.distcp': 'part 1',
      '__2_0.distcp': 'part 2',
    };
    for (const [name, text] of Object.entries(whole))
      expect(await readFile(join(folder, name), 'utf8')).toBe(text);
    const placed = await stat(join(folder, '__2_0.distcp'));
    expect(g.adopted.get('dcp/step-000040/__2_0.distcp')).toMatchObject({
      size: placed.size,
      mtimeMs: placed.mtimeMs,
      ino: placed.ino,
    });
    expect(g.adopted.has('dcp/step-000040/__1_0.distcp')).toBe(false);
    expect(g.logger.lines.map((l) => l.message).join('\n')).toContain(
      'placed 3 files (17 B) that nodes 0, 2 saved in the outputs',
    );
    expect(await g.mirror.cycle()).toBe(0);
  });

  it('does nothing in a gang that saves no shard', async () => {
    const g = await gang();
    await g.mine('ckpt/step-000040/model.pt', 'model');
    await g.upload(0, 'ckpt/step-000040/rank-0.json', '{}');
    expect(await g.mirror.cycle()).toBe(0);
  });

  it("never replaces the trainer's own file, nor refills a save the trainer removed here", async () => {
    const g = await gang();
    await g.mine('dcp/step-000040/__1_0.distcp', 'part 1');
    await g.mine('dcp/step-000040/.metadata', 'this node wrote the index');
    await g.upload(0, 'dcp/step-000040/.metadata', 'the index node 0 wrote');
    await g.upload(0, 'dcp/step-000040/__0_0.distcp', 'part 0');
    expect(await g.mirror.cycle()).toBe(1);
    expect(await readFile(join(g.outputs, 'dcp/step-000040/.metadata'), 'utf8')).toBe(
      'this node wrote the index',
    );
    await rm(join(g.outputs, 'dcp/step-000040'), { recursive: true });
    await g.upload(2, 'dcp/step-000040/__2_0.distcp', 'part 2');
    expect(await g.mirror.cycle()).toBe(0);
    await expect(stat(join(g.outputs, 'dcp/step-000040'))).rejects.toThrow(/ENOENT/);
  });

  it("follows a peer's rewritten file it placed, until the trainer writes that path itself", async () => {
    const g = await gang();
    await g.mine('dcp/step-000040/__1_0.distcp', 'part 1');
    await g.upload(0, 'dcp/latest', 'step-000040');
    expect(await g.mirror.cycle()).toBe(1);
    const v2 = `${writerPrefix(LINEAGE, RUN, 0)}files/.v2/dcp/latest`;
    await g.upload(0, 'dcp/latest', 'step-000050', v2);
    expect(await g.mirror.cycle()).toBe(1);
    expect(await readFile(join(g.outputs, 'dcp/latest'), 'utf8')).toBe('step-000050');
    await g.mine('dcp/latest', "this node's own pointer");
    await g.upload(
      0,
      'dcp/latest',
      'step-000060',
      `${writerPrefix(LINEAGE, RUN, 0)}files/.v3/dcp/latest`,
    );
    expect(await g.mirror.cycle()).toBe(0);
    expect(await readFile(join(g.outputs, 'dcp/latest'), 'utf8')).toBe("this node's own pointer");
  });

  it('fills a save this node never had (a replacement), linking what the restore brought instead of fetching it', async () => {
    const probe = await gang();
    const restoredFile = await probe.upload(0, 'dcp/step-000040/__0_0.distcp', 'part 0');
    const g = await gang([restoredFile]);
    await g.upload(0, 'dcp/step-000040/__0_0.distcp', 'part 0', restoredFile.key);
    await mkdir(join(g.restart, 'dcp/step-000040'), { recursive: true });
    await writeFile(join(g.restart, 'dcp/step-000040/__0_0.distcp'), 'part 0');
    // The store's copy is gone: only the link from _restart can place it.
    await rm(join(g.dir, 'store', restoredFile.key));
    expect(await g.mirror.cycle()).toBe(1);
    const placed = await stat(join(g.outputs, 'dcp/step-000040/__0_0.distcp'));
    expect(placed.ino).toBe((await stat(join(g.restart, 'dcp/step-000040/__0_0.distcp'))).ino);
  });

  it('passes over a torn object with a warning and places the rest', async () => {
    const g = await gang();
    await g.mine('dcp/step-000040/__1_0.distcp', 'part 1');
    const torn = await g.upload(0, 'dcp/step-000040/__0_0.distcp', 'part 0');
    await g.upload(2, 'dcp/step-000040/__2_0.distcp', 'part 2');
    await writeFile(join(g.dir, 'store', torn.key), 'part X');
    expect(await g.mirror.cycle()).toBe(1);
    expect(g.logger.lines.map((l) => l.message).join('\n')).toMatch(
      /not placing dcp\/step-000040\/__0_0\.distcp in the outputs: node 0's .* is gone from the store or torn/,
    );
    await expect(stat(join(g.outputs, 'dcp/step-000040/__0_0.distcp'))).rejects.toThrow(/ENOENT/);
  });

  it('keeps trying through a store that fails, and says so without filling the log', async () => {
    const g = await gang();
    await g.mine('dcp/step-000040/__1_0.distcp', 'part 1');
    await g.upload(0, 'dcp/step-000040/__0_0.distcp', 'part 0');
    const read = g.store.readText.bind(g.store);
    let failing = true;
    g.store.readText = (key) =>
      failing ? Promise.reject(new Error('connection reset')) : read(key);
    const mirror = new PeerMirror({
      store: g.store,
      lineage: LINEAGE,
      runId: RUN,
      node: 1,
      outputsDir: g.outputs,
      restartDir: g.restart,
      restored: [],
      ownPaths: () => readdirSync(g.outputs, { recursive: true, encoding: 'utf8' }),
      adopt: () => {},
      intervalMs: 10,
      clock: systemClock,
      logger: g.logger,
    });
    mirror.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    failing = false;
    const placed = join(g.outputs, 'dcp/step-000040/__0_0.distcp');
    for (let i = 0; i < 100 && !(await stat(placed).catch(() => undefined)); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await mirror.stop();
    expect(await readFile(placed, 'utf8')).toBe('part 0');
    const warnings =
      g.logger.lines
        .map((l) => l.message)
        .join('\n')
        .match(/could not bring the other nodes' saves/g) ?? [];
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(2);
  });
});
