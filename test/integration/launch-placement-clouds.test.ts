import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { useCloudStandIn, type CloudStandIn } from '../helpers/launch-clouds/index.js';
import { launchContext } from '../helpers/launch-servers.js';
import { seedRun, type SeededRun } from '../helpers/placement-history.js';
import { runAction } from '../helpers/run-dist.js';

// The learned ladder and the deadline through the built action on GCP and
// Azure, against their stand-ins (test/helpers/launch-clouds); the EC2 side
// is test/integration/launch-placement.test.ts.

const HOUR = 3_600_000;
const MINUTE = 60_000;
const REGION = { gcp: 'us-central1', azure: 'westeurope' } as const;

describe.each(['gcp', 'azure'] as const)('the launch ladder on %s, from dist/', (cloud) => {
  const standIn = useCloudStandIn(cloud);
  const region = REGION[cloud];

  /** How the summary names a zone: Azure's numbers come with their region. */
  const where = (zone: string) => (cloud === 'azure' ? `${region} zone ${zone}` : zone);

  function typeOf(s: CloudStandIn): string {
    return s.inputs['instance-types'] ?? '';
  }

  /** A run of lineage L (or `lineage`) on spot in `zone`, as the store keeps it after finalize. */
  function spotRun(s: CloudStandIn, zone: string, run: Partial<SeededRun>): SeededRun {
    return {
      lineage: 'L',
      runId: 'L',
      attempt: 1,
      cloud,
      region,
      zone,
      type: typeOf(s),
      startedAt: Date.now() - 4 * HOUR,
      ...run,
    };
  }

  async function launch(
    s: CloudStandIn,
    runs: readonly SeededRun[],
    runId: string,
    extra: Record<string, string> = {},
  ) {
    const ctx = await launchContext(runId);
    const bucket = join(ctx.workspace, '..', 'bucket');
    const store = new FileStore(bucket);
    for (const run of runs) await seedRun(store, run);
    const restartOf = runs.some((run) => run.lineage === 'L')
      ? { event: { inputs: { _restart: 'L' } } }
      : {};
    const prices = [
      `${cloud}:${region}:${typeOf(s)}:spot=0.40`,
      `${cloud}:${region}:${typeOf(s)}:on-demand=1.20`,
    ];
    const run = await runAction(
      'main.js',
      { ...s.inputs, store: `file://${bucket}`, prices: prices.join('\n'), ...extra },
      { ...ctx, ...restartOf },
      s.env,
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    return run;
  }

  it('restarts a lineage reclaimed in the first zone in the second, the first cooling down', async () => {
    const s = standIn();
    const [first = '', second = ''] = s.zones;
    const run = await launch(s, [spotRun(s, first, { noticeAt: Date.now() - 5 * MINUTE })], '9601');
    expect(run.outputs).toMatchObject({ cloud, zone: second, market: 'spot' });
    expect(s.creates().map((c) => `${c.market} ${c.zone}`)).toEqual([`spot ${second}`]);
    expect(run.summary).toMatch(
      new RegExp(`spot ${typeOf(s)} in ${where(first)} \\| 1 \\|.*cooling down`),
    );
  });

  it('keeps the pinned ladder: the reclaimed first zone is asked first', async () => {
    const s = standIn();
    const [first = ''] = s.zones;
    const run = await launch(
      s,
      [spotRun(s, first, { noticeAt: Date.now() - 5 * MINUTE })],
      '9602',
      {
        'ladder-order': 'as-given',
      },
    );
    expect(run.outputs.zone).toBe(first);
  });

  it('puts a zone another lineage saw reclaimed again and again after a calm one', async () => {
    const s = standIn();
    const [first = '', second = ''] = s.zones;
    const start = Date.now() - 5 * 24 * HOUR;
    const stormy = Array.from({ length: 6 }, (_, i) =>
      spotRun(s, first, {
        lineage: 'M',
        runId: i === 0 ? 'M' : `M${i}`,
        attempt: i + 1,
        startedAt: start + i * 2 * HOUR,
        noticeAt: start + i * 2 * HOUR + HOUR,
      }),
    );
    const calm = spotRun(s, second, {
      lineage: 'M',
      runId: 'M6',
      attempt: 7,
      startedAt: start + 12 * HOUR,
      endedAt: start + 40 * HOUR,
    });
    const run = await launch(s, [...stormy, calm], '9603');
    expect(run.outputs.zone).toBe(second);
    expect(run.summary).toMatch(
      new RegExp(`\\| 2 \\| spot ${typeOf(s)} in ${where(first)} \\| 1 \\| 6 / 6\\.0 \\|`),
    );
  });

  it('with no history, launches in the first zone as given', async () => {
    const s = standIn();
    const run = await launch(s, [], '9604');
    expect(run.outputs.zone).toBe(s.zones[0]);
    expect(run.summary).toContain(
      '**Ladder order:** your order: the store has no spot history yet.',
    );
  });

  it('launches on-demand when a tight deadline would not survive one more reclaim, and says why', async () => {
    const s = standIn();
    const [first = ''] = s.zones;
    const now = Date.now();
    const halfDone = spotRun(s, first, {
      startedAt: now - 10 * HOUR,
      noticeAt: now - 2 * HOUR,
      steps: { first: 0, last: 6000, total: 10_000, firstAt: now - 10 * HOUR },
    });
    const run = await launch(s, [halfDone], '9605', { deadline: '15h30m' });
    expect(run.outputs.market).toBe('on-demand');
    expect(s.creates().map((c) => c.market)).toEqual(['on-demand']);
    expect(run.summary).toMatch(
      /\*\*Market against the deadline:\*\* on-demand: .* would not survive one more reclaim/,
    );
  });
});

describe('the placement score prior on azure, from dist/', () => {
  const standIn = useCloudStandIn('azure');

  it("with no history, orders the spot rungs by Azure's Spot Placement Scores, and shows them", async () => {
    const s = standIn();
    const [first = '', second = ''] = s.zones;
    const type = s.inputs['instance-types'] ?? '';
    s.arm.spotScores.set(type, [
      { region: 'westeurope', zone: first, score: 'Low' },
      { region: 'westeurope', zone: second, score: 'High' },
    ]);
    const ctx = await launchContext('9611');
    const bucket = join(ctx.workspace, '..', 'bucket');
    const run = await runAction('main.js', { ...s.inputs, store: `file://${bucket}` }, ctx, s.env);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.zone).toBe(second);
    expect(run.summary).toContain(
      '**Ladder order:** Azure Spot Placement Scores, as the store has no spot history yet; your order breaks ties.',
    );
    expect(run.summary).toMatch(
      new RegExp(`\\| 1 \\| spot ${type} in westeurope zone ${second} \\|.*placement score 0\\.9`),
    );
    const asked = s.arm.requests.find((r) => r.path.endsWith('/placementScores/spot/generate'));
    expect(asked?.body).toEqual({
      desiredLocations: ['westeurope'],
      desiredSizes: [{ sku: type }],
      desiredCount: 1,
      availabilityZones: true,
    });
  });
});
