import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The parts of an OpenAPI 3.0 document the emulator reads; the rest stays opaque. */
export interface Description {
  readonly openapi: string;
  readonly info: { readonly version: string };
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: Record<string, Record<string, unknown>>;
}

export interface LoadedDescription {
  readonly document: Description;
  /** Wall time of reading and parsing, for anyone wondering why the first test is slow. */
  readonly loadMs: number;
  readonly file: string;
}

// The non-dereferenced file: 13 MB that parses in well under a second, where
// the deref variant is 73 MB and repeats each shared schema at every use. The
// package's index.js requires all ten variants at once, so it is bypassed.
const descriptionFile = '@octokit/openapi/generated/api.github.com.json';

// Kept on globalThis rather than in a module variable: vitest re-evaluates
// modules per test file, and the parsed document is worth sharing across them.
const cacheKey = Symbol.for('spot-train.github-api.openapi-description');
type Cache = Record<symbol, Promise<LoadedDescription> | undefined>;

async function load(): Promise<LoadedDescription> {
  const started = performance.now();
  const file = createRequire(import.meta.url).resolve(descriptionFile);
  const document = JSON.parse(await readFile(file, 'utf8')) as Description;
  return { document, loadMs: Math.round(performance.now() - started), file };
}

/** GitHub's published REST description (api.github.com), read once per process. */
export function loadDescription(): Promise<LoadedDescription> {
  const cache = globalThis as Cache;
  cache[cacheKey] ??= load();
  return cache[cacheKey];
}

/** Follows a local `$ref` ("#/components/schemas/job"); throws on anything else. */
export function resolvePointer(document: Description, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !(key in node)) {
      throw new Error(`$ref ${ref} does not resolve`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Replaces a `{ $ref }` object by its target, repeatedly; other values pass through. */
export function deref(document: Description, value: unknown): unknown {
  let node = value;
  for (let hops = 0; isRef(node); hops += 1) {
    if (hops > 20) throw new Error('$ref chain too long');
    node = resolvePointer(document, node.$ref);
  }
  return node;
}

function isRef(value: unknown): value is { $ref: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { $ref?: unknown }).$ref === 'string'
  );
}
