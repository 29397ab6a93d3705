import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import {
  admin,
  ec2,
  LAUNCH_INPUTS,
  launchContext,
  launchEnv,
  useLaunchServers,
} from '../helpers/launch-servers.js';
import { seedRun, type SeededRun } from '../helpers/placement-history.js';
import { runAction } from '../helpers/run-dist.js';

useLaunchServers();

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Two zones of one type; both priced the same, so only the history can order them. */
const inputs = {
  ...LAUNCH_INPUTS,
  'instance-types': 'g5.xlarge',
  zones: 'us-east-1a, us-east-1b',
  prices: [
    'aws:us-east-1a:g5.xlarge:spot=0.50',
    'aws:us-east-1b:g5.xlarge:spot=0.50',
    'aws:us-east-1:g5.xlarge:on-demand=1.006',
  ].join('\n'),
};

/** A launch of run `runId` (continuing `restartOf` if given) with the store holding `runs`. */
async function launchWith(
  runs: readonly SeededRun[],
  runId: string,
  restartOf: string | undefined,
  extra: Record<string, string> = {},
) {
  const ctx = await launchContext(runId);
  const bucket = join(ctx.workspace, '..', 'bucket');
  const store = new FileStore(bucket);
  for (const run of runs) await seedRun(store, run);
  const event = restartOf === undefined ? {} : { event: { inputs: { _restart: restartOf } } };
  const run = await runAction(
    'main.js',
    { ...inputs, 'runner-token': admin, store: `file://${bucket}`, ...extra },
    { ...ctx, ...event },
    launchEnv(),
  );
  expect(run.code, run.stdout).toBe(0);
  const market = ec2.launches.at(-1)?.['InstanceMarketOptions.MarketType'] ?? 'on-demand';
  return { ...run, market };
}

/** Lineage L's first run: spot in `zone`, reclaimed `agoMs` ago after some hours of training. */
function reclaimedIn(zone: string, agoMs: number): SeededRun {
  const now = Date.now();
  return {
    lineage: 'L',
    runId: 'L',
    attempt: 1,
    region: 'us-east-1',
    zone,
    type: 'g5.xlarge',
    startedAt: now - agoMs - 3 * HOUR,
    noticeAt: now - agoMs,
  };
}

describe('the launch ladder learned from the store, from dist/', () => {
  it('restarts a lineage reclaimed in us-east-1a in us-east-1b, and says the reclaimed rung is cooling down', async () => {
    const run = await launchWith([reclaimedIn('us-east-1a', 10 * MINUTE)], '9501', 'L');
    expect(run.outputs.zone).toBe('us-east-1b');
    expect(run.market).toBe('spot');
    expect(ec2.launches.map((l) => l['Placement.AvailabilityZone'])).toEqual(['us-east-1b']);
    expect(run.summary).toMatch(
      /\*\*Ladder order:\*\* .*1 reclaimed rung cooling down, tried last/,
    );
    expect(run.summary).toMatch(
      /\| 2 \| spot g5\.xlarge in us-east-1a \| 1 \|.*reclaimed 10m\d*s? ago: cooling down/,
    );
  });

  it('tries the reclaimed zone first again once the cool-down has passed', async () => {
    const run = await launchWith([reclaimedIn('us-east-1a', 2 * HOUR)], '9502', 'L', {
      'reclaim-cooldown': '30m',
    });
    // Its one reclaim in 3 VM-hours is not enough to move it behind a zone with no history.
    expect(run.outputs.zone).toBe('us-east-1a');
    expect(run.summary).not.toContain('cooling down');
  });

  it('keeps a pinned ladder exactly as given, reclaim or not', async () => {
    const run = await launchWith([reclaimedIn('us-east-1a', 10 * MINUTE)], '9503', 'L', {
      'ladder-order': 'as-given',
    });
    expect(run.outputs.zone).toBe('us-east-1a');
    expect(run.summary).toContain('**Ladder order:** your order (ladder-order: as-given).');
  });

  it('puts a zone with many reclaims in the store after a calm one, for a new lineage too', async () => {
    const now = Date.now();
    const days = 3 * 24 * HOUR;
    // Lineage M, days ago: six one-hour spot VMs reclaimed in us-east-1a, then 20 calm hours in us-east-1b.
    const stormy: SeededRun[] = Array.from({ length: 6 }, (_, i) => ({
      lineage: 'M',
      runId: i === 0 ? 'M' : `M${i}`,
      attempt: i + 1,
      region: 'us-east-1',
      zone: 'us-east-1a',
      type: 'g5.xlarge',
      startedAt: now - days + i * 2 * HOUR,
      noticeAt: now - days + i * 2 * HOUR + HOUR,
    }));
    const calm: SeededRun = {
      lineage: 'M',
      runId: 'M6',
      attempt: 7,
      region: 'us-east-1',
      zone: 'us-east-1b',
      type: 'g5.xlarge',
      startedAt: now - days + 12 * HOUR,
      endedAt: now - days + 32 * HOUR,
    };
    const run = await launchWith([...stormy, calm], '9504', undefined);
    expect(run.outputs.zone).toBe('us-east-1b');
    expect(run.summary).toMatch(/expected cost per useful hour, from 7 spot VMs/);
    // Each row shows what it saw: 6 reclaims in 6 VM-hours against none in 20.
    expect(run.summary).toMatch(/\| 1 \| spot g5\.xlarge in us-east-1b \| 2 \| 0 \/ 20\.0 \|/);
    expect(run.summary).toMatch(/\| 2 \| spot g5\.xlarge in us-east-1a \| 1 \| 6 \/ 6\.0 \|/);
  });

  it('with no history in the store, launches on the first rung as given', async () => {
    const run = await launchWith([], '9505', undefined);
    expect(run.outputs.zone).toBe('us-east-1a');
    expect(run.summary).toContain(
      '**Ladder order:** your order: the store has no spot history yet.',
    );
  });
});

describe('instance types of different speed, from dist/', () => {
  it('restarts on the type this training stepped faster on, at the same price, and says why', async () => {
    const now = Date.now();
    /** A 2 h spot attempt of lineage L that started `agoH` hours ago and was reclaimed at its end. */
    const run = (type: string, runId: string, attempt: number, agoH: number, steps: number) => ({
      lineage: 'L',
      runId,
      attempt,
      region: 'us-east-1',
      zone: 'us-east-1a',
      type,
      startedAt: now - agoH * HOUR,
      noticeAt: now - (agoH - 2) * HOUR,
      steps: {
        first: attempt * 10_000,
        last: attempt * 10_000 + steps,
        firstAt: now - agoH * HOUR,
      },
    });
    // g5: 2000 steps in 2 h; g6: 4000 in 2 h; the last reclaim 4 h ago, past the cool-down.
    const history = [run('g5.xlarge', 'L', 1, 10, 2000), run('g6.xlarge', 'L2', 2, 6, 4000)];
    const launched = await launchWith(history, '9541', 'L2', {
      'instance-types': 'g5.xlarge, g6.xlarge',
      zones: 'us-east-1a',
      prices: ['aws:us-east-1a:g5.xlarge:spot=0.50', 'aws:us-east-1a:g6.xlarge:spot=0.50'].join(
        '\n',
      ),
    });
    expect(launched.outputs['instance-type']).toBe('g6.xlarge');
    expect(launched.summary).toMatch(
      /\| 2 \| spot g5\.xlarge in us-east-1a \| 1 \|.*steps take 2\.00× the fastest type's/,
    );
  });
});

describe('the deadline, from dist/', () => {
  /** Lineage L trained 6000 of 10000 steps in 8 h, then was reclaimed 2 h ago. */
  function halfDone(): SeededRun {
    const now = Date.now();
    return {
      ...reclaimedIn('us-east-1a', 2 * HOUR),
      startedAt: now - 10 * HOUR,
      steps: { first: 0, last: 6000, total: 10_000, firstAt: now - 10 * HOUR },
    };
  }

  it('launches on-demand when the slack would not survive one more reclaim, and says why', async () => {
    // 4000 steps at 4.8 s are 5 h 20 min; 15 h 30 min from the start leave about 5 h 30 min.
    const run = await launchWith([halfDone()], '9511', 'L', { deadline: '15h30m' });
    expect(run.market).toBe('on-demand');
    expect(run.outputs.market).toBe('on-demand');
    expect(run.summary).toMatch(
      /\*\*Market against the deadline:\*\* on-demand: 5h20m\d*s? of training left \(step 6000 of 10000\), 5h(29|30)m\d*s? to the deadline: the slack of .* would not survive one more reclaim/,
    );
    expect(run.summary).toMatch(/\| On-demand \| deadline: /);
  });

  it('stays on spot when ahead of a uniform pace, and says so', async () => {
    const run = await launchWith([halfDone()], '9512', 'L', { deadline: '30h' });
    expect(run.market).toBe('spot');
    expect(run.summary).toMatch(
      /\*\*Market against the deadline:\*\* spot: .*60 % of the steps done, 33 % of the time gone \(ahead of a uniform pace\): spot, waiting up to 5h00m/,
    );
  });
});

describe('the deadline of a new lineage, from dist/', () => {
  it('takes the step time of an earlier lineage of the same training until it measures its own', async () => {
    const now = Date.now();
    // Lineage M, last week: 10,000 steps in 10 h (3.6 s a step), completed.
    const earlier: SeededRun = {
      lineage: 'M',
      runId: 'M',
      attempt: 1,
      region: 'us-east-1',
      zone: 'us-east-1b',
      type: 'g5.xlarge',
      startedAt: now - 7 * 24 * HOUR,
      endedAt: now - 7 * 24 * HOUR + 10 * HOUR,
      steps: { first: 0, last: 10_000, total: 10_000, firstAt: now - 7 * 24 * HOUR },
    };
    const run = await launchWith([earlier], '9531', undefined, {
      deadline: '11h',
      'total-steps': '10000',
    });
    expect(run.market).toBe('spot');
    expect(run.summary).toMatch(
      /\*\*Market against the deadline:\*\* spot: 10h0\dm\d*s? of training left at the step time earlier lineages of this training measured \(step 0 of 10000\)/,
    );
  });
});

describe("the cloud's placement scores as the prior, from dist/", () => {
  it('with no history, orders the spot rungs by AWS Spot placement scores, and shows them', async () => {
    ec2.placementScores.set('g5.xlarge', [
      { region: 'us-east-1', zone: 'us-east-1a', score: 2 },
      { region: 'us-east-1', zone: 'us-east-1b', score: 9 },
    ]);
    const run = await launchWith([], '9521', undefined);

    expect(run.outputs.zone).toBe('us-east-1b');
    expect(run.summary).toContain(
      '**Ladder order:** AWS Spot placement scores, as the store has no spot history yet; your order breaks ties.',
    );
    expect(run.summary).toMatch(
      /\| 1 \| spot g5\.xlarge in us-east-1b \| 2 \|.*placement score 0\.9/,
    );
    expect(ec2.actions).toContain('GetSpotPlacementScores');
  });

  it('keeps the user order, with a warning, when the scores are refused', async () => {
    ec2.refusePlacementScores = 'UnauthorizedOperation';
    const run = await launchWith([], '9522', undefined);
    expect(run.outputs.zone).toBe('us-east-1a');
    expect(run.stdout).toMatch(
      /::warning::could not read AWS Spot placement scores \(.*UnauthorizedOperation.*\); trying the rungs in your order/,
    );
  });
});
