import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { RunIdentity } from './identity.js';
import { manifestKey } from '../store/layout.js';
import { serializeManifest, type Manifest } from './manifest.js';
import { readRunManifest, runManifestOver } from './run-manifest.js';
import { resolveRun } from './run-identity.js';
import { createOnce } from '../store/create-once.js';
import { recordLineageEntry } from './lineage-index.js';
import type { Store } from '../store/store.js';

/**
 * Gives a run its place in its lineage before anything can restart it: the
 * run index (its lineage, the run it continues) and, unless its train step
 * already wrote one, a manifest in state `launched`. A VM lost before its
 * train step would otherwise leave nothing behind, and the run that
 * restarts it would start a new lineage from nothing, with its restart
 * count back at one. Called by launch (when it has the store) and by
 * finalize before it dispatches a restart.
 */
export async function recordRun(params: {
  readonly store: Store;
  readonly runKey: string;
  /** The run this one continues (`_restart`), if any. */
  readonly restartFrom: string | undefined;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<{ readonly identity: RunIdentity; readonly manifest: Manifest }> {
  const { store, runKey, clock, logger } = params;
  const { identity } = await resolveRun(store, runKey, params.restartFrom, logger, clock);
  // Before the record, as the train step enters a run before its first manifest.
  await recordLineageEntry(store, identity, clock);
  const key = manifestKey(identity.lineage, runKey);
  const now = new Date(clock.now()).toISOString();
  const record: Manifest = {
    format: 1,
    lineage: identity.lineage,
    runId: runKey,
    attempt: identity.attempt,
    state: 'launched',
    startedAt: now,
    updatedAt: now,
    files: [],
  };
  // Never over a manifest the train step wrote: it knows more. A gang's
  // nodes write their own; the run is then their union, whatever is here.
  const created = await createOnce(store, key, serializeManifest(record), { clock, logger });
  const parsed = created
    ? await runManifestOver(store, identity.lineage, runKey, record)
    : await readRunManifest(store, identity.lineage, runKey);
  if (typeof parsed === 'object') return { identity, manifest: parsed };
  if (typeof parsed === 'string' && !created)
    logger.warning(`the manifest of run ${runKey} is unusable: ${parsed}`);
  return { identity, manifest: record };
}
