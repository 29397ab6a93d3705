import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../base/clock.js';
import { UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { parseSimulatedSpec } from '../settings/drill.js';
import { openStore } from '../store/open-store.js';
import { DEFAULT_STEP_PATTERN } from '../supervisor/progress.js';
import { digestFile } from '../store/digest.js';
import { formatLocalReport } from './report.js';
import { runLocally, type LocalRunResult } from './run-loop.js';
import { errorCode } from '../base/error-code.js';

const TRAINER = join('examples', 'demo', 'train.py');
const MIN_INTERRUPTIONS = 2;
const TRAIN_ARGS = ['--steps', '300', '--save-every', '50', '--step-time', '0.02'];

/**
 * `spot-train demo`: trains the shipped example twice, once undisturbed and
 * once under simulated interruptions, and shows that both end with the same
 * model. Exit code 0 only if they match after at least two interruptions.
 */
export async function runDemo(
  logger: Logger,
  out: NodeJS.WritableStream = process.stdout,
): Promise<number> {
  const trainer = findTrainer();
  const work = await mkdtemp(join(tmpdir(), 'spot-train-demo-'));
  out.write(
    `spot-train demo: ${trainer}\nworking in ${work}\n\n1) training without interruptions\n`,
  );
  const baselineOutputs = await trainUninterrupted(trainer, work, out);
  out.write(
    '\n2) the same training under spot-train, interrupted every 1.5 s for the first 3 attempts\n',
  );
  const outputsDir = join(work, 'outputs');
  const result = await trainInterrupted(trainer, work, outputsDir, logger, out);
  out.write(formatLocalReport(result, outputsDir));
  return compareModels(baselineOutputs, outputsDir, result, out);
}

/** Trains without spot-train; returns the outputs directory. */
async function trainUninterrupted(
  trainer: string,
  work: string,
  out: NodeJS.WritableStream,
): Promise<string> {
  const outputs = join(work, 'baseline');
  const code = await runPlain(['python3', trainer, '--outputs', outputs, ...TRAIN_ARGS], out);
  if (code !== 0) throw new Error(`the uninterrupted training failed with exit code ${code}`);
  return outputs;
}

async function trainInterrupted(
  trainer: string,
  work: string,
  outputsDir: string,
  logger: Logger,
  out: NodeJS.WritableStream,
): Promise<LocalRunResult> {
  return runLocally({
    command: { kind: 'argv', argv: ['python3', trainer, ...TRAIN_ARGS] },
    cwd: work,
    outputsDir,
    restartDir: join(work, '_restart'),
    workDir: join(work, '.spot-train'),
    store: await openStore({
      kind: 'file',
      url: `file://${join(work, 'store')}`,
      dir: join(work, 'store'),
    }),
    drill: parseSimulatedSpec('after:1500ms,notice:20s,attempts:3', 'demo'),
    attempt: {
      maxRestarts: 5,
      restartOnExitCodes: new Set(),
      restoreToOutputs: true,
      timing: { settleMs: 500, scanIntervalMs: 250, flushReserveMs: 5000, killGraceMs: 5000 },
      concurrency: 4,
      retention: 0,
      stepPattern: DEFAULT_STEP_PATTERN,
    },
    signalGraceMs: 10_000,
    sigtermNotice: false,
    clock: systemClock,
    logger,
    stdout: out,
  });
}

/** Writes the comparison of the two final models; returns the demo's exit code. */
async function compareModels(
  baselineOutputs: string,
  outputsDir: string,
  result: LocalRunResult,
  out: NodeJS.WritableStream,
): Promise<number> {
  const baseline = await digestFile(join(baselineOutputs, 'model.json'));
  const resumed =
    result.end === 'completed' ? await digestFile(join(outputsDir, 'model.json')) : undefined;
  const interruptions = result.attempts.filter((attempt) => attempt.notice).length;
  const same = resumed?.sha256 === baseline.sha256;
  out.write(
    [
      'comparison of the final models:',
      `  uninterrupted: model.json sha256 ${baseline.sha256}`,
      `  interrupted ${interruptions} times and resumed: ${resumed ? `model.json sha256 ${resumed.sha256}` : `no model (${result.end})`}`,
      same
        ? `  identical: yes - ${interruptions} interruptions cost no work and changed nothing`
        : '  identical: NO - the resumed run did not reproduce the uninterrupted one',
      '',
    ].join('\n'),
  );
  if (same && interruptions < MIN_INTERRUPTIONS) {
    out.write(
      `only ${interruptions} interruption(s) happened; this machine trained faster than the drill expects\n`,
    );
  }
  return same && interruptions >= MIN_INTERRUPTIONS ? 0 : 1;
}

function findTrainer(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, TRAINER))) return join(dir, TRAINER);
    if (dirname(dir) === dir) throw new UserError(`cannot find ${TRAINER} next to spot-train`);
  }
}

function runPlain(argv: readonly string[], out: NodeJS.WritableStream): Promise<number> {
  return new Promise((resolve, reject) => {
    const [command = '', ...args] = argv;
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PYTHONUNBUFFERED: '1' },
    });
    child.stdout.on('data', (chunk: Buffer) => out.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => out.write(chunk));
    child.once('error', (error) =>
      reject(
        errorCode(error) === 'ENOENT'
          ? new UserError(`${command} is not installed; the demo needs it`)
          : error,
      ),
    );
    child.once('close', (code) => resolve(code ?? 1));
  });
}
