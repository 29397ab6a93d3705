import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import { gcpVmNames, putGcpVm } from '../helpers/gcp-vm.js';
import type { ComputeEmulator } from '../helpers/gcp-compute/index.js';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { startGcpParts } from '../helpers/launch-clouds/gcp.js';
import { DIST, runAction, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

// The janitor of `cloud: aws, gcp` from dist/, against the EC2 stand-in
// and the Compute stand-in at once: GCP signed in through workload
// identity federation as a workflow would be, AWS with keys (or none).

const WORKFLOW = '.github/workflows/train.yml';
const HOUR = 3_600_000;
let github: GitHubApi;
let ec2: LocalEc2;
let gcp: Awaited<ReturnType<typeof startGcpParts>>;
let compute: ComputeEmulator;
let home: string;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
  github.addWorkflow({
    path: WORKFLOW,
    yaml: 'on: workflow_dispatch\njobs:\n  train:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n',
  });
  ec2 = await startEc2();
  home = await tempDir('janitor-home');
  gcp = await startGcpParts({}, home, 'acme/train');
  compute = gcp.compute;
});
afterEach(async () => {
  await Promise.all([github.close(), ec2.close(), gcp.close()]);
});

const old = new Date(Date.now() - HOUR).toISOString();
const labels = (run: string, expires: number) => ({
  'spot-train': '1',
  'spot-train-repo': 'acme-train',
  'spot-train-run': run,
  'spot-train-expires': String(Math.floor(expires / 1000)),
});

const AWS_KEYS = { AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test' };

/** Where each cloud's credentials come from, and the stand-ins' endpoints. */
function cloudEnv(aws: 'keys' | 'none'): NodeJS.ProcessEnv {
  return {
    HOME: home,
    AWS_ENDPOINT_URL_EC2: ec2.url,
    // No shared files either: an AWS with no credentials at all.
    AWS_SHARED_CREDENTIALS_FILE: join(home, 'no-aws-credentials'),
    AWS_CONFIG_FILE: join(home, 'no-aws-config'),
    ...(aws === 'keys' ? AWS_KEYS : {}),
    ...gcp.env,
  };
}

async function janitor(aws: 'keys' | 'none', inputs: Record<string, string> = {}) {
  const root = await tempDir('janitor');
  const ctx = { workspace: join(root, 'w'), runnerTemp: join(root, 't'), runId: '1' };
  await mkdir(ctx.workspace);
  await mkdir(ctx.runnerTemp);
  return runAction(
    'main.js',
    {
      mode: 'janitor',
      cloud: 'aws, gcp',
      regions: 'aws: us-east-1\ngcp: us-central1',
      'github-token': github.issueToken({ kind: 'github-token', permissions: { actions: 'read' } }),
      'runner-token': github.issueToken({ kind: 'admin' }),
      ...inputs,
    },
    ctx,
    { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: 'acme/train', ...cloudEnv(aws) },
  );
}

const terminatedOnAws = () =>
  [...ec2.instances]
    .filter(([, vm]) => vm.state === 'terminated')
    .map(([id]) => id)
    .sort();

describe('the janitor of several clouds, from dist/', () => {
  it('sweeps each cloud in its own regions in one run, and the runners once', async () => {
    github.addRun({ id: 901, workflowPath: WORKFLOW, status: 'completed', conclusion: 'failure' });
    github.addRun({ id: 902, workflowPath: WORKFLOW, status: 'in_progress' });
    github.addRun({ id: 903, workflowPath: WORKFLOW, status: 'in_progress' });
    const awsVm = (run: string) => ({
      state: 'running' as const,
      tags: labels(run, Date.now() + HOUR),
      launchTime: old,
    });
    ec2.instances.set('i-ended', awsVm('901'));
    ec2.instances.set('i-live', awsVm('902'));
    const zone = 'us-central1-b';
    putGcpVm(compute, { zone, name: 'st-902-expired', labels: labels('902', Date.now() - 1000) });
    putGcpVm(compute, { zone, name: 'st-902-live', labels: labels('902', Date.now() + HOUR) });
    putGcpVm(compute, { zone, name: 'st-901-ended', labels: labels('901', Date.now() + HOUR) });
    // Not a region swept: a VM in europe-west4 is not looked at.
    putGcpVm(compute, {
      zone: 'europe-west4-a',
      name: 'st-901-elsewhere',
      labels: labels('901', Date.now() - 1000),
    });
    // An elastic gang on GCP training on without its lost node 2: its
    // survivors' runners are busy, which only the one list of runners says.
    const gang = (node: number) => ({
      ...labels('903', Date.now() + HOUR),
      'spot-train-name': 'spot-train-903-1-ab12',
      'spot-train-nodes': '3',
      'spot-train-node': String(node),
    });
    putGcpVm(compute, { zone, name: 'st-903-0', labels: gang(0) });
    putGcpVm(compute, { zone, name: 'st-903-1', labels: gang(1) });
    github.runners.add({ name: 'spot-train-903-1-ab12-0', status: 'online', busy: true });
    github.runners.add({ name: 'spot-train-903-1-ab12-1', status: 'online', busy: true });
    github.runners.add({ name: 'spot-train-901-1-ab12', status: 'offline' });
    github.runners.add({ name: 'spot-train-902-1-cd34', status: 'offline' });

    const done = await janitor('keys');

    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(terminatedOnAws()).toEqual(['i-ended']);
    expect(gcpVmNames(compute)).toEqual([
      'st-901-elsewhere',
      'st-902-live',
      'st-903-0',
      'st-903-1',
    ]);
    expect(done.summary).toContain(
      '| aws VM `i-ended` | removed | its workflow run 901 has ended |',
    );
    expect(done.summary).toContain(
      '| gcp VM `st-901-ended` | removed | its workflow run 901 has ended |',
    );
    expect(done.summary).toMatch(/\| gcp VM `st-902-expired` \| removed \| past its max-lifetime/);
    expect(github.runners.list().map((runner) => runner.name)).toEqual([
      'spot-train-903-1-ab12-0',
      'spot-train-903-1-ab12-1',
      'spot-train-902-1-cd34',
    ]);
    // Each runner has one row, and GitHub was asked for the runners once.
    expect(done.summary.match(/runner `spot-train-901-1-ab12`/g)).toHaveLength(1);
    expect(done.summary.match(/runner `spot-train-902-1-cd34` \| left/g)).toHaveLength(1);
    const listings = github.requests.filter(
      (request) => request.operationId === 'actions/list-self-hosted-runners-for-repo',
    );
    expect(listings).toHaveLength(1);
    expect(github.violations).toEqual([]);
  });

  it('sweeps GCP when AWS has no credentials, then fails naming AWS and why', async () => {
    github.addRun({ id: 911, workflowPath: WORKFLOW, status: 'completed', conclusion: 'success' });
    ec2.instances.set('i-expired', {
      state: 'running',
      tags: labels('911', Date.now() - 1000),
      launchTime: old,
    });
    putGcpVm(compute, {
      zone: 'us-central1-a',
      name: 'st-911-ended',
      labels: labels('911', Date.now() + HOUR),
    });
    github.runners.add({ name: 'spot-train-911-1-ab12', status: 'offline' });

    const done = await janitor('none');

    expect(done.code).toBe(1);
    expect(gcpVmNames(compute)).toEqual([]);
    expect(github.runners.list()).toEqual([]);
    expect(ec2.instances.get('i-expired')?.state).toBe('running');
    expect(ec2.actions).not.toContain('DescribeInstances');
    expect(done.stdout).toMatch(/::error::could not list aws VMs in us-east-1: .*credential/i);
    expect(done.stdout).toMatch(
      /::error::spot-train: the janitor could not remove everything it should \(1\): aws VMs in us-east-1: .*credential/i,
    );
    expect(done.summary).toContain('### spot-train janitor: 1 FAILED');
    expect(done.summary).toMatch(
      /\| aws VMs in us-east-1 \| \*\*could not list\*\* \| .*credential/i,
    );
    expect(done.summary).toContain(
      '| gcp VM `st-911-ended` | removed | its workflow run 911 has ended |',
    );
  });

  it('refuses a cloud no regions line names before sweeping anything', async () => {
    putGcpVm(compute, {
      zone: 'us-central1-a',
      name: 'st-921-expired',
      labels: labels('921', Date.now() - 1000),
    });
    const done = await janitor('keys', { cloud: 'aws, gcp', regions: 'aws: us-east-1' });
    expect(done.code).toBe(1);
    expect(done.stdout).toContain(
      '::error::spot-train: regions: no regions to sweep on gcp; give a line for it, e.g. "gcp: us-central1, europe-west4"',
    );
    expect(gcpVmNames(compute)).toEqual(['st-921-expired']);
  });

  it('runs from the CLI too, with --regions once per cloud', async () => {
    github.addRun({ id: 931, workflowPath: WORKFLOW, status: 'completed', conclusion: 'success' });
    ec2.instances.set('i-ended', {
      state: 'running',
      tags: labels('931', Date.now() + HOUR),
      launchTime: old,
    });
    putGcpVm(compute, {
      zone: 'us-central1-a',
      name: 'st-931-ended',
      labels: labels('931', Date.now() + HOUR),
    });
    const args = ['janitor', '--cloud', 'aws,gcp', '--repo', 'acme/train'];
    const regions = ['--regions', 'aws:us-east-1', '--regions', 'gcp:us-central1'];
    const done = await startNode(join(DIST, 'cli.js'), [...args, ...regions, '--dry-run'], {
      env: {
        PATH: process.env.PATH,
        GITHUB_API_URL: github.url,
        GITHUB_TOKEN: github.issueToken({ kind: 'github-token', permissions: { actions: 'read' } }),
        GCE_METADATA_HOST: '127.0.0.1:9',
        AWS_EC2_METADATA_SERVICE_ENDPOINT: 'http://127.0.0.1:9',
        ...cloudEnv('keys'),
      },
    }).done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/^aws VM i-ended +would remove +its workflow run 931 has ended/m);
    expect(done.stdout).toMatch(/^gcp VM st-931-ended +would remove +its workflow run 931/m);
    expect(ec2.instances.get('i-ended')?.state).toBe('running');
    expect(gcpVmNames(compute)).toEqual(['st-931-ended']);
  });
});
