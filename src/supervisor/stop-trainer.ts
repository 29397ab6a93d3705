import type { Clock } from '../clock.js';
import { formatDuration } from '../config/duration.js';
import type { Logger } from '../log.js';

/** The part of a trainer that stopping needs; a fake in tests. */
export interface Stoppable {
  signalGroup(signal: NodeJS.Signals): boolean;
  groupAlive(): boolean;
}

export type Escalation = 'none' | 'SIGTERM' | 'SIGKILL';

export interface StopResult {
  readonly escalation: Escalation;
  /** Clock time of the first SIGTERM or SIGKILL, if it came to that. */
  readonly killedAt?: number;
}

export interface StopOptions {
  readonly deadline: number;
  /** Time kept back before the deadline for the final upload. */
  readonly reserveMs: number;
  /** How long SIGTERM gets before SIGKILL. */
  readonly killGraceMs: number;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Resolves when a person insists (a second Ctrl-C): skip to SIGKILL. */
  readonly hurry?: Promise<void>;
  readonly pollMs?: number;
}

/**
 * SIGINT first, so a Python trainer gets KeyboardInterrupt and saves; SIGTERM
 * when it has not finished by the deadline less the upload reserve; SIGKILL
 * after the kill grace. Each step waits for the whole process group.
 */
export async function stopTrainer(trainer: Stoppable, options: StopOptions): Promise<StopResult> {
  const { clock, logger } = options;
  if (!trainer.signalGroup('SIGINT')) return { escalation: 'none' };
  const saveBy = options.deadline - options.reserveMs;
  logger.info(`sent SIGINT to the trainer; it has ${formatDuration(Math.max(0, saveBy - clock.now()))} to save and exit`);
  if (await waitGone(trainer, saveBy, options)) return { escalation: 'none' };

  const killedAt = clock.now();
  logger.warning('the trainer is still running; sending SIGTERM');
  trainer.signalGroup('SIGTERM');
  if (await waitGone(trainer, clock.now() + options.killGraceMs, options)) return { escalation: 'SIGTERM', killedAt };

  logger.warning('the trainer ignored SIGTERM; sending SIGKILL');
  trainer.signalGroup('SIGKILL');
  await waitGone(trainer, clock.now() + 5000, { clock, ...(options.pollMs ? { pollMs: options.pollMs } : {}) });
  return { escalation: 'SIGKILL', killedAt };
}

/** True when the group is gone by `until`; false at `until` or when hurried. */
async function waitGone(
  trainer: Stoppable,
  until: number,
  options: Pick<StopOptions, 'clock' | 'hurry' | 'pollMs'>,
): Promise<boolean> {
  let hurried = false;
  void options.hurry?.then(() => {
    hurried = true;
  });
  const poll = options.pollMs ?? 50;
  while (trainer.groupAlive()) {
    if (hurried || options.clock.now() >= until) return false;
    await options.clock.sleep(Math.min(poll, Math.max(1, until - options.clock.now())));
  }
  return true;
}
