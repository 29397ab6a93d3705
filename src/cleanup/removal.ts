import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { Cloud, InstanceRef } from '../clouds/cloud.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RepoRef } from '../github/run-context.js';
import { deleteRunner } from '../github/runners.js';
import type { RemovalFailure } from './removal-failure.js';

/** One thing a cleanup removes: what it is, for the log, and how. */
export interface Removal {
  /** "VM i-0abc (us-east-1a)", "runner spot-train-1-1-ab12". */
  readonly what: string;
  /** What is done to it: a VM is terminated, a runner removed. */
  readonly verb: 'terminate' | 'remove';
  /** Resolves 'gone' when there was nothing left to remove. */
  readonly remove: () => Promise<'removed' | 'gone'>;
}

/** Where a VM is, for messages: its zone, else its region. */
export function vmName(instance: InstanceRef): string {
  const where = instance.zone ?? instance.region;
  return `VM ${instance.id}${where ? ` (${where})` : ''}`;
}

/** Terminating a VM: a cloud's terminate succeeds on one already gone. */
export function terminating(cloud: Pick<Cloud, 'terminate'>, instance: InstanceRef): Removal {
  return {
    what: vmName(instance),
    verb: 'terminate',
    remove: async () => {
      await cloud.terminate(instance);
      return 'removed';
    },
  };
}

/** Deregistering a runner: one already gone (an ephemeral runner after its job) is 'gone'. */
export function deregistering(
  api: GitHubApi,
  repo: RepoRef,
  runner: { readonly id: number; readonly name: string },
): Removal {
  return {
    what: `runner ${runner.name}`,
    verb: 'remove',
    remove: () => deleteRunner(api, repo, runner),
  };
}

/**
 * Carries out one removal, logging and returning a failure instead of
 * throwing: every cleanup (after a launch, after a run, the janitor's
 * sweep) goes on to the rest after one refusal.
 */
export async function attemptRemoval(
  removal: Removal,
  logger: Logger,
): Promise<'removed' | 'gone' | RemovalFailure> {
  try {
    return await removal.remove();
  } catch (error) {
    const why = describeError(error);
    logger.error(`could not ${removal.verb} ${removal.what}: ${why}`);
    return { what: removal.what, why };
  }
}
