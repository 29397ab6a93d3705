import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/records/manifest.js';
import { AZURITE_ACCOUNT, startAzurite } from '../helpers/azurite.js';
import { startCacheService, type CacheService } from '../helpers/cache-service/index.js';
import { DEMO_TRAINER, runAction, type ActionContext } from '../helpers/run-dist.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { tempDir } from '../helpers/temp-dir.js';

/** A job on a fresh VM: its own workspace and RUNNER_TEMP; the store outlives it. */
async function job(runId: string, event?: unknown): Promise<ActionContext> {
  const root = await tempDir('warm-job');
  const workspace = join(root, 'workspace');
  const runnerTemp = join(root, 'runner-temp');
  await mkdir(workspace);
  await mkdir(runnerTemp);
  return { workspace, runnerTemp, runId, ...(event === undefined ? {} : { event }) };
}

/** What `pip install` would leave in the cache: a wheel of noise and an index. */
async function setupStep(ctx: ActionContext, wheel: Buffer): Promise<void> {
  await mkdir(join(ctx.workspace, '.pip-cache/wheels'), { recursive: true });
  await writeFile(join(ctx.workspace, '.pip-cache/wheels/torch.whl'), wheel);
  await writeFile(join(ctx.workspace, '.pip-cache/index.json'), '{"pinned": true}\n');
}

/** Every file under a directory, at any depth. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const trainer = (steps: number, stepTime = 0.02) =>
  `python3 ${DEMO_TRAINER} --steps ${steps} --save-every 25 --step-time ${stepTime}`;

/**
 * Two jobs on fresh VMs: the first warms (cold), sets up and trains, saving
 * the cache; the second warms from it. What each step gave, and the wheel
 * the second job found against the one the first wrote.
 */
async function twoJobs(
  inputs: Record<string, string>,
  env: Record<string, string>,
  runIds: readonly [string, string],
) {
  const wheel = randomBytes(1 << 20);
  const first = await job(runIds[0]);
  const cold = await runAction('main.js', inputs, first, env);
  await setupStep(first, wheel);
  const trained = await runAction(
    'main.js',
    { ...inputs, mode: 'train', run: trainer(50), restart: 'false' },
    first,
    env,
  );
  const second = await job(runIds[1]);
  const warm = await runAction('main.js', inputs, second, env);
  const restored = await readFile(join(second.workspace, '.pip-cache/wheels/torch.whl')).catch(() =>
    Buffer.alloc(0),
  );
  return { first, cold, trained, warm, restored, wheel };
}

const WARM = { mode: 'warm', 'cache-paths': '.pip-cache', 'cache-key': 'lock-1f2e' };
const KEY = 'spot-train-Linux-train.yml-lock-1f2e';
const JOB_ENV = {
  RUNNER_OS: 'Linux',
  GITHUB_WORKFLOW_REF: 'acme/train/.github/workflows/train.yml@refs/heads/main',
};

describe('warm caches, from dist/ as the runner runs the steps', () => {
  let service: CacheService;
  let s3: LocalS3;
  beforeAll(async () => {
    [service, s3] = await Promise.all([startCacheService(), startS3('warm')]);
  });
  afterAll(async () => {
    await Promise.all([service.close(), s3.close()]);
  });

  it('an attempt interrupted right after its first step leaves a cache the next attempt restores', async () => {
    const env = { ...JOB_ENV, ...service.jobEnv() };
    const store = `file://${await tempDir('warm-store')}`;
    const wheel = randomBytes(1 << 20);
    const first = await job('4001');
    const cold = await runAction('main.js', WARM, first, env);
    expect(cold.code, cold.stdout).toBe(0);
    expect(cold.outputs['cache-hit']).toBe('false');
    await setupStep(first, wheel);
    const interrupted = await runAction(
      'main.js',
      {
        mode: 'train',
        run: trainer(100_000),
        store,
        restart: 'false',
        'simulate-interruption': 'after:6s,notice:30s',
      },
      first,
      env,
    );
    expect(interrupted.outputs.outcome, interrupted.stdout).toBe('interrupted');
    expect(interrupted.summary).toContain('### spot-train: warm caches');
    expect(interrupted.summary).toMatch(
      /\| Saved \| 1\.00 MiB in [\d.]+m?s, begun at the trainer's first step \|/,
    );
    expect(service.entries().map((entry) => entry.key)).toEqual([KEY]);

    // The restart: a new VM, nothing on its disk but what the warm step brings.
    const second = await job('4002', { inputs: { _restart: '4001' } });
    const warm = await runAction('main.js', WARM, second, env);
    expect(warm.code, warm.stdout).toBe(0);
    expect(warm.outputs).toMatchObject({ 'cache-hit': 'true', 'cache-matched-key': KEY });
    expect(
      (await readFile(join(second.workspace, '.pip-cache/wheels/torch.whl'))).equals(wheel),
    ).toBe(true);
    expect(await readFile(join(second.workspace, '.pip-cache/index.json'), 'utf8')).toBe(
      '{"pinned": true}\n',
    );
    const resumed = await runAction(
      'main.js',
      { mode: 'train', run: trainer(60), store, restart: 'false' },
      second,
      env,
    );
    expect(resumed.outputs.outcome, resumed.stdout).toBe('completed');
    expect(resumed.summary).toMatch(
      new RegExp(`\\| Warm \\| restored from \`${KEY}\`: 1\\.00 MiB in [\\d.]+m?s \\|`),
    );
    expect(resumed.summary).toContain(
      `| Saved | not saved: already cached (restored from ${KEY} already) |`,
    );
    expect(service.entries()).toHaveLength(1);
    // The runtime token never shows; a signed URL's signature only once the
    // runner was told to mask it (workflow command data escapes % as %25).
    const token = service.jobEnv().ACTIONS_RUNTIME_TOKEN ?? '';
    for (const step of [cold, interrupted, warm, resumed]) {
      expect(step.stdout).not.toContain(token);
      const lines = step.stdout.split('\n').map((line) => line.replaceAll('%25', '%'));
      const masked = new Set<string>();
      for (const line of lines) {
        if (line.startsWith('::add-mask::')) masked.add(line.slice('::add-mask::'.length));
        else
          for (const [, sig] of line.matchAll(/[?&]sig=([^&"\s]+)/g)) expect(masked).toContain(sig);
      }
    }
  });

  it('a notice during a slow cache save stops it at once, and the checkpoints still become durable', async () => {
    const env = { ...JOB_ENV, ...service.jobEnv() };
    const store = `file://${await tempDir('warm-store')}`;
    const ctx = await job('4101');
    const warm = await runAction('main.js', { ...WARM, 'cache-key': 'slow' }, ctx, env);
    expect(warm.code, warm.stdout).toBe(0);
    await setupStep(ctx, randomBytes(2 << 20));
    // 2 MiB at 64 KiB/s: half a minute of uploading, far past the notice.
    service.throttleUploads(64 << 10);
    try {
      const run = await runAction(
        'main.js',
        {
          mode: 'train',
          run: trainer(100_000),
          store,
          restart: 'false',
          'simulate-interruption': 'after:4s,notice:30s',
        },
        ctx,
        env,
      );
      expect(run.outputs.outcome, run.stdout).toBe('interrupted');
      expect(run.stdout).toContain('cache save stopped: a preemption notice came first');
      expect(run.summary).toContain('### spot-train: training interrupted, progress saved');
      // Had the flush waited for the save, it would have taken half a minute.
      const durable = /durable ([\d.]+)(ms|s) after the notice/.exec(run.summary);
      expect(durable, run.summary).not.toBeNull();
      expect(Number(durable?.[1]) * (durable?.[2] === 's' ? 1000 : 1)).toBeLessThan(10_000);
      expect(run.summary).toMatch(
        /\| Saved \| not saved: cancelled after [\d.]+s, a preemption notice came first \(checkpoints go first\) \|/,
      );
      const manifest = parseManifest(
        await readFile(join(store.slice('file://'.length), '4101/4101/manifest.json'), 'utf8'),
      );
      if (typeof manifest === 'string') throw new Error(manifest);
      expect(manifest.state).toBe('interrupted');
      expect(manifest.files.some((file) => file.path.startsWith('ckpt/'))).toBe(true);
      expect(service.entries().map((entry) => entry.key)).not.toContain(
        `spot-train-Linux-train.yml-slow`,
      );
    } finally {
      service.throttleUploads(undefined);
    }
  });

  it('cache-backend store on S3: saved from the train step, restored by the next job', async () => {
    const env = { ...JOB_ENV, ...s3.env };
    const inputs = {
      ...WARM,
      'cache-backend': 'store',
      store: `s3://${s3.bucket}/runs`,
      's3-endpoint': s3.endpoint,
      's3-force-path-style': 'true',
    };
    const { cold, trained, warm, restored, wheel } = await twoJobs(inputs, env, ['4201', '4202']);
    expect(cold.outputs['cache-hit']).toBe('false');
    expect(trained.outputs.outcome, trained.stdout).toBe('completed');
    expect(trained.summary).toContain(`| Key | \`${KEY}\` (store \`s3://${s3.bucket}/runs\`) |`);
    expect(trained.summary).toMatch(/\| Saved \| 1\.00 MiB \([\d.]+ MiB archive\) in /);
    expect(warm.outputs['cache-hit'], warm.stdout).toBe('true');
    expect(restored.equals(wheel)).toBe(true);
  });

  it('cache-backend store on Azure Blob: saved and restored with a connection string whose key never reaches the disk', async () => {
    const azurite = await startAzurite();
    try {
      await azurite.container('warm');
      const key = /AccountKey=([^;]+)/.exec(azurite.connectionString)?.[1] ?? '';
      expect(key).not.toBe('');
      const inputs = {
        ...WARM,
        'cache-backend': 'store',
        store: `az://${AZURITE_ACCOUNT}/warm/runs`,
      };
      const env = { ...JOB_ENV, ...azurite.env };
      const { cold, first, trained, warm, restored, wheel } = await twoJobs(inputs, env, [
        '4251',
        '4252',
      ]);
      expect(cold.outputs['cache-hit']).toBe('false');
      expect(trained.outputs.outcome, trained.stdout).toBe('completed');
      expect(trained.summary).toMatch(/\| Saved \| 1\.00 MiB \([\d.]+ MiB archive\) in /);
      // The warm record and the save's spec are files under RUNNER_TEMP.
      const written = await filesUnder(first.runnerTemp);
      expect(written.length).toBeGreaterThan(0);
      for (const file of written) expect(await readFile(file, 'utf8'), file).not.toContain(key);
      expect(warm.outputs['cache-hit'], warm.stdout).toBe('true');
      expect(restored.equals(wheel)).toBe(true);
    } finally {
      await azurite.close();
    }
  });

  it('a bad cache input fails the warm step with the input, the value and what is expected', async () => {
    const ctx = await job('4301');
    const backend = await runAction('main.js', { ...WARM, 'cache-backend': 'foo' }, ctx);
    expect(backend.code).toBe(1);
    expect(backend.stdout).toContain(
      '::error::spot-train: cache-backend: "foo" is not a cache backend; expected github or store',
    );
    const paths = await runAction('main.js', { ...WARM, 'cache-paths': '\n  \n' }, ctx);
    expect(paths.code).toBe(1);
    expect(paths.stdout).toContain('::error::spot-train: cache-paths: names no path');
  });
});
