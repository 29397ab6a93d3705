import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { DEMO_TRAINER, runAction, type ActionContext } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const WORKFLOW = '.github/workflows/train.yml';
const YAML = `
name: Train
on:
  schedule:
    - cron: '0 3 * * *'
  workflow_dispatch:
    inputs:
      _restart:
        required: false
jobs:
  train:
    runs-on: [self-hosted]
    steps:
      - run: echo train
  finalize:
    if: always()
    needs: train
    runs-on: ubuntu-latest
    steps:
      - run: echo finalize
`;

let github: GitHubApi;
let token: string;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
  github.addWorkflow({ path: WORKFLOW, yaml: YAML });
  token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
});
afterEach(async () => {
  await github.close();
});

async function context(runId: string): Promise<ActionContext & { store: string; root: string }> {
  const root = await tempDir('finalize');
  const ctx = {
    root,
    workspace: join(root, 'workspace'),
    runnerTemp: join(root, 'runner-temp'),
    runId,
    event: { schedule: '0 3 * * *' },
    store: `file://${join(root, 'bucket')}`,
  };
  await mkdir(ctx.workspace);
  await mkdir(ctx.runnerTemp);
  return ctx;
}

const env = () => ({
  GITHUB_API_URL: github.url,
  GITHUB_REPOSITORY: 'acme/train',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_WORKFLOW_REF: `acme/train/${WORKFLOW}@refs/heads/main`,
});

const trainer = `python3 ${DEMO_TRAINER} --steps 150 --save-every 20 --step-time 0.02`;

function train(ctx: ActionContext & { store: string }, inputs: Record<string, string>) {
  return runAction(
    'main.js',
    { mode: 'train', run: trainer, store: ctx.store, 'github-token': token, ...inputs },
    ctx,
    env(),
  );
}

function finalize(
  ctx: ActionContext & { store: string },
  conclusion: 'success' | 'failure' | 'cancelled',
) {
  github.addRun({
    id: Number(ctx.runId),
    workflowPath: WORKFLOW,
    event: 'schedule',
    status: 'in_progress',
    jobs: [
      { name: 'train', status: 'completed', conclusion },
      { name: 'finalize', status: 'in_progress', conclusion: null },
    ],
  });
  return runAction(
    'main.js',
    { mode: 'finalize', store: ctx.store, 'github-token': token },
    ctx,
    env(),
  );
}

function finalizeOn(
  ctx: ActionContext & { store: string },
  conclusion: 'failure' | 'cancelled',
  instanceId: string,
  extra: NodeJS.ProcessEnv,
) {
  github.addRun({
    id: Number(ctx.runId),
    workflowPath: WORKFLOW,
    event: 'schedule',
    status: 'in_progress',
    jobs: [{ name: 'train', status: 'completed', conclusion }],
  });
  return runAction(
    'main.js',
    {
      mode: 'finalize',
      store: ctx.store,
      'github-token': token,
      cloud: 'aws',
      'instance-id': instanceId,
      region: 'eu-west-1',
    },
    ctx,
    { ...env(), ...extra },
  );
}

/** The labels a launch gives the VMs of run `run`, attempt `attempt`, of acme/train. */
const runTags = (run: string, attempt = '1') => ({
  'spot-train': '1',
  'spot-train-repo': 'acme-train',
  'spot-train-run': run,
  'spot-train-attempt': attempt,
  'spot-train-name': `spot-train-${run}-${attempt}-ab12`,
  'spot-train-expires': String(Math.floor(Date.now() / 1000) + 3600),
});

describe('the finalize mode, from dist/', () => {
  it('dispatches the restart the VM did not, and shows the lineage so far', async () => {
    const ctx = await context('8101');
    const trained = await train(ctx, {
      restart: 'false',
      'simulate-interruption': 'after:1500ms,notice:30s',
    });
    expect(trained.outputs.outcome).toBe('interrupted');
    const done = await finalize(ctx, 'failure');
    expect(done.code, done.stdout).toBe(0);
    expect(github.dispatches).toHaveLength(1);
    expect(github.dispatches[0]?.inputs).toEqual({ _restart: '8101' });
    const newRun = String(github.dispatches[0]?.runId);
    expect(done.outputs['restart-run-id']).toBe(newRun);
    expect(done.summary).toContain('### spot-train finalize: restart dispatched');
    expect(done.summary).toContain(
      '| Decision | restart: the supervisor saved the run after a simulated notice |',
    );
    expect(done.summary).toMatch(
      /\| 1 \| \[8101\]\(https:\/\/github.com\/acme\/train\/actions\/runs\/8101\) \| .* \| simulated notice \(drill after 1.5s\), saved \| .* \| \[\d+\]/,
    );
    expect(done.summary).toContain('```mermaid\ngantt');
    expect(done.summary).toMatch(/ {2}1 interrupted :crit, a1, \d{4}-\d\d-\d\dT/);
    expect(github.violations).toEqual([]);
  });

  it('leaves a restart the supervisor dispatched alone', async () => {
    const ctx = await context('8201');
    const trained = await train(ctx, { 'simulate-interruption': 'after:1500ms,notice:30s' });
    const dispatched = trained.outputs['restart-run-id'];
    expect(dispatched).toMatch(/^\d+$/);
    const done = await finalize(ctx, 'failure');
    expect(done.code, done.stdout).toBe(0);
    expect(github.dispatches).toHaveLength(1);
    expect(done.outputs['restart-run-id']).toBe(dispatched);
    expect(done.summary).toContain(
      `| Restart | supervisor dispatched [run ${dispatched}](https://github.com/acme/train/actions/runs/${dispatched}) |`,
    );
  });

  it('does not restart a run that completed, nor one a person cancelled', async () => {
    const ctx = await context('8301');
    const trained = await train(ctx, {});
    expect(trained.outputs.outcome).toBe('completed');
    const done = await finalize(ctx, 'success');
    expect(done.code).toBe(0);
    expect(done.summary).toContain('| Decision | no restart: training completed |');

    // A VM that stopped without sealing its run, in a job a person cancelled.
    const lost = await context('8302');
    await writeRunningManifest(lost, '8302');
    const cancelled = await finalize(lost, 'cancelled');
    expect(cancelled.summary).toContain('| Decision | no restart: the train job was cancelled |');
    expect(github.dispatches).toHaveLength(0);
  });

  it('asks AWS whether it reclaimed the VM, restarts if so, and terminates the VM either way', async () => {
    const ec2 = await startEc2();
    try {
      ec2.instances.set('i-0reclaimed', {
        state: 'terminated',
        reason: 'Server.SpotInstanceTermination',
      });
      ec2.instances.set('i-0healthy', { state: 'running' });
      const aws = {
        AWS_ENDPOINT_URL_EC2: ec2.url,
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
      };
      const reclaimed = await context('8501');
      await writeRunningManifest(reclaimed, '8501');
      const restarted = await finalizeOn(reclaimed, 'cancelled', 'i-0reclaimed', aws);
      expect(restarted.code, restarted.stdout).toBe(0);
      expect(restarted.summary).toContain(
        '| Decision | restart: the VM was reclaimed: terminated, reclaimed by AWS: Server.SpotInstanceTermination',
      );
      expect(github.dispatches.map((d) => d.inputs)).toEqual([{ _restart: '8501' }]);

      const healthy = await context('8502');
      await writeRunningManifest(healthy, '8502');
      const kept = await finalizeOn(healthy, 'failure', 'i-0healthy', aws);
      expect(kept.summary).toMatch(/\| Decision \| no restart: the VM was not reclaimed/);
      expect(github.dispatches).toHaveLength(1);
      expect(ec2.instances.get('i-0healthy')?.state).toBe('terminated');
      expect(ec2.actions.filter((a) => a === 'TerminateInstances')).toHaveLength(2);
    } finally {
      await ec2.close();
    }
  });

  it('restarts a run whose VM vanished without a notice', async () => {
    const ctx = await context('8401');
    await writeRunningManifest(ctx, '8401');
    const done = await finalize(ctx, 'failure');
    expect(done.code, done.stdout).toBe(0);
    expect(done.summary).toContain(
      'restart: the train job failed before the supervisor could seal the run: the VM or its runner was lost',
    );
    expect(github.dispatches.map((d) => d.inputs)).toEqual([{ _restart: '8401' }]);
    expect(done.summary).toContain('lost without a notice');
  });
});

describe('finalize cleans up by labels, not step outputs', () => {
  let ec2: LocalEc2;
  beforeEach(async () => {
    ec2 = await startEc2();
  });
  afterEach(async () => {
    await ec2.close();
  });

  /** Finalize after a launch that never set its outputs (cancelled, or failed halfway). */
  async function finalizeAfterLostLaunch(runId: string, inputs: Record<string, string> = {}) {
    const ctx = await context(runId);
    github.addRun({
      id: Number(runId),
      workflowPath: WORKFLOW,
      event: 'schedule',
      status: 'in_progress',
      jobs: [{ name: 'train', status: 'completed', conclusion: 'cancelled' }],
    });
    return runAction(
      'main.js',
      {
        mode: 'finalize',
        store: ctx.store,
        'github-token': token,
        'runner-token': github.issueToken({ kind: 'admin' }),
        cloud: 'aws',
        'instance-id': '',
        region: '',
        zone: '',
        ...inputs,
      },
      ctx,
      {
        ...env(),
        AWS_REGION: 'us-east-1',
        AWS_ENDPOINT_URL_EC2: ec2.url,
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
      },
    );
  }

  it("terminates the run's VMs and removes its runner with an empty instance-id, and leaves other runs' alone", async () => {
    ec2.instances.set('i-0leg1', { state: 'running', tags: runTags('8601') });
    ec2.instances.set('i-0leg2', { state: 'pending', tags: runTags('8601') });
    ec2.instances.set('i-0rerun', { state: 'running', tags: runTags('8601', '2') });
    ec2.instances.set('i-0other', { state: 'running', tags: runTags('8699') });
    github.runners.add({ name: 'spot-train-8601-1-ab12', labels: ['spot-train-8601-1'] });
    github.runners.add({
      name: 'spot-train-8699-1-cd34',
      labels: ['spot-train-8699-1'],
      status: 'online',
      busy: true,
    });
    github.runners.add({ name: 'gpu-box', labels: ['self-hosted', 'gpu'] });

    const done = await finalizeAfterLostLaunch('8601');

    expect(done.code, done.stdout).toBe(0);
    const states = Object.fromEntries([...ec2.instances].map(([id, vm]) => [id, vm.state]));
    expect(states).toEqual({
      'i-0leg1': 'terminated',
      'i-0leg2': 'terminated',
      'i-0rerun': 'running',
      'i-0other': 'running',
    });
    expect(github.runners.list().map((r) => r.name)).toEqual(['spot-train-8699-1-cd34', 'gpu-box']);
    expect(done.summary).toContain(
      '| VMs | found 2 by label in us-east-1; terminated `i-0leg1`, `i-0leg2` |',
    );
    expect(done.summary).toContain('| Runners | removed `spot-train-8601-1-ab12` |');
    expect(done.summary).not.toContain('Could not remove');
    expect(github.violations).toEqual([]);
  });

  it('restarts a gang when one node is gone, and terminates every node and removes every runner', async () => {
    const gang = { ...runTags('8901'), 'spot-train-nodes': '3' };
    ec2.instances.set('i-0node0', { state: 'running', tags: { ...gang, 'spot-train-node': '0' } });
    ec2.instances.set('i-0node2', { state: 'running', tags: { ...gang, 'spot-train-node': '2' } });
    for (const node of [0, 1, 2]) {
      github.runners.add({
        name: `spot-train-8901-1-ab12-${node}`,
        labels: [`spot-train-8901-1-${node}`],
      });
    }

    const done = await finalizeAfterLostLaunch('8901');

    expect(done.code, done.stdout).toBe(0);
    expect(done.summary).toContain(
      '| Decision | restart: the VM was reclaimed: gang of 3: node 0 i-0node0 running',
    );
    expect(done.summary).toContain("node 1 not found among the run's live VMs");
    expect(github.dispatches.map((d) => d.inputs)).toEqual([{ _restart: '8901' }]);
    expect([...ec2.instances.values()].map((vm) => vm.state)).toEqual(['terminated', 'terminated']);
    expect(github.runners.list()).toEqual([]);
  });

  it('still terminates the VMs and removes the runner when the store cannot be read', async () => {
    ec2.instances.set('i-0leg1', { state: 'running', tags: runTags('8801') });
    github.runners.add({ name: 'spot-train-8801-1-ab12', labels: ['spot-train-8801-1'] });
    const ctx = await context('8801');
    const notADirectory = join(ctx.root, 'not-a-directory');
    await writeFile(notADirectory, '');

    const done = await finalizeAfterLostLaunch('8801', { store: `file://${notADirectory}` });

    expect(done.code).toBe(1);
    expect(done.stdout).toContain('::error::spot-train: ');
    expect(ec2.instances.get('i-0leg1')?.state).toBe('terminated');
    expect(github.runners.list()).toEqual([]);
  });

  it('leaves a busy runner of the run alone, and reports a VM and a runner it could not remove', async () => {
    ec2.instances.set('i-0denied', { state: 'running', tags: runTags('8701') });
    ec2.instances.set('i-0fine', { state: 'running', tags: runTags('8701') });
    ec2.refuseTerminate.set('i-0denied', 'UnauthorizedOperation');
    github.runners.add({
      name: 'spot-train-8701-1-ab12',
      labels: ['spot-train-8701-1'],
      status: 'online',
      busy: true,
    });

    github.runners.add({ name: 'spot-train-8701-1-cd34', labels: ['spot-train-8701-1'] });
    github.failNext('actions/delete-self-hosted-runner-from-repo', { status: 403 });

    const done = await finalizeAfterLostLaunch('8701', { 'instance-id': 'i-0fine' });

    expect(done.code, done.stdout).toBe(0);
    expect(ec2.instances.get('i-0fine')?.state).toBe('terminated');
    expect(ec2.instances.get('i-0denied')?.state).toBe('running');
    expect(done.stdout).toMatch(
      /::error::could not terminate VM i-0denied \(us-east-1a\): .*ec2:TerminateInstances/,
    );
    expect(done.summary).toMatch(
      /\| Could not remove \| \*\*VM i-0denied \(us-east-1a\)\*\*: .*UnauthorizedOperation/,
    );
    expect(done.summary).toContain('| Runners | left `spot-train-8701-1-ab12`: busy with a job |');
    expect(done.summary).toMatch(
      /<br>\*\*runner spot-train-8701-1-cd34\*\*: GitHub: removing runner spot-train-8701-1-cd34 failed: 403/,
    );
    expect(github.runners.list()).toHaveLength(2);
  });
});

/** What a VM that died mid-training leaves: its run index and an unsealed manifest. */
async function writeRunningManifest(ctx: { root: string }, runId: string): Promise<void> {
  const bucket = join(ctx.root, 'bucket');
  await mkdir(join(bucket, 'runs'), { recursive: true });
  await writeFile(join(bucket, 'runs', runId), `${runId}\n`);
  await mkdir(join(bucket, runId, runId), { recursive: true });
  const now = Date.now();
  await writeFile(
    join(bucket, runId, runId, 'manifest.json'),
    JSON.stringify({
      format: 1,
      lineage: runId,
      runId,
      attempt: 1,
      state: 'running',
      startedAt: new Date(now - 3_600_000).toISOString(),
      updatedAt: new Date(now - 600_000).toISOString(),
      files: [],
    }),
  );
}
