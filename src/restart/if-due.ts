import type { Logger } from '../base/log.js';
import type { RestartDecision } from './decide.js';
import type { RestartReport } from './once.js';

/** How an entry continues a lineage once a restart is due: a dispatched run, or its next local attempt. */
export interface Restarter {
  restart(): Promise<RestartReport>;
}

/**
 * What a verdict comes to: the restart, when one is due and this run may
 * start it; otherwise why not. `restarter` is a reason when this run
 * starts no restart at all (restarts are off, no way to dispatch).
 */
export async function restartIfDue(
  verdict: RestartDecision,
  restarter: Restarter | string,
): Promise<RestartReport> {
  if (verdict.ground === 'max-restarts') return { kind: 'not-dispatched', reason: verdict.because };
  if (!verdict.restart) return { kind: 'not-needed', reason: verdict.because };
  if (typeof restarter === 'string') return { kind: 'not-dispatched', reason: restarter };
  return restarter.restart();
}

/** The action's word on a lineage that reached max-restarts: a warning annotation on the run. */
export function warnIfLineageEnds(verdict: RestartDecision, logger: Logger): void {
  if (verdict.ground === 'max-restarts') logger.warning(`no restart: ${verdict.because}`);
}
