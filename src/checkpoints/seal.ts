import type { Clock } from '../base/clock.js';
import { formatDuration } from '../base/duration.js';
import { describeError } from '../base/errors.js';
import { inGroup, type Logger } from '../base/log.js';
import type { Notice } from '../notice/notice.js';
import type { LiveSync } from './live-sync.js';
import type { NotSavedFile } from '../records/manifest.js';
import type { ManifestWriter } from './manifest-writer.js';
import type { Outcome } from '../records/identity.js';

export interface SealRequest {
  readonly outcome: Outcome;
  readonly exitCode: number | null;
  readonly notice?: Notice;
  /** No upload or manifest write starts after this clock time. */
  readonly until: number;
}

export interface SealReport {
  /** The final manifest reached the store. */
  readonly sealed: boolean;
  /** Files the trainer wrote that are not durable, with why: never reported as saved. */
  readonly notSaved: readonly NotSavedFile[];
  readonly sealedAt: number;
  /** Why the seal failed, when it did. */
  readonly error?: string;
}

/**
 * Time kept back from the final uploads for writing the manifest: a file
 * uploaded but never named by a manifest is not durable, so the last write
 * must get its chance. A manifest is a few KiB; 3 s covers several tries.
 */
const MANIFEST_RESERVE_MS = 3000;

/**
 * Ends a session: final uploads retried until the deadline, then the
 * manifest sealed with the outcome and the files that could not be saved.
 * What it logs is what the store holds: "durable" only when it is.
 */
export function sealSession(
  parts: { readonly sync: LiveSync; readonly manifest: ManifestWriter; readonly clock: Clock },
  logger: Logger,
  request: SealRequest,
): Promise<SealReport> {
  return inGroup(logger, 'Uploading the last outputs and sealing the run', () =>
    flushAndSeal(parts, logger, request),
  );
}

async function flushAndSeal(
  parts: { readonly sync: LiveSync; readonly manifest: ManifestWriter; readonly clock: Clock },
  logger: Logger,
  request: SealRequest,
): Promise<SealReport> {
  const { sync, manifest, clock } = parts;
  await sync.flush(Math.max(clock.now(), request.until - MANIFEST_RESERVE_MS));
  const notSaved = await sync.notSaved();
  const { notice } = request;
  manifest.update({
    state: request.outcome,
    exitCode: request.exitCode,
    ...(notice
      ? {
          notice: {
            source: notice.source,
            reason: notice.reason,
            receivedAt: new Date(notice.receivedAt).toISOString(),
            deadline: new Date(notice.deadline).toISOString(),
            ...(notice.userRequested ? { userRequested: true } : {}),
            ...(notSaved.length === 0 ? { durableAt: new Date(clock.now()).toISOString() } : {}),
          },
        }
      : {}),
    ...(notSaved.length > 0 ? { notSaved } : {}),
  });
  try {
    await manifest.persist(request.until);
  } catch (error) {
    return reportUnsealed(manifest, notSaved, describeError(error), clock, logger);
  }
  const sealedAt = clock.now();
  reportSealed(notSaved, notice, sealedAt, logger);
  return { sealed: true, notSaved, sealedAt };
}

function reportSealed(
  notSaved: readonly NotSavedFile[],
  notice: Notice | undefined,
  sealedAt: number,
  logger: Logger,
): void {
  if (notSaved.length > 0) {
    logger.error(
      `NOT saved: ${notSaved.length} file(s) the trainer wrote did not reach the store: ` +
        notSaved.map((file) => `${file.path} (${file.reason})`).join('; '),
    );
  } else if (notice) {
    const margin = notice.deadline - sealedAt;
    logger.info(
      `everything saved is durable ${formatDuration(sealedAt - notice.receivedAt)} after the notice` +
        (margin >= 0
          ? `, ${formatDuration(margin)} before the deadline`
          : `, ${formatDuration(-margin)} AFTER the deadline`),
    );
  }
}

/**
 * The final manifest never reached the store: what is durable is what the
 * last manifest written names, and everything recorded since is not saved.
 */
function reportUnsealed(
  manifest: ManifestWriter,
  notSaved: readonly NotSavedFile[],
  error: string,
  clock: Clock,
  logger: Logger,
): SealReport {
  const written = new Map(manifest.lastWritten?.files.map((file) => [file.path, file.key]));
  const unrecorded = manifest
    .current()
    .files.filter((file) => written.get(file.path) !== file.key)
    .map((file) => ({ path: file.path, reason: `its manifest could not be written (${error})` }));
  const all = [...notSaved, ...unrecorded];
  logger.error(
    `could not seal the run's manifest: ${error}. A restore takes what the last manifest written names` +
      (manifest.lastWritten ? ` (at ${manifest.lastWritten.updatedAt})` : '') +
      (all.length > 0 ? `; NOT saved: ${all.map((file) => file.path).join(', ')}` : ''),
  );
  return { sealed: false, notSaved: all, sealedAt: clock.now(), error };
}
