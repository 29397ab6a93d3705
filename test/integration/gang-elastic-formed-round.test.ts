import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { rendezvousArgs } from '../../src/supervisor/rendezvous-args.js';
import { isTorchrunAgent } from '../../src/supervisor/torchrun-agents.js';
import { ddpTrainerEnv } from '../helpers/ddp-step.js';
import { github, useGangGitHub } from '../helpers/gang.js';
import { replacementLaunched } from '../helpers/join-reclaim.js';
import { watchRendezvous } from '../helpers/rendezvous-watch.js';
import { finishAction, type Running } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { childPids, TORCHRUN_PYTHON } from '../helpers/torch-gang.js';
import { descendants } from '../helpers/vanish-node.js';
import { eventually } from '../helpers/wait.js';

const STEPS = 300;
const TRAINER_ENV = { ...ddpTrainerEnv(STEPS), COLLECTIVE_TIMEOUT_SECONDS: '20' };

useGangGitHub();

/** The torchrun agent below a node's train step, with its command line. */
async function agentOf(step: Running): Promise<{ pid: number; argv: readonly string[] }> {
  for (const pid of await descendants(step.pid)) {
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (isTorchrunAgent(argv)) return { pid, argv };
  }
  throw new Error(`no torchrun agent below ${step.pid}`);
}

describe('a notice landing after torch formed a round with the node, from dist/', () => {
  it(
    "node 1's notice lands once torch has formed a round with it, before its agent started its workers: they start, save and leave; nodes 0 and 3 complete",
    { timeout: 600_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const gangRun = '9960';
      const root = await tempDir('gang-elastic-formed-round');
      const { store, started, imds, first, startReplacement } = await replacementLaunched(context, {
        root,
        gangRun,
        python,
        trainerEnv: TRAINER_ENV,
      });

      const [node0, node1] = await Promise.all(
        [started[0], started[1]].map((one) => agentOf(one?.running as Running)),
      );
      const agent = node1 as { pid: number; argv: readonly string[] };
      const gang = new Set([node0?.pid, agent.pid]);
      const where = rendezvousArgs(agent.argv);
      if (typeof where === 'string') throw new Error(where);
      const watch = watchRendezvous(python, where);
      context.onTestFinished(() => watch.close());
      // The gang re-formed without node 2 before node 3 comes, so node 3 waits for the next round.
      await watch.until((state) => state.complete && state.participants.every((p) => gang.has(p)));
      const replacement = await startReplacement();
      const waiting = await watch.until((state) => state.waiting.some((p) => !gang.has(p)));
      const node3 = waiting.waiting.find((p) => !gang.has(p)) ?? 0;
      // Node 3 held on the wait list, so that the round it brings about cannot be formed by
      // its joining until node 1 is in it; node 1 held as soon as that round lists it. Then
      // node 3 joins (or node 0 closes the round at its last call): a round formed with node 1
      // in it, before node 1's agent could see it, gather the ranks and start its workers.
      process.kill(node3, 'SIGSTOP');
      const held = await watch.until(
        (state) => !state.complete && state.participants.includes(agent.pid),
      );
      process.kill(agent.pid, 'SIGSTOP');
      process.kill(node3, 'SIGCONT');
      const formed = await watch.until((state) => state.round === held.round && state.complete);
      expect(formed.participants).toContain(agent.pid);
      expect(await childPids(agent.pid), 'node 1 started its workers before it was held').toEqual(
        [],
      );
      imds.get(1)?.terminateIn(120_000);
      // The hold ends once node 1 acted on its notice, as a real agent was never held.
      await eventually(
        () => expect(started[1]?.running.output()).toContain('to save and exit'),
        60_000,
      );
      process.kill(agent.pid, 'SIGCONT');

      const [runs, joined] = await Promise.all([
        Promise.all(started.map((s) => finishAction(s))),
        finishAction(replacement),
      ]);
      expect(runs[1]?.outputs.outcome, runs[1]?.stdout).toBe('interrupted');
      for (const run of [runs[0], joined]) {
        expect(run?.outputs.outcome, `${run?.stdout}\n${run?.stderr.slice(-3000)}`).toBe(
          'completed',
        );
      }
      expect(runs[1]?.stdout).toContain('torch had already formed a round with this node');
      expect(runs[1]?.stdout).toContain('its torchrun workers started');
      const all = [...runs, joined].map((run) => run.stdout).join('\n');
      expect(all).toMatch(new RegExp(`step ${STEPS} loss`));
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([first, `${gangRun}+node-4`]);
      const sealed = await readRunManifest(store, gangRun, gangRun);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
    },
  );
});
