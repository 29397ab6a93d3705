import type { DepartedAgent } from './rendezvous-leave.js';
import type { Withdrawing } from './withdrawal.js';

/** The first step of a stop, and what it left to undo. */
export interface Interruption {
  /** What was done, for the log. */
  readonly summary: string;
  /** Resumes frozen agents none of whose workers is left; a line to log when it resumed any. */
  resumeIfDone(): string | undefined;
  /** Resumes every agent still frozen: on escalation or an error, none may stay stopped. */
  release(): void;
  /** The agents ended because this node leaves an elastic gang: once gone, they leave torch's rendezvous. */
  readonly departing: readonly DepartedAgent[];
  /** Given the rendezvous to ask, when the agents were frozen between rounds (see BetweenRounds). */
  withdrawWith?(rendezvous: Withdrawing): void;
}
