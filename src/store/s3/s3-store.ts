import { stat } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Clock } from '../../base/clock.js';
import { digestFile } from '../digest.js';
import { claimByCandidates } from './s3-claim.js';
import { ConditionalWrites } from './s3-conditional-write.js';
import { s3Range } from './s3-download.js';
import { s3Operation } from './s3-retry.js';
import { uploadFile } from './s3-upload.js';
import { downloadRangeFor, downloadRanges } from '../ranged-download.js';
import { abortPendingUpload, listPendingUploads } from './s3-pending-uploads.js';
import { placeVerified } from '../verified-place.js';
import { IntegrityError, type Digest, type PendingUpload, type Store } from '../store.js';

export interface S3StoreParams {
  readonly client: S3Client;
  /** The client of the ranged GETs that restore files; `client` if not given. */
  readonly downloadClient?: S3Client;
  readonly bucket: string;
  /** Key prefix without leading or trailing slash; '' for the bucket root. */
  readonly prefix: string;
  /** Multipart part size. */
  readonly partSizeBytes: number;
  /** Size of one ranged GET; the larger of partSizeBytes and 32 MiB if not given. */
  readonly downloadRangeBytes?: number;
  /** Parts (or ranges) of one file in flight at once. */
  readonly partConcurrency: number;
  readonly clock: Clock;
  /** The wait of the claim protocol on servers that ignore If-None-Match. */
  readonly claimSettleMs?: number;
}

/**
 * A store in an S3 bucket, or any S3-compatible one. Large files go up as
 * parallel multipart uploads streamed from their file ranges and come down
 * as parallel ranged GETs written in place, so one file uses the link as
 * fully as many small ones, in little memory; each upload is checked by size
 * after it lands, and each download by its SHA-256 before it is renamed into
 * place.
 */
export class S3Store implements Store {
  readonly url: string;
  private readonly conditional: ConditionalWrites;

  constructor(private readonly params: S3StoreParams) {
    this.url = `s3://${params.bucket}${params.prefix ? `/${params.prefix}` : ''}`;
    this.conditional = new ConditionalWrites(params.client, params.bucket, (key) =>
      this.objectKey(key),
    );
  }

  async putFile(key: string, localPath: string): Promise<Digest> {
    return this.guard('put', key, async () => {
      const { size } = await stat(localPath);
      const [digest] = await Promise.all([
        digestFile(localPath),
        uploadFile(this.params, this.objectKey(key), localPath, size),
      ]);
      const head = await this.params.client.send(
        new HeadObjectCommand({ Bucket: this.params.bucket, Key: this.objectKey(key) }),
      );
      if (head.ContentLength !== digest.size) {
        throw new IntegrityError(
          `${this.url}/${key} holds ${head.ContentLength ?? '?'} bytes after the upload; ${digest.size} were sent`,
        );
      }
      return digest;
    });
  }

  async getFile(key: string, localPath: string, expected: Digest): Promise<void> {
    const { client, downloadClient, bucket, partSizeBytes, partConcurrency, downloadRangeBytes } =
      this.params;
    await this.guard('get', key, () =>
      placeVerified(localPath, expected, `${this.url}/${key}`, (temp) =>
        downloadRanges({
          fetch: (start, end) =>
            s3Range(downloadClient ?? client, bucket, this.objectKey(key), start, end),
          path: temp,
          size: expected.size,
          rangeBytes: downloadRangeBytes ?? downloadRangeFor(partSizeBytes),
          concurrency: partConcurrency,
        }),
      ),
    );
  }

  async readText(key: string): Promise<string | undefined> {
    return this.guard('read', key, async () => {
      try {
        const response = await this.params.client.send(
          new GetObjectCommand({ Bucket: this.params.bucket, Key: this.objectKey(key) }),
        );
        return (await response.Body?.transformToString('utf8')) ?? '';
      } catch (error) {
        // Only a missing key is "no such object"; a missing bucket is an error to report.
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return undefined;
        throw error;
      }
    });
  }

  async writeText(key: string, text: string): Promise<void> {
    await this.guard('write', key, () => this.putText(this.objectKey(key), text));
  }

  async createExclusive(key: string, text: string): Promise<boolean> {
    return this.guard('create', key, async () => {
      if (await this.conditional.honours())
        return this.conditional.putIfAbsent(this.objectKey(key), text);
      return claimByCandidates(
        {
          list: async (prefix) => this.keysBelow(this.objectKey(prefix)),
          put: (k, body) => this.putText(this.objectKey(k), body),
          exists: async (k) => (await this.readText(k)) !== undefined,
          read: (k) => this.readText(k),
        },
        key,
        text,
        { clock: this.params.clock, settleMs: this.params.claimSettleMs ?? 5000 },
      );
    });
  }

  /** Without conditional writes, a look and then a write: no candidates, no settle wait. */
  async createIfAbsent(key: string, text: string): Promise<boolean> {
    return this.guard('create', key, async () => {
      if (await this.conditional.honours())
        return this.conditional.putIfAbsent(this.objectKey(key), text);
      if ((await this.readText(key)) !== undefined) return false;
      await this.putText(this.objectKey(key), text);
      return true;
    });
  }

  /**
   * Children from a plain listing of every key below the prefix. A delimiter
   * listing would be cheaper, but some S3-compatible servers get it wrong for
   * deeper keys (s3rver returns only prefixes with an object directly below
   * them) and then runs would silently go missing from a restore. What is
   * listed here is one lineage: its runs' files, a page per thousand keys.
   */
  async listChildren(prefix: string): Promise<string[]> {
    return this.guard('list', prefix, async () => {
      const names = new Set(
        (await this.keysBelow(this.objectKey(prefix))).map((key) => key.split('/')[0] ?? key),
      );
      return [...names].filter((name) => name !== '' && !name.startsWith('.')).sort();
    });
  }

  async listPendingUploads(prefix: string): Promise<PendingUpload[]> {
    return this.guard('list uploads', prefix, () => listPendingUploads(this.params, prefix));
  }

  async abortPendingUpload(upload: PendingUpload): Promise<void> {
    await this.guard('abort upload', upload.key, () => abortPendingUpload(this.params, upload));
  }

  private objectKey(key: string): string {
    return this.params.prefix ? `${this.params.prefix}/${key}` : key;
  }

  private async putText(objectKey: string, text: string): Promise<void> {
    await this.params.client.send(
      new PutObjectCommand({
        Bucket: this.params.bucket,
        Key: objectKey,
        Body: text,
        ContentType: 'application/json',
      }),
    );
  }

  async listKeys(prefix: string): Promise<string[]> {
    return this.guard('list', prefix, async () =>
      (await this.keysBelow(this.objectKey(prefix))).map((key) => `${prefix}${key}`).sort(),
    );
  }

  async deleteObject(key: string): Promise<void> {
    await this.guard('delete', key, async () => {
      await this.params.client.send(
        new DeleteObjectCommand({ Bucket: this.params.bucket, Key: this.objectKey(key) }),
      );
    });
  }

  /** Keys under an object-key prefix, relative to it. */
  private async keysBelow(prefix: string): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.params.client.send(
        new ListObjectsV2Command({
          Bucket: this.params.bucket,
          Prefix: prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const entry of page.Contents ?? [])
        if (entry.Key) names.push(entry.Key.slice(prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  private async guard<T>(operation: string, key: string, task: () => Promise<T>): Promise<T> {
    return s3Operation(this.url, this.params.clock, operation, key, task);
  }
}
