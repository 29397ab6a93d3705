import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { claimKey, isValidId, nodeOfFolder } from '../store/layout.js';
import type { PendingUpload, Store } from '../store/store.js';

/**
 * No live uploader holds one upload open this long (a day moves terabytes
 * at checkpoint speeds), so one this old, anywhere in the store, was cut off.
 */
const ANY_UPLOAD_AFTER_MS = 24 * 60 * 60_000;

export interface AbandonedUploadsParams {
  readonly store: Store;
  /** The run starting now: its own uploads are never touched. */
  readonly lineage: string;
  readonly runId: string;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Aborts the multipart uploads that processes killed mid-upload left (their
 * parts are billed until then). An earlier run of this lineage whose restart
 * was claimed is over: it claims only once its uploads are done, and a
 * fallback claim comes only after its job ended. Other runs, possibly live,
 * lose only uploads older than a day. Never throws: this is housekeeping,
 * run alongside the restore, and must not cost a run its start.
 */
export async function abortAbandonedUploads(params: AbandonedUploadsParams): Promise<void> {
  const { store, logger } = params;
  if (!store.listPendingUploads || !store.abortPendingUpload) return;
  let pending: PendingUpload[];
  try {
    pending = await store.listPendingUploads('');
  } catch (error) {
    logger.info(
      `could not list unfinished multipart uploads (${describeError(error)}); parts of uploads cut off by a kill stay until a lifecycle rule of the bucket removes them`,
    );
    return;
  }
  const finished = new Map<string, Promise<boolean>>();
  const aborted: string[] = [];
  for (const upload of pending) {
    try {
      if (!(await isAbandoned(params, upload, finished))) continue;
      await store.abortPendingUpload(upload);
      aborted.push(upload.key);
    } catch (error) {
      logger.warning(`could not abort an unfinished upload: ${describeError(error)}`);
    }
  }
  if (aborted.length > 0)
    logger.info(
      `aborted ${aborted.length} unfinished multipart upload(s) that killed runs left: ${aborted.join(', ')}`,
    );
}

async function isAbandoned(
  params: AbandonedUploadsParams,
  upload: PendingUpload,
  finished: Map<string, Promise<boolean>>,
): Promise<boolean> {
  const [lineage = '', runId = '', area = '', nodeArea] = upload.key.split('/');
  // Only what spot-train writes: a bucket may hold other programs' uploads.
  // A gang's node writes under node-<i>/files/; its other nodes are the same run.
  const files = area === 'files' || (nodeOfFolder(area) !== undefined && nodeArea === 'files');
  if (!files || !isValidId(lineage) || !isValidId(runId)) return false;
  if (lineage === params.lineage && runId === params.runId) return false;
  const age = upload.initiatedAt === undefined ? 0 : params.clock.now() - upload.initiatedAt;
  if (age >= ANY_UPLOAD_AFTER_MS) return true;
  if (lineage !== params.lineage) return false;
  let claimed = finished.get(runId);
  if (!claimed) {
    claimed = params.store.readText(claimKey(lineage, runId)).then((text) => text !== undefined);
    finished.set(runId, claimed);
  }
  return claimed;
}
