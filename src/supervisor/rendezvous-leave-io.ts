import type { RendezvousArgs } from './rendezvous-args.js';

// What the leave script (rendezvous-leave-script.ts) is given and prints.

/** `formed`: only for a withdrawal, the nodes a round already formed keeps. */
export type Answer = { left: string[]; round: number; formed?: string[] } | { error: string };

/** The script's argument; without `pids`, it waits for them on stdin. */
export function scriptInput(
  where: RendezvousArgs,
  timeoutMs: number,
  pids?: readonly number[],
): string {
  return JSON.stringify({
    ...where,
    ...(pids ? { pids } : {}),
    addrs: where.localAddr ? [where.localAddr] : [],
    timeout: Math.max(1, Math.floor(timeoutMs / 2000)),
  });
}

export function readAnswer(error: Error | null, stdout: string): Answer {
  const last = stdout.trim().split('\n').at(-1) ?? '';
  try {
    const parsed = JSON.parse(last) as Partial<{
      left: string[];
      round: number;
      formed: string[];
      error: string;
    }>;
    if (typeof parsed.error === 'string') return { error: parsed.error };
    if (Array.isArray(parsed.left)) {
      const { left, formed } = parsed;
      return { left, round: Number(parsed.round), ...(Array.isArray(formed) ? { formed } : {}) };
    }
  } catch {
    // Read below as the process's failure.
  }
  return {
    error: error ? (error.message.split('\n')[0] ?? 'failed') : `it printed ${last || 'nothing'}`,
  };
}
