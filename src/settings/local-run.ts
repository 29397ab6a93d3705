import { resolve } from 'node:path';
import { UserError } from '../base/errors.js';
import type { AttemptSettings } from '../supervisor/attempt-types.js';
import type { SimulatedSpec } from '../notice/simulated-spec.js';
import type { TrainerCommand } from '../supervisor/trainer-process.js';
import { attemptSeparations, readAttemptSettings, storeDirSetting } from './attempt.js';
import { flagOptions, parseCommandLine } from './cli-args.js';
import { DEFAULTS, LOCAL_STORE } from './defaults.js';
import { afterDrill, DEFAULT_NOTICE_MS, parseSimulatedSpec } from './drill.js';
import { parseDuration, ZERO_OR_MORE } from './duration.js';
import { Input } from './input-names.js';
import { requireCreatable, requireSeparate } from './paths.js';
import { NOTICE_RANGE } from './ranges.js';
import { flagSource, type FlagValue, type SettingSource } from './source.js';
import { STORE_BOOLEANS, STORE_FLAGS, storeDirAsUrl } from './store-flags.js';
import { readStoreSettings, type StoreSettings } from './store.js';
import { parseInteger } from './values.js';

/** Where `spot-train run` keeps its own files when --work-dir is not given. */
const LOCAL_WORK_DIR = '.spot-train/work';

const d = (input: string): string => DEFAULTS[input] ?? '';

export const RUN_USAGE = `usage: spot-train run --outputs DIR [options] -- COMMAND [ARGS...]

Runs COMMAND under the spot-train supervisor, as on a spot VM: outputs are
uploaded while it runs, a (simulated) interruption sends it SIGINT, and the
next attempt restores its outputs into the restart directory.

options:
  --outputs DIR              directory the trainer writes checkpoints to (required)
  --store URL|DIR            where outputs go: a directory, file://DIR, s3://BUCKET/PREFIX,
                             gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX
                             (or https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX),
                             or artifact://NAME inside a GitHub Actions job
                             (default ${LOCAL_STORE})
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --s3-part-size SIZE        part (block) and ranged-read size of every bucket store (default ${d(Input.s3PartSize)})
  --s3-part-concurrency N    parts of one file in flight, every bucket store (default ${d(Input.s3PartConcurrency)})
  --gcs-endpoint URL         a GCS JSON API endpoint such as an emulator, sent no credentials
                             (default: STORAGE_EMULATOR_HOST, else Google's)
  --artifact-interval TIME   least time between two artifact batches (default ${d(Input.artifactInterval)})
  --restart-dir DIR          where earlier outputs are restored (default ${d(Input.restartDir)})
  --work-dir DIR             spot-train's own files (default ${LOCAL_WORK_DIR})
  --interrupt-after DUR      simulate an interruption DUR after an attempt starts
  --drill SPEC               after:DUR | at:ISO-TIME | random:MEAN[,notice:DUR][,attempts:N]
  --notice DUR               how long a simulated notice lasts (default ${DEFAULT_NOTICE_MS / 1000}s)
  --interruptions N          interrupt only the first N attempts (default 1)
  --max-restarts N           restarts allowed before giving up (default ${d(Input.maxRestarts)})
  --restart-on-exit-codes L  exit codes that restart instead of failing, e.g. 137,143
  --no-restore-to-outputs    restore into the restart directory only; what it restored is then
                             carried to every later run (by default the outputs directory holds the
                             lineage's files, and what the trainer deletes there is not restored again)
  --settle DUR               a file is uploaded after it holds still this long (default ${d(Input.settleTime)})
  --scan-interval DUR        how often the outputs directory is scanned (default ${d(Input.scanInterval)})
  --flush-reserve DUR        time kept for the final upload before a deadline (default ${d(Input.flushReserve)})
  --kill-grace DUR           time between SIGTERM and SIGKILL (default ${d(Input.killGrace)})
  --concurrency N            parallel uploads and downloads (default ${d(Input.uploadConcurrency)})
  --retention N              keep the N newest saves and N earlier runs; older
                             versions and deleted files leave the store (default ${d(Input.retention)}: keep all)
  --step-pattern REGEX       how the trainer reports its step (default: step N, iter N,
                             global_step N, and Lightning's and Hugging Face's progress bars)
  --sigterm-notice           take SIGTERM as a VM's last notice, and restart, as on a VM; by
                             default SIGTERM (kill, timeout) and Ctrl-C stop the run
  --verbose                  debug output
  -h, --help                 this help

exit status: 0 completed, 1 failed, 2 a usage error, 3 more restarts than --max-restarts,
4 completed but an interruption lost steps the trainer had done (work lost in the report),
130 stopped (Ctrl-C, kill or timeout: the trainer saves first, nothing restarts).
`;

export interface RunOptions {
  /** What each attempt runs with, alike in the action and the CLI. */
  readonly attempt: AttemptSettings;
  readonly command: TrainerCommand;
  readonly outputsDir: string;
  readonly store: StoreSettings;
  readonly restartDir: string;
  readonly workDir: string;
  /** The drill, its `attempts` set by --interruptions when given. */
  readonly drill?: SimulatedSpec;
  /** --sigterm-notice: SIGTERM is a VM's last notice, as on a VM, and restarts the lineage. */
  readonly sigtermNotice: boolean;
  readonly verbose: boolean;
}

/** The flags that set what the action's inputs set, by input name. */
const SETTING_FLAGS: Readonly<Record<string, string>> = {
  [Input.outputs]: 'outputs',
  [Input.store]: 'store',
  [Input.restartDir]: 'restart-dir',
  [Input.maxRestarts]: 'max-restarts',
  [Input.restartOnExitCodes]: 'restart-on-exit-codes',
  [Input.restoreToOutputs]: 'restore-to-outputs',
  [Input.settleTime]: 'settle',
  [Input.scanInterval]: 'scan-interval',
  [Input.flushReserve]: 'flush-reserve',
  [Input.killGrace]: 'kill-grace',
  [Input.uploadConcurrency]: 'concurrency',
  [Input.retention]: 'retention',
  [Input.stepPattern]: 'step-pattern',
  ...STORE_FLAGS,
  [Input.artifactInterval]: 'artifact-interval',
};

/** The CLI's own flags, with no input behind them. */
const LOCAL_FLAGS = ['work-dir', 'interrupt-after', 'drill', 'notice', 'interruptions'] as const;

type Flag = (name: (typeof LOCAL_FLAGS)[number]) => string | undefined;

/** Parses `spot-train run` arguments; the command is everything after `--`. Touches nothing. */
export function parseRunOptions(
  argv: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): RunOptions {
  const split = argv.indexOf('--');
  const ours = split < 0 ? argv : argv.slice(0, split);
  const commandArgv = split < 0 ? [] : argv.slice(split + 1);
  const values = storeDirAsUrl(withRestoreTarget(readFlags(ours)), cwd);
  const text: Flag = (name) => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (commandArgv.length === 0)
    throw new UserError('no command given; put the training command after --');
  const source = flagSource(values, SETTING_FLAGS);
  const drill = readDrill(text);
  return {
    command: { kind: 'argv', argv: commandArgv },
    ...readLocalPaths(source, text, cwd, env),
    ...(drill ? { drill } : {}),
    attempt: readAttemptSettings(source),
    sigtermNotice: values['sigterm-notice'] === true,
    verbose: values.verbose === true,
  };
}

/** The flags before `--`, by node:util's parser; its errors become usage errors. */
function readFlags(ours: readonly string[]): Record<string, FlagValue> {
  const options = flagOptions(
    [...Object.values(SETTING_FLAGS), ...LOCAL_FLAGS],
    ['restore-to-outputs', 'no-restore-to-outputs', ...STORE_BOOLEANS, 'sigterm-notice', 'verbose'],
  );
  const parsed = parseCommandLine(
    { args: [...ours], options, strict: true, allowPositionals: true },
    'spot-train run --help',
  );
  const [stray] = parsed.positionals;
  if (stray !== undefined)
    throw new UserError(
      `unexpected argument "${stray}": put the training command after --, as in: spot-train run --outputs DIR -- ${stray} ...`,
    );
  return parsed.values;
}

/** --no-restore-to-outputs as the setting it turns off (restore-to-outputs is on by default). */
function withRestoreTarget(values: Record<string, FlagValue>): Record<string, FlagValue> {
  if (values['no-restore-to-outputs'] !== true) return values;
  if (values['restore-to-outputs'] === true)
    throw new UserError('give --restore-to-outputs or --no-restore-to-outputs, not both');
  return { ...values, 'restore-to-outputs': 'false' };
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
  source: SettingSource,
  text: Flag,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Pick<RunOptions, 'outputsDir' | 'restartDir' | 'workDir' | 'store'> {
  const given = source.raw(Input.outputs);
  if (!given)
    throw new UserError('--outputs is required: the directory your trainer writes checkpoints to');
  const store = readStoreSettings(source, { mode: 'run', cwd, env });
  const outputs = { name: '--outputs', path: resolve(cwd, given) };
  const restart = { name: '--restart-dir', path: resolve(cwd, source.text(Input.restartDir)) };
  const work = { name: '--work-dir', path: resolve(cwd, text('work-dir') ?? LOCAL_WORK_DIR) };
  const here = { name: 'the current directory', path: cwd };
  const storeDir = storeDirSetting(source, store.location);
  const wipes = 'it is emptied at the start of every attempt';
  const movesAside = 'the outputs are moved into --work-dir at every restart';
  const inside = (flag: string, example: string) =>
    `Give ${flag} a directory of its own, such as ${example}`;
  requireSeparate([
    { a: outputs, b: here, way: 'first', because: movesAside, fix: inside('--outputs', 'outputs') },
    { a: restart, b: here, way: 'first', because: wipes, fix: inside('--restart-dir', '_restart') },
    ...attemptSeparations({ outputs, restart, store: storeDir, wipes }),
    { a: outputs, b: work, way: 'either', because: movesAside },
    { a: restart, b: work, way: 'either', because: `--work-dir would be lost: ${wipes}` },
  ]);
  requireCreatable([outputs, restart, work, storeDir]);
  return { outputsDir: outputs.path, restartDir: restart.path, workDir: work.path, store };
}
