import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  GcsApiError,
  type GcsBuckets,
  type Preconditions,
  type StoredObject,
} from './gcs-objects.js';

/** What an upload request asks to store, once its body is read. */
export interface UploadTarget {
  readonly bucket: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** Outcome of one upload request: a finished object, or a resumable step. */
export type UploadOutcome =
  | { readonly kind: 'object'; readonly object: StoredObject }
  | { readonly kind: 'session'; readonly uploadId: string }
  | { readonly kind: 'incomplete'; readonly received: number };

interface Session {
  readonly bucket: string;
  readonly name: string;
  readonly contentType: string;
  readonly metadata: Record<string, string>;
  readonly pre: Preconditions;
  readonly chunks: Buffer[];
  received: number;
}

export function preconditionsOf(query: URLSearchParams): Preconditions {
  return {
    ifGenerationMatch: query.get('ifGenerationMatch'),
    ifGenerationNotMatch: query.get('ifGenerationNotMatch'),
    ifMetagenerationMatch: query.get('ifMetagenerationMatch'),
    ifMetagenerationNotMatch: query.get('ifMetagenerationNotMatch'),
  };
}

interface ObjectMetadata {
  name?: string;
  contentType?: string;
  metadata?: Record<string, string>;
}

/** The three upload types of objects.insert: media, multipart and resumable. */
export class GcsUploads {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly buckets: GcsBuckets) {}

  start(target: UploadTarget): UploadOutcome {
    const type = target.query.get('uploadType');
    if (type === 'media') return this.store(target, {}, target.body);
    if (type === 'multipart') return this.multipart(target);
    if (type === 'resumable') return this.openSession(target);
    throw new GcsApiError(400, 'invalid', `Invalid upload type: ${type ?? '(none)'}`);
  }

  /**
   * A PUT to a session URI: a chunk, whose Content-Range is `bytes a-b/TOTAL`,
   * `bytes a-b/*`, or (the Node client, streaming) `bytes a-*` over `*`;
   * or a status query, `bytes *` over TOTAL.
   */
  resume(uploadId: string, headers: IncomingHttpHeaders, body: Buffer): UploadOutcome {
    const session = this.sessions.get(uploadId);
    if (!session) throw new GcsApiError(404, 'notFound', 'No such upload session.');
    const range = /^bytes (?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/.exec(headers['content-range'] ?? '');
    if (!range && headers['content-range'] !== undefined)
      throw new GcsApiError(400, 'invalid', 'Invalid Content-Range header.');
    const [, first, last, totalText] = range ?? [];
    if (first !== undefined && Number(first) !== session.received) {
      // Chunks must continue where the last one stopped; the client asks where that was.
      if (Number(first) > session.received)
        throw new GcsApiError(400, 'invalid', 'Chunk starts past the bytes received.');
      const overlap = session.received - Number(first);
      body = body.subarray(overlap);
    }
    if (body.length > 0) {
      session.chunks.push(body);
      session.received += body.length;
    }
    // An open-ended chunk (`a-*`) is the rest of the object: its request's end ends the upload.
    const streamed = last === '*';
    const total = totalText === undefined || streamed ? session.received : Number(totalText);
    if ((totalText === '*' && !streamed) || session.received < total)
      return { kind: 'incomplete', received: session.received };
    this.sessions.delete(uploadId);
    const object = this.buckets.put(
      session.bucket,
      {
        name: session.name,
        data: session.chunks,
        contentType: session.contentType,
        metadata: session.metadata,
      },
      session.pre,
    );
    return { kind: 'object', object };
  }

  private multipart(target: UploadTarget): UploadOutcome {
    const boundary = /boundary="?([^";]+)"?/.exec(target.headers['content-type'] ?? '')?.[1];
    if (!boundary) throw new GcsApiError(400, 'invalid', 'Missing multipart boundary.');
    const parts = splitMultipart(target.body, boundary);
    const [metadataPart, mediaPart] = parts;
    if (parts.length !== 2 || !metadataPart || !mediaPart)
      throw new GcsApiError(400, 'invalid', 'A multipart upload has two parts: metadata, media.');
    const metadata = JSON.parse(metadataPart.body.toString('utf8')) as ObjectMetadata;
    return this.store(target, metadata, mediaPart.body, mediaPart.contentType);
  }

  private openSession(target: UploadTarget): UploadOutcome {
    const text = target.body.toString('utf8');
    const metadata = (text === '' ? {} : JSON.parse(text)) as ObjectMetadata;
    const name = target.query.get('name') ?? metadata.name;
    if (!name) throw new GcsApiError(400, 'required', 'Required object name.');
    this.buckets.bucket(target.bucket);
    const uploadId = randomBytes(12).toString('hex');
    this.sessions.set(uploadId, {
      bucket: target.bucket,
      name,
      contentType:
        metadata.contentType ?? headerText(target.headers['x-upload-content-type']) ?? DEFAULT_TYPE,
      metadata: metadata.metadata ?? {},
      pre: preconditionsOf(target.query),
      chunks: [],
      received: 0,
    });
    return { kind: 'session', uploadId };
  }

  private store(
    target: UploadTarget,
    metadata: ObjectMetadata,
    data: Buffer,
    partType?: string,
  ): UploadOutcome {
    const name = target.query.get('name') ?? metadata.name;
    if (!name) throw new GcsApiError(400, 'required', 'Required object name.');
    const contentType =
      metadata.contentType ??
      partType ??
      headerText(target.headers['content-type']) ??
      DEFAULT_TYPE;
    const object = this.buckets.put(
      target.bucket,
      { name, data: [data], contentType, metadata: metadata.metadata ?? {} },
      preconditionsOf(target.query),
    );
    return { kind: 'object', object };
  }
}

const DEFAULT_TYPE = 'application/octet-stream';

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The parts of a multipart/related body, each with its Content-Type. */
function splitMultipart(body: Buffer, boundary: string): { contentType?: string; body: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { contentType?: string; body: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, headerEnd).toString('utf8');
    // The part's body ends before the CRLF that precedes the next delimiter.
    const content = part.subarray(headerEnd + 4, part.length - 2);
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
    parts.push({ ...(contentType ? { contentType } : {}), body: content });
    at = next;
  }
  return parts;
}
