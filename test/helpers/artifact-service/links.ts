import type { ArtifactRecord } from './registry.js';
import type { UrlSigner } from './sas.js';

export const blobPrefix = '/blob/actions-results/';

const uploadTtlMs = 6 * 3600_000;
// GitHub's archive redirect and the results service hand out short-lived
// download URLs; a minute is plenty for a test and short enough to notice reuse.
const downloadTtlMs = 60_000;

/**
 * Content-Disposition naming the file a raw artifact downloads as: the client
 * takes filename* first and falls back to a plain ASCII filename.
 */
export function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Signed blob URLs for artifacts, on this server's origin. */
export class Links {
  constructor(
    private readonly origin: string,
    private readonly signer: UrlSigner,
  ) {}

  upload(record: ArtifactRecord): string {
    return this.signer.sign(this.origin, blobPrefix + record.blobName, {
      permission: 'cw',
      ttlMs: uploadTtlMs,
    });
  }

  download(record: ArtifactRecord): string {
    const isZip = record.mimeType === 'application/zip';
    return this.signer.sign(this.origin, blobPrefix + record.blobName, {
      permission: 'r',
      ttlMs: downloadTtlMs,
      disposition: disposition(isZip ? `${record.name}.zip` : record.name),
    });
  }
}
