import type { Clock } from '../base/clock.js';
import { formatDuration } from '../base/duration.js';
import type { Logger } from '../base/log.js';
import { PLAIN_INTERRUPTION, type Interruption } from './interrupt-group.js';
import type { Withdrawing } from './withdrawal.js';
import type { DepartedAgent } from './rendezvous-leave.js';

/** The part of a trainer that stopping needs; a fake in tests. */
export interface Stoppable {
  signalGroup(signal: NodeJS.Signals): boolean;
  groupAlive(): boolean;
  /**
   * The first step, asking the trainer to save (see interruptGroup);
   * undefined when the group is gone. Without it, SIGINT to the whole group.
   */
  interrupt?(): Interruption | undefined;
}

export type Escalation = 'none' | 'SIGTERM' | 'SIGKILL';

export interface StopResult {
  readonly escalation: Escalation;
  /** Clock time of the first SIGTERM or SIGKILL, if it came to that. */
  readonly killedAt?: number;
  /** Torchrun agents ended because this node leaves an elastic gang, gone now. */
  readonly departed?: readonly DepartedAgent[];
}

export interface StopOptions {
  readonly deadline: number;
  /** Time kept back before the deadline for the final upload. */
  readonly reserveMs: number;
  /** How long SIGTERM gets before SIGKILL. */
  readonly killGraceMs: number;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Called when SIGTERM is sent: files written from then on may be torn. */
  readonly onKill?: (at: number) => void;
  /** Resolves when a person insists (a second Ctrl-C): skip to SIGKILL. */
  readonly hurry?: Promise<void>;
  readonly pollMs?: number;
  /**
   * Called with the agents that will be ended (this node leaves an elastic
   * gang), as the stop begins; returns the rendezvous to ask when they were
   * frozen between rounds.
   */
  readonly onDeparting?: (agents: readonly DepartedAgent[]) => Withdrawing | undefined;
}

/**
 * SIGINT first, so a Python trainer gets KeyboardInterrupt and saves; SIGTERM
 * when it has not finished in time; SIGKILL after the kill grace, so the
 * final upload still has its reserve before the deadline. Each step waits
 * for the whole process group. Torchrun agents the first step froze are
 * resumed once their workers are gone, and on every way out.
 */
export async function stopTrainer(trainer: Stoppable, options: StopOptions): Promise<StopResult> {
  const interruption = trainer.interrupt
    ? trainer.interrupt()
    : trainer.signalGroup('SIGINT')
      ? PLAIN_INTERRUPTION
      : undefined;
  if (!interruption) return { escalation: 'none' };
  if (interruption.departing.length > 0) {
    const rendezvous = options.onDeparting?.(interruption.departing);
    if (rendezvous) interruption.withdrawWith?.(rendezvous);
  }
  try {
    const stopped = await escalate(trainer, interruption, options);
    const { departing } = interruption;
    return departing.length > 0 ? { ...stopped, departed: departing } : stopped;
  } finally {
    interruption.release();
  }
}

async function escalate(
  trainer: Stoppable,
  interruption: Interruption,
  options: StopOptions,
): Promise<StopResult> {
  const { clock, logger } = options;
  const now = clock.now();
  const { reserveMs, killGraceMs } = fitToNotice(
    options.deadline - now,
    options.reserveMs,
    options.killGraceMs,
  );
  const saveBy = options.deadline - reserveMs - killGraceMs;
  logger.info(
    `${interruption.summary}; it has ${formatDuration(Math.max(0, saveBy - now))} to save and exit`,
  );
  const resume = (): void => {
    const resumed = interruption.resumeIfDone();
    if (resumed) logger.info(resumed);
  };
  if (await waitGone(trainer, saveBy, { ...options, onPoll: resume }))
    return { escalation: 'none' };

  const killedAt = clock.now();
  options.onKill?.(killedAt);
  logger.warning('the trainer is still running; sending SIGTERM');
  trainer.signalGroup('SIGTERM');
  // A frozen agent acts on the SIGTERM once resumed, and is SIGKILLed with the rest if not.
  interruption.release();
  if (await waitGone(trainer, clock.now() + killGraceMs, options))
    return { escalation: 'SIGTERM', killedAt };

  logger.warning('the trainer ignored SIGTERM; sending SIGKILL');
  trainer.signalGroup('SIGKILL');
  await waitGone(trainer, clock.now() + 5000, {
    clock,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
  return { escalation: 'SIGKILL', killedAt };
}

/**
 * The upload reserve and kill grace are set for a 2-minute AWS notice. On a
 * short notice (GCP and Azure give about 30 s) they would leave the trainer
 * no time to save, so together they never take more than half the notice.
 */
export function fitToNotice(
  noticeMs: number,
  reserveMs: number,
  killGraceMs: number,
): { reserveMs: number; killGraceMs: number } {
  const budget = Math.max(0, noticeMs) / 2;
  const wanted = reserveMs + killGraceMs;
  if (wanted <= budget || wanted === 0) return { reserveMs, killGraceMs };
  const scale = budget / wanted;
  return { reserveMs: Math.floor(reserveMs * scale), killGraceMs: Math.floor(killGraceMs * scale) };
}

/** True when the group is gone by `until`; false at `until` or when hurried. */
async function waitGone(
  trainer: Stoppable,
  until: number,
  options: Pick<StopOptions, 'clock' | 'hurry' | 'pollMs'> & { onPoll?: () => void },
): Promise<boolean> {
  const hurry = { requested: false };
  void options.hurry?.then(() => {
    hurry.requested = true;
  });
  const poll = options.pollMs ?? 50;
  for (options.onPoll?.(); trainer.groupAlive(); options.onPoll?.()) {
    if (hurry.requested || options.clock.now() >= until) return false;
    await options.clock.sleep(Math.min(poll, Math.max(1, until - options.clock.now())));
  }
  return true;
}
