import { describe, expect, it } from 'vitest';
import { heldJitConfigs, runnerNameOf } from '../helpers/jit-config.js';
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
  'cloud-options': 'security-group-ids=sg-1\nplacement-group=train-cluster',
};

const live = () => [...ec2.instances].filter(([, i]) => i.state !== 'terminated');

describe('the launch mode with nodes, from dist/', () => {
  it('starts a gang of 3 on the rung with room for all, with a runner, label and rank per node', async () => {
    ec2.capacity.set('g5.xlarge', 2);
    const ctx = await context('9501');
    const run = await runAction(
      'main.js',
      { ...inputs, 'runner-token': admin, nodes: '3', 'rendezvous-port': '29400' },
      ctx,
      env(),
    );
    expect(run.code, run.stdout).toBe(0);

    // The rung with room for 2 of 3 left nothing; the next one has all 3.
    expect(ec2.launches.map((l) => [l.InstanceType, l.MinCount, l.MaxCount]).at(-1)).toEqual([
      'g6.xlarge',
      '3',
      '3',
    ]);
    expect(ec2.launches[0]).toMatchObject({ InstanceType: 'g5.xlarge', MinCount: '3' });
    expect(ec2.launches.at(-1)?.['Placement.GroupName']).toBe('train-cluster');
    const vms = live();
    expect(vms).toHaveLength(3);

    const labels = ['spot-train-9501-1-0', 'spot-train-9501-1-1', 'spot-train-9501-1-2'];
    expect(JSON.parse(run.outputs.labels ?? '')).toEqual(labels);
    expect(JSON.parse(run.outputs.ranks ?? '')).toEqual([0, 1, 2]);
    expect(run.outputs.nodes).toBe('3');
    const ids = JSON.parse(run.outputs['instance-ids'] ?? '') as string[];
    const byId = new Map(vms);
    expect(ids.map((id) => byId.get(id)?.launchIndex)).toEqual([0, 1, 2]);
    expect(ids.map((id) => byId.get(id)?.tags?.['spot-train-node'])).toEqual(['0', '1', '2']);
    expect(run.outputs.rendezvous).toBe(`${byId.get(ids[0] ?? '')?.privateAddress ?? '?'}:29400`);
    expect(run.outputs['instance-id']).toBe(ids[0]);
    expect(run.outputs['runner-label']).toBe(labels[0]);

    const runners = github.runners.list();
    expect(runners.map((r) => r.labels[0]).sort()).toEqual(labels);
    expect(run.summary).toContain('3 VMs running, every runner online');
    for (const [node, id] of ids.entries()) expect(run.summary).toContain(`| ${node} | \`${id}\``);

    // One script for the gang, which picks each node's runner at boot.
    const script = Buffer.from(ec2.launches.at(-1)?.UserData ?? '', 'base64').toString('utf8');
    expect(script).toContain("node_count='3'");
    expect(script).toContain('meta-data/ami-launch-index');
  });

  it('starts a gang of 8, whose runners do not fit in one user data, one RunInstances per node, each VM holding only its own runner', async () => {
    const userData = new Map<string, string>();
    const online = ec2.onLaunch;
    ec2.onLaunch = (id, request) => {
      userData.set(id, Buffer.from(request.UserData ?? '', 'base64').toString('utf8'));
      online(id, request);
    };
    const ctx = await context('9801');
    const run = await runAction(
      'main.js',
      { ...inputs, 'runner-token': admin, nodes: '8' },
      ctx,
      env(),
    );
    expect(run.code, run.stdout).toBe(0);

    expect(run.stdout).toContain('8 RunInstances calls, one per node');
    expect(ec2.launches).toHaveLength(8);
    for (const request of ec2.launches) {
      expect(request).toMatchObject({
        MinCount: '1',
        MaxCount: '1',
        InstanceType: 'g5.xlarge',
        'Placement.GroupName': 'train-cluster',
      });
    }
    const ids = JSON.parse(run.outputs['instance-ids'] ?? '') as string[];
    expect(ids).toHaveLength(8);
    for (const [node, id] of ids.entries()) {
      expect(ec2.instances.get(id)?.tags).toMatchObject({
        'spot-train-node': String(node),
        Name: expect.stringMatching(new RegExp(`^spot-train-9801-1-.*-${node}$`)) as unknown,
      });
      const held = heldJitConfigs(userData.get(id) ?? '');
      expect(held).toHaveLength(1);
      expect(runnerNameOf(held[0] ?? '')).toMatch(new RegExp(`^spot-train-9801-1-.*-${node}$`));
    }
    const rendezvous = ec2.instances.get(ids[0] ?? '')?.privateAddress ?? '?';
    expect(run.outputs.rendezvous).toBe(`${rendezvous}:29500`);
    expect(github.runners.list()).toHaveLength(8);
  });

  it('removes every VM and runner of the gang in the post step when a runner never comes online', async () => {
    ec2.onLaunch = () => undefined;
    const ctx = await context('9601');
    const settings = { ...inputs, 'runner-token': admin, nodes: '3', 'online-timeout': '1s' };
    const run = await runAction('main.js', settings, ctx, env());
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('node 0 (runner spot-train-9601-1-');
    expect(live()).toHaveLength(3);
    expect(github.runners.list()).toHaveLength(3);

    const post = await runAction('post.js', settings, ctx, {
      ...env(),
      STATE_mode: 'launch',
      STATE_launched: run.state.launched,
    });
    expect(post.code, post.stdout).toBe(0);
    expect(live()).toEqual([]);
    expect(github.runners.list()).toEqual([]);
  });

  it('sets the gang outputs for one node too, leaving the others as they were', async () => {
    const ctx = await context('9701');
    const run = await runAction('main.js', { ...inputs, 'runner-token': admin }, ctx, env());
    expect(run.code, run.stdout).toBe(0);
    const [[id, vm] = ['', undefined]] = live();
    expect(run.outputs).toMatchObject({
      'runner-label': 'spot-train-9701-1',
      'instance-id': id,
      labels: '["spot-train-9701-1"]',
      ranks: '[0]',
      nodes: '1',
      'instance-ids': JSON.stringify([id]),
      rendezvous: `${vm?.privateAddress ?? '?'}:29500`,
    });
    expect(ec2.launches.at(-1)).toMatchObject({ MinCount: '1', MaxCount: '1' });
    expect(github.runners.list().map((r) => r.labels)).toEqual([['spot-train-9701-1']]);
    expect(run.summary).toContain('### spot-train launch: VM running, runner online');
  });
});

describe('a gang with host-market on-demand, from dist/', () => {
  it('starts node 0 on-demand and the others spot on one rung, and says so in the log and summary', async () => {
    const ctx = await context('9901');
    const run = await runAction(
      'main.js',
      { ...inputs, 'runner-token': admin, nodes: '3', 'host-market': 'on-demand' },
      ctx,
      env(),
    );
    expect(run.code, run.stdout).toBe(0);

    // One RunInstances per node: node 0's without market options (on-demand), the others spot.
    expect(ec2.launches.map((l) => l['InstanceMarketOptions.MarketType'])).toEqual([
      undefined,
      'spot',
      'spot',
    ]);
    const ids = JSON.parse(run.outputs['instance-ids'] ?? '') as string[];
    const vms = ids.map((id) => ec2.instances.get(id));
    expect(vms.map((vm) => vm?.market)).toEqual(['on-demand', 'spot', 'spot']);
    expect(new Set(vms.map((vm) => vm?.zone)).size).toBe(1);
    expect(new Set(ec2.launches.map((l) => l.InstanceType)).size).toBe(1);
    expect(vms.map((vm) => vm?.tags?.['spot-train-node'])).toEqual(['0', '1', '2']);
    expect(run.outputs.market).toBe('spot');
    expect(run.outputs.rendezvous).toBe(`${vms[0]?.privateAddress ?? '?'}:29500`);
    expect(run.stdout).toContain('node 0 on-demand (host-market), the other 2 spot');
    expect(run.stdout).toMatch(/launched node 0, .*: on-demand g5\.xlarge/);
    expect(run.stdout).toMatch(/launched node 1, .*: spot g5\.xlarge/);
    expect(run.stdout).toContain(
      "node 0 is on-demand, the others spot: host-market: on-demand; node 0 hosts torchrun's c10d rendezvous",
    );
    expect(run.summary).toContain('node 0 on-demand, 2 spot');
    expect(run.summary).toContain('| Node 0 | on-demand: host-market: on-demand;');
    expect(github.runners.list()).toHaveLength(3);
  });

  it('refuses host-market on-demand for one VM, naming the input, before anything is registered', async () => {
    const ctx = await context('9902');
    const run = await runAction(
      'main.js',
      { ...inputs, 'runner-token': admin, 'host-market': 'on-demand' },
      ctx,
      env(),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('host-market: on-demand puts a gang');
    expect(ec2.launches).toEqual([]);
    expect(github.runners.list()).toEqual([]);
  });
});
