import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseManifest, type Manifest } from '../../src/records/manifest.js';
import { DIST, ROOT, startNode } from '../helpers/run-dist.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { startFaultProxy, type FaultProxy } from '../helpers/s3-fault-proxy.js';
import { tempDir } from '../helpers/temp-dir.js';

const TRAINER = join(ROOT, 'test/fixtures/sharded-trainer.py');
const SHARDS = 3000;
const CLI = join(DIST, 'cli.js');

let s3: LocalS3;
let proxy: FaultProxy;
beforeAll(async () => {
  s3 = await startS3();
  proxy = await startFaultProxy({ upstream: s3.endpoint, seed: 7, rate: 0 });
});
afterAll(async () => {
  await proxy.close();
  await s3.close();
});

type Kind = 'file' | 's3';

function storeArgs(kind: Kind, dir: string, endpoint = s3.endpoint): string[] {
  return kind === 's3'
    ? [
        '--store',
        `s3://${s3.bucket}/${dir.split('/').at(-1) ?? ''}`,
        '--s3-endpoint',
        endpoint,
        '--s3-path-style',
      ]
    : ['--store', `file://${join(dir, 'store')}`];
}

/**
 * The sharded trainer through `spot-train run`, interrupted once; its journal
 * and the log. The test gives the notice itself (SIGTERM, taken as a VM's last
 * notice) once the two loners are durable, so that no timer decides, on a
 * loaded machine, whether they were stored alone or with the notice's files.
 */
async function shardedLineage(kind: Kind, endpoint?: string) {
  const dir = await tempDir(`packs-${kind}`);
  const journal = join(dir, 'journal.jsonl');
  const go = join(dir, 'go');
  const started = startNode(
    CLI,
    [
      'run',
      ...storeArgs(kind, dir, endpoint),
      '--outputs',
      'out',
      '--sigterm-notice',
      '--settle',
      '300ms',
      '--',
      'python3',
      TRAINER,
    ],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SHARDS: String(SHARDS),
        SHARDED_JOURNAL: journal,
        SHARDED_GO: go,
        ...(kind === 's3' ? s3.env : {}),
      },
    },
  );
  // The loners are written only once every shard is durable, so that they are
  // ready alone however long the shards took on this machine.
  const ended = { yes: false };
  void started.done.then(() => (ended.yes = true));
  await untilDurable(kind, dir, ended, (paths) => paths.filter(isShard).length >= SHARDS);
  await writeFile(go, '');
  await untilDurable(kind, dir, ended, (paths) => LONERS.every((name) => paths.includes(name)));
  started.kill('SIGTERM');
  const run = await started.done;
  const log = run.stdout + run.stderr;
  expect(run.code, log).toBe(0);
  const entries = (await readFile(journal, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { found: number; wrong: string[]; extra: string[] });
  return { dir, entries, log };
}

const LONERS = ['config.json', 'tokenizer.json'];
const isShard = (path: string) => path.startsWith('shards/');

/** Waits until the first run's manifest lists files that satisfy `ready` (60 s at most). */
async function untilDurable(
  kind: Kind,
  dir: string,
  ended: { yes: boolean },
  ready: (paths: string[]) => boolean,
) {
  const deadline = Date.now() + 60_000;
  while (!ended.yes && Date.now() < deadline) {
    const { manifest } = await firstManifest(kind, dir).catch(() => ({ manifest: undefined }));
    if (manifest && ready(manifest.files.map((file) => file.path))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The manifest of the lineage's first run, read straight from the store. */
async function firstManifest(
  kind: Kind,
  dir: string,
): Promise<{ manifest: Manifest; keys: string[] }> {
  const store =
    kind === 's3' ? s3.store(dir.split('/').at(-1) ?? '') : await fileStore(join(dir, 'store'));
  const lineage = (await store.listChildren('')).find((name) => name.startsWith('local-')) ?? '';
  const [first] = await store.listChildren(`${lineage}/`);
  const text = await store.readText(`${lineage}/${first}/manifest.json`);
  const manifest = parseManifest(text ?? '');
  if (typeof manifest === 'string') throw new Error(manifest);
  return { manifest, keys: await store.listKeys(`${lineage}/${first}/files/`) };
}

async function fileStore(root: string) {
  const { FileStore } = await import('../../src/store/file/file-store.js');
  return new FileStore(root);
}

describe('a sharded checkpoint of 3,000 small files, from dist/', () => {
  for (const kind of ['file', 's3'] as const) {
    it(`is put in packs, and restored byte for byte after an interruption (${kind} store)`, async () => {
      const { dir, entries, log } = await shardedLineage(kind);
      // Every file of attempt 1, the shards, the two loners and the save on the notice.
      expect(entries).toEqual([{ found: SHARDS + 52, wrong: [], extra: [] }]);
      const { manifest, keys } = await firstManifest(kind, dir);
      const packed = manifest.files.filter((file) => file.pack);
      const packs = keys.filter((key) => key.includes('/files/.pack/'));
      expect(packed.length).toBeGreaterThanOrEqual(SHARDS);
      // A few objects, not one per file: at most 2,000 files a pack.
      expect(packs.length).toBeGreaterThanOrEqual(2);
      expect(keys.length).toBeLessThan(50);
      // The two files saved alone are objects of their own, readable in the bucket.
      for (const name of LONERS) {
        const entry = manifest.files.find((file) => file.path === name);
        expect(entry?.pack, name).toBeUndefined();
        expect(entry?.key.endsWith(`/files/${name}`), name).toBe(true);
      }
      expect(log).not.toMatch(/error:/);

      // `spot-train restore` of the first run gives the same tree.
      const into = join(dir, 'restored');
      const restored = await startNode(
        CLI,
        ['restore', ...storeArgs(kind, dir), '--run', manifest.runId, into],
        {
          cwd: dir,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, ...(kind === 's3' ? s3.env : {}) },
        },
      ).done;
      expect(restored.code, restored.stdout + restored.stderr).toBe(0);
      expect(await countFiles(into)).toBe(SHARDS + 52);
      const sample = await readFile(join(into, 'shards/s05/02999.bin'), 'utf8');
      expect(sample).toBe('shard 2999 '.repeat(1 + ((2999 * 37) % 300)));
    }, 120_000);
  }

  it('loses nothing when the store resets the first puts of packs', async () => {
    const isPackPut = (req: IncomingMessage) =>
      req.method === 'PUT' && (req.url ?? '').includes('/files/.pack/');
    proxy.resetNext(4, isPackPut);
    const { entries, log } = await shardedLineage('s3', proxy.endpoint);
    expect(entries).toEqual([{ found: SHARDS + 52, wrong: [], extra: [] }]);
    // The failed pack is retried (or its files go again), and said once, not once per file.
    expect(log).toMatch(/upload of a pack of \d+ small files .* failed \(try 1\)/);
    expect(log.match(/error: .*ECONNRESET/g)?.length ?? 0).toBeLessThanOrEqual(4);
  }, 120_000);

  it('is not restored from a pack whose bytes were changed in the store', async () => {
    const { dir } = await shardedLineage('file');
    const { manifest } = await firstManifest('file', dir);
    const victim = manifest.files.find((file) => file.pack && file.path.startsWith('shards/'));
    if (!victim?.pack) throw new Error('no packed file');
    const object = join(dir, 'store', victim.key);
    const bytes = await readFile(object);
    bytes.writeUInt8(bytes.readUInt8(victim.pack.offset) ^ 0xff, victim.pack.offset);
    await writeFile(object, bytes);
    const into = join(dir, 'restored');
    const restored = await startNode(
      CLI,
      ['restore', ...storeArgs('file', dir), '--run', manifest.runId, into],
      { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME } },
    ).done;
    const said = restored.stdout + restored.stderr;
    expect(restored.code, said).not.toBe(0);
    expect(said).toContain(victim.key);
    expect(said).toMatch(/sha256/);
    expect(await countFiles(into).catch(() => 0)).toBe(0);
  }, 120_000);
});

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}
