import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UserError } from '../base/errors.js';
import type { SimulatedSpec } from '../notice/simulated-spec.js';
import type { StoreOptions } from '../store/open-store.js';
import type { SupervisorTiming } from '../supervisor/attempt.js';
import type { TrainerCommand } from '../supervisor/trainer-process.js';
import { parseCommandLine } from './cli-args.js';
import { afterDrill, parseSimulatedSpec } from './drill.js';
import { parseDuration, ZERO_OR_MORE } from './duration.js';
import { requireCreatable, requireSeparate } from './paths.js';
import {
  CONCURRENCY_RANGE,
  NOTICE_RANGE,
  RESTARTS_RANGE,
  RETENTION_RANGE,
  SCAN_RANGE,
} from './ranges.js';
import { checkStepPattern } from '../supervisor/step-pattern.js';
import { parseStoreOptions } from './store-options.js';
import { readStoreLocation } from './store-url.js';
import { parseExitCodes, parseInteger } from './values.js';

export const RUN_USAGE = `usage: spot-train run --outputs DIR [options] -- COMMAND [ARGS...]

Runs COMMAND under the spot-train supervisor, as on a spot VM: outputs are
uploaded while it runs, a (simulated) interruption sends it SIGINT, and the
next attempt restores its outputs into the restart directory.

options:
  --outputs DIR              directory the trainer writes checkpoints to (required)
  --store URL                where outputs go: file://DIR, s3://BUCKET/PREFIX,
                             gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX
                             (or https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX),
                             or artifact://NAME inside a GitHub Actions job
                             (default file://.spot-train/store)
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --s3-part-size SIZE        part (block) and ranged-read size of every bucket store (default 16MiB)
  --s3-part-concurrency N    parts of one file in flight, every bucket store (default 4)
  --gcs-endpoint URL         a GCS JSON API endpoint such as an emulator, sent no credentials
                             (default: STORAGE_EMULATOR_HOST, else Google's)
  --artifact-interval TIME   least time between two artifact batches (default 2m)
  --restart-dir DIR          where earlier outputs are restored (default _restart)
  --work-dir DIR             spot-train's own files (default .spot-train/work)
  --interrupt-after DUR      simulate an interruption DUR after an attempt starts
  --drill SPEC               after:DUR | at:ISO-TIME | random:MEAN[,notice:DUR][,attempts:N]
  --notice DUR               how long a simulated notice lasts (default 120s)
  --interruptions N          interrupt only the first N attempts (default 1)
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
  /** The drill, its `attempts` set by --interruptions when given. */
  readonly drill?: SimulatedSpec;
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
  'gcs-endpoint',
  'artifact-interval',
] as const;

type StringOption = (typeof STRING_OPTIONS)[number];
type Flag = (name: StringOption) => string | undefined;

/** Parses `spot-train run` arguments; the command is everything after `--`. Touches nothing. */
export function parseRunOptions(argv: readonly string[], cwd: string): RunOptions {
  const split = argv.indexOf('--');
  const ours = split < 0 ? argv : argv.slice(0, split);
  const commandArgv = split < 0 ? [] : argv.slice(split + 1);
  const values = readFlags(ours);
  const raw: Record<string, unknown> = values;
  const text: Flag = (name) => (typeof raw[name] === 'string' ? raw[name] : undefined);
  if (commandArgv.length === 0)
    throw new UserError('no command given; put the training command after --');
  const duration = (name: StringOption, fallback: string, range = ZERO_OR_MORE): number =>
    parseDuration(text(name) ?? fallback, `--${name}`, range);
  const stepPattern = text('step-pattern');
  const drill = readDrill(text);
  return {
    command: { kind: 'argv', argv: commandArgv },
    ...readLocalPaths(text, cwd),
    storeOptions: parseStoreOptions(
      {
        s3Endpoint: text('s3-endpoint') ?? '',
        s3ForcePathStyle: values['s3-path-style'] === true,
        s3PartSize: text('s3-part-size') ?? '',
        s3PartConcurrency: text('s3-part-concurrency') ?? '',
        gcsEndpoint: text('gcs-endpoint') ?? '',
        artifactInterval: text('artifact-interval') ?? '',
      },
      {
        s3Endpoint: '--s3-endpoint',
        s3PartSize: '--s3-part-size',
        s3PartConcurrency: '--s3-part-concurrency',
        gcsEndpoint: '--gcs-endpoint',
        artifactInterval: '--artifact-interval',
      },
    ),
    ...(drill ? { drill } : {}),
    maxRestarts: parseInteger(text('max-restarts') ?? '10', '--max-restarts', RESTARTS_RANGE),
    restartOnExitCodes: parseExitCodes(
      text('restart-on-exit-codes') ?? '',
      '--restart-on-exit-codes',
    ),
    restoreToOutputs: values['restore-to-outputs'] === true,
    timing: {
      settleMs: duration('settle', '2s'),
      scanIntervalMs: duration('scan-interval', '1s', SCAN_RANGE),
      flushReserveMs: duration('flush-reserve', '15s'),
      killGraceMs: duration('kill-grace', '10s'),
    },
    concurrency: parseInteger(text('concurrency') ?? '4', '--concurrency', CONCURRENCY_RANGE),
    retention: parseInteger(text('retention') ?? '0', '--retention', RETENTION_RANGE),
    ...(stepPattern === undefined
      ? {}
      : { stepPattern: checkStepPattern(stepPattern, '--step-pattern') }),
    verbose: values.verbose === true,
  };
}

/** The flags before `--`, by node:util's parser; its errors become usage errors. */
function readFlags(ours: readonly string[]) {
  return parseCommandLine(
    () =>
      parseArgs({
        args: [...ours],
        options: {
          ...Object.fromEntries(STRING_OPTIONS.map((name) => [name, { type: 'string' as const }])),
          'restore-to-outputs': { type: 'boolean' },
          's3-path-style': { type: 'boolean' },
          verbose: { type: 'boolean' },
        },
        strict: true,
        allowPositionals: false,
      }),
    'spot-train run --help',
  ).values;
}

/** --interrupt-after or --drill, with --notice and --interruptions applied to it. */
function readDrill(text: Flag): SimulatedSpec | undefined {
  const after = text('interrupt-after');
  const given = text('drill');
  if (after !== undefined && given !== undefined)
    throw new UserError('give --interrupt-after or --drill, not both');
  const spec =
    given !== undefined
      ? parseSimulatedSpec(given, '--drill')
      : after !== undefined
        ? afterDrill(parseDuration(after, '--interrupt-after', ZERO_OR_MORE))
        : undefined;
  const notice = text('notice');
  const interruptions = text('interruptions');
  if (!spec) {
    const orphan =
      notice !== undefined ? '--notice' : interruptions !== undefined ? '--interruptions' : '';
    if (orphan !== '')
      throw new UserError(
        `${orphan} applies to a drill; add --interrupt-after DUR or --drill SPEC`,
      );
    return undefined;
  }
  return {
    ...spec,
    ...(notice === undefined ? {} : { noticeMs: parseDuration(notice, '--notice', NOTICE_RANGE) }),
    ...(interruptions === undefined
      ? {}
      : { attempts: parseInteger(interruptions, '--interruptions', { min: 1, max: 10_000 }) }),
  };
}

/** The directories, refused where they overlap in a way that would lose, move or multiply files. */
function readLocalPaths(
  text: Flag,
  cwd: string,
): Pick<RunOptions, 'outputsDir' | 'restartDir' | 'workDir' | 'storeUrl'> {
  const given = text('outputs');
  if (!given)
    throw new UserError('--outputs is required: the directory your trainer writes checkpoints to');
  const store = readStoreLocation(text('store') ?? 'file://.spot-train/store', '--store', cwd);
  const outputs = { name: '--outputs', path: resolve(cwd, given) };
  const restart = { name: '--restart-dir', path: resolve(cwd, text('restart-dir') ?? '_restart') };
  const work = { name: '--work-dir', path: resolve(cwd, text('work-dir') ?? '.spot-train/work') };
  const here = { name: 'the current directory', path: cwd };
  const storeDir =
    store.fileDir === undefined ? undefined : { name: '--store', path: store.fileDir };
  const wipes = 'it is emptied at the start of every attempt';
  const movesAside = 'the outputs are moved into --work-dir at every restart';
  const inside = (flag: string, example: string) =>
    `Give ${flag} a directory of its own, such as ${example}`;
  requireSeparate([
    { a: outputs, b: here, way: 'first', because: movesAside, fix: inside('--outputs', 'outputs') },
    { a: restart, b: here, way: 'first', because: wipes, fix: inside('--restart-dir', '_restart') },
    {
      a: outputs,
      b: restart,
      way: 'either',
      because: 'restored files would be uploaded again, one level deeper on every attempt',
    },
    { a: outputs, b: storeDir, way: 'either', because: 'the store would upload itself' },
    { a: outputs, b: work, way: 'either', because: movesAside },
    { a: restart, b: storeDir, way: 'either', because: `the store would be lost: ${wipes}` },
    { a: restart, b: work, way: 'either', because: `--work-dir would be lost: ${wipes}` },
  ]);
  requireCreatable([outputs, restart, work, storeDir]);
  return {
    outputsDir: outputs.path,
    restartDir: restart.path,
    workDir: work.path,
    storeUrl: store.url,
  };
}
