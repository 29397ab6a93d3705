import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { DIST, runAction, startNode, type ActionContext } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const WORKFLOW = '.github/workflows/train.yml';
let github: GitHubApi;
let ec2: LocalEc2;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
  github.addWorkflow({
    path: WORKFLOW,
    yaml: 'on: workflow_dispatch\njobs:\n  train:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n',
  });
  ec2 = await startEc2();
});
afterEach(async () => {
  await Promise.all([github.close(), ec2.close()]);
});

const old = new Date(Date.now() - 3_600_000).toISOString();
const tags = (run: string, expires: number) => ({
  'spot-train': '1',
  'spot-train-repo': 'acme-train',
  'spot-train-run': run,
  'spot-train-expires': String(Math.floor(expires / 1000)),
});

async function janitor(dryRun: boolean) {
  const root = await tempDir('janitor');
  const ctx: ActionContext = {
    workspace: join(root, 'w'),
    runnerTemp: join(root, 't'),
    runId: '1',
  };
  await mkdir(ctx.workspace);
  await mkdir(ctx.runnerTemp);
  return runAction(
    'main.js',
    {
      mode: 'janitor',
      cloud: 'aws',
      regions: 'us-east-1',
      'dry-run': String(dryRun),
      'github-token': github.issueToken({ kind: 'github-token', permissions: { actions: 'read' } }),
      'runner-token': github.issueToken({ kind: 'admin' }),
    },
    ctx,
    {
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'acme/train',
      AWS_ENDPOINT_URL_EC2: ec2.url,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    },
  );
}

describe('the janitor mode, from dist/', () => {
  it('removes expired VMs and those of ended runs, and offline runners of ended runs, never a busy one', async () => {
    const hour = 3_600_000;
    github.addRun({ id: 501, workflowPath: WORKFLOW, status: 'completed', conclusion: 'failure' });
    github.addRun({ id: 502, workflowPath: WORKFLOW, status: 'in_progress' });
    ec2.instances.set('i-ended', {
      state: 'running',
      tags: tags('501', Date.now() + hour),
      launchTime: old,
    });
    ec2.instances.set('i-expired', {
      state: 'running',
      tags: tags('502', Date.now() - 1000),
      launchTime: old,
    });
    ec2.instances.set('i-live', {
      state: 'running',
      tags: tags('502', Date.now() + hour),
      launchTime: old,
    });
    ec2.instances.set('i-other-repo', {
      state: 'running',
      tags: { ...tags('501', Date.now() - 1000), 'spot-train-repo': 'someone-else' },
      launchTime: old,
    });
    github.runners.add({ name: 'spot-train-501-1-ab12', status: 'offline' });
    github.runners.add({ name: 'spot-train-501-1-cd34', status: 'online', busy: true });
    github.runners.add({ name: 'spot-train-502-1-ef56', status: 'offline' });
    github.runners.add({ name: 'gpu-box', status: 'offline' });

    const dry = await janitor(true);
    expect(dry.code, dry.stdout).toBe(0);
    expect(dry.summary).toContain(
      '| VM `i-ended` | would remove | its workflow run 501 has ended |',
    );
    expect(ec2.actions).not.toContain('TerminateInstances');
    expect(github.runners.list()).toHaveLength(4);

    const done = await janitor(false);
    expect(done.code, done.stdout).toBe(0);
    expect(
      [...ec2.instances]
        .filter(([, i]) => i.state === 'terminated')
        .map(([id]) => id)
        .sort(),
    ).toEqual(['i-ended', 'i-expired']);
    expect(
      github.runners
        .list()
        .map((r) => r.name)
        .sort(),
    ).toEqual(['gpu-box', 'spot-train-501-1-cd34', 'spot-train-502-1-ef56']);
    expect(done.summary).toContain('| runner `spot-train-501-1-cd34` | left | busy with a job |');
    expect(done.summary).toContain(
      '| runner `spot-train-502-1-ef56` | left | its run 502 is still going |',
    );
    expect(github.violations).toEqual([]);
  });

  it("never terminates the survivors of an elastic gang training on, and sweeps its replacement's VM once that run ended", async () => {
    const hour = 3_600_000;
    // The gang's run 601 (3 nodes) lost node 2; node 0 asked for replacement run 602, which
    // ended without its finalize. A gang of run 603 lost node 1 and its survivors stopped.
    github.addRun({ id: 601, workflowPath: WORKFLOW, status: 'in_progress' });
    github.addRun({ id: 602, workflowPath: WORKFLOW, status: 'completed', conclusion: 'failure' });
    github.addRun({ id: 603, workflowPath: WORKFLOW, status: 'in_progress' });
    const gangVm = (run: string, node: number) => ({
      state: 'running' as const,
      tags: {
        ...tags(run, Date.now() + hour),
        'spot-train-name': `spot-train-${run}-1-ab12`,
        'spot-train-nodes': '3',
        'spot-train-node': String(node),
      },
      launchTime: old,
    });
    ec2.instances.set('i-601-0', gangVm('601', 0));
    ec2.instances.set('i-601-1', gangVm('601', 1));
    ec2.instances.set('i-601-2', { ...gangVm('601', 2), state: 'terminated' as const });
    ec2.instances.set('i-602', {
      state: 'running',
      tags: tags('602', Date.now() + hour),
      launchTime: old,
    });
    ec2.instances.set('i-603-0', gangVm('603', 0));
    ec2.instances.set('i-603-2', gangVm('603', 2));
    github.runners.add({ name: 'spot-train-601-1-ab12-0', status: 'online', busy: true });
    github.runners.add({ name: 'spot-train-601-1-ab12-1', status: 'online', busy: true });
    github.runners.add({ name: 'spot-train-603-1-ab12-0', status: 'online' });

    const done = await janitor(false);
    expect(done.code, done.stdout).toBe(0);
    const terminated = [...ec2.instances]
      .filter(([, i]) => i.state === 'terminated')
      .map(([id]) => id);
    expect(terminated.sort()).toEqual(['i-601-2', 'i-602', 'i-603-0', 'i-603-2']);
    expect(done.summary).toContain('| VM `i-602` | removed | its workflow run 602 has ended |');
    expect(done.summary).toContain('its gang spot-train-603-1-ab12 lost node 1');
  });

  it('goes on past a VM the cloud will not terminate and a runner GitHub will not remove, then fails naming both', async () => {
    github.addRun({ id: 701, workflowPath: WORKFLOW, status: 'completed', conclusion: 'success' });
    const ended = {
      state: 'running' as const,
      tags: tags('701', Date.now() + 3_600_000),
      launchTime: old,
    };
    ec2.instances.set('i-denied', { ...ended });
    ec2.instances.set('i-ended', { ...ended });
    ec2.refuseTerminate.set('i-denied', 'UnauthorizedOperation');
    github.runners.add({ name: 'spot-train-701-1-aa11', status: 'offline' });
    github.runners.add({ name: 'spot-train-701-1-bb22', status: 'offline' });
    github.failNext('actions/delete-self-hosted-runner-from-repo', { status: 403 });

    const done = await janitor(false);

    expect(done.code).toBe(1);
    expect(ec2.instances.get('i-ended')?.state).toBe('terminated');
    expect(ec2.instances.get('i-denied')?.state).toBe('running');
    expect(github.runners.list().map((r) => r.name)).toEqual(['spot-train-701-1-aa11']);
    expect(done.stdout).toMatch(
      /::error::spot-train: the janitor could not remove everything it should \(2\): VM i-denied \(us-east-1a\): .*UnauthorizedOperation.*; runner spot-train-701-1-aa11: GitHub: removing runner spot-train-701-1-aa11 failed: 403/,
    );
    expect(done.summary).toContain('### spot-train janitor: 2 FAILED');
    expect(done.summary).toMatch(
      /\| VM `i-denied` \| \*\*could not remove\*\* \| .*UnauthorizedOperation/,
    );
    expect(done.summary).toContain('| VM `i-ended` | removed | its workflow run 701 has ended |');
    expect(done.summary).toMatch(
      /\| runner `spot-train-701-1-aa11` \| \*\*could not remove\*\* \| GitHub: .* 403/,
    );
    expect(done.summary).toContain(
      '| runner `spot-train-701-1-bb22` | removed | offline, and its workflow run 701 has ended |',
    );
  });

  it('from the CLI, exits 1 with the failures and no stack trace when a removal fails', async () => {
    github.addRun({ id: 801, workflowPath: WORKFLOW, status: 'completed', conclusion: 'success' });
    ec2.instances.set('i-denied', {
      state: 'running',
      tags: tags('801', Date.now() + 3_600_000),
      launchTime: old,
    });
    ec2.refuseTerminate.set('i-denied', 'UnauthorizedOperation');
    const done = await startNode(
      join(DIST, 'cli.js'),
      ['janitor', '--cloud', 'aws', '--regions', 'us-east-1', '--repo', 'acme/train'],
      {
        env: {
          PATH: process.env.PATH,
          GITHUB_API_URL: github.url,
          GITHUB_TOKEN: github.issueToken({
            kind: 'github-token',
            permissions: { actions: 'read' },
          }),
          AWS_ENDPOINT_URL_EC2: ec2.url,
          AWS_ACCESS_KEY_ID: 'test',
          AWS_SECRET_ACCESS_KEY: 'test',
        },
      },
    ).done;
    expect(done.code, done.stderr).toBe(1);
    expect(done.stderr).toMatch(
      /spot-train: the janitor could not remove everything it should \(1\): VM i-denied \(us-east-1a\): .*UnauthorizedOperation/,
    );
    expect(done.stderr).not.toMatch(/\n\s+at /);
    // A terminal gets a plain table, not Markdown.
    expect(done.stdout).toMatch(/^VM i-denied +COULD NOT REMOVE +.*UnauthorizedOperation/m);
    expect(done.stdout).not.toMatch(/[|`*#]/);
  });

  it('runs from the CLI too, as a dry run, with tokens from the environment', async () => {
    github.addRun({ id: 601, workflowPath: WORKFLOW, status: 'completed', conclusion: 'success' });
    ec2.instances.set('i-ended', {
      state: 'running',
      tags: tags('601', Date.now() + 3_600_000),
      launchTime: old,
    });
    const done = await startNode(
      join(DIST, 'cli.js'),
      [
        'janitor',
        '--cloud',
        'aws',
        '--regions',
        'us-east-1',
        '--repo',
        'acme/train',
        '--dry-run',
        '--markdown',
      ],
      {
        env: {
          PATH: process.env.PATH,
          GITHUB_API_URL: github.url,
          GITHUB_TOKEN: github.issueToken({
            kind: 'github-token',
            permissions: { actions: 'read' },
          }),
          AWS_ENDPOINT_URL_EC2: ec2.url,
          AWS_ACCESS_KEY_ID: 'test',
          AWS_SECRET_ACCESS_KEY: 'test',
        },
      },
    ).done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stderr).toContain(
      'would terminate VM i-ended (us-east-1a): its workflow run 601 has ended',
    );
    expect(done.stderr).toContain('no runner-token: runners are not swept');
    expect(done.stdout).toContain('| VM `i-ended` | would remove |');
    expect(ec2.actions).not.toContain('TerminateInstances');
  });
});
