import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { readRunManifest } from '../../src/records/run-manifest.js';
import {
  github,
  githubEnv,
  newGang,
  untilNodeUploaded,
  runGang,
  token,
  useGangGitHub,
} from '../helpers/gang.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { AwsImds } from '../helpers/imds/aws.js';
import { tempDir } from '../helpers/temp-dir.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';
import { ddpTrainerEnv, torchrunStep } from '../helpers/ddp-step.js';

const STEPS = 300;
const TRAINER_ENV = ddpTrainerEnv(STEPS);
const torchrun = (python: string, node: number) => torchrunStep(python, node, '--log-every 50');

useGangGitHub();

/** The digest of the final model, which the gang's global rank 0 prints on whichever node. */
function finalDigest(stdouts: readonly string[]): string {
  const found = stdouts.flatMap((out) => [
    ...out.matchAll(new RegExp(`done: step ${STEPS}, model sha256 ([0-9a-f]{64})$`, 'gm')),
  ]);
  expect(found, stdouts.join('\n')).toHaveLength(1);
  return found[0]?.[1] ?? '';
}

describe('a torchrun gang under the train mode, from dist/', () => {
  it.for([2, 3])(
    '%i nodes: an AWS notice on the last node stops every rank at one step, one seal, one dispatch, and the restarted gang ends with the model of an uninterrupted gang',
    { timeout: 420_000 },
    async (nodes, context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-torch');
      const last = nodes - 1;
      const plainGang = await newGang(join(root, 'plain'), '9500', nodes);
      const drilledGang = await newGang(root, '9600', nodes);
      // The last node's VM gets the AWS notice, sent once the gang has uploaded its first
      // checkpoint: torch's imports and the rendezvous take what they take on a loaded machine.
      const imds = await AwsImds.start();
      const imdsEnv = { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url };
      const noticeOnceSaved = (async () => {
        await untilNodeUploaded(join(root, 'bucket/9600/9600'));
        imds.terminateIn(120_000);
      })();
      const [plain, drilled] = await Promise.all([
        runGang(plainGang, (node) => ({ run: torchrun(python, node), restart: 'false' }), env),
        runGang(
          drilledGang,
          (node) => ({
            run: torchrun(python, node),
            'github-token': token,
            ...(node === last ? { cloud: 'aws' } : {}),
          }),
          (node) => (node === last ? imdsEnv : env),
        ),
      ]).finally(() => imds.server.close());
      await noticeOnceSaved;
      for (const run of plain.runs) expect(run.outputs.outcome, run.stdout).toBe('completed');
      const expected = finalDigest(plain.runs.map((run) => run.stdout));

      // Every rank stopped after the same step and saved it; the other nodes were told by the gang.
      const stops = drilled.runs.map((run) => {
        expect(run.outputs.outcome, run.stdout).toBe('interrupted');
        const found = /rank (\d+): stopped after step (\d+) \((.+)\); saved$/m.exec(run.stdout);
        expect(found, run.stdout).not.toBeNull();
        return Number(found?.[2]);
      });
      expect(new Set(stops).size).toBe(1);
      expect(stops[0]).toBeLessThan(STEPS);
      for (const run of drilled.runs.slice(0, last))
        expect(run.stdout).toContain(`node ${last} got a notice (aws`);
      // The workers were signalled, not torchrun's agents; node 0's serves the rendezvous.
      expect(drilled.runs[0]?.stdout).toContain('left 1 torchrun agent running');
      expect(drilled.runs[last]?.stdout).toContain('froze 1 torchrun agent; sent SIGINT to');
      expect(github.dispatches).toHaveLength(1);
      const store = new FileStore(join(root, 'bucket'));
      const sealed = await readRunManifest(store, '9600', '9600');
      expect(typeof sealed === 'object' && sealed.state).toBe('interrupted');
      expect(typeof sealed === 'object' && sealed.gang?.members.length).toBe(nodes);

      // The restart: every node restores the union and the gang resumes from the saved step.
      const restarted = await newGang(root, String(github.dispatches[0]?.runId), nodes, {
        inputs: { _restart: '9600' },
      });
      const resumed = await runGang(
        restarted,
        (node) => ({ run: torchrun(python, node), restart: 'false' }),
        env,
      );
      for (const run of resumed.runs) {
        expect(run.outputs.outcome, run.stdout).toBe('completed');
        expect(run.outputs['restored-from']).toBe('9600');
        expect(run.stdout).toMatch(new RegExp(`resumed from step ${stops[0]}\\b`));
      }
      expect(finalDigest(resumed.runs.map((run) => run.stdout))).toBe(expected);
    },
  );
});
