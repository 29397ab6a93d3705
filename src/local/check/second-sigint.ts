import type { Clock } from '../../base/clock.js';
import type { Logger } from '../../base/log.js';
import { processGroupAlive, signalProcessGroup } from '../../supervisor/process-group.js';
import type { OutputsActivity } from './outputs-activity.js';

/** A trainer that writes nothing this long after its SIGINT gets the second one anyway. */
const QUIET_MS = 2000;

export interface SecondSigint {
  readonly at: number;
  /** What it was timed by: "while out/ckpt.pt was being written", "2 s after the first". */
  readonly trigger: string;
}

/**
 * A second SIGINT while the trainer saves, as a person pressing Ctrl-C
 * twice, a launcher passing on a repeated notice or a runner's cancel
 * would send: a trainer whose save dies of it loses the save.
 */
export async function secondSigint(
  pgid: number,
  firstAt: number,
  activity: OutputsActivity,
  clock: Clock,
  logger: Logger,
): Promise<SecondSigint | undefined> {
  const quiet = clock.sleep(QUIET_MS).then(() => `${QUIET_MS / 1000} s after the first`);
  const trigger = await Promise.race([
    activity.nextWrite(firstAt).then(({ path }) => `while ${path} was being written`),
    quiet,
  ]);
  if (pgid <= 0 || !processGroupAlive(pgid)) return undefined;
  logger.info(`check: a second SIGINT to the trainer, ${trigger}`);
  signalProcessGroup(pgid, 'SIGINT');
  return { at: clock.now(), trigger };
}
