import { describeError } from '../base/errors.js';
import type { GitHubApi } from '../github/github-api.js';
import { listRunners } from '../github/runners.js';
import type { Logger } from '../base/log.js';
import type { RemovalFailure } from './removal-failure.js';
import { attemptRemoval, deregistering } from './removal.js';

interface Left {
  readonly name: string;
  readonly because: string;
}

export interface RunRunnersCleanup {
  readonly label: string;
  readonly removed: readonly string[];
  /** Listed, then gone by the time it was removed: an ephemeral runner leaves after its job. */
  readonly gone: readonly string[];
  /** Runners with the label left registered, and why. */
  readonly left: readonly Left[];
  readonly failures: readonly RemovalFailure[];
}

/**
 * The run's label itself (one VM) or a gang node's `<label>-<node>`. The
 * node follows a '-', so attempt 1's node 0 (`spot-train-5-1-0`) is taken
 * and attempt 10's label (`spot-train-5-10`) is not.
 */
export function isRunLabel(carried: string, label: string): boolean {
  if (carried === label) return true;
  const node = carried.startsWith(`${label}-`) ? carried.slice(label.length + 1) : '';
  return /^\d+$/.test(node);
}

/**
 * Deregisters every runner that carries the run's label, or a gang node's
 * label. A busy one is left alone: it is running a job, and removing it would fail that job.
 * A failed removal is reported and the others are still removed.
 */
export async function removeRunRunners(params: {
  readonly api: GitHubApi;
  readonly repo: { readonly owner: string; readonly repo: string };
  readonly label: string;
  readonly logger: Logger;
}): Promise<RunRunnersCleanup> {
  const { api, repo, label, logger } = params;
  const done = { label, removed: [] as string[], gone: [] as string[], left: [] as Left[] };
  const failures: RemovalFailure[] = [];
  let runners;
  try {
    runners = (await listRunners(api, repo)).filter((runner) =>
      runner.labels.some((carried) => isRunLabel(carried, label)),
    );
  } catch (error) {
    logger.error(`could not list the runners to remove ${label}'s: ${describeError(error)}`);
    return {
      ...done,
      failures: [{ what: `runners labelled ${label}`, why: describeError(error) }],
    };
  }
  for (const runner of runners) {
    if (runner.busy) {
      done.left.push({ name: runner.name, because: 'busy with a job' });
      logger.info(`left runner ${runner.name}: busy with a job`);
      continue;
    }
    const outcome = await attemptRemoval(deregistering(api, repo, runner), logger);
    if (typeof outcome === 'object') {
      failures.push(outcome);
      continue;
    }
    done[outcome].push(runner.name);
    logger.info(`${outcome === 'removed' ? 'removed' : 'already gone:'} runner ${runner.name}`);
  }
  return { ...done, failures };
}
