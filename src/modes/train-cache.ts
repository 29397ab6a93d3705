import { warmCacheSummary } from '../cache/cache-summary.js';
import { distSaveWorker, EarlySave, type SaveWorker } from '../cache/early-save.js';
import { readWarmRecord, warmRecordPath } from '../cache/warm-record.js';
import type { Outcome } from '../records/identity.js';
import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';

/** After training ended on its own, how long the summary waits for a save still under way. */
const SAVE_WAIT_MS = 10 * 60_000;

/** The train step's side of the warm caches: start the save, stop it, report it. */
export interface TrainCache {
  /** The trainer reported its first step: the setup steps have filled the caches. */
  readonly onFirstStep: () => void;
  /** A notice: the save stops at once, so the flush has the machine to itself. */
  readonly onNotice: () => void;
  /** The step fails: a save under way stops rather than keep the step alive. */
  readonly cancel: (why: string) => void;
  /** The summary section, once the attempt is over. */
  readonly summary: (outcome: Outcome) => Promise<string>;
}

const NONE: TrainCache = {
  onFirstStep: () => {},
  onNotice: () => {},
  cancel: () => {},
  summary: () => Promise.resolve(''),
};

/** Reads what this job's warm step left; without a warm step there is nothing to do. */
export async function trainCache(params: {
  readonly temp: string;
  readonly env: NodeJS.ProcessEnv;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Node 0 of a gang saves; the others restored the same key and would only race it. */
  readonly saves: boolean;
  readonly worker?: SaveWorker;
}): Promise<TrainCache> {
  // A cache is an optimisation: a record that cannot be read costs the save, never the training.
  const record = await readWarmRecord(warmRecordPath(params.temp)).catch((error: unknown) => {
    params.logger.warning(`the warm caches will not be saved: ${describeError(error)}`);
    return undefined;
  });
  if (!record) return NONE;
  if (!params.saves) {
    const report = { state: 'not-started', why: 'node 0 of the gang saves the caches' } as const;
    return { ...NONE, summary: () => Promise.resolve(warmCacheSummary(record, report)) };
  }
  const restore = record.restore;
  const save = new EarlySave({
    spec: record.spec,
    restoredExactKey: restore.state === 'restored' && restore.matchedKey === record.spec.key,
    temp: params.temp,
    worker: params.worker ?? distSaveWorker(),
    env: params.env,
    clock: params.clock,
    logger: params.logger,
  });
  let early = false;
  return {
    onFirstStep: () => {
      early = true;
      save.start();
    },
    onNotice: () => save.cancel('a preemption notice came first (checkpoints go first)'),
    cancel: (why) => save.cancel(why),
    summary: async (outcome) => {
      // A trainer that prints no steps still leaves its caches, when nothing hurries it.
      if (outcome === 'completed') save.start();
      return warmCacheSummary(record, await save.finish(SAVE_WAIT_MS), early);
    },
  };
}
