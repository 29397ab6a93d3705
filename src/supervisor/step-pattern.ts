import { UserError } from '../base/errors.js';

/**
 * A step pattern runs on every line the trainer prints, on the thread that
 * also handles notices, so matching one line must take milliseconds, never
 * hours. Exponential backtracking needs a repeated part that can match the
 * same text in more than one way: a quantifier on a group that itself holds
 * a quantifier (`(a+)+`) or an alternation (`(a|ab)*`). Those are refused;
 * step patterns never need them. Without them, trying every start of a line
 * and every split between k unbounded quantifiers costs at most about
 * length^(k+1) steps, so the pattern sees only as much of a line as keeps
 * that under STEP_BUDGET (measured: about 1.3 ns a step, so 30 ms).
 */
const STEP_BUDGET = 2e7;
const MAX_UNBOUNDED = 3;
/** What the supervisor keeps of a line anyway. */
const LINE_LIMIT = 4096;

/** Checks a user's step pattern, naming the input and the fix when it is refused. */
export function checkStepPattern(pattern: string, name: string): string {
  // Empty: the everyday forms (progress-forms.ts), which need no checking.
  if (pattern === '') return pattern;
  try {
    new RegExp(pattern, 'i');
  } catch (error) {
    throw new UserError(
      `${name}: "${pattern}" is not a regular expression (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  // The step is the first group's match: a pattern without one never yields a step.
  if ((new RegExp(`${pattern}|`).exec('')?.length ?? 1) < 2) {
    throw new UserError(
      `${name}: "${pattern}" has no capture group; put parentheses around the step number, such as \\bstep[\\s:=]*(\\d+)`,
    );
  }
  const shape = shapeOf(pattern);
  if (shape.nested !== undefined) {
    throw new UserError(
      `${name}: "${pattern}" repeats a group that itself repeats or alternates (${shape.nested}), which can make matching one line take hours; repeat a single item or a character class instead, such as [\\s:=]* or (\\d+)`,
    );
  }
  if (shape.unbounded > MAX_UNBOUNDED) {
    throw new UserError(
      `${name}: "${pattern}" has ${shape.unbounded} unbounded repetitions (*, +, {n,}); at most ${MAX_UNBOUNDED} keep matching a line fast, such as \\bstep[\\s:=]*(\\d+)`,
    );
  }
  return pattern;
}

/** How much of each line a checked pattern sees, so that no line can take long to match. */
export function stepTextLimit(pattern: string): number {
  const degree = shapeOf(pattern).unbounded + 1;
  return Math.min(LINE_LIMIT, Math.floor(STEP_BUDGET ** (1 / degree)));
}

interface Group {
  readonly start: number;
  repeats: boolean;
  alternates: boolean;
}

interface Shape {
  /** The first repeated group whose body repeats or alternates, as written. */
  readonly nested?: string;
  /** Quantifiers without an upper bound (or above 1): each multiplies the worst case by a line's length. */
  readonly unbounded: number;
}

function shapeOf(pattern: string): Shape {
  const groups: Group[] = [{ start: 0, repeats: false, alternates: false }];
  let unbounded = 0;
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
        return { nested: pattern.slice(group.start, i + 1 + quantifier.length), unbounded };
      const parent = groups.at(-1);
      if (parent && group && (group.repeats || quantifier.length > 0)) parent.repeats = true;
      if (quantifier.unbounded) unbounded++;
      i += quantifier.length;
    } else {
      const quantifier = quantifierAt(pattern, i);
      if (top && quantifier.length > 0) top.repeats = true;
      if (quantifier.unbounded) unbounded++;
      i += Math.max(0, quantifier.length - 1);
    }
  }
  return { unbounded };
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
