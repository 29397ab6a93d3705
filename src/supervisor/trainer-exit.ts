import type { TrainerExit } from './trainer-process.js';

export function describeExit(exit: TrainerExit): string {
  if (exit.notStarted) return `an error before it started (${exit.notStarted})`;
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code ?? 'unknown'}`;
}

/**
 * What a failed exit most likely means, where the shell's code says it:
 * 127 and 126 are bash's own codes for a command it could not find or run,
 * so the training never started and a restart would not help.
 */
export function exitCause(exit: TrainerExit): string | undefined {
  if (exit.notStarted)
    return `the trainer could not be started: ${exit.notStarted}; check working-directory (--cwd) and that bash is installed`;
  if (exit.code === 127)
    return 'the command was not found: check its spelling and that it is on PATH (or give its path)';
  if (exit.code === 126)
    return 'the command could not be run: check that it is executable (chmod +x) and not a directory';
  return undefined;
}
