import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, runAction, startNode } from '../helpers/run-dist.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { tempDir } from '../helpers/temp-dir.js';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
});

const SAVE_ONCE = (mib: number) =>
  [
    'mkdir -p out',
    `head -c ${mib * 1024 * 1024} /dev/urandom > out/model.tmp && mv out/model.tmp out/model.pt`,
    'sleep 4',
  ].join('\n');

/** `spot-train run` on s3rver of a trainer that saves `mib` MiB once and keeps training a while. */
async function saveOnce(mib: number) {
  const dir = await tempDir('save-fit');
  const script = SAVE_ONCE(mib);
  const run = await startNode(
    join(DIST, 'cli.js'),
    [
      'run',
      '--store',
      `s3://${s3.bucket}/${dir.split('/').at(-1) ?? ''}`,
      '--s3-endpoint',
      s3.endpoint,
      '--s3-path-style',
      '--outputs',
      'out',
      // A drill that never comes in time, with a notice of 5.5 s: the window a save must fit.
      '--drill',
      'after:10m,notice:5500ms',
      '--',
      'bash',
      '-c',
      script,
    ],
    { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...s3.env } },
  ).done;
  return { code: run.code, log: run.stdout + run.stderr };
}

describe('a save too big for the notice, from dist/', () => {
  it('is warned about once, before any notice, with its size, the measured rate and what to do', async () => {
    const big = await saveOnce(256);
    expect(big.code, big.log).toBe(0);
    const warnings = big.log.match(
      /a save of 256\.0 MiB took \S+ to upload \([\d.]+ \S+\/s\); the drill gives 5\.5s from its notice/g,
    );
    expect(warnings, big.log).toHaveLength(1);
    expect(big.log).toMatch(/Save less on a notice \(the model weights/);

    const small = await saveOnce(1);
    expect(small.code, small.log).toBe(0);
    expect(small.log).not.toMatch(/took \S+ to upload/);
  }, 120_000);

  it("is in the train step's summary", async () => {
    const root = await tempDir('save-fit-action');
    const ctx = { workspace: join(root, 'ws'), runnerTemp: join(root, 'tmp'), runId: '8501' };
    await mkdir(ctx.workspace);
    await mkdir(ctx.runnerTemp);
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: SAVE_ONCE(256),
        outputs: 'out',
        store: `s3://${s3.bucket}/save-fit-action`,
        's3-endpoint': s3.endpoint,
        's3-force-path-style': 'true',
        'simulate-interruption': 'after:10m,notice:5500ms',
      },
      ctx,
      s3.env,
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toMatch(
      /\| Save vs notice \| \*\*too big to fit\*\*: a save of 256\.0 MiB took/,
    );
  }, 60_000);
});
