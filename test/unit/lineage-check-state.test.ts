import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX } from '../../src/github/check-runs.js';
import type { RestartDecision, RestartGround } from '../../src/restart/decide.js';
import type { RestartReport } from '../../src/restart/once.js';
import { lineageCheckState, type LineageCheckFacts } from '../../src/report/lineage-check.js';
import { attemptHistory } from '../helpers/attempt-history.js';

const START = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const NEWER = 'ffeeddccbbaa99887766554433221100ffeeddcc';
const url = (run: string) => `https://github.com/acme/train/actions/runs/${run}`;

/** Lineage 100: run 100 reclaimed at step 120, run 101 reclaimed at 250, run 102 the writer. */
const twoReclaims = [
  attemptHistory({
    runId: '100',
    attempt: 1,
    interrupted: 'notice',
    outcome: 'interrupted',
    firstStep: 1,
    lastStep: 120,
    totalSteps: 1000,
  }),
  attemptHistory({
    runId: '101',
    attempt: 2,
    interrupted: 'vanished',
    outcome: 'interrupted',
    firstStep: 121,
    lastStep: 250,
    totalSteps: 1000,
  }),
];

function facts(phase: LineageCheckFacts['phase'], extra: Partial<LineageCheckFacts> = {}) {
  return {
    lineage: '100',
    phase,
    history: twoReclaims,
    run: { runId: '102', attempt: 3, url: url('102'), sha: START },
    checkSha: START,
    workflowFile: 'train.yml',
    ...extra,
  } satisfies LineageCheckFacts;
}

const verdict = (ground: RestartGround, because = `because ${ground}`): RestartDecision => ({
  restart: ground === 'restart',
  ground,
  because,
});

const ended = (ground: RestartGround, restart: RestartReport, lastChance = false) =>
  ({ kind: 'ended', verdict: verdict(ground), restart, lastChance }) as const;

const notNeeded: RestartReport = { kind: 'not-needed' };

describe("the lineage check's state", () => {
  it('is in progress while a run trains, with the attempts, reclaims and the step it resumes from', () => {
    const state = lineageCheckState(facts({ kind: 'training' }));
    expect(state).toMatchObject({
      status: 'in_progress',
      title: 'attempt 3 training, after 2 reclaims, from step 250 of 1000',
      detailsUrl: url('102'),
    });
    expect(state.conclusion).toBeUndefined();
    expect(state.summary).toContain('Lineage `100`: 3 attempts, 2 reclaims, step 250 of 1000.');
    expect(state.summary).toContain('| 1 | 100 | reclaimed | 1..120 of 1000 |');
    expect(state.summary).toContain('| 2 | 101 | lost its VM | 121..250 of 1000 |');
    expect(state.summary).toContain(`| 3 | [102](${url('102')}) | training | |`);
    expect(state.summary).toContain(`Latest run: [run 102](${url('102')}) on commit \`a1b2c3d\``);
  });

  it('stays in progress after a reclaim whose restart is on its way, naming the run that continues', () => {
    const history = [
      ...twoReclaims,
      attemptHistory({ runId: '102', attempt: 3, interrupted: 'notice', lastStep: 400 }),
    ];
    const restart: RestartReport = { kind: 'dispatched', run: { runId: '103' } };
    const state = lineageCheckState(facts(ended('restart', restart), { history }));
    expect(state.status).toBe('in_progress');
    expect(state.title).toBe('attempt 3 reclaimed at step 400 of 1000; run 103 continues');
    expect(state.summary).toContain('3 attempts, 3 reclaims, step 400 of 1000');
    // Finalize, coming second, finds the claim the VM made: still on its way.
    const claimed: RestartReport = {
      kind: 'claimed-elsewhere',
      claim: { by: 'supervisor', claimedAt: '', restartRunId: '103' },
    };
    const later = lineageCheckState(facts(ended('restart', claimed, true), { history }));
    expect(later.status).toBe('in_progress');
  });

  it('concludes success when training completes, with the cost where finalize priced it', () => {
    const history = [
      ...twoReclaims,
      attemptHistory({
        runId: '102',
        attempt: 3,
        outcome: 'completed',
        firstStep: 251,
        lastStep: 1000,
        totalSteps: 1000,
      }),
    ];
    const state = lineageCheckState(
      facts(ended('completed', notNeeded, true), {
        history,
        cost: { known: true, usd: 0.4213 },
      }),
    );
    expect(state).toMatchObject({
      status: 'completed',
      conclusion: 'success',
      title: 'completed in 3 attempts after 2 reclaims at step 1000 of 1000',
    });
    expect(state.summary).toContain('cost so far $0.42');
    expect(state.summary).toContain(`| 3 | [102](${url('102')}) | completed | 251..1000 of 1000 |`);
  });

  it('concludes failure for a failing trainer and cancelled for a person stopping it', () => {
    const failed = lineageCheckState(facts(ended('failed', notNeeded)));
    expect(failed).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(failed.title).toBe('the trainer failed in attempt 3 at step 250 of 1000');
    expect(failed.summary).toContain('Because failed.');
    const stopped = lineageCheckState(facts(ended('stopped', notNeeded)));
    expect(stopped).toMatchObject({ status: 'completed', conclusion: 'cancelled' });
    const lost = lineageCheckState(facts(ended('never-started', notNeeded, true)));
    expect(lost).toMatchObject({
      conclusion: 'failure',
      title: 'attempt 3 did not train to its end',
    });
  });

  it('asks for a person when the lineage gives up, with the command that goes on', () => {
    const report: RestartReport = { kind: 'not-dispatched', reason: 'max' };
    const state = lineageCheckState(facts(ended('max-restarts', report)));
    expect(state).toMatchObject({
      status: 'completed',
      conclusion: 'action_required',
      title: 'gave up after 3 attempts: max-restarts reached',
    });
    expect(state.summary).toContain('`gh workflow run train.yml -f _restart=102`');
  });

  it('leaves a failed dispatch to finalize, and asks for a person once finalize failed too', () => {
    const report: RestartReport = { kind: 'failed', error: '502' };
    const onVm = lineageCheckState(facts(ended('restart', report)));
    expect(onVm).toMatchObject({
      status: 'in_progress',
      title: 'attempt 3 ended at step 250 of 1000; finalize restarts it',
    });
    expect(onVm.summary).not.toContain('gh workflow run');
    const last = lineageCheckState(facts(ended('restart', report, true)));
    expect(last).toMatchObject({ status: 'completed', conclusion: 'action_required' });
    expect(last.summary).toContain('gh workflow run train.yml -f _restart=102');
  });

  it('says which commit the latest run used when a restart ran on a newer one', () => {
    const state = lineageCheckState(
      facts(
        { kind: 'training' },
        { run: { runId: '102', attempt: 3, url: url('102'), sha: NEWER } },
      ),
    );
    expect(state.summary).toContain(
      'on commit `ffeeddc`; this check stays on `a1b2c3d`, where the lineage started',
    );
  });

  it('keeps a long lineage within what GitHub takes, showing the newest runs', () => {
    const history = Array.from({ length: 400 }, (_, index) =>
      attemptHistory({ runId: String(1000 + index), attempt: index + 1, interrupted: 'notice' }),
    );
    const state = lineageCheckState(
      facts(
        { kind: 'training' },
        { history, run: { runId: '1400', attempt: 401, url: url('1400'), sha: START } },
      ),
    );
    expect(state.summary.length).toBeLessThan(SUMMARY_MAX);
    expect(state.summary).toContain('(371 earlier attempts not shown)');
    expect(state.summary).toContain('| 400 | 1399 | reclaimed |');
    expect(state.title).toBe('attempt 401 training, after 400 reclaims');
  });
});
