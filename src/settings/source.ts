import { CLI_DEFAULTS, DEFAULTS } from './defaults.js';
import type { InputReader } from './input-names.js';

/**
 * Where a setting's value comes from: the action's inputs, or the CLI's
 * flags. Settings are asked for by their input name (action.yml's), so one
 * reader serves both and a message names the setting as the user wrote it.
 */
export interface SettingSource {
  /**
   * The value without surrounding blanks; when not given, `fallback`, else
   * the setting's default (defaults.ts), else ''.
   */
  text(input: string, fallback?: string): string;
  /** The value exactly as given, for multi-line settings (a script, `key=value` lines); '' when not given. */
  raw(input: string): string;
  /** How the user spells the setting: the input (`settle-time`) or the flag (`--settle`). */
  name(input: string): string;
}

/** The action's inputs, by core.getInput or a test's reader; an empty input is one not given. */
export function inputSource(get: InputReader): SettingSource {
  return {
    text: (input, fallback) => get(input).trim() || (fallback ?? DEFAULTS[input] ?? ''),
    raw: (input) => get(input),
    name: (input) => input,
  };
}

/** A flag's value as node:util's parseArgs gives it: a string, true for a boolean flag, or absent. */
export type FlagValue = string | boolean | undefined;

/**
 * The CLI's flags, as parsed. `flags` maps each input name the command
 * takes to its flag (without the dashes); a boolean flag given reads as
 * `true`, so the action's boolean parser serves it too. An input the command
 * has no flag for reads as not given. Unlike an input, a flag given with an
 * empty value is not "not given": `--retention ''` is refused, not defaulted.
 */
export function flagSource(
  values: Readonly<Record<string, FlagValue>>,
  flags: Readonly<Record<string, string>>,
): SettingSource {
  const given = (input: string): string | undefined => {
    const flag = flags[input];
    const value = flag === undefined ? undefined : values[flag];
    return value === true ? 'true' : typeof value === 'string' ? value : undefined;
  };
  return {
    text: (input, fallback) => given(input)?.trim() ?? fallback ?? CLI_DEFAULTS[input] ?? '',
    raw: (input) => given(input) ?? '',
    name: (input) => `--${flags[input] ?? input}`,
  };
}
