import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRAINER, DIST, startNode } from '../helpers/run-dist.js';
import { startFaultProxy, type FaultProxy } from '../helpers/s3-fault-proxy.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { tempDir } from '../helpers/temp-dir.js';

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

/** `spot-train COMMAND` on the bucket behind the proxy; the store flags go right after the command. */
function cli([command = '', ...args]: readonly string[], cwd: string, prefix: string) {
  const store = ['--store', `s3://${s3.bucket}/${prefix}`, '--s3-endpoint', proxy.endpoint];
  return startNode(join(DIST, 'cli.js'), [command, ...store, '--s3-path-style', ...args], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...s3.env },
  });
}

describe('a restore through a link that resets, from dist/', () => {
  // 60 resets waited out with backoff, after a run of two attempts: past the default minute
  // on a machine busy with the rest of CI.
  it(
    'waits out 60 resets of its downloads and restores the newest run, never an older one',
    {
      timeout: 180_000,
    },
    async () => {
      const dir = await tempDir('restore-faults');
      const trained = await cli(
        [
          'run',
          '--outputs',
          'out',
          '--interrupt-after',
          '1500ms',
          '--',
          'python3',
          DEMO_TRAINER,
          '--steps',
          '200',
          '--save-every',
          '20',
        ],
        dir,
        'resets',
      ).done;
      expect(trained.code, trained.stderr).toBe(0);
      const newest = /attempt 2 of lineage \S+: run (\S+)/.exec(trained.stderr)?.[1];
      expect(newest).toBeDefined();
      // Every download of a file fails, 60 times over, before the link comes back.
      proxy.resetNext(60, (req) => req.method === 'GET' && (req.url ?? '').includes('/files/'));
      const restored = await cli(['restore', join(dir, 'restored')], dir, 'resets').done;
      expect(restored.code, restored.stderr).toBe(0);
      expect(proxy.injected()['reset-before-body']).toBe(60);
      expect(restored.stdout).toMatch(
        new RegExp(`^restored 3 files \\(.+\\) of run ${newest ?? ''} `),
      );
      expect(restored.stderr).not.toContain('trying the run before it');
      const model = JSON.parse(await readFile(join(dir, 'out/model.json'), 'utf8')) as unknown;
      const files = await readdir(join(dir, 'restored'), { recursive: true });
      expect(files).toContain('model.json');
      expect(JSON.parse(await readFile(join(dir, 'restored/model.json'), 'utf8'))).toEqual(model);
    },
  );
});
