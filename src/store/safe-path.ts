import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Joins a relative, `/`-separated path (from a manifest or a key) under
 * `root`, refusing anything that would land outside it: `..` segments,
 * absolute paths, NUL bytes. A manifest is data from a bucket that other
 * people may write to; it must not be able to place files anywhere else.
 */
export function safeJoin(root: string, relativePath: string): string {
  if (relativePath.includes('\0') || relativePath.includes('\\') || isAbsolute(relativePath)) {
    throw new UnsafePathError(relativePath, root);
  }
  const segments = relativePath.split('/');
  if (segments.some((segment) => segment === '..')) throw new UnsafePathError(relativePath, root);
  const base = resolve(root);
  const target = resolve(base, ...segments.filter((s) => s !== '' && s !== '.'));
  const rel = relative(base, target);
  if (rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    throw new UnsafePathError(relativePath, root);
  }
  return target;
}

export class UnsafePathError extends Error {
  override readonly name = 'UnsafePathError';
  constructor(path: string, root: string) {
    super(`refusing path "${path}": it would leave ${root}`);
  }
}
