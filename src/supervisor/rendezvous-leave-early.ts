import { spawn } from 'node:child_process';
import type { RendezvousArgs } from './rendezvous-args.js';
import { RENDEZVOUS_LEAVE_SCRIPT } from './rendezvous-leave-script.js';
import { readAnswer, scriptInput, type Answer } from './rendezvous-leave-io.js';

/** A helper that waits with torch imported longer than this was never needed: it is ended. */
const IDLE_LIMIT_MS = 30 * 60_000;

/** The leave script started ahead, waiting for the pids (see prepareLeave). */
export interface EarlyLeave {
  /** True once it has imported torch and connected; false when it failed to. */
  readonly ready: Promise<boolean>;
  /** Hands it the pids; undefined when it ended without an answer in time. */
  run(pids: readonly number[]): Promise<Answer | undefined>;
}

export function startLeave(python: string, where: RendezvousArgs, timeoutMs: number): EarlyLeave {
  const child = spawn(python, ['-c', RENDEZVOUS_LEAVE_SCRIPT, scriptInput(where, timeoutMs)], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stdin.on('error', () => {}); // a helper that died: its exit says so
  const ended = new Promise<void>((resolve) => {
    child.once('error', () => resolve());
    child.once('close', () => resolve());
  });
  const idle = setTimeout(() => child.kill('SIGKILL'), IDLE_LIMIT_MS);
  idle.unref();
  const ready = new Promise<boolean>((resolve) => {
    child.stdout.on('data', () => {
      if (stdout.includes('"ready"')) resolve(true);
    });
    void ended.then(() => resolve(false));
  });
  return {
    ready,
    run: async (pids) => {
      clearTimeout(idle);
      child.stdin.end(`${JSON.stringify({ pids })}\n`);
      const late = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await ended;
      clearTimeout(late);
      const answer = readAnswer(null, stdout);
      return 'error' in answer && answer.error.startsWith('it printed') ? undefined : answer;
    },
  };
}
