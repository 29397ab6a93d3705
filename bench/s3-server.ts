import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { S3Client } from '@aws-sdk/client-s3';
import { NODE, ROOT } from './paths.js';

const PORT = 4578;
export const BUCKET = 'bench';
export const ENDPOINT = `http://127.0.0.1:${PORT}`;
/** s3rver's fixed test credentials. */
export const CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
};

/** A local S3-compatible server (s3rver) in its own process, storing objects under `dir`. */
export async function startS3rver(dir: string): Promise<ChildProcess> {
  const server = spawn(
    NODE,
    [
      join(ROOT, 'node_modules/s3rver/bin/s3rver.js'),
      '-d',
      dir,
      '-p',
      String(PORT),
      '-a',
      '127.0.0.1',
      '--configure-bucket',
      BUCKET,
      '--silent',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync('curl', ['-sf', '-o', '/dev/null', `${ENDPOINT}/${BUCKET}`]);
      return server;
    } catch {
      await sleep(100);
    }
  }
  server.kill('SIGTERM');
  throw new Error('s3rver did not start');
}

/** A client of that server, set up as the S3 store sets one up for an S3-compatible endpoint. */
export function s3rverClient(): S3Client {
  return new S3Client({
    endpoint: ENDPOINT,
    forcePathStyle: true,
    region: CREDENTIALS.AWS_REGION,
    credentials: {
      accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID,
      secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}
