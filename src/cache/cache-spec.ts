import type { StoreLocation } from '../store/store-location.js';
import type { StoreOptions } from '../store/store-options.js';

export const CACHE_BACKENDS = ['github', 'store'] as const;
export type CacheBackendName = (typeof CACHE_BACKENDS)[number];

/**
 * One warm cache, as the warm step read it from its inputs: what the train
 * step saves and the next attempt's warm step restores. Both sides must use
 * the same path strings, because GitHub's cache service files an entry under
 * a version computed from them.
 */
export interface CacheSpec {
  /** Files and directories, `~` expanded, as the user listed them. */
  readonly paths: readonly string[];
  /** The full key: a prefix naming the runner OS and workflow, then the user's part. */
  readonly key: string;
  /**
   * Without an entry for the key, the newest whose key starts with one of
   * these is restored (the workflow's prefix: a changed lockfile still
   * starts warm), and the train step then saves under the new key.
   */
  readonly restoreKeys: readonly string[];
  readonly backend: CacheBackendName;
  /** Files larger than this in all are not saved (GitHub's service holds 10 GB per repository by default). */
  readonly maxSizeBytes: number;
  /** What paths are relative to (the workspace). */
  readonly cwd: string;
  /** Where an archive is built (RUNNER_TEMP); the system's temporary directory when absent. */
  readonly scratch?: string;
  /** For `cache-backend: store`: where the tarball goes. */
  readonly store?: { readonly location: StoreLocation; readonly options: StoreOptions };
}

/**
 * The spec as it is written to a file for another step or process: without
 * the store's secrets (an Azure connection string holds the account key),
 * which each process reads from its own environment instead.
 */
export function specForFile(spec: CacheSpec): CacheSpec {
  if (spec.store?.options.azureConnectionString === undefined) return spec;
  const options = { ...spec.store.options };
  delete options.azureConnectionString;
  return { ...spec, store: { ...spec.store, options } };
}

/** A spec read from a file, with the secrets this process's settings read. */
export function specWithSecrets(
  spec: CacheSpec,
  secrets: Pick<StoreOptions, 'azureConnectionString'>,
): CacheSpec {
  if (spec.store === undefined) return spec;
  return { ...spec, store: { ...spec.store, options: { ...spec.store.options, ...secrets } } };
}

/** What the warm step found, in the order the summary reports it. */
export type RestoreReport =
  | {
      readonly state: 'restored';
      readonly matchedKey: string;
      /** The restored files' size on disk. */
      readonly bytes: number;
      /** The archive's size, where the backend says. */
      readonly archiveBytes?: number;
      readonly ms: number;
    }
  | { readonly state: 'miss'; readonly ms: number }
  | { readonly state: 'failed'; readonly message: string; readonly ms: number };

/** What became of the train step's save. */
export type SaveReport =
  | {
      readonly state: 'saved';
      /** The files' size on disk. */
      readonly bytes: number;
      /** The archive's size, where the backend says. */
      readonly archiveBytes?: number;
      readonly ms: number;
    }
  | { readonly state: 'cached'; readonly why: string }
  | { readonly state: 'cancelled'; readonly why: string; readonly ms: number }
  | { readonly state: 'too-big'; readonly bytes: number; readonly limit: number }
  | { readonly state: 'not-started'; readonly why: string }
  | { readonly state: 'failed'; readonly message: string };
