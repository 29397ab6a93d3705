import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { createOnce, readCreated } from '../store/create-once.js';
import { lineageCheckKey } from '../store/layout.js';
import type { Store } from '../store/store.js';

/**
 * The lineage's check run on GitHub: created once, by whichever run of the
 * lineage first could (its first train step, as a rule), and then only
 * updated. Every later run finds it here, since a restart may run on a newer
 * commit than the one the check lives on.
 */
export interface LineageCheckRecord {
  readonly checkRunId: number;
  /** The commit the check lives on: the one the creating run ran on. */
  readonly headSha: string;
  readonly name: string;
  /** The run that created it. */
  readonly createdBy: string;
  readonly createdAt: string;
}

/** The lineage's check, when a run recorded one. */
export async function readLineageCheck(
  store: Store,
  lineage: string,
): Promise<LineageCheckRecord | undefined> {
  const text = await readCreated(store, lineageCheckKey(lineage), isRecord);
  return text === undefined ? undefined : parse(text);
}

/**
 * Records `record` as the lineage's check unless another run recorded one
 * first; returns the record that holds, this one or the other.
 */
export async function recordLineageCheck(
  store: Store,
  lineage: string,
  record: LineageCheckRecord,
  options: { readonly clock: Clock; readonly logger: Logger },
): Promise<LineageCheckRecord> {
  const text = `${JSON.stringify(record)}\n`;
  const key = lineageCheckKey(lineage);
  if (await createOnce(store, key, text, { ...options, whole: isRecord })) return record;
  return (await readLineageCheck(store, lineage)) ?? record;
}

function isRecord(text: string): boolean {
  return parse(text) !== undefined;
}

function parse(text: string): LineageCheckRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<LineageCheckRecord> | null;
    if (
      typeof value?.checkRunId !== 'number' ||
      typeof value.headSha !== 'string' ||
      typeof value.name !== 'string'
    ) {
      return undefined;
    }
    return {
      checkRunId: value.checkRunId,
      headSha: value.headSha,
      name: value.name,
      createdBy: typeof value.createdBy === 'string' ? value.createdBy : '',
      createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
    };
  } catch {
    return undefined;
  }
}
