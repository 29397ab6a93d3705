import { execFile } from 'node:child_process';
import type { Logger } from '../base/log.js';
import { countOf } from '../base/count.js';
import { rendezvousArgs, type RendezvousArgs } from './rendezvous-args.js';
import { RENDEZVOUS_LEAVE_SCRIPT } from './rendezvous-leave-script.js';

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
  const pids = agents.map((agent) => agent.pid);
  const who = `${countOf(pids.length, 'torchrun agent')} (pid ${pids.join(', ')})`;
  if (typeof where === 'string') {
    logger.info(
      `this node's ${who} stay in torchrun's rendezvous until their keep-alive lapses (${KEEP_ALIVE_LAPSE}): ${where}`,
    );
    return;
  }
  const answer = await runLeave(first.python, where, pids, timeoutMs);
  if ('error' in answer) {
    logger.info(
      `could not take this node's ${who} out of torchrun's rendezvous (${answer.error}); the others re-form once their keep-alive lapses (${KEEP_ALIVE_LAPSE})`,
    );
  } else if (answer.left.length === 0) {
    logger.info(`this node's ${who} had already left torchrun's rendezvous`);
  } else {
    logger.info(
      `took this node's ${who} out of torchrun's rendezvous (round ${answer.round}): the others re-form at once, not after ${KEEP_ALIVE_LAPSE}`,
    );
  }
}

type Answer = { left: string[]; round: number } | { error: string };

function runLeave(
  python: string,
  where: RendezvousArgs,
  pids: readonly number[],
  timeoutMs: number,
): Promise<Answer> {
  const input = JSON.stringify({
    ...where,
    pids,
    addrs: where.localAddr ? [where.localAddr] : [],
    timeout: Math.max(1, Math.floor(timeoutMs / 2000)),
  });
  return new Promise((resolve) => {
    execFile(
      python,
      ['-c', RENDEZVOUS_LEAVE_SCRIPT, input],
      { timeout: timeoutMs, maxBuffer: 1 << 20 },
      (error, stdout) => resolve(readAnswer(error, stdout)),
    );
  });
}

function readAnswer(error: Error | null, stdout: string): Answer {
  const last = stdout.trim().split('\n').at(-1) ?? '';
  try {
    const parsed = JSON.parse(last) as Partial<{ left: string[]; round: number; error: string }>;
    if (typeof parsed.error === 'string') return { error: parsed.error };
    if (Array.isArray(parsed.left)) return { left: parsed.left, round: Number(parsed.round) };
  } catch {
    // Read below as the process's failure.
  }
  return {
    error: error ? (error.message.split('\n')[0] ?? 'failed') : `it printed ${last || 'nothing'}`,
  };
}
