import type { Clock } from '../base/clock.js';
import { formatDuration } from '../base/duration.js';
import { claimSuccession } from '../restart/succession.js';
import { lineageOfIndex, runIndexKey } from '../store/layout.js';
import { readLineage, type LineageRun } from '../records/lineage.js';
import { lineageStartedAt } from './lineage-start.js';
import type { Store } from '../store/store.js';
import type { Logger } from '../base/log.js';

export interface RestartPolicy {
  /** Interruptions after which a restart asks for on-demand capacity; 0 never does. */
  readonly onDemandAfter: number;
  /** Least time from the end of an interrupted attempt to the next launch. */
  readonly backoffMs: number;
  /**
   * Time from the lineage's first run start after which a restart asks for
   * on-demand capacity (`on-demand-after-time`); 0 or unset never does.
   */
  readonly onDemandAfterMs?: number;
}

export interface RestartPlacement {
  /** The lineage has been interrupted `onDemandAfter` times or more: skip spot. */
  readonly onDemandOnly: boolean;
  readonly interruptions: number;
  /** The lineage's runs as read (before this run joins it), for the launch's deadline to reuse. */
  readonly runs: readonly LineageRun[];
  /** Why it is on-demand, for the log and the launch summary; set with onDemandOnly. */
  readonly because?: string;
}

/**
 * What a restarted run's launch does before it provisions anything: stop
 * if another run already continues the lineage, wait out restart-backoff
 * (on the hosted runner, where waiting is free), and count the lineage's
 * interruptions to decide whether spot is still worth trying.
 */
export async function applyRestartPolicy(params: {
  readonly store: Store;
  /** The run being continued (`_restart`). */
  readonly restartOf: string;
  readonly workflowRunId: string;
  readonly policy: RestartPolicy;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<RestartPlacement | { readonly duplicateOf: string }> {
  const { store, restartOf, clock, logger, policy } = params;
  const index = await store.readText(runIndexKey(restartOf));
  const lineage = (index === undefined ? '' : lineageOfIndex(index)) || restartOf;
  const succession = await claimSuccession(store, lineage, restartOf, params.workflowRunId, {
    clock,
    logger,
  });
  if (!succession.ok) return { duplicateOf: succession.successor };
  const runs = await readLineage(store, lineage);
  const manifests = runs.flatMap((run) => (typeof run.manifest === 'string' ? [] : [run.manifest]));
  // A hand-back to spot is the lineage's own choice, not an interruption on-demand-after counts.
  const interruptions = manifests.filter(
    (m) => m.state !== 'completed' && m.notice?.source !== 'hand-back',
  ).length;
  const prior = manifests.find((m) => m.runId === restartOf);
  if (prior && policy.backoffMs > 0) {
    const ended = Date.parse(prior.notice?.receivedAt ?? prior.updatedAt);
    const wait = ended + policy.backoffMs - clock.now();
    if (wait > 0) {
      logger.info(`restart-backoff: waiting ${formatDuration(wait)} before launching`);
      await clock.sleep(wait);
    }
  }
  const because =
    policy.onDemandAfter > 0 && interruptions >= policy.onDemandAfter
      ? `lineage ${lineage} has been interrupted ${interruptions} times (on-demand-after ${policy.onDemandAfter})`
      : await pastDeadline(params, lineage, runs);
  if (because === undefined) return { onDemandOnly: false, interruptions, runs };
  logger.info(`${because}: launching on-demand`);
  return { onDemandOnly: true, interruptions, runs, because };
}

/**
 * Why the lineage is past on-demand-after-time, or undefined when it is
 * not (or its start is not recorded anywhere: no deadline is guessed).
 */
async function pastDeadline(
  params: {
    readonly store: Store;
    readonly policy: RestartPolicy;
    readonly clock: Clock;
    readonly logger: Logger;
  },
  lineage: string,
  runs: readonly LineageRun[],
): Promise<string | undefined> {
  const limit = params.policy.onDemandAfterMs ?? 0;
  if (limit <= 0) return undefined;
  const started = await lineageStartedAt(params.store, lineage, runs);
  if (started === undefined) {
    params.logger.warning(
      `on-demand-after-time: the start of lineage ${lineage} is not recorded; launching as usual`,
    );
    return undefined;
  }
  const age = params.clock.now() - started;
  if (age < limit) return undefined;
  return `lineage ${lineage} started ${formatDuration(age)} ago (${new Date(started).toISOString()}), past on-demand-after-time ${formatDuration(limit)}`;
}
