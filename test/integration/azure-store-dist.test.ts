import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContainerClient } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { restoreLineage } from '../../src/checkpoints/restore.js';
import { AzureBlobStore } from '../../src/store/azure/azure-store.js';
import { readLineage } from '../../src/records/lineage.js';
import { S3_PART_CONCURRENCY, S3_PART_SIZE } from '../../src/store/store-options.js';
import { AZURITE_ACCOUNT, startAzurite, type LocalAzurite } from '../helpers/azurite.js';
import { plainModel } from '../helpers/plain-model.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { DIST, drilledDemo, runAction, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

const CONTAINER = 'checkpoints';
let azurite: LocalAzurite;
let container: ContainerClient;
beforeAll(async () => {
  azurite = await startAzurite();
  container = await azurite.container(CONTAINER);
});
afterAll(async () => {
  await azurite.close();
});

/** `spot-train run --store az://...` from dist/, with the emulator's connection string only. */
function cli(args: readonly string[], cwd: string) {
  return startNode(
    join(DIST, 'cli.js'),
    ['run', '--store', `az://${AZURITE_ACCOUNT}/${CONTAINER}/${prefixOf(cwd)}`, ...args],
    { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...azurite.env } },
  );
}

function prefixOf(dir: string): string {
  return dir.split('/').at(-1) ?? '';
}

/** The store a run used, reached directly, with openStore's default block settings. */
function azStore(prefix: string): AzureBlobStore {
  return new AzureBlobStore({
    container,
    account: AZURITE_ACCOUNT,
    prefix,
    blockSizeBytes: S3_PART_SIZE,
    blockConcurrency: S3_PART_CONCURRENCY,
    clock: systemClock,
  });
}

async function onlyLineage(store: AzureBlobStore): Promise<string> {
  const lineages = await store.listChildren('');
  expect(lineages).toHaveLength(1);
  return lineages[0] ?? '';
}

describe('spot-train run with an Azure Blob store (Azurite), from dist/', () => {
  it('keeps live outputs in the container and resumes from them after each interruption', async () => {
    const dir = await tempDir('azcli');
    const done = await cli([...drilledDemo(160, 2)], dir).done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/training completed after 3 attempts and 2 interruptions/);
    expect(await readFile(join(dir, 'out/model.json'), 'utf8')).toBe(await plainModel(160));
    const store = azStore(prefixOf(dir));
    const runs = await readLineage(store, await onlyLineage(store));
    expect(
      runs.map((r) => (typeof r.manifest === 'string' ? r.manifest : r.manifest.state)),
    ).toEqual(['completed', 'interrupted', 'interrupted']);
  });

  it('a supervisor killed with SIGKILL in the middle of a block upload leaves no blob a restore would take', async () => {
    const dir = await tempDir('azcli');
    const marker = `spot-train-az-test-${process.pid}-${Date.now()}`;
    const script = `mkdir -p out && echo small > out/small.txt && sleep 1 && head -c 200000000 /dev/urandom > out/big.tmp && mv out/big.tmp out/big.bin && sleep 600 # ${marker}`;
    const killed = cli(
      [
        '--outputs',
        'out',
        '--settle',
        '100ms',
        '--scan-interval',
        '50ms',
        '--verbose',
        '--',
        'bash',
        '-c',
        script,
      ],
      dir,
    );
    const prefix = prefixOf(dir);
    const listed = async (uncommitted: boolean): Promise<string[]> => {
      const names: string[] = [];
      for await (const blob of container.listBlobsFlat({
        prefix: `${prefix}/`,
        includeUncommitedBlobs: uncommitted,
      }))
        names.push(blob.name);
      return names.filter((name) => name.endsWith('big.bin'));
    };
    await eventually(() => expect(killed.output()).toMatch(/uploading big\.bin/), 30_000);
    // Killed half way: some of big.bin's blocks are staged, none committed.
    await eventually(async () => expect(await listed(true)).toHaveLength(1), 30_000);
    killed.kill('SIGKILL');
    await killed.done;
    await new Promise<void>((resolve) =>
      spawn('pkill', ['-KILL', '-f', marker]).once('close', () => resolve()),
    );
    expect(await listed(false)).toEqual([]);
    const store = azStore(prefix);
    const result = await restoreLineage({
      store,
      lineage: await onlyLineage(store),
      currentRunId: 'next',
      restartDir: join(dir, 'restored'),
      concurrency: 2,
      clock: systemClock,
      logger: new RecordingLogger(),
    });
    expect(result.files.map((f) => f.path)).toEqual(['small.txt']);
    expect(await readFile(join(dir, 'restored/small.txt'), 'utf8')).toBe('small\n');
  });

  it('with --restore-to-outputs, the next attempt finds the last save in its outputs', async () => {
    const dir = await tempDir('azcli');
    const script = [
      'mkdir -p out',
      'if [ -f out/tokenizer.json ]; then echo "found $(cat out/tokenizer.json) in outputs"; else echo vocab > out/tokenizer.json; fi',
      // In the background, sleep would ignore SIGINT and outlive the attempt by 30 s.
      'if [ "$SPOT_TRAIN_ATTEMPT" = 1 ]; then exec sleep 30; fi',
    ].join('\n');
    const done = await cli(
      [
        '--outputs',
        'out',
        '--restore-to-outputs',
        '--interrupt-after',
        '1500ms',
        '--interruptions',
        '1',
        '--settle',
        '200ms',
        '--',
        'bash',
        '-c',
        script,
      ],
      dir,
    ).done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('found vocab in outputs');
  });

  it('with --retention 2, only the newest two saves stay in the container', async () => {
    const dir = await tempDir('azcli');
    await writeFile(join(dir, 'rotate.py'), ROTATING_TRAINER);
    const done = await cli(
      [
        '--outputs',
        'out',
        '--settle',
        '150ms',
        '--scan-interval',
        '100ms',
        '--retention',
        '2',
        '--',
        'python3',
        'rotate.py',
      ],
      dir,
    ).done;
    expect(done.code, done.stderr).toBe(0);
    const store = azStore(prefixOf(dir));
    const keys = await store.listKeys(`${await onlyLineage(store)}/`);
    expect(keys.filter((key) => key.endsWith('/ckpt.pt'))).toHaveLength(2);
    expect(
      keys
        .filter((key) => key.endsWith('/weights.bin'))
        .map((key) => /checkpoint-\d+/.exec(key)?.[0]),
    ).toEqual(['checkpoint-4', 'checkpoint-5']);
    expect(await readdir(join(dir, 'out'))).toContain('ckpt.pt');
  });

  it('the train mode of the action writes to the container given by store', async () => {
    const root = await tempDir('azaction');
    const ctx = { workspace: join(root, 'ws'), runnerTemp: join(root, 'tmp'), runId: '8001' };
    await mkdir(ctx.workspace);
    await mkdir(ctx.runnerTemp);
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: 'mkdir -p outputs && echo weights > outputs/model.pt',
        store: `az://${AZURITE_ACCOUNT}/${CONTAINER}/action-runs`,
        'settle-time': '100ms',
      },
      ctx,
      azurite.env,
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.manifest).toBe(
      `az://${AZURITE_ACCOUNT}/${CONTAINER}/action-runs/8001/8001/manifest.json`,
    );
    const manifest = JSON.parse(
      (await azStore('action-runs').readText('8001/8001/manifest.json')) ?? '{}',
    ) as { state: string; files: { path: string }[] };
    expect(manifest.state).toBe('completed');
    expect(manifest.files.map((f) => f.path)).toEqual(['model.pt']);
  });
});

/**
 * Six saves 1.5 s apart (time for each to be uploaded before the next): one
 * file overwritten each time, and a directory per save of which the newest
 * two are kept, as save_total_limit does.
 */
const ROTATING_TRAINER = `
import os, shutil, time
out = os.environ["SPOT_TRAIN_OUTPUTS_DIR"]
def atomic(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.replace(path + ".tmp", path)
for i in range(6):
    atomic(os.path.join(out, "ckpt.pt"), os.urandom(2048))
    atomic(os.path.join(out, f"checkpoint-{i}", "weights.bin"), os.urandom(1024))
    shutil.rmtree(os.path.join(out, f"checkpoint-{i - 2}"), ignore_errors=True)
    time.sleep(1.5)
`;
