import { existsSync } from 'node:fs';
import { isAbsolute, normalize, resolve, sep } from 'node:path';
import { UserError } from '../base/errors.js';
import type { AttemptSettings } from '../supervisor/attempt-types.js';
import type { TrainerCommand } from '../supervisor/trainer-process.js';
import { readAttemptSettings } from './attempt.js';
import { flagOptions, parseCommandLine } from './cli-args.js';
import { parseDuration } from './duration.js';
import { Input } from './input-names.js';
import { requireCreatable } from './paths.js';
import { flagSource, type FlagValue } from './source.js';
import { STORE_BOOLEANS, STORE_FLAGS, storeDirAsUrl } from './store-flags.js';
import { readStoreSettings, type StoreSettings } from './store.js';

const CHECK_WORK_DIR = '.spot-train/check';

export const CHECK_USAGE = `usage: spot-train check [options] -- COMMAND [ARGS...]

Puts COMMAND through the interruptions a spot VM brings and prints a report
card: a pass or a fix for each thing a trainer must do to lose nothing.
Each attempt runs in a fresh copy of this directory (the files git would
check out, or every file outside a git repository), as on a new VM, with
a notice early on, one in the middle of a save, and a second SIGINT while
it saves; a last attempt shows where it resumes, then is stopped.

options:
  --outputs DIR              where, inside each copy, the trainer is told to save
                             ($SPOT_TRAIN_OUTPUTS_DIR; default out)
  --restart-dir DIR          where, inside each copy, earlier outputs are restored (default _restart)
  --keep PATH                a file or directory (a dataset) linked into each copy, not copied;
                             may be given more than once
  --patience DUR             the longest wait for a step or a save before a notice comes anyway
                             (default 2m)
  --store URL|DIR            where outputs go (default: a store of the check's own in --work-dir)
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --step-pattern REGEX       how the trainer reports its step (default: step N, iter N,
                             global_step N, and Lightning's and Hugging Face's progress bars)
  --resume-with NAME=VALUE   an environment variable the last attempt runs with, to see it resume
                             at another world size: with torchrun --nproc_per_node "\${NPROC:-2}",
                             give --resume-with NPROC=1; may be given more than once
  --settle DUR               a file is uploaded after it holds still this long (default 1s)
  --work-dir DIR             the copies and spot-train's own files (default ${CHECK_WORK_DIR})
  --verbose                  debug output
  -h, --help                 this help

exit status: 0 every line passed, 1 a line says what to fix, 2 a usage error,
130 stopped (Ctrl-C, kill or timeout: the trainer saves first).
`;

export interface CheckOptions {
  /** What each attempt runs with, alike in the action and the CLI. */
  readonly attempt: AttemptSettings;
  readonly command: TrainerCommand;
  /** Relative to each attempt's copy. */
  readonly outputs: string;
  readonly restart: string;
  readonly keep: readonly string[];
  readonly patienceMs: number;
  readonly workDir: string;
  readonly store: StoreSettings;
  readonly verbose: boolean;
  /** Variables the last attempt runs with (`--resume-with`): another world size, say. */
  readonly resumeWith: Readonly<Record<string, string>>;
}

const SETTING_FLAGS: Readonly<Record<string, string>> = {
  ...STORE_FLAGS,
  [Input.stepPattern]: 'step-pattern',
  [Input.settleTime]: 'settle',
};

const CHECK_SETTLE_MIN_MS = 50;

/** Parses `spot-train check` arguments; the command is everything after `--`. Touches nothing. */
export function parseCheckOptions(
  argv: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): CheckOptions {
  const split = argv.indexOf('--');
  const commandArgv = split < 0 ? [] : argv.slice(split + 1);
  const values = readFlags(split < 0 ? argv : argv.slice(0, split));
  if (commandArgv.length === 0)
    throw new UserError('no command given; put the training command after --');
  const text = (name: string): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const workDir = resolve(cwd, text('work-dir') ?? CHECK_WORK_DIR);
  requireCreatable([{ name: '--work-dir', path: workDir }]);
  const withStore = storeDirAsUrl(
    { ...values, store: text('store') ?? `file://${resolve(workDir, 'store')}` },
    cwd,
  );
  const source = flagSource(
    { settle: '1s', 'scan-interval': '250ms', ...withStore },
    { ...SETTING_FLAGS, [Input.scanInterval]: 'scan-interval' },
  );
  const outputs = insideCopy(text('outputs') ?? 'out', '--outputs');
  const restart = insideCopy(text('restart-dir') ?? '_restart', '--restart-dir');
  if (overlapping(outputs, restart))
    throw new UserError(
      `--outputs "${outputs}" and --restart-dir "${restart}" overlap: restored files would be uploaded again, one level deeper on every attempt; give each its own directory, such as out and _restart`,
    );
  const attempt = readAttemptSettings(source);
  // A run may take every file at once ("no wait"); a check that did could not
  // tell a save in progress from a whole one, and its card would say nothing.
  if (attempt.timing.settleMs < CHECK_SETTLE_MIN_MS)
    throw new UserError(
      `--settle "${text('settle') ?? ''}": the check needs at least 50ms to tell a file still being written from a whole one; leave the default (1s) or give more`,
    );
  return {
    command: { kind: 'argv', argv: commandArgv },
    outputs,
    restart,
    keep: keepPaths(values.keep, cwd),
    patienceMs: parseDuration(text('patience') ?? '2m', '--patience', {
      min: 1000,
      max: 3_600_000,
    }),
    workDir,
    store: readStoreSettings(source, { mode: 'run', cwd, env }),
    attempt,
    verbose: values.verbose === true,
    resumeWith: resumeVariables(values['resume-with']),
  };
}

/** `--resume-with NAME=VALUE` pairs, each a variable name a shell would take. */
function resumeVariables(given: FlagValue | string[] | undefined): Record<string, string> {
  const pairs = Array.isArray(given) ? given : [];
  return Object.fromEntries(
    pairs.map((pair) => {
      const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(pair);
      if (!match)
        throw new UserError(
          `--resume-with "${pair}": expected NAME=VALUE, such as NPROC=1 for a torchrun line with --nproc_per_node "\${NPROC:-2}"`,
        );
      return [match[1] ?? '', match[2] ?? ''];
    }),
  );
}

function readFlags(ours: readonly string[]): Record<string, FlagValue | string[]> {
  const options = {
    ...flagOptions(
      [...Object.values(SETTING_FLAGS), 'outputs', 'restart-dir', 'patience', 'work-dir'],
      [...STORE_BOOLEANS, 'verbose'],
    ),
    keep: { type: 'string' as const, multiple: true as const },
    'resume-with': { type: 'string' as const, multiple: true as const },
  };
  const parsed = parseCommandLine(
    { args: [...ours], options, strict: true, allowPositionals: true },
    'spot-train check --help',
  );
  const [stray] = parsed.positionals;
  if (stray !== undefined)
    throw new UserError(
      `unexpected argument "${stray}": put the training command after --, as in: spot-train check -- ${stray} ...`,
    );
  return parsed.values;
}

/** A directory of each attempt's copy: relative, and inside it. */
function insideCopy(given: string, flag: string): string {
  const path = normalize(given.trim());
  if (path === '' || path === '.' || isAbsolute(path) || path.startsWith('..'))
    throw new UserError(
      `${flag} "${given}": give a directory inside the copy each attempt runs in, such as out`,
    );
  return path;
}

/** --keep paths, relative to this directory and inside it (a copy links them by the same name). */
function keepPaths(given: FlagValue | string[], cwd: string): string[] {
  const list = Array.isArray(given) ? given : [];
  return list.map((path) => {
    const relative = normalize(path.trim());
    if (relative === '' || isAbsolute(relative) || relative.startsWith('..'))
      throw new UserError(
        `--keep "${path}": give a path inside ${cwd}, such as data; it is linked into each copy under the same name`,
      );
    if (!existsSync(resolve(cwd, relative)))
      throw new UserError(
        `--keep "${path}": there is no ${resolve(cwd, relative)} to link into each copy; give a path that exists in ${cwd}`,
      );
    return relative;
  });
}

/** Whether one directory of a copy is the other or inside it. */
function overlapping(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}${sep}`) || b.startsWith(`${a}${sep}`);
}
