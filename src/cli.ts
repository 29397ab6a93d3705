import { systemClock } from './base/clock.js';
import { UserError, describeError } from './base/errors.js';
import { StoreError } from './store/store.js';
import { consoleLogger } from './base/log.js';
import { runDemo } from './local/demo.js';
import { formatLocalReport } from './local/report.js';
import { RUN_USAGE, parseRunOptions } from './settings/local-run.js';
import { runLocally, type LocalEnd } from './local/run-loop.js';
import { lockWorkDir } from './local/work-lock.js';
import { openStore } from './store/open-store.js';
import { RestoreError } from './checkpoints/restore-errors.js';
import { requireRetentionSupport } from './checkpoints/run-retention.js';
import { VERSION } from './base/version.js';
import { CommandFailed } from './local/command-failed.js';

const USAGE = `spot-train ${VERSION}: train on spot VMs without losing progress

usage:
  spot-train run --outputs DIR [options] -- COMMAND [ARGS...]
      run a trainer under the supervisor with simulated interruptions
  spot-train check [options] -- COMMAND [ARGS...]
      put a trainer through a spot VM's interruptions and print what to fix
  spot-train demo
      train the shipped example with and without interruptions and compare
  spot-train janitor --cloud aws --regions us-east-1 --repo OWNER/REPO [--dry-run]
      remove leftover spot-train VMs and runners
  spot-train ls [--store URL] [LINEAGE] [--json]
      list a store's lineages, or one lineage's runs
  spot-train restore [--store URL] [--lineage L] [--run R] DEST
      restore what a restart would into DEST
  spot-train prune [--store URL] --keep N [--lineage L] [--dry-run | --apply]
      remove runs beyond the N newest of each lineage (a dry run unless --apply)
  spot-train --version

Run 'spot-train COMMAND --help' for the options of a command.
`;

const EXIT_CODES: Record<LocalEnd, number> = {
  completed: 0,
  failed: 1,
  'max-restarts': 3,
  stopped: 130,
};

/** The `spot-train` command. Resolves with the process exit code. */
export async function cli(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'run':
        return await run(rest);
      case 'check': {
        const { checkCommand } = await import('./local/check-command.js');
        return await checkCommand(rest);
      }
      case 'janitor': {
        const { janitorCommand } = await import('./local/janitor-command.js');
        return await janitorCommand(rest);
      }
      case 'ls':
      case 'restore':
      case 'prune': {
        const { storeCommand } = await import('./local/store-commands.js');
        return await storeCommand(command, rest);
      }
      case 'demo':
        return await demo(rest);
      case '--version':
      case '-V':
        process.stdout.write(`${VERSION}\n`);
        return 0;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        process.stdout.write(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UserError(`unknown command "${command}"\n\n${USAGE}`);
    }
  } catch (error) {
    process.stderr.write(`spot-train: ${describeError(error)}\n`);
    // A store that kept failing is named with its key and operation; a stack
    // would bury that. Anything else is a bug, whose stack is worth having.
    const explained =
      error instanceof UserError ||
      error instanceof StoreError ||
      error instanceof CommandFailed ||
      error instanceof RestoreError;
    if (!explained && error instanceof Error && error.stack) {
      process.stderr.write(`${error.stack}\n`);
    }
    return error instanceof UserError ? 2 : 1;
  }
}

const DEMO_USAGE = `usage: spot-train demo [--verbose]

Trains the shipped example (examples/demo/train.py, Python 3 standard library)
twice: once undisturbed, and once under spot-train with simulated interruptions
every 1.5 s for the first 3 attempts, in a fresh temporary directory with a
local store. Prints each attempt and whether both models came out the same.

exit status: 0 the models match after at least two interruptions, 1 otherwise.
`;

const asksHelp = (args: readonly string[]): boolean =>
  args.includes('--help') || args.includes('-h');

async function demo(argv: readonly string[]): Promise<number> {
  if (asksHelp(argv)) {
    process.stdout.write(DEMO_USAGE);
    return 0;
  }
  const unknown = argv.find((arg) => arg !== '--verbose');
  if (unknown !== undefined)
    throw new UserError(`demo: unknown argument "${unknown}" (see 'spot-train demo --help')`);
  return runDemo(consoleLogger({ verbose: argv.length > 0 }));
}

async function run(argv: readonly string[]): Promise<number> {
  const split = argv.indexOf('--');
  if (asksHelp(split < 0 ? argv : argv.slice(0, split))) {
    process.stdout.write(RUN_USAGE);
    return 0;
  }
  const options = parseRunOptions(argv, process.cwd(), process.env);
  const logger = consoleLogger({ verbose: options.verbose });
  const lock = await lockWorkDir(options.workDir, logger);
  try {
    const store = await openStore(options.store.location, { ...options.store.options, logger });
    requireRetentionSupport(store, options.attempt.retention, '--retention');
    const result = await runLocally({
      ...options,
      cwd: process.cwd(),
      store,
      signalGraceMs: 30_000,
      clock: systemClock,
      logger,
    });
    process.stdout.write(formatLocalReport(result, options.outputsDir));
    return EXIT_CODES[result.end];
  } finally {
    await lock.release();
  }
}
