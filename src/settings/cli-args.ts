import { parseArgs, type ParseArgsConfig } from 'node:util';
import { errorCode } from '../base/error-code.js';
import { UserError } from '../base/errors.js';
import { nearestName } from './nearest-name.js';

/**
 * Runs node:util's parseArgs, turning its errors (unknown flag, missing or
 * dash-led value) into usage errors: the user sees the message and where to
 * find the flags, not a stack. An unknown flag is answered with the flag of
 * `config.options` nearest to it.
 */
export function parseCommandLine<T extends ParseArgsConfig>(
  config: T,
  helpCommand: string,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    const code = errorCode(error);
    const see = `(see '${helpCommand}')`;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && error instanceof Error) {
      const given = /'(-[^']*)'/.exec(error.message)?.[1] ?? '';
      const meant = nearestName(given.replace(/^-+/, ''), Object.keys(config.options ?? {}));
      throw new UserError(
        `unknown option '${given}'${meant === undefined ? '' : `; did you mean --${meant}?`} ${see}`,
      );
    }
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_') && error instanceof Error) {
      throw new UserError(`${error.message.replace(/\n/g, ' ')} ${see}`);
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
