// A make-before-break hand-over on torch's own rendezvous: the replacement's
// torchrun starts while the elastic gang is still whole, waits in the full
// rendezvous, and the reclaimed node leaves only then. The survivors re-form
// once, at full size, instead of once without the node and once with it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { endGang, startGang, warmedUp, WAIT_MS } from './gang-reclaim-gang.js';
import { startJoiner } from './gang-reclaim-torch.js';
import { phases, reformed, RENDEZVOUS, seconds, type Reform } from './gang-reclaim-trials.js';
import { WORK } from './paths.js';

/** How long the waiting replacement is watched for a restart it must not cause. */
const WAITING_MS = 15_000;

/** Seconds, from one hand-over. */
export interface HandoverTrial {
  /** From the notice: the gang re-formed at full size, the replacement in. */
  readonly reform: Reform;
  /** Re-forms the survivors went through between the notice and training again. */
  readonly rounds: number;
  /** The reclaimed node: the notice to its train step's end. */
  readonly leaverExit: number;
}

export async function handoverTrial(size: number): Promise<HandoverTrial> {
  const root = join(WORK, 'gang-reclaim', `handover-${size}`);
  const gang = await startGang(root, size, size - 1);
  let joiner: ReturnType<typeof startJoiner> | undefined;
  try {
    // Started once the gang trains: a replacement comes to a gang already formed.
    await warmedUp(gang);
    const waitingFrom = Date.now();
    joiner = startJoiner({
      dir: join(root, 'replacement'),
      nnodes: `${size - 1}:${size}`,
      node: size - 1,
      endpoint: `127.0.0.1:${gang.place.port}`,
      rdzvId: `spot-train-${gang.place.runId}`,
      restartDir: join(root, 'node-0', 'outputs'),
    });
    gang.clock.add(joiner);
    // The replacement's agent is in the rendezvous, the round full: nobody restarts.
    await gang.clock.until(/Rendezvous'ing worker group/, waitingFrom, WAIT_MS);
    await sleep(WAITING_MS);
    const early = gang.clock.lines.filter(
      (line) => line.at >= waitingFrom && RENDEZVOUS.test(line.text),
    );
    if (early.length > 0)
      throw new Error(`a waiting replacement made the gang re-form:\n${gang.clock.tail()}`);
    const noticeAt = Date.now();
    gang.imds.terminateIn(120_000);
    const reform = await reformed(gang, noticeAt, size);
    const leaverEnd = await gang.nodes[size - 1]?.done.then(() => gang.exitAt[size - 1]);
    // Each agent logs every round it completes; node 0's lines count the rounds.
    const rounds = gang.clock.lines.filter(
      (line) =>
        line.from === 'node 0' &&
        line.at >= noticeAt &&
        line.at <= reform.back.at &&
        RENDEZVOUS.test(line.text),
    ).length;
    return {
      reform: phases(reform, noticeAt, 0),
      rounds,
      leaverExit: seconds(noticeAt, leaverEnd ?? NaN),
    };
  } finally {
    joiner?.kill();
    await endGang(gang);
    rmSync(root, { recursive: true, force: true });
  }
}
