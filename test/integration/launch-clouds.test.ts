import { describe, expect, it } from 'vitest';
import { useCloudStandIn, type CloudStandIn } from '../helpers/launch-clouds/index.js';
import { launchContext } from '../helpers/launch-servers.js';
import { runAction, type ActionContext, type ActionRun } from '../helpers/run-dist.js';

// The built action's launch mode on GCP and Azure, against their stand-ins,
// signed in as a workflow would be (test/helpers/launch-clouds): the ladder
// is one machine type in two zones, and the first has no spot capacity.

/** The post step as the runner starts it: with the state main saved. */
function post(standIn: CloudStandIn, ctx: ActionContext, main: ActionRun): Promise<ActionRun> {
  const state = Object.fromEntries(
    Object.entries(main.state).map(([name, value]) => [`STATE_${name}`, value]),
  );
  return runAction('post.js', standIn.inputs, ctx, { ...standIn.env, ...state });
}

/** The launch climbs past the first zone, hands the VM in the second over, and post leaves it. */
async function launchesInSecondZone(standIn: CloudStandIn, runId: string, refusal: RegExp) {
  const [first = '', second = ''] = standIn.zones;
  const ctx = await launchContext(runId);
  const run = await runAction('main.js', standIn.inputs, ctx, standIn.env);
  expect(run.code, run.stdout + run.stderr).toBe(0);

  const [vm, ...others] = standIn.vms();
  expect(others).toEqual([]);
  expect(vm).toMatchObject({ zone: second, market: 'spot', running: true });
  expect(run.outputs).toMatchObject({
    cloud: standIn.cloud,
    region: vm?.region,
    zone: second,
    market: 'spot',
    'instance-id': vm?.name,
    'instance-type': vm?.instanceType,
    'runner-label': `spot-train-${runId}-1`,
  });
  expect(standIn.creates().map(({ zone, market }) => `${market} ${zone}`)).toEqual([
    `spot ${first}`,
    `spot ${second}`,
  ]);
  const type = vm?.instanceType ?? '';
  // Azure's zones are numbers in every region, so the summary names the region with them.
  const where = (zone: string) =>
    standIn.cloud === 'azure' ? `${vm?.region ?? ''} zone ${zone}` : zone;
  expect(run.summary).toContain(`| VM | \`${vm?.name ?? ''}\`, spot ${type} in ${where(second)} |`);
  const passedOver = /\| Passed over \| (.*) \|/.exec(run.summary)?.[1] ?? '';
  expect(passedOver).toMatch(new RegExp(`^spot ${type} in ${where(first)} \\(.*${refusal.source}`));
  expect(run.summary).toMatch(
    new RegExp(`spot ${type} in ${where(second)} \\|.*\\*\\*started here\\*\\*`),
  );

  // Its runner came online from the VM's startup script, and only it.
  const runners = standIn.github.runners.list();
  expect(runners.map(({ name, status }) => `${name} ${status}`)).toEqual([
    `${vm?.name ?? ''} online`,
  ]);
  expect(vm?.startupScript).toContain("runner_version='2.330.0'");

  // Every call reached the cloud with the token the credential chain handed out.
  expect(standIn.requests().filter((request) => !request.authorized)).toEqual([]);
  expect(standIn.tokenSteps().filter((step) => !step.granted)).toEqual([]);

  const deletedByLaunch = standIn.deletes();
  const after = await post(standIn, ctx, run);
  expect(after.code, after.stdout + after.stderr).toBe(0);
  expect(after.stdout).toContain('nothing was left behind by the launch');
  expect(standIn.deletes()).toEqual(deletedByLaunch);
  expect(standIn.vms()).toEqual([vm]);
  expect(standIn.github.runners.list()).toHaveLength(1);
}

/** A VM that never starts its runner: launch fails, and post removes the VM and the runner. */
async function removesWhatNeverCameOnline(standIn: CloudStandIn, runId: string) {
  standIn.booting = false;
  const ctx = await launchContext(runId);
  const inputs = { ...standIn.inputs, 'online-timeout': '1s' };
  const run = await runAction('main.js', inputs, ctx, standIn.env);
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('the runner was not online after');
  const [vm] = standIn.vms();
  expect(vm?.zone).toBe(standIn.zones[0]);

  const after = await post(standIn, ctx, run);
  expect(after.code, after.stdout + after.stderr).toBe(0);
  expect(standIn.deletes()).toEqual([vm?.name]);
  expect(standIn.vms()).toEqual([]);
  expect(standIn.github.runners.list()).toEqual([]);
}

describe('the launch mode on GCP, from dist/', () => {
  const standIn = useCloudStandIn('gcp');

  it('signs in through workload identity federation, passes over a stocked-out zone and hands the VM in the next over', async () => {
    const gcp = standIn();
    gcp.noSpotCapacity(gcp.zones[0] ?? '');
    await launchesInSecondZone(gcp, '9601', /ZONE_RESOURCE_POOL_EXHAUSTED/);
    const steps = new Set(gcp.tokenSteps().map(({ step }) => step));
    expect([...steps]).toEqual(['github-oidc', 'sts', 'iam-credentials']);
  });

  it('removes the VM and the runner when the runner never comes online', async () => {
    await removesWhatNeverCameOnline(standIn(), '9602');
  });
});

describe('the launch mode on Azure, from dist/', () => {
  const standIn = useCloudStandIn('azure');

  it.each([
    ['SkuNotAvailable', '9701'],
    ['AllocationFailed', '9702'],
  ] as const)(
    'signs in as a managed identity, passes over a zone answering %s and hands the VM in the next over',
    async (code, runId) => {
      const azure = standIn();
      azure.noSpotCapacity(azure.zones[0] ?? '', code);
      await launchesInSecondZone(azure, runId, new RegExp(code));
      const steps = new Set(azure.tokenSteps().map(({ step }) => step));
      expect([...steps]).toEqual(['app-service-identity']);
    },
  );

  it('removes the VM and the runner when the runner never comes online', async () => {
    await removesWhatNeverCameOnline(standIn(), '9703');
  });
});
