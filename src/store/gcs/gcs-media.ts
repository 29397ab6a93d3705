import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Agent, request } from 'undici';
import type { RangeBody } from '../ranged-download.js';

/** As for S3 downloads (s3-undici-handler.ts): silence this long on a connection fails the request. */
const SILENCE_MS = 60_000;

/** Room for a few socket reads per range, so writes to the file batch (see ranged-download.ts). */
const BODY_BUFFER = 1 << 20;

/** A failed media request, with the status that gcs-errors.ts sorts into retryable or not. */
export class GcsMediaError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface GcsMediaParams {
  /** The JSON API's origin: Google's, gcs-endpoint or STORAGE_EMULATOR_HOST. */
  readonly endpoint: string;
  readonly bucket: string;
  /** Authorization for one request; none against an emulator. */
  readonly authHeaders: () => Promise<Record<string, string>>;
}

/**
 * The two requests that move a checkpoint's bytes, sent over undici rather
 * than through @google-cloud/storage's streams: measured on the bench (512
 * MiB + 20 × 1 MiB against the stand-in), the client's stream stack
 * (duplexify, teeny-request) took more CPU than the copy and left downloads
 * at half of rclone's speed. Manifests and claims, written often and
 * small, go this way too (a request through the client costs more than the
 * bytes); listings, compose and deletes stay the client's.
 */
export class GcsMedia {
  private readonly agent = new Agent({ headersTimeout: SILENCE_MS, bodyTimeout: SILENCE_MS });

  constructor(private readonly params: GcsMediaParams) {}

  /** objects.insert, uploadType=media: bytes [start, end) of the file; the stored size. */
  async upload(objectName: string, path: string, start: number, end: number): Promise<number> {
    const body =
      end > start ? createReadStream(path, { start, end: end - 1, highWaterMark: 1 << 20 }) : '';
    return this.insert(objectName, body, end - start, 'application/octet-stream', '');
  }

  /**
   * A small object from text (a manifest, a claim); with `ifAbsent`, only
   * where none exists (ifGenerationMatch=0: 412 otherwise).
   */
  async uploadText(objectName: string, text: string, ifAbsent: boolean): Promise<void> {
    const body = Buffer.from(text, 'utf8');
    await this.insert(
      objectName,
      body,
      body.length,
      'application/json',
      ifAbsent ? '&ifGenerationMatch=0' : '',
    );
  }

  /** The whole object as text; a GcsMediaError with code 404 when it is missing. */
  async readText(objectName: string): Promise<string> {
    const response = await request(this.objectUrl(objectName), {
      dispatcher: this.agent,
      headers: await this.params.authHeaders(),
    });
    const text = await response.body.text();
    if (response.statusCode >= 300) throw failure(response.statusCode, text);
    return text;
  }

  private async insert(
    objectName: string,
    body: Buffer | string | Readable,
    length: number,
    contentType: string,
    conditions: string,
  ): Promise<number> {
    const { endpoint, bucket } = this.params;
    const url = `${endpoint}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=media&name=${encodeURIComponent(objectName)}${conditions}`;
    const response = await request(url, {
      method: 'POST',
      dispatcher: this.agent,
      headers: {
        ...(await this.params.authHeaders()),
        'content-type': contentType,
        'content-length': String(length),
      },
      body,
    });
    const text = await response.body.text();
    if (response.statusCode >= 300) throw failure(response.statusCode, text);
    return Number((JSON.parse(text) as { size?: string }).size);
  }

  private objectUrl(objectName: string): string {
    const { endpoint, bucket } = this.params;
    return `${endpoint}/storage/v1/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(objectName)}?alt=media`;
  }

  /** objects.get, alt=media: bytes [start, end] written at `start` of `path`; the count received. */
  /** Bytes `start` to `end` (inclusive) of an object; ranged-download.ts writes them. */
  async readRange(objectName: string, start: number, end: number): Promise<RangeBody> {
    const response = await request(this.objectUrl(objectName), {
      dispatcher: this.agent,
      headers: { ...(await this.params.authHeaders()), range: `bytes=${start}-${end}` },
      // The body's buffer: at undici's 64 KiB, every socket read became a
      // chunk of its own through the pipe to the file.
      highWaterMark: BODY_BUFFER,
    });
    if (response.statusCode >= 300) throw failure(response.statusCode, await response.body.text());
    return { body: response.body, length: Number(response.headers['content-length']) };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/** The JSON API's own message where its error body has one. */
function failure(status: number, text: string): GcsMediaError {
  let message = text.slice(0, 300);
  try {
    message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
  } catch {
    // Not JSON (a proxy's page): its first characters say enough.
  }
  return new GcsMediaError(status, `HTTP ${status}: ${message}`);
}
