import { randomBytes } from 'node:crypto';
import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { formatDuration } from '../base/duration.js';
import { claimRestart } from '../records/claim.js';
import type { Restarter } from './if-due.js';
import type { Store } from '../store/store.js';
import type { EndedAttempt } from './attempt-step.js';

/** What a chain run on this machine (`spot-train run`, `spot-train check`) restarts with. */
export interface LocalChain {
  readonly store: Store;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The local restart: the next attempt starts on this machine, so this
 * one's housekeeping and history end first; then the store's claim says
 * this process, and no other, continues the lineage.
 */
export function claimingRestarter(params: LocalChain, ended: EndedAttempt): Restarter {
  const { store, clock, logger } = params;
  const { lineage, runId } = ended.result.identity;
  return {
    restart: async () => {
      await settled(ended);
      const { attempt } = ended.result.identity;
      const durable = ended.result.noticeToDurableMs;
      logger.info(
        `restarting: attempt ${attempt + 1} starts as a fresh machine would` +
          (durable === undefined ? '' : ` (notice to durable: ${formatDuration(durable)})`),
      );
      const body = { by: 'local', claimedAt: new Date(clock.now()).toISOString() };
      try {
        if (await claimRestart(store, lineage, runId, body, { clock, logger }))
          return { kind: 'dispatched', run: {} };
        return { kind: 'claimed-elsewhere', claim: undefined };
      } catch (error) {
        return { kind: 'failed', error: describeError(error) };
      }
    },
  };
}

/** An attempt's housekeeping and history, done: the next attempt, or the process's end, may follow. */
export async function settled(ended: EndedAttempt): Promise<void> {
  await Promise.all([ended.tidied, ended.history.settled()]);
}

/** A local run's id: `local-`, the time, and a few random bytes. */
export function newRunId(clock: Clock): string {
  const stamp = new Date(clock.now())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `local-${stamp}-${randomBytes(3).toString('hex')}`;
}
