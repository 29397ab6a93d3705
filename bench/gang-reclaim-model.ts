// Node-seconds not training per reclaim, from the measured spans and the
// modelled parts: the VM's boot and runner registration (simulated, as the
// issue says), the restore from the bucket at the rate the S3 section
// measured, and a real checkpoint's save and load at the rates measured on
// this disk. Every term is seconds on one node; the totals add them up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DiskRates } from './gang-reclaim-disk.js';
import type { HandoverTrial } from './gang-reclaim-handover.js';
import type { ElasticTrial, WholeTrial } from './gang-reclaim-trials.js';
import { ROOT } from './paths.js';
import { median } from './store-sync.js';

/** A new VM's boot and its runner's registration, simulated. */
export const BOOT_S = 90;
/** The checkpoint each node saves, restores and loads, GiB. */
export const CHECKPOINT_GIB = Number(process.env.BENCH_GANG_RECLAIM_GIB ?? 2);
/** The targets. */
export const BACK_WITHIN_S = 60;
export const RATIO_AT_8 = 5;

/** The restore rate this model uses, and where bench/results.md has it. */
export interface RestoreRate {
  readonly mibPerS: number;
  readonly source: string;
}

/**
 * `spot-train restore` (the built CLI) of one 512 MiB file and 20 of 1 MiB
 * from a local S3-compatible server, the S3 section's download column: the
 * whole restore a new VM runs, digests included, through the same store.
 */
export function restoreRateFromResults(): RestoreRate {
  const results = readFileSync(join(ROOT, 'bench', 'results.md'), 'utf8');
  const section = /<!-- section:s3 -->([\s\S]*?)<!-- \/section:s3 -->/.exec(results)?.[1] ?? '';
  const rate = /\| spot-train run \/ restore \(CLI\) \| [^|]+\| ([\d.]+) MiB\/s/.exec(section)?.[1];
  const when = /Measured (\d{4}-\d{2}-\d{2})/.exec(section)?.[1] ?? 'an unknown date';
  if (rate === undefined)
    throw new Error('bench/results.md has no S3 restore rate: run `npm run bench -- s3` first');
  return {
    mibPerS: Number(rate),
    source: `the \`s3\` section's \`spot-train restore\` (CLI) download, measured ${when}`,
  };
}

export interface Rates extends DiskRates {
  readonly restore: number;
}

/** Seconds to move the checkpoint at `mibPerS`. */
const moving = (mibPerS: number): number => (CHECKPOINT_GIB * 1024) / mibPerS;

/** Medians over a size's reps of what the model takes from the trials. */
export interface Measured {
  readonly size: number;
  /** Whole gang: train steps spawned to the first step. */
  readonly start: number;
  /** Whole gang: the notice to each step's end, summed over the nodes. */
  readonly stopAll: number;
  /** Elastic: the notice to the survivors' first step after the re-form, median and worst. */
  readonly back: number;
  readonly backWorst: number;
  readonly leaverExit: number;
  /** Elastic: the survivors' time not training when the replacement joins. */
  readonly restart: number;
  readonly replacementStart: number;
  /** Hand-over: the step-out (here a notice, with the replacement waiting) to the gang's first step at full size. */
  readonly handover: number;
  /** Hand-over: re-forms between the step-out and training again, the most in any rep. */
  readonly handoverRounds: number;
}

/** One gang size: the medians the model takes, and the elastic trials for their spread. */
export interface Row {
  readonly m: Measured;
  readonly elastic: ElasticTrial[];
  readonly handover: HandoverTrial[];
}

export function measured(
  size: number,
  whole: WholeTrial[],
  elastic: ElasticTrial[],
  handover: HandoverTrial[],
): Measured {
  return {
    size,
    start: median(whole.map((t) => t.start)),
    stopAll: median(whole.map((t) => t.saveToExit.reduce((a, b) => a + b, 0))),
    back: median(elastic.map((t) => t.leave.training)),
    backWorst: Math.max(...elastic.map((t) => t.leave.training)),
    leaverExit: median(elastic.map((t) => t.leaverExit)),
    restart: median(elastic.map((t) => t.join.training)),
    replacementStart: median(elastic.map((t) => t.replacementStart)),
    handover: median(handover.map((t) => t.reform.training)),
    handoverRounds: Math.max(...handover.map((t) => t.rounds)),
  };
}

/** Node-seconds of one reclaim, by term. */
export interface Cost {
  readonly whole: {
    stop: number;
    boot: number;
    restore: number;
    start: number;
    total: number;
  };
  readonly elastic: {
    leaver: number;
    reform: number;
    replacement: number;
    rejoin: number;
    total: number;
  };
  /**
   * Make-before-break: the node at risk steps out once its replacement
   * waits in the rendezvous; one re-form, at full size.
   */
  readonly handover: {
    leaver: number;
    reform: number;
    replacement: number;
    total: number;
  };
  /** The bound: the replacement's own boot to training, plus one worker restart per survivor. */
  readonly bound: number;
  readonly ratio: number;
  readonly handoverRatio: number;
}

export function cost(m: Measured, rates: Rates): Cost {
  const n = m.size;
  const save = moving(rates.save);
  const load = moving(rates.load);
  const restore = moving(rates.restore);
  // Every node saves at the notice in both modes; its upload before the
  // step ends is left out of today's figure (it would only add to it).
  const whole = {
    stop: m.stopAll + n * save,
    boot: n * BOOT_S,
    restore: n * restore,
    start: n * (m.start + load),
  };
  const oneRestart = m.restart + save + load;
  const replacement = BOOT_S + restore + m.replacementStart + load;
  const elastic = {
    leaver: m.leaverExit + save,
    reform: (n - 1) * (m.back + save + load),
    replacement,
    rejoin: (n - 1) * oneRestart,
  };
  // The replacement boots while the gang trains whole: its VM's time up to
  // training still counts, as in the elastic gang's figure.
  const handover = {
    leaver: elastic.leaver,
    reform: (n - 1) * (m.handover + save + load),
    replacement,
  };
  const wholeTotal = whole.stop + whole.boot + whole.restore + whole.start;
  const elasticTotal = elastic.leaver + elastic.reform + elastic.replacement + elastic.rejoin;
  const handoverTotal = handover.leaver + handover.reform + handover.replacement;
  return {
    whole: { ...whole, total: wholeTotal },
    elastic: { ...elastic, total: elasticTotal },
    handover: { ...handover, total: handoverTotal },
    bound: replacement + (n - 1) * oneRestart,
    ratio: wholeTotal / elasticTotal,
    handoverRatio: wholeTotal / handoverTotal,
  };
}

/** The survivors' notice to training, with their load of the checkpoint added. */
export function backWithLoad(m: Measured, rates: Rates): { median: number; worst: number } {
  const extra = moving(rates.save) + moving(rates.load);
  return { median: m.back + extra, worst: m.backWorst + extra };
}
