import type { Clock } from '../base/clock.js';
import { formatDuration } from '../base/duration.js';
import type { Logger } from '../base/log.js';
import { readRunManifest } from '../records/run-manifest.js';
import type { Store } from '../store/store.js';

export interface AwaitSealParams {
  readonly store: Store;
  readonly lineage: string;
  /** The run this one continues. */
  readonly runId: string;
  readonly timeoutMs: number;
  readonly pollMs: number;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Waits, within a bound, until the run being continued has sealed its
 * manifest: a restart may start while the old VM is still uploading its
 * last checkpoint, and restoring before that would resume from an older
 * one. True when it sealed (or never started); false when the wait ran out
 * and the restore takes what is durable so far.
 */
export async function awaitSeal(params: AwaitSealParams): Promise<boolean> {
  const { store, lineage, runId, clock, logger } = params;
  const started = clock.now();
  let told = false;
  for (;;) {
    const manifest = await readRunManifest(store, lineage, runId);
    if (manifest === undefined || typeof manifest === 'string' || manifest.state !== 'running') {
      return true;
    }
    const waited = clock.now() - started;
    if (waited >= params.timeoutMs) {
      logger.warning(
        `run ${runId} has not sealed its outputs after ${formatDuration(waited)}; restoring what is durable`,
      );
      return false;
    }
    if (!told) {
      logger.info(
        `run ${runId} is still saving its outputs; waiting up to ${formatDuration(params.timeoutMs)} for it to finish`,
      );
      told = true;
    }
    await clock.sleep(Math.min(params.pollMs, params.timeoutMs - waited));
  }
}
