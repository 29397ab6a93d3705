import type { Bucket } from '@google-cloud/storage';
import type { PendingUpload } from '../store.js';
import { PARTS_FOLDER } from './gcs-upload.js';

export interface GcsRoot {
  readonly bucket: Bucket;
  /** The store's root in the bucket: '' or a prefix ending with `/`. */
  readonly root: string;
}

/**
 * Composite uploads a kill cut off: their components stay under
 * PARTS_FOLDER/KEY/UPLOAD/ (billed, and invisible to restores, which never
 * list a dot-folder) until removed. One upload per folder, begun when its
 * first component was written.
 */
export async function listGcsPendingUploads(
  where: GcsRoot,
  keyPrefix: string,
): Promise<PendingUpload[]> {
  const folder = `${where.root}${PARTS_FOLDER}/`;
  const [files] = await where.bucket.getFiles({ prefix: `${folder}${keyPrefix}` });
  const uploads = new Map<string, { key: string; uploadId: string; initiatedAt?: number }>();
  for (const file of files) {
    const parts = file.name.slice(folder.length).split('/');
    if (parts.length < 3) continue;
    const uploadId = parts.at(-2) ?? '';
    const key = parts.slice(0, -2).join('/');
    const created = Date.parse(file.metadata.timeCreated ?? '');
    const known = uploads.get(`${key}/${uploadId}`);
    const initiatedAt = Math.min(known?.initiatedAt ?? Infinity, created);
    uploads.set(`${key}/${uploadId}`, {
      key,
      uploadId,
      ...(Number.isFinite(initiatedAt) ? { initiatedAt } : {}),
    });
  }
  return [...uploads.values()];
}

export async function abortGcsPendingUpload(where: GcsRoot, upload: PendingUpload): Promise<void> {
  const prefix = `${where.root}${PARTS_FOLDER}/${upload.key}/${upload.uploadId}/`;
  const [files] = await where.bucket.getFiles({ prefix });
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
}
