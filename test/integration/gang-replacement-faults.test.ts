import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readJoinRecord } from '../../src/records/gang-join.js';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { ddpTrainerEnv, torchrunStep } from '../helpers/ddp-step.js';
import { startEc2 } from '../helpers/ec2.js';
import {
  github,
  githubEnv,
  newGang,
  nodeInputs,
  startGangSteps,
  token,
  untilNodeUploaded,
  useGangGitHub,
} from '../helpers/gang.js';
import { AwsImds } from '../helpers/imds/aws.js';
import { launchReplacement, recordGangLaunch, replacementContext } from '../helpers/replacement.js';
import { DIST, finishAction, runAction, startAction } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';
import { eventually } from '../helpers/wait.js';

const STEPS = 400;
const GANG_RUN = '9920';
const TRAINER_ENV = { ...ddpTrainerEnv(STEPS), COLLECTIVE_TIMEOUT_SECONDS: '20' };

useGangGitHub();

describe('a replacement that is reclaimed itself, from dist/', () => {
  it(
    'leaves as any node: node 0 asks for the next one in the same seat, and the others complete at 2 with one seal and no restart',
    { timeout: 600_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-replacement-reclaimed');
      const gang = await newGang(root, GANG_RUN, 3);
      const store = new FileStore(join(root, 'bucket'));
      const ec2 = await startEc2();
      const [imds2, imds3] = await Promise.all([AwsImds.start(), AwsImds.start()]);
      context.onTestFinished(async () => {
        await Promise.all([ec2.close(), imds2.server.close(), imds3.server.close()]);
      });
      await recordGangLaunch(store, gang);
      const inputs = (seat: number) => ({
        run: torchrunStep(python, seat, '--log-every 10 --global-batch 192', { elastic: true }),
        'min-nodes': '2',
        'github-token': token,
      });
      const onImds = (imds: AwsImds) => ({
        ...env,
        AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url,
      });
      const started = await startGangSteps(
        gang,
        (node) => ({ ...inputs(node), ...(node === 2 ? { cloud: 'aws' } : {}) }),
        (node) => (node === 2 ? onImds(imds2) : env),
        context.onTestFinished,
      );
      await untilNodeUploaded(join(root, `bucket/${GANG_RUN}/${GANG_RUN}`));
      imds2.terminateIn(120_000);
      const first = `${GANG_RUN}+node-3`;
      await eventually(
        () => expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([first]),
        120_000,
      );
      const launch = await launchReplacement({ ec2, gang, runId: '9921', restart: first });
      expect(launch.code, launch.stdout).toBe(0);
      const replacement = await startAction(
        'main.js',
        nodeInputs(gang, 2, { ...inputs(2), cloud: 'aws' }),
        await replacementContext('train', '9921', first),
        onImds(imds3),
      );
      context.onTestFinished(() => {
        replacement.running.kill('SIGKILL');
      });

      // Once it trains in the gang, its VM is reclaimed too.
      await eventually(
        () => expect(replacement.running.output()).toMatch(/of 3 on node 2, \w+: resumed from/),
        300_000,
      );
      imds3.terminateIn(120_000);
      const [runs, reclaimed] = await Promise.all([
        Promise.all(started.map((s) => finishAction(s))),
        finishAction(replacement),
      ]);
      expect(reclaimed.outputs.outcome, reclaimed.stdout).toBe('interrupted');
      expect(reclaimed.stdout).toContain('node 3 leaves the elastic gang');
      for (const run of runs.slice(0, 2)) {
        expect(run.outputs.outcome, `${run.stdout}\n${run.stderr.slice(-3000)}`).toBe('completed');
        expect(run.stdout).toMatch(
          /node 3 got a notice \(aws.*\) and leaves the elastic gang; 2 of 3/,
        );
      }

      // The next replacement is asked for in the same seat, with the next id; none restarts the gang.
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([
        first,
        `${GANG_RUN}+node-4`,
      ]);
      const next = await readJoinRecord(store, GANG_RUN, GANG_RUN, 4);
      expect(next).toMatchObject({ seat: 2, replaces: 3 });
      const sealed = await readRunManifest(store, GANG_RUN, GANG_RUN);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      expect(typeof sealed === 'object' && sealed.gang?.members.map((m) => m.node)).toEqual([
        0, 1, 2, 3,
      ]);
      // Every node trained to the end or saved when it left: the last step is the last.
      expect(runs.map((run) => run.stdout).join('\n')).toMatch(new RegExp(`step ${STEPS} loss`));
    },
  );
});

describe('the rendezvous host lost while a replacement boots, from dist/', () => {
  it(
    'stops the gang whole with one restart; the replacement that comes later trains nothing, and the last save restores',
    { timeout: 600_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-host-lost');
      const gangRun = '9930';
      const gang = await newGang(root, gangRun, 3);
      const store = new FileStore(join(root, 'bucket'));
      const ec2 = await startEc2();
      const [imds0, imds2] = await Promise.all([AwsImds.start(), AwsImds.start()]);
      context.onTestFinished(async () => {
        await Promise.all([ec2.close(), imds0.server.close(), imds2.server.close()]);
      });
      await recordGangLaunch(store, gang);
      const imdsOf = new Map([
        [0, imds0],
        [2, imds2],
      ]);
      const inputs = (seat: number) => ({
        run: torchrunStep(python, seat, '--log-every 10 --global-batch 192', { elastic: true }),
        'min-nodes': '2',
        'github-token': token,
        ...(imdsOf.has(seat) ? { cloud: 'aws' } : {}),
      });
      const started = await startGangSteps(
        gang,
        inputs,
        (node) => {
          const own = imdsOf.get(node);
          return own ? { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: own.server.url } : env;
        },
        context.onTestFinished,
      );
      await untilNodeUploaded(join(root, `bucket/${gangRun}/${gangRun}`));
      imds2.terminateIn(120_000);
      const asked = `${gangRun}+node-3`;
      await eventually(
        () => expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([asked]),
        120_000,
      );
      // While the replacement boots, node 0 (the rendezvous host) is reclaimed.
      await eventually(
        () => expect(started[1]?.running.output()).toMatch(/of 2 on node \d, \w+: resumed/),
        120_000,
      );
      imds0.terminateIn(120_000);
      const runs = await Promise.all(started.map((s) => finishAction(s)));
      for (const run of runs) expect(run.outputs.outcome, run.stdout).toBe('interrupted');
      const stops = runs.slice(0, 2).map((run) => {
        const all = [...run.stdout.matchAll(/rank \d: stopped after step (\d+) /g)];
        return Number(all.at(-1)?.[1]);
      });
      expect(stops[0]).toBe(stops[1]);
      // One continuation: the whole gang's restart, beside the replacement asked for before.
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([asked, gangRun]);
      const sealed = await readRunManifest(store, gangRun, gangRun);
      expect(typeof sealed === 'object' && sealed.state).toBe('interrupted');

      // The replacement's run comes now: it starts no VM, and its train job (were it
      // not skipped on the empty ranks) trains nothing, restarts nothing, fails nothing.
      const vms = ec2.instances.size;
      const launch = await launchReplacement({ ec2, gang, runId: '9931', restart: asked });
      expect(launch.code, launch.stdout).toBe(0);
      expect(launch.stdout).toMatch(/nothing to launch: the gang's run 9930 (ended|stopped)/);
      expect(launch.outputs.ranks).toBe('[]');
      expect(ec2.instances.size).toBe(vms);
      const late = await runAction(
        'main.js',
        nodeInputs(gang, 2, inputs(2)),
        await replacementContext('train', '9931', asked),
        env,
      );
      expect(late.code, late.stdout).toBe(0);
      expect(late.stdout).toMatch(/nothing to do: the gang's run 9930 (ended|stopped)/);
      expect(github.dispatches).toHaveLength(2);

      // What the restart would restore holds the step both nodes saved at the notice.
      const dest = join(root, 'restored');
      await promisify(execFile)(process.execPath, [
        join(DIST, 'cli.js'),
        'restore',
        '--store',
        gang.store,
        '--lineage',
        gangRun,
        dest,
      ]);
      const saved = `step-${String(stops[0]).padStart(6, '0')}`;
      const folders = await readdir(dest, { recursive: true });
      expect(folders.some((path) => path.endsWith(join('ckpt', saved)))).toBe(true);
    },
  );
});
