import { UserError } from '../base/errors.js';
import { isValidId } from '../store/layout.js';
import { flagOptions, parseCommandLine } from './cli-args.js';
import { flagSource, type FlagValue } from './source.js';
import { STORE_BOOLEANS, STORE_FLAGS, storeDirAsUrl } from './store-flags.js';
import { readStoreSettings, type StoreSettings } from './store.js';

/** A store command's arguments; --help is answered before anything else is checked. */
export type StoreCommandLine = { readonly help: true } | StoreCommandArgs;

export interface StoreCommandArgs {
  readonly help: false;
  readonly store: StoreSettings;
  /** The command's own flags, as given: a string, true for a boolean, or undefined. */
  readonly flag: (name: string) => FlagValue;
  readonly positionals: readonly string[];
  readonly verbose: boolean;
}

/**
 * Parses a store command's arguments: the store flags plus the command's
 * own `strings` and `booleans`. A help request is returned before anything
 * else is checked, so `--help` works beside a bad flag value.
 */
export function parseStoreCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  spec: {
    readonly command: string;
    readonly strings: readonly string[];
    readonly booleans: readonly string[];
    readonly maxPositionals: number;
  },
): StoreCommandLine {
  const help = `spot-train ${spec.command} --help`;
  const options = {
    ...flagOptions(
      [...Object.values(STORE_FLAGS), ...spec.strings],
      [...STORE_BOOLEANS, ...spec.booleans],
    ),
    verbose: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  } as const;
  const { values, positionals } = parseCommandLine(
    { args: [...args], options, strict: true, allowPositionals: true },
    help,
  );
  const raw = storeDirAsUrl(values, process.cwd());
  if (raw.help === true) return { help: true };
  if (positionals.length > spec.maxPositionals)
    throw new UserError(
      `unexpected argument "${positionals[spec.maxPositionals] ?? ''}" (see '${help}')`,
    );
  return {
    store: readStoreSettings(flagSource(raw, STORE_FLAGS), {
      mode: spec.command,
      cwd: process.cwd(),
      env,
    }),
    flag: (name) => raw[name],
    positionals,
    help: false,
    verbose: raw.verbose === true,
  };
}

/** A lineage or run id given on the command line, checked before any store is asked. */
export function readId(value: string, name: string): string {
  if (!isValidId(value))
    throw new UserError(
      `${name}: "${value}" is not a lineage or run id; expected letters, digits, '.', '_' or '-', as 'spot-train ls' prints them`,
    );
  return value;
}
