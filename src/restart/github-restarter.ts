import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { Store } from '../store/store.js';
import type { RestartDispatcher } from './dispatcher.js';
import type { Restarter } from './if-due.js';
import { restartOnce } from './once.js';

export interface GitHubRestarterParams {
  readonly dispatcher: RestartDispatcher;
  readonly store: Store;
  readonly lineage: string;
  /** The run being continued. */
  readonly runId: string;
  /** Who claims: the supervisor on the VM, or the finalize job on a hosted runner. */
  readonly by: 'supervisor' | 'finalize';
  /** Until when GitHub is tried (epoch ms), asked when the restart starts. */
  readonly until: () => number;
  /** A claim never dispatched is taken over once this old (the lineage's last chance only). */
  readonly takeOverAfterMs?: number;
  /** Who tries again when this dispatch fails; unset: the caller reports the failure. */
  readonly fallback?: string;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The one way a lineage continues through GitHub: claim the restart in the
 * store, dispatch the workflow again, record it. The supervisor (while its
 * VM lives) and the finalize job (after it) differ only in who claims, until
 * when they try, and whether they may take over an abandoned claim.
 */
export function githubRestarter(params: GitHubRestarterParams): Restarter {
  const { dispatcher, lineage, runId, logger } = params;
  return {
    restart: async () => {
      const outcome = await restartOnce({
        store: params.store,
        lineage,
        runId,
        by: params.by,
        dispatch: () => dispatcher.dispatch(runId, params.until()),
        ...(params.takeOverAfterMs === undefined
          ? {}
          : { takeOverAfterMs: params.takeOverAfterMs }),
        clock: params.clock,
        logger,
      });
      if (outcome.kind === 'dispatched') {
        const { runId: next, url } = outcome.run;
        logger.notice(
          next
            ? `dispatched run ${next} to continue lineage ${lineage}${url ? `: ${url}` : ''}`
            : `dispatched a new run of ${dispatcher.workflow.path} to continue lineage ${lineage}`,
        );
      } else if (outcome.kind === 'failed' && params.fallback) {
        logger.error(`could not dispatch the restart: ${outcome.error}; ${params.fallback}`);
      }
      return outcome;
    },
  };
}
