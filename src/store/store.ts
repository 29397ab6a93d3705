/** Size and SHA-256 (hex) of an object's bytes: what every transfer is verified against. */
export interface Digest {
  readonly size: number;
  readonly sha256: string;
}

/**
 * Where live outputs go. Keys are relative to the store's root (its URL's
 * prefix) and use `/`. Implementations: file (here), S3 and GitHub artifacts.
 */
export interface Store {
  /** The store's URL, for logs and summaries; never holds a credential. */
  readonly url: string;
  /**
   * Copies a local file to `key` and returns the digest of the bytes sent.
   * A reader never sees a partial object at `key`, even if this process is
   * killed half way.
   */
  putFile(key: string, localPath: string): Promise<Digest>;
  /**
   * Copies `key` to `localPath` (replacing it atomically) only if its bytes
   * match `expected`; otherwise throws IntegrityError and leaves `localPath` alone.
   */
  getFile(key: string, localPath: string, expected: Digest): Promise<void>;
  /** The object's text, or undefined when it does not exist. */
  readText(key: string): Promise<string | undefined>;
  /** Replaces the object atomically. */
  writeText(key: string, text: string): Promise<void>;
  /** Creates the object only if it does not exist yet; true when this call created it. */
  createExclusive(key: string, text: string): Promise<boolean>;
  /**
   * Creates the object unless it exists, without createExclusive's guarantee
   * against a writer racing this one: for records of what happened, where
   * either of two racing writers is right. A store whose exclusive create
   * costs a wait (an S3-compatible server without conditional writes) gives
   * this one without it; elsewhere createExclusive serves.
   */
  createIfAbsent?(key: string, text: string): Promise<boolean>;
  /** Names of the immediate children of `prefix` (which ends with `/`), objects and folders alike. */
  listChildren(prefix: string): Promise<string[]>;
  /**
   * putFile calls the store wants in flight at once, where that differs from
   * the caller's transfer concurrency: a store that groups files into
   * batches needs every waiting file handed to it to form one.
   */
  readonly putsInFlight?: number;
  /** Removes an object; removing one that does not exist is not an error. For `retention`. */
  deleteObject?(key: string): Promise<void>;
  /** Every object key under `prefix` (which ends with `/`), at any depth. For `retention`. */
  listKeys?(prefix: string): Promise<string[]>;
  /** The run is ending: a store that holds writes back to batch them stops doing so. */
  expedite?(): void;
  /** Uploads begun under `prefix` and never finished, for a store that keeps their parts (S3 multipart). */
  listPendingUploads?(prefix: string): Promise<PendingUpload[]>;
  /** Gives up an unfinished upload, freeing its parts; for one whose uploader is known to be gone. */
  abortPendingUpload?(upload: PendingUpload): Promise<void>;
}

export interface PendingUpload {
  /** Store-relative key the upload would have written. */
  readonly key: string;
  readonly uploadId: string;
  /** When it was begun (epoch ms), where the store says. */
  readonly initiatedAt?: number;
}

/** The bytes in the store are not the bytes that were recorded: never restore them. */
export class IntegrityError extends Error {
  override readonly name = 'IntegrityError';
}

/** An operation that failed against the store; the message names the store, key and operation. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly operation: string,
    readonly key: string,
    readonly storeUrl: string,
    cause: unknown,
  ) {
    super(
      `${operation} ${storeUrl.replace(/\/$/, '')}/${key} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

/**
 * Runs one store operation, turning what goes wrong into a StoreError that
 * names the store, key and operation. An IntegrityError (and a StoreError
 * from a nested operation) passes as it is: it already says what happened.
 */
export async function storeOperation<T>(
  storeUrl: string,
  operation: string,
  key: string,
  task: () => Promise<T>,
): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof IntegrityError || error instanceof StoreError) throw error;
    throw new StoreError(operation, key, storeUrl, error);
  }
}
