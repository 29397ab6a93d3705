import { describe, expect, it } from 'vitest';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { github, useGangGitHub } from '../helpers/gang.js';
import { gangAtRisk, resumes, startReplacement } from '../helpers/hand-over.js';
import { launchReplacement } from '../helpers/replacement.js';
import { finishAction } from '../helpers/run-dist.js';
import { eventually } from '../helpers/wait.js';

const STEPS = 400;

useGangGitHub();

/** The gang's size at each resume a node's ranks said. */
const sizes = (stdout: string) => resumes(stdout).map((resumed) => resumed.size);

describe('a hand-over that does not happen as planned, from dist/', () => {
  it(
    'the notice comes before the replacement is ready: the node leaves as after a reclaim, no second replacement is asked for, and the one on its way joins',
    { timeout: 600_000 },
    async (context) => {
      const at = await gangAtRisk(context, '9970', STEPS);
      const { gang, store, started } = at;
      at.imds.terminateIn(120_000);
      await eventually(
        () => expect(started[0]?.running.output()).toMatch(/of 2 on node \d, \w+: resumed/),
        120_000,
      );
      const replacement = await startReplacement(
        context,
        { ...at, runId: '9971' },
        at.inputs(2),
        at.env,
      );
      const [runs, joined] = await Promise.all([
        Promise.all(started.map((s) => finishAction(s))),
        finishAction(replacement),
      ]);
      const [zero, one, leaver] = runs;
      expect(leaver?.outputs.outcome, leaver?.stdout).toBe('interrupted');
      expect(leaver?.stdout).toMatch(/node 2 leaves the elastic gang \(aws: /);
      for (const run of [zero, one, joined])
        expect(run?.outputs.outcome, `${run?.stdout}\n${run?.stderr.slice(-3000)}`).toBe(
          'completed',
        );
      // The survivors trained at 2, then took the replacement in: the reclaim path, once.
      expect(sizes(zero?.stdout ?? '')).toEqual([2, 3]);
      expect(github.dispatches).toHaveLength(1);
      const sealed = await readRunManifest(store, gang.runId, gang.runId);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      expect(typeof sealed === 'object' && sealed.gang?.members.map((m) => m.node)).toEqual([
        0, 1, 2, 3,
      ]);
    },
  );

  it(
    'no replacement comes: the node at risk trains on with the gang to the end, and the replacement asked for finds nothing to do',
    { timeout: 600_000 },
    async (context) => {
      const at = await gangAtRisk(context, '9980', STEPS);
      const { gang, store, started, ec2 } = at;
      const runs = await Promise.all(started.map((s) => finishAction(s)));
      for (const run of runs)
        expect(run.outputs.outcome, `${run.stdout}\n${run.stderr.slice(-3000)}`).toBe('completed');
      expect(runs[2]?.stdout).toMatch(/node 2's VM is at risk/);
      expect(runs.map((run) => sizes(run.stdout))).toEqual([[], [], []]);
      const sealed = await readRunManifest(store, gang.runId, gang.runId);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      // The replacement's run, late: no VM, and nothing restarted.
      const launch = await launchReplacement({ ec2, gang, runId: '9981', restart: at.asked });
      expect(launch.code, launch.stdout).toBe(0);
      expect(launch.stdout).toMatch(/nothing to launch: the gang's run 9980 ended/);
      expect(ec2.instances.size).toBe(0);
      expect(github.dispatches).toHaveLength(1);
    },
  );
});
