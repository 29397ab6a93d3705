import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { abortAbandonedUploads } from '../../src/checkpoints/abandoned-uploads.js';
import { restoreLineage } from '../../src/checkpoints/restore.js';
import { openStoreUrl } from '../helpers/store-url.js';
import { readLineage } from '../../src/records/lineage.js';
import type { Store } from '../../src/store/store.js';
import { startGcs, type LocalGcs } from '../helpers/gcs.js';
import { plainModel } from '../helpers/plain-model.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { DEMO_TRAINER, DIST, runAction, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

let gcs: LocalGcs;
beforeAll(async () => {
  gcs = await startGcs();
});
afterAll(async () => {
  await gcs.close();
});

/** The CLI as a user runs it against an emulator: no Google credentials anywhere in its environment. */
function cli(args: readonly string[], cwd: string) {
  return startNode(
    join(DIST, 'cli.js'),
    [
      'run',
      '--store',
      `gs://${gcs.bucket}/${cwd.split('/').at(-1) ?? ''}`,
      '--gcs-endpoint',
      gcs.endpoint,
      ...args,
    ],
    { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME } },
  );
}

function gcsStore(prefix: string): Promise<Store> {
  return openStoreUrl(`gs://${gcs.bucket}/${prefix}`, { gcsEndpoint: gcs.endpoint });
}

async function restoreFrom(store: Store, into: string) {
  const [lineage = ''] = await store.listChildren('');
  return restoreLineage({
    store,
    lineage,
    currentRunId: 'next',
    restartDir: into,
    concurrency: 2,
    clock: systemClock,
    logger: new RecordingLogger(),
  });
}

const TRAINER_ARGS = ['python3', DEMO_TRAINER, '--save-every', '20', '--step-time', '0.02'];

describe('spot-train run with a gs:// store (the GCS stand-in), from dist/', () => {
  it('keeps live outputs in the bucket and resumes from them after each interruption', async () => {
    const dir = await tempDir('gcscli');
    const done = await cli(
      [
        '--outputs',
        'out',
        '--interrupt-after',
        '1500ms',
        '--interruptions',
        '2',
        '--settle',
        '300ms',
        '--',
        ...TRAINER_ARGS,
        '--steps',
        '160',
      ],
      dir,
    ).done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/training completed after 3 attempts and 2 interruptions/);
    expect(await readFile(join(dir, 'out/model.json'), 'utf8')).toBe(await plainModel(160));
    const store = await gcsStore(dir.split('/').at(-1) ?? '');
    const [lineage = ''] = await store.listChildren('');
    const runs = await readLineage(store, lineage);
    expect(
      runs.map((r) => (typeof r.manifest === 'string' ? r.manifest : r.manifest.state)),
    ).toEqual(['completed', 'interrupted', 'interrupted']);
  });

  it('SIGKILL in the middle of a composite upload leaves no object a restore would take; the next run restores the last complete save and sweeps the parts', async () => {
    const dir = await tempDir('gcscli');
    const marker = `spot-train-gcs-test-${process.pid}-${Date.now()}`;
    const script = `mkdir -p out && echo small > out/small.txt && sleep 1 && head -c 200000000 /dev/urandom > out/big.tmp && mv out/big.tmp out/big.bin && sleep 600 # ${marker}`;
    const common = ['--outputs', 'out', '--settle', '100ms', '--scan-interval', '50ms'];
    const run = cli([...common, '--verbose', '--', 'bash', '-c', script], dir);
    await eventually(() => expect(run.output()).toMatch(/uploading big\.bin/), 30_000);
    const prefix = dir.split('/').at(-1) ?? '';
    // Killed once some components are in, before the compose.
    await eventually(
      () =>
        expect(
          [...gcs.buckets.bucket(gcs.bucket).keys()].some((k) =>
            k.includes('.spot-train-uploads/'),
          ),
        ).toBe(true),
      30_000,
    );
    run.kill('SIGKILL');
    await run.done;
    await new Promise<void>((resolve) =>
      spawn('pkill', ['-KILL', '-f', marker]).once('close', () => resolve()),
    );
    const names = [...gcs.buckets.bucket(gcs.bucket).keys()].filter((k) =>
      k.startsWith(`${prefix}/`),
    );
    expect(names.filter((k) => k.endsWith('big.bin'))).toEqual([]);
    const store = await gcsStore(prefix);
    // What the next attempt would take: the last complete save, without big.bin.
    expect((await restoreFrom(store, join(dir, 'restored'))).files.map((f) => f.path)).toEqual([
      'small.txt',
    ]);
    // The components stay (billed) until a later run sweeps them: one a day old is anyone's to remove.
    expect((await store.listPendingUploads?.('')) ?? []).toHaveLength(1);
    await abortAbandonedUploads({
      store,
      lineage: 'another',
      runId: 'another',
      clock: { now: () => Date.now() + 25 * 3600_000, sleep: () => Promise.resolve() },
      logger: new RecordingLogger(),
    });
    expect(await store.listPendingUploads?.('')).toEqual([]);
    expect(
      [...gcs.buckets.bucket(gcs.bucket).keys()].filter((k) => k.includes('.spot-train')),
    ).toEqual([]);
  });

  it('the train mode of the action writes to the bucket given by store and gcs-endpoint', async () => {
    const root = await tempDir('gcsaction');
    const ctx = { workspace: join(root, 'ws'), runnerTemp: join(root, 'tmp'), runId: '8101' };
    await mkdir(ctx.workspace);
    await mkdir(ctx.runnerTemp);
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: 'mkdir -p outputs && echo weights > outputs/model.pt',
        store: `gs://${gcs.bucket}/action-runs`,
        'gcs-endpoint': gcs.endpoint,
        'settle-time': '100ms',
      },
      ctx,
      {},
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.manifest).toBe(`gs://${gcs.bucket}/action-runs/8101/8101/manifest.json`);
    const manifest = JSON.parse(
      (await (await gcsStore('action-runs')).readText('8101/8101/manifest.json')) ?? '{}',
    ) as { state: string; files: { path: string }[] };
    expect(manifest.state).toBe('completed');
    expect(manifest.files.map((f) => f.path)).toEqual(['model.pt']);
  });

  it('the action finds the stand-in through STORAGE_EMULATOR_HOST alone', async () => {
    const root = await tempDir('gcsaction');
    const ctx = { workspace: join(root, 'ws'), runnerTemp: join(root, 'tmp'), runId: '8102' };
    await mkdir(ctx.workspace);
    await mkdir(ctx.runnerTemp);
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: 'mkdir -p outputs && echo weights > outputs/model.pt',
        store: `gs://${gcs.bucket}/emulator-runs`,
        'settle-time': '100ms',
      },
      ctx,
      { STORAGE_EMULATOR_HOST: gcs.endpoint },
    );
    expect(run.code, run.stdout).toBe(0);
    expect(await (await gcsStore('emulator-runs')).listKeys?.('8102/8102/')).toContain(
      '8102/8102/manifest.json',
    );
  });

  it('keeps only the newest saves with --retention', async () => {
    const dir = await tempDir('gcsretention');
    const saves =
      'mkdir -p out && for i in 1 2 3 4; do echo $i > out/ckpt.tmp; mv out/ckpt.tmp out/ckpt.pt; sleep 1.5; done';
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
        'bash',
        '-c',
        saves,
      ],
      dir,
    ).done;
    expect(done.code, done.stderr).toBe(0);
    const store = await gcsStore(dir.split('/').at(-1) ?? '');
    const [lineage = ''] = await store.listChildren('');
    const versions = ((await store.listKeys?.(`${lineage}/`)) ?? []).filter((k) =>
      k.endsWith('ckpt.pt'),
    );
    expect(versions).toHaveLength(2);
  });

  it('with --restore-to-outputs, the next attempt finds the last save in its outputs', async () => {
    const dir = await tempDir('gcsrestore');
    const script = [
      // A background sleep ignores SIGINT: the trap ends it with the attempt.
      "trap 'kill $! 2>/dev/null; exit 130' INT",
      'mkdir -p out',
      'if [ "$SPOT_TRAIN_ATTEMPT" = 1 ]; then echo weights-1 > out/model.pt; sleep 30 & wait $!; exit 0; fi',
      // Only the second attempt, which exists only if the first was interrupted, reads it.
      'cp out/model.pt out/seen-by-attempt-2',
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
    expect(await readFile(join(dir, 'out/seen-by-attempt-2'), 'utf8')).toBe('weights-1\n');
  });
});
