import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StoreOptions } from '../src/store/store-options.js';
import { openStoreUrl } from '../test/helpers/store-url.js';
import type { Store } from '../src/store/store.js';
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
      // s3rver's continuation tokens (a listing of more than 1,000 keys) are
      // DES-encrypted, which OpenSSL 3 keeps in its legacy provider.
      '--openssl-legacy-provider',
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

/** The S3 store of that server, opened as the action and the CLI open one. */
export function s3rverStore(prefix: string, options: StoreOptions = {}): Promise<Store> {
  Object.assign(process.env, CREDENTIALS);
  return openStoreUrl(`s3://${BUCKET}/${prefix}`, {
    s3Endpoint: ENDPOINT,
    s3ForcePathStyle: true,
    ...options,
  });
}

/**
 * The environment for command-line tools against that server: its
 * credentials, and rclone's remote `bench:` on it. A CA bundle from the
 * environment is dropped: the tools talk plain HTTP to a local server, and
 * rclone refuses to start with one.
 */
export function toolsOnS3rver(): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  delete inherited.AWS_CA_BUNDLE;
  return {
    ...inherited,
    ...CREDENTIALS,
    RCLONE_CONFIG_BENCH_TYPE: 's3',
    RCLONE_CONFIG_BENCH_PROVIDER: 'Other',
    RCLONE_CONFIG_BENCH_ENDPOINT: ENDPOINT,
    RCLONE_CONFIG_BENCH_ACCESS_KEY_ID: CREDENTIALS.AWS_ACCESS_KEY_ID,
    RCLONE_CONFIG_BENCH_SECRET_ACCESS_KEY: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
    RCLONE_CONFIG_BENCH_FORCE_PATH_STYLE: 'true',
  };
}
