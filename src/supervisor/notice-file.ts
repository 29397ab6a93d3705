import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { EarlyWarning, Notice } from '../notice/notice.js';

/**
 * The file a trainer can poll (SPOT_TRAIN_NOTICE_FILE) instead of, or as well
 * as, handling SIGINT. Renamed into place: a reader never sees half a JSON.
 */
export async function writeNoticeFile(path: string, notice: Notice): Promise<void> {
  const body = {
    source: notice.source,
    reason: notice.reason,
    received_at: new Date(notice.receivedAt).toISOString(),
    deadline: new Date(notice.deadline).toISOString(),
    deadline_epoch: notice.deadline / 1000,
    seconds_left: Math.max(0, Math.round((notice.deadline - notice.receivedAt) / 1000)),
  };
  await writeJsonAtomically(path, body);
}

/** SPOT_TRAIN_WARNING_FILE: a rebalance recommendation or the like; nothing is scheduled yet. */
export async function writeWarningFile(path: string, warning: EarlyWarning): Promise<void> {
  await writeJsonAtomically(path, {
    source: warning.source,
    kind: warning.kind,
    received_at: new Date(warning.receivedAt).toISOString(),
    detail: warning.detail,
  });
}

async function writeJsonAtomically(path: string, body: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(`${path}.partial`, `${JSON.stringify(body, null, 2)}\n`);
  await rename(`${path}.partial`, path);
}
