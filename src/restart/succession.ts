import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { createOnce, readCreated } from '../store/create-once.js';
import { successorKey } from '../store/layout.js';
import type { Store } from '../store/store.js';

/** Names the run that continues a lineage, for people; a record that names none says so. */
export function continuingRun(successor: string): string {
  return successor === '' ? 'another run (its record does not say which)' : `run ${successor}`;
}

/**
 * Makes this workflow run the one that continues `priorRunId`. A dispatch
 * whose answer was lost is retried, and GitHub may then have started two
 * runs; the first to get here continues the lineage and any other stops
 * before it launches or trains anything. A re-run of the same workflow run
 * (a later run attempt) is the same successor.
 */
export async function claimSuccession(
  store: Store,
  lineage: string,
  priorRunId: string,
  workflowRunId: string,
  options: { readonly clock: Clock; readonly logger: Logger },
): Promise<{ readonly ok: true } | { readonly ok: false; readonly successor: string }> {
  const key = successorKey(lineage, priorRunId);
  const named = (text: string) => text.trim() !== '';
  if (await createOnce(store, key, `${workflowRunId}\n`, { ...options, whole: named }))
    return { ok: true };
  const successor = (await readCreated(store, key, named))?.trim() ?? '';
  return successor === workflowRunId ? { ok: true } : { ok: false, successor };
}
