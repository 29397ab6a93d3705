import { createHash } from 'node:crypto';
import { crc32c, crc32cCombine, crc32cText } from './gcs-crc32c.js';

/** A JSON API error: the status and the body GCS sends with it. */
export class GcsApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }

  body(): string {
    const error = { domain: 'global', reason: this.reason, message: this.message };
    return JSON.stringify({ error: { code: this.status, message: this.message, errors: [error] } });
  }
}

export const PRECONDITION_FAILED = (): GcsApiError =>
  new GcsApiError(
    412,
    'conditionNotMet',
    'At least one of the pre-conditions you specified did not hold.',
  );

export interface StoredObject {
  readonly name: string;
  /**
   * The bytes, as the pieces they arrived in: a compose lists its sources'
   * pieces rather than copying them, so composing costs the stand-in no
   * more than it costs GCS, and the bench measures clients, not copies.
   */
  readonly data: readonly Buffer[];
  readonly generation: number;
  readonly metageneration: number;
  readonly contentType: string;
  readonly metadata: Record<string, string>;
  readonly created: Date;
  readonly componentCount?: number;
}

/** The four precondition parameters an object request may carry, as query values. */
export interface Preconditions {
  readonly ifGenerationMatch?: string | null;
  readonly ifGenerationNotMatch?: string | null;
  readonly ifMetagenerationMatch?: string | null;
  readonly ifMetagenerationNotMatch?: string | null;
}

/**
 * Checks preconditions against the live object (undefined when absent).
 * A generation of 0 stands for "no live object", so ifGenerationMatch=0
 * makes a write succeed only where nothing exists yet.
 */
export function checkPreconditions(found: StoredObject | undefined, pre: Preconditions): void {
  const generation = found?.generation ?? 0;
  const holds = (value: string | null | undefined, actual: number | undefined, equal: boolean) =>
    value === undefined || value === null || (Number(value) === actual) === equal;
  const ok =
    holds(pre.ifGenerationMatch, generation, true) &&
    holds(pre.ifGenerationNotMatch, generation, false) &&
    holds(pre.ifMetagenerationMatch, found?.metageneration, true) &&
    holds(pre.ifMetagenerationNotMatch, found?.metageneration, false);
  if (!ok) throw PRECONDITION_FAILED();
}

/** The buckets and their live objects; generations grow with every write, as GCS's do. */
export class GcsBuckets {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private lastGeneration = Date.now() * 1000;

  constructor(names: readonly string[]) {
    for (const name of names) this.buckets.set(name, new Map());
  }

  bucket(name: string): Map<string, StoredObject> {
    const bucket = this.buckets.get(name);
    if (!bucket) throw new GcsApiError(404, 'notFound', 'The specified bucket does not exist.');
    return bucket;
  }

  get(bucketName: string, name: string, generation?: string | null): StoredObject {
    const found = this.bucket(bucketName).get(name);
    if (!found || (generation && Number(generation) !== found.generation))
      throw new GcsApiError(404, 'notFound', `No such object: ${bucketName}/${name}`);
    return found;
  }

  /** Writes a new generation of `name` if the preconditions hold against the current one. */
  put(
    bucketName: string,
    object: Omit<StoredObject, 'generation' | 'metageneration' | 'created'>,
    pre: Preconditions,
  ): StoredObject {
    const bucket = this.bucket(bucketName);
    checkPreconditions(bucket.get(object.name), pre);
    this.lastGeneration = Math.max(this.lastGeneration + 1, Date.now() * 1000);
    const stored = {
      ...object,
      generation: this.lastGeneration,
      metageneration: 1,
      created: new Date(),
    };
    bucket.set(object.name, stored);
    return stored;
  }

  delete(bucketName: string, name: string, pre: Preconditions): void {
    const found = this.get(bucketName, name);
    checkPreconditions(found, pre);
    this.bucket(bucketName).delete(name);
  }
}

/** The object resource (storage#object) the JSON API returns for `object`. */
export function objectResource(base: string, bucket: string, object: StoredObject): object {
  const path = `b/${bucket}/o/${encodeURIComponent(object.name)}`;
  return {
    kind: 'storage#object',
    id: `${bucket}/${object.name}/${object.generation}`,
    selfLink: `${base}/storage/v1/${path}`,
    mediaLink: `${base}/download/storage/v1/${path}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket,
    generation: String(object.generation),
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(sizeOf(object)),
    // Composite objects have no MD5 (GCS documents only a CRC32C for them).
    ...(object.componentCount === undefined ? { md5Hash: cachedHash(object, 'md5') } : {}),
    crc32c: cachedHash(object, 'crc32c'),
    etag: Buffer.from(String(object.generation)).toString('base64'),
    timeCreated: object.created.toISOString(),
    updated: object.created.toISOString(),
    ...(object.componentCount === undefined ? {} : { componentCount: object.componentCount }),
    ...(Object.keys(object.metadata).length > 0 ? { metadata: object.metadata } : {}),
  };
}

const hashes = new WeakMap<StoredObject, { md5?: string; crc32c?: number }>();

/** Hashes are worked out once per generation: every response carries them. */
function cachedHash(object: StoredObject, kind: 'md5' | 'crc32c'): string {
  const known = hashes.get(object) ?? {};
  hashes.set(object, known);
  if (kind === 'md5') return (known.md5 ??= md5(object.data));
  return crc32cText((known.crc32c ??= crc32cOfPieces(object.data)));
}

/** The CRC32C of a composite, from its components' as GCS derives it, without reading the bytes again. */
export function setComposedCrc32c(object: StoredObject, parts: readonly StoredObject[]): void {
  let crc = crc32c(Buffer.alloc(0));
  for (const part of parts) {
    const known = hashes.get(part) ?? {};
    hashes.set(part, known);
    crc = crc32cCombine(crc, (known.crc32c ??= crc32cOfPieces(part.data)), sizeOf(part));
  }
  hashes.set(object, { crc32c: crc });
}

export function md5(data: readonly Buffer[]): string {
  const hash = createHash('md5');
  for (const piece of data) hash.update(piece);
  return hash.digest('base64');
}

function crc32cOfPieces(data: readonly Buffer[]): number {
  let crc = crc32c(Buffer.alloc(0));
  for (const piece of data) crc = crc32cCombine(crc, crc32c(piece), piece.length);
  return crc;
}

export function sizeOf(object: StoredObject): number {
  return object.data.reduce((sum, piece) => sum + piece.length, 0);
}

/** Bytes [start, end] of the object, as slices of its pieces. */
export function slicesOf(object: StoredObject, start: number, end: number): Buffer[] {
  const slices: Buffer[] = [];
  let offset = 0;
  for (const piece of object.data) {
    const from = Math.max(start - offset, 0);
    const to = Math.min(end + 1 - offset, piece.length);
    if (from < to) slices.push(piece.subarray(from, to));
    offset += piece.length;
  }
  return slices;
}
