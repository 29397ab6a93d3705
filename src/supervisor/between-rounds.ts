import { countOf } from '../base/count.js';
import type { DepartedAgent } from './rendezvous-leave.js';
import type { Interruption } from './interruption.js';
import type { Withdrawal, Withdrawing } from './withdrawal.js';
import { sendSignal } from './send-signal.js';
import { groupMembers, parentPids, type GroupMember } from './torchrun-agents.js';

export interface BetweenRoundsOptions {
  readonly procRoot?: string;
  readonly kill: (pid: number, signal: NodeJS.Signals) => void;
  readonly now: () => number;
  /** The usual interruption, once the agents' workers run. */
  readonly interruptWorkers: () => Interruption | undefined;
}

/** torch's import and a store round trip take seconds; past this the agents are not kept frozen. */
const ASK_LIMIT_MS = 15_000;

/**
 * An agent in a formed round starts its workers within a second or two (one
 * exchange of ranks); one that starts none in this is not about to (its run
 * is over, and it waits at torchrun's exit barrier) and is ended.
 */
const START_LIMIT_MS = 10_000;

/**
 * Stops a node leaving an elastic gang while its torchrun agents have no
 * workers: they are between rounds. An agent ended there is safe in a round
 * still forming (the leave takes it out), but not in one torch has already
 * formed: the others go on to gather every member's worker ranks and wait
 * for its share until their store times out (60 s by default), and then fail
 * outright, which no restart covers. So the agents are frozen while the
 * rendezvous is asked, under its compare-and-set, to withdraw them; a formed
 * round keeps them, and they are resumed to start their workers, which are
 * then stopped as any others (see interruptGroup).
 */
export class BetweenRounds implements Interruption {
  readonly summary: string;
  private readonly frozen: Set<number>;
  private since: number;
  private asking?: Promise<void>;
  private answer?: Withdrawal;
  private phase: 'asking' | 'starting' | 'ended' = 'asking';
  private next: Interruption | undefined;

  constructor(
    private readonly pgid: number,
    agents: readonly GroupMember[],
    private readonly options: BetweenRoundsOptions,
    readonly departing: readonly DepartedAgent[],
  ) {
    this.frozen = new Set(
      agents.filter((agent) => sendSignal(options.kill, agent.pid, 'SIGSTOP')).map((a) => a.pid),
    );
    this.since = options.now();
    this.summary = `froze ${countOf(this.frozen.size, 'torchrun agent')} between rounds (no workers yet) to ask torch's rendezvous whether a formed round counts this node`;
  }

  /** Starts the question; without it, the first poll ends the agents as if they could leave. */
  withdrawWith(rendezvous: Withdrawing): void {
    this.asking ??= rendezvous.withdraw([...this.frozen]).then(
      (answer) => void (this.answer = answer),
      (error: unknown) => void (this.answer = { kind: 'unknown', why: String(error) }),
    );
  }

  resumeIfDone(): string | undefined {
    if (this.next) return this.next.resumeIfDone();
    if (this.phase === 'asking') return this.onAnswer();
    if (this.phase !== 'starting') return undefined;
    if (this.workersStarted()) {
      this.phase = 'ended';
      this.next = this.options.interruptWorkers();
      return `its torchrun workers started; ${this.next?.summary ?? 'they were already gone'}`;
    }
    if (this.options.now() - this.since < START_LIMIT_MS) return undefined;
    this.end();
    return `its torchrun agent started no workers in ${START_LIMIT_MS / 1000} s (its run may be over); sent SIGINT to the trainer`;
  }

  release(): void {
    for (const pid of this.frozen) sendSignal(this.options.kill, pid, 'SIGCONT');
    this.frozen.clear();
    this.next?.release();
  }

  private onAnswer(): string | undefined {
    const late = this.options.now() - this.since >= ASK_LIMIT_MS;
    const answer: Withdrawal | undefined =
      this.answer ??
      (!this.asking
        ? { kind: 'unknown', why: 'nothing asked it' }
        : late
          ? { kind: 'unknown', why: `no answer in ${ASK_LIMIT_MS / 1000} s` }
          : undefined);
    if (!answer) return undefined;
    const agents = countOf(this.frozen.size, 'torchrun agent');
    if (answer.kind === 'formed') {
      this.phase = 'starting';
      this.since = this.options.now();
      this.release();
      return `torch had already formed a round with this node; resumed ${agents} to start its workers, which are then asked to save`;
    }
    this.end();
    return answer.kind === 'withdrawn'
      ? `no round torch formed counts this node (it let ${agents} go); sent SIGINT to the trainer`
      : `could not ask torch's rendezvous (${answer.why}); sent SIGINT to the trainer`;
  }

  /** SIGINT to the group, the frozen agents included, then SIGCONT: they act on it as they wake. */
  private end(): void {
    this.phase = 'ended';
    for (const member of groupMembers(this.pgid, this.options.procRoot))
      sendSignal(this.options.kill, member.pid, 'SIGINT');
    this.release();
  }

  private workersStarted(): boolean {
    const parents = parentPids(this.options.procRoot);
    return this.departing.some((agent) => parents.has(agent.pid));
  }
}
