import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatBytes } from '../src/base/bytes.js';
import { DIST_CLI, MiB, NODE, ROOT, WORK } from './paths.js';

const TRAINER = join(ROOT, 'test/fixtures/rotating-trainer.py');
const INTERRUPTIONS = Number(process.env.BENCH_GROWTH_INTERRUPTIONS ?? 10);
/** Each checkpoint's size: large enough that a restore's time is its bytes. */
const CHECKPOINT_BYTES = 32 * MiB;

interface Attempt {
  readonly runId: string;
  readonly startedAt: number;
  readonly restoreMs: number;
  readonly bytes: number;
}

/** One run's history record, if it wrote it. */
function record(runDir: string, event: string): Record<string, unknown> | undefined {
  const path = join(runDir, 'history', `${event}.json`);
  return existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>)
    : undefined;
}

/** Each attempt's restore, from the history records the train step wrote into the file store. */
function attempts(store: string): Attempt[] {
  const [lineage] = readdirSync(store).filter((name) => name.startsWith('local-'));
  if (!lineage) throw new Error(`no lineage in ${store}`);
  const found: Attempt[] = [];
  for (const runId of readdirSync(join(store, lineage))) {
    const runDir = join(store, lineage, runId);
    const started = record(runDir, 'train-step-started');
    const restored = record(runDir, 'restore-done');
    if (!started || !restored) continue;
    const startedAt = Date.parse(String(started.at));
    found.push({
      runId,
      startedAt,
      restoreMs: Date.parse(String(restored.at)) - startedAt,
      bytes: Number(restored.bytes),
    });
  }
  return found.sort((a, b) => a.startedAt - b.startedAt);
}

/** `spot-train run` of the trainer that keeps its 2 newest checkpoints, interrupted INTERRUPTIONS times. */
async function lineage(dir: string, restoreToOutputs: boolean): Promise<Attempt[]> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const args = [
    DIST_CLI,
    'run',
    '--store',
    `file://${join(dir, 'store')}`,
    ...(restoreToOutputs ? [] : ['--no-restore-to-outputs']),
    '--outputs',
    'out',
    '--interrupt-after',
    '3s',
    '--interruptions',
    String(INTERRUPTIONS),
    '--max-restarts',
    String(INTERRUPTIONS + 1),
    '--',
    'python3',
    TRAINER,
    '--steps',
    String(40 * (INTERRUPTIONS + 1)),
    '--save-every',
    '10',
    '--step-time',
    '0.05',
    '--size',
    String(CHECKPOINT_BYTES),
  ];
  const child = spawn(NODE, args, {
    cwd: dir,
    env: { ...process.env, ROTATE_JOURNAL: join(dir, 'journal.jsonl') },
    stdio: 'ignore',
  });
  const code = await new Promise<number | null>((done) => child.once('close', done));
  if (code !== 0) throw new Error(`spot-train run exited with ${code} in ${dir}`);
  return attempts(join(dir, 'store'));
}

/**
 * What each restart downloads, and how long its restore takes, for a
 * trainer that keeps only its 2 newest checkpoints (save_total_limit=2):
 * with the outputs as the lineage's state (the default) against
 * `--no-restore-to-outputs`, where every restored file is carried on.
 */
export async function restoreGrowthSection(): Promise<string> {
  const state = await lineage(join(WORK, 'growth-outputs'), true);
  const carried = await lineage(join(WORK, 'growth-restart-only'), false);
  const rows: string[] = [];
  for (let index = 1; index < Math.max(state.length, carried.length); index++) {
    const cell = (list: Attempt[]) => {
      const attempt = list[index];
      return attempt ? `${formatBytes(attempt.bytes)} | ${attempt.restoreMs} ms` : '- | -';
    };
    rows.push(`| ${index + 1} | ${cell(state)} | ${cell(carried)} |`);
  }
  return [
    '## Restore per attempt, a trainer keeping its 2 newest checkpoints',
    '',
    `\`spot-train run\` of test/fixtures/rotating-trainer.py (a ${formatBytes(CHECKPOINT_BYTES)} checkpoint every 10 steps, the 2 newest kept, a config written once) on a file store, interrupted ${INTERRUPTIONS} times 3 s into each attempt. Bytes and time are each attempt's \`restore-done\` history record (time from the train step's start). Target: flat.`,
    '',
    '| attempt | restored (default: outputs are the state) | restore time | restored (`--no-restore-to-outputs`) | restore time |',
    '| ------: | ----------------------------------------: | -----------: | -----------------------------------: | -----------: |',
    ...rows,
  ].join('\n');
}
