import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { untilDeadline, withRetry } from '../base/retry.js';
import { gangMembers, gangUnion, hasSealed, isGangFinal } from '../records/gang-manifest.js';
import { manifestKey } from '../store/layout.js';
import { serializeManifest, type Manifest } from '../records/manifest.js';
import { readNodeManifests } from '../records/run-manifest.js';
import type { Store } from '../store/store.js';

export interface GangSealParams {
  readonly store: Store;
  readonly lineage: string;
  readonly runId: string;
  readonly nodes: number;
  /** `node <i>` or `finalize`. */
  readonly by: string;
  /** Finalize: nodes that never sealed are gone; seal with what their manifests name. */
  readonly nodesGone: boolean;
  /** Stop waiting for the other nodes (and retrying the write) at this clock time. */
  readonly until: number;
  readonly pollMs?: number;
  readonly clock: Clock;
  readonly logger: Logger;
}

export type GangSealReport =
  | { readonly sealed: true; readonly manifest: Manifest }
  | { readonly sealed: false; readonly reason: string };

/**
 * Seals a gang's run: once every node has sealed its own manifest, the run's
 * manifest becomes their union. Every node tries after its own seal and the
 * last one to finish finds them all (writing the same union twice is
 * harmless); finalize seals for nodes that are gone. Two nodes that uploaded
 * one path with different content are an error naming both. Never throws:
 * a seal that cannot be made is left to the next node or to finalize.
 */
export async function sealGang(params: GangSealParams): Promise<GangSealReport> {
  const { store, lineage, runId, nodes, clock, logger } = params;
  let members: (Manifest | undefined)[];
  for (;;) {
    try {
      members = await readNodeManifests(store, lineage, runId);
    } catch (error) {
      return {
        sealed: false,
        reason: `the nodes' manifests could not be read: ${describeError(error)}`,
      };
    }
    if (params.nodesGone || isGangFinal(members, nodes)) break;
    if (clock.now() >= params.until) {
      const waiting = unsealedNodes(members, nodes);
      return { sealed: false, reason: `node ${waiting.join(', ')} had not sealed yet` };
    }
    await clock.sleep(Math.min(params.pollMs ?? 1000, Math.max(1, params.until - clock.now())));
  }
  const manifest = gangUnion({
    lineage,
    runId,
    nodes,
    members,
    sealedBy: params.by,
    nodesGone: params.nodesGone,
    now: new Date(clock.now()).toISOString(),
  });
  try {
    await withRetry(
      () => store.writeText(manifestKey(lineage, runId), serializeManifest(manifest)),
      {
        clock,
        policy: untilDeadline,
        until: Math.max(params.until, clock.now() + 10_000),
      },
    );
  } catch (error) {
    return {
      sealed: false,
      reason: `the gang's manifest could not be written: ${describeError(error)}`,
    };
  }
  reportSeal(manifest, params, logger);
  return { sealed: true, manifest };
}

function unsealedNodes(members: readonly (Manifest | undefined)[], nodes: number): number[] {
  return gangMembers(members, nodes).filter((node) => !hasSealed(members[node]));
}

function reportSeal(manifest: Manifest, params: GangSealParams, logger: Logger): void {
  const gang = manifest.gang;
  const missing =
    gang?.members.filter((member) => member.state === 'missing' || member.state === 'running') ??
    [];
  logger.info(
    `sealed the gang's run ${params.runId} (${manifest.state}): ${manifest.files.length} files from ${gang?.members.length ?? params.nodes} nodes` +
      (missing.length > 0
        ? `; node ${missing.map((m) => m.node).join(', ')} never sealed, so what they saved before is what counts`
        : ''),
  );
  for (const conflict of gang?.conflicts ?? []) {
    logger.error(
      `${conflict.path} was uploaded by node ${conflict.nodes.join(' and node ')} with different content; the restore takes node ${conflict.nodes[0]}'s copy. Write per-rank files under different names (e.g. include the rank).`,
    );
  }
}
