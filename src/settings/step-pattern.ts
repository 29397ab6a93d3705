import { UserError } from '../errors.js';

/**
 * Checks a user's step pattern before the supervisor runs it on every line
 * the trainer prints, on the thread that also handles notices: a pattern
 * that backtracks catastrophically would hang the supervisor through a
 * notice. Exponential backtracking needs a repeated part that can match the
 * same text in more than one way, which a backtracking engine explores
 * exhaustively: a quantifier on a group that itself holds a quantifier
 * (`(a+)+`) or an alternation (`(a|ab)*`). Such patterns are refused; step
 * patterns never need them. What stays (`\d+\d+x`) is at worst polynomial,
 * and the supervisor bounds that by matching only the start of each line.
 */
export function checkStepPattern(pattern: string, name: string): string {
  try {
    new RegExp(pattern, 'i');
  } catch (error) {
    throw new UserError(
      `${name}: "${pattern}" is not a regular expression (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const repeated = nestedRepetition(pattern);
  if (repeated !== undefined) {
    throw new UserError(
      `${name}: "${pattern}" repeats a group that itself repeats or alternates (${repeated}), which can make matching one line take hours; repeat a single item or a character class instead, such as [\\s:=]* or (\\d+)`,
    );
  }
  return pattern;
}

interface Group {
  readonly start: number;
  repeats: boolean;
  alternates: boolean;
}

/** The first repeated group whose body repeats or alternates, as written; undefined if none. */
function nestedRepetition(pattern: string): string | undefined {
  const groups: Group[] = [{ start: 0, repeats: false, alternates: false }];
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    const top = groups.at(-1);
    if (char === '\\') i++;
    else if (char === '[') i = classEnd(pattern, i);
    else if (char === '(') {
      groups.push({ start: i, repeats: false, alternates: false });
      i += (/^\(\?(?:[:=!]|<[=!]|<[^>]*>)/.exec(pattern.slice(i))?.[0].length ?? 1) - 1;
    } else if (char === '|' && top) top.alternates = true;
    else if (char === ')' && groups.length > 1) {
      const group = groups.pop();
      const quantifier = quantifierAt(pattern, i + 1);
      if (group && quantifier.unbounded && (group.repeats || group.alternates))
        return pattern.slice(group.start, i + 1 + quantifier.length);
      const parent = groups.at(-1);
      if (parent && group && (group.repeats || quantifier.length > 0)) parent.repeats = true;
      i += quantifier.length;
    } else if (top && quantifierAt(pattern, i).length > 0) top.repeats = true;
  }
  return undefined;
}

/** Index of the `]` closing the class opened at `open`. */
function classEnd(pattern: string, open: number): number {
  for (let i = open + 1; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']') return i;
  }
  return pattern.length;
}

/** A quantifier starting at `at` (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy). */
function quantifierAt(pattern: string, at: number): { length: number; unbounded: boolean } {
  const rest = pattern.slice(at);
  const match = /^(?:[*+?]|\{(\d+)(,(\d*))?\})\??/.exec(rest);
  if (!match) return { length: 0, unbounded: false };
  const [whole, , comma, upper] = match;
  const unbounded =
    whole.startsWith('*') ||
    whole.startsWith('+') ||
    (comma !== undefined && (upper === '' || Number(upper) > 1));
  return { length: whole.length, unbounded };
}
