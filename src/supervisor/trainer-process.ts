import { spawn, type ChildProcess } from 'node:child_process';
import { GroupWatchdog } from './group-watchdog.js';
import { interruptGroup, type Interruption } from './interrupt-group.js';
import { LineSplitter } from '../runtime/line-splitter.js';
import { processGroupAlive, signalProcessGroup } from './process-group.js';

/** The user's command: a script (the action's `run` input) or argv (the CLI, after `--`). */
export type TrainerCommand =
  | { readonly kind: 'script'; readonly script: string }
  | { readonly kind: 'argv'; readonly argv: readonly string[] };

export interface TrainerExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

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
}

/**
 * The arguments that make bash run the command. The command is always a
 * separate argument, never spliced into a shell string: a script runs as
 * written (with -e and pipefail, like a workflow `run:` step), and argv
 * words reach the program exactly as given.
 */
export function bashArguments(command: TrainerCommand): string[] {
  const base = ['--noprofile', '--norc'];
  return command.kind === 'script'
    ? [...base, '-eo', 'pipefail', '-c', command.script]
    : [...base, '-c', 'exec "$@"', 'spot-train', ...command.argv];
}

/**
 * The trainer, run through bash as the leader of its own process group, so
 * one signal reaches it and every worker it started (data loaders, torchrun
 * ranks), and a terminal's Ctrl-C reaches only the supervisor.
 */
export class TrainerProcess {
  readonly exited: Promise<TrainerExit>;
  private readonly child: ChildProcess;
  private readonly watchdog: GroupWatchdog | undefined;
  private readonly hostsRendezvous: boolean;

  private constructor(options: TrainerOptions) {
    this.hostsRendezvous = options.hostsRendezvous ?? true;
    this.child = spawn('bash', bashArguments(options.command), {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    const pid = this.child.pid;
    this.watchdog =
      pid === undefined ? undefined : GroupWatchdog.arm(pid, options.orphanGraceMs ?? 10_000);
    this.exited = new Promise<TrainerExit>((resolve, reject) => {
      this.child.once('error', (error) => {
        this.watchdog?.disarm();
        reject(error);
      });
      this.child.once('close', (code, signal) => {
        // Asked for its side effect: a trainer that left no process behind disarms the watchdog.
        this.groupAlive();
        resolve({ code, signal });
      });
    });
    forward(this.child.stdout, options.stdout ?? process.stdout, options.onLine);
    forward(this.child.stderr, options.stderr ?? process.stderr, options.onLine);
  }

  static start(options: TrainerOptions): TrainerProcess {
    return new TrainerProcess(options);
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error('the trainer did not start');
    return this.child.pid;
  }

  /** Sends `signal` to the whole process group; false when no process of it is left. */
  signalGroup(signal: NodeJS.Signals): boolean {
    return signalProcessGroup(this.pid, signal) || this.ended();
  }

  /** Asks the group to save and exit, minding torchrun agents; undefined when no process of it is left. */
  interrupt(): Interruption | undefined {
    const interruption = interruptGroup(this.pid, { hostsRendezvous: this.hostsRendezvous });
    if (!interruption) this.ended();
    return interruption;
  }

  groupAlive(): boolean {
    return processGroupAlive(this.pid) || this.ended();
  }

  /** Every check that finds the group gone stands the watchdog down. */
  private ended(): false {
    this.watchdog?.disarm();
    return false;
  }
}

function forward(
  from: NodeJS.ReadableStream | null,
  to: NodeJS.WritableStream,
  onLine: ((line: string) => void) | undefined,
): void {
  if (!from) return;
  const lines = onLine ? new LineSplitter(onLine) : undefined;
  from.on('data', (chunk: Buffer) => {
    to.write(chunk);
    lines?.push(chunk);
  });
  from.on('end', () => lines?.end());
}
