import { UserError } from '../base/errors.js';

/** YAML 1.2 core schema booleans, as `core.getBooleanInput` accepts; anything else is an error, never false. */
export function parseBoolean(value: string, name: string): boolean {
  const text = value.trim();
  if (['true', 'True', 'TRUE'].includes(text)) return true;
  if (['false', 'False', 'FALSE'].includes(text)) return false;
  throw new UserError(`${name}: "${value}" is not a boolean; expected true or false`);
}

export function parseInteger(
  value: string,
  name: string,
  range: { min: number; max: number },
): number {
  const text = value.trim();
  const number = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < range.min || number > range.max) {
    throw new UserError(
      `${name}: "${value}" is not valid; expected a whole number from ${range.min} to ${range.max}`,
    );
  }
  return number;
}

/** Exit codes separated by commas or spaces, e.g. `137, 143`. */
export function parseExitCodes(value: string, name: string): ReadonlySet<number> {
  const parts = value.split(/[\s,]+/).filter((part) => part !== '');
  return new Set(parts.map((part) => parseInteger(part, name, { min: 1, max: 255 })));
}

/** Items of a list input: separated by commas or new lines, blanks dropped. */
export function listOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
