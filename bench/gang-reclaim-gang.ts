// A torchrun gang through the built action for the reclaim benchmark: every
// node a train step (dist/main.js) in a directory of its own, the last node
// on a stand-in for EC2's metadata service so its spot notice comes when the
// benchmark says, every line timestamped as it arrives.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AwsImds } from '../test/helpers/imds/aws.js';
import { freePortPair, startGangNode, type GangNode, type GangPlace } from './gang-node.js';
import { LineClock, type TimedLine } from './gang-reclaim-lines.js';
import { torchrunRun, trainerEnv } from './gang-reclaim-torch.js';

/** Steps the gang trains before the notice: past torch's first-step warm-up. */
const WARM_STEPS = 20;
/** A gang of 8 starting on 2 shared cores takes minutes; this bounds any one wait. */
export const WAIT_MS = 300_000;

export interface Gang {
  readonly place: GangPlace;
  readonly nodes: readonly GangNode[];
  readonly clock: LineClock;
  /** When the supervisors were spawned, ms since the epoch. */
  readonly spawnAt: number;
  /** When each node's train step ended, once it has. */
  readonly exitAt: (number | undefined)[];
  readonly imds: AwsImds;
}

/**
 * Starts a gang of `size`; elastic with `minNodes`, else today's whole
 * gang. The last node is the one the cloud reclaims.
 */
export async function startGang(
  root: string,
  size: number,
  minNodes: number | undefined,
): Promise<Gang> {
  const place = {
    nodes: size,
    port: await freePortPair(),
    runId: String(8000 + size),
    store: `file://${join(root, 'bucket')}`,
  };
  const imds = await AwsImds.start();
  const clock = new LineClock();
  const exitAt: (number | undefined)[] = [];
  const spawnAt = Date.now();
  const nodes = Array.from({ length: size }, (_, node) => {
    const dir = join(root, `node-${node}`);
    mkdirSync(dir, { recursive: true });
    const reclaimed = node === size - 1;
    const started = startGangNode(
      place,
      node,
      dir,
      {
        run: torchrunRun(node, minNodes !== undefined),
        ...(minNodes === undefined ? {} : { 'min-nodes': String(minNodes) }),
        ...(reclaimed ? { cloud: 'aws' } : {}),
      },
      {
        ...trainerEnv(),
        ...(reclaimed ? { AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url } : {}),
      },
    );
    void started.done.then(() => (exitAt[node] = Date.now()));
    clock.add({ name: `node ${node}`, output: () => started.output() });
    return started;
  });
  // A step that cannot start (no dist/, a bad input) ends at once: say so, not after WAIT_MS.
  clock.abandonWhen(() =>
    nodes.every((node) => node.ended()) ? 'every train step of the gang has ended' : undefined,
  );
  return { place, nodes, clock, spawnAt, exitAt, imds };
}

/** The first step line logged at or after `since` for a step above `after`. */
export async function stepAfter(
  clock: LineClock,
  since: number,
  after: number,
): Promise<TimedLine & { step: number }> {
  const line = await clock.until((seen) => (LineClock.step(seen) ?? -1) > after, since, WAIT_MS);
  return { ...line, step: LineClock.step(line) ?? NaN };
}

/** Waits until the gang has trained its warm-up steps; returns that step's line. */
export function warmedUp(gang: Gang): Promise<TimedLine & { step: number }> {
  return stepAfter(gang.clock, gang.spawnAt, WARM_STEPS - 1);
}

/**
 * Ends every process of the gang: the benchmark stops its gangs once it has
 * what it measures, without waiting for them to train to the end. The
 * supervisor's watchdog would end its trainer's group too, after a grace;
 * killing the whole tree at once frees the machine for the next trial.
 */
export async function endGang(gang: Gang): Promise<void> {
  const tree = gang.nodes.flatMap((node) => descendants(node.pid));
  for (const node of gang.nodes) node.kill();
  for (const pid of tree) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  await Promise.all(gang.nodes.map((node) => node.done));
  await gang.clock.stop();
  await gang.imds.server.close();
}

/** Every live process below `pid`, from one read of /proc's parent links. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  for (const queue = [pid]; queue.length > 0;) {
    const next = children.get(queue.shift() ?? -1) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}
