import { describe, expect, it } from 'vitest';
import type { HistoryRecords } from '../../src/history/records.js';
import { historyKey, runIndexKey } from '../../src/store/layout.js';
import { DISPATCH_WORKFLOW, RESTARTABLE_WORKFLOW } from '../helpers/faults/dispatch-target.js';
import { launchContext } from '../helpers/launch-servers.js';
import { useMultiCloud, type MultiCloud } from '../helpers/launch-clouds/multi.js';
import { seedRun } from '../helpers/placement-history.js';
import { runAction, type ActionRun } from '../helpers/run-dist.js';

// One ladder across AWS and GCP through the built action, with the EC2 and
// Compute stand-ins side by side, one GitHub stand-in, and the store on S3
// (s3rver): the launch takes GCP when AWS has no spot room, a restart after
// a reclaim on GCP goes where the ladder says, finalize removes the VM from
// the cloud it landed on, and a cloud without credentials is skipped.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const GB = 1e9;
const REPO = 'acme/train';

/** The launch of run `runId` (a restart of `restartOf`) with the harness's two-cloud inputs. */
async function launch(
  h: MultiCloud,
  runId: string,
  options: { restartOf?: string; env?: NodeJS.ProcessEnv; inputs?: Record<string, string> } = {},
): Promise<ActionRun> {
  const ctx = await launchContext(runId);
  const restart = options.restartOf ? { event: { inputs: { _restart: options.restartOf } } } : {};
  const inputs = { ...h.inputs, ...h.storeInputs, ...options.inputs };
  return runAction('main.js', inputs, { ...ctx, ...restart }, options.env ?? h.env);
}

const typeOn = (h: MultiCloud, cloud: 'aws' | 'gcp') =>
  h.side(cloud).inputs['instance-types'] ?? '';

describe('one ladder across AWS and GCP, from dist/', () => {
  const harness = useMultiCloud({ clouds: ['aws', 'gcp'] });

  it('takes GCP when AWS has no spot room, records both clouds, and finalize removes the VM where it landed', async () => {
    const h = harness();
    h.noSpotCapacity('aws');
    const run = await launch(h, '9901');
    expect(run.code, run.stdout + run.stderr).toBe(0);

    const [vm, ...others] = h.vms('gcp');
    expect(others).toEqual([]);
    expect(h.vms('aws')).toEqual([]);
    expect(run.outputs).toMatchObject({ cloud: 'gcp', zone: 'us-central1-a', market: 'spot' });
    // EC2 answers a capacity refusal with a 500, which its SDK tries again before the ladder moves on.
    const refused = new Set(
      h
        .side('aws')
        .creates()
        .map((c) => `${c.market} ${c.zone}`),
    );
    expect([...refused]).toEqual(['spot us-east-1a', 'spot us-east-1b']);
    // The log and the summary name each rung's cloud.
    expect(run.stdout).toContain(`trying spot ${typeOn(h, 'aws')} in us-east-1a on AWS`);
    expect(run.summary).toContain(
      `| VM | \`${vm?.name ?? ''}\`, spot ${typeOn(h, 'gcp')} in us-central1-a on GCP |`,
    );
    expect(run.summary).toMatch(/\| Passed over \| spot \S+ in us-east-1a on AWS \(/);

    // The store's launch record says where it ran and which cloud's rungs were passed over.
    const store = h.s3.store('spot-train');
    const lineage = (await store.readText(runIndexKey('9901')))?.split('\n')[0] ?? '';
    const record = JSON.parse(
      (await store.readText(historyKey(lineage, '9901', 'launch'))) ?? '{}',
    ) as HistoryRecords['launch'];
    expect(record).toMatchObject({ cloud: 'gcp', zone: 'us-central1-a' });
    expect(record.passedOver?.map((p) => p.cloud)).toEqual(['aws', 'aws']);

    // Finalize, given the launch's outputs and the other inputs as written for both clouds.
    h.github.addWorkflow({ path: DISPATCH_WORKFLOW, yaml: RESTARTABLE_WORKFLOW });
    h.github.addRun({
      id: 9901,
      workflowPath: DISPATCH_WORKFLOW,
      status: 'in_progress',
      jobs: [{ name: 'train', status: 'completed', conclusion: 'success' }],
    });
    const ctx = await launchContext('9901');
    const done = await runAction(
      'main.js',
      {
        mode: 'finalize',
        ...h.storeInputs,
        cloud: run.outputs.cloud ?? '',
        'instance-id': run.outputs['instance-id'] ?? '',
        region: run.outputs.region ?? '',
        zone: run.outputs.zone ?? '',
        regions: h.regions,
        zones: h.zones,
        'github-token': h.github.issueToken({
          kind: 'github-token',
          permissions: { actions: 'write' },
        }),
        'runner-token': h.admin,
      },
      ctx,
      { ...h.env, GITHUB_WORKFLOW_REF: `${REPO}/${DISPATCH_WORKFLOW}@refs/heads/main` },
    );
    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(h.vms('gcp').filter((each) => each.running)).toEqual([]);
  });

  it('restarts a lineage reclaimed on GCP where the ladder says: the reclaimed zone cools down, egress priced', async () => {
    const h = harness();
    h.noSpotCapacity('aws');
    const store = h.s3.store('spot-train');
    const type = typeOn(h, 'gcp');
    await seedRun(store, {
      lineage: 'L',
      runId: 'L',
      attempt: 1,
      cloud: 'gcp',
      region: 'us-central1',
      zone: 'us-central1-a',
      type,
      startedAt: Date.now() - 4 * HOUR,
      noticeAt: Date.now() - 5 * MINUTE,
    });
    // Its node restored 20 GB and uploaded 40 GB out of GCP into the S3 store.
    await store.writeText(
      historyKey('L', 'L', 'traffic-0'),
      JSON.stringify({
        at: new Date().toISOString(),
        restoredBytes: 20 * GB,
        uploadedBytes: 40 * GB,
      }),
    );
    const prices = [
      `aws:us-east-1:${typeOn(h, 'aws')}:spot=0.40`,
      `gcp:us-central1:${type}:spot=0.30`,
    ].join('\n');
    const run = await launch(h, '9902', { restartOf: 'L', inputs: { prices } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ cloud: 'gcp', zone: 'us-central1-b' });

    // The order: AWS first (no egress), GCP's calm zone, then the zone just reclaimed.
    const order = [...run.summary.matchAll(/^\| \d+ \| spot \S+ in (\S+) on (\w+) \|/gm)].map(
      (m) => `${m[2] ?? ''} ${m[1] ?? ''}`,
    );
    expect(order).toEqual([
      'AWS us-east-1a',
      'AWS us-east-1b',
      'GCP us-central1-b',
      'GCP us-central1-a',
    ]);
    expect(run.summary).toContain('Egress to the store');
    const egress = (zone: string) =>
      new RegExp(`in ${zone} on \\w+ \\|(?:[^|]*\\|){5} \\$(\\d+\\.\\d+)/h \\|`).exec(
        run.summary,
      )?.[1];
    expect(egress('us-east-1a')).toBe('0.0000');
    expect(Number(egress('us-central1-b'))).toBeGreaterThan(0);
    expect(run.summary).toMatch(/spot \S+ in us-central1-a on GCP \|.*cooling down/);
  });

  it('skips a cloud the job has no credentials for, with one warning, and launches on the other', async () => {
    const h = harness();
    const run = await launch(h, '9903', { env: h.envWithout('gcp') });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.cloud).toBe('aws');
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^::warning::GCP: no usable credentials \(.+\), so its rungs are skipped/,
    );
    expect(h.side('gcp').requests()).toEqual([]);
  });
});

describe('one ladder across AWS, GCP and Azure, from dist/', () => {
  const three = useMultiCloud({ clouds: ['aws', 'gcp', 'azure'] });

  it('climbs past two clouds without spot room to the third', async () => {
    const h = three();
    h.noSpotCapacity('aws');
    h.noSpotCapacity('gcp');
    const run = await launch(h, '9904');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ cloud: 'azure', region: 'westeurope', market: 'spot' });
    expect(h.vms('azure')).toHaveLength(1);
    expect([...h.vms('aws'), ...h.vms('gcp')]).toEqual([]);
    const passed = /\| Passed over \| (.*) \|/.exec(run.summary)?.[1] ?? '';
    expect([...passed.matchAll(/ on (AWS|GCP|Azure) \(/g)].map((m) => m[1])).toEqual([
      'AWS',
      'AWS',
      'GCP',
      'GCP',
    ]);
  });
});

describe('a gang on a ladder across clouds, from dist/', () => {
  const pair = useMultiCloud({ clouds: ['aws', 'gcp'] });

  it('starts every node on one rung of one cloud: all on GCP when AWS has no spot room', async () => {
    const h = pair();
    h.noSpotCapacity('aws');
    const run = await launch(h, '9905', { inputs: { nodes: '3' } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(h.vms('aws')).toEqual([]);
    const vms = h.vms('gcp');
    expect(vms).toHaveLength(3);
    expect(new Set(vms.map((vm) => vm.zone))).toEqual(new Set(['us-central1-a']));
    expect(run.outputs).toMatchObject({ cloud: 'gcp', nodes: '3' });
    expect(JSON.parse(run.outputs.labels ?? '[]')).toHaveLength(3);
  });
});
