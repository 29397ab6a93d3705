import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { startEc2 } from '../helpers/ec2.js';
import {
  github,
  githubEnv,
  newGang,
  nodeInputs,
  runGang,
  startGangSteps,
  token,
  untilNodeUploaded,
  useGangGitHub,
} from '../helpers/gang.js';
import { AwsImds } from '../helpers/imds/aws.js';
import {
  awsEnv,
  launchReplacement,
  recordGangLaunch,
  replacementContext,
} from '../helpers/replacement.js';
import { DIST, finishAction, runAction, startAction, startNode } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { ddpTrainerEnv, torchrunStep } from '../helpers/ddp-step.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';
import { eventually } from '../helpers/wait.js';

const STEPS = 500;
const NODES = 3;
const GANG_RUN = '9900';
const REPLACEMENT_RUN = '9901';
const TRAINER_ENV = { ...ddpTrainerEnv(STEPS), COLLECTIVE_TIMEOUT_SECONDS: '20' };
const torchrun = (python: string, seat: number) =>
  torchrunStep(python, seat, '--log-every 10 --global-batch 192', { elastic: true });

useGangGitHub();

/** The losses global rank 0 printed, by step, on whichever node it ran. */
function losses(stdouts: readonly string[]): Map<number, number> {
  const byStep = new Map<number, number>();
  for (const out of stdouts)
    for (const m of out.matchAll(/step (\d+) loss ([0-9.]+)$/gm))
      byStep.set(Number(m[1]), Number(m[2]));
  return byStep;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('a replacement for a node that left an elastic gang, from dist/', () => {
  it(
    'node 0 asks for one, its run launches one VM where the gang is, it joins in the seat of the node that left, and the gang completes at 3 nodes with nothing trained twice past a save',
    { timeout: 600_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-replacement');
      const gang = await newGang(root, GANG_RUN, NODES);
      const plainGang = await newGang(join(root, 'plain'), '9950', NODES);
      const store = new FileStore(join(root, 'bucket'));
      const ec2 = await startEc2();
      const imds = await AwsImds.start();
      context.onTestFinished(async () => {
        await Promise.all([ec2.close(), imds.server.close()]);
      });
      await recordGangLaunch(store, gang);
      const elasticInputs = (seat: number) => ({
        run: torchrun(python, seat),
        'min-nodes': '2',
        'github-token': token,
      });
      const plain = runGang(
        plainGang,
        (node) => ({ run: torchrun(python, node), restart: 'false' }),
        env,
      );
      const started = await startGangSteps(
        gang,
        (node) => ({ ...elasticInputs(node), ...(node === 2 ? { cloud: 'aws' } : {}) }),
        (node) =>
          node === 2 ? { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url } : env,
        context.onTestFinished,
      );
      await untilNodeUploaded(join(root, `bucket/${GANG_RUN}/${GANG_RUN}`));
      imds.terminateIn(120_000);

      // Node 0 asks for a replacement in node 2's seat, as a dispatch of the workflow.
      const restart = `${GANG_RUN}+node-3`;
      await eventually(
        () => expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([restart]),
        120_000,
      );

      // It comes once the others have trained on at 2 nodes past a regular save (every 50 steps).
      const step100 = join(root, `bucket/${GANG_RUN}/${GANG_RUN}/node-0/files/ckpt/step-000100`);
      await eventually(async () => {
        const saved = await stat(step100).catch(() => undefined);
        const said = started.map((one, node) =>
          one.running
            .output()
            .split('\n')
            .filter((l) => /rank \d|resumed|stopped|leaves|Error|exitcode|gang channel/.test(l))
            .slice(-25)
            .map((l) => `node ${node}: ${l.slice(0, 240)}`)
            .join('\n'),
        );
        expect(saved?.isDirectory(), said.join('\n')).toBe(true);
      }, 300_000);

      // Its run's launch: one VM, on the gang's type and in its zone, its label in seat 2.
      const launch = await launchReplacement({ ec2, gang, runId: REPLACEMENT_RUN, restart });
      expect(launch.code, launch.stdout).toBe(0);
      expect(ec2.launches).toHaveLength(1);
      expect(ec2.launches[0]).toMatchObject({
        InstanceType: 'g6.xlarge',
        'Placement.AvailabilityZone': 'us-east-1b',
        MinCount: '1',
      });
      const labels = JSON.parse(launch.outputs.labels ?? '') as string[];
      expect(labels.map((label) => label !== '')).toEqual([false, false, true]);
      expect(launch.outputs.ranks).toBe('[2]');
      expect(launch.outputs.nodes).toBe('3');
      expect(launch.outputs.rendezvous).toBe(`127.0.0.1:${gang.port}`);

      // The replacement's train step, with the launch's outputs as the workflow passes them.
      const replacement = await startAction(
        'main.js',
        nodeInputs(gang, 2, { ...elasticInputs(2), rendezvous: launch.outputs.rendezvous ?? '' }),
        await replacementContext('train', REPLACEMENT_RUN, restart),
        env,
      );
      context.onTestFinished(() => {
        replacement.running.kill('SIGKILL');
      });
      const [runs, joined] = await Promise.all([
        Promise.all(started.map((s) => finishAction(s))),
        finishAction(replacement),
      ]);
      const [zero, one, left] = runs;
      expect(left?.outputs.outcome, left?.stdout).toBe('interrupted');
      // Node 0 first: its trainer failing stops every other node.
      const zeroSaid = `${zero?.stdout ?? ''}\n${(zero?.stderr ?? '').slice(-6000)}`;
      expect(zero?.outputs.outcome, zeroSaid).toBe('completed');
      expect(joined.outputs.outcome, `${joined.stdout}\n${joined.stderr.slice(-4000)}`).toBe(
        'completed',
      );
      expect(joined.stdout).toContain('replacement node 3 in seat 2 of the gang of run 9900');
      for (const run of [zero, one]) {
        expect(run?.outputs.outcome, `${run?.stdout}\n${run?.stderr.slice(-4000)}`).toBe(
          'completed',
        );
        expect(run?.stdout).toContain('node 3 joined the elastic gang as a replacement');
      }
      expect(zero?.stdout).toContain('asked for a replacement for node 2');
      // Node 0's summary tells the gang's changes, and what they cost.
      expect(zero?.summary).toContain('### Elastic gang');
      expect(zero?.summary).toMatch(
        /\| node 2 left: got a notice \(aws: spot instance-action terminate\) \|/,
      );
      expect(zero?.summary).toMatch(/\| replacement node 3 asked for, in seat 2, for node 2: /);
      expect(zero?.summary).toMatch(/\| node 3 joined as a replacement \|/);
      // When node 0 trained again after each change: the first step after its trainer resumed.
      expect(zero?.summary).toMatch(/\| this node trained again, \d+\.\d s after node 2 left \|/);
      expect(zero?.summary).toMatch(/\| this node trained again, \d+\.\d s after node 3 joined \|/);
      expect(zero?.summary).toMatch(/short of its 3 nodes for \d+\.\d node-minutes/);

      // The run's history keeps them: `spot-train ls` on the store shows who left and who joined.
      const listed = await startNode(join(DIST, 'cli.js'), ['ls', '--store', gang.store, GANG_RUN])
        .done;
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toMatch(
        /run 9900 \(attempt 1\) \(3 nodes, min-nodes 2\): elastic: 1 left, 1 joined, \d+\.\d node-min short, trained again \d+\.\d, \d+\.\d s after them/,
      );
      expect(listed.stdout).toMatch(/node 0 trained again, \d+\.\d s after node 2 left/);
      expect(listed.stdout).toMatch(/node 0 trained again, \d+\.\d s after node 3 joined/);
      expect(listed.stdout).toMatch(/node 2 \(seat 2\) left: notice \(aws: spot instance-action/);
      expect(listed.stdout).toMatch(/replacement node 3 \(seat 2\) asked for node 2/);
      expect(listed.stdout).toMatch(/node 3 \(seat 2\) joined as a replacement/);
      expect(listed.stdout).toContain(
        'whole-gang restarts: 0 from losing node 0 (the rendezvous host), 0 from other nodes; 1 departure the gang trained on through without a restart',
      );

      // Back at 3: every rank resumed at 3 from the step the survivors saved when torchrun
      // stopped them to admit the replacement, which took that step from them.
      const all = [zero, one, joined].map((run) => run?.stdout ?? '');
      const rejoined = all.map((out) =>
        [...out.matchAll(/of 3 on node \d, \w+: resumed from step (\d+)/g)].map((m) =>
          Number(m[1]),
        ),
      );
      const joinStep = rejoined[2]?.[0];
      expect(joinStep, all[2]).toBeDefined();
      for (const steps of rejoined) expect(steps).toContain(joinStep);
      expect(all[2]).toMatch(new RegExp(`took step ${joinStep} from rank \\d`));
      const survivorSaves = [zero, one].map((run) =>
        [...(run?.stdout ?? '').matchAll(/rank \d+: stopped after step (\d+) /g)].map((m) =>
          Number(m[1]),
        ),
      );
      for (const saves of survivorSaves) expect(saves).toContain(joinStep);
      // Every logged step present, none skipped, up to the last.
      // Global rank 0, which logs, may have been on any node, the one that left included.
      const logged = losses([...all, left?.stdout ?? '']);
      expect(Math.max(...logged.keys())).toBe(STEPS);
      for (let step = 10; step <= STEPS; step += 10)
        expect(logged.has(step), String(step)).toBe(true);

      // No restart: the one dispatch was the replacement's. One seal, completed, with node 3 in it.
      expect(github.dispatches).toHaveLength(1);
      const sealed = await readRunManifest(store, GANG_RUN, GANG_RUN);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      expect(typeof sealed === 'object' && sealed.gang?.members.map((m) => m.node)).toEqual([
        0, 1, 2, 3,
      ]);

      // The loss is within the trainer's noise of a gang that lost nothing.
      const reference = losses((await plain).runs.map((run) => run.stdout));
      const tail = (byStep: Map<number, number>) =>
        [...byStep.entries()]
          .sort((a, b) => a[0] - b[0])
          .slice(-10)
          .map(([, loss]) => loss);
      const spread = Math.sqrt(mean(tail(reference).map((l) => (l - mean(tail(reference))) ** 2)));
      expect(Math.abs(mean(tail(logged)) - mean(tail(reference)))).toBeLessThan(spread);

      // The replacement's finalize removes its VM and restarts and seals nothing.
      const finalize = await runAction(
        'main.js',
        {
          mode: 'finalize',
          store: gang.store,
          'github-token': token,
          cloud: 'aws',
          regions: 'us-east-1',
        },
        await replacementContext('finalize', REPLACEMENT_RUN, restart),
        { ...githubEnv(), ...awsEnv(ec2) },
      );
      expect(finalize.code, finalize.stdout).toBe(0);
      expect(finalize.stdout).toContain('no restart and no seal');
      expect([...ec2.instances.values()].map((vm) => vm.state)).toEqual(['terminated']);
      expect(github.dispatches).toHaveLength(1);
    },
  );
});
