import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { UserError } from '../base/errors.js';

/** A directory setting: how the user spelled it and where it resolves. */
export interface DirSetting {
  readonly name: string;
  readonly path: string;
}

/**
 * Two directories that must not nest. `either`: neither may contain the
 * other; `first`: the first may not contain the second (the second inside
 * the first is how it is meant to be, e.g. outputs inside the workspace).
 */
export interface Separation {
  readonly a: DirSetting;
  readonly b: DirSetting | undefined;
  readonly way: 'either' | 'first';
  /** What would go wrong, for the message. */
  readonly because: string;
  /** What to do instead; by default, to keep the two apart. */
  readonly fix?: string;
}

/**
 * Refuses directories that overlap where spot-train would then upload,
 * empty or move its own files: a store inside the outputs uploads itself,
 * outputs around the restart directory upload every restored file again
 * one level deeper on each attempt. Links are followed where the path
 * exists, so two spellings of one directory are caught too.
 */
export function requireSeparate(separations: readonly Separation[]): void {
  for (const { a, b, way, because, fix } of separations) {
    if (b === undefined) continue;
    const [outer, inner] = [canonical(a.path), canonical(b.path)];
    const clash = within(inner, outer) ? a : way === 'either' && within(outer, inner) ? b : null;
    if (!clash) continue;
    const other = clash === a ? b : a;
    const relation = outer === inner ? 'is the same directory as' : 'contains';
    throw new UserError(
      `${clash.name}: "${clash.path}" ${relation} ${other.name} "${other.path}"; ${because}. ${fix ?? `Give ${a.name} and ${b.name} directories apart from each other`}`,
    );
  }
}

/** Whether `inner` is `outer` or lies below it. */
function within(inner: string, outer: string): boolean {
  const path = relative(outer, inner);
  return path === '' || (path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path));
}

/** The real path of the deepest existing ancestor, with the rest appended. */
function canonical(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(canonical(parent), basename(path));
  }
}

/**
 * Refuses a directory setting that names a file, or that cannot be created
 * because the deepest part of it that exists is a file or is read-only:
 * found later, these stop the first attempt with a bare system error, or
 * (a store) keep it retrying for ever.
 */
export function requireCreatable(dirs: readonly (DirSetting | undefined)[]): void {
  for (const dir of dirs) {
    if (dir === undefined) continue;
    const existing = deepestExisting(dir.path);
    const kind = statSync(existing).isDirectory() ? 'directory' : 'file';
    if (kind === 'file') {
      const what = existing === dir.path ? 'is a file' : `is inside the file "${existing}"`;
      throw new UserError(`${dir.name}: "${dir.path}" ${what}; expected a directory`);
    }
    if (existing === dir.path) continue;
    try {
      accessSync(existing, constants.W_OK);
    } catch {
      throw new UserError(
        `${dir.name}: "${dir.path}" cannot be created, since "${existing}" is read-only; give a directory this user may write`,
      );
    }
  }
}

function deepestExisting(path: string): string {
  for (let at = path; ; at = dirname(at)) {
    if (existsSync(at) || dirname(at) === at) return at;
  }
}

/** A directory setting that must already exist: the working directory of a checkout. */
export function requireDirectory(dir: DirSetting): void {
  if (!statSync(dir.path, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UserError(`${dir.name}: ${dir.path} is not a directory of this checkout`);
  }
}
