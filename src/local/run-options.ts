import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseDuration } from '../config/duration.js';
import { parseExitCodes, parseInteger } from '../config/values.js';
import { UserError } from '../errors.js';
import type { StoreOptions } from '../store/open-store.js';
import { parseStoreOptions } from '../store/store-options.js';
import { parseSimulatedSpec, type SimulatedSpec } from '../notice/simulated-spec.js';
import type { SupervisorTiming } from '../supervisor/attempt.js';
import type { TrainerCommand } from '../supervisor/trainer-process.js';

export const RUN_USAGE = `usage: spot-train run --outputs DIR [options] -- COMMAND [ARGS...]

Runs COMMAND under the spot-train supervisor, as on a spot VM: outputs are
uploaded while it runs, a (simulated) interruption sends it SIGINT, and the
next attempt restores its outputs into the restart directory.

options:
  --outputs DIR              directory the trainer writes checkpoints to (required)
  --store URL                where outputs go: file://DIR, s3://BUCKET/PREFIX, or
                             artifact://NAME inside a GitHub Actions job
                             (default file://.spot-train/store)
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --s3-part-size SIZE        multipart part and ranged-read size (default 16MiB)
  --s3-part-concurrency N    parts of one file in flight (default 4)
  --artifact-interval TIME   least time between two artifact batches (default 2m)
  --restart-dir DIR          where earlier outputs are restored (default _restart)
  --work-dir DIR             spot-train's own files (default .spot-train/work)
  --interrupt-after DUR      simulate an interruption DUR after each attempt starts
  --drill SPEC               after:DUR | at:ISO-TIME | random:MEAN[,notice:DUR]
  --notice DUR               how long a simulated notice lasts (default 120s)
  --interruptions N          interrupt only the first N attempts
  --max-restarts N           restarts allowed before giving up (default 10)
  --restart-on-exit-codes L  exit codes that restart instead of failing, e.g. 137,143
  --restore-to-outputs       also restore into the outputs directory
  --settle DUR               a file is uploaded after it holds still this long (default 2s)
  --scan-interval DUR        how often the outputs directory is scanned (default 1s)
  --flush-reserve DUR        time kept for the final upload before a deadline (default 15s)
  --kill-grace DUR           time between SIGTERM and SIGKILL (default 10s)
  --concurrency N            parallel uploads and downloads (default 4)
  --retention N              keep the N newest saves and N earlier runs; older
                             versions and deleted files leave the store (default 0: keep all)
  --step-pattern REGEX       how the trainer reports its step (default: "step N")
  --verbose                  debug output
`;

export interface RunOptions {
  readonly command: TrainerCommand;
  readonly outputsDir: string;
  readonly storeUrl: string;
  readonly storeOptions: StoreOptions;
  readonly restartDir: string;
  readonly workDir: string;
  readonly drill?: SimulatedSpec;
  /** How many attempts the drill interrupts; later attempts run undisturbed. */
  readonly interruptions?: number;
  readonly maxRestarts: number;
  readonly restartOnExitCodes: ReadonlySet<number>;
  readonly restoreToOutputs: boolean;
  readonly timing: SupervisorTiming;
  readonly concurrency: number;
  /** N of --retention; 0 keeps everything. */
  readonly retention: number;
  readonly stepPattern?: string;
  readonly verbose: boolean;
}

const STRING_OPTIONS = [
  'outputs',
  'store',
  'restart-dir',
  'work-dir',
  'interrupt-after',
  'drill',
  'notice',
  'interruptions',
  'max-restarts',
  'restart-on-exit-codes',
  'settle',
  'scan-interval',
  'flush-reserve',
  'kill-grace',
  'concurrency',
  'retention',
  'step-pattern',
  's3-endpoint',
  's3-part-size',
  's3-part-concurrency',
  'artifact-interval',
] as const;

/** Parses `spot-train run` arguments; the command is everything after `--`. */
export function parseRunOptions(argv: readonly string[], cwd: string): RunOptions {
  const split = argv.indexOf('--');
  const ours = split < 0 ? argv : argv.slice(0, split);
  const commandArgv = split < 0 ? [] : argv.slice(split + 1);
  const { values } = parseArgs({
    args: [...ours],
    options: {
      ...Object.fromEntries(STRING_OPTIONS.map((name) => [name, { type: 'string' as const }])),
      'restore-to-outputs': { type: 'boolean' },
      's3-path-style': { type: 'boolean' },
      verbose: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  const raw: Record<string, unknown> = values;
  const text = (name: (typeof STRING_OPTIONS)[number]): string | undefined =>
    typeof raw[name] === 'string' ? raw[name] : undefined;
  if (commandArgv.length === 0)
    throw new UserError('no command given; put the training command after --');
  const outputs = text('outputs');
  if (!outputs)
    throw new UserError('--outputs is required: the directory your trainer writes checkpoints to');
  if (text('interrupt-after') && text('drill'))
    throw new UserError('give --interrupt-after or --drill, not both');
  const noticeMs =
    text('notice') === undefined ? undefined : parseDuration(text('notice') ?? '', '--notice');
  const drillText =
    text('drill') ?? (text('interrupt-after') ? `after:${text('interrupt-after')}` : undefined);
  const drill =
    drillText === undefined
      ? undefined
      : parseSimulatedSpec(drillText, text('drill') ? '--drill' : '--interrupt-after');
  const duration = (name: (typeof STRING_OPTIONS)[number], fallback: string): number =>
    parseDuration(text(name) ?? fallback, `--${name}`);
  const stepPattern = text('step-pattern');
  if (stepPattern !== undefined) {
    try {
      new RegExp(stepPattern);
    } catch (error) {
      throw new UserError(
        `--step-pattern: "${stepPattern}" is not a regular expression (${String(error)})`,
      );
    }
  }
  const interruptions = text('interruptions');
  return {
    command: { kind: 'argv', argv: commandArgv },
    outputsDir: resolve(cwd, outputs),
    storeUrl: text('store') ?? 'file://.spot-train/store',
    storeOptions: parseStoreOptions(
      {
        s3Endpoint: text('s3-endpoint') ?? '',
        s3ForcePathStyle: values['s3-path-style'] === true,
        s3PartSize: text('s3-part-size') ?? '',
        s3PartConcurrency: text('s3-part-concurrency') ?? '',
        artifactInterval: text('artifact-interval') ?? '',
      },
      {
        s3PartSize: '--s3-part-size',
        s3PartConcurrency: '--s3-part-concurrency',
        artifactInterval: '--artifact-interval',
      },
    ),
    restartDir: resolve(cwd, text('restart-dir') ?? '_restart'),
    workDir: resolve(cwd, text('work-dir') ?? '.spot-train/work'),
    ...(drill ? { drill: noticeMs === undefined ? drill : { ...drill, noticeMs } } : {}),
    ...(interruptions === undefined
      ? {}
      : { interruptions: parseInteger(interruptions, '--interruptions', { min: 0, max: 10_000 }) }),
    maxRestarts: parseInteger(text('max-restarts') ?? '10', '--max-restarts', {
      min: 0,
      max: 10_000,
    }),
    restartOnExitCodes: parseExitCodes(
      text('restart-on-exit-codes') ?? '',
      '--restart-on-exit-codes',
    ),
    restoreToOutputs: values['restore-to-outputs'] === true,
    timing: {
      settleMs: duration('settle', '2s'),
      scanIntervalMs: duration('scan-interval', '1s'),
      flushReserveMs: duration('flush-reserve', '15s'),
      killGraceMs: duration('kill-grace', '10s'),
    },
    concurrency: parseInteger(text('concurrency') ?? '4', '--concurrency', { min: 1, max: 64 }),
    retention: parseInteger(text('retention') ?? '0', '--retention', { min: 0, max: 10_000 }),
    ...(stepPattern === undefined ? {} : { stepPattern }),
    verbose: values.verbose === true,
  };
}
