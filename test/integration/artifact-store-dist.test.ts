import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/records/manifest.js';
import { startArtifactService, type ArtifactService } from '../helpers/artifact-service/index.js';
import { DEMO_TRAINER, runAction, type ActionContext } from '../helpers/run-dist.js';
import { plainModel } from '../helpers/plain-model.js';
import { tempDir } from '../helpers/temp-dir.js';

let service: ArtifactService;
beforeAll(async () => {
  service = await startArtifactService({ repository: 'acme/train' });
});
afterAll(async () => {
  await service.close();
});

async function context(runId: string, workspace?: string): Promise<ActionContext> {
  const root = await tempDir('artifact-action');
  const ctx = {
    workspace: workspace ?? join(root, 'workspace'),
    runnerTemp: join(root, 'runner-temp'),
    runId,
  };
  await mkdir(ctx.workspace, { recursive: true });
  await mkdir(ctx.runnerTemp);
  return ctx;
}

const trainer = `python3 ${DEMO_TRAINER} --steps 250 --save-every 20 --step-time 0.02`;

async function manifestIn(runId: number) {
  const states = service
    .artifacts(runId)
    .filter((artifact) => artifact.name.startsWith('ckpt.state.'));
  const newest = states.at(-1);
  if (!newest) throw new Error(`run ${runId} has no state artifact`);
  const state = JSON.parse((await newest.read()).toString('utf8')) as {
    texts: Record<string, { text: string }>;
  };
  const entry = Object.entries(state.texts).find(([key]) => key.endsWith('/manifest.json'));
  const parsed = parseManifest(entry?.[1].text ?? '');
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

describe('the train mode with an artifact:// store, from dist/', () => {
  it('keeps live outputs as artifacts and resumes from the prior run through the REST API', async () => {
    const first = await context('5001');
    const jobEnv = (runId: number) => service.jobEnv({ runId, job: 'train' });
    const interrupted = await runAction(
      'main.js',
      {
        mode: 'train',
        run: trainer,
        store: 'artifact://ckpt',
        'simulate-interruption': 'after:2500ms,notice:30s',
        'settle-time': '200ms',
      },
      first,
      jobEnv(5001),
    );
    expect(interrupted.outputs.outcome, interrupted.stdout).toBe('interrupted');
    const sealed = await manifestIn(5001);
    expect(sealed.state).toBe('interrupted');
    expect(sealed.files.some((file) => file.path.startsWith('ckpt/step-'))).toBe(true);
    expect(service.artifacts(5001).some((a) => a.name.startsWith('ckpt.files.'))).toBe(true);

    const second = await context('5002', first.workspace);
    const resumed = await runAction(
      'main.js',
      { mode: 'train', run: trainer, store: 'artifact://ckpt', 'settle-time': '200ms' },
      { ...second, event: { inputs: { _restart: '5001' } } },
      jobEnv(5002),
    );
    expect(resumed.code, resumed.stdout).toBe(0);
    expect(resumed.outputs).toMatchObject({
      outcome: 'completed',
      attempt: '2',
      lineage: '5001',
      'restored-from': '5001',
    });
    const saved = /interrupted: saved step (\d+)/.exec(interrupted.stdout)?.[1];
    expect(resumed.stdout).toContain(`resumed from step ${saved}`);
    expect(await readFile(join(first.workspace, 'outputs/model.json'), 'utf8')).toBe(
      await plainModel(250),
    );
    // The prior run's artifacts came through the REST API, with the job's token.
    expect(
      service.requests.filter((r) => r.operation === 'DownloadArtifact').length,
    ).toBeGreaterThan(0);
    expect((await manifestIn(5002)).state).toBe('completed');
  });

  it('fails before training outside a GitHub Actions job, saying what is missing', async () => {
    const ctx = await context('5101');
    const run = await runAction(
      'main.js',
      { mode: 'train', run: 'touch started', store: 'artifact://ckpt' },
      ctx,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::spot-train: store: "artifact://ckpt" works only inside a GitHub Actions job (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL not set)',
    );
    const bad = await runAction(
      'main.js',
      { mode: 'train', run: 'true', store: 'artifact://my ckpt' },
      ctx,
    );
    expect(bad.stdout).toContain('"my ckpt" in "artifact://my ckpt" cannot name artifacts');
    const keeping = await runAction(
      'main.js',
      { mode: 'train', run: 'touch started', store: 'artifact://ckpt', retention: '2' },
      ctx,
      service.jobEnv({ runId: 5101, job: 'train' }),
    );
    expect(keeping.stdout).toContain(
      '::error::spot-train: retention: artifact://ckpt cannot remove objects, so retention is not available with it',
    );
    expect(service.artifacts(5101)).toEqual([]);
    await expect(readFile(join(ctx.workspace, 'started'))).rejects.toThrow();
  });
});
