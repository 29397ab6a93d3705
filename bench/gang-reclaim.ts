// "Gang reclaim cost": node-seconds not training per reclaim of one node,
// today's whole-gang restart against the elastic gang, for gangs of 2, 4
// and 8 (the sizes; 8 torchrun nodes of one worker fit on 2 cores).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { measureDiskRates } from './gang-reclaim-disk.js';
import { findings } from './gang-reclaim-findings.js';
import { measured, restoreRateFromResults, type Rates, type Row } from './gang-reclaim-model.js';
import {
  costTable,
  introText,
  spansTable,
  targetTable,
  type Setting,
} from './gang-reclaim-text.js';
import { TORCH_PYTHON, torchVersion } from './gang-reclaim-torch.js';
import {
  elasticTrial,
  wholeTrial,
  type ElasticTrial,
  type WholeTrial,
} from './gang-reclaim-trials.js';
import { handoverTrial, type HandoverTrial } from './gang-reclaim-handover.js';
import { ROOT } from './paths.js';

const SIZES = [2, 4, 8];
const REPS = Number(process.env.BENCH_GANG_RECLAIM_REPS ?? 5);

const load = (): string => loadavg()[0]?.toFixed(1) ?? '?';

/** Trials run again after a failure, with why: the section says how many. */
const retried: string[] = [];
const TRIES = 3;

/**
 * A trial, run again if it fails: on a shared machine a gang can miss its
 * rendezvous, or dist/ be rebuilt under it. Every failure is logged.
 */
async function tried<T>(what: string, trial: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await trial();
    } catch (error) {
      const why = String(error).split('\n')[0] ?? '';
      process.stderr.write(`gang-reclaim: ${what} failed (attempt ${attempt}): ${String(error)}\n`);
      if (attempt >= TRIES) throw error;
      retried.push(`${what}: ${why}`);
    }
  }
}

/** Both modes at one size, alternating, so the machine's other load falls on both alike. */
async function measureSize(
  size: number,
): Promise<{ whole: WholeTrial[]; elastic: ElasticTrial[]; handover: HandoverTrial[] }> {
  const whole: WholeTrial[] = [];
  const elastic: ElasticTrial[] = [];
  const handover: HandoverTrial[] = [];
  for (let rep = 0; rep < REPS; rep++) {
    whole.push(await tried(`whole gang of ${size}`, () => wholeTrial(size)));
    elastic.push(await tried(`elastic gang of ${size}`, () => elasticTrial(size)));
    handover.push(await tried(`hand-over in a gang of ${size}`, () => handoverTrial(size)));
  }
  return { whole, elastic, handover };
}

/** Which build the gangs ran: dist/ as committed, or as rebuilt in the working tree since. */
function distState(): { text: string; tree: string } {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();
  const head = git('rev-parse', '--short', 'HEAD');
  const changed = git('diff', '--name-only', 'HEAD', '--', 'dist').split('\n').filter(Boolean);
  // Commits that leave dist/ alone do not change what the gangs ran: compare dist/'s own tree.
  const tree = `${git('rev-parse', 'HEAD:dist')} ${changed.join(' ')}`;
  const text =
    changed.length === 0
      ? `dist/ as committed at ${head}`
      : `dist/ as built in the working tree, ${changed.length} of its files changed since ${head}`;
  return { text, tree };
}

export async function gangReclaimSection(): Promise<string> {
  const torch = torchVersion();
  if (torch === undefined)
    return '## Gang reclaim cost\n\nNot measured: no torch with torchrun (install python3-torch, or set BENCH_TORCH_PYTHON).\n';
  const distAtStart = distState();
  const restore = restoreRateFromResults();
  const loads = [load()];
  const rates: Rates = { ...measureDiskRates(), restore: restore.mibPerS };
  const rows: Row[] = [];
  for (const size of SIZES) {
    const { whole, elastic, handover } = await measureSize(size);
    rows.push({ m: measured(size, whole, elastic, handover), elastic, handover });
    loads.push(load());
  }
  const setting: Setting = {
    dist:
      distState().tree === distAtStart.tree
        ? distAtStart.text
        : `dist/ rebuilt during the run: ${distAtStart.text} at its start, ${distState().text} at its end`,
    retried: retried.splice(0),
    torch: `torch ${torch} (${TORCH_PYTHON})`,
    reps: REPS,
    loads,
    restore,
    rates,
  };
  return `${introText(setting, SIZES)}

What was measured (seconds):

${spansTable(rows)}

Node-seconds not training per reclaim, by term:

${costTable(
  rows.map((row) => row.m),
  rates,
)}

Against the issue's targets:

${targetTable(
  rows.map((row) => row.m),
  rates,
)}

${findings(rows, rates, torch)}`;
}
