import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  admin,
  ec2,
  github,
  LAUNCH_INPUTS,
  launchContext,
  launchEnv,
  useLaunchServers,
} from '../helpers/launch-servers.js';
import { runAction } from '../helpers/run-dist.js';

useLaunchServers();
const context = launchContext;
const env = launchEnv;

const inputs = {
  ...LAUNCH_INPUTS,
  'cloud-options': 'security-group-ids=sg-1,sg-2\ninstance-profile=spot-train-runner',
};

describe('the launch mode, from dist/', () => {
  it('registers a one-job runner, moves down the ladder past a capacity error and waits for it online', async () => {
    ec2.refuse.set('g5.xlarge', 'InsufficientInstanceCapacity');
    const ctx = await context('9101');
    const run = await runAction('main.js', { ...inputs, 'runner-token': admin }, ctx, env());
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({
      'runner-label': 'spot-train-9101-1',
      cloud: 'aws',
      region: 'us-east-1',
      zone: 'us-east-1a',
      'instance-type': 'g6.xlarge',
      market: 'spot',
    });
    expect(run.outputs['instance-id']).toMatch(/^i-0/);
    // Both rungs were tried, in order (the SDK retries a 500 itself); the second is the VM.
    const tried = ec2.launches.map((l) => l.InstanceType);
    expect(tried.filter((type, i) => type !== tried[i - 1])).toEqual(['g5.xlarge', 'g6.xlarge']);
    const request = ec2.launches.at(-1) ?? {};
    expect(request).toMatchObject({
      'InstanceMarketOptions.MarketType': 'spot',
      InstanceInitiatedShutdownBehavior: 'terminate',
      'MetadataOptions.HttpTokens': 'required',
      'Placement.AvailabilityZone': 'us-east-1a',
      'IamInstanceProfile.Name': 'spot-train-runner',
    });
    const script = Buffer.from(request.UserData ?? '', 'base64').toString('utf8');
    expect(script).toContain("runner_version='2.330.0'");
    const [runner] = github.runners.list();
    expect(runner?.labels).toContain('spot-train-9101-1');
    // The JIT config is in the VM's script and masked in the log, never printed.
    const jit = /jit_config='([^']+)'/.exec(script)?.[1] ?? '';
    expect(jit).not.toBe('');
    expect(run.stdout.split('\n').filter((line) => line.includes(jit))).toEqual([
      `::add-mask::${jit}`,
    ]);
    expect(run.summary).toContain(
      '| Passed over | spot g5.xlarge in us-east-1a (no spot g5.xlarge in us-east-1a: InsufficientInstanceCapacity',
    );
    expect(run.state['handed-over']).toBe('true');

    // The post step leaves a VM that was handed over alone.
    const post = await runAction('post.js', { ...inputs, 'runner-token': admin }, ctx, {
      ...env(),
      STATE_mode: 'launch',
      STATE_launched: run.state.launched,
      'STATE_handed-over': 'true',
    });
    expect(post.stdout).toContain('nothing was left behind by the launch');
    expect(ec2.actions).not.toContain('TerminateInstances');
  });

  it('removes the VM and the runner when the runner never comes online', async () => {
    ec2.onLaunch = () => undefined;
    const ctx = await context('9201');
    const run = await runAction(
      'main.js',
      { ...inputs, 'runner-token': admin, 'online-timeout': '1s' },
      ctx,
      env(),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('the runner was not online after');
    const post = await runAction('post.js', { ...inputs, 'runner-token': admin }, ctx, {
      ...env(),
      STATE_mode: 'launch',
      STATE_launched: run.state.launched,
    });
    expect(post.code, post.stdout).toBe(0);
    expect(ec2.actions).toContain('TerminateInstances');
    expect([...ec2.instances.values()].map((i) => i.state)).toEqual(['terminated']);
    expect(github.runners.list()).toEqual([]);
  });

  it('stops at once on a quota error, naming the quota, and starts nothing', async () => {
    ec2.refuse.set('g5.xlarge', 'VcpuLimitExceeded');
    const ctx = await context('9301');
    const run = await runAction('main.js', { ...inputs, 'runner-token': admin }, ctx, env());
    expect(run.code).toBe(1);
    expect(ec2.launches).toHaveLength(1);
    expect(run.stdout).toMatch(
      /::error::spot-train: AWS refused .*g5.xlarge.*\(VcpuLimitExceeded\): the "All G and VT Spot Instance Requests" quota .*Service Quotas/,
    );
  });

  it('launches a restart on-demand once the lineage was interrupted on-demand-after times, and only once', async () => {
    const ctx = await context('9402');
    const bucket = join(ctx.workspace, '..', 'bucket');
    await interruptedRun(bucket, '9400', '9400', 1);
    await interruptedRun(bucket, '9400', '9401', 2);
    const restart = { ...ctx, event: { inputs: { _restart: '9401' } } };
    const settings = {
      ...inputs,
      'runner-token': admin,
      store: `file://${bucket}`,
      'on-demand-after': '2',
    };
    const run = await runAction('main.js', settings, restart, env());
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.market).toBe('on-demand');
    expect(ec2.launches.at(-1)?.['InstanceMarketOptions.MarketType']).toBeUndefined();
    expect(run.stdout).toContain(
      'has been interrupted 2 times (on-demand-after 2): launching on-demand',
    );

    // A second dispatch of the same restart launches nothing.
    const twin = await runAction('main.js', settings, { ...restart, runId: '9403' }, env());
    expect(twin.code).toBe(1);
    expect(twin.stdout).toContain('run 9402 already continues run 9401');
    expect(ec2.launches).toHaveLength(1);
  });
});

/** A run of the lineage that ended on a notice, as its supervisor leaves it. */
async function interruptedRun(bucket: string, lineage: string, runId: string, attempt: number) {
  await mkdir(join(bucket, 'runs'), { recursive: true });
  await writeFile(join(bucket, 'runs', runId), `${lineage}\n`);
  await mkdir(join(bucket, lineage, runId), { recursive: true });
  const at = new Date(Date.now() - 3_600_000).toISOString();
  await writeFile(
    join(bucket, lineage, runId, 'manifest.json'),
    JSON.stringify({
      format: 1,
      lineage,
      runId,
      attempt,
      state: 'interrupted',
      startedAt: at,
      updatedAt: at,
      files: [],
    }),
  );
}
