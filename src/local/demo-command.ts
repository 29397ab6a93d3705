import { UserError } from '../base/errors.js';
import { consoleLogger } from '../base/log.js';
import { asksHelp } from './asks-help.js';
import { runDemo } from './demo.js';

const DEMO_USAGE = `usage: spot-train demo [--verbose]

Trains the shipped example (examples/demo/train.py, Python 3 standard library)
twice: once undisturbed, and once under spot-train with simulated interruptions
every 1.5 s for the first 3 attempts, in a fresh temporary directory with a
local store. Prints each attempt and whether both models came out the same.

exit status: 0 the models match after at least two interruptions, 1 otherwise.
`;

/** `spot-train demo`. */
export async function demoCommand(argv: readonly string[]): Promise<number> {
  if (asksHelp(argv)) {
    process.stdout.write(DEMO_USAGE);
    return 0;
  }
  const unknown = argv.find((arg) => arg !== '--verbose');
  if (unknown !== undefined)
    throw new UserError(`demo: unknown argument "${unknown}" (see 'spot-train demo --help')`);
  return runDemo(consoleLogger({ verbose: argv.length > 0 }));
}
