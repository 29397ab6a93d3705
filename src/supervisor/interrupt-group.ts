import { countOf } from '../base/count.js';
import { agentPython } from './agent-python.js';
import { signalProcessGroup } from './process-group.js';
import type { DepartedAgent } from './rendezvous-leave.js';
import { BetweenRounds } from './between-rounds.js';
import type { Interruption } from './interruption.js';
import { sendSignal } from './send-signal.js';
import { groupMembers, isTorchrunAgent, parentPids, type GroupMember } from './torchrun-agents.js';

export type { Interruption } from './interruption.js';

export interface InterruptOptions {
  /**
   * This node serves the rendezvous store (node 0, or a single node): its
   * agent is left running, since other nodes' workers may still need it.
   */
  readonly hostsRendezvous: boolean;
  /**
   * This node leaves an elastic gang: once its workers are gone, its frozen
   * agents get SIGTERM (and SIGCONT to act on it) rather than only SIGCONT,
   * SIGKILL if still there 3 s later, and every agent is named in `departing`.
   */
  readonly endAgents?: boolean;
  /** /proc, or a directory shaped like it in tests. */
  readonly procRoot?: string;
  /** process.kill, or a fake in tests. */
  readonly kill?: (pid: number, signal: NodeJS.Signals) => void;
  /** Date.now, or a fake in tests. */
  readonly now?: () => number;
}

/** SIGINT to the whole group: nothing frozen, nothing to resume. */
export const PLAIN_INTERRUPTION: Interruption = {
  summary: 'sent SIGINT to the trainer',
  resumeIfDone: () => undefined,
  release: () => undefined,
  departing: [],
};

/**
 * Asks the group to save and exit. A plain trainer gets SIGINT, the whole
 * group at once. Under torchrun that would interrupt each worker twice (once
 * directly, once forwarded by its agent), and the agent SIGKILLs workers 30 s
 * after any signal, or SIGTERMs them when the rendezvous host leaves. So an
 * agent that has started workers is not signalled: it is frozen (SIGSTOP)
 * until its workers are gone, unless this node serves the rendezvous, and
 * every other process gets SIGINT once. A node leaving an elastic gang
 * whose agents have no workers (between rounds) goes through BetweenRounds
 * first. Undefined when the group is gone.
 */
export function interruptGroup(pgid: number, options: InterruptOptions): Interruption | undefined {
  const members = groupMembers(pgid, options.procRoot);
  const allAgents = members.filter((member) => isTorchrunAgent(member.argv));
  // Read while they are alive; torch 2.x starts its workers in sessions of their own.
  const departing = options.endAgents
    ? allAgents.map((agent) => departed(agent, options.procRoot))
    : [];
  const kill = options.kill ?? ((pid, signal) => process.kill(pid, signal));
  if (departing.length > 0 && !options.hostsRendezvous) {
    const parents = parentPids(options.procRoot);
    if (!allAgents.some((agent) => parents.has(agent.pid))) {
      const interruptWorkers = () =>
        interruptRunning(pgid, options, kill, departing, groupMembers(pgid, options.procRoot));
      const now = options.now ?? Date.now;
      const where = options.procRoot === undefined ? {} : { procRoot: options.procRoot };
      const between = { kill, now, interruptWorkers, ...where };
      return new BetweenRounds(pgid, allAgents, between, departing);
    }
  }
  return interruptRunning(pgid, options, kill, departing, members);
}

function interruptRunning(
  pgid: number,
  options: InterruptOptions,
  kill: (pid: number, signal: NodeJS.Signals) => void,
  departing: readonly DepartedAgent[],
  members: readonly GroupMember[],
): Interruption | undefined {
  const allAgents = members.filter((member) => isTorchrunAgent(member.argv));
  const agents = allAgents.filter((agent) => members.some((child) => child.ppid === agent.pid));
  if (agents.length === 0)
    return signalProcessGroup(pgid, 'SIGINT') ? { ...PLAIN_INTERRUPTION, departing } : undefined;

  const agentPids = new Set(agents.map((agent) => agent.pid));
  // Frozen before any worker is interrupted, so no agent sees a worker leave and acts on it.
  const frozen = options.hostsRendezvous
    ? []
    : agents.filter((agent) => sendSignal(kill, agent.pid, 'SIGSTOP'));
  const interrupted = members.filter(
    (member) => !agentPids.has(member.pid) && sendSignal(kill, member.pid, 'SIGINT'),
  );
  const summary = summarize(agents, frozen, interrupted);
  return new AgentInterruption(pgid, frozen, options, kill, summary, departing);
}

/** An agent as its rendezvous exit needs it: the interpreter it runs, read while it is alive. */
function departed(agent: GroupMember, procRoot?: string): DepartedAgent {
  return { pid: agent.pid, argv: agent.argv, python: agentPython(agent.pid, agent.argv, procRoot) };
}

/** How long an ended agent has to exit on SIGTERM before it is killed. */
const ENDED_GRACE_MS = 3_000;

class AgentInterruption implements Interruption {
  private readonly frozen: Set<number>;
  /** Agents sent SIGTERM, and when. */
  private readonly ending = new Map<number, number>();
  private readonly now: () => number;

  constructor(
    private readonly pgid: number,
    frozen: readonly GroupMember[],
    private readonly options: InterruptOptions,
    private readonly kill: (pid: number, signal: NodeJS.Signals) => void,
    readonly summary: string,
    readonly departing: readonly DepartedAgent[],
  ) {
    this.frozen = new Set(frozen.map((agent) => agent.pid));
    this.now = options.now ?? Date.now;
  }

  resumeIfDone(): string | undefined {
    const killed = this.killLingering();
    if (this.frozen.size === 0) return killed;
    const parents = new Set(groupMembers(this.pgid, this.options.procRoot).map((m) => m.ppid));
    const done = [...this.frozen].filter((pid) => !parents.has(pid));
    if (done.length === 0) return undefined;
    const ending = this.options.endAgents === true;
    for (const pid of done) {
      // SIGTERM lets the agent relay its workers' last lines as it stops. See killLingering
      // for an agent that swallows it.
      if (ending && sendSignal(this.kill, pid, 'SIGTERM')) this.ending.set(pid, this.now());
      this.resume(pid);
    }
    const agents = countOf(done.length, 'torchrun agent');
    return ending
      ? `the torchrun workers exited; ended ${agents}: this node leaves the elastic gang`
      : `the torchrun workers exited; resumed ${agents} to let ${done.length === 1 ? 'it' : 'them'} exit`;
  }

  release(): void {
    for (const pid of this.frozen) this.resume(pid);
  }

  /**
   * Kills an ended agent still there after a grace. torch's log tailer
   * catches any exception while it stops, so a SIGTERM landing there is
   * swallowed: the agent then takes its saved workers for a success and
   * waits at torchrun's exit barrier (300 s), where no signal reaches
   * Python, and past it would close the rendezvous on the whole gang. Its
   * workers are gone and their lines relayed by then; the leave helper takes
   * it out of the rendezvous.
   */
  private killLingering(): string | undefined {
    const late = [...this.ending].filter(([, at]) => this.now() - at >= ENDED_GRACE_MS);
    for (const [pid] of late) this.ending.delete(pid);
    if (late.length === 0) return undefined;
    const live = new Set(groupMembers(this.pgid, this.options.procRoot).map((m) => m.pid));
    const alive = late.filter(([pid]) => live.has(pid));
    for (const [pid] of alive) sendSignal(this.kill, pid, 'SIGKILL');
    if (alive.length === 0) return undefined;
    return `${countOf(alive.length, 'torchrun agent')} had not exited ${ENDED_GRACE_MS / 1000} s after SIGTERM (torch can swallow it while it stops); killed`;
  }

  private resume(pid: number): void {
    this.frozen.delete(pid);
    sendSignal(this.kill, pid, 'SIGCONT');
  }
}

function summarize(
  agents: readonly GroupMember[],
  frozen: readonly GroupMember[],
  interrupted: readonly GroupMember[],
): string {
  const agentPids = new Set(agents.map((agent) => agent.pid));
  const workers = interrupted.filter((member) => agentPids.has(member.ppid)).length;
  const others = interrupted.length - workers;
  const agentPart =
    frozen.length > 0
      ? `froze ${countOf(frozen.length, 'torchrun agent')}`
      : `left ${countOf(agents.length, 'torchrun agent')} running (this node serves the rendezvous)`;
  const otherPart = others > 0 ? ` and ${countOf(others, 'other process', 'other processes')}` : '';
  return `${agentPart}; sent SIGINT to ${countOf(workers, 'worker')}${otherPart}`;
}
