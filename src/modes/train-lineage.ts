import type { LineageRun } from '../records/lineage.js';
import { Output } from '../action/outputs.js';
import { requireRetentionSupport } from '../checkpoints/run-retention.js';
import { runKeyOf } from '../github/run-context.js';
import type { RunIdentity } from '../records/identity.js';
import { joinLineage } from '../restart/join-lineage.js';
import { Input } from '../settings/input-names.js';
import type { TrainSettings } from '../settings/train.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import type { ModeDeps } from './mode-deps.js';
import { enterAsReplacement } from './train-replacement.js';

/**
 * Opens the store and takes this run's place in its lineage (a
 * replacement's: in its gang's run), with the outputs that say which.
 */
export async function enterLineage(
  settings: TrainSettings,
  deps: ModeDeps,
): Promise<
  | {
      store: Store;
      identity: RunIdentity;
      restoreFrom?: () => AsyncIterable<LineageRun>;
      /** A replacement's: the node whose seat it takes. */
      replaces?: number;
    }
  | { unneeded: string }
> {
  const { context, logger, clock } = deps;
  const store = await openStore(settings.store.location, { ...settings.store.options, logger });
  requireRetentionSupport(store, settings.attempt.retention, Input.retention);
  const owner = { job: context.job ?? '?', runner: context.runnerName ?? '?' };
  if (settings.replacement !== undefined && settings.restartFrom !== undefined) {
    const place = await enterAsReplacement({
      store,
      gangRun: settings.restartFrom,
      node: settings.replacement,
      gang: settings.gang,
      owner: { ...owner, since: new Date(clock.now()).toISOString() },
      clock,
      logger,
    });
    if ('unneeded' in place) return place;
    setLineageOutputs(deps, place.identity);
    return { store, ...place };
  }
  const runKey = runKeyOf(context);
  const { gang } = settings;
  const { identity } = await joinLineage({
    store,
    runKey,
    workflowRunId: context.runId || runKey,
    restartFrom: settings.restartFrom,
    node:
      gang.nodes > 1
        ? {
            index: gang.nodeRank,
            count: gang.nodes,
            ...(gang.minNodes === undefined ? {} : { minNodes: gang.minNodes }),
          }
        : undefined,
    maxRestarts: settings.attempt.maxRestarts,
    sealTimeoutMs: settings.sealTimeoutMs,
    owner,
    clock,
    logger,
  });
  setLineageOutputs(deps, identity);
  logger.info(
    `attempt ${identity.attempt} of lineage ${identity.lineage}` +
      (settings.restartFrom ? `, continuing run ${settings.restartFrom}` : ', a new lineage') +
      `; outputs go to ${store.url}`,
  );
  return { store, identity };
}

function setLineageOutputs(deps: ModeDeps, identity: RunIdentity): void {
  deps.setOutput(Output.attempt, String(identity.attempt));
  deps.setOutput(Output.lineage, identity.lineage);
  deps.setOutput(Output.runKey, identity.runId);
}
