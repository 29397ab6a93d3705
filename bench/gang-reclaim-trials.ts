// One reclaim of the last node of a gang, through the built action: today's
// whole gang (every node saves and its step ends), or an elastic gang (the
// survivors re-form without the node, then take a replacement back in).
// Every span is measured on one wall clock from the lines' arrival.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  endGang,
  startGang,
  stepAfter,
  WAIT_MS,
  warmedUp,
  type Gang,
} from './gang-reclaim-gang.js';
import { LineClock, type TimedLine } from './gang-reclaim-lines.js';
import { startJoiner } from './gang-reclaim-torch.js';
import { WORK } from './paths.js';

/** Steps the re-formed gang trains before the replacement joins. */
const STEPS_BEFORE_JOIN = 20;

/** Seconds, from one whole-gang reclaim. */
export interface WholeTrial {
  /** Train steps spawned to the gang's first step: what a relaunched gang pays after its restore. */
  readonly start: number;
  /** Per node, the notice to its train step's end. */
  readonly saveToExit: number[];
}

/** Seconds from where the survivors stopped training to each stage of a re-form. */
export interface Reform {
  /** The first rank's "stopped after step N; saved": the gang agreed to stop and saved. */
  readonly saved: number;
  /** The last agent's "Rendezvous complete": torchrun's agents agreed on the new gang. */
  readonly agreed: number;
  /** The last rank's "resumed from step N": its worker started and loaded the checkpoint. */
  readonly resumed: number;
  /** The first step of the re-formed gang: training again. */
  readonly training: number;
}

/** Seconds, from one elastic reclaim and the replacement's join. */
export interface ElasticTrial {
  /** From the notice (the stand-in metadata service answering it). */
  readonly leave: Reform;
  /** The reclaimed node: the notice to its train step's end. */
  readonly leaverExit: number;
  /** From the survivors' last step before the replacement joined; training less one step's time. */
  readonly join: Reform;
  /** The replacement's torchrun launched to the gang's first step with it. */
  readonly replacementStart: number;
}

export const seconds = (from: number, to: number): number => (to - from) / 1000;

/** Today's whole gang: a notice on the last node stops every node, and every step ends. */
export async function wholeTrial(size: number): Promise<WholeTrial> {
  const root = join(WORK, 'gang-reclaim', `whole-${size}`);
  const gang = await startGang(root, size, undefined);
  try {
    const first = await stepAfter(gang.clock, gang.spawnAt, 0);
    await warmedUp(gang);
    const noticeAt = Date.now();
    gang.imds.terminateIn(120_000);
    const late = new AbortController();
    await Promise.race([
      Promise.all(gang.nodes.map((node) => node.done)),
      sleep(WAIT_MS, undefined, { signal: late.signal }).catch(() => undefined),
    ]).finally(() => late.abort());
    const saveToExit = gang.nodes.map((node, i) => {
      const at = gang.exitAt[i];
      if (at === undefined)
        throw new Error(`node ${i} did not end:\n${node.output().slice(-3000)}`);
      return seconds(noticeAt, at);
    });
    return { start: seconds(gang.spawnAt, first.at), saveToExit };
  } finally {
    await endGang(gang);
    rmSync(root, { recursive: true, force: true });
  }
}

/** An elastic gang (min-nodes one below): a notice on the last node, then its replacement joins. */
export async function elasticTrial(size: number): Promise<ElasticTrial> {
  const root = join(WORK, 'gang-reclaim', `elastic-${size}`);
  const gang = await startGang(root, size, size - 1);
  try {
    await warmedUp(gang);
    const noticeAt = Date.now();
    gang.imds.terminateIn(120_000);
    const leave = await reformed(gang, noticeAt, size - 1);
    const leaverEnd = await gang.nodes[size - 1]?.done.then(() => gang.exitAt[size - 1]);
    await stepAfter(gang.clock, leave.back.at, leave.back.step + STEPS_BEFORE_JOIN - 1);
    const joinAt = Date.now();
    const join = await joined(gang, root, size);
    return {
      leave: phases(leave, noticeAt, 0),
      leaverExit: seconds(noticeAt, leaverEnd ?? NaN),
      join: phases(join.reform, join.lastStep.at, join.stepTime),
      replacementStart: seconds(joinAt, join.reform.back.at),
    };
  } finally {
    await endGang(gang);
    rmSync(root, { recursive: true, force: true });
  }
}

/** A rendezvous round completed, as torchrun's agents log it at INFO. */
export const RENDEZVOUS = /Rendezvous complete for workers/;
/** A rank's "stopped after step N (...); saved" line. */
const STOPPED = /rank \d+: stopped after step (\d+) /;

export interface Reformed {
  readonly saved: TimedLine;
  readonly savedStep: number;
  readonly agreed: TimedLine;
  readonly resumed: TimedLine;
  readonly back: TimedLine & { step: number };
}

export function phases(reform: Reformed, from: number, stepTime: number): Reform {
  return {
    saved: seconds(from, reform.saved.at),
    agreed: seconds(from, reform.agreed.at),
    resumed: seconds(from, reform.resumed.at),
    training: seconds(from, reform.back.at) - stepTime,
  };
}

/**
 * The gang re-forming at `ranks` after `since`: the first rank's save, the
 * agents' agreement, the last rank's load of the checkpoint, and the first
 * step after.
 */
export async function reformed(gang: Gang, since: number, ranks: number): Promise<Reformed> {
  const saved = await gang.clock.until(STOPPED, since, WAIT_MS);
  const savedStep = Number(STOPPED.exec(saved.text)?.[1]);
  let resumed = saved;
  for (let rank = 0; rank < ranks; rank++) {
    const mine = new RegExp(`rank ${rank} of ${ranks} on node \\d+, \\w+: resumed from step`);
    const line = await gang.clock.until(mine, since, WAIT_MS);
    if (line.at > resumed.at) resumed = line;
  }
  const back = await stepAfter(gang.clock, resumed.at, savedStep);
  // torchrun logs it at INFO (LOGLEVEL in trainerEnv).
  const agreed = gang.clock.lines.findLast(
    (line) => line.at >= saved.at && line.at <= back.at && RENDEZVOUS.test(line.text),
  );
  return { saved, savedStep, agreed: agreed ?? back, resumed, back };
}

/** The replacement's torchrun joins; the survivors' last step before, and their re-form at `size`. */
async function joined(gang: Gang, root: string, size: number) {
  const joinAt = Date.now();
  const joiner = startJoiner({
    dir: join(root, 'replacement'),
    nnodes: `${size - 1}:${size}`,
    node: size - 1,
    endpoint: `127.0.0.1:${gang.place.port}`,
    rdzvId: `spot-train-${gang.place.runId}`,
    restartDir: join(gang.nodes[0]?.dir ?? root, 'outputs'),
  });
  gang.clock.add(joiner);
  try {
    const reform = await reformed(gang, joinAt, size);
    // Not bounded by the save's line: each node's lines reach this process by
    // their own path (torchrun's tee, a supervisor), another node's may be first.
    const steps = gang.clock.lines.filter(
      (line) => line.at >= joinAt && (LineClock.step(line) ?? Infinity) <= reform.savedStep,
    );
    const lastStep = steps.findLast((line) => LineClock.step(line) === reform.savedStep);
    if (!lastStep) throw new Error(`no line for step ${reform.savedStep}:\n${gang.clock.tail()}`);
    return { reform, lastStep, stepTime: stepTime(steps.slice(-20)) };
  } catch (error) {
    throw new Error(
      `the replacement did not join: ${String(error)}
its output:
${joiner.output()}`,
      {
        cause: error,
      },
    );
  } finally {
    joiner.kill();
  }
}

/**
 * A step's time in training, seconds: over the last steps before the join,
 * from their lines' times (a rate over many steps, since lines read in one
 * poll share a time).
 */
function stepTime(steps: readonly TimedLine[]): number {
  const first = steps[0];
  const last = steps.at(-1);
  const count =
    (last ? (LineClock.step(last) ?? 0) : 0) - (first ? (LineClock.step(first) ?? 0) : 0);
  return first && last && count > 0 ? seconds(first.at, last.at) / count : 0;
}
