import { UserError, describeError } from './base/errors.js';
import { VERSION } from './base/version.js';
import { demoCommand } from './local/demo-command.js';
import { isExplained } from './local/explained-error.js';
import { runCommand } from './local/run-command.js';
import { nearestName } from './settings/nearest-name.js';

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

/** What the switch below answers to, the likelier first: a tie suggests the earlier. */
const COMMANDS = ['run', 'check', 'ls', 'restore', 'prune', 'janitor', 'demo', 'help', '--version'];

/** The `spot-train` command. Resolves with the process exit code. */
export async function cli(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'run':
        return await runCommand(rest);
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
        return await demoCommand(rest);
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
        throw unknownCommand(command);
    }
  } catch (error) {
    process.stderr.write(`spot-train: ${describeError(error)}\n`);
    if (!isExplained(error) && error instanceof Error && error.stack) {
      process.stderr.write(`${error.stack}\n`);
    }
    return error instanceof UserError ? 2 : 1;
  }
}

/**
 * A slip of the keyboard (`rn`, `restroe`) is named with what was meant, as
 * a misspelt flag is; the whole usage is printed only when nothing is close.
 */
function unknownCommand(given: string): UserError {
  const meant = nearestName(given, COMMANDS);
  return meant === undefined
    ? new UserError(`unknown command "${given}"\n\n${USAGE}`)
    : new UserError(
        `unknown command "${given}"; did you mean 'spot-train ${meant}'? (see 'spot-train --help')`,
      );
}
