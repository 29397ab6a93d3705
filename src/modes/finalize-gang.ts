import type { Clock } from '../base/clock.js';
import { sealGang } from '../checkpoints/gang-seal.js';
import type { Logger } from '../base/log.js';
import type { Manifest } from '../records/manifest.js';
import { UNSEALED_GANG } from '../records/run-manifest.js';
import type { Store } from '../store/store.js';

/**
 * A gang's run not sealed by its nodes: the train jobs are over, so any node
 * that never sealed is gone, and the run is what their manifests name.
 */
export async function sealGangRun(
  run: { readonly store: Store; readonly lineage: string; readonly runKey: string },
  manifest: Manifest,
  clock: Clock,
  logger: Logger,
): Promise<Manifest> {
  if (!manifest.gang || manifest.gang.sealedBy !== UNSEALED_GANG) return manifest;
  const report = await sealGang({
    store: run.store,
    lineage: run.lineage,
    runId: run.runKey,
    nodes: manifest.gang.nodes,
    by: 'finalize',
    nodesGone: true,
    until: clock.now() + 30_000,
    clock,
    logger,
  });
  if (report.sealed) return report.manifest;
  logger.warning(`could not seal the gang's run: ${report.reason}`);
  return manifest;
}
