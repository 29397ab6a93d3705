import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISPATCH_WORKFLOW, RESTARTABLE_WORKFLOW } from '../helpers/faults/dispatch-target.js';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import { gcpVmNames, putGcpVm } from '../helpers/gcp-vm.js';
import type { ComputeEmulator } from '../helpers/gcp-compute/index.js';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { startGcpParts } from '../helpers/launch-clouds/gcp.js';
import { runAction, type ActionContext } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

// Finalize and the post step after a launch of `cloud: aws, gcp`, from
// dist/, with the EC2 and Compute stand-ins up together: the run's VM is
// on GCP, the second cloud named.

const WORKFLOW = DISPATCH_WORKFLOW;

let github: GitHubApi;
let ec2: LocalEc2;
let gcp: Awaited<ReturnType<typeof startGcpParts>>;
let compute: ComputeEmulator;
let home: string;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
  github.addWorkflow({ path: WORKFLOW, yaml: RESTARTABLE_WORKFLOW });
  ec2 = await startEc2();
  home = await tempDir('finalize-home');
  gcp = await startGcpParts({}, home, 'acme/train');
  compute = gcp.compute;
});
afterEach(async () => {
  await Promise.all([github.close(), ec2.close(), gcp.close()]);
});

/** The labels a launch gives the VMs of run `run`, attempt 1, of acme/train. */
const runLabels = (run: string) => ({
  'spot-train': '1',
  'spot-train-repo': 'acme-train',
  'spot-train-run': run,
  'spot-train-attempt': '1',
  'spot-train-name': `spot-train-${run}-1-ab12`,
  'spot-train-expires': String(Math.floor(Date.now() / 1000) + 3600),
});

async function context(runId: string): Promise<ActionContext & { store: string }> {
  const root = await tempDir('finalize');
  const ctx = {
    workspace: join(root, 'workspace'),
    runnerTemp: join(root, 'runner-temp'),
    runId,
    store: `file://${join(root, 'bucket')}`,
  };
  await mkdir(ctx.workspace);
  await mkdir(ctx.runnerTemp);
  return ctx;
}

const env = (): NodeJS.ProcessEnv => ({
  HOME: home,
  GITHUB_API_URL: github.url,
  GITHUB_REPOSITORY: 'acme/train',
  GITHUB_WORKFLOW_REF: `acme/train/${WORKFLOW}@refs/heads/main`,
  AWS_ENDPOINT_URL_EC2: ec2.url,
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  ...gcp.env,
});

/** The launch inputs a two-cloud workflow gives finalize as written for the launch. */
const AS_LAUNCHED = {
  regions: 'aws: us-east-1',
  zones: 'gcp: us-central1-a, us-central1-b',
  'cloud-options': 'aws: security-group-ids=sg-0123\ngcp: project=train-project',
};

/** Finalize of run `runId`, whose train job was cancelled, with `inputs` over the launch's. */
async function finalize(runId: string, inputs: Record<string, string>) {
  const ctx = await context(runId);
  github.addRun({
    id: Number(runId),
    workflowPath: WORKFLOW,
    status: 'in_progress',
    jobs: [{ name: 'train', status: 'completed', conclusion: 'cancelled' }],
  });
  return runAction(
    'main.js',
    {
      mode: 'finalize',
      store: ctx.store,
      'github-token': github.issueToken({
        kind: 'github-token',
        permissions: { actions: 'write' },
      }),
      'runner-token': github.issueToken({ kind: 'admin' }),
      ...AS_LAUNCHED,
      ...inputs,
    },
    ctx,
    env(),
  );
}

/** What a cancelled launch leaves finalize: its outputs, all empty. */
const CANCELLED = { cloud: 'aws, gcp', 'instance-id': '', region: '', zone: '' };

describe('finalize after a launch of several clouds, from dist/', () => {
  it("with the list (the launch was cancelled), finds the run's VM on GCP by its labels and terminates it", async () => {
    putGcpVm(compute, { zone: 'us-central1-b', name: 'st-9301-a', labels: runLabels('9301') });
    putGcpVm(compute, { zone: 'us-central1-a', name: 'st-9399-a', labels: runLabels('9399') });
    ec2.instances.set('i-0other', { state: 'running', tags: runLabels('9399') });
    github.runners.add({ name: 'spot-train-9301-1-ab12', labels: ['spot-train-9301-1'] });

    const done = await finalize('9301', CANCELLED);

    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(gcpVmNames(compute)).toEqual(['st-9399-a']);
    expect(ec2.instances.get('i-0other')?.state).toBe('running');
    // AWS was looked on too: the VM could have been there.
    expect(ec2.actions).toContain('DescribeInstances');
    expect(done.summary).toContain(
      '| VMs | found 1 by label in us-east-1 (aws), us-central1 (gcp); terminated `st-9301-a` |',
    );
    expect(done.summary).toContain('| Runners | removed `spot-train-9301-1-ab12` |');
    expect(github.runners.list()).toEqual([]);
  });

  it('restarts a gang on GCP that lost a node, found from the list, and terminates every node', async () => {
    const gang = (node: number) => ({
      ...runLabels('9401'),
      'spot-train-nodes': '3',
      'spot-train-node': String(node),
    });
    putGcpVm(compute, { zone: 'us-central1-a', name: 'st-9401-0', labels: gang(0) });
    putGcpVm(compute, { zone: 'us-central1-a', name: 'st-9401-2', labels: gang(2) });

    const done = await finalize('9401', CANCELLED);

    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(done.summary).toContain(
      '| Decision | restart: the VM was reclaimed: gang of 3: node 0 st-9401-0 running',
    );
    expect(github.dispatches.map((d) => d.inputs)).toEqual([{ _restart: '9401' }]);
    expect(gcpVmNames(compute)).toEqual([]);
  });

  it("with the launch's cloud output, reads its own lines of the launch's inputs and leaves AWS alone", async () => {
    putGcpVm(compute, { zone: 'us-central1-a', name: 'st-9501-a', labels: runLabels('9501') });
    const outputs = {
      cloud: 'gcp',
      'instance-id': 'st-9501-a',
      region: 'us-central1',
      zone: 'us-central1-a',
    };

    const done = await finalize('9501', outputs);

    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(gcpVmNames(compute)).toEqual([]);
    expect(ec2.actions).toEqual([]);
    expect(done.summary).toContain(
      '| VMs | found 1 by label in us-central1; terminated `st-9501-a` |',
    );
  });

  it("refuses the launch's outputs with the list, saying how to give its cloud with them", async () => {
    const done = await finalize('9601', {
      cloud: 'aws, gcp',
      'instance-id': 'st-9601-a',
      region: 'us-central1',
      zone: 'us-central1-a',
    });
    expect(done.code).toBe(1);
    expect(done.stdout).toContain(
      `::error::spot-train: instance-id: "st-9601-a" is the launch's output for the one cloud it took, but cloud names aws, gcp; give the launch's cloud output too, and the list only for a launch that set none: cloud: \${{ needs.launch.outputs.cloud || 'aws, gcp' }}`,
    );
  });
});

describe('the post step after a launch of several clouds, from dist/', () => {
  it('terminates the VM it left on GCP, the cloud its saved state names, not the first one listed', async () => {
    putGcpVm(compute, { zone: 'us-central1-a', name: 'st-9701-a', labels: runLabels('9701') });
    const launched = {
      instance: {
        cloud: 'gcp',
        id: 'st-9701-a',
        zone: 'us-central1-a',
        region: 'us-central1',
        group: 'train-project',
      },
    };
    const ctx = await context('9701');
    // No AWS keys: the post step never needs the first cloud named.
    const noAwsKeys = { ...env(), AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' };

    const done = await runAction('post.js', { mode: 'launch', cloud: 'aws, gcp' }, ctx, {
      ...noAwsKeys,
      STATE_mode: 'launch',
      STATE_launched: JSON.stringify(launched),
    });

    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(done.stdout).toContain(
      'terminated VM st-9701-a (us-central1-a), which never took its job',
    );
    expect(gcpVmNames(compute)).toEqual([]);
    expect(ec2.actions).toEqual([]);
  });
});
