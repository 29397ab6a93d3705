import { EC2Client, RunInstancesCommand } from '@aws-sdk/client-ec2';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { CloudName } from '../../src/clouds/cloud.js';
import { perCloudValues } from '../../src/settings/cloud-list.js';
import { useMultiCloud, type MultiCloud } from '../helpers/launch-clouds/multi.js';
import { launchContext } from '../helpers/launch-servers.js';
import { runAction } from '../helpers/run-dist.js';

// The harness a launch across clouds is tested with (launch-clouds/multi.ts),
// checked on its own: every stand-in starts empty and answers the built
// action signed in through the harness's environment, a cloud left out of it
// is not signed in to, and each cloud's VMs boot their runners on the one
// GitHub stand-in. The janitor is the probe where only listing is wanted.

const CLOUDS: readonly CloudName[] = ['aws', 'gcp', 'azure'];
const harness = useMultiCloud({ clouds: CLOUDS });

/** The built janitor on one cloud of the harness, in dry run. */
async function janitor(h: MultiCloud, cloud: CloudName, env: NodeJS.ProcessEnv) {
  const ctx = await launchContext(`77${String(CLOUDS.indexOf(cloud))}`);
  return runAction(
    'janitor.js',
    {
      cloud,
      regions: h.side(cloud).regions.join(', '),
      'dry-run': 'true',
      'github-token': h.github.issueToken({
        kind: 'github-token',
        permissions: { actions: 'read' },
      }),
      'runner-token': h.admin,
    },
    ctx,
    env,
  );
}

const signed = (h: MultiCloud, cloud: CloudName) =>
  h
    .side(cloud)
    .requests()
    .filter((request) => request.authorized).length;

describe('the multi-cloud harness', () => {
  it('starts every stand-in empty, and each answers the built action signed in through env', async () => {
    const h = harness();
    for (const cloud of CLOUDS) expect(h.vms(cloud), cloud).toEqual([]);
    expect(h.github.runners.list()).toEqual([]);
    const listed = await h.s3.client().send(new ListObjectsV2Command({ Bucket: h.s3.bucket }));
    expect(listed.KeyCount ?? 0).toBe(0);
    const runs = await Promise.all(CLOUDS.map((cloud) => janitor(h, cloud, h.env)));
    for (const [index, run] of runs.entries()) {
      const cloud = CLOUDS[index] ?? 'aws';
      expect(run.code, `${cloud}: ${run.stdout}${run.stderr}`).toBe(0);
      expect(signed(h, cloud), cloud).toBeGreaterThan(0);
      expect(
        h
          .side(cloud)
          .requests()
          .every((request) => request.authorized),
      ).toBe(true);
    }
  });

  it("leaves a cloud's sign-in out of envWithout, and nothing else", async () => {
    const h = harness();
    const env = h.envWithout('gcp', 'azure');
    expect(env.GOOGLE_APPLICATION_CREDENTIALS).toBeUndefined();
    expect(env.IDENTITY_ENDPOINT).toBeUndefined();
    expect(env.SPOT_TRAIN_GCP_COMPUTE_ENDPOINT).toBe(h.env.SPOT_TRAIN_GCP_COMPUTE_ENDPOINT);
    expect(env.AWS_ACCESS_KEY_ID).toBe(h.env.AWS_ACCESS_KEY_ID);
    expect(h.envWithout('aws').AWS_ACCESS_KEY_ID).toBeUndefined();
    const runs = await Promise.all([janitor(h, 'gcp', env), janitor(h, 'azure', env)]);
    for (const run of runs) expect(run.code, run.stdout).not.toBe(0);
    expect(signed(h, 'gcp')).toBe(0);
    expect(signed(h, 'azure')).toBe(0);
  });
});

describe('the multi-cloud harness, what a test reads and changes', () => {
  it("boots each cloud's VMs: today's one-cloud launch on each side finds its runner online", async () => {
    const h = harness();
    const launch = async (cloud: CloudName, runId: string) => {
      // The merged inputs with this side's one-cloud values (GCP's regions follow from its zones).
      const inputs = { ...h.inputs, regions: '', ...h.side(cloud).inputs };
      return runAction('main.js', inputs, await launchContext(runId), h.env);
    };
    const runs = await Promise.all([launch('aws', '7801'), launch('gcp', '7802')]);
    for (const run of runs) expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(runs.map((run) => run.outputs.cloud)).toEqual(['aws', 'gcp']);
    expect(h.vms('aws')).toHaveLength(1);
    expect(h.vms('gcp')).toHaveLength(1);
    expect(h.github.runners.list().map((runner) => runner.status)).toEqual(['online', 'online']);
  });

  it('gives the launch a line per cloud, read as the action reads it', () => {
    const h = harness();
    expect(h.inputs.cloud).toBe('aws, gcp, azure');
    expect(perCloudValues(h.inputs['instance-types'] ?? '', 'instance-types', CLOUDS)).toEqual(
      new Map([
        ['aws', 'g6.xlarge'],
        ['gcp', 'g2-standard-4'],
        ['azure', 'Standard_NC4as_T4_v3'],
      ]),
    );
    const options = perCloudValues(h.inputs['cloud-options'] ?? '', 'cloud-options', CLOUDS);
    expect(options.get('azure')?.split('\n')).toHaveLength(2);
    expect(h.regions).toBe('aws: us-east-1\ngcp: us-central1\nazure: westeurope');
  });

  it('makes a zone of AWS refuse spot only there, and a whole cloud with no zone named', async () => {
    const h = harness();
    h.noSpotCapacity('aws', 'us-east-1a');
    const client = new EC2Client({
      endpoint: h.ec2.url,
      region: 'us-east-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      maxAttempts: 1,
    });
    const run = (zone: string, spot: boolean) =>
      client.send(
        new RunInstancesCommand({
          ImageId: 'ami-0123456789abcdef0',
          InstanceType: 'g6.xlarge',
          MinCount: 1,
          MaxCount: 1,
          Placement: { AvailabilityZone: zone },
          ...(spot ? { InstanceMarketOptions: { MarketType: 'spot' } } : {}),
        }),
      );
    await expect(run('us-east-1a', true)).rejects.toThrow(/sufficient g6\.xlarge capacity/);
    await run('us-east-1a', false);
    await run('us-east-1b', true);
    expect(
      h
        .side('aws')
        .creates()
        .map((c) => `${c.market} ${c.zone} ${c.name}`),
    ).toEqual([
      'spot us-east-1a ',
      expect.stringMatching(/^on-demand us-east-1a i-0/),
      expect.stringMatching(/^spot us-east-1b i-0/),
    ]);
    expect(h.vms('aws')).toHaveLength(2);
    h.noSpotCapacity('aws');
    await expect(run('us-east-1b', true)).rejects.toThrow(/capacity/);
  });
});
