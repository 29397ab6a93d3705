import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { specForFile, type CacheSpec, type RestoreReport } from './cache-spec.js';

/**
 * What the warm step hands to the train step of the same job. A file under
 * RUNNER_TEMP, not the action's state: state goes only to the same step's
 * post, while RUNNER_TEMP belongs to the job (emptied between jobs), which
 * is exactly the reach wanted. The train step so takes no cache inputs of
 * its own, and cannot save under paths or a key other than those restored.
 */
export interface WarmRecord {
  readonly spec: CacheSpec;
  readonly restore: RestoreReport;
}

/** In the job's spot-train directory (RUNNER_TEMP/spot-train), where the train step keeps its own files. */
export function warmRecordPath(temp: string): string {
  return join(temp, 'warm-cache.json');
}

export async function writeWarmRecord(path: string, record: WarmRecord): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const written: WarmRecord = { ...record, spec: specForFile(record.spec) };
  await writeFile(`${path}.tmp`, JSON.stringify(written, null, 2));
  await rename(`${path}.tmp`, path);
}

/** The record of this job's warm step, or undefined when there was none. */
export async function readWarmRecord(path: string): Promise<WarmRecord | undefined> {
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const parsed = JSON.parse(text) as Partial<WarmRecord>;
  if (!parsed.spec?.key || !Array.isArray(parsed.spec.paths) || !parsed.restore) {
    throw new Error(`${path} is not a warm step's record`);
  }
  return parsed as WarmRecord;
}
