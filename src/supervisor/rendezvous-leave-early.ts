import { spawn } from 'node:child_process';
import type { RendezvousArgs } from './rendezvous-args.js';
import { RENDEZVOUS_LEAVE_SCRIPT } from './rendezvous-leave-script.js';
import { readAnswer, scriptInput, type Answer } from './rendezvous-leave-io.js';

/** A helper that waits with torch imported longer than this was never needed: it is ended. */
const IDLE_LIMIT_MS = 30 * 60_000;

/** The leave script started ahead, waiting for its commands (see prepareLeave). */
export interface EarlyLeave {
  /** True once it has imported torch and connected; false when it failed to. */
  readonly ready: Promise<boolean>;
  /**
   * Withdraws agents frozen between rounds, unless a formed round keeps them
   * (see the script); undefined when no answer came in time. The helper
   * stays for the leave.
   */
  withdraw(pids: readonly number[]): Promise<Answer | undefined>;
  /** Hands it the pids of the agents gone, its last command; undefined when it ended without an answer in time. */
  run(pids: readonly number[]): Promise<Answer | undefined>;
}

export function startLeave(python: string, where: RendezvousArgs, timeoutMs: number): EarlyLeave {
  const child = spawn(python, ['-c', RENDEZVOUS_LEAVE_SCRIPT, scriptInput(where, timeoutMs)], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const lines = new AnswerLines();
  child.stdout.on('data', (chunk: Buffer) => lines.add(chunk.toString()));
  child.stdin.on('error', () => {}); // a helper that died: its exit says so
  const ended = new Promise<void>((resolve) => {
    child.once('error', () => resolve());
    child.once('close', () => resolve());
  });
  void ended.then(() => lines.end());
  const idle = setTimeout(() => child.kill('SIGKILL'), IDLE_LIMIT_MS);
  idle.unref();
  const ready = lines.next().then((line) => line?.includes('"ready"') === true);
  return {
    ready,
    withdraw: async (pids) => {
      child.stdin.write(`${JSON.stringify({ pids, unlessFormed: true })}\n`);
      const line = await withinTime(lines.next(), timeoutMs);
      return line === undefined ? undefined : answerOf(line);
    },
    run: async (pids) => {
      clearTimeout(idle);
      child.stdin.end(`${JSON.stringify({ pids })}\n`);
      const late = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const line = await lines.next();
      clearTimeout(late);
      return line === undefined ? undefined : answerOf(line);
    },
  };
}

/** A line the script printed as its answer; anything else reads as no answer. */
function answerOf(line: string): Answer | undefined {
  const answer = readAnswer(null, line);
  return 'error' in answer && answer.error.startsWith('it printed') ? undefined : answer;
}

function withinTime<T>(value: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void value.then((result) => {
      clearTimeout(timer);
      resolve(result);
    });
  });
}

/** The script's stdout as whole lines, each handed to one waiting reader in turn. */
class AnswerLines {
  private buffer = '';
  private readonly queued: string[] = [];
  private readonly waiting: ((line: string | undefined) => void)[] = [];
  private closed = false;

  add(text: string): void {
    this.buffer += text;
    let newline = this.buffer.indexOf('\n');
    while (newline >= 0) {
      this.hand(this.buffer.slice(0, newline));
      this.buffer = this.buffer.slice(newline + 1);
      newline = this.buffer.indexOf('\n');
    }
  }

  /** The output ended: a last line without a newline still counts, then every reader gets undefined. */
  end(): void {
    if (this.buffer.trim()) this.hand(this.buffer);
    this.buffer = '';
    this.closed = true;
    for (const reader of this.waiting.splice(0)) reader(undefined);
  }

  next(): Promise<string | undefined> {
    const line = this.queued.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private hand(line: string): void {
    const reader = this.waiting.shift();
    if (reader) reader(line);
    else this.queued.push(line);
  }
}
