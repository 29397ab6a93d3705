import { errorCode } from '../base/error-code.js';
import { UserError } from '../base/errors.js';

/**
 * Runs node:util's parseArgs, turning its errors (unknown flag, missing or
 * dash-led value) into usage errors: the user sees the message and where to
 * find the flags, not a stack.
 */
export function parseCommandLine<T>(parse: () => T, helpCommand: string): T {
  try {
    return parse();
  } catch (error) {
    const code = errorCode(error);
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_') && error instanceof Error) {
      throw new UserError(`${error.message.replace(/\n/g, ' ')} (see '${helpCommand}')`);
    }
    throw error;
  }
}

/** parseArgs's options for flags that take a value and flags that are only given or not. */
export function flagOptions(
  strings: readonly string[],
  booleans: readonly string[],
): Record<string, { type: 'string' } | { type: 'boolean' }> {
  return {
    ...Object.fromEntries(
      strings
        .filter((name) => !booleans.includes(name))
        .map((name) => [name, { type: 'string' as const }]),
    ),
    ...Object.fromEntries(booleans.map((name) => [name, { type: 'boolean' as const }])),
  };
}
