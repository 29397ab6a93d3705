import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { claimKey } from '../../src/store/layout.js';
import { S3Store } from '../../src/store/s3/s3-store.js';
import { runAction, startAction, type ActionContext } from '../helpers/run-dist.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

const PREFIX = 'abandoned';
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3('checkpoints', { pendingUploads: true });
});
afterAll(async () => {
  await s3.close();
});

function store(): S3Store {
  return new S3Store({
    client: s3.client(),
    bucket: s3.bucket,
    prefix: PREFIX,
    partSizeBytes: 5 << 20,
    partConcurrency: 2,
    clock: systemClock,
  });
}

function inputs(run: string): Record<string, string> {
  return {
    mode: 'train',
    run,
    store: `s3://${s3.bucket}/${PREFIX}`,
    's3-endpoint': s3.endpoint,
    's3-force-path-style': 'true',
    's3-part-size': '5MiB',
    'settle-time': '100ms',
    'seal-timeout': '1s',
  };
}

describe('the train mode with an S3 store that lists multipart uploads, from dist/', () => {
  it('aborts the multipart upload a train step killed mid-upload left, once its restart runs', async () => {
    const root = await tempDir('s3abandon');
    const ctx: ActionContext = {
      workspace: join(root, 'ws'),
      runnerTemp: join(root, 'tmp'),
      runId: '9001',
    };
    await mkdir(ctx.workspace);
    await mkdir(ctx.runnerTemp);
    const big =
      'mkdir -p outputs && head -c 300000000 /dev/zero > outputs/big.tmp && mv outputs/big.tmp outputs/big.bin && sleep 300';
    const { running } = await startAction('main.js', inputs(big), ctx, s3.env);
    try {
      await eventually(
        async () => expect(await store().listPendingUploads('')).not.toEqual([]),
        30_000,
      );
    } finally {
      running.kill('SIGKILL');
    }
    await running.done;
    expect((await store().listPendingUploads('')).map((upload) => upload.key)).toEqual([
      '9001/9001/files/big.bin',
    ]);
    // What finalize does for a VM that went without dispatching its restart.
    await store().createExclusive(claimKey('9001', '9001'), '{"by":"finalize"}');

    const resumed = await runAction(
      'main.js',
      inputs('true'),
      { ...ctx, runId: '9002', event: { inputs: { _restart: '9001' } } },
      s3.env,
    );
    expect(resumed.code, resumed.stdout).toBe(0);
    expect(await store().listPendingUploads('')).toEqual([]);
    expect(resumed.stdout).toContain(
      'aborted 1 unfinished multipart upload(s) that killed runs left: 9001/9001/files/big.bin',
    );
  }, 60_000);
});
