import { homedir } from 'node:os';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { UserError } from '../base/errors.js';
import { CACHE_BACKENDS, type CacheBackendName, type CacheSpec } from '../cache/cache-spec.js';
import { Input, type InputReader } from './input-names.js';
import { inputSource } from './source.js';
import type { StoreLocation } from '../store/store-location.js';
import { readStoreSettings } from './store.js';
import { parseSize } from './size.js';

/** What @actions/cache accepts in a key. */
const KEY_LIMIT = 512;

/**
 * The warm step's inputs: which paths to restore now and save once the
 * trainer is under way, under which key, where. Read here, before anything
 * is touched, so a typo fails the step and not the save an hour later.
 */
export function readWarmSettings(get: InputReader, env: NodeJS.ProcessEnv, cwd: string): CacheSpec {
  const source = inputSource(get);
  const text = (name: string): string => source.text(name);
  const paths = readPaths(source.raw(Input.cachePaths), env.HOME ?? homedir());
  refuseWholeTrees(paths, cwd);
  const backend = readBackend(text(Input.cacheBackend));
  const maxSize = text(Input.cacheMaxSize);
  const { key, prefix } = fullKey(text(Input.cacheKey), env);
  const spec = {
    paths,
    key,
    restoreKeys: [prefix],
    backend,
    maxSizeBytes: parseSize(maxSize, Input.cacheMaxSize),
    cwd,
    ...(env.RUNNER_TEMP ? { scratch: env.RUNNER_TEMP } : {}),
  };
  if (backend === 'github') return spec;
  const store = readStoreSettings(source, { mode: 'warm', cwd, env, refuse: refuseArtifacts });
  // The token stays out: the spec is written to a file for the train step.
  const options = { ...store.options };
  delete options.githubToken;
  return { ...spec, store: { location: store.location, options } };
}

function refuseArtifacts(location: StoreLocation): void {
  if (location.kind === 'artifact') {
    throw new UserError(
      `${Input.store}: "${location.url}" cannot hold a cache that later runs restore; use cache-backend: github, or a bucket or directory store`,
    );
  }
}

function readPaths(value: string, home: string): string[] {
  const paths = value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (line === '~' ? home : line.replace(/^~\//, `${home}/`)));
  if (paths.length === 0) {
    throw new UserError(
      `${Input.cachePaths}: names no path; expected one file or directory a line, such as ~/.cache/pip`,
    );
  }
  const glob = paths.find((path) => /[*?[\]{}]/.test(path) || path.startsWith('!'));
  if (glob !== undefined) {
    throw new UserError(
      `${Input.cachePaths}: "${glob}" is a pattern; expected plain files or directories (both backends must archive the same files)`,
    );
  }
  return paths;
}

/**
 * A cache path that holds the workspace (`/`, `..`, the home directory of a
 * checkout under it) would archive the checkout, its outputs and the cache
 * archive itself: refused, naming the path.
 */
function refuseWholeTrees(paths: readonly string[], cwd: string): void {
  const workspace = resolve(cwd);
  for (const path of paths) {
    const full = resolve(workspace, path);
    const below = relative(full, workspace);
    if (below === '' || !(below === '..' || below.startsWith(`..${sep}`) || isAbsolute(below))) {
      throw new UserError(
        `${Input.cachePaths}: "${path}" holds the workspace (${workspace}), so the cache would take the checkout and its outputs; name the cache directories themselves, such as ~/.cache/pip`,
      );
    }
  }
}

function readBackend(value: string): CacheBackendName {
  if (!(CACHE_BACKENDS as readonly string[]).includes(value)) {
    throw new UserError(
      `${Input.cacheBackend}: "${value}" is not a cache backend; expected ${CACHE_BACKENDS.join(' or ')}`,
    );
  }
  return value as CacheBackendName;
}

/**
 * The runner's OS and the workflow file come first, so two workflows (or a
 * Linux and a macOS job) never restore each other's caches; the user's part
 * (a lockfile's hash) follows. Nothing in it names the lineage or the
 * attempt: a restart must find what the attempt before it saved.
 */
function fullKey(userPart: string, env: NodeJS.ProcessEnv): { key: string; prefix: string } {
  const workflow = (env.GITHUB_WORKFLOW_REF ?? env.GITHUB_WORKFLOW ?? 'workflow')
    .replace(/@.*$/, '')
    .replace(/^[^/]+\/[^/]+\/\.github\/workflows\//, '');
  const prefix = `spot-train-${env.RUNNER_OS ?? process.platform}-${workflow}-`;
  if (/[\r\n]/.test(userPart)) {
    throw new UserError(
      `${Input.cacheKey}: ${JSON.stringify(userPart)} holds a line break; give one line, such as \${{ hashFiles('requirements.txt') }}`,
    );
  }
  const key = prefix + (userPart || 'warm');
  if (key.includes(',') || key.length > KEY_LIMIT) {
    throw new UserError(
      `${Input.cacheKey}: "${userPart}" makes the key "${key}", which ${key.includes(',') ? 'holds a comma' : `is over ${KEY_LIMIT} characters`}; the cache service refuses it`,
    );
  }
  return { key, prefix };
}
