import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { RestError, type BlockBlobClient, type ContainerClient } from '@azure/storage-blob';
import type { Clock } from '../../base/clock.js';
import { withRetry } from '../../base/retry.js';
import { digestFile } from '../digest.js';
import { FilePartBody } from '../file-part-body.js';
import { placeVerified } from '../verified-place.js';
import { IntegrityError, storeOperation, type Digest, type Store } from '../store.js';
import { SILENCE_MS, transferDeadline } from './azure-deadline.js';
import { blobRange } from './azure-download.js';
import { downloadRangeFor, downloadRanges } from '../ranged-download.js';
import { eachIndex } from '../each-index.js';
import { azureErrorCode, AzureRequestError, azureStatus, isPermanent } from './azure-errors.js';
import { azureBlobUrl } from './azure-url.js';

export interface AzureBlobStoreParams {
  readonly container: ContainerClient;
  readonly account: string;
  /** Blob-name prefix without slashes at either end; '' for the container's root. */
  readonly prefix: string;
  /** Files larger than this go up as blocks of this size. */
  readonly blockSizeBytes: number;
  /** Size of one ranged GET; the larger of blockSizeBytes and 32 MiB if not given. */
  readonly downloadRangeBytes?: number;
  /** Blocks (or ranges) of one file in flight at once. */
  readonly blockConcurrency: number;
  readonly clock: Clock;
  /** The base of every request's deadline; a minute unless a test shortens it. */
  readonly silenceMs?: number;
}

/**
 * A store in an Azure Blob container. Large files go up as blocks staged in
 * parallel straight from their file ranges and then committed as one block
 * list, and come down as parallel ranged GETs written in place; each upload
 * is checked by size once committed, each download by SHA-256 before it is
 * renamed into place.
 */
export class AzureBlobStore implements Store {
  readonly url: string;

  constructor(private readonly params: AzureBlobStoreParams) {
    this.url = azureBlobUrl({ ...params, container: params.container.containerName });
  }

  async putFile(key: string, localPath: string): Promise<Digest> {
    return this.guard('put', key, async () => {
      const blob = this.blob(key);
      const { size } = await stat(localPath);
      const [digest] = await Promise.all([
        digestFile(localPath),
        this.upload(blob, localPath, size),
      ]);
      const { contentLength } = await blob.getProperties({ abortSignal: this.deadline() });
      if (contentLength !== digest.size) {
        throw new IntegrityError(
          `${this.url}/${key} holds ${contentLength ?? '?'} bytes after the upload; ${digest.size} were sent`,
        );
      }
      return digest;
    });
  }

  async getFile(key: string, localPath: string, expected: Digest): Promise<void> {
    const { blockSizeBytes, blockConcurrency, downloadRangeBytes } = this.params;
    await this.guard('get', key, () =>
      placeVerified(localPath, expected, `${this.url}/${key}`, (temp) =>
        downloadRanges({
          fetch: (start, end) =>
            blobRange(this.blob(key), start, end, this.params.silenceMs ?? SILENCE_MS),
          path: temp,
          size: expected.size,
          rangeBytes: downloadRangeBytes ?? downloadRangeFor(blockSizeBytes),
          concurrency: blockConcurrency,
        }),
      ),
    );
  }

  async readText(key: string): Promise<string | undefined> {
    return this.guard('read', key, async () => {
      try {
        const response = await this.blob(key).download(0, undefined, {
          abortSignal: this.deadline(),
        });
        return await text(response.readableStreamBody);
      } catch (error) {
        // Only a missing blob is "no such object"; a missing container is an error to report.
        if (azureErrorCode(error) === 'BlobNotFound') return undefined;
        throw error;
      }
    });
  }

  async writeText(key: string, text: string): Promise<void> {
    await this.guard('write', key, async () => {
      await this.putText(this.blob(key), text);
    });
  }

  async createExclusive(key: string, text: string): Promise<boolean> {
    return this.guard('create', key, async () => {
      try {
        // Azure honours If-None-Match: * on Put Blob; no claim protocol is needed.
        await this.putText(this.blob(key), text, '*');
        return true;
      } catch (error) {
        // 409 BlobAlreadyExists, or 412: the blob exists (or another such write won first).
        const status = azureStatus(error);
        if (status === 409 || status === 412) return false;
        throw error;
      }
    });
  }

  /** Children by a hierarchy listing: Azure (and Azurite) answer '/'-delimited listings exactly. */
  async listChildren(prefix: string): Promise<string[]> {
    return this.guard('list', prefix, async () => {
      const below = this.blobName(prefix);
      const names: string[] = [];
      const pages = this.params.container
        .listBlobsByHierarchy('/', { prefix: below, abortSignal: this.deadline() })
        .byPage({ maxPageSize: 5000 });
      for await (const page of pages) {
        const { blobPrefixes = [], blobItems } = page.segment;
        for (const item of [...blobPrefixes, ...blobItems])
          names.push(item.name.slice(below.length).replace(/\/$/, ''));
      }
      return names.filter((name) => name !== '' && !name.startsWith('.')).sort();
    });
  }

  async listKeys(prefix: string): Promise<string[]> {
    return this.guard('list', prefix, async () => {
      const below = this.blobName(prefix);
      const keys: string[] = [];
      for await (const page of this.params.container
        .listBlobsFlat({ prefix: below, abortSignal: this.deadline() })
        .byPage({ maxPageSize: 5000 })) {
        for (const item of page.segment.blobItems)
          keys.push(`${prefix}${item.name.slice(below.length)}`);
      }
      return keys.sort();
    });
  }

  async deleteObject(key: string): Promise<void> {
    await this.guard('delete', key, async () => {
      await this.blob(key).deleteIfExists({
        deleteSnapshots: 'include',
        abortSignal: this.deadline(),
      });
    });
  }

  private deadline(bytes = 0): AbortSignal {
    return transferDeadline(bytes, this.params.silenceMs ?? SILENCE_MS);
  }

  private blobName(key: string): string {
    return this.params.prefix ? `${this.params.prefix}/${key}` : key;
  }

  private blob(key: string): BlockBlobClient {
    return this.params.container.getBlockBlobClient(this.blobName(key));
  }

  private async putText(blob: BlockBlobClient, text: string, ifNoneMatch?: '*'): Promise<void> {
    const body = Buffer.from(text, 'utf8');
    await blob.upload(body, body.length, {
      blobHTTPHeaders: { blobContentType: 'application/json' },
      abortSignal: this.deadline(body.length),
      ...(ifNoneMatch ? { conditions: { ifNoneMatch } } : {}),
    });
  }

  /**
   * One Put Blob for a file of up to one block; otherwise blocks staged in
   * parallel, each read straight from its range of the file (never a whole
   * block in memory), then one Put Block List. Either way the blob appears
   * whole or not at all: staged blocks are invisible until the commit.
   *
   * A supervisor killed half way leaves its staged blocks uncommitted. They
   * are invisible to reads and listings, and Azure discards a blob's
   * uncommitted blocks after seven days, or as soon as anything commits to
   * that blob; since keys are never reused, that is the seven days. They
   * are billed as storage until then; nothing else needs cleaning up (unlike
   * S3's multipart uploads, which last until aborted).
   */
  private async upload(blob: BlockBlobClient, localPath: string, size: number): Promise<void> {
    const { blockSizeBytes, blockConcurrency } = this.params;
    if (size <= blockSizeBytes) {
      await blob.upload(() => new FilePartBody(localPath, 0, size), size, {
        abortSignal: this.deadline(size),
      });
      return;
    }
    const count = Math.ceil(size / blockSizeBytes);
    // Block IDs must be base64 of equal length within a blob; the nonce keeps
    // this upload's blocks apart from any a killed attempt left behind.
    const nonce = randomBytes(6).toString('hex');
    const ids = Array.from({ length: count }, (_, index) =>
      Buffer.from(`${nonce}-${String(index).padStart(6, '0')}`).toString('base64'),
    );
    await eachIndex(count, blockConcurrency, async (index) => {
      const start = index * blockSizeBytes;
      const end = Math.min(size, start + blockSizeBytes);
      // A function body: each of the SDK's retries reads the range afresh.
      await blob.stageBlock(
        ids[index] ?? '',
        () => new FilePartBody(localPath, start, end),
        end - start,
        { abortSignal: this.deadline(end - start) },
      );
    });
    await blob.commitBlockList(ids, { abortSignal: this.deadline() });
  }

  /**
   * Reads, listings and deletes are safe to repeat, so they are retried here
   * on top of the SDK's retries, which do not cover a request that timed
   * out. Uploads, downloads and create-if-absent are retried by their
   * callers, which know what a repeat means.
   */
  private async guard<T>(operation: string, key: string, task: () => Promise<T>): Promise<T> {
    const described = async (): Promise<T> => {
      try {
        return await task();
      } catch (error) {
        throw error instanceof RestError ? new AzureRequestError(error) : error;
      }
    };
    if (!REPEATABLE.has(operation)) return storeOperation(this.url, operation, key, described);
    return withRetry(() => storeOperation(this.url, operation, key, described), {
      clock: this.params.clock,
      isRetryable: (error) => !isPermanent(error),
    });
  }
}

const REPEATABLE = new Set(['read', 'list', 'delete']);

async function text(body: NodeJS.ReadableStream | undefined): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
