import { UserError } from '../base/errors.js';
import { runKeyOf } from '../github/run-context.js';
import { HistoryRecorder } from '../history/recorder.js';
import type { LaunchingCloud } from '../clouds/cloud.js';
import { applyRestartPolicy, type RestartPlacement } from '../launch/restart-policy.js';
import { cloudPricesLoader } from '../clouds/load-cloud-prices.js';
import { planLadder, type LadderPlan } from '../placement/launch-plan.js';
import { recordRun } from '../records/run-record.js';
import { continuingRun } from '../restart/succession.js';
import type { LaunchSettings } from '../settings/launch.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import type { ModeDeps } from './mode-deps.js';

/** Where the launch goes, why on-demand if so, and where its history is recorded (with a store). */
export interface Placement {
  readonly onDemandOnly: boolean;
  readonly because?: string;
  readonly history?: HistoryRecorder;
  readonly store?: Store;
  /** The lineage this run belongs to, known once the run is recorded in the store. */
  readonly lineage?: string;
  /** A restart's lineage as its restart policy read it, so the deadline need not read it again. */
  readonly lineageRuns?: RestartPlacement['runs'];
}

/** Where the launch goes: the restart policy, then the ladder's order and market. */
export async function placeLaunch(
  settings: LaunchSettings,
  run: {
    readonly restartOf: string;
    readonly runId: string;
    readonly clouds: readonly LaunchingCloud[];
    /** A replacement joins its gang's run: no run of its own in the lineage, no restart policy. */
    readonly replacement: boolean;
  },
  deps: ModeDeps,
): Promise<Placement & { readonly plan: LadderPlan }> {
  const placed = run.replacement
    ? { onDemandOnly: false }
    : await restartPlacement(settings, run.restartOf, run.runId, deps);
  const plan = await planLadder({
    settings,
    clouds: run.clouds,
    store: placed.store,
    lineage: placed.lineage,
    ...(placed.store === undefined ? {} : { storeUrl: placed.store.url }),
    ...(placed.lineageRuns === undefined ? {} : { lineageRuns: placed.lineageRuns }),
    onDemandOnly: placed.onDemandOnly,
    clock: deps.clock,
    logger: deps.logger,
    sourceFor: cloudPricesLoader(settings.clouds),
  });
  const because = placed.because ?? plan.onDemandBecause;
  return { ...placed, plan, ...(because === undefined ? {} : { because }) };
}

/**
 * With the store: applies the restart policy of a restart (a duplicate
 * dispatch stops here), and records this run before any VM exists, so one
 * lost before its train step still keeps its place (and its count) in the
 * lineage.
 */
async function restartPlacement(
  settings: LaunchSettings,
  restartOf: string,
  runId: string,
  deps: ModeDeps,
): Promise<Placement> {
  const { logger, clock, context } = deps;
  if (!settings.store) return { onDemandOnly: false };
  const store = await openStore(settings.store.location, { ...settings.store.options, logger });
  let placement: Omit<Placement, 'history'> = { onDemandOnly: false };
  if (restartOf !== '') {
    const applied = await applyRestartPolicy({
      store,
      restartOf,
      workflowRunId: runId,
      policy: settings.policy,
      clock,
      logger,
    });
    if ('duplicateOf' in applied) {
      throw new UserError(
        `${continuingRun(applied.duplicateOf)} already continues run ${restartOf}; this run is a second dispatch of the same restart and launches nothing`,
      );
    }
    const { runs, ...rest } = applied;
    placement = { ...rest, lineageRuns: runs };
  }
  const restartFrom = restartOf === '' ? undefined : restartOf;
  const runKey = runKeyOf(context);
  const { identity } = await recordRun({ store, runKey, restartFrom, clock, logger });
  const history = new HistoryRecorder({
    store,
    lineage: identity.lineage,
    runId: runKey,
    clock,
    logger,
  });
  return { ...placement, history, store, lineage: identity.lineage };
}
