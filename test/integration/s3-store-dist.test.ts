import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { readLineage } from '../../src/records/lineage.js';
import { restoreLineage } from '../../src/checkpoints/restore.js';
import { S3Store } from '../../src/store/s3/s3-store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { DIST, drilledDemo, runAction, startNode } from '../helpers/run-dist.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { plainModel } from '../helpers/plain-model.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
});

function cli(args: readonly string[], cwd: string) {
  return startNode(
    join(DIST, 'cli.js'),
    [
      'run',
      '--store',
      `s3://${s3.bucket}/${cwd.split('/').at(-1) ?? ''}`,
      '--s3-endpoint',
      s3.endpoint,
      '--s3-path-style',
      ...args,
    ],
    {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...s3.env },
    },
  );
}

function s3Store(prefix: string): S3Store {
  return s3.store(prefix);
}

describe('spot-train run with an S3 store (s3rver), from dist/', () => {
  it('on a server without conditional writes, records its history as it happens and keeps the claim exclusive', async () => {
    const dir = await tempDir('s3cli');
    // 160 steps of 20 ms outlast the drill's 1.5 s on any machine; 60 once finished first.
    const done = await cli([...drilledDemo(160, 1)], dir).done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/after 2 attempts and 1 interruption/);
    const prefix = dir.split('/').at(-1) ?? '';
    const keys = await s3Store(prefix).listKeys('');
    // s3rver ignores If-None-Match, so an exclusive create leaves its candidates behind.
    const candidates = keys.filter((key) => key.includes('.candidates/'));
    expect(candidates.some((key) => key.includes('/restart.claim.candidates/'))).toBe(true);
    // History records are first-writer records: none waits out the candidates' settle time.
    expect(keys.some((key) => /\/history\/attempt-ended\.json$/.test(key))).toBe(true);
    expect(candidates.filter((key) => key.includes('/history/'))).toEqual([]);
  });

  it('keeps live outputs in the bucket and resumes from them after each interruption', async () => {
    const dir = await tempDir('s3cli');
    const done = await cli([...drilledDemo(160, 2)], dir).done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/training completed after 3 attempts and 2 interruptions/);
    expect(await readFile(join(dir, 'out/model.json'), 'utf8')).toBe(await plainModel(160));
    const prefix = dir.split('/').at(-1) ?? '';
    const store = s3Store(prefix);
    const [lineage] = await store.listChildren('');
    const runs = await readLineage(store, lineage?.replace(/\/$/, '') ?? '');
    expect(
      runs.map((r) => (typeof r.manifest === 'string' ? r.manifest : r.manifest.state)),
    ).toEqual(['completed', 'interrupted', 'interrupted']);
  });

  it('a supervisor killed with SIGKILL in the middle of a multipart upload leaves no object a restore would take', async () => {
    const dir = await tempDir('s3cli');
    const marker = `spot-train-s3-test-${process.pid}-${Date.now()}`;
    const script = `mkdir -p out && echo small > out/small.txt && sleep 1 && head -c 200000000 /dev/urandom > out/big.tmp && mv out/big.tmp out/big.bin && sleep 600 # ${marker}`;
    const run = cli(
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
    await eventually(() => expect(run.output()).toMatch(/uploading big\.bin/), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    run.kill('SIGKILL');
    await run.done;
    await new Promise<void>((resolve) =>
      spawn('pkill', ['-KILL', '-f', marker]).once('close', () => resolve()),
    );
    const prefix = dir.split('/').at(-1) ?? '';
    const listed = await s3
      .client()
      .send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/` }));
    expect((listed.Contents ?? []).map((o) => o.Key).filter((k) => k?.endsWith('big.bin'))).toEqual(
      [],
    );
    const store = s3Store(prefix);
    const [lineage = ''] = await store.listChildren('');
    const restartDir = join(dir, 'restored');
    const result = await restoreLineage({
      store,
      lineage,
      currentRunId: 'next',
      restartDir,
      concurrency: 2,
      clock: systemClock,
      logger: new RecordingLogger(),
    });
    expect(result.files.map((f) => f.path)).toEqual(['small.txt']);
  });

  it('the train mode of the action writes to the bucket given by store, s3-endpoint and s3-force-path-style', async () => {
    const root = await tempDir('s3action');
    const ctx = { workspace: join(root, 'ws'), runnerTemp: join(root, 'tmp'), runId: '8001' };
    await mkdir(ctx.workspace);
    await mkdir(ctx.runnerTemp);
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: 'mkdir -p outputs && echo weights > outputs/model.pt',
        store: `s3://${s3.bucket}/action-runs`,
        's3-endpoint': s3.endpoint,
        's3-force-path-style': 'true',
        'settle-time': '100ms',
      },
      ctx,
      s3.env,
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.manifest).toBe(`s3://${s3.bucket}/action-runs/8001/8001/manifest.json`);
    const manifest = JSON.parse(
      (await s3Store('action-runs').readText('8001/8001/manifest.json')) ?? '{}',
    ) as { state: string; files: { path: string }[] };
    expect(manifest.state).toBe('completed');
    expect(manifest.files.map((f) => f.path)).toEqual(['model.pt']);
  });
});
