import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock, type Clock } from '../../src/base/clock.js';
import { abortAbandonedUploads } from '../../src/checkpoints/abandoned-uploads.js';
import { S3Store } from '../../src/store/s3/s3-store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';

const PREFIX = 'ckpt';
let s3: LocalS3 | undefined;
afterEach(async () => {
  await s3?.close();
  s3 = undefined;
});

function storeOn(server: LocalS3): S3Store {
  return new S3Store({
    client: server.client(),
    bucket: server.bucket,
    prefix: PREFIX,
    partSizeBytes: 5 << 20,
    partConcurrency: 2,
    clock: systemClock,
    claimSettleMs: 300,
  });
}

/** What a process killed half way through a multipart upload leaves: the upload and a part. */
async function cutOffUpload(server: LocalS3, key: string): Promise<void> {
  const client = server.client();
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({ Bucket: server.bucket, Key: `${PREFIX}/${key}` }),
  );
  await client.send(
    new UploadPartCommand({
      Bucket: server.bucket,
      Key: `${PREFIX}/${key}`,
      UploadId,
      PartNumber: 1,
      Body: Buffer.alloc(1 << 20, 7),
    }),
  );
}

async function pendingKeys(store: S3Store): Promise<string[]> {
  return (await store.listPendingUploads('')).map((upload) => upload.key).sort();
}

const later = (ms: number): Clock => ({
  now: () => Date.now() + ms,
  sleep: (delay, signal) => systemClock.sleep(delay, signal),
});

describe('aborting the multipart uploads killed runs left', () => {
  it('aborts those of earlier runs whose restart was claimed, and none a live run may own', async () => {
    s3 = await startS3('checkpoints', { pendingUploads: true });
    const store = storeOn(s3);
    await cutOffUpload(s3, 'lin/run1/files/model.pt');
    await cutOffUpload(s3, 'lin/run2/files/model.pt');
    await cutOffUpload(s3, 'lin/run3/files/model.pt');
    await cutOffUpload(s3, 'other/run9/files/model.pt');
    await cutOffUpload(s3, 'someone-else/data.bin');
    // run1 was interrupted and restarted; run2 never claimed a restart, so it may be alive.
    await store.createExclusive('lin/run1/restart.claim', '{}');
    const logger = new RecordingLogger();
    await abortAbandonedUploads({
      store,
      lineage: 'lin',
      runId: 'run3',
      clock: systemClock,
      logger,
    });
    expect(await pendingKeys(store)).toEqual([
      'lin/run2/files/model.pt',
      'lin/run3/files/model.pt',
      'other/run9/files/model.pt',
      'someone-else/data.bin',
    ]);
    expect(logger.text('info')).toContain(
      'aborted 1 unfinished multipart upload(s) that killed runs left: lin/run1/files/model.pt',
    );

    // A day on, no uploader can still be at it, whichever run or lineage it served.
    await abortAbandonedUploads({
      store,
      lineage: 'lin',
      runId: 'run3',
      clock: later(25 * 60 * 60_000),
      logger,
    });
    expect(await pendingKeys(store)).toEqual(['lin/run3/files/model.pt', 'someone-else/data.bin']);
  });

  it('says so and carries on when the server cannot list multipart uploads', async () => {
    s3 = await startS3();
    const store = storeOn(s3);
    const logger = new RecordingLogger();
    await abortAbandonedUploads({
      store,
      lineage: 'lin',
      runId: 'run2',
      clock: systemClock,
      logger,
    });
    expect(logger.text('info')).toMatch(
      /could not list unfinished multipart uploads .*lifecycle rule/,
    );
  });

  it('refuses to abort an upload that is not there as S3 documents: 404 NoSuchUpload, naming the object', async () => {
    s3 = await startS3('checkpoints', { pendingUploads: true });
    const refused = await s3
      .client()
      .send(
        new AbortMultipartUploadCommand({
          Bucket: s3.bucket,
          Key: `${PREFIX}/gone.bin`,
          UploadId: 'no-such-upload',
        }),
      )
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      name: 'NoSuchUpload',
      Resource: `/${s3.bucket}/${PREFIX}/gone.bin`,
      $metadata: { httpStatusCode: 404 },
    });
  });
});
