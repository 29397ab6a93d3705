import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLineage } from '../../src/records/lineage.js';
import type { S3Store } from '../../src/store/s3/s3-store.js';
import { FAULT_TRAINER } from '../helpers/faults/paths.js';
import { seedFromEnv } from '../helpers/faults/prng.js';
import { claimGenerations, lineagesOf } from '../helpers/faults/store-view.js';
import { scratchDir, type ScratchDir } from '../helpers/faults/temp.js';
import { DIST, startNode, type Finished } from '../helpers/run-dist.js';
import { startFaultProxy, type FaultProxy } from '../helpers/s3-fault-proxy.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';

const SEED = seedFromEnv(3);
const LINEAGES = 3;

let s3: LocalS3;
let proxy: FaultProxy;
let scratch: ScratchDir;
const runs: { prefix: string; done: Finished }[] = [];

/**
 * `spot-train run` is one lineage per invocation: a killed CLI cannot be
 * continued, so only its own loop of drilled attempts is tried here, each
 * invocation on its own prefix, through the S3 fault proxy.
 */
beforeAll(async () => {
  s3 = await startS3();
  proxy = await startFaultProxy({
    upstream: s3.endpoint,
    seed: SEED,
    rate: 0.25,
    delayScale: 0.1,
    honourIfNoneMatch: true,
  });
  scratch = await scratchDir('faults-cli');
  for (let n = 0; n < LINEAGES; n++) {
    const dir = join(scratch.path, `cli-${n}`);
    await mkdir(dir);
    const prefix = `cli-${n}`;
    const args = [
      'run',
      ...['--store', `s3://${s3.bucket}/${prefix}`, '--s3-endpoint', proxy.endpoint],
      ...['--s3-path-style', '--outputs', 'out', '--interrupt-after', '1500ms'],
      ...['--interruptions', '2', '--notice', '6s', '--flush-reserve', '2s'],
      ...['--settle', '200ms', '--scan-interval', '100ms'],
      // Long enough (150 steps of 30 ms) that no attempt can finish before
      // its drill, so every lineage has exactly two interruptions.
      ...['--', 'python3', FAULT_TRAINER, '--steps', '150', '--save-every', '8'],
    ];
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...s3.env };
    const run = startNode(join(DIST, 'cli.js'), args, {
      cwd: dir,
      env: { ...env, FAULT_JOURNAL: join(dir, 'journal.jsonl') },
    });
    runs.push({ prefix, done: await run.done });
  }
}, 120_000);

afterAll(async () => {
  await proxy.close();
  await s3.close();
  await scratch.remove();
});

function inspect(prefix: string): S3Store {
  return s3.store(prefix);
}

describe(`spot-train run through the S3 fault proxy (seed ${SEED})`, () => {
  it('finishes every drilled lineage, without a stack trace', () => {
    const ends = runs.map(({ done }) => ({
      code: done.code,
      trace: /^\s+at .+:\d+:\d+\)?$/m.exec(done.stderr)?.[0],
      error: done.stderr.split('\n').find((line) => line.startsWith('spot-train: ')),
    }));
    expect(ends, `injected ${JSON.stringify(proxy.injected())}`).toEqual(
      runs.map(() => ({ code: 0, trace: undefined, error: undefined })),
    );
  });

  it('claims the restart of every interrupted run exactly once', async () => {
    const claims: number[] = [];
    const seen: string[] = [];
    for (const { prefix } of runs) {
      const store = inspect(prefix);
      for (const lineage of await lineagesOf(store))
        for (const run of await readLineage(store, lineage)) {
          const state = typeof run.manifest === 'string' ? run.manifest : run.manifest.state;
          seen.push(
            `${prefix}/${run.runId}: ${state}, ${await claimGenerations(store, run.runId)} claims`,
          );
          if (typeof run.manifest !== 'string' && run.manifest.state === 'interrupted')
            claims.push(await claimGenerations(store, run.runId));
        }
    }
    expect(claims, seen.join('\n')).toEqual(Array.from({ length: LINEAGES * 2 }, () => 1));
  });
});
