import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { Writable } from 'node:stream';
import { errorCode } from '../base/error-code.js';
import type { PipeHolder } from '../base/pipe-holders.js';
import { GroupWatchdog } from './group-watchdog.js';
import { interruptGroup, type Interruption } from './interrupt-group.js';
import { processGroupAlive, signalProcessGroup } from './process-group.js';
import { TrainerOutput } from './trainer-output.js';

/** The user's command: a script (the action's `run` input) or argv (the CLI, after `--`). */
export type TrainerCommand =
  | { readonly kind: 'script'; readonly script: string }
  | { readonly kind: 'argv'; readonly argv: readonly string[] };

export interface TrainerExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** Why the trainer never ran: the system refused to start it (its working directory, bash). */
  readonly notStarted?: string;
}

/** How long the output is still read after the trainer's exit when something else holds it open. */
const OUTPUT_GRACE_MS = 2000;

export interface TrainerOptions {
  readonly command: TrainerCommand;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Each line the trainer prints, on either stream, for progress tracking. */
  readonly onLine?: (line: string) => void;
  readonly stdout?: NodeJS.WritableStream;
  readonly stderr?: NodeJS.WritableStream;
  /** Should the supervisor die, the group gets SIGTERM, then SIGKILL this much later (default 10 s). */
  readonly orphanGraceMs?: number;
  /**
   * Whether this node serves torchrun's rendezvous store (node 0 of a gang,
   * or a single node): its agent then keeps running while workers save,
   * rather than being frozen. Default true.
   */
  readonly hostsRendezvous?: boolean;
  /**
   * Asked when the trainer is interrupted: true when this node leaves an
   * elastic gang that trains on. Its torchrun agents are then ended once
   * their workers have exited, not resumed: resumed, an agent would wait at
   * torchrun's exit barrier for agents that are not stopping (5 minutes by
   * default), holding up this node's last uploads.
   */
  readonly leavesGang?: () => boolean;
  /** Told who still held the trainer's output open when it was let go after the exit. */
  readonly onOutputHeld?: (holders: readonly PipeHolder[]) => void;
  readonly outputGraceMs?: number;
}

/**
 * The arguments that make bash run the command. The command is always a
 * separate argument, never spliced into a shell string: a script runs as
 * written (with -e and pipefail, like a workflow `run:` step), and argv
 * words reach the program exactly as given.
 *
 * bash first waits on fd 3 for the supervisor's go, which comes once the
 * watchdog guards the group: a supervisor killed between starting the
 * trainer and arming the guard (a window CI hit under load) would otherwise
 * leave a trainer nothing stops. End of file instead of go means the
 * supervisor died first, and the command never runs. exec keeps the pid,
 * so the group and its leader stay what the supervisor signals.
 */
export function bashArguments(command: TrainerCommand): string[] {
  const base = ['--noprofile', '--norc'];
  const gate = 'read -r _ <&3 || exit 125; exec 3<&-;';
  return command.kind === 'script'
    ? [
        ...base,
        '-c',
        `${gate} exec bash ${base.join(' ')} -eo pipefail -c "$1"`,
        'bash',
        command.script,
      ]
    : [...base, '-c', `${gate} exec "$@"`, 'spot-train', ...command.argv];
}

/**
 * The trainer, run through bash as the leader of its own process group, so
 * one signal reaches it and every worker it started (data loaders, torchrun
 * ranks), and a terminal's Ctrl-C reaches only the supervisor.
 */
export class TrainerProcess {
  /** The trainer's exit, once what it printed last is read. */
  readonly exited: Promise<TrainerExit>;
  /** The trainer's exit, the moment it happens (before the output is read to its end). */
  readonly exitSeen: Promise<TrainerExit>;
  private readonly child: ChildProcess;
  private readonly watchdog: GroupWatchdog | undefined;
  private readonly hostsRendezvous: boolean;
  private readonly leavesGang: () => boolean;

  private constructor(options: TrainerOptions) {
    this.hostsRendezvous = options.hostsRendezvous ?? true;
    this.leavesGang = options.leavesGang ?? (() => false);
    this.child = spawn('bash', bashArguments(options.command), {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      // fd 3: the gate (see bashArguments).
      stdio: ['inherit', 'pipe', 'pipe', 'pipe'],
    });
    const pid = this.child.pid;
    this.watchdog =
      pid === undefined ? undefined : GroupWatchdog.arm(pid, options.orphanGraceMs ?? 10_000);
    openGate(this.child);
    const output = new TrainerOutput(
      [
        { from: this.child.stdout, to: options.stdout ?? process.stdout },
        { from: this.child.stderr, to: options.stderr ?? process.stderr },
      ],
      options.onLine,
    );
    this.exitSeen = new Promise<TrainerExit>((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    this.exited = new Promise<TrainerExit>((resolve, reject) => {
      this.child.once('error', (error) => {
        this.watchdog?.disarm();
        // A spawn the system refused has no pid and no exit to wait for.
        if (pid === undefined) resolve(notStarted(error, options.cwd));
        else reject(error);
      });
      this.child.once('exit', (code, signal) => {
        // Asked for its side effect: a trainer that left no process behind disarms the watchdog.
        this.groupAlive();
        void output.settle(options.outputGraceMs ?? OUTPUT_GRACE_MS).then(({ held, holders }) => {
          if (held) options.onOutputHeld?.(holders);
          resolve({ code, signal });
        });
      });
    });
  }

  static start(options: TrainerOptions): TrainerProcess {
    return new TrainerProcess(options);
  }

  /** The trainer's pid, for a caller that knows it started. */
  get pid(): number {
    if (this.child.pid === undefined) throw new Error('the trainer did not start');
    return this.child.pid;
  }

  /** The trainer's pid (and process group); undefined when it never started. */
  get startedPid(): number | undefined {
    return this.child.pid;
  }

  /** Sends `signal` to the whole process group; false when no process of it is left. */
  signalGroup(signal: NodeJS.Signals): boolean {
    const pid = this.child.pid;
    return (pid !== undefined && signalProcessGroup(pid, signal)) || this.ended();
  }

  /** Asks the group to save and exit, minding torchrun agents; undefined when no process of it is left. */
  interrupt(): Interruption | undefined {
    const pid = this.child.pid;
    const interruption =
      pid === undefined
        ? undefined
        : interruptGroup(pid, {
            hostsRendezvous: this.hostsRendezvous,
            endAgents: this.leavesGang(),
          });
    if (!interruption) this.ended();
    return interruption;
  }

  groupAlive(): boolean {
    const pid = this.child.pid;
    return (pid !== undefined && processGroupAlive(pid)) || this.ended();
  }

  /** Every check that finds the group gone stands the watchdog down. */
  private ended(): false {
    this.watchdog?.disarm();
    return false;
  }
}

/** Lets the trainer's bash run the command; a bash already gone makes the write fail, harmlessly. */
function openGate(child: ChildProcess): void {
  const gate = child.stdio[3];
  if (!(gate instanceof Writable)) return;
  gate.on('error', () => undefined);
  gate.end('go\n');
}

/** Says why the trainer could not start: a missing working directory reads as "spawn bash ENOENT". */
function notStarted(error: Error, cwd: string): TrainerExit {
  let reason = error.message;
  try {
    accessSync(cwd, constants.X_OK);
  } catch (cwdError) {
    reason = `its working directory ${cwd} cannot be entered (${codeOf(cwdError)})`;
  }
  return { code: null, signal: null, notStarted: reason };
}

function codeOf(error: unknown): string {
  const code = errorCode(error);
  return typeof code === 'string' ? code : 'unknown error';
}
