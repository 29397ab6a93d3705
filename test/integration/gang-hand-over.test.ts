import { describe, expect, it } from 'vitest';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { github, useGangGitHub } from '../helpers/gang.js';
import { gangAtRisk, logged, resumes, startReplacement } from '../helpers/hand-over.js';
import { finishAction } from '../helpers/run-dist.js';

const STEPS = 500;
const GANG_RUN = '9960';

useGangGitHub();

describe('a member at risk hands its seat over before it goes, from dist/', () => {
  it(
    "on AWS's rebalance recommendation node 0 asks for its replacement, which waits in the rendezvous; the node steps out then, and the gang re-forms once, at 3 nodes",
    { timeout: 600_000 },
    async (context) => {
      const at = await gangAtRisk(context, GANG_RUN, STEPS);
      const { store, started } = at;
      // Node 0 asked for the replacement while node 2 still trains.
      expect(started[2]?.running.output()).toMatch(
        /node 2's VM is at risk \(.*\): node 0 asks for a replacement in its seat/,
      );
      const replacement = await startReplacement(
        context,
        { ...at, runId: '9961' },
        at.inputs(2),
        at.env,
      );
      const [runs, joined] = await Promise.all([
        Promise.all(started.map((s) => finishAction(s))),
        finishAction(replacement),
      ]);
      const [zero, one, atRisk] = runs;
      const said = (run: typeof joined | undefined) =>
        `${run?.stdout}\n${run?.stderr.slice(-4000)}`;

      // Node 2 stepped out on the replacement's word, not on a notice: its VM was never reclaimed.
      expect(atRisk?.outputs.outcome, said(atRisk)).toBe('interrupted');
      expect(atRisk?.stdout).toContain('node 3 is ready to take this node');
      // Its agent went with its workers, not at the deadline's SIGTERM and SIGKILL.
      expect(`${atRisk?.stdout ?? ''}${atRisk?.stderr ?? ''}`).not.toContain(
        'the trainer is still running',
      );
      expect(joined.stdout).toMatch(/torchrun agent is in the rendezvous; telling node 2/);
      for (const run of [zero, one, joined])
        expect(run?.outputs.outcome, said(run)).toBe('completed');

      // One re-form, at 3: the survivors never trained at 2, and resumed once, with node 3.
      for (const run of [zero, one]) {
        const again = resumes(run?.stdout ?? '');
        expect(
          again.map((r) => r.size),
          said(run),
        ).toEqual([3]);
      }
      const handOverStep = resumes(joined.stdout)[0]?.step;
      expect(handOverStep, said(joined)).toBeGreaterThan(0);
      for (const run of [zero, one]) expect(resumes(run?.stdout ?? '')[0]?.step).toBe(handOverStep);

      // Nothing skipped: every logged step from the first to the last.
      const steps = logged([...runs, joined].map((run) => run.stdout));
      for (let step = 10; step <= STEPS; step += 10)
        expect(steps.has(step), String(step)).toBe(true);

      // One replacement, no restart; one seal, completed, with node 3 in it.
      expect(github.dispatches).toHaveLength(1);
      const sealed = await readRunManifest(store, GANG_RUN, GANG_RUN);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      expect(typeof sealed === 'object' && sealed.gang?.members.map((m) => m.node)).toEqual([
        0, 1, 2, 3,
      ]);
      expect(zero?.summary).toMatch(/\| node 2 left: got a notice \(hand-over: node 3 is ready/);
    },
  );
});
