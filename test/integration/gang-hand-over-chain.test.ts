import { describe, expect, it } from 'vitest';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { github, useGangGitHub } from '../helpers/gang.js';
import { gangAtRisk, logged, resumes, startReplacement } from '../helpers/hand-over.js';
import { AwsImds } from '../helpers/imds/aws.js';
import { finishAction } from '../helpers/run-dist.js';
import { eventually } from '../helpers/wait.js';

const STEPS = 1200;
const GANG_RUN = '9990';
const PAIR_RUN = '9995';
const PAIR_STEPS = 800;

useGangGitHub();

describe('hand-overs one after another, from dist/', () => {
  it(
    'node 3, which took node 2’s seat, hands the same seat to node 4: two re-forms, each at 3 nodes, and the gang never trains short',
    { timeout: 900_000 },
    async (context) => {
      const at = await gangAtRisk(context, GANG_RUN, STEPS);
      const { store, started } = at;
      // Node 3 runs on a VM of its own, with its own metadata service.
      const imds3 = await AwsImds.start();
      context.onTestFinished(() => imds3.server.close());
      const third = await startReplacement(
        context,
        { ...at, runId: '9991' },
        { ...at.inputs(2), cloud: 'aws' },
        { ...at.env, AWS_EC2_METADATA_SERVICE_ENDPOINT: imds3.server.url },
      );
      // Node 3 trains in the gang, then its own VM is at risk.
      await eventually(() => expect(resumes(third.running.output())).toHaveLength(1), 300_000);
      imds3.recommendRebalance();
      const second = `${GANG_RUN}+node-4`;
      await eventually(
        () => expect(github.dispatches.map((d) => d.inputs._restart)).toContain(second),
        120_000,
      );
      const fourth = await startReplacement(
        context,
        { ...at, runId: '9992', asked: second },
        at.inputs(2),
        at.env,
      );
      const [runs, three, four] = await Promise.all([
        Promise.all(started.map((s) => finishAction(s))),
        finishAction(third),
        finishAction(fourth),
      ]);
      const [zero, one, two] = runs;
      const said = (run: typeof four | undefined) => `${run?.stdout}\n${run?.stderr.slice(-4000)}`;

      // Each member at risk stepped out on its replacement's word.
      expect(three.stdout).toMatch(/node 3's VM is at risk \(.*\): node 0 asks for a replacement/);
      expect(three.stdout, said(three)).toContain('node 4 is ready to take this node');
      for (const run of [two, three]) expect(run?.outputs.outcome, said(run)).toBe('interrupted');
      for (const run of [zero, one, four])
        expect(run?.outputs.outcome, said(run)).toBe('completed');

      // The survivors re-formed twice, each time at full size, from the same step as the node joining.
      for (const run of [zero, one])
        expect(
          resumes(run?.stdout ?? '').map((r) => r.size),
          said(run),
        ).toEqual([3, 3]);
      const steps = [resumes(three.stdout)[0]?.step, resumes(four.stdout)[0]?.step];
      expect(resumes(zero?.stdout ?? '').map((r) => r.step)).toEqual(steps);
      expect(steps[1]).toBeGreaterThan(steps[0] ?? Infinity);

      // Nothing skipped, and the run ended with the last step.
      const all = logged([...runs, three, four].map((run) => run.stdout));
      for (let step = 10; step <= STEPS; step += 10) expect(all.has(step), String(step)).toBe(true);

      // Two replacements, no restart; one seal, completed, with both in it.
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([at.asked, second]);
      const sealed = await readRunManifest(store, GANG_RUN, GANG_RUN);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      expect(typeof sealed === 'object' && sealed.gang?.members.map((m) => m.node)).toEqual([
        0, 1, 2, 3, 4,
      ]);
      expect(zero?.summary).toMatch(/\| node 3 left: got a notice \(hand-over: node 4 is ready/);
    },
  );

  it(
    'nodes 1 and 2 are at risk at once: each gets its own replacement, both step out, and the gang trains on at 3 with node 0 alone of the first',
    { timeout: 900_000 },
    async (context) => {
      const at = await gangAtRisk(context, PAIR_RUN, PAIR_STEPS, undefined, [1, 2]);
      const { store, started } = at;
      const joining = await Promise.all(
        at.askedAll.map((asked, i) =>
          startReplacement(context, { ...at, runId: `999${6 + i}`, asked }, at.inputs(2), at.env),
        ),
      );
      const [runs, joined] = await Promise.all([
        Promise.all(started.map((s) => finishAction(s))),
        Promise.all(joining.map((s) => finishAction(s))),
      ]);
      const [zero, one, two] = runs;
      const said = (run: (typeof runs)[number] | undefined) =>
        `${run?.stdout}\n${run?.stderr.slice(-4000)}`;
      for (const run of [one, two]) {
        expect(run?.outputs.outcome, said(run)).toBe('interrupted');
        expect(run?.stdout).toMatch(/node [34] is ready to take this node/);
      }
      for (const run of [zero, ...joined])
        expect(run?.outputs.outcome, said(run)).toBe('completed');
      // Node 0 never trained short of its minimum, and ended at full size.
      const sizes = resumes(zero?.stdout ?? '').map((r) => r.size);
      expect(sizes.length, said(zero)).toBeGreaterThan(0);
      for (const size of sizes) expect(size, said(zero)).toBeGreaterThanOrEqual(2);
      expect(sizes.at(-1), said(zero)).toBe(3);

      const all = logged([...runs, ...joined].map((run) => run.stdout));
      for (let step = 10; step <= PAIR_STEPS; step += 10)
        expect(all.has(step), String(step)).toBe(true);
      expect(github.dispatches).toHaveLength(2);
      const sealed = await readRunManifest(store, PAIR_RUN, PAIR_RUN);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      expect(typeof sealed === 'object' && sealed.gang?.members.map((m) => m.node)).toEqual([
        0, 1, 2, 3, 4,
      ]);
    },
  );
});
