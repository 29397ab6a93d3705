import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from './gang-fanout.js';
import { awaitGang, freePortPair, startGangNode, type GangNode } from './gang-node.js';
import { WORK } from './paths.js';

export const FANOUT_SIZES = [2, 4, 8];
const TRIALS = Number(process.env.BENCH_GANG_NOTICE_TRIALS ?? 30);
export const FANOUT_TARGET_MS = 1000;
/**
 * The drill's first delay after the noticed node joined its gang, raised
 * when a trainer was not up yet: 8 supervisors starting on 2 cores take
 * about a second longer.
 */
const firstDrillS = (size: number): number => (size > 4 ? 2 : 1);

/**
 * Marks itself ready, then idles; on SIGINT it records when the signal came
 * and the notice receipt its supervisor wrote to SPOT_TRAIN_NOTICE_FILE
 * before signalling, and exits as a trainer that saved would.
 */
const TRAINER = [
  'import json, os, signal, sys, time',
  'def on_int(*_):',
  '    at = time.time()',
  '    with open(os.environ["SPOT_TRAIN_NOTICE_FILE"]) as f: notice = json.load(f)',
  '    with open("sigint.json", "w") as f: json.dump({"at": at, "received_at": notice["received_at"]}, f)',
  '    sys.exit(130)',
  'signal.signal(signal.SIGINT, on_int)',
  'with open("ready", "w") as f: f.write(repr(time.time()))',
  'while True: time.sleep(0.05)',
].join('\n');

interface Sigint {
  /** When SIGINT reached the trainer, ms since the epoch. */
  readonly at: number;
  /** When its supervisor received the notice (its own, or the gang's relay of another's). */
  readonly receivedAt: number;
}

function readSigint(dir: string): Sigint | undefined {
  const path = join(dir, 'sigint.json');
  if (!existsSync(path)) return undefined;
  const raw = JSON.parse(readFileSync(path, 'utf8')) as { at: number; received_at: string };
  return { at: raw.at * 1000, receivedAt: Date.parse(raw.received_at) };
}

const readyAt = (dir: string): number =>
  existsSync(join(dir, 'ready')) ? Number(readFileSync(join(dir, 'ready'), 'utf8')) * 1000 : NaN;

/** One trial's result: ms from the noticed node's receipt to SIGINT in each other trainer. */
interface Trial {
  readonly latencies: number[];
  /** Per other node, ms from the noticed node's receipt to its own (the channel's relay). */
  readonly relays: number[];
  /** How long before the notice the last trainer was up. */
  readonly slackMs: number;
  /** On the noticed node, ms from its receipt to SIGINT in its own trainer. */
  readonly ownMs: number;
}

/** A gang of `size` supervisors on a fresh file store, a drill on node `from`. */
async function trial(
  size: number,
  index: number,
  from: number,
  drillS: number,
): Promise<Trial | 'early'> {
  const root = join(WORK, 'gang-notice', `fanout-${size}-${index}`);
  const place = {
    nodes: size,
    port: await freePortPair(),
    runId: String(7000 + index),
    store: `file://${join(root, 'store')}`,
  };
  const nodes: GangNode[] = [];
  for (let node = 0; node < size; node++) {
    const dir = join(root, `node-${node}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'trainer.py'), TRAINER);
    const drill = node === from ? { 'simulate-interruption': `after:${drillS}s,notice:30s` } : {};
    nodes.push(startGangNode(place, node, dir, { run: 'python3 trainer.py', ...drill }));
  }
  await awaitGang(nodes, 90_000);
  const sigints = nodes.map((node) => readSigint(node.dir));
  const noticed = sigints[from];
  const lastReady = Math.max(...nodes.map((node) => readyAt(node.dir)));
  if (!noticed || !(lastReady < noticed.receivedAt)) {
    if (nodes.some((node) => /before the trainer started/.test(node.output()))) return 'early';
    throw new Error(`a trainer never got SIGINT; node ${from}'s output:\n${nodes[from]?.output()}`);
  }
  const latencies = sigints.flatMap((sigint, node) => {
    if (node === from) return [];
    if (!sigint)
      throw new Error(`node ${node}'s trainer never got SIGINT:\n${nodes[node]?.output()}`);
    return [sigint.at - noticed.receivedAt];
  });
  const relays = sigints.flatMap((sigint, node) =>
    node === from || !sigint ? [] : [sigint.receivedAt - noticed.receivedAt],
  );
  rmSync(root, { recursive: true, force: true });
  return {
    latencies,
    relays,
    slackMs: noticed.receivedAt - lastReady,
    ownMs: noticed.at - noticed.receivedAt,
  };
}

export interface FanoutRow {
  readonly size: number;
  readonly trials: number;
  readonly fromZero: number;
  readonly retried: number;
  /** Every receiver of every trial, pooled. */
  readonly receivers: number[];
  /** Per trial, the slowest receiver. */
  readonly lastNode: number[];
  /** Every receiver's part of its latency spent before its supervisor had the notice. */
  readonly relays: number[];
  /** Per trial, the noticed node's own receipt to SIGINT: a supervisor's part when it alone is busy. */
  readonly own: number[];
  readonly drillS: number;
  readonly minSlackMs: number;
}

/** TRIALS drills on a gang of `size`, the noticed node going round the gang (node 0 included). */
export async function measureFanout(size: number): Promise<FanoutRow> {
  const started = Date.now();
  let drillS = firstDrillS(size);
  let retried = 0;
  const receivers: number[] = [];
  const lastNode: number[] = [];
  const relays: number[] = [];
  const own: number[] = [];
  const slacks: number[] = [];
  for (let index = 0; index < TRIALS;) {
    const from = index % size;
    const result = await trial(size, index + retried * 1000, from, drillS);
    if (result === 'early') {
      // A trainer was not up when the notice came: not a fan-out, so not counted.
      retried++;
      drillS++;
      continue;
    }
    receivers.push(...result.latencies);
    relays.push(...result.relays);
    own.push(result.ownMs);
    lastNode.push(Math.max(...result.latencies));
    slacks.push(result.slackMs);
    index++;
  }
  const fromZero = Math.ceil(TRIALS / size);
  const row = {
    size,
    trials: TRIALS,
    fromZero,
    retried,
    receivers,
    lastNode,
    relays,
    own,
    drillS,
    minSlackMs: Math.min(...slacks),
  };
  process.stderr.write(
    `gang-notice fan-out, ${size} nodes: p50 ${percentile(receivers, 0.5).toFixed(0)} ms, p99 ${percentile(receivers, 0.99).toFixed(0)} ms, max ${Math.max(...receivers).toFixed(0)} ms; ${retried} retried, drill ${drillS} s, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  return row;
}
