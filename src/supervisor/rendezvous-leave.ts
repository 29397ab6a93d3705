import { execFile } from 'node:child_process';
import type { Logger } from '../base/log.js';
import { countOf } from '../base/count.js';
import { rendezvousArgs, type RendezvousArgs } from './rendezvous-args.js';
import { RENDEZVOUS_LEAVE_SCRIPT } from './rendezvous-leave-script.js';
import { startLeave } from './rendezvous-leave-early.js';
import { readAnswer, scriptInput, type Answer } from './rendezvous-leave-io.js';
import type { Withdrawal, Withdrawing } from './withdrawal.js';

/** A torchrun agent this node ended because the node leaves an elastic gang. */
export interface DepartedAgent {
  readonly pid: number;
  readonly argv: readonly string[];
  /** The interpreter it ran on (agentPython): the torch its rendezvous speaks. */
  readonly python: string;
}

/** Python's start and torch's import take a few seconds; a store that does not answer in this is gone. */
const LEAVE_TIMEOUT_MS = 20_000;

/** How long the others wait for an agent that never leaves: torch's keep-alive, 3 missed beats of 5 s. */
const KEEP_ALIVE_LAPSE = '15 s';

/**
 * Takes the agents this node ended out of torch's c10d rendezvous. An agent
 * ended by a signal never leaves it (torchrun keeps the rendezvous open so
 * the gang can change size), and the survivors cannot open the next round
 * while it is listed: they would wait for its keep-alive to lapse. Run once
 * the agents are gone; never throws, and a failure only costs that wait.
 */
export async function leaveRendezvous(
  agents: readonly DepartedAgent[],
  logger: Logger,
  timeoutMs = LEAVE_TIMEOUT_MS,
): Promise<void> {
  const first = agents[0];
  if (!first) return;
  const where = rendezvousArgs(first.argv);
  if (typeof where === 'string') return stayUntilLapse(agents, where, logger);
  const pids = agents.map((agent) => agent.pid);
  report(agents, await runLeave(first.python, where, pids, timeoutMs), logger);
}

/** A leave started ahead of the agents' end: see prepareLeave. */
export interface PreparedLeave extends Withdrawing {
  /** Takes the agents out once they are gone; never throws. */
  leave(agents: readonly DepartedAgent[]): Promise<void>;
}

/**
 * Starts the leave at the notice, while the workers save: Python's start
 * and torch's import are done by the time the agents are gone, so the
 * others' next round waits only for the exit operation itself. Falls back to
 * leaveRendezvous when the early start failed.
 */
export function prepareLeave(
  agents: readonly DepartedAgent[],
  logger: Logger,
  timeoutMs = LEAVE_TIMEOUT_MS,
): PreparedLeave {
  const first = agents[0];
  const where = first && rendezvousArgs(first.argv);
  if (!first || !where || typeof where === 'string') {
    // rendezvousArgs says why a command line has no c10d rendezvous to leave.
    const why = typeof where === 'string' ? where : 'no torchrun agent to ask for';
    return {
      withdraw: () => Promise.resolve({ kind: 'unknown', why }),
      leave: (gone) => leaveRendezvous(gone, logger, timeoutMs),
    };
  }
  const helper = startLeave(first.python, where, timeoutMs);
  return {
    withdraw: async (pids) => {
      if (!(await helper.ready))
        return { kind: 'unknown', why: 'the helper could not import torch or reach its store' };
      return withdrawal(await helper.withdraw(pids), timeoutMs);
    },
    leave: async (gone) => {
      const pids = gone.map((agent) => agent.pid);
      const answer = (await helper.ready) ? await helper.run(pids) : undefined;
      if (answer === undefined) return leaveRendezvous(gone, logger, timeoutMs);
      report(gone, answer, logger);
    },
  };
}

function withdrawal(answer: Answer | undefined, timeoutMs: number): Withdrawal {
  if (!answer) return { kind: 'unknown', why: `no answer in ${timeoutMs / 1000} s` };
  if ('error' in answer) return { kind: 'unknown', why: answer.error };
  return (answer.formed ?? []).length > 0 ? { kind: 'formed' } : { kind: 'withdrawn' };
}

function stayUntilLapse(agents: readonly DepartedAgent[], where: string, logger: Logger): void {
  logger.info(
    `this node's ${who(agents)} stay in torchrun's rendezvous until their keep-alive lapses (${KEEP_ALIVE_LAPSE}): ${where}`,
  );
}

function who(agents: readonly DepartedAgent[]): string {
  const pids = agents.map((agent) => agent.pid);
  return `${countOf(pids.length, 'torchrun agent')} (pid ${pids.join(', ')})`;
}

function report(agents: readonly DepartedAgent[], answer: Answer, logger: Logger): void {
  if ('error' in answer) {
    logger.info(
      `could not take this node's ${who(agents)} out of torchrun's rendezvous (${answer.error}); the others re-form once their keep-alive lapses (${KEEP_ALIVE_LAPSE})`,
    );
  } else if (answer.left.length === 0) {
    logger.info(`this node's ${who(agents)} had already left torchrun's rendezvous`);
  } else {
    logger.info(
      `took this node's ${who(agents)} out of torchrun's rendezvous (round ${answer.round}): the others re-form at once, not after ${KEEP_ALIVE_LAPSE}`,
    );
  }
}

function runLeave(
  python: string,
  where: RendezvousArgs,
  pids: readonly number[],
  timeoutMs: number,
): Promise<Answer> {
  const input = scriptInput(where, timeoutMs, pids);
  return new Promise((resolve) => {
    execFile(
      python,
      ['-c', RENDEZVOUS_LEAVE_SCRIPT, input],
      { timeout: timeoutMs, maxBuffer: 1 << 20 },
      (error, stdout) => resolve(readAnswer(error, stdout)),
    );
  });
}
