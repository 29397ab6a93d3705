import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { sealGang, type GangSealReport } from '../checkpoints/gang-seal.js';
import type { GangChannel } from '../notice/gang/channel.js';
import type { RunIdentity } from '../records/identity.js';
import type { Store } from '../store/store.js';
import type { AttemptResult } from '../supervisor/attempt-types.js';

/** A node waits at most this long (or to the notice's deadline) for the others to seal, before leaving the gang's seal to finalize. */
const GANG_SEAL_WAIT_MS = 60_000;

/** Tells the others how this node ended, and seals the gang's run if this is its last node. */
export async function leaveGang(
  channel: GangChannel,
  result: AttemptResult,
  params: {
    store: Store;
    identity: RunIdentity;
    lost: ReadonlySet<number>;
    /** This node left an elastic gang: the others seal the run, much later. */
    left: boolean;
    clock: Clock;
    logger: Logger;
  },
): Promise<GangSealReport | undefined> {
  const { store, identity, clock, logger } = params;
  channel.announceDone(result.outcome);
  if (!identity.node || !result.seal.sealed) return undefined;
  const until =
    params.lost.size > 0 || params.left
      ? clock.now()
      : Math.min(result.notice?.deadline ?? Infinity, clock.now() + GANG_SEAL_WAIT_MS);
  const report = await sealGang({
    store,
    lineage: identity.lineage,
    runId: identity.runId,
    nodes: identity.node.count,
    by: `node ${identity.node.index}`,
    nodesGone: false,
    until,
    clock,
    logger,
  });
  if (!report.sealed)
    logger.info(
      `the gang's run is not sealed yet (${report.reason}); its last node or finalize seals it`,
    );
  return report;
}
