import type { InputReader } from '../../src/settings/input-names.js';

/** An InputReader over fixed values, as core.getInput reads a step's `with:`; unset is ''. */
export function inputsFrom(inputs: Record<string, string>): InputReader {
  return (name) => inputs[name] ?? '';
}
