import type { Clock } from '../base/clock.js';
import { UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { findJoinRecord } from '../records/gang-join.js';
import type { RunIdentity } from '../records/identity.js';
import { walkLineage, type LineageRun } from '../records/lineage.js';
import { takeRunKey, type RunOwner } from '../records/run-owner.js';
import type { Manifest } from '../records/manifest.js';
import { readRunManifest } from '../records/run-manifest.js';
import type { GangSettings } from '../settings/gang.js';
import { gangStopKey } from '../store/layout.js';
import type { Store } from '../store/store.js';

/** A replacement's place in the gang it joins, or why the gang no longer needs it. */
export type ReplacementPlace =
  | {
      readonly identity: RunIdentity;
      /**
       * What it restores from: the gang's run as its nodes have uploaded it
       * so far, then the runs before it, read only as far as the restore
       * goes. The trainer then resumes from the newest step any rank holds
       * (the survivors' own disks are newer).
       */
      readonly restoreFrom: () => AsyncIterable<LineageRun>;
      /** The node whose seat it takes. */
      readonly replaces: number;
    }
  | { readonly unneeded: string };

/**
 * The gang's run manifest while the gang trains on; otherwise why it no
 * longer needs a replacement (its run ended, or a node recorded the gang's
 * stop). The launch asks first, so a gang that ended pays for no VM; the
 * train step asks again, for a gang that ended while the VM booted.
 */
export async function gangStillTraining(
  store: Store,
  lineage: string,
  gangRun: string,
): Promise<Manifest | string> {
  const manifest = await readRunManifest(store, lineage, gangRun);
  if (typeof manifest !== 'object')
    throw new UserError(
      `run ${gangRun} of lineage ${lineage} has no usable manifest in ${store.url}`,
    );
  if (manifest.state !== 'running')
    return `the gang's run ${gangRun} ended (${manifest.state}) before this replacement came`;
  if ((await store.readText(gangStopKey(lineage, gangRun))) !== undefined)
    return `the gang of run ${gangRun} stopped before this replacement came`;
  return manifest;
}

/**
 * Takes a replacement's place: the gang's run (its lineage, attempt and
 * rendezvous id), this node's id from node 0's request, checked against the
 * step's gang inputs. A gang that ended or stopped before the replacement
 * came needs it no longer: it then trains nothing and restarts nothing (the
 * gang's own nodes did what its end called for).
 */
export async function enterAsReplacement(params: {
  readonly store: Store;
  readonly gangRun: string;
  readonly node: number;
  readonly gang: GangSettings;
  readonly owner: RunOwner;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<ReplacementPlace> {
  const { store, gangRun, node, gang } = params;
  const { lineage, record } = await findJoinRecord(store, gangRun, node);
  if (record.seat !== gang.nodeRank || record.nodes !== gang.nodes)
    throw new UserError(
      `node-rank: replacement node ${node} takes seat ${record.seat} of a gang of ${record.nodes}, but this step has node-rank ${gang.nodeRank} and nodes ${gang.nodes}; pass the launch's outputs (ranks, nodes) as for the gang`,
    );
  const manifest = await gangStillTraining(store, lineage, gangRun);
  if (typeof manifest === 'string') return { unneeded: manifest };
  const identity: RunIdentity = {
    lineage,
    runId: gangRun,
    attempt: manifest.attempt,
    node: { index: node, count: gang.nodes, minNodes: record.minNodes },
  };
  await takeRunKey({ ...params, identity, owner: params.owner });
  params.logger.info(
    `replacement node ${node} in seat ${record.seat} of the gang of run ${gangRun} (attempt ${manifest.attempt} of lineage ${lineage}), for node ${record.replaces}: ${record.reason}`,
  );
  const gangRunSoFar: LineageRun = { runId: gangRun, manifest };
  return {
    identity,
    replaces: record.replaces,
    restoreFrom: async function* () {
      yield gangRunSoFar;
      yield* walkLineage(store, lineage, gangRun);
    },
  };
}
